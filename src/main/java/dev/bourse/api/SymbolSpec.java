package dev.bourse.api;

import java.util.Arrays;

/**
 * The immutable, validated description of a tradable symbol: what it exchanges, at which scales, for which fees and
 * within which limits. Built with {@link #builder()}: {@link Builder#check()} returns INVALID_SYMBOL_SPEC for a bad
 * field (named by {@link Builder#problem()}), {@link Builder#build()} throws. Equal when all their fields are.
 *
 * <p>Units: prices are ticks and sizes lots (as everywhere in the core); currencies are ids (int, &gt;= 0); amounts
 * are the currency's minor units.
 * <ul>
 *   <li>{@code symbolId}: &gt;= 0.</li>
 *   <li>{@code type}: {@link SymbolType#SPOT} or {@link SymbolType#MARGIN}.</li>
 *   <li>{@code baseCurrency}: SPOT only, the currency bought by a bid; {@link #NO_CURRENCY} (the default) for
 *       MARGIN.</li>
 *   <li>{@code quoteCurrency}: the currency prices are paid in; for MARGIN the settlement currency of profit, loss,
 *       fees and margin.</li>
 *   <li>{@code baseScale}: base units per lot, &gt; 0, SPOT only (0, the default, for MARGIN).</li>
 *   <li>{@code quoteScale}: quote units per tick of price per lot, &gt; 0. A fill of {@code q} lots at {@code p}
 *       ticks is worth {@code p × q × quoteScale} quote units.</li>
 *   <li>{@code takerFee}, {@code makerFee}: quote units per lot filled, {@code 0 <= makerFee <= takerFee}.</li>
 *   <li>{@code marginBuy}, {@code marginSell}: initial margin in quote units per lot of a long or short position
 *       (open or pending), &gt; 0, MARGIN only (0, the default, for SPOT).</li>
 *   <li>{@code minSize}, {@code maxSize}: lots per order, {@code 1 <= minSize <= maxSize}; defaults 1 and
 *       {@link Long#MAX_VALUE}.</li>
 *   <li>{@code maxNotional}: the largest price × size of an order (the budget for budget orders), in ticks × lots,
 *       &gt; 0; default {@link #DEFAULT_MAX_NOTIONAL}.</li>
 *   <li>{@code maxPrice}: the largest price any order may carry, in ticks, &gt;= 1 with {@code maxPrice ×
 *       quoteScale <= }{@link PriceLimits#MAX_LOT_VALUE}; default the smaller of
 *       {@link PriceLimits#DEFAULT_MAX_PRICE} and {@code MAX_LOT_VALUE / quoteScale}.</li>
 *   <li>{@code priceBand}: the dynamic price limit, in basis points (1/10,000) of the symbol's reference price, 0
 *       to {@link PriceLimits#MAX_PRICE_BAND}; {@link PriceLimits#NO_PRICE_BAND} (0) turns it off; default
 *       {@link PriceLimits#DEFAULT_PRICE_BAND} (10%).</li>
 *   <li>{@code referencePrice}: the reference price before the symbol's first trade, in ticks, 0 (none, the
 *       default) to {@code maxPrice}.</li>
 *   <li>{@code status}: {@link TradingStatus#OPEN} (default) or {@link TradingStatus#HALTED}.</li>
 *   <li>{@code underlyingSymbol}, {@code contractSize}: MARGIN only, what a futures contract is on: the symbol id of
 *       its spot market or index (&gt;= 0, not its own; recorded and reported, never required to be listed) and the
 *       underlying's base minor units per lot (&gt; 0), or {@link #NO_UNDERLYING} and 0 (the defaults: none). The
 *       size informs clients; profit and loss use {@code quoteScale}.</li>
 * </ul>
 * The rules of the three price limits are in {@link PriceLimits}.
 *
 * <p>Thread-safety: immutable, safe to share. The builder is not thread-safe.
 */
public final class SymbolSpec {
    /** The value of {@code baseCurrency} for a MARGIN symbol: it has no base currency. */
    public static final int NO_CURRENCY = -1;
    /** The value of {@code underlyingSymbol} when none is recorded (SPOT, or a MARGIN spec without one). */
    public static final int NO_UNDERLYING = -1;
    /** The default {@code maxNotional}, ticks × lots: {@code 2^62}. */
    public static final long DEFAULT_MAX_NOTIONAL = 1L << 62;

