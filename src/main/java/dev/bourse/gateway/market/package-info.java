/**
 * What the node keeps of the market-data feed ({@link dev.bourse.marketdata.feed.FeedGenerator}) for the REST
 * queries: per symbol the recent trades, the closed OHLCV bars and the orders resting
 * ({@link dev.bourse.gateway.market.TapeRecorder}); per member the recent orders' states and fills
 * ({@link dev.bourse.gateway.market.ExecutionRecorder}). Nothing here is computed again: the feed derives the bars,
 * the tape and the execution reports, these classes keep the last few in bounded primitive rings.
 * <pre>
 *   core results thread: FeedGenerator --FeedHandler--&gt; TapeRecorder --(per symbol, locked)--&gt; SymbolTape
 *                                     '--ExecutionHandler--&gt; ExecutionRecorder --(per member)--&gt; MemberLog
 *   Jetty threads: MarketRoutes / OrderRoutes read copies under the same small locks
 * </pre>
 * The writer side runs on the core's results thread, allocating only when a symbol or a member is first seen.
 */
package dev.bourse.gateway.market;
