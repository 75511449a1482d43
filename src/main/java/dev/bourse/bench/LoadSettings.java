package dev.bourse.bench;

/**
 * What the load harness trades: how many symbols and users, how deep each book is kept, and how much money each
 * user starts with. Every symbol {@code s} (ids {@code 1..symbols}) quotes in the one currency
 * {@link #QUOTE_CURRENCY}; a spot symbol's base currency is {@code BASE_CURRENCY_FIRST + s}. The last
 * {@link #marginSymbols()} symbols are margin (futures) symbols settled in the quote currency. Users are uids
 * {@code 1..users}, and every user trades every symbol.
 *
 * <p>Balances are sized against the stream: a mix order averages about 13 lots at about 100,000 ticks (quote scale
 * 1), so {@link #quoteBalance()} of 20,000,000 covers a dozen or so resting bids at once; users whose trades drift
 * their balance down meet INSUFFICIENT_FUNDS now and then, which is the point (the risk check must be exercised).
 *
 * <p>Thread-safety: immutable.
 */
public final class LoadSettings {
    /** The quote (settlement) currency of every symbol. */
    public static final int QUOTE_CURRENCY = 1;
    /** Base currency of spot symbol {@code s} is {@code BASE_CURRENCY_FIRST + s}. */
    public static final int BASE_CURRENCY_FIRST = 100;
    /** Taker fee, quote units per lot (about 0.02% of a 100,000-tick lot). */
    public static final long TAKER_FEE = 20;
    /** Maker fee, quote units per lot. */
    public static final long MAKER_FEE = 10;
    /** Initial margin per lot of a margin symbol, quote units, both sides. */
    public static final long MARGIN_PER_LOT = 20_000;

    private final int symbols;
    private final int marginSymbols;
    private final int users;
    private final int ordersPerBook;
    private final int cycleCommands;
    private final long seed;
    private final long quoteBalance;
    private final long baseBalance;

    /**
     * @param symbols       symbols, 1..1,000
     * @param marginSymbols how many of them (the last ones) are margin symbols, 0..symbols
     * @param users         uids {@code 1..users}, 1..1,000,000
     * @param ordersPerBook resting orders each book is kept near, 2..1,000,000
     * @param cycleCommands timed commands in one generated cycle per symbol (the cycle is replayed), 1..50,000,000
     * @param seed          any value; equal settings give equal streams
     * @param quoteBalance  initial quote balance of every user, minor units, &gt; 0
     * @param baseBalance   initial balance of every user in every base currency, minor units (= lots), &gt; 0
     * @throws IllegalArgumentException when a value is out of range
     */
    public LoadSettings(final int symbols, final int marginSymbols, final int users, final int ordersPerBook,
            final int cycleCommands, final long seed, final long quoteBalance, final long baseBalance) {
        require(symbols >= 1 && symbols <= 1_000, "symbols", symbols);
        require(marginSymbols >= 0 && marginSymbols <= symbols, "marginSymbols", marginSymbols);
        require(users >= 1 && users <= 1_000_000, "users", users);
        require(ordersPerBook >= 2 && ordersPerBook <= 1_000_000, "ordersPerBook", ordersPerBook);
        require(cycleCommands >= 1 && cycleCommands <= 50_000_000, "cycleCommands", cycleCommands);
        require(quoteBalance > 0, "quoteBalance", quoteBalance);
        require(baseBalance > 0, "baseBalance", baseBalance);
        this.symbols = symbols;
        this.marginSymbols = marginSymbols;
        this.users = users;
        this.ordersPerBook = ordersPerBook;
        this.cycleCommands = cycleCommands;
        this.seed = seed;
        this.quoteBalance = quoteBalance;
        this.baseBalance = baseBalance;
    }

    /**
     * The main job's session: 8 spot symbols, 2,000 users, books of about 1,000 orders (exchange-core's mix book),
     * 200,000 timed commands per symbol cycle.
     *
     * @return the settings
     */
    public static LoadSettings defaults() {
        return new LoadSettings(8, 0, 2_000, 1_000, 200_000, 20_261_123L, 20_000_000L, 2_000L);
    }

    private static void require(final boolean ok, final String name, final long value) {
        if (!ok) {
            throw new IllegalArgumentException(name + " out of range: " + value);
        }
    }

    /**
     * @param count symbols, 1..1,000
     * @return a copy with that many symbols (margin symbols capped to it)
     */
    public LoadSettings withSymbols(final int count) {
        return new LoadSettings(count, Math.min(marginSymbols, count), users, ordersPerBook, cycleCommands, seed,
                quoteBalance, baseBalance);
    }

    /**
     * @param count margin symbols among the symbols, 0..symbols
     * @return a copy with that many margin symbols
     */
    public LoadSettings withMarginSymbols(final int count) {
        return new LoadSettings(symbols, count, users, ordersPerBook, cycleCommands, seed, quoteBalance,
                baseBalance);
    }

    /**
     * @param count users, 1..1,000,000
     * @return a copy with that many users
     */
    public LoadSettings withUsers(final int count) {
        return new LoadSettings(symbols, marginSymbols, count, ordersPerBook, cycleCommands, seed, quoteBalance,
                baseBalance);
    }

    /**
     * @param quote initial quote balance of every user, minor units, &gt; 0
     * @param base  initial balance of every user in every base currency, minor units (= lots), &gt; 0
     * @return a copy with those balances
     */
    public LoadSettings withBalances(final long quote, final long base) {
        return new LoadSettings(symbols, marginSymbols, users, ordersPerBook, cycleCommands, seed, quote, base);
    }

    /** @return symbols, ids {@code 1..symbols()} */
    public int symbols() {
        return symbols;
    }

    /** @return margin symbols: ids {@code symbols() - marginSymbols() + 1..symbols()} */
    public int marginSymbols() {
        return marginSymbols;
    }

    /** @return users, uids {@code 1..users()} */
    public int users() {
        return users;
    }

    /** @return resting orders each book is kept near */
    public int ordersPerBook() {
        return ordersPerBook;
    }

    /** @return timed commands in one generated cycle per symbol */
    public int cycleCommands() {
        return cycleCommands;
    }

    /** @return the stream seed */
    public long seed() {
        return seed;
    }

    /** @return initial quote balance per user, minor units */
    public long quoteBalance() {
        return quoteBalance;
    }

    /** @return initial balance per user in each base currency, minor units */
    public long baseBalance() {
        return baseBalance;
    }

    /**
     * @param symbol symbol id, 1..symbols()
     * @return whether it is a margin symbol
     */
    public boolean isMargin(final int symbol) {
        return symbol > symbols - marginSymbols;
    }

    @Override
    public String toString() {
        return symbols + " symbols (" + marginSymbols + " margin), " + users + " users, ~" + ordersPerBook
                + " orders per book, quote balance " + quoteBalance + ", base balance " + baseBalance;
    }
}
