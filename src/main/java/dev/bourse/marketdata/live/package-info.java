/**
 * The feed wired to a running core: the generator off the core's results thread, as a consumer of the event fan-out
 * ({@link dev.bourse.marketdata.live.FeedFanOutAdapter}); an in-process broadcast for subscribers that may stall
 * ({@link dev.bourse.marketdata.live.FeedBroadcastPublisher} and
 * {@link dev.bourse.marketdata.live.FeedBroadcastSubscriber}); the seed of a generator after a core restarts from
 * a snapshot, from the journal ({@link dev.bourse.marketdata.live.FeedJournalSeed}) or from the feed's own state
 * ({@link dev.bourse.marketdata.live.FeedStateSnapshotTaker},
 * {@link dev.bourse.marketdata.live.FeedStateSnapshotLoader});
 * and a node's feed on Aeron ({@link dev.bourse.marketdata.live.FeedChannelPublisher}).
 * <pre>
 *   core results thread --&gt; the event stream (FeedFanOutAdapter.build) --ring--&gt; feed thread: FeedGenerator
 *                                                                      |-- FeedBroadcastPublisher --&gt; subscribers
 *                                                                      '-- AeronFeedPublisher --&gt; other processes
 * </pre>
 */
package dev.bourse.marketdata.live;
