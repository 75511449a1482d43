package dev.bourse.risk;

import dev.bourse.api.SymbolSpec;

/**
 * What one risk shard knows about one symbol: the latest spec it was given, the last trade price (the mark for
 * margin), the open orders of this shard's users and how many positions this shard holds in it.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class SymbolState {
    final int symbolId;
    /** Latest spec; null until a call carrying the spec arrived (only {@code onLastPrice} can precede it). */
    SymbolSpec spec;
    /** Last trade price in ticks, 0 before the first. */
    long lastPrice;
    /** Open orders of this shard's users, by order id. */
    final HoldIndex holds = new HoldIndex(8);
    /** Number of this shard's non-empty positions in the symbol. */
    int positionCount;

    SymbolState(final int symbolId) {
        this.symbolId = symbolId;
    }
}
