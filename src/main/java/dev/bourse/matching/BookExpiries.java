package dev.bourse.matching;

import java.util.Arrays;
import org.eclipse.collections.impl.map.mutable.primitive.LongIntHashMap;

/**
 * The books of one matching shard that hold GTD orders, by their next expiry: a binary min-heap of (expiry, symbol)
 * with each symbol's position in a primitive map, so that the shard can say in O(1) which of its books expires first
 * and a book's entry moves in O(log books) when its next expiry changes. Only books with a GTD order are in it, so a
 * shard without one keeps it empty and pays one comparison per command.
 *
 * <p>Not part of the state: it is derived from the books, rebuilt by {@link #update} for every book after a restore,
 * and read only to schedule time events, never by a command's logic.
 *
 * <p>Thread-safety: none; the shard's thread.
 */
final class BookExpiries {
    private static final int MISSING = -1;

    private long[] expiries = new long[16];
    private long[] symbols = new long[16];
    private int size;
    private final LongIntHashMap positions = new LongIntHashMap();
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
        return size == 0 ? 0 : symbols[0];
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
        final int at = positions.getIfAbsent(symbol, MISSING);
        if (at == MISSING) {
            if (expiry == Long.MAX_VALUE) {
                return;
            }
            add(symbol, expiry);
        } else if (expiry == Long.MAX_VALUE) {
            remove(at);
        } else if (expiries[at] != expiry) {
            expiries[at] = expiry;
            siftDown(siftUp(at));
        }
        if (earliestSymbol() != topSymbol || earliest() != topExpiry) {
            changes++;
        }
    }

    private void add(final long symbol, final long expiry) {
        if (size == expiries.length) {
            expiries = Arrays.copyOf(expiries, size * 2);
            symbols = Arrays.copyOf(symbols, size * 2);
        }
        expiries[size] = expiry;
        symbols[size] = symbol;
        positions.put(symbol, size);
        siftUp(size++);
    }

    private void remove(final int at) {
        positions.remove(symbols[at]);
        size--;
        if (at != size) {
            place(at, expiries[size], symbols[size]);
            siftDown(siftUp(at));
        }
    }

    private boolean before(final int a, final int b) {
        return expiries[a] < expiries[b] || (expiries[a] == expiries[b] && symbols[a] < symbols[b]);
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
        final long symbol = symbols[a];
        place(a, expiries[b], symbols[b]);
        place(b, expiry, symbol);
    }

    private void place(final int at, final long expiry, final long symbol) {
        expiries[at] = expiry;
        symbols[at] = symbol;
        positions.put(symbol, at);
    }
}
