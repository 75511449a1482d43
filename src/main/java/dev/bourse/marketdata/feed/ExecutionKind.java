package dev.bourse.marketdata.feed;

/** What an execution report of the private stream says ({@link ExecutionHandler}). */
public enum ExecutionKind {
    /** The order command was accepted (a place: it exists from now on). */
    ACCEPTED,
    /** The order command was refused with a result code. */
    REJECTED,
    /** The order, or what is left of it, rests in the book. */
    RESTED,
    /** A fill, with its fee and liquidity flag. */
    FILL,
    /** Lots left the order without trading (cancel, reduce, mass cancel, unfilled rest, killed, self-trade). */
    CANCELLED,
    /** A GTD order expired. */
    EXPIRED,
    /** The order was moved or replaced. */
    AMENDED,
    /** A stop order waits for its trigger. */
    STOP_ACCEPTED,
    /** A stop order triggered and enters the book. */
    STOP_TRIGGERED;

    private static final ExecutionKind[] VALUES = values();

    /**
     * @param code an ordinal
     * @return the kind, or null when out of range
     */
    public static ExecutionKind fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
