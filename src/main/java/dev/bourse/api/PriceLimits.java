package dev.bourse.api;

/**
 * The price limits of a symbol ({@link SymbolSpec#maxPrice()}, {@link SymbolSpec#priceBand()},
 * {@link SymbolSpec#referencePrice()}): their ranges, defaults and rules.
 *
 * <p><b>Static limit.</b> Every per-lot price an order carries (limit, protection, trigger, amendment target) is at
 * most {@code maxPrice}, or the order is refused with PRICE_OUT_OF_LIMITS. {@code maxPrice × quoteScale} is at most
 * {@link #MAX_LOT_VALUE}, so the value of a lot, and every margin product bounded by it, fits a {@code long}.
 *
 * <p><b>Price band.</b> The reference price of a symbol is its last trade price, which the core learns from every
 * trade in the same order in every thread and shard layout. A per-lot price an order carries (the limit of a limit
 * type, the protection price of a market type, the target of a move or replace) must lie within
 * {@code reference ± max(1, floor(reference × priceBand / 10,000))} ticks, or the order is refused with
 * PRICE_OUT_OF_BAND before it takes any hold. A stop is checked against its own trigger price instead (the price
 * the market will be at when it enters the book). Budget orders carry no per-lot price and are not banded; they
 * only trade against resting orders, whose prices were. Before a symbol's first trade the reference is the spec's
 * {@code referencePrice}; without one (0) only the static limit {@code 1 <= price <= maxPrice} applies until the
 * first trade, whose price becomes the reference. A new symbol should therefore be listed with a reference price:
 * without one, its first trade may happen anywhere up to {@code maxPrice}.
 *
 * <p>Thread-safety: constants and pure functions.
 */
public final class PriceLimits {
    /** The largest {@code maxPrice × quoteScale}, minor units: {@code 2^62}. */
    public static final long MAX_LOT_VALUE = 1L << 62;
    /** The default {@code maxPrice} cap, ticks: {@code 2^40}, about 1.1e12. */
    public static final long DEFAULT_MAX_PRICE = 1L << 40;
    /** The {@code priceBand} that turns the dynamic price limit off. */
    public static final int NO_PRICE_BAND = 0;
    /** The default {@code priceBand}, basis points: 1,000 (10%). */
    public static final int DEFAULT_PRICE_BAND = 1_000;
    /** The widest {@code priceBand}, basis points: 1,000,000 (100 times the reference). */
    public static final int MAX_PRICE_BAND = 1_000_000;

    private PriceLimits() {
    }

    /**
     * Checks a spec's price limits and gives its effective max price.
     *
     * @param quoteScale     the spec's quote scale, &gt; 0
     * @param maxPrice       the max price asked for, 0 for the default: the smaller of {@link #DEFAULT_MAX_PRICE}
     *                       and {@code MAX_LOT_VALUE / quoteScale}
     * @param priceBand      basis points
     * @param referencePrice ticks
     * @return the max price, &gt;= 1
     * @throws IllegalArgumentException naming the first field out of range
     */
    static long effectiveMaxPrice(final long quoteScale, final long maxPrice, final int priceBand,
            final long referencePrice) {
        final long lotCap = MAX_LOT_VALUE / quoteScale;
        require(lotCap >= 1, "quoteScale", "must be <= " + MAX_LOT_VALUE, quoteScale);
        final long price = maxPrice == 0 ? Math.min(DEFAULT_MAX_PRICE, lotCap) : maxPrice;
        require(price >= 1, "maxPrice", "must be >= 1", price);
        require(price <= lotCap, "maxPrice", "× quoteScale must be <= " + MAX_LOT_VALUE, price);
        require(priceBand >= NO_PRICE_BAND && priceBand <= MAX_PRICE_BAND, "priceBand",
                "must be in [0, " + MAX_PRICE_BAND + "]", priceBand);
        require(referencePrice >= 0 && referencePrice <= price, "referencePrice", "must be in [0, maxPrice]",
                referencePrice);
        return price;
    }

    private static void require(final boolean ok, final String field, final String rule, final long value) {
        if (!ok) {
            throw new IllegalArgumentException(field + ": " + rule + " (was " + value + ")");
        }
    }
}
