package dev.bourse.bench;

/**
 * The command streams {@link BookLoadGenerator} can produce for one order book. Each starts from the same prefill
 * (about {@code targetOrders} resting GTC orders over about 750 price levels around the mid price) and keeps the book
 * near that size. A <em>timed</em> command is the kind the scenario measures; the <em>untimed</em> ones around it
 * (the maintenance that keeps the book stationary) are played outside the measured region by the JMH suite.
 *
 * <p>Thread-safety: immutable.
 */
public enum BookLoadScenario {
    /**
     * Timed: a GTC that rests without trading. Untimed: a cancel of a random live order after each, so the size
     * holds.
     */
    PLACE,
    /** Timed: a cancel of a random live order. Untimed: a resting GTC placed after each, so the size holds. */
    CANCEL,
    /**
     * Timed: a move of a random live order 1% of its distance toward the mid (at least one tick), never crossing.
     * Untimed: an order already next to the mid is cancelled and replaced by a fresh one further out.
     */
    MOVE,
    /**
     * Timed: an IOC that takes the best opposite level and up to three ticks beyond it, so it always trades.
     * Untimed: every maker it filled completely is replaced by a GTC of the same uid, side, price and original size.
     */
    MATCH,
    /**
     * All timed, exchange-core's published mix: about 9% GTC, 3% IOC, 6% cancel and 82% moves 1% toward the last
     * trade price (at least one tick, allowed to cross), with about 6% of the commands trading. A GTC is priced
     * around the last trade price, or, one time in four, up to three ticks through the best opposite price so that
     * it trades. A GTC becomes a cancel while the book is more than 10% above its target size, and the reverse.
     */
    MIX;

    /**
     * The lower-case name used by the JMH {@code scenario} parameter.
     *
     * @return e.g. {@code "mix"}
     */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Parses a JMH {@code scenario} parameter.
     *
     * @param key {@code place}, {@code cancel}, {@code move}, {@code match} or {@code mix}, any case
     * @return the scenario
     * @throws IllegalArgumentException for any other value
     */
    public static BookLoadScenario fromKey(final String key) {
        for (final BookLoadScenario s : values()) {
            if (s.name().equalsIgnoreCase(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scenario: " + key);
    }
}
