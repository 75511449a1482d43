package dev.bourse.pipeline.fanout;

import org.agrona.collections.Long2ObjectHashMap;

/**
 * The {@link BookLevels} of every book whose whole life the stream has seen: a book is tracked from the RESULT of
 * its successful ADD_SYMBOL on (a fresh core, or a replay from the journal's start). A book restored from a snapshot
 * was added before the stream began: its level fields are {@link EventDescriptor#UNKNOWN}.
 *
 * <p>After each event call, {@link #side()}, {@link #visible()}, {@link #orders()} give the level fields to encode.
 * Adding a symbol allocates its tables; nothing else does once the tables have grown to the books' sizes.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class LevelTracker {
    private final Long2ObjectHashMap<BookLevels> books = new Long2ObjectHashMap<>();
    private long lastSymbol = Long.MIN_VALUE;
    private BookLevels last;
    private int side = EventDescriptor.NO_SIDE;
    private long visible;
    private long orders;

    /** A book was added: from now on its every event is seen. */
    void added(final long symbol) {
        books.put(symbol, new BookLevels());
        lastSymbol = Long.MIN_VALUE;
        last = null;
    }

    int side() {
        return side;
    }

    long visible() {
        return visible;
    }

    long orders() {
        return orders;
    }

    void rested(final long symbol, final long orderId, final int orderSide, final long price, final long remaining,
            final long shown) {
        final BookLevels book = book(symbol, orderSide);
        if (book != null) {
            book.rested(orderId, orderSide, price, remaining, shown);
            take(book);
        }
    }

    void traded(final long symbol, final long makerOrderId, final int makerSide, final long size,
            final long makerRemaining) {
        final BookLevels book = book(symbol, makerSide);
        if (book != null) {
            book.traded(makerOrderId, size, makerRemaining);
            take(book);
        }
    }

    void cancelled(final long symbol, final long orderId, final int orderSide, final long cancelledSize,
            final long remaining, final int reason) {
        final BookLevels book = book(symbol, orderSide);
        if (book != null) {
            book.cancelled(orderId, cancelledSize, remaining, reason);
            take(book);
        }
    }

    void amended(final long symbol, final long orderId, final int orderSide, final long newRemaining,
            final boolean priorityKept) {
        final BookLevels book = book(symbol, orderSide);
        if (book != null) {
            book.amended(orderId, newRemaining, priorityKept);
            take(book);
        }
    }

    /** The book, or null after setting the fields to "unknown" on {@code hintSide} when it is not tracked. */
    private BookLevels book(final long symbol, final int hintSide) {
        if (symbol != lastSymbol) {
            last = books.get(symbol);
            lastSymbol = symbol;
        }
        if (last == null) {
            side = hintSide;
            visible = EventDescriptor.UNKNOWN;
            orders = EventDescriptor.UNKNOWN;
        }
        return last;
    }

    private void take(final BookLevels book) {
        side = book.side();
        visible = book.visible();
        orders = book.orders();
    }
}
