package dev.bourse.gateway.market;

/**
 * An order's state as its execution reports tell it.
 * <p>Thread-safety: immutable.
 */
public enum OrderState {
    /** Accepted; nothing rested, filled or cancelled yet. */
    NEW,
    /** In the book with nothing filled. */
    OPEN,
    /** Some lots filled, the rest in the book. */
    PARTIALLY_FILLED,
    /** Every lot filled. */
    FILLED,
    /** Cancelled (by its owner, a mass cancel, self-trade prevention, or as an unfilled IOC/FOK remainder). */
    CANCELLED,
    /** Its good-till-date time passed. */
    EXPIRED,
    /** The place was refused; the code says why. */
    REJECTED,
    /** A stop waiting for its trigger. */
    PENDING_STOP;

    private static final OrderState[] VALUES = values();

    static OrderState of(final int ordinal) {
        return VALUES[ordinal];
    }
}
