package dev.bourse.risk;

/**
 * A user's position in one margin symbol. {@code size} is signed (long &gt; 0, short &lt; 0), {@code openPriceSum}
 * is the sum of price × size of the open lots (ticks × lots, 0 when flat), and the pending sizes are the unfilled
 * lots of the user's open orders. A position with all four at 0 is removed.
 *
 * <p>Pooled through {@link MarginRisk}. Thread-safety: owned by one risk shard's thread.
 */
final class Position {
    SymbolState symbol;
    long size;
    long openPriceSum;
    long pendingBuy;
    long pendingSell;
    Position nextFree;

    boolean isEmpty() {
        return size == 0 && pendingBuy == 0 && pendingSell == 0;
    }

    void clear() {
        symbol = null;
        size = 0;
        openPriceSum = 0;
        pendingBuy = 0;
        pendingSell = 0;
    }
}
