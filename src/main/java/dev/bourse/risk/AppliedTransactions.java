package dev.bourse.risk;

import java.util.Arrays;

/**
 * One account's applied deposit and withdrawal ids, per currency, in one flat array: what makes every transaction
 * idempotent, however old.
 *
 * <p>Layout: entry {@code i} is {@code cells[2i]} the currency and {@code cells[2i + 1]} the transaction id, in the
 * order they were applied. Most accounts hold a handful (the deposit that funded each currency), so a lookup scans a
 * cache line; past {@link #SCAN_LIMIT} entries an open-addressing index (entry number + 1 per slot, at most half full)
 * keeps lookups constant-time.
 *
 * <p>Why not a hash set per currency in a map: that costs about 500 bytes for an account with two funded currencies,
 * which at 10 million accounts is 5 GB of a venue's heap; this costs 16 bytes per id (plus 8 to 16 past the scan
 * limit) and an account with none costs nothing beyond the empty array shared by all.
 *
 * <p>Thread-safety: none; owned by the account's risk shard thread.
 */
final class AppliedTransactions {
    /** Most entries found by scanning; beyond, the index is used. */
    static final int SCAN_LIMIT = 8;
    private static final long[] NONE = new long[0];
    private long[] cells = NONE;
    private int size;
    /** Null until {@link #SCAN_LIMIT} is passed; then entry number + 1 per slot, 0 for empty. */
    private int[] index;

    /** Receives each applied id. */
    @FunctionalInterface
    interface Visitor {
        /**
         * @param currency the currency
         * @param txId     the transaction id
         */
        void visit(int currency, long txId);
    }

    /** @return applied ids in all currencies */
    int size() {
        return size;
    }

    /** @return whether {@code txId} was applied in {@code currency} */
    boolean contains(final int currency, final long txId) {
        if (index == null) {
            final int end = 2 * size;
            for (int e = 0; e < end; e += 2) {
                if (cells[e + 1] == txId && cells[e] == currency) {
                    return true;
                }
            }
            return false;
        }
        final int mask = index.length - 1;
        for (int slot = spread(currency, txId) & mask;; slot = (slot + 1) & mask) {
            final int n = index[slot];
            if (n == 0) {
                return false;
            }
            final int e = 2 * (n - 1);
            if (cells[e + 1] == txId && cells[e] == currency) {
                return true;
            }
        }
    }

    /**
     * Records an id; nothing when it is already there.
     *
     * @param currency the currency
     * @param txId     the transaction id
     */
    void add(final int currency, final long txId) {
        if (contains(currency, txId)) {
            return;
        }
        if (2 * size + 2 > cells.length) {
            cells = Arrays.copyOf(cells, Math.max(4, cells.length * 2));
        }
        cells[2 * size] = currency;
        cells[2 * size + 1] = txId;
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
    }

    /** @return the currencies with at least one id, ascending (cold path) */
    int[] sortedCurrencies() {
        final int[] all = new int[size];
        for (int i = 0; i < size; i++) {
            all[i] = (int) cells[2 * i];
        }
        Arrays.sort(all);
        int distinct = 0;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] != all[i - 1]) {
                all[distinct++] = all[i];
            }
        }
        return Arrays.copyOf(all, distinct);
    }

    /** @return the ids applied in {@code currency}, in the order they were applied (cold path) */
    long[] ids(final int currency) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (cells[2 * i] == currency) {
                n++;
            }
        }
        final long[] out = new long[n];
        n = 0;
        for (int i = 0; i < size; i++) {
            if (cells[2 * i] == currency) {
                out[n++] = cells[2 * i + 1];
            }
        }
        return out;
    }

    /** Visits every applied id, in the order they were applied (cold path). */
    void forEach(final Visitor visitor) {
        for (int i = 0; i < size; i++) {
            visitor.visit((int) cells[2 * i], cells[2 * i + 1]);
        }
    }

    private void rebuildIndex(final int capacity) {
        index = new int[capacity];
        for (int i = 0; i < size; i++) {
            insert(index, i);
        }
    }

    private void insert(final int[] table, final int entryNumber) {
        final int mask = table.length - 1;
        int slot = spread((int) cells[2 * entryNumber], cells[2 * entryNumber + 1]) & mask;
        while (table[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        table[slot] = entryNumber + 1;
    }

    private static int spread(final int currency, final long txId) {
        final long h = (txId * 0x9E3779B97F4A7C15L) ^ (currency * 0xC2B2AE3D27D4EB4FL);
        return (int) (h ^ (h >>> 32));
    }
}
