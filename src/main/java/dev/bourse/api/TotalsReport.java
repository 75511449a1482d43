package dev.bourse.api;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Totals over every user of the core, per currency (minor units) and per margin symbol (lots), answered in sequence
 * through the pipeline. Money is conserved when, for every currency,
 * {@code balances + holds + fees + costBasis == deposits − withdrawals}, where {@code costBasis} sums, over margin
 * positions settled in that currency, {@code +openPriceSum × quoteScale} for shorts and {@code −} for longs (the
 * cash value of open positions at their own prices, which cancels out across counterparties); and open interest
 * is balanced when every symbol's long lots equal its short lots.
 *
 * <p>Thread-safety: immutable.
 */
public final class TotalsReport {
    private final Map<Integer, long[]> currencies;
    private final Map<Long, long[]> openInterest;

    /**
     * @param currencies   per currency: {balances, holds, fees, deposits, withdrawals, costBasis}
     * @param openInterest per margin symbol: {long lots, short lots}
     */
    public TotalsReport(final Map<Integer, long[]> currencies, final Map<Long, long[]> openInterest) {
        this.currencies = Collections.unmodifiableMap(new TreeMap<>(currencies));
        this.openInterest = Collections.unmodifiableMap(new TreeMap<>(openInterest));
    }

    /** @return currency ids with any figure, ascending */
    public Iterable<Integer> currencies() {
        return currencies.keySet();
    }

    /** @return margin symbol ids with open interest, ascending */
    public Iterable<Long> symbols() {
        return openInterest.keySet();
    }

    private long figure(final int currency, final int i) {
        final long[] f = currencies.get(currency);
        return f == null ? 0 : f[i];
    }

    /**
     * @param currency currency id
     * @return sum of free balances
     */
    public long balances(final int currency) {
        return figure(currency, 0);
    }

    /**
     * @param currency currency id
     * @return sum held for open orders
     */
    public long holds(final int currency) {
        return figure(currency, 1);
    }

    /**
     * @param currency currency id
     * @return fees collected
     */
    public long fees(final int currency) {
        return figure(currency, 2);
    }

    /**
     * @param currency currency id
     * @return deposits accepted
     */
    public long deposits(final int currency) {
        return figure(currency, 3);
    }

    /**
     * @param currency currency id
     * @return withdrawals accepted
     */
    public long withdrawals(final int currency) {
        return figure(currency, 4);
    }

    /**
     * @param currency currency id
     * @return the margin cost-basis term (see the class documentation)
     */
    public long costBasis(final int currency) {
        return figure(currency, 5);
    }

    /**
     * @param currency currency id
     * @return {@code balances + holds + fees + costBasis − (deposits − withdrawals)}: 0 when money is conserved
     */
    public long gap(final int currency) {
        return balances(currency) + holds(currency) + fees(currency) + costBasis(currency)
                - (deposits(currency) - withdrawals(currency));
    }

    /**
     * @param symbol margin symbol id
     * @return lots held long
     */
    public long openLong(final long symbol) {
        final long[] oi = openInterest.get(symbol);
        return oi == null ? 0 : oi[0];
    }

    /**
     * @param symbol margin symbol id
     * @return lots held short
     */
    public long openShort(final long symbol) {
        final long[] oi = openInterest.get(symbol);
        return oi == null ? 0 : oi[1];
    }

    /** @return true when every currency has a zero gap and every symbol balanced open interest */
    public boolean isBalanced() {
        for (final int c : currencies.keySet()) {
            if (gap(c) != 0) {
                return false;
            }
        }
        for (final Map.Entry<Long, long[]> e : openInterest.entrySet()) {
            if (e.getValue()[0] != e.getValue()[1]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("Totals{");
        for (final int c : currencies.keySet()) {
            sb.append("\n  currency ").append(c).append(": balances=").append(balances(c)).append(" holds=")
                    .append(holds(c)).append(" fees=").append(fees(c)).append(" costBasis=").append(costBasis(c))
                    .append(" deposits=").append(deposits(c)).append(" withdrawals=").append(withdrawals(c))
                    .append(" gap=").append(gap(c));
        }
        for (final Map.Entry<Long, long[]> e : openInterest.entrySet()) {
            sb.append("\n  symbol ").append(e.getKey()).append(": long=").append(e.getValue()[0]).append(" short=")
                    .append(e.getValue()[1]);
        }
        return sb.append("\n}").toString();
    }
}
