package dev.bourse.api;

/**
 * The field rules of a {@link SymbolSpec} (listed in its class documentation), applied to a candidate built without
 * validation: {@link SymbolSpec.Builder#problem()} and so {@code check()} and {@code build()}.
 *
 * <p>Thread-safety: stateless.
 */
final class SymbolSpecRules {
    private SymbolSpecRules() {
    }

    /**
     * @param c the candidate, its fields as the builder holds them (type and status may be null)
     * @return null when every field is valid, else the first bad one as {@code "field: rule (was value)"}
     */
    static String problem(final SymbolSpec c) {
        if (c.type() == null || c.status() == null) {
            final String id = rule(c.symbolId() >= 0, "symbolId", "must be >= 0", c.symbolId());
            return id != null ? id : c.type() == null ? "type: must be set" : "status: must be set";
        }
        final boolean spot = c.type() == SymbolType.SPOT;
        final String[] rules = {
            rule(c.symbolId() >= 0, "symbolId", "must be >= 0", c.symbolId()),
            rule(c.quoteCurrency() >= 0, "quoteCurrency", "must be >= 0", c.quoteCurrency()),
            spot ? rule(c.baseCurrency() >= 0, "baseCurrency", "must be >= 0 for SPOT", c.baseCurrency())
                    : rule(c.baseCurrency() == SymbolSpec.NO_CURRENCY, "baseCurrency", "is for SPOT only",
                            c.baseCurrency()),
            spot ? rule(c.baseCurrency() != c.quoteCurrency(), "baseCurrency", "must differ from quoteCurrency",
                    c.baseCurrency()) : null,
            spot ? rule(c.baseScale() > 0, "baseScale", "must be > 0 for SPOT", c.baseScale())
                    : rule(c.baseScale() == 0, "baseScale", "is for SPOT only", c.baseScale()),
            spot ? rule(c.marginBuy() == 0, "marginBuy", "is for MARGIN only", c.marginBuy())
                    : rule(c.marginBuy() > 0, "marginBuy", "must be > 0 for MARGIN", c.marginBuy()),
            spot ? rule(c.marginSell() == 0, "marginSell", "is for MARGIN only", c.marginSell())
                    : rule(c.marginSell() > 0, "marginSell", "must be > 0 for MARGIN", c.marginSell()),
            rule(c.quoteScale() > 0, "quoteScale", "must be > 0", c.quoteScale()),
            rule(c.makerFee() >= 0, "makerFee", "must be >= 0", c.makerFee()),
            rule(c.takerFee() >= c.makerFee(), "takerFee", "must be >= makerFee", c.takerFee()),
            rule(c.minSize() >= 1, "minSize", "must be >= 1", c.minSize()),
            rule(c.maxSize() >= c.minSize(), "maxSize", "must be >= minSize", c.maxSize()),
            rule(c.maxNotional() > 0, "maxNotional", "must be > 0", c.maxNotional()),
            underlying(c, spot)};
        for (final String broken : rules) {
            if (broken != null) {
                return broken;
            }
        }
        return null;
    }

    /** A futures contract's underlying: none for SPOT; for MARGIN none, or another symbol with a contract size. */
    private static String underlying(final SymbolSpec c, final boolean spot) {
        final int u = c.underlyingSymbol();
        if (spot) {
            final String symbol = rule(u == SymbolSpec.NO_UNDERLYING, "underlyingSymbol", "is for MARGIN only", u);
            return symbol != null ? symbol
                    : rule(c.contractSize() == 0, "contractSize", "is for MARGIN only", c.contractSize());
        }
        if (u == SymbolSpec.NO_UNDERLYING) {
            return rule(c.contractSize() == 0, "contractSize", "must be 0 without an underlying", c.contractSize());
        }
        final String symbol = u < 0 ? rule(false, "underlyingSymbol", "must be >= 0 or NO_UNDERLYING", u)
                : rule(u != c.symbolId(), "underlyingSymbol", "must differ from symbolId", u);
        return symbol != null ? symbol
                : rule(c.contractSize() > 0, "contractSize", "must be > 0 with an underlying", c.contractSize());
    }

    private static String rule(final boolean ok, final String field, final String rule, final long value) {
        return ok ? null : field + ": " + rule + " (was " + value + ")";
    }
}
