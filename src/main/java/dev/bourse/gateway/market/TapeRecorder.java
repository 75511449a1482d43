package dev.bourse.gateway.market;

import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * Keeps the feed's latest best bid and ask, trades, closed bars (1 s and 1 min) and the count of orders in each
 * visible book, per symbol ({@link SymbolTape}), and calls its change hook after a new best bid and ask or a closed
 * bar: the hook (the WebSocket's market channels) must only wake its own thread, since it runs on the feed's.
 * The count follows the feed's order-by-order messages: an added order or a shown iceberg slice is one more, an order
 * that shows 0 lots after a message (executed, reduced, deleted, or replaced losing its place) one fewer.
 * <p>Thread-safety: the {@link FeedHandler} side on the feed's thread only; {@link #tape} and {@link #resting()} from
 * any thread.
 */
public final class TapeRecorder implements FeedHandler {
    /** The 1 s bars. */
    public static final int SECONDS = 0;
    /** The 1 min bars. */
    public static final int MINUTES = 1;
    /** The feed thread's own index, so that a message costs no boxing. */
    private final Long2ObjectHashMap<SymbolTape> local = new Long2ObjectHashMap<>();
    private final Map<Long, SymbolTape> shared = new ConcurrentHashMap<>();
    private final Runnable changed;

    /** A recorder whose changes nobody is told of (the REST queries read it when asked). */
    public TapeRecorder() {
        this(() -> { });
    }

    /**
     * @param changed called on the feed's thread after each new best bid and ask or closed bar; must be quick and
     *                allocate nothing (e.g. unpark a thread)
     */
    public TapeRecorder(final Runnable changed) {
        this.changed = changed;
    }

    private SymbolTape of(final long symbol) {
        SymbolTape t = local.get(symbol);
        if (t == null) {
            t = new SymbolTape(symbol);
            local.put(symbol, t);
            shared.put(symbol, t);
        }
        return t;
    }

    /**
     * @param symbol symbol id
     * @return its tape, or null before its first message
     */
    public SymbolTape tape(final long symbol) {
        return shared.get(symbol);
    }

    /** @return orders shown in every book */
    public long resting() {
        long n = 0;
        for (final SymbolTape t : shared.values()) {
            n += t.resting();
        }
        return n;
    }

    @Override
    public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long tradeId, final long price, final long size, final long makerOrderId, final long takerOrderId,
            final int aggressor) {
        of(symbol).trade(tradeId, price, size, aggressor, timestamp);
    }

    @Override
    public void onBar(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long intervalNanos, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long trades) {
        of(symbol).bar(intervalNanos == FeedGenerator.SECOND ? SECONDS : MINUTES, start, open, high, low, close,
                volume, trades);
        changed.run();
    }

    @Override
    public void onBbo(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long bidPrice, final long bidSize, final int bidOrders, final long askPrice, final long askSize,
            final int askOrders) {
        of(symbol).bbo(seq, commandSeq, timestamp, bidPrice, bidSize, bidOrders, askPrice, askSize, askOrders);
        changed.run();
    }

    @Override
    public void onOrderAdded(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        of(symbol).resting(1);
    }

    @Override
    public void onSliceShown(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        of(symbol).resting(1);
    }

    @Override
    public void onOrderExecuted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long size, final long tradeId,
            final long visible) {
        if (visible == 0) {
            of(symbol).resting(-1);
        }
    }

    @Override
    public void onOrderReduced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible, final int reason) {
        if (visible == 0) {
            of(symbol).resting(-1);
        }
    }

    @Override
    public void onOrderDeleted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final int reason) {
        of(symbol).resting(-1);
    }

    /** A snapshot of the book (a node restarted from a saved feed state) says how many orders it shows. */
    @Override
    public void onSnapshotBegin(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orders, final long lastPrice, final long volume, final long trades, final long open,
            final long high, final long low, final int status) {
        of(symbol).restingFrom(orders);
    }

    @Override
    public void onOrderReplaced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long oldPrice, final long newPrice, final long visible,
            final boolean priorityKept) {
        if (!priorityKept) {
            of(symbol).resting(-1);
        }
    }
}
