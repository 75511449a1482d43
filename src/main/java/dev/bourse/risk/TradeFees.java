package dev.bourse.risk;

import dev.bourse.api.SymbolSpec;

/**
 * What a trade charges its maker and its taker: the symbol's fee per lot times the lots traded, in quote currency
 * units. The one place the formula lives: settlement books it, and the trade events report it.
 *
 * <p>Thread-safety: stateless.
 */
public final class TradeFees {
    private TradeFees() {
    }

    /**
     * @param spec the traded symbol
     * @param size lots traded, &gt; 0
     * @return the maker's fee, quote currency units
     */
    public static long maker(final SymbolSpec spec, final long size) {
        return spec.makerFee() * size;
    }

    /**
     * @param spec the traded symbol
     * @param size lots traded, &gt; 0
     * @return the taker's fee, quote currency units
     */
    public static long taker(final SymbolSpec spec, final long size) {
        return spec.takerFee() * size;
    }
}
