package dev.bourse.marketdata.feed;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.marketdata.book.BookOrder;
import dev.bourse.marketdata.book.LevelBook;
import java.util.Arrays;
import org.agrona.collections.LongHashSet;

/**
 * One symbol's side of the feed: its visible book (kept from the engine's events, see {@link FeedGenerator}), its
 * message sequence, its session statistics and bars, and the level changes and best prices of the command being
 * handled. Applies one engine event at a time and emits the messages it implies.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class SymbolFeed {
    private static final int BID = Side.BID.ordinal();
    private static final int ASK = Side.ASK.ordinal();

    final long symbol;
    final LevelBook book = new LevelBook();
    final BarSeries seconds;
    final BarSeries minutes;
    private final FeedHandler out;
    private final int channels;
    private final boolean conflate;
    long seq;
    int status = -1;
    /** True once this symbol's view is no longer exact (an event did not fit): it waits for a new seed. */
    boolean stale;
    long lastPrice;
    long volume;
    long trades;
    long open;
    long high;
    long low;
    private boolean traded;
    long bidPrice;
    long bidSize;
    int bidOrders;
    long askPrice;
    long askSize;
    int askOrders;
    private final LongHashSet dirtyBids = new LongHashSet();
    private final LongHashSet dirtyAsks = new LongHashSet();
    private long[] dirtyPrices = new long[16];
    private int[] dirtySides = new int[16];
    private int dirty;

    SymbolFeed(final long symbol, final FeedHandler out, final int channels, final boolean conflate) {
        this.symbol = symbol;
        this.out = out;
        this.channels = channels;
        this.conflate = conflate;
        this.seconds = new BarSeries(this, FeedGenerator.SECOND);
        this.minutes = new BarSeries(this, FeedGenerator.MINUTE);
    }

    private boolean on(final int channel) {
        return (channels & channel) != 0;
    }

    void rested(final long cmd, final long ts, final long orderId, final int side, final long price,
            final long remaining, final long visible) {
        final BookOrder o = book.add(orderId, side, price, visible);
        if (o == null) {
            lost(cmd, ts);
            return;
        }
        o.remaining(remaining);
        o.display(visible);
        if (on(Channels.L3)) {
            out.onOrderAdded(symbol, ++seq, cmd, ts, orderId, side, price, visible);
        }
        levelChanged(cmd, ts, side, price);
    }

    /** A fill against a resting maker: the tape, the maker's execution, its next slice or its exit, the levels. */
    void traded(final long cmd, final long ts, final long tradeId, final long makerOrderId, final long takerOrderId,
            final int takerSide, final long price, final long size, final long makerRemaining) {
        if (on(Channels.TRADES)) {
            out.onTrade(symbol, ++seq, cmd, ts, tradeId, price, size, makerOrderId, takerOrderId, takerSide);
        }
        statistics(price, size);
        final BookOrder maker = book.order(makerOrderId);
        if (maker == null || maker.visible() < size) {
            lost(cmd, ts);
            return;
        }
        final int side = maker.side();
        final long visible = maker.visible() - size;
        maker.remaining(makerRemaining);
        if (on(Channels.L3)) {
            out.onOrderExecuted(symbol, ++seq, cmd, ts, makerOrderId, side, price, size, tradeId, visible);
        }
        shrunk(cmd, ts, maker, visible);
    }

    /** The maker shows {@code visible} now: it leaves when done, or shows its next slice when none is shown. */
    private void shrunk(final long cmd, final long ts, final BookOrder maker, final long visible) {
        final int side = maker.side();
        final long price = maker.price();
        if (maker.remaining() == 0) {
            book.remove(maker);
        } else if (visible == 0) {
            final long slice = Math.min(maker.display(), maker.remaining());
            book.moveToTail(maker, slice);
            if (on(Channels.L3)) {
                out.onSliceShown(symbol, ++seq, cmd, ts, maker.orderId(), side, price, slice);
            }
        } else {
            book.visible(maker, visible);
        }
        levelChanged(cmd, ts, side, price);
    }

    void cancelled(final long cmd, final long ts, final long orderId, final long cancelledSize, final long remaining,
            final int reason) {
        final BookOrder o = book.order(orderId);
        if (o == null) {
            return;
        }
        final int side = o.side();
        final long price = o.price();
        if (remaining == 0) {
            book.remove(o);
            if (on(Channels.L3)) {
                out.onOrderDeleted(symbol, ++seq, cmd, ts, orderId, side, price, reason);
            }
            levelChanged(cmd, ts, side, price);
            return;
        }
        // A self-trade decrement takes shown lots (and may bring the next slice); a reduce takes hidden lots first.
        final long visible = reason == CancelReason.SELF_TRADE.ordinal() ? o.visible() - cancelledSize
                : Math.min(o.visible(), remaining);
        o.remaining(remaining);
        if (visible == o.visible()) {
            return;
        }
        if (on(Channels.L3)) {
            out.onOrderReduced(symbol, ++seq, cmd, ts, orderId, side, price, visible, reason);
        }
        shrunk(cmd, ts, o, visible);
    }

    void amended(final long cmd, final long ts, final long orderId, final long newPrice, final long newRemaining,
            final boolean priorityKept) {
        final BookOrder o = book.order(orderId);
        if (o == null) {
            lost(cmd, ts);
            return;
        }
        final int side = o.side();
        final long price = o.price();
        long visible = 0;
        if (priorityKept) {
            visible = Math.min(o.visible(), newRemaining);
            o.remaining(newRemaining);
            book.visible(o, visible);
        } else {
            book.remove(o);
        }
        if (on(Channels.L3)) {
            out.onOrderReplaced(symbol, ++seq, cmd, ts, orderId, side, price, newPrice, visible, priorityKept);
        }
        levelChanged(cmd, ts, side, price);
    }

    void stopTriggered(final long cmd, final long ts, final long orderId, final int side, final long trigger,
            final long lastTrade) {
        if (on(Channels.L3)) {
            out.onStopTriggered(symbol, ++seq, cmd, ts, orderId, side, trigger, lastTrade);
        }
    }

    private void statistics(final long price, final long size) {
        if (trades == 0) {
            open = price;
            high = price;
            low = price;
        }
        trades++;
        volume += size;
        lastPrice = price;
        high = Math.max(high, price);
        low = Math.min(low, price);
        traded = true;
    }

    private void levelChanged(final long cmd, final long ts, final int side, final long price) {
        if (!on(Channels.L2)) {
            return;
        }
        if (!conflate) {
            out.onLevel(symbol, ++seq, cmd, ts, side, price, book.sizeAt(side, price), book.ordersAt(side, price));
            return;
        }
        if ((side == BID ? dirtyBids : dirtyAsks).add(price)) {
            if (dirty == dirtyPrices.length) {
                dirtyPrices = Arrays.copyOf(dirtyPrices, dirty * 2);
                dirtySides = Arrays.copyOf(dirtySides, dirty * 2);
            }
            dirtyPrices[dirty] = price;
            dirtySides[dirty++] = side;
        }
    }

    /** The end of a command on this symbol: conflated levels, the best prices if they changed, statistics. */
    void flush(final long cmd, final long ts) {
        if (stale) {
            return;
        }
        for (int i = 0; i < dirty; i++) {
            final int side = dirtySides[i];
            final long price = dirtyPrices[i];
            out.onLevel(symbol, ++seq, cmd, ts, side, price, book.sizeAt(side, price), book.ordersAt(side, price));
        }
        if (dirty > 0) {
            dirty = 0;
            dirtyBids.clear();
            dirtyAsks.clear();
        }
        if (on(Channels.BBO)) {
            bbo(cmd, ts);
        }
        if (traded) {
            traded = false;
            if (on(Channels.STATISTICS)) {
                out.onStatistics(symbol, ++seq, cmd, ts, lastPrice, volume, trades, open, high, low);
            }
        }
    }

    /** Writes the best bid and ask as last sent, sequence unchanged (nothing with the BBO channel off). */
    void lastBbo(final FeedHandler to, final long cmd, final long ts) {
        if (on(Channels.BBO)) {
            to.onBbo(symbol, seq, cmd, ts, bidPrice, bidSize, bidOrders, askPrice, askSize, askOrders);
        }
    }

    private void bbo(final long cmd, final long ts) {
        final boolean hasBid = book.depth(BID) > 0;
        final boolean hasAsk = book.depth(ASK) > 0;
        final long bp = hasBid ? book.price(BID, 0) : 0;
        final long bs = hasBid ? book.size(BID, 0) : 0;
        final int bn = hasBid ? book.orders(BID, 0) : 0;
        final long ap = hasAsk ? book.price(ASK, 0) : 0;
        final long as = hasAsk ? book.size(ASK, 0) : 0;
        final int an = hasAsk ? book.orders(ASK, 0) : 0;
        if (bp != bidPrice || bs != bidSize || bn != bidOrders || ap != askPrice || as != askSize
                || an != askOrders) {
            bidPrice = bp;
            bidSize = bs;
            bidOrders = bn;
            askPrice = ap;
            askSize = as;
            askOrders = an;
            out.onBbo(symbol, ++seq, cmd, ts, bp, bs, bn, ap, as, an);
        }
    }

    void bar(final long cmd, final long ts, final BarSeries bar) {
        bar.active = false;
        if (on(Channels.STATISTICS)) {
            out.onBar(symbol, ++seq, cmd, ts, bar.interval, bar.start, bar.open, bar.high, bar.low, bar.close,
                    bar.volume, bar.trades);
        }
    }

    void listed(final long cmd, final long ts, final int type, final int base, final int quote,
            final long baseScale, final long quoteScale, final int newStatus) {
        out.onDirectory(symbol, ++seq, cmd, ts, type, base, quote, baseScale, quoteScale, newStatus);
        if (newStatus != status) {
            status = newStatus;
            out.onStatus(symbol, ++seq, cmd, ts, newStatus);
        }
    }

    /**
     * This symbol's view is no longer exact (events were lost, or one did not fit the book it knows): consumers are
     * told to drop the book, and its events are ignored until it is seeded again.
     */
    void lost(final long cmd, final long ts) {
        if (!stale) {
            stale = true;
            book.clear();
            dirty = 0;
            dirtyBids.clear();
            dirtyAsks.clear();
            out.onFeedReset(symbol, ++seq, cmd, ts);
        }
    }

    /** Seeding from the engine's books starts: the book is emptied; {@link #seeded} ends it. */
    void clearForSeed() {
        book.clear();
        dirty = 0;
        dirtyBids.clear();
        dirtyAsks.clear();
    }

    void seeded() {
        stale = false;
    }

    /** Writes this symbol's snapshot as of its last message. */
    void snapshot(final FeedHandler to, final long cmd, final long ts) {
        to.onSnapshotBegin(symbol, seq, cmd, ts, book.orderCount(), lastPrice, volume, trades, open, high, low,
                Math.max(status, 0));
        for (int s = 0; s < 2; s++) {
            for (int d = 0; d < book.depth(s); d++) {
                for (BookOrder o = book.first(s, d); o != null; o = o.next()) {
                    to.onSnapshotOrder(symbol, seq, o.orderId(), s, o.price(), o.visible());
                }
            }
        }
        to.onSnapshotEnd(symbol, seq, cmd);
    }
}
