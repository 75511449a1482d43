package dev.bourse.common;

/**
 * A 64-bit running hash for state digests ({@code stateHash()} methods). Order-sensitive: feed fields in a canonical
 * order. {@link #mix(long)} is the SplitMix64 finaliser, good enough to make accidental collisions between different
 * states negligible in tests; it is not a cryptographic digest.
 *
 * <p>Thread-safety: static pure functions.
 */
public final class StateHash {
    /** The value a fresh hash starts from. */
    public static final long SEED = 0x6A09E667F3BCC909L;

    private StateHash() {
    }

    /**
     * Folds one value into a running hash.
     *
     * @param hash  the running hash
     * @param value the next field
     * @return the new running hash
     */
    public static long add(final long hash, final long value) {
        return mix(hash * 31 + value + 0x9E3779B97F4A7C15L);
    }

    /**
     * SplitMix64's finaliser.
     *
     * @param z any value
     * @return a well-spread function of it
     */
    public static long mix(final long z) {
        long x = z;
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
