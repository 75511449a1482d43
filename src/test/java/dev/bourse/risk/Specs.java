package dev.bourse.risk;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;

/** Symbol specs shared by the risk tests, including the two of the reference's worked examples. */
final class Specs {
    static final int XBT = 11;
    static final int LTC = 15;
    static final int ETH = 12;
    static final int JPY = 20;

    /** The reference's XBT/LTC pair (section 4.2): bsk 1 000 000, qsk 10 000, taker 1 900, maker 700. */
    static final SymbolSpec XBT_LTC = SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(XBT)
            .quoteCurrency(LTC).baseScale(1_000_000).quoteScale(10_000).takerFee(1_900).makerFee(700).build();

    /** The reference's ETH/XBT pair (cucumber numbers): bsk 100 000, qsk 10, no fees. */
    static final SymbolSpec ETH_XBT = SymbolSpec.builder().symbolId(2).type(SymbolType.SPOT).baseCurrency(ETH)
            .quoteCurrency(XBT).baseScale(100_000).quoteScale(10).build();

    /** The reference's USD/JPY futures (section 4.3): margins 5 000 / 6 000, taker 3, maker 2, qsk 10. */
    static final SymbolSpec USD_JPY = SymbolSpec.builder().symbolId(3).type(SymbolType.MARGIN).quoteCurrency(JPY)
            .quoteScale(10).takerFee(3).makerFee(2).marginBuy(5_000).marginSell(6_000).build();

    private Specs() {
    }
}
