package dev.bourse.gateway.market;

import java.util.ArrayList;
import java.util.List;

/**
 * One symbol's latest best bid and ask, its recent trades and closed bars, in fixed rings of primitives (the oldest is
 * overwritten), and the count of orders its visible book holds. Written on the feed's thread, read by request threads:
 * every method holds this object's lock for a few array reads or writes.
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
    private long bboSeq;
    private long bboCommandSeq;
    private long bboTime;
    private long bidPrice;
    private long bidSize;
    private int bidOrders;
    private long askPrice;
    private long askSize;
    private int askOrders;

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

    /**
     * The best bid and ask after a command that changed either, as the feed sent it; a side's price, size and orders
     * are 0 when it is empty.
     *
     * @param seq        the feed's message sequence for the symbol (&gt; 0; increases with every change)
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp, ns
     * @param bidPrice   ticks
     * @param bidSize    visible lots
     * @param bidOrders  orders at the best bid
     * @param askPrice   ticks
     * @param askSize    visible lots
     * @param askOrders  orders at the best ask
     */
    public record Bbo(long seq, long commandSeq, long timestamp, long bidPrice, long bidSize, int bidOrders,
            long askPrice, long askSize, int askOrders) {
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

    synchronized void bbo(final long seq, final long commandSeq, final long ts, final long bp, final long bs,
            final int bo, final long ap, final long as, final int ao) {
        bboSeq = seq;
        bboCommandSeq = commandSeq;
        bboTime = ts;
        bidPrice = bp;
        bidSize = bs;
        bidOrders = bo;
        askPrice = ap;
        askSize = as;
        askOrders = ao;
    }

    /** @return the latest best bid and ask, or null before the feed sent any for this symbol */
    public synchronized Bbo bbo() {
        return bboSeq == 0 ? null
                : new Bbo(bboSeq, bboCommandSeq, bboTime, bidPrice, bidSize, bidOrders, askPrice, askSize, askOrders);
    }

    /**
     * @param interval {@link TapeRecorder#SECONDS} or {@link TapeRecorder#MINUTES}
     * @return bars closed so far (also those no longer kept)
     */
    public synchronized long barCount(final int interval) {
        return barCount[interval];
    }

    synchronized void restingFrom(final long orders) {
        resting = orders;
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
