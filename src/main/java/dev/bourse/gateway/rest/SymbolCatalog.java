package dev.bourse.gateway.rest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The symbols and currencies the gateway knows, with their decimal scales. The core has no symbol query, so the
 * gateway learns symbols from its own admin calls and from what the node lists at start.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class SymbolCatalog {
    private final Map<Integer, Listing> symbols = new ConcurrentSkipListMap<>();
    private final Map<Integer, Integer> currencyDecimals = new ConcurrentHashMap<>();

    /**
     * @param listing a symbol the core has
     */
    public void put(final Listing listing) {
        symbols.put(listing.spec().symbolId(), listing);
    }

    /**
     * @param currency currency id
     * @param decimals decimals of its amounts, 0 to {@link Decimals#MAX_DECIMALS}
     */
    public void currency(final int currency, final int decimals) {
        if (decimals < 0 || decimals > Decimals.MAX_DECIMALS) {
            throw new IllegalArgumentException("decimals: 0 to " + Decimals.MAX_DECIMALS);
        }
        currencyDecimals.put(currency, decimals);
    }

    /**
     * @param currency currency id
     * @return decimals of its amounts (0, minor units, for a currency never described)
     */
    public int currencyDecimals(final int currency) {
        return currencyDecimals.getOrDefault(currency, 0);
    }

    /**
     * @param symbolId symbol id
     * @return its listing
     * @throws ApiProblem 404 UNKNOWN_SYMBOL
     */
    public Listing get(final long symbolId) {
        final Listing l = find(symbolId);
        if (l == null) {
            throw new ApiProblem(404, "UNKNOWN_SYMBOL", "symbol " + symbolId + " is not listed");
        }
        return l;
    }

    /**
     * @param symbolId symbol id
     * @return its listing, or null when not listed
     */
    public Listing find(final long symbolId) {
        return symbolId < 0 || symbolId > Integer.MAX_VALUE ? null : symbols.get((int) symbolId);
    }

    /** @return every listing, ascending symbol id */
    public List<Listing> all() {
        return new ArrayList<>(symbols.values());
    }
}
