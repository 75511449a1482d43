package dev.bourse.matching;

import dev.bourse.common.SmallIdMap;
import java.util.Arrays;

/**
 * The books of one matching shard that hold GTD orders, by their next expiry: a binary min-heap of (expiry, symbol),
 * each entry knowing its position, so that the shard can say in O(1) which of its books expires first and a book's
 * entry moves in O(log books) when its next expiry changes. Only books with a GTD order are in the heap, so a shard
 * without one keeps it empty and pays one comparison per command.
 *
 * <p>A book's entry, once made, is kept when the book leaves the heap and reused when it comes back, so books
 * gaining and losing GTD orders all day allocate nothing (a map that deletes keys would, Eclipse Collections'
 * rehashing away its tombstones).
 *
 * <p>Not part of the state: it is derived from the books, rebuilt by {@link #update} for every book after a restore,
 * and read only to schedule time events, never by a command's logic.
 *
 * <p>Thread-safety: none; the shard's thread.
 */
final class BookExpiries {
    private static final int OUT = -1;

    /** One book's entry: its symbol and its position in the heap, {@link #OUT} when it holds no GTD order. */
    private static final class Entry {
        private final long symbol;
        private int at = OUT;

        Entry(final long symbol) {
            this.symbol = symbol;
        }
    }

    private long[] expiries = new long[16];
    private Entry[] heap = new Entry[16];
    private int size;
    private final SmallIdMap<Entry> entries = new SmallIdMap<>();
    /** Moves on whenever the first entry's symbol or expiry changes. */
    private long changes;

    /** @return whether no book of the shard holds a GTD order */
    boolean isEmpty() {
        return size == 0;
    }

    /** @return the earliest expiry over the shard's books, ns, or {@link Long#MAX_VALUE} when none */
    long earliest() {
        return size == 0 ? Long.MAX_VALUE : expiries[0];
    }

    /** @return the symbol of the book that expires first, or 0 when none */
    long earliestSymbol() {
        return size == 0 ? 0 : heap[0].symbol;
    }

    /** @return a count that changes whenever {@link #earliest()} or {@link #earliestSymbol()} does */
    long changes() {
        return changes;
    }

    /**
     * Records a book's next expiry.
     *
     * @param symbol the book's symbol
     * @param expiry its earliest GTD expiry in ns, {@link Long#MAX_VALUE} when it holds none
     */
    void update(final long symbol, final long expiry) {
        final long topSymbol = earliestSymbol();
        final long topExpiry = earliest();
        Entry e = entries.get(symbol);
        if (e == null || e.at == OUT) {
            if (expiry == Long.MAX_VALUE) {
                return;
            }
            if (e == null) {
                e = new Entry(symbol);
                entries.put(symbol, e);
            }
            add(e, expiry);
        } else if (expiry == Long.MAX_VALUE) {
            remove(e.at);
        } else if (expiries[e.at] != expiry) {
            expiries[e.at] = expiry;
            siftDown(siftUp(e.at));
        }
        if (earliestSymbol() != topSymbol || earliest() != topExpiry) {
            changes++;
        }
    }

    private void add(final Entry e, final long expiry) {
        if (size == heap.length) {
            expiries = Arrays.copyOf(expiries, size * 2);
            heap = Arrays.copyOf(heap, size * 2);
        }
        place(size, expiry, e);
        siftUp(size++);
    }

    private void remove(final int at) {
        heap[at].at = OUT;
        size--;
        if (at != size) {
            place(at, expiries[size], heap[size]);
            siftDown(siftUp(at));
        }
        heap[size] = null;
    }

    private boolean before(final int a, final int b) {
        return expiries[a] < expiries[b] || (expiries[a] == expiries[b] && heap[a].symbol < heap[b].symbol);
    }

    /** @return where the entry at {@code start} ended */
    private int siftUp(final int start) {
        int i = start;
        while (i > 0) {
            final int parent = (i - 1) >>> 1;
            if (!before(i, parent)) {
                break;
            }
            swap(i, parent);
            i = parent;
        }
        return i;
    }

    private void siftDown(final int start) {
        int i = start;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && before(child + 1, child)) {
                child++;
            }
            if (!before(child, i)) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private void swap(final int a, final int b) {
        final long expiry = expiries[a];
        final Entry e = heap[a];
        place(a, expiries[b], heap[b]);
        place(b, expiry, e);
    }

    private void place(final int at, final long expiry, final Entry e) {
        expiries[at] = expiry;
        heap[at] = e;
        e.at = at;
    }
}