    private final int symbolId;
    private final SymbolType type;
    private final int baseCurrency;
    private final int quoteCurrency;
    private final long baseScale;
    private final long quoteScale;
    private final long takerFee;
    private final long makerFee;
    private final long marginBuy;
    private final long marginSell;
    private final long minSize;
    private final long maxSize;
    private final long maxNotional;
    private final long maxPrice;
    private final int priceBand;
    private final long referencePrice;
    private final TradingStatus status;
    private final int underlyingSymbol;
    private final long contractSize;

    private SymbolSpec(final Builder b, final long effectiveMaxPrice) {
        symbolId = b.symbolId;
        type = b.type;
        baseCurrency = b.baseCurrency;
        quoteCurrency = b.quoteCurrency;
        baseScale = b.baseScale;
        quoteScale = b.quoteScale;
        takerFee = b.takerFee;
        makerFee = b.makerFee;
        marginBuy = b.marginBuy;
        marginSell = b.marginSell;
        minSize = b.minSize;
        maxSize = b.maxSize;
        maxNotional = b.maxNotional;
        maxPrice = effectiveMaxPrice;
        priceBand = b.priceBand;
        referencePrice = b.referencePrice;
        status = b.status;
        underlyingSymbol = b.underlyingSymbol;
        contractSize = b.contractSize;
    }

    /**
     * A builder with every field at its default (no id, no type, no currencies: {@link Builder#build()} fails until
     * they are set).
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a new builder preset with this spec's fields, to derive a changed copy (for example a halted one) */
    public Builder toBuilder() {
        final Builder b = new Builder();
        b.symbolId = symbolId;
        b.type = type;
        b.baseCurrency = baseCurrency;
        b.quoteCurrency = quoteCurrency;
        b.baseScale = baseScale;
        b.quoteScale = quoteScale;
        b.takerFee = takerFee;
        b.makerFee = makerFee;
        b.marginBuy = marginBuy;
        b.marginSell = marginSell;
        b.minSize = minSize;
        b.maxSize = maxSize;
        b.maxNotional = maxNotional;
        b.maxPrice = maxPrice;
        b.priceBand = priceBand;
        b.referencePrice = referencePrice;
        b.status = status;
        b.underlyingSymbol = underlyingSymbol;
        b.contractSize = contractSize;
        return b;
    }

    /**
     * @param newStatus the status, not null
     * @return this spec with that trading status: itself when unchanged, otherwise a new spec
     */
    public SymbolSpec withStatus(final TradingStatus newStatus) {
        return newStatus == status ? this : toBuilder().status(newStatus).build();
    }

    /** @return symbol id, &gt;= 0 */
    public int symbolId() {
        return symbolId;
    }

    /** @return SPOT or MARGIN */
    public SymbolType type() {
        return type;
    }

    /** @return true for a MARGIN symbol */
    public boolean isMargin() {
        return type == SymbolType.MARGIN;
    }

    /** @return the base currency id of a SPOT symbol, {@link #NO_CURRENCY} for MARGIN */
    public int baseCurrency() {
        return baseCurrency;
    }

    /** @return the quote currency id (the settlement currency of a MARGIN symbol) */
    public int quoteCurrency() {
        return quoteCurrency;
    }

    /** @return base units per lot (SPOT), 0 for MARGIN */
    public long baseScale() {
        return baseScale;
    }

    /** @return quote units per tick per lot, &gt; 0 */
    public long quoteScale() {
        return quoteScale;
    }

    /** @return taker fee in quote units per lot, &gt;= makerFee */
    public long takerFee() {
        return takerFee;
    }

    /** @return maker fee in quote units per lot, &gt;= 0 */
    public long makerFee() {
        return makerFee;
    }

    /** @return initial margin per long lot in quote units (MARGIN), 0 for SPOT */
    public long marginBuy() {
        return marginBuy;
    }

    /** @return initial margin per short lot in quote units (MARGIN), 0 for SPOT */
    public long marginSell() {
        return marginSell;
    }

    /** @return smallest order size in lots, &gt;= 1 */
    public long minSize() {
        return minSize;
    }

    /** @return largest order size in lots, &gt;= minSize */
    public long maxSize() {
        return maxSize;
    }

