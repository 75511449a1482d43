package dev.bourse.api;

/**
 * What trading a symbol means for the accounts of its users.
 *
 * <p>Thread-safety: immutable.
 */
public enum SymbolType {
    /**
     * Direct exchange of two currencies: a bid pays quote and receives base, an ask the reverse. Funds for every open
     * order are held in advance, so balances never go negative.
     */
    SPOT,
    /**
     * A futures contract settled in one currency (the quote currency): trades open and close positions, profit and
     * loss and fees move the settlement balance, and orders are admitted against per-lot initial margins.
     */
    MARGIN;

    private static final SymbolType[] VALUES = values();

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code the ordinal
     * @return the type, or {@code null} when the code is out of range
     */
    public static SymbolType fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }
}
