package dev.bourse.risk;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;

/**
 * Per-currency and per-symbol totals of one or more risk shards: {@link RiskShard#addTotals(RiskTotals)} adds a
 * shard's figures, so one instance passed to every shard sums the whole core. Every sum is exact (128-bit), however
 * many accounts it adds up.
 *
 * <p>Per currency (minor units):
 * <ul>
 *   <li>{@code balances}, {@code holds}: free and held amounts of every account;</li>
 *   <li>{@code fees}, {@code deposits}, {@code withdrawals}: the shards' ledgers;</li>
 *   <li>{@code costBasis} {@code C}: over margin positions settled in the currency, {@code +openPriceSum ×
 *       quoteScale} per short, {@code −} per long;</li>
 *   <li>{@code unrealized} {@code U}: the profit of those positions at each symbol's last trade price;</li>
 *   <li>per account, its <em>equity</em> {@code e = balance + held + its positions' unrealized profit}: {@code claims}
 *       sums the positive equities (what users could ask for), {@code deficits} the negative ones, negated (what
 *       accounts lost beyond everything they had: it was credited to others and cannot be collected).</li>
 * </ul>
 * Money is conserved exactly when, per currency,
 * <pre>
 *   claims + fees − deficits == deposits − withdrawals          ({@link #gap(int)} is 0)
 * </pre>
 * and, per margin symbol, long and short open interest are equal. Since {@code claims − deficits = balances + holds
 * + U}, and {@code U == C} when open interest balances (the marks cancel out across counterparties), this is also
 * {@code balances + holds + fees + C == deposits − withdrawals}, the bookkeeping form, which does not depend on any
 * price. The right-hand side {@code deposits − withdrawals − fees} is the {@code cash} the core holds; when
 * {@code deficits > 0}, the claims exceed the cash by exactly the deficits: the money credited to winners that the
 * losers could not pay. The core refuses a withdrawal the cash does not cover (UNFUNDED_WITHDRAWAL), so it never
 * pays out money nobody paid in. Each shard also reports its own view of the cash (see {@link RiskShard}); all views
 * must equal the sum.
 *
 * <p>Thread-safety: none.
 */
public final class RiskTotals {
    private final WideSums balances = new WideSums();
    private final WideSums holds = new WideSums();
    private final WideSums fees = new WideSums();
    private final WideSums deposits = new WideSums();
    private final WideSums withdrawals = new WideSums();
    private final WideSums costBasis = new WideSums();
    private final WideSums unrealized = new WideSums();
    private final WideSums claims = new WideSums();
    private final WideSums deficits = new WideSums();
    private final IntLongHashMap openLong = new IntLongHashMap();
    private final IntLongHashMap openShort = new IntLongHashMap();
    /** Every shard's view of the core's cash, per currency: {currency, high, low} each. */
    private final List<long[]> cashViews = new ArrayList<>();
    private int shards;

    /**
     * Forgets every figure.
     *
     * @return this
     */
    public RiskTotals clear() {
        for (final WideSums w : all()) {
            w.clear();
        }
        openLong.clear();
        openShort.clear();
        cashViews.clear();
        shards = 0;
        return this;
    }

    /** @return every currency with a figure, ascending */
    public int[] currencies() {
        final IntHashSet keys = new IntHashSet();
        for (final WideSums w : all()) {
            keys.addAll(w.keys());
        }
        for (final long[] view : cashViews) {
            keys.add((int) view[0]);
        }
        return keys.toSortedArray();
    }

    /** @return every margin symbol with open interest, ascending */
    public int[] symbols() {
        final IntHashSet all = new IntHashSet();
        all.addAll(openLong.keySet());
        all.addAll(openShort.keySet());
        return all.toSortedArray();
    }

