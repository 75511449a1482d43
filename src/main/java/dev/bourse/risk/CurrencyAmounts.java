package dev.bourse.risk;

import java.util.Arrays;

/**
 * One account's free balance and held amount per currency, minor units, in one flat array.
 *
 * <p>Layout: entry {@code i} is {@code cells[3i]} the currency, {@code cells[3i + 1]} the balance and
 * {@code cells[3i + 2]} the held amount, in the order the currencies first appeared. A user has a handful of
 * currencies, so a lookup scans a cache line or two: cheaper than two hash maps (keys and values in four arrays)
 * for the balance and the hold that every order, fill and cancel touches together. Past {@link #SCAN_LIMIT}
 * currencies an open-addressing index (entry number + 1 per slot) keeps lookups constant-time.
 *
 * <p>A currency, once present, stays present (its amounts may return to zero), as the hash maps behaved; readers
 * that must ignore zero entries (state hash, reports) do so themselves.
 *
 * <p>Thread-safety: none; owned by the account's risk shard thread.
 */
final class CurrencyAmounts {
    /** Most entries found by scanning; beyond, the index is used. */
    static final int SCAN_LIMIT = 8;
    private static final int STRIDE = 3;
    private long[] cells = new long[2 * STRIDE];
    private int size;
    /** Null until {@link #SCAN_LIMIT} is passed; then entry number + 1 per slot, 0 for empty. */
    private int[] index;

    /** Receives each entry. */
    @FunctionalInterface
    interface Visitor {
        /**
         * @param currency the currency
         * @param balance  its free balance, minor units
         * @param held     its held amount, minor units
         */
        void visit(int currency, long balance, long held);
    }

    /** @return how many currencies are present */
    int size() {
        return size;
    }

    /** @return the free balance of {@code currency}, 0 when absent */
    long balance(final int currency) {
        final int e = find(currency);
        return e < 0 ? 0 : cells[e + 1];
    }

    /** @return the held amount of {@code currency}, 0 when absent */
    long held(final int currency) {
        final int e = find(currency);
        return e < 0 ? 0 : cells[e + 2];
    }

    /**
     * Adds {@code delta} to the free balance of {@code currency}, adding the currency when absent.
     *
     * @throws ArithmeticException if the balance would leave the {@code long} range: the checks before every order,
     *                             deposit and fill rule it out, so this is a bug, and failing beats wrapping
     */
    void addBalance(final int currency, final long delta) {
        // The entry first: adding it may replace the array, and `cells[entry(c) + 1]` would read the old one.
        final int e = entry(currency);
        cells[e + 1] = Math.addExact(cells[e + 1], delta);
    }

    /** Adds {@code delta} to the held amount of {@code currency}, adding the currency when absent. */
    void addHeld(final int currency, final long delta) {
        final int e = entry(currency);
        cells[e + 2] += delta;
    }

    /** Moves {@code amount} between the free balance and the hold of {@code currency} (negative: back to free). */
    void moveToHold(final int currency, final long amount) {
        final int e = entry(currency);
        cells[e + 1] -= amount;
        cells[e + 2] += amount;
    }

    /** Sets both amounts of {@code currency} (restore). */
    void set(final int currency, final long balance, final long held) {
        final int e = entry(currency);
        cells[e + 1] = balance;
        cells[e + 2] = held;
    }

    /** @return the currencies present, ascending (cold path) */
    int[] sortedCurrencies() {
        final int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            out[i] = (int) cells[i * STRIDE];
        }
        Arrays.sort(out);
        return out;
    }

    /** Visits every entry, in the order the currencies first appeared. */
    void forEach(final Visitor visitor) {
        for (int i = 0; i < size; i++) {
            final int e = i * STRIDE;
            visitor.visit((int) cells[e], cells[e + 1], cells[e + 2]);
        }
    }

    /** @return the cell offset of {@code currency}'s entry, or -1 */
    private int find(final int currency) {
        if (index == null) {
            final int end = size * STRIDE;
            for (int e = 0; e < end; e += STRIDE) {
                if (cells[e] == currency) {
                    return e;
                }
            }
            return -1;
        }
        final int mask = index.length - 1;
        for (int slot = spread(currency) & mask;; slot = (slot + 1) & mask) {
            final int n = index[slot];
            if (n == 0) {
                return -1;
            }
            if (cells[(n - 1) * STRIDE] == currency) {
                return (n - 1) * STRIDE;
            }
        }
    }

    /** @return the cell offset of {@code currency}'s entry, added with zero amounts when absent */
    private int entry(final int currency) {
        final int found = find(currency);
        return found >= 0 ? found : add(currency);
    }

    private int add(final int currency) {
        if ((size + 1) * STRIDE > cells.length) {
            cells = Arrays.copyOf(cells, cells.length * 2);
        }
        final int e = size * STRIDE;
        cells[e] = currency;
        size++;
        if (index != null) {
            if (size * 2 > index.length) {
                rebuildIndex(index.length * 2);
            } else {
                insert(index, size - 1);
            }
        } else if (size > SCAN_LIMIT) {
            rebuildIndex(Integer.highestOneBit(size * 4));
        }
        return e;
    }

    private void rebuildIndex(final int capacity) {
        index = new int[capacity];
        for (int i = 0; i < size; i++) {
            insert(index, i);
        }
    }

    private void insert(final int[] table, final int entryNumber) {
        final int mask = table.length - 1;
        int slot = spread((int) cells[entryNumber * STRIDE]) & mask;
        while (table[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        table[slot] = entryNumber + 1;
    }

    private static int spread(final int currency) {
        final int h = currency * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
