package dev.bourse.testkit;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;

/** Symbol specifications for tests. */
public final class TestSpecs {
    /** Base currency of {@link #spot(long)}. */
    public static final int BASE = 1;
    /** Quote currency of {@link #spot(long)} and {@link #margin(long)}. */
    public static final int QUOTE = 2;

    private TestSpecs() {
    }

    /**
     * @param symbol id
     * @return a spot symbol BASE/QUOTE with unit scales and no fees
     */
    public static SymbolSpec spot(final long symbol) {
        return SymbolSpec.builder().symbolId((int) symbol).type(SymbolType.SPOT).baseCurrency(BASE)
                .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).takerFee(0).makerFee(0)
                .status(TradingStatus.OPEN).build();
    }

    /**
     * @param symbol id
     * @return a margin symbol settled in QUOTE with unit scale, margins 10 per lot and no fees
     */
    public static SymbolSpec margin(final long symbol) {
        return SymbolSpec.builder().symbolId((int) symbol).type(SymbolType.MARGIN).quoteCurrency(QUOTE)
                .quoteScale(1).marginBuy(10).marginSell(10).takerFee(0).makerFee(0)
                .status(TradingStatus.OPEN).build();
    }
}
