/**
 * The feed out of the process, on Aeron (IPC, or UDP on loopback): {@link
 * dev.bourse.marketdata.aeron.AeronFeedPublisher} puts a generator's SBE-encoded messages on an incremental stream,
 * a snapshot/recovery stream and a private stream; {@link dev.bourse.marketdata.aeron.AeronFeedSubscriber} joins at
 * any time, rebuilds the books from a snapshot and the increments, and recovers from gaps; {@link
 * dev.bourse.marketdata.aeron.EmbeddedAeron} runs the media driver inside the publisher's JVM by default.
 *
 * <pre>
 *   core -> FeedGenerator -> AeronFeedPublisher ==(stream S: increments)==> AeronFeedSubscriber -> BookBuilder
 *                                               ==(stream S+1: snapshots)=>
 *                                               ==(stream S+2: private)==>  (private consumers)
 * </pre>
 */
package dev.bourse.marketdata.aeron;
