package dev.bourse.marketdata.feed;

/**
 * One symbol's open OHLCV bar of one interval, by command timestamps: the trades whose timestamps fall in
 * {@code [start, start + interval)}.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class BarSeries {
    final SymbolFeed owner;
    final long interval;
    boolean active;
    long start;
    long open;
    long high;
    long low;
    long close;
    long volume;
    long trades;

    BarSeries(final SymbolFeed owner, final long interval) {
        this.owner = owner;
        this.interval = interval;
    }

    /** @return true when the trade opened a new bar (its owner must join the interval's queue) */
    boolean trade(final long timestamp, final long price, final long size) {
        final boolean opened = !active;
        if (opened) {
            active = true;
            start = Math.floorDiv(timestamp, interval) * interval;
            open = price;
            high = price;
            low = price;
            volume = 0;
            trades = 0;
        }
        high = Math.max(high, price);
        low = Math.min(low, price);
        close = price;
        volume += size;
        trades++;
        return opened;
    }

    long end() {
        return start + interval;
    }
}
