package dev.bourse.api;

/**
 * The side of an order: a bid buys the base, an ask sells it.
 *
 * <p>Thread-safety: immutable.
 */
public enum Side {
    /** Buy side: matches asks priced at or below its limit. */
    BID,
    /** Sell side: matches bids priced at or above its limit. */
    ASK;

    private static final Side[] VALUES = values();

    /**
     * The side a taker of this side trades against.
     *
     * @return {@link #ASK} for {@link #BID} and the reverse
     */
    public Side opposite() {
        return this == BID ? ASK : BID;
    }

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code 0 for {@link #BID}, 1 for {@link #ASK}
     * @return the side, or {@code null} when the code is out of range
     */
    public static Side fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
