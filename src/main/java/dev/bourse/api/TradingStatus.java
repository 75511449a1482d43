package dev.bourse.api;

/**
 * Whether a symbol accepts new orders.
 *
 * <p>Thread-safety: immutable.
 */
public enum TradingStatus {
    /** New orders, moves and replaces are accepted. */
    OPEN,
    /** New orders, moves and replaces are refused with {@link ResultCode#SYMBOL_HALTED}; cancels and reduces work. */
    HALTED;

    private static final TradingStatus[] VALUES = values();

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code the ordinal
     * @return the status, or {@code null} when the code is out of range
     */
    public static TradingStatus fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
