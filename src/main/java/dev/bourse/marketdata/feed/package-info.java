/**
 * The publisher side of the market-data feed: {@link dev.bourse.marketdata.feed.FeedGenerator} turns the core's
 * ordered event stream (the {@link dev.bourse.api.ExchangeListener} calls of each command, its events then its
 * result) into public messages per symbol ({@link dev.bourse.marketdata.feed.FeedHandler}) and private reports per
 * user ({@link dev.bourse.marketdata.feed.ExecutionHandler}).
 *
 * <pre>
 *   results stage (or a fan-out consumer)
 *        | onTrade / onRested / onCancelled / onAmended / onStop* / onSymbolUpdated ... onResult
 *        v
 *   FeedGenerator --- per symbol: SymbolFeed (LevelBook, seq, statistics, BarSeries x2) --> FeedHandler
 *        |                                                                                    (trades, BBO, L2, L3,
 *        |--- PrivateFeed (per-uid seq) --> ExecutionHandler                                   statistics, bars,
 *        '--- CommandEndHook (snapshots between two commands)                                  status, directory)
 * </pre>
 *
 * <p>Everything here runs on the one thread that delivers the events; nothing reads the wall clock, so the same
 * events give the same messages (a journal replay regenerates the live feed). {@link
 * dev.bourse.marketdata.feed.EngineBookHash} reads engine books to seed a generator and to hash them the way a
 * consumer hashes its rebuilt book.
 */
package dev.bourse.marketdata.feed;
