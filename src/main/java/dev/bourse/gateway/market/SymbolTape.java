package dev.bourse.gateway.market;

import java.util.ArrayList;
import java.util.List;

/**
 * One symbol's recent trades and closed bars, in fixed rings of primitives (the oldest is overwritten), and the count
 * of orders its visible book holds. Written on the feed's thread, read by request threads: every method holds this
 * object's lock for a few array reads or writes.
 * <p>Units: prices in ticks, sizes in lots, times in ns (the commands' timestamps).
 * <p>Thread-safety: safe for concurrent use.
 */
public final class SymbolTape {
    /** Trades kept per symbol. */
    public static final int TRADES = 512;
    /** Bars kept per symbol and interval. */
    public static final int BARS = 720;
    private final long symbol;
    private final long[] tradeId = new long[TRADES];
    private final long[] tradePrice = new long[TRADES];
    private final long[] tradeSize = new long[TRADES];
    private final int[] tradeAggressor = new int[TRADES];
    private final long[] tradeTime = new long[TRADES];
    private long trades;
    private final long[][] bars = {new long[BARS * Bar.FIELDS], new long[BARS * Bar.FIELDS]};
    private final long[] barCount = new long[2];
    private long resting;

    /**
     * A trade.
     *
     * @param tradeId   the core's trade id
     * @param price     ticks
     * @param size      lots
     * @param aggressor the taker's side ordinal
     * @param timestamp ns
     */
    public record Trade(long tradeId, long price, long size, int aggressor, long timestamp) {
    }

    /**
     * A closed OHLCV bar.
     *
     * @param start  ns, a multiple of the interval
     * @param open   ticks
     * @param high   ticks
     * @param low    ticks
     * @param close  ticks
     * @param volume lots
     * @param trades trades in it
     */
    public record Bar(long start, long open, long high, long low, long close, long volume, long trades) {
        static final int FIELDS = 7;
    }

    SymbolTape(final long symbol) {
        this.symbol = symbol;
    }

    /** @return the symbol id */
    public long symbol() {
        return symbol;
    }

    synchronized void trade(final long id, final long price, final long size, final int aggressor, final long ts) {
        final int i = (int) (trades++ % TRADES);
        tradeId[i] = id;
        tradePrice[i] = price;
        tradeSize[i] = size;
        tradeAggressor[i] = aggressor;
        tradeTime[i] = ts;
    }

    synchronized void bar(final int interval, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long count) {
        final long[] b = bars[interval];
        final int i = (int) (barCount[interval]++ % BARS) * Bar.FIELDS;
        b[i] = start;
        b[i + 1] = open;
        b[i + 2] = high;
        b[i + 3] = low;
        b[i + 4] = close;
        b[i + 5] = volume;
        b[i + 6] = count;
    }

    synchronized void resting(final long delta) {
        resting += delta;
    }

    /** @return orders shown in the book now (hidden stops not counted) */
    public synchronized long resting() {
        return resting;
    }

    /**
     * @param limit most trades to return, &gt;= 1
     * @return the latest trades, newest first
     */
    public synchronized List<Trade> trades(final int limit) {
        final int n = (int) Math.min(Math.min(limit, TRADES), trades);
        final List<Trade> out = new ArrayList<>(n);
        for (int k = 1; k <= n; k++) {
            final int i = (int) ((trades - k) % TRADES);
            out.add(new Trade(tradeId[i], tradePrice[i], tradeSize[i], tradeAggressor[i], tradeTime[i]));
        }
        return out;
    }

    /**
     * @param interval {@link TapeRecorder#SECONDS} or {@link TapeRecorder#MINUTES}
     * @param limit    most bars to return, &gt;= 1
     * @return the latest closed bars, oldest first
     */
    public synchronized List<Bar> bars(final int interval, final int limit) {
        final long[] b = bars[interval];
        final long count = barCount[interval];
        final int n = (int) Math.min(Math.min(limit, BARS), count);
        final List<Bar> out = new ArrayList<>(n);
        for (int k = n; k >= 1; k--) {
            final int i = (int) ((count - k) % BARS) * Bar.FIELDS;
            out.add(new Bar(b[i], b[i + 1], b[i + 2], b[i + 3], b[i + 4], b[i + 5], b[i + 6]));
        }
        return out;
    }
}
