package dev.bourse.risk;

/**
 * Overflow tests and a 128-bit multiply-divide for the risk arithmetic. Overflow is detected with
 * {@link Math#multiplyHigh(long, long)} and sign tests, never by catching exceptions.
 *
 * <p>Thread-safety: static pure functions.
 */
final class Arith {
    private Arith() {
    }

    /**
     * @param a any value
     * @param b any value
     * @return whether {@code a × b} fits in a signed {@code long}
     */
    static boolean mulFits(final long a, final long b) {
        return Math.multiplyHigh(a, b) == (a * b) >> 63;
    }

    /**
     * @param a any value
     * @param b any value
     * @return whether {@code a + b} fits in a signed {@code long}
     */
    static boolean addFits(final long a, final long b) {
        final long r = a + b;
        return ((a ^ r) & (b ^ r)) >= 0;
    }

    /**
     * {@code floor(value × bps / 10,000)}, exact, or {@link Long#MAX_VALUE} when that does not fit a {@code long}.
     *
     * @param value &gt;= 0
     * @param bps   basis points, &gt;= 0
     * @return the share, &gt;= 0
     */
    static long basisPoints(final long value, final long bps) {
        final long whole = value / 10_000;
        final long part = value % 10_000;
        if (!mulFits(whole, bps) || !mulFits(part, bps)) {
            return Long.MAX_VALUE;
        }
        final long fromPart = part * bps / 10_000;
        return addFits(whole * bps, fromPart) ? whole * bps + fromPart : Long.MAX_VALUE;
    }

    /**
     * {@code floor(a × b / c)} exact over 128 bits, for the proportional cost basis of a partial close.
     *
     * @param a &gt;= 0
     * @param b {@code 0 <= b <= c}, so that the result is at most {@code a}
     * @param c &gt; 0
     * @return the floored quotient
     */
    static long mulDivFloor(final long a, final long b, final long c) {
        final long lo = a * b;
        final long hi = Math.multiplyHigh(a, b);
        if (hi == 0 && lo >= 0) {
            return lo / c;
        }
        long rem = 0;
        long quotient = 0;
        for (int i = 127; i >= 0; i--) {
            final long bit = i >= 64 ? (hi >>> (i - 64)) & 1 : (lo >>> i) & 1;
            rem = (rem << 1) | bit;
            if (Long.compareUnsigned(rem, c) >= 0) {
                rem -= c;
                if (i < 64) {
                    quotient |= 1L << i;
                }
            }
        }
        return quotient;
    }
}
