package dev.bourse.marketdata.client;

import dev.bourse.marketdata.book.BookHash;
import dev.bourse.marketdata.book.LevelBook;
import dev.bourse.marketdata.feed.FeedHandler;
import java.util.Arrays;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * A consumer's books, rebuilt from the feed: per symbol, a snapshot then the updates that follow it, either the
 * order-by-order log (L3: the book holds each visible order in time priority) or the level updates (L2: levels
 * only). Apply every public message of the symbols wanted, in the order received, by calling the
 * {@link FeedHandler} methods.
 *
 * <p><b>Sequences.</b> A symbol's book is exact ({@link #isSynced}) from the end of a snapshot on, as long as each
 * message's {@code seq} is the last one's plus 1. A message at or below the last sequence is a duplicate and is
 * skipped; one above the next is a gap: the book is dropped, {@link #gaps()} counts it, and the symbol waits for
 * the next snapshot ({@link #needsSnapshot}); a feed reset does the same. A snapshot older than the book is
 * skipped, and so is one whose order count does not match the orders that came with it (a message was lost). Messages
 * of symbols waiting for a snapshot are ignored, and then lost: a snapshot older than a message ignored so (or than
 * the gap's) would make the book exact as of a sequence whose next messages are gone, so it is refused too. That
 * happens when snapshots come on a stream of their own that may run behind the increments (Aeron); a transport
 * that can hold a message back asks {@link #readyFor} first and loses nothing.
 *
 * <p>Cost: what {@link LevelBook} costs per message; no allocation in the steady state.
 *
 * <p>Thread-safety: none; one consumer thread. Read the books on that thread.
 */
public final class BookBuilder implements FeedHandler {
    private final boolean byOrder;
    private final Long2ObjectHashMap<SymbolBook> symbols = new Long2ObjectHashMap<>();
    private long[] ids = new long[8];
    private int idCount;
    private long gaps;
    private long applied;

    /**
     * @param byOrder true to rebuild from the L3 order log (orders in time priority), false from the L2 level
     *                updates (levels only)
     */
    public BookBuilder(final boolean byOrder) {
        this.byOrder = byOrder;
    }

    private SymbolBook symbol(final long symbol) {
        SymbolBook s = symbols.get(symbol);
        if (s == null) {
            s = new SymbolBook(symbol);
            symbols.put(symbol, s);
            if (idCount == ids.length) {
                ids = Arrays.copyOf(ids, idCount * 2);
            }
            int i = idCount++;
            while (i > 0 && ids[i - 1] > symbol) {
                ids[i] = ids[i - 1];
                i--;
            }
            ids[i] = symbol;
        }
        return s;
    }

    /** The symbol's book if this message applies to it in sequence, else null (ignored, duplicate or gap). */
    private SymbolBook next(final long symbol, final long seq) {
        final SymbolBook s = symbol(symbol);
        if (!s.synced) {
            s.dropped(seq);
            return null;
        }
        if (seq <= s.seq) {
            return null;
        }
        if (seq != s.seq + 1) {
            gaps++;
            s.desync();
            s.dropped(seq);
            return null;
        }
        s.seq = seq;
        applied++;
        return s;
    }

    @Override
    public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long tradeId, final long price, final long size, final long makerOrderId, final long takerOrderId,
            final int aggressor) {
        next(symbol, seq);
    }

    @Override
    public void onBbo(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long bidPrice, final long bidSize, final int bidOrders, final long askPrice, final long askSize,
            final int askOrders) {
        next(symbol, seq);
    }

    @Override
    public void onLevel(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int side, final long price, final long size, final int orders) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && !byOrder) {
            s.book.level(side, price, size, orders);
        }
    }

    @Override
    public void onOrderAdded(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.add(orderId, side, price, visible);
        }
    }

    @Override
    public void onOrderExecuted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long size, final long tradeId,
            final long visible) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.show(orderId, visible);
        }
    }

    @Override
    public void onOrderReduced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible, final int reason) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.show(orderId, visible);
        }
    }

    @Override
    public void onOrderDeleted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final int reason) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.delete(orderId);
        }
    }

    @Override
    public void onOrderReplaced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long oldPrice, final long newPrice, final long visible,
            final boolean priorityKept) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.show(orderId, priorityKept ? visible : 0);
        }
    }

    @Override
    public void onSliceShown(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        final SymbolBook s = next(symbol, seq);
        if (s != null && byOrder) {
            s.add(orderId, side, price, visible);
        }
    }

    @Override
    public void onStopTriggered(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long triggerPrice, final long lastTradePrice) {
        next(symbol, seq);
    }

    @Override
    public void onStatistics(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long lastPrice, final long volume, final long trades, final long open, final long high,
            final long low) {
        final SymbolBook s = next(symbol, seq);
        if (s != null) {
            s.lastPrice = lastPrice;
            s.volume = volume;
            s.trades = trades;
        }
    }

    @Override
    public void onBar(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long intervalNanos, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long trades) {
        next(symbol, seq);
    }

    @Override
    public void onStatus(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int status) {
        final SymbolBook s = next(symbol, seq);
        if (s != null) {
            s.status = status;
        }
    }

    @Override
    public void onDirectory(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int symbolType, final int baseCurrency, final int quoteCurrency, final long baseScale,
            final long quoteScale, final int status) {
        final SymbolBook s = symbol(symbol);
        if (seq == 1 && !s.synced) {
            s.synced = true;
            s.book.clear();
        }
        next(symbol, seq);
    }

    @Override
    public void onFeedReset(final long symbol, final long seq, final long commandSeq, final long timestamp) {
        final SymbolBook s = symbol(symbol);
        if (s.synced && seq > s.seq) {
            s.desync();
        }
        s.dropped(seq);
    }

    /** Every book is dropped (each counted as a gap) and waits for its next snapshot. */
    @Override
    public void onMessagesLost() {
        for (int i = 0; i < idCount; i++) {
            final SymbolBook s = symbols.get(ids[i]);
            if (s.synced || s.loading) {
                gaps++;
                s.desync();
            }
        }
    }

    @Override
    public void onSnapshotBegin(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orders, final long lastPrice, final long volume, final long trades, final long open,
            final long high, final long low, final int status) {
        final SymbolBook s = symbol(symbol);
        if ((!s.synced || seq > s.seq) && seq >= s.dropped) {
            s.beginSnapshot(seq, orders, lastPrice, volume, trades, status);
        }
    }

    @Override
    public void onSnapshotOrder(final long symbol, final long seq, final long orderId, final int side,
            final long price, final long visible) {
        final SymbolBook s = symbols.get(symbol);
        if (s != null && s.loading && s.loadingSeq == seq) {
            s.snapshotOrder(byOrder, orderId, side, price, visible);
        }
    }

    @Override
    public void onSnapshotEnd(final long symbol, final long seq, final long commandSeq) {
        final SymbolBook s = symbols.get(symbol);
        if (s != null && s.loading && s.loadingSeq == seq) {
            s.endSnapshot();
        }
    }

    /**
     * Whether a message of a symbol can be given to this builder now without being lost, for a transport that can
     * hold a message back and deliver it again later (Aeron's controlled poll): true when the book is exact and the
     * message is the next one or a duplicate, or when it is the symbol's first message (seq 1, its directory entry);
     * false when the book waits for or loads a snapshot, or when the message is past the next one: a gap, which drops
     * the book (counted in {@link #gaps()}) as delivering the message would, but leaves the message with the caller.
     * Once a snapshot at or past {@code seq - 1} made the book exact, the held message applies (or is skipped). A
     * symbol not heard of yet is registered, waiting for its snapshot. Delivering a message for which this says false
     * loses it: the book then refuses snapshots older than that message.
     *
     * @param symbol symbol id
     * @param seq    the message's sequence
     * @return whether to deliver the message now; false: hold it back until the symbol is exact again
     */
    public boolean readyFor(final long symbol, final long seq) {
        final SymbolBook s = symbol(symbol);
        if (!s.synced) {
            return seq == 1 && !s.loading;
        }
        if (seq > s.seq + 1) {
            gaps++;
            s.desync();
            return false;
        }
        return true;
    }

    /**
     * @param symbol symbol id
     * @return the rebuilt book (levels only when built from L2), or null for a symbol never heard of; exact only
     *     while {@link #isSynced}
     */
    public LevelBook book(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s == null ? null : s.book;
    }

    /**
     * @param symbol symbol id
     * @return whether the symbol's book is exact as of {@link #sequence}
     */
    public boolean isSynced(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s != null && s.synced;
    }

    /**
     * @param symbol symbol id
     * @return whether the symbol needs a snapshot (known, and neither exact nor loading one)
     */
    public boolean needsSnapshot(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s != null && !s.synced && !s.loading;
    }

    /**
     * @param symbol symbol id
     * @return the last message sequence applied to the symbol, 0 before any
     */
    public long sequence(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s == null ? 0 : s.seq;
    }

    /**
     * @param symbol symbol id
     * @return the last trade price heard (statistics or snapshot), 0 before any
     */
    public long lastPrice(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s == null ? 0 : s.lastPrice;
    }

    /**
     * @param symbol symbol id
     * @return the session volume heard (statistics or snapshot), lots
     */
    public long volume(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s == null ? 0 : s.volume;
    }

    /**
     * @param symbol symbol id
     * @return the trading status ordinal last heard, 0 before any
     */
    public int status(final long symbol) {
        final SymbolBook s = symbols.get(symbol);
        return s == null ? 0 : s.status;
    }

    /** @return gaps seen: each dropped a book until the next snapshot */
    public long gaps() {
        return gaps;
    }

    /** @return messages applied in sequence */
    public long applied() {
        return applied;
    }

    /** @return symbols heard of, ascending: {@link #symbolAt} for each index */
    public int symbolCount() {
        return idCount;
    }

    /**
     * @param index 0 to {@link #symbolCount()} - 1
     * @return the symbol id at that index
     */
    public long symbolAt(final int index) {
        return ids[index];
    }

    /**
     * @return {@link BookHash#addBook} over every symbol heard of, in ascending id (L3 books only): equal to the
     *     publisher's and the engine's when every book is exact
     */
    public long stateHash() {
        long h = BookHash.SEED;
        for (int i = 0; i < idCount; i++) {
            h = BookHash.addBook(h, ids[i], symbols.get(ids[i]).book.stateHash());
        }
        return h;
    }
}
