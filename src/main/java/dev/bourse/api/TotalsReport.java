package dev.bourse.api;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Totals over every user of the core, per currency (minor units, exact: sums over many accounts need not fit a
 * {@code long}) and per margin symbol (lots), answered in sequence through the pipeline.
 *
 * <p>Per currency, an account's <em>equity</em> is its balance + held amount + the unrealized profit of its margin
 * positions settled in the currency, at each symbol's last trade price. {@link #claims} sums the positive equities
 * (what users own), {@link #deficits} the negative ones, negated: what margin accounts lost beyond everything they
 * had, which was credited to their counterparties and cannot be collected. Money is conserved when, for every
 * currency,
 * <pre>
 *   claims + fees − deficits == deposits − withdrawals
 * </pre>
 * and open interest is balanced when every symbol's long lots equal its short lots. Together these give the
 * bookkeeping form {@code balances + holds + fees + costBasis == deposits − withdrawals}, where {@code costBasis}
 * sums, over margin positions settled in the currency, {@code +openPriceSum × quoteScale} for shorts and
 * {@code −} for longs (the unrealized profits at any common price cancel out across counterparties).
 *
 * <p>{@link #cash} ({@code deposits − withdrawals − fees}) is the money the core holds for its users; it covers the
 * claims exactly when there are no deficits ({@link #isSolvent}). The core never pays out more than its cash: a
 * withdrawal it does not cover is refused with {@link ResultCode#UNFUNDED_WITHDRAWAL}.
 *
 * <p>Thread-safety: immutable.
 */
public final class TotalsReport {
    private static final int FIGURES = 9;
    private static final BigInteger[] NONE = zeros();

    private final Map<Integer, BigInteger[]> currencies;
    private final Map<Long, long[]> openInterest;
    private final boolean cashViewsAgree;

    /**
     * @param currencies     per currency, nine exact figures in this order: balances, holds, fees, deposits,
     *                       withdrawals, costBasis, unrealized, claims, deficits (the arrays are copied)
     * @param openInterest   per margin symbol: {long lots, short lots}
     * @param cashViewsAgree whether every risk shard's own view of each currency's cash (which its deposit and
     *                       withdrawal checks read) equals {@link #cash}: false only after a bug
     * @throws IllegalArgumentException if an array of figures does not have nine non-null entries
     */
    public TotalsReport(final Map<Integer, BigInteger[]> currencies, final Map<Long, long[]> openInterest,
            final boolean cashViewsAgree) {
        final Map<Integer, BigInteger[]> copy = new TreeMap<>();
        for (final Map.Entry<Integer, BigInteger[]> e : currencies.entrySet()) {
            final BigInteger[] figures = e.getValue();
            if (figures.length != FIGURES || Arrays.asList(figures).contains(null)) {
                throw new IllegalArgumentException("currency " + e.getKey() + ": nine figures expected");
            }
            copy.put(e.getKey(), figures.clone());
        }
        this.currencies = Collections.unmodifiableMap(copy);
        this.openInterest = Collections.unmodifiableMap(new TreeMap<>(openInterest));
        this.cashViewsAgree = cashViewsAgree;
    }

    /** @return currency ids with any figure, ascending */
    public Iterable<Integer> currencies() {
        return currencies.keySet();
    }

    /** @return margin symbol ids with open interest, ascending */
    public Iterable<Long> symbols() {
        return openInterest.keySet();
    }

    private BigInteger figure(final int currency, final int i) {
        return currencies.getOrDefault(currency, NONE)[i];
    }

    /**
     * @param currency currency id
     * @return sum of free balances
     * @throws ArithmeticException if it does not fit a {@code long} ({@link #exact} gives every figure exactly)
     */
    public long balances(final int currency) {
        return figure(currency, 0).longValueExact();
    }

    /**
     * @param currency currency id
     * @return sum held for open orders
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long holds(final int currency) {
        return figure(currency, 1).longValueExact();
    }

    /**
     * @param currency currency id
     * @return fees collected
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long fees(final int currency) {
        return figure(currency, 2).longValueExact();
    }

    /**
     * @param currency currency id
     * @return deposits accepted
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long deposits(final int currency) {
        return figure(currency, 3).longValueExact();
    }

    /**
     * @param currency currency id
     * @return withdrawals accepted
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long withdrawals(final int currency) {
        return figure(currency, 4).longValueExact();
    }

    /**
     * @param currency currency id
     * @return the margin cost-basis term (see the class documentation)
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long costBasis(final int currency) {
        return figure(currency, 5).longValueExact();
    }

    /**
     * @param currency currency id
     * @return the unrealized profit of margin positions settled in the currency, at the last trade prices
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long unrealized(final int currency) {
        return figure(currency, 6).longValueExact();
    }

    /**
     * @param currency currency id
     * @return the sum of the accounts' positive equities
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long claims(final int currency) {
        return figure(currency, 7).longValueExact();
    }

    /**
     * @param currency currency id
     * @return what accounts lost beyond their equity (0 in a solvent currency)
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long deficits(final int currency) {
        return figure(currency, 8).longValueExact();
    }

    /**
     * @param currency currency id
     * @return {@code deposits − withdrawals − fees}, the money the core holds for its users, exact
     */
    public BigInteger cash(final int currency) {
        return figure(currency, 3).subtract(figure(currency, 4)).subtract(figure(currency, 2));
    }

    /**
     * Every figure of a currency exactly, in the constructor's order: balances, holds, fees, deposits, withdrawals,
     * costBasis, unrealized, claims, deficits.
     *
     * @param currency currency id
     * @return a copy of the nine figures (zeros for an unknown currency)
     */
    public BigInteger[] exact(final int currency) {
        return currencies.getOrDefault(currency, NONE).clone();
    }

    /**
     * @param currency currency id
     * @return {@code claims + fees − deficits − (deposits − withdrawals)}: 0 when money is conserved
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long gap(final int currency) {
        return exactGap(currency).longValueExact();
    }

    private BigInteger exactGap(final int currency) {
        return figure(currency, 7).subtract(figure(currency, 8)).subtract(cash(currency));
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

    /**
     * @return true when every risk shard had the right view of the cash (one of the checks of {@link #isBalanced()});
     *     carried as it is when the report is copied (over a cluster's egress)
     */
    public boolean cashViewsAgree() {
        return cashViewsAgree;
    }

    /**
     * @return true when every currency has a zero gap, every symbol balanced open interest and every risk shard the
     *     right view of the cash
     */
    public boolean isBalanced() {
        for (final int c : currencies.keySet()) {
            if (exactGap(c).signum() != 0) {
                return false;
            }
        }
        for (final Map.Entry<Long, long[]> e : openInterest.entrySet()) {
            if (e.getValue()[0] != e.getValue()[1]) {
                return false;
            }
        }
        return cashViewsAgree;
    }

    /** @return true when no currency has a deficit: the cash covers every claim */
    public boolean isSolvent() {
        for (final BigInteger[] figures : currencies.values()) {
            if (figures[8].signum() != 0) {
                return false;
            }
        }
        return true;
    }

    private static BigInteger[] zeros() {
        final BigInteger[] z = new BigInteger[FIGURES];
        Arrays.fill(z, BigInteger.ZERO);
        return z;
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("Totals{");
        for (final int c : currencies.keySet()) {
            sb.append("\n  currency ").append(c).append(": balances=").append(figure(c, 0)).append(" holds=")
                    .append(figure(c, 1)).append(" fees=").append(figure(c, 2)).append(" costBasis=")
                    .append(figure(c, 5)).append(" unrealized=").append(figure(c, 6)).append(" claims=")
                    .append(figure(c, 7)).append(" deficits=").append(figure(c, 8)).append(" deposits=")
                    .append(figure(c, 3)).append(" withdrawals=").append(figure(c, 4)).append(" gap=")
                    .append(exactGap(c));
        }
        for (final Map.Entry<Long, long[]> e : openInterest.entrySet()) {
            sb.append("\n  symbol ").append(e.getKey()).append(": long=").append(e.getValue()[0]).append(" short=")
                    .append(e.getValue()[1]);
        }
        return sb.append(cashViewsAgree ? "" : "\n  risk shards' views of the cash disagree").append("\n}")
                .toString();
    }
}
