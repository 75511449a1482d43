/**
 * The consumer side of the market-data feed: {@link dev.bourse.marketdata.client.BookBuilder} applies snapshots and
 * L2 or L3 updates, checks every symbol's message sequence and exposes the rebuilt books, for gateways, tests and
 * users. It reads {@code marketdata.feed}'s message calls only, so any transport that decodes into them feeds it.
 */
package dev.bourse.marketdata.client;
