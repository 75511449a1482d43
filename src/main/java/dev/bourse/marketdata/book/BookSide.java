package dev.bourse.marketdata.book;

import dev.bourse.api.Side;

/**
 * The price levels of one side, kept sorted in one array with the best level at the end, so that the changes near
 * the top of the book, by far the most frequent, move few entries. Bids are keyed by price, asks by minus the price,
 * so both sort ascending. Binary search finds a level in O(log levels); adding or removing one moves the levels
 * better than it. Grows by doubling; otherwise allocates nothing.
 *
 * <p>Thread-safety: none; owned by its book's thread.
 */
final class BookSide {
    private final boolean bid;
    private long[] keys = new long[64];
    private BookLevel[] levels = new BookLevel[64];
    private int n;

    BookSide(final int side) {
        this.bid = side == Side.BID.ordinal();
    }

    private long key(final long price) {
        return bid ? price : -price;
    }

    int size() {
        return n;
    }

    /** @return the level {@code depth} places from the best (0 = best) */
    BookLevel at(final int depth) {
        return levels[n - 1 - depth];
    }

    /** @return the level at {@code price}, or null */
    BookLevel find(final long price) {
        final int i = search(key(price));
        return i >= 0 ? levels[i] : null;
    }

    void insert(final BookLevel level) {
        final long k = key(level.price);
        final int i = -search(k) - 1;
        if (n == keys.length) {
            final long[] k2 = new long[n * 2];
            final BookLevel[] l2 = new BookLevel[n * 2];
            System.arraycopy(keys, 0, k2, 0, n);
            System.arraycopy(levels, 0, l2, 0, n);
            keys = k2;
            levels = l2;
        }
        System.arraycopy(keys, i, keys, i + 1, n - i);
        System.arraycopy(levels, i, levels, i + 1, n - i);
        keys[i] = k;
        levels[i] = level;
        n++;
    }

    void remove(final long price) {
        final int i = search(key(price));
        System.arraycopy(keys, i + 1, keys, i, n - i - 1);
        System.arraycopy(levels, i + 1, levels, i, n - i - 1);
        n--;
        levels[n] = null;
    }

    void clear() {
        for (int i = 0; i < n; i++) {
            levels[i] = null;
        }
        n = 0;
    }

    private int search(final long k) {
        int lo = 0;
        int hi = n - 1;
        while (lo <= hi) {
            final int mid = (lo + hi) >>> 1;
            final long v = keys[mid];
            if (v < k) {
                lo = mid + 1;
            } else if (v > k) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }
}
