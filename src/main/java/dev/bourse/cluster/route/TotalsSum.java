package dev.bourse.cluster.route;

import dev.bourse.api.TotalsReport;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Adds the totals of several clusters into one report. Each cluster's figures balance on their own (a transfer's
 * debit is one of the source's withdrawals, its credit one of the target's deposits), so their sums balance too;
 * what the sum cannot show is the money between two clusters, which the coordinator counts
 * ({@link TransferCoordinator#inFlight}). Open interest adds per symbol, though a symbol is in one cluster only.
 *
 * <p>Thread-safety: stateless. Cold path.
 */
final class TotalsSum {
    private static final int FIGURES = 9;

    private TotalsSum() {
    }

    /**
     * @param reports one report per cluster
     * @return their sum; its cash views agree when every cluster's do
     */
    static TotalsReport of(final List<TotalsReport> reports) {
        final Map<Integer, BigInteger[]> currencies = new TreeMap<>();
        final Map<Long, long[]> interest = new TreeMap<>();
        boolean agree = true;
        for (final TotalsReport r : reports) {
            for (final int currency : r.currencies()) {
                final BigInteger[] sum = currencies.computeIfAbsent(currency, c -> zeros());
                final BigInteger[] add = r.exact(currency);
                for (int i = 0; i < FIGURES; i++) {
                    sum[i] = sum[i].add(add[i]);
                }
            }
            for (final long symbol : r.symbols()) {
                final long[] lots = interest.computeIfAbsent(symbol, s -> new long[2]);
                lots[0] = Math.addExact(lots[0], r.openLong(symbol));
                lots[1] = Math.addExact(lots[1], r.openShort(symbol));
            }
            agree &= r.cashViewsAgree();
        }
        return new TotalsReport(currencies, interest, agree);
    }

    private static BigInteger[] zeros() {
        final BigInteger[] z = new BigInteger[FIGURES];
        for (int i = 0; i < FIGURES; i++) {
            z[i] = BigInteger.ZERO;
        }
        return z;
    }
}
