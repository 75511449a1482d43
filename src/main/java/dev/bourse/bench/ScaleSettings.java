package dev.bourse.bench;

/**
 * The market of the scale run ({@link ScaleHarness}): how many symbols, accounts and resting orders a core holds,
 * and the exchange-core mix that is timed on a few of its symbols.
 *
 * <ul>
 *   <li><b>Symbols</b> {@code 1..symbols}, spot, quoted in {@link #QUOTE_CURRENCY}; symbol {@code s} buys base
 *       currency {@code BASE_CURRENCY_FIRST + (s - 1) mod baseCurrencies} (exchange-core's large data sets likewise
 *       spread 100,000 symbols over 40 currencies).</li>
 *   <li><b>Accounts</b>: users {@code 1..accounts}, each with a quote balance and a balance in one base currency
 *       ({@code BASE_CURRENCY_FIRST + (uid - 1) mod baseCurrencies}): two currency balances per user.</li>
 *   <li><b>Resting orders</b>, placed before anything is timed: GTC orders spread over the symbols by a power law
 *       (symbol {@code s} gets a share proportional to {@code 1 / s^skew}), so a few books are deep and most are
 *       shallow; bids below and asks above a band kept free for the mix, so they never trade at set-up.</li>
 *   <li><b>The mix</b>: exchange-core's mix ({@link LoadStream}) on {@code mixSymbols} symbols spread over the
 *       range, by {@code mixUsers} users spread over the uids (user {@code u} of the mix is uid
 *       {@code u × (accounts / mixUsers)}), who also hold every mix symbol's base currency.</li>
 * </ul>
 *
 * <p>Thread-safety: immutable.
 */
public final class ScaleSettings {
    /** The quote currency of every symbol. */
    public static final int QUOTE_CURRENCY = 1;
    /** The first base currency id. */
    public static final int BASE_CURRENCY_FIRST = 2;
    /** The most accounts a run may ask for. */
    public static final int MAX_ACCOUNTS = 100_000_000;

    private final int symbols;
    private final int accounts;
    private final int orders;
    private final int baseCurrencies;
    private final double skew;
    private final int mixSymbols;
    private final int mixUsers;
    private final long seed;

    /**
     * @param symbols        symbols, 1..10,000,000
     * @param accounts       users, 1..{@value #MAX_ACCOUNTS}, at least {@code mixUsers}
     * @param orders         resting orders placed at set-up, 0..100,000,000
     * @param baseCurrencies distinct base currencies, 1..1,000
     * @param skew           power-law exponent of the orders' spread over symbols, 0 (even) to 4
     * @param mixSymbols     symbols the mix trades, 1..min(symbols, baseCurrencies) (each with its own base currency)
     * @param mixUsers       users the mix trades with, 1..min(accounts, 1,000,000)
     * @param seed           any value; equal settings give equal markets and streams
     * @throws IllegalArgumentException when a value is out of range
     */
    public ScaleSettings(final int symbols, final int accounts, final int orders, final int baseCurrencies,
            final double skew, final int mixSymbols, final int mixUsers, final long seed) {
        require(symbols >= 1 && symbols <= 10_000_000, "symbols", symbols);
        require(accounts >= 1 && accounts <= MAX_ACCOUNTS, "accounts", accounts);
        require(orders >= 0 && orders <= 100_000_000, "orders", orders);
        require(baseCurrencies >= 1 && baseCurrencies <= 1_000, "baseCurrencies", baseCurrencies);
        require(skew >= 0 && skew <= 4, "skew", skew);
        require(mixSymbols >= 1 && mixSymbols <= Math.min(symbols, baseCurrencies), "mixSymbols", mixSymbols);
        require(mixUsers >= 1 && mixUsers <= Math.min(accounts, 1_000_000), "mixUsers", mixUsers);
        this.symbols = symbols;
        this.accounts = accounts;
        this.orders = orders;
        this.baseCurrencies = baseCurrencies;
        this.skew = skew;
        this.mixSymbols = mixSymbols;
        this.mixUsers = mixUsers;
        this.seed = seed;
    }

    /**
     * A market of the given size with the defaults: 39 base currencies (40 currencies in all), skew 1, the mix on 8
     * symbols with 2,000 users (the shape of {@code bourse bench}), seed 20261123.
     *
     * @param symbols  symbols
     * @param accounts users
     * @param orders   resting orders
     * @return the settings
     */
    public static ScaleSettings of(final int symbols, final int accounts, final int orders) {
        return new ScaleSettings(symbols, accounts, orders, 39, 1.0, 8, 2_000, 20_261_123L);
    }

    private static void require(final boolean ok, final String name, final double value) {
        if (!ok) {
            throw new IllegalArgumentException(name + " out of range: " + value);
        }
    }

    /**
     * The small case the scale run is compared with: the same mix (symbols, users, stream) in a core holding nothing
     * else.
     *
     * @return settings with only the mix's symbols and users and no resting orders
     */
    public ScaleSettings smallCase() {
        return new ScaleSettings(mixSymbols, mixUsers, 0, baseCurrencies, skew, mixSymbols, mixUsers, seed);
    }

    /** @return symbols, ids {@code 1..symbols()} */
    public int symbols() {
        return symbols;
    }

    /** @return users, uids {@code 1..accounts()} */
    public int accounts() {
        return accounts;
    }

    /** @return resting orders placed at set-up */
    public int orders() {
        return orders;
    }

    /** @return distinct base currencies */
    public int baseCurrencies() {
        return baseCurrencies;
    }

    /** @return the power-law exponent of the orders' spread over symbols */
    public double skew() {
        return skew;
    }

    /** @return symbols the mix trades */
    public int mixSymbols() {
        return mixSymbols;
    }

    /** @return users the mix trades with */
    public int mixUsers() {
        return mixUsers;
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return the distance between two mix users' uids: mix user {@code u} is uid {@code u × mixStride()} */
    public long mixStride() {
        return accounts / mixUsers;
    }

    /**
     * @param symbol a symbol id, 1..symbols()
     * @return its base currency
     */
    public int baseCurrencyOf(final long symbol) {
        return BASE_CURRENCY_FIRST + (int) ((symbol - 1) % baseCurrencies);
    }

    /**
     * @param uid a uid, 1..accounts()
     * @return the base currency every user holds besides the quote currency
     */
    public int homeCurrencyOf(final long uid) {
        return BASE_CURRENCY_FIRST + (int) ((uid - 1) % baseCurrencies);
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%,d symbols, %,d accounts (2 currency balances each), %,d "
                + "resting orders (skew %.1f), %d currencies; mix on %d symbols with %,d users", symbols, accounts,
                orders, skew, baseCurrencies + 1, mixSymbols, mixUsers);
    }
}
