/**
 * The feed wired to a running core: the generator off the core's results thread, as a consumer of the event fan-out
 * ({@link dev.bourse.marketdata.live.FeedFanOutAdapter}); an in-process broadcast for subscribers that may stall
 * ({@link dev.bourse.marketdata.live.FeedBroadcastPublisher} and
 * {@link dev.bourse.marketdata.live.FeedBroadcastSubscriber}); and the seed of a generator after a core restarts from
 * a snapshot.
 * <pre>
 *   core results thread --&gt; the event stream (FeedFanOutAdapter.build) --ring--&gt; feed thread: FeedGenerator
 *                                                                      |-- FeedBroadcastPublisher --&gt; subscribers
 *                                                                      '-- AeronFeedPublisher --&gt; other processes
 * </pre>
 */
package dev.bourse.marketdata.live;