    /** @return largest price × size (or budget) of an order, ticks × lots */
    public long maxNotional() {
        return maxNotional;
    }

    /** @return largest price of an order, ticks, &gt;= 1 */
    public long maxPrice() {
        return maxPrice;
    }

    /** @return the price band in basis points of the reference price, {@link #NO_PRICE_BAND} when off */
    public int priceBand() {
        return priceBand;
    }

    /** @return the reference price before the first trade, ticks, 0 for none */
    public long referencePrice() {
        return referencePrice;
    }

    /** @return OPEN or HALTED */
    public TradingStatus status() {
        return status;
    }

    /** @return the underlying's symbol id of a futures (MARGIN) contract, {@link #NO_UNDERLYING} when none */
    public int underlyingSymbol() {
        return underlyingSymbol;
    }

    /** @return underlying base minor units per lot of a futures contract with an underlying, else 0 */
    public long contractSize() {
        return contractSize;
    }

    @Override
    public boolean equals(final Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof SymbolSpec)) {
            return false;
        }
        final SymbolSpec s = (SymbolSpec) o;
        return symbolId == s.symbolId && type == s.type && baseCurrency == s.baseCurrency
                && quoteCurrency == s.quoteCurrency && baseScale == s.baseScale && quoteScale == s.quoteScale
                && takerFee == s.takerFee && makerFee == s.makerFee && marginBuy == s.marginBuy
                && marginSell == s.marginSell && minSize == s.minSize && maxSize == s.maxSize
                && maxNotional == s.maxNotional && maxPrice == s.maxPrice && priceBand == s.priceBand
                && referencePrice == s.referencePrice && status == s.status
                && underlyingSymbol == s.underlyingSymbol && contractSize == s.contractSize;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new long[] {symbolId, type.ordinal(), baseCurrency, quoteCurrency, baseScale,
            quoteScale, takerFee, makerFee, marginBuy, marginSell, minSize, maxSize, maxNotional, maxPrice, priceBand,
            referencePrice, status.ordinal(), underlyingSymbol, contractSize});
    }

    @Override
    public String toString() {
        return "SymbolSpec{id=" + symbolId + ", " + type + ", base=" + baseCurrency + ", quote=" + quoteCurrency
                + ", baseScale=" + baseScale + ", quoteScale=" + quoteScale + ", takerFee=" + takerFee
                + ", makerFee=" + makerFee + ", marginBuy=" + marginBuy + ", marginSell=" + marginSell
                + ", size=[" + minSize + ", " + maxSize + "], maxNotional=" + maxNotional + ", maxPrice=" + maxPrice
                + ", priceBand=" + priceBand + "bp, referencePrice=" + referencePrice + ", " + status
                + (underlyingSymbol == NO_UNDERLYING ? "" : ", underlying=" + underlyingSymbol + " x" + contractSize)
                + '}';
    }

    /**
     * Collects the fields of a {@link SymbolSpec}; {@link #build()} validates them. Setters return {@code this}.
     *
     * <p>Thread-safety: none.
     */
    public static final class Builder {
        private int symbolId = -1;
        private SymbolType type;
        private int baseCurrency = NO_CURRENCY;
        private int quoteCurrency = NO_CURRENCY;
        private long baseScale;
        private long quoteScale;
        private long takerFee;
        private long makerFee;
        private long marginBuy;
        private long marginSell;
        private long minSize = 1;
        private long maxSize = Long.MAX_VALUE;
        private long maxNotional = DEFAULT_MAX_NOTIONAL;
        /** 0 until set: {@link #build()} then derives the default from the quote scale. */
        private long maxPrice;
        private int priceBand = PriceLimits.DEFAULT_PRICE_BAND;
        private long referencePrice;
        private TradingStatus status = TradingStatus.OPEN;
        private int underlyingSymbol = NO_UNDERLYING;
        private long contractSize;

        private Builder() {
        }

        /**
         * @param value symbol id, &gt;= 0
         * @return this
         */
        public Builder symbolId(final int value) {
            symbolId = value;
            return this;
        }

        /**
         * @param value SPOT or MARGIN
         * @return this
         */
        public Builder type(final SymbolType value) {
            type = value;
            return this;
        }

        /**
         * @param value base currency id, &gt;= 0, SPOT only
         * @return this
         */
        public Builder baseCurrency(final int value) {
            baseCurrency = value;
            return this;
        }

        /**
         * @param value quote (for MARGIN: settlement) currency id, &gt;= 0
         * @return this
         */
        public Builder quoteCurrency(final int value) {
            quoteCurrency = value;
            return this;
        }

        /**
         * @param value base units per lot, &gt; 0, SPOT only
         * @return this
         */
        public Builder baseScale(final long value) {
            baseScale = value;
            return this;
        }

        /**
         * @param value quote units per tick per lot, &gt; 0
         * @return this
         */
        public Builder quoteScale(final long value) {
            quoteScale = value;
            return this;
        }

        /**
         * @param value taker fee, quote units per lot, &gt;= makerFee
         * @return this
         */
        public Builder takerFee(final long value) {
            takerFee = value;
            return this;
        }

        /**
         * @param value maker fee, quote units per lot, &gt;= 0
         * @return this
         */
        public Builder makerFee(final long value) {
            makerFee = value;
            return this;
        }

        /**
         * @param value initial margin per long lot, quote units, &gt; 0, MARGIN only
         * @return this
         */
        public Builder marginBuy(final long value) {
            marginBuy = value;
            return this;
        }

        /**
         * @param value initial margin per short lot, quote units, &gt; 0, MARGIN only
         * @return this
         */
        public Builder marginSell(final long value) {
            marginSell = value;
            return this;
        }

        /**
         * @param value smallest order size in lots, &gt;= 1
         * @return this
         */
        public Builder minSize(final long value) {
            minSize = value;
            return this;
        }

        /**
         * @param value largest order size in lots, &gt;= minSize
         * @return this
         */
        public Builder maxSize(final long value) {
            maxSize = value;
            return this;
        }

        /**
         * @param value largest price × size (or budget) in ticks × lots, &gt; 0
         * @return this
         */
        public Builder maxNotional(final long value) {
            maxNotional = value;
            return this;
        }

        /**
         * @param value largest price of an order in ticks, &gt;= 1, with {@code value × quoteScale <=}
         *              {@link PriceLimits#MAX_LOT_VALUE}; 0 for the default
         * @return this
         */
        public Builder maxPrice(final long value) {
            maxPrice = value;
            return this;
        }

        /**
         * @param value price band in basis points of the reference price, 0 ({@link PriceLimits#NO_PRICE_BAND}: off)
         *              to {@link PriceLimits#MAX_PRICE_BAND}
         * @return this
         */
        public Builder priceBand(final int value) {
            priceBand = value;
            return this;
        }

        /**
         * @param value the reference price before the first trade, ticks, 0 (none) to {@code maxPrice}
         * @return this
         */
        public Builder referencePrice(final long value) {
            referencePrice = value;
            return this;
        }

        /**
         * @param value OPEN or HALTED
         * @return this
         */
        public Builder status(final TradingStatus value) {
            status = value;
            return this;
        }

        /**
         * @param symbol      the underlying's symbol id, &gt;= 0, not this spec's, or {@link #NO_UNDERLYING}; MARGIN
         * @param unitsPerLot underlying base minor units per lot, &gt; 0 with an underlying, 0 without
         * @return this
         */
        public Builder underlying(final int symbol, final long unitsPerLot) {
            underlyingSymbol = symbol;
            contractSize = unitsPerLot;
            return this;
        }

        /**
         * Validates the fields and builds the spec.
         *
         * @return the spec
         * @throws IllegalArgumentException naming the first bad field ({@link #problem()})
         */
        public SymbolSpec build() {
            final String problem = problem();
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
            return new SymbolSpec(this, PriceLimits.effectiveMaxPrice(quoteScale, maxPrice, priceBand,
                    referencePrice));
        }

        /**
         * @return SUCCESS when {@link #build()} would succeed, else {@link ResultCode#INVALID_SYMBOL_SPEC} (named by
         *     {@link #problem()}): validation without building or throwing, for specs from outside the program
         */
        public int check() {
            return problem() == null ? ResultCode.SUCCESS : ResultCode.INVALID_SYMBOL_SPEC;
        }

        /** @return null when every field is valid, else the first bad one as {@code "field: rule (was value)"} */
        public String problem() {
            return SymbolSpecRules.problem(new SymbolSpec(this, maxPrice));
        }
    }
}
