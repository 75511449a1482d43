package dev.bourse.risk;

import java.math.BigInteger;
import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;

/**
 * Signed 128-bit running sums keyed by a currency (or symbol) id: totals that add up amounts without bound (fees,
 * deposits and withdrawals over a core's life, balances over millions of accounts) and so must never wrap. Each
 * value is {@code high × 2^64 + low}, {@code low} read as unsigned; 2^127 minor units will not be reached.
 *
 * <p>Adding allocates only the first time a key is seen, so the fee path stays allocation-free in steady state.
 * A key that was added to stays present even when its sum returns to 0.
 *
 * <p>Thread-safety: none; owned by one risk shard's thread (or a report being assembled).
 */
final class WideSums {
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    /** {high, low} per key. */
    private final IntObjectHashMap<long[]> sums = new IntObjectHashMap<>();

    /** Receives one key's sum. */
    @FunctionalInterface
    interface Visitor {
        /**
         * @param key  the key
         * @param high the high word
         * @param low  the low word, unsigned
         */
        void visit(int key, long high, long low);
    }

    /** Adds a signed {@code amount}. */
    void add(final int key, final long amount) {
        if (amount != 0) {
            addWords(cell(key), amount >> 63, amount);
        }
    }

    /** Subtracts a signed {@code amount} exactly (also {@link Long#MIN_VALUE}). */
    void subtract(final int key, final long amount) {
        if (amount != 0) {
            final long[] v = cell(key);
            final long low = v[1] - amount;
            v[0] = v[0] - (amount >> 63) - (Long.compareUnsigned(v[1], amount) < 0 ? 1 : 0);
            v[1] = low;
        }
    }

    /** Adds the exact product {@code a × b}. */
    void addProduct(final int key, final long a, final long b) {
        final long low = a * b;
        final long high = Math.multiplyHigh(a, b);
        if (low != 0 || high != 0) {
            addWords(cell(key), high, low);
        }
    }

    /** Adds {@code high × 2^64 + low} (low unsigned). */
    void addWide(final int key, final long high, final long low) {
        if (low != 0 || high != 0) {
            addWords(cell(key), high, low);
        }
    }

    /** Subtracts {@code high × 2^64 + low} (low unsigned). */
    void subtractWide(final int key, final long high, final long low) {
        if (low != 0 || high != 0) {
            final long[] v = cell(key);
            final long difference = v[1] - low;
            v[0] = v[0] - high - (Long.compareUnsigned(v[1], low) < 0 ? 1 : 0);
            v[1] = difference;
        }
    }

    /** Adds an arbitrary value that fits in 128 bits. */
    void add(final int key, final BigInteger amount) {
        if (amount.signum() != 0) {
            addWords(cell(key), amount.shiftRight(64).longValue(), amount.longValue());
        }
    }

    /** Replaces a key's sum. */
    void set(final int key, final long high, final long low) {
        final long[] v = cell(key);
        v[0] = high;
        v[1] = low;
    }

    /** Adds every sum of {@code other} to this. */
    void addAll(final WideSums other) {
        other.forEach(this::addWide);
    }

    /** Forgets every key. */
    void clear() {
        sums.clear();
    }

    /** @return whether the key was ever added to */
    boolean contains(final int key) {
        return sums.containsKey(key);
    }

    /** @return the high word of the key's sum (0 when absent) */
    long high(final int key) {
        final long[] v = sums.get(key);
        return v == null ? 0 : v[0];
    }

    /** @return the low word of the key's sum, unsigned (0 when absent) */
    long low(final int key) {
        final long[] v = sums.get(key);
        return v == null ? 0 : v[1];
    }

    /** @return whether the key's sum fits a {@code long} */
    boolean fitsLong(final int key) {
        return high(key) == low(key) >> 63;
    }

    /** @return whether the key's sum is at least {@code value} */
    boolean isAtLeast(final int key, final long value) {
        final long high = high(key);
        final long valueHigh = value >> 63;
        return high != valueHigh ? high > valueHigh : Long.compareUnsigned(low(key), value) >= 0;
    }

    /** @return the key's sum (0 when absent); cold path, allocates */
    BigInteger value(final int key) {
        return toBig(high(key), low(key));
    }

    /** @return every key, unsorted */
    int[] keys() {
        return sums.keySet().toArray();
    }

    /** Visits every key's sum, in no particular order. */
    void forEach(final Visitor visitor) {
        sums.forEachKeyValue((key, v) -> visitor.visit(key, v[0], v[1]));
    }

    /** @return {@code high × 2^64 + low}, low unsigned */
    static BigInteger toBig(final long high, final long low) {
        final BigInteger unsignedLow = low >= 0 ? BigInteger.valueOf(low) : BigInteger.valueOf(low).add(TWO_64);
        return BigInteger.valueOf(high).shiftLeft(64).add(unsignedLow);
    }

    private long[] cell(final int key) {
        long[] v = sums.get(key);
        if (v == null) {
            v = new long[2];
            sums.put(key, v);
        }
        return v;
    }

    private static void addWords(final long[] v, final long high, final long low) {
        final long sum = v[1] + low;
        v[0] = v[0] + high + (Long.compareUnsigned(sum, v[1]) < 0 ? 1 : 0);
        v[1] = sum;
    }
}
