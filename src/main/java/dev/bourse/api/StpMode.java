package dev.bourse.api;

/**
 * Self-trade prevention: what happens when a taker meets a resting order of the same uid. The mode of the
 * <em>taker</em> decides. With any mode but {@link #NONE} a user never trades with themselves.
 *
 * <p>Thread-safety: immutable.
 */
public enum StpMode {
    /** Orders of the same uid trade with each other (exchange-core's behaviour and the default). */
    NONE,
    /** The taker's unfilled size is cancelled (reason {@link CancelReason#SELF_TRADE}); the maker stays. */
    CANCEL_TAKER,
    /** The maker is cancelled in full, hidden size included, and the taker goes on matching. */
    CANCEL_MAKER,
    /** Both the maker and the taker's unfilled size are cancelled. */
    CANCEL_BOTH,
    /**
     * Both are reduced by the size that would have traded (the maker's visible size at most) and no trade happens;
     * whichever reaches zero is done, and the taker goes on matching if it has size left.
     */
    DECREMENT;

    private static final StpMode[] VALUES = values();

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code the ordinal
     * @return the mode, or {@code null} when the code is out of range
     */
    public static StpMode fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
