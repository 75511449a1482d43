package dev.bourse.marketdata.book;

/**
 * A price level of a {@link LevelBook}: its visible size and order count, and (in an order-by-order book) its queue
 * of orders in time priority. Pooled by its book.
 *
 * <p>Thread-safety: none; owned by its book's thread.
 */
final class BookLevel {
    long price;
    long size;
    int count;
    BookOrder head;
    BookOrder tail;
    BookLevel nextFree;

    void append(final BookOrder o) {
        o.level = this;
        o.prev = tail;
        o.next = null;
        if (tail == null) {
            head = o;
        } else {
            tail.next = o;
        }
        tail = o;
        size += o.visible;
        count++;
    }

    void unlink(final BookOrder o) {
        if (o.prev == null) {
            head = o.next;
        } else {
            o.prev.next = o.next;
        }
        if (o.next == null) {
            tail = o.prev;
        } else {
            o.next.prev = o.prev;
        }
        o.prev = null;
        o.next = null;
        size -= o.visible;
        count--;
    }
}
