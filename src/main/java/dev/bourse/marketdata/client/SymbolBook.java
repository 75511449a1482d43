package dev.bourse.marketdata.client;

import dev.bourse.marketdata.book.BookOrder;
import dev.bourse.marketdata.book.LevelBook;

/**
 * One symbol as a consumer rebuilds it: the book, the last message sequence applied, whether the book is exact
 * (synchronised) and the statistics last heard. Applies one message at a time; a message that does not fit the book
 * (an unknown order id) desynchronises it, as a gap does.
 *
 * <p>Thread-safety: none; the consumer's thread.
 */
final class SymbolBook {
    final long symbol;
    final LevelBook book = new LevelBook();
    long seq;
    boolean synced;
    boolean loading;
    long loadingSeq;
    /** The highest sequence of a message ignored or lost (not exact, or a gap): a snapshot must reflect it. */
    long dropped;
    long expectedOrders;
    long loadedOrders;
    long lastPrice;
    long volume;
    long trades;
    int status;

    SymbolBook(final long symbol) {
        this.symbol = symbol;
    }

    /** A message was not applied (the book was not exact): only a snapshot that reflects it can make it exact. */
    void dropped(final long messageSeq) {
        if (messageSeq > dropped) {
            dropped = messageSeq;
        }
    }

    /** Drops the book: it waits for a snapshot. */
    void desync() {
        synced = false;
        loading = false;
        book.clear();
    }

    void beginSnapshot(final long snapshotSeq, final long orders, final long last, final long vol, final long count,
            final int st) {
        book.clear();
        expectedOrders = orders;
        loadedOrders = 0;
        loading = true;
        synced = false;
        loadingSeq = snapshotSeq;
        lastPrice = last;
        volume = vol;
        trades = count;
        status = st;
    }

    void snapshotOrder(final boolean byOrder, final long orderId, final int side, final long price,
            final long visible) {
        loadedOrders++;
        if (byOrder) {
            if (book.add(orderId, side, price, visible) == null) {
                desync();
            }
        } else {
            book.level(side, price, book.sizeAt(side, price) + visible, book.ordersAt(side, price) + 1);
        }
    }

    /**
     * A snapshot that lost an order on the way (its count does not match) is discarded, and so is one older than a
     * message dropped while it loaded: wait for the next.
     */
    void endSnapshot() {
        if (loadedOrders != expectedOrders || loadingSeq < dropped) {
            desync();
            return;
        }
        loading = false;
        synced = true;
        seq = loadingSeq;
    }

    /** An L3 change of what an order shows: 0 takes it out of the book. */
    void show(final long orderId, final long visible) {
        final BookOrder o = book.order(orderId);
        if (o == null) {
            desync();
        } else if (visible == 0) {
            book.remove(o);
        } else {
            book.visible(o, visible);
        }
    }

    void add(final long orderId, final int side, final long price, final long visible) {
        if (book.add(orderId, side, price, visible) == null) {
            desync();
        }
    }

    void delete(final long orderId) {
        final BookOrder o = book.order(orderId);
        if (o == null) {
            desync();
        } else {
            book.remove(o);
        }
    }
}
