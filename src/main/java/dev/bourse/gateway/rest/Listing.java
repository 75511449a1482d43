package dev.bourse.gateway.rest;

import dev.bourse.api.SymbolSpec;

/**
 * A symbol as the gateway shows it: the core's spec and the decimal scales of its prices and sizes (a price string
 * with {@code priceDecimals} decimals is that many ticks × 10^priceDecimals; likewise sizes and lots).
 *
 * @param spec          the core's spec
 * @param priceDecimals decimals of a price, 0 to {@link Decimals#MAX_DECIMALS}
 * @param sizeDecimals  decimals of a size, 0 to {@link Decimals#MAX_DECIMALS}
 */
public record Listing(SymbolSpec spec, int priceDecimals, int sizeDecimals) {
    /**
     * @throws IllegalArgumentException on a scale out of range
     */
    public Listing {
        if (spec == null || priceDecimals < 0 || priceDecimals > Decimals.MAX_DECIMALS || sizeDecimals < 0
                || sizeDecimals > Decimals.MAX_DECIMALS) {
            throw new IllegalArgumentException("a spec and decimals 0 to " + Decimals.MAX_DECIMALS + " are needed");
        }
    }
}