    /**
     * @param currency currency id
     * @return sum of free balances, minor units
     * @throws ArithmeticException if it does not fit a {@code long} (see {@link #exactBalances})
     */
    public long balances(final int currency) {
        return exactBalances(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return sum of free balances, minor units, exact
     */
    public BigInteger exactBalances(final int currency) {
        return balances.value(currency);
    }

    /**
     * @param currency currency id
     * @return sum of holds for open spot orders, minor units
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long holds(final int currency) {
        return holds.value(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return fees collected, minor units
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long fees(final int currency) {
        return fees.value(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return deposits applied, minor units
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long deposits(final int currency) {
        return deposits.value(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return withdrawals applied, minor units
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long withdrawals(final int currency) {
        return withdrawals.value(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return the margin cost-basis term C, minor units
     * @throws ArithmeticException if it does not fit a {@code long}
     */
    public long costBasis(final int currency) {
        return costBasis.value(currency).longValueExact();
    }

    /**
     * @param currency currency id
     * @return every exact figure in the order of the {@code dev.bourse.api.TotalsReport} constructor: balances,
     *     holds, fees, deposits, withdrawals, cost basis, unrealized profit, claims, deficits
     */
    public BigInteger[] figures(final int currency) {
        final WideSums[] all = all();
        final BigInteger[] out = new BigInteger[all.length];
        for (int i = 0; i < all.length; i++) {
            out[i] = all[i].value(currency);
        }
        return out;
    }

    /**
     * @param currency currency id
     * @return the positive equities of the accounts, minor units, exact
     */
    public BigInteger claims(final int currency) {
        return claims.value(currency);
    }

    /**
     * @param currency currency id
     * @return what accounts lost beyond their balance and holds, minor units, exact (0 in a solvent currency)
     */
    public BigInteger deficits(final int currency) {
        return deficits.value(currency);
    }

    /**
     * @param currency currency id
     * @return the unrealized profit of margin positions at the last trade prices, minor units, exact
     */
    public BigInteger unrealized(final int currency) {
        return unrealized.value(currency);
    }

    /**
     * @param currency currency id
     * @return deposits − withdrawals − fees: the money the core holds for its users, exact
     */
    public BigInteger cash(final int currency) {
        return deposits.value(currency).subtract(withdrawals.value(currency)).subtract(fees.value(currency));
    }

    /**
     * @param symbolId margin symbol id
     * @return lots held long
     */
    public long openLong(final int symbolId) {
        return openLong.get(symbolId);
    }

    /**
     * @param symbolId margin symbol id
     * @return lots held short (positive)
     */
    public long openShort(final int symbolId) {
        return openShort.get(symbolId);
    }

    /**
     * @param currency currency id
     * @return {@code claims + fees − deficits − (deposits − withdrawals)}: 0 when money is conserved
     * @throws ArithmeticException if it does not fit a {@code long} (it is 0 unless something is badly wrong)
     */
    public long gap(final int currency) {
        return claims.value(currency).subtract(deficits.value(currency)).subtract(cash(currency)).longValueExact();
    }

    /**
     * Meaningful once every shard has been added.
     *
     * @return whether every shard's view of the cash equals the cash, in every currency (a currency a shard never
     *     saw counts as a view of 0)
     */
    public boolean cashViewsAgree() {
        final IntLongHashMap views = new IntLongHashMap();
        for (final long[] view : cashViews) {
            if (!WideSums.toBig(view[1], view[2]).equals(cash((int) view[0]))) {
                return false;
            }
            views.addToValue((int) view[0], 1);
        }
        for (final int c : currencies()) {
            if (views.get(c) != shards && cash(c).signum() != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Meaningful once every shard has been added.
     *
     * @return whether every currency's gap is 0, every symbol's long and short open interest are equal and every
     *     shard's view of the cash is right
     */
    public boolean isBalanced() {
        for (final int c : currencies()) {
            if (claims.value(c).subtract(deficits.value(c)).compareTo(cash(c)) != 0) {
                return false;
            }
        }
        for (final int s : symbols()) {
            if (openLong(s) != openShort(s)) {
                return false;
            }
        }
        return cashViewsAgree();
    }

    /** @return whether no currency has a deficit */
    public boolean isSolvent() {
        for (final int c : currencies()) {
            if (deficits.value(c).signum() != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Adds every figure of another totals object (for example one shard's) to this one.
     *
     * @param other the figures to add; unchanged
     * @return this
     */
    public RiskTotals addAll(final RiskTotals other) {
        final WideSums[] mine = all();
        final WideSums[] theirs = other.all();
        for (int i = 0; i < mine.length; i++) {
            mine[i].addAll(theirs[i]);
        }
        other.openLong.forEachKeyValue((s, v) -> openLong.addToValue(s, v));
        other.openShort.forEachKeyValue((s, v) -> openShort.addToValue(s, v));
        cashViews.addAll(other.cashViews);
        shards += other.shards;
        return this;
    }

    void addBalance(final int currency, final long amount) {
        balances.add(currency, amount);
    }

    void addHold(final int currency, final long amount) {
        holds.add(currency, amount);
    }

    void addFees(final WideSums amounts) {
        fees.addAll(amounts);
    }

    void addDeposits(final WideSums amounts) {
        deposits.addAll(amounts);
    }

    void addWithdrawals(final WideSums amounts) {
        withdrawals.addAll(amounts);
    }

    /** Adds {@code -sign(size) × openPriceSum × quoteScale}. */
    void addCostBasis(final int currency, final long size, final long openPriceSum, final long quoteScale) {
        costBasis.addProduct(currency, size > 0 ? -openPriceSum : openPriceSum, quoteScale);
    }

    void addUnrealized(final int currency, final BigInteger amount) {
        unrealized.add(currency, amount);
    }

    /** Counts one account's equity in a currency as a claim or, when negative, as a deficit. */
    void addEquity(final int currency, final BigInteger equity) {
        if (equity.signum() >= 0) {
            claims.add(currency, equity);
        } else {
            deficits.add(currency, equity.negate());
        }
    }

    /** As {@link #addEquity(int, BigInteger)} for {@code balance + held}, without allocating when it fits. */
    void addEquity(final int currency, final long balance, final long held) {
        if (Arith.addFits(balance, held)) {
            final long equity = balance + held;
            if (equity >= 0) {
                claims.add(currency, equity);
            } else {
                deficits.subtract(currency, equity);
            }
        } else {
            claims.add(currency, balance);
            claims.add(currency, held);
        }
    }

    /** Records one shard's views of the core's cash (call once per shard). */
    void addCashViews(final WideSums views) {
        views.forEach((c, high, low) -> cashViews.add(new long[] {c, high, low}));
        shards++;
    }

    void addOpenInterest(final int symbolId, final long size) {
        if (size > 0) {
            openLong.addToValue(symbolId, size);
        } else if (size < 0) {
            openShort.addToValue(symbolId, -size);
        }
    }

    private WideSums[] all() {
        return new WideSums[] {balances, holds, fees, deposits, withdrawals, costBasis, unrealized, claims, deficits};
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("RiskTotals{");
        for (final int c : currencies()) {
            sb.append(" currency ").append(c).append(": balances=").append(balances.value(c)).append(" holds=")
                    .append(holds.value(c)).append(" fees=").append(fees.value(c)).append(" C=")
                    .append(costBasis.value(c)).append(" U=").append(unrealized.value(c)).append(" claims=")
                    .append(claims.value(c)).append(" deficits=").append(deficits.value(c)).append(" deposits=")
                    .append(deposits.value(c)).append(" withdrawals=").append(withdrawals.value(c)).append(" gap=")
                    .append(claims.value(c).subtract(deficits.value(c)).subtract(cash(c))).append(';');
        }
        for (final int s : symbols()) {
            sb.append(" symbol ").append(s).append(": long=").append(openLong(s)).append(" short=")
                    .append(openShort(s)).append(';');
        }
        return sb.append(cashViewsAgree() ? "" : " cash views disagree;").append(" }").toString();
    }
}
