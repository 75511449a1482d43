package dev.bourse.compat;

/**
 * A spot symbol both engines can list: ids, scales and per-lot fees, with the same meaning in both (exchange-core's
 * {@code CoreSymbolSpecification} of type CURRENCY_EXCHANGE_PAIR, Bourse's SPOT {@code SymbolSpec}).
 *
 * @param id            symbol id, &gt; 0
 * @param baseCurrency  currency bought by a bid
 * @param quoteCurrency currency prices are paid in
 * @param baseScale     base units per lot
 * @param quoteScale    quote units per tick per lot
 * @param takerFee      quote units per lot
 * @param makerFee      quote units per lot, &lt;= takerFee
 */
record CompatSymbol(int id, int baseCurrency, int quoteCurrency, long baseScale, long quoteScale, long takerFee,
        long makerFee) {

    /** @return the text form, {@code S id base quote baseScale quoteScale takerFee makerFee} */
    String toLine() {
        return "S " + id + ' ' + baseCurrency + ' ' + quoteCurrency + ' ' + baseScale + ' ' + quoteScale + ' '
                + takerFee + ' ' + makerFee;
    }

    /**
     * @param f the fields of {@link #toLine()}
     * @return the symbol
     */
    static CompatSymbol parse(final String[] f) {
        return new CompatSymbol(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                Long.parseLong(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7]));
    }
}
