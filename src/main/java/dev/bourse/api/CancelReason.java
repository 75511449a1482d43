package dev.bourse.api;

/**
 * Why size left an order without trading. Carried by every cancel or reduce event.
 *
 * <p>Thread-safety: immutable.
 */
public enum CancelReason {
    /** The owner cancelled the order (or a pending stop). */
    CANCELLED,
    /** The owner reduced the order; {@code remaining > 0} unless the reduction took all of it. */
    REDUCED,
    /** The owner's mass cancel removed the order. */
    MASS_CANCELLED,
    /** An IOC, MARKET or IOC_BUDGET order, or a triggered stop-market, could not fill this size. */
    UNFILLED,
    /** A FOK or FOK_BUDGET order could not fill completely and was killed without any fill. */
    FOK_KILLED,
    /** A GTD order reached its expiry timestamp. */
    EXPIRED,
    /** Self-trade prevention removed this size. */
    SELF_TRADE;

    private static final CancelReason[] VALUES = values();

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code the ordinal
     * @return the reason, or {@code null} when the code is out of range
     */
    public static CancelReason fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
