package dev.bourse.marketdata.book;

/**
 * One order of a {@link LevelBook}: its id, side, price and visible size, and its place in its level's queue. The
 * publisher also keeps the order's whole unfilled size and its iceberg slice size here (hidden from the feed); a
 * consumer's book leaves both 0. Pooled by its book: valid until the book removes it, never to be kept past that.
 *
 * <p>Thread-safety: none; owned by its book's thread.
 */
public final class BookOrder {
    long orderId;
    int side;
    long price;
    long visible;
    long remaining;
    long display;
    BookLevel level;
    BookOrder prev;
    BookOrder next;

    BookOrder() {
    }

    /** @return the order id */
    public long orderId() {
        return orderId;
    }

    /** @return the side ordinal ({@link dev.bourse.api.Side}) */
    public int side() {
        return side;
    }

    /** @return the price, ticks */
    public long price() {
        return price;
    }

    /** @return the lots shown, &gt; 0 while in the book */
    public long visible() {
        return visible;
    }

    /** @return the unfilled lots, hidden ones included (publisher side; 0 in a consumer's book) */
    public long remaining() {
        return remaining;
    }

    /**
     * @param lots the unfilled lots, hidden ones included
     */
    public void remaining(final long lots) {
        remaining = lots;
    }

    /** @return the iceberg slice size (publisher side; the visible size when the order last rested) */
    public long display() {
        return display;
    }

    /**
     * @param lots the iceberg slice size
     */
    public void display(final long lots) {
        display = lots;
    }

    /** @return the next order of the same level in time priority, or null after the last */
    public BookOrder next() {
        return next;
    }
}
