package dev.bourse.risk;

import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;

/**
 * Per-currency and per-symbol totals of one or more risk shards: {@link RiskShard#addTotals(RiskTotals)} adds a
 * shard's figures, so one instance passed to every shard sums the whole core.
 *
 * <p>Per currency (minor units): free balances, holds, fees collected, deposits, withdrawals and the margin cost
 * basis {@code C = Σ over positions settled in the currency of (+openPriceSum × quoteScale for a short,
 * -openPriceSum × quoteScale for a long)}. Summed over all shards, money is conserved exactly:
 * {@code balances + holds + fees + C == deposits - withdrawals} ({@link #gap(int)} is 0). Per margin symbol: the
 * open interest, long lots and short lots, equal when summed over all shards.
 *
 * <p>Thread-safety: none.
 */
public final class RiskTotals {
    private final IntLongHashMap balances = new IntLongHashMap();
    private final IntLongHashMap holds = new IntLongHashMap();
    private final IntLongHashMap fees = new IntLongHashMap();
    private final IntLongHashMap deposits = new IntLongHashMap();
    private final IntLongHashMap withdrawals = new IntLongHashMap();
    private final IntLongHashMap costBasis = new IntLongHashMap();
    private final IntLongHashMap openLong = new IntLongHashMap();
    private final IntLongHashMap openShort = new IntLongHashMap();

    /**
     * Forgets every figure.
     *
     * @return this
     */
    public RiskTotals clear() {
        balances.clear();
        holds.clear();
        fees.clear();
        deposits.clear();
        withdrawals.clear();
        costBasis.clear();
        openLong.clear();
        openShort.clear();
        return this;
    }

    /** @return every currency with a figure, ascending */
    public int[] currencies() {
        final IntHashSet all = new IntHashSet();
        all.addAll(balances.keySet());
        all.addAll(holds.keySet());
        all.addAll(fees.keySet());
        all.addAll(deposits.keySet());
        all.addAll(withdrawals.keySet());
        all.addAll(costBasis.keySet());
        return all.toSortedArray();
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
     */
    public long balances(final int currency) {
        return balances.get(currency);
    }

    /**
     * @param currency currency id
     * @return sum of holds for open spot orders, minor units
     */
    public long holds(final int currency) {
        return holds.get(currency);
    }

    /**
     * @param currency currency id
     * @return fees collected, minor units
     */
    public long fees(final int currency) {
        return fees.get(currency);
    }

    /**
     * @param currency currency id
     * @return deposits applied, minor units
     */
    public long deposits(final int currency) {
        return deposits.get(currency);
    }

    /**
     * @param currency currency id
     * @return withdrawals applied, minor units
     */
    public long withdrawals(final int currency) {
        return withdrawals.get(currency);
    }

    /**
     * @param currency currency id
     * @return the margin cost-basis term C, minor units
     */
    public long costBasis(final int currency) {
        return costBasis.get(currency);
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
     * @return {@code balances + holds + fees + C - (deposits - withdrawals)}: 0 when money is conserved
     */
    public long gap(final int currency) {
        return balances(currency) + holds(currency) + fees(currency) + costBasis(currency)
                - (deposits(currency) - withdrawals(currency));
    }

    /**
     * Meaningful once every shard has been added.
     *
     * @return whether every currency's gap is 0 and every symbol's long and short open interest are equal
     */
    public boolean isBalanced() {
        for (final int c : currencies()) {
            if (gap(c) != 0) {
                return false;
            }
        }
        for (final int s : symbols()) {
            if (openLong(s) != openShort(s)) {
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
        other.balances.forEachKeyValue(this::addBalance);
        other.holds.forEachKeyValue(this::addHold);
        other.fees.forEachKeyValue(this::addFee);
        other.deposits.forEachKeyValue(this::addDeposit);
        other.withdrawals.forEachKeyValue(this::addWithdrawal);
        other.costBasis.forEachKeyValue(this::addCostBasis);
        other.openLong.forEachKeyValue((s, v) -> openLong.addToValue(s, v));
        other.openShort.forEachKeyValue((s, v) -> openShort.addToValue(s, v));
        return this;
    }

    void addBalance(final int currency, final long amount) {
        add(balances, currency, amount);
    }

    void addHold(final int currency, final long amount) {
        add(holds, currency, amount);
    }

    void addFee(final int currency, final long amount) {
        add(fees, currency, amount);
    }

    void addDeposit(final int currency, final long amount) {
        add(deposits, currency, amount);
    }

    void addWithdrawal(final int currency, final long amount) {
        add(withdrawals, currency, amount);
    }

    void addCostBasis(final int currency, final long amount) {
        add(costBasis, currency, amount);
    }

    void addOpenInterest(final int symbolId, final long size) {
        if (size > 0) {
            openLong.addToValue(symbolId, size);
        } else if (size < 0) {
            openShort.addToValue(symbolId, -size);
        }
    }

    private static void add(final IntLongHashMap map, final int key, final long amount) {
        if (amount != 0) {
            map.addToValue(key, amount);
        }
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("RiskTotals{");
        for (final int c : currencies()) {
            sb.append(" currency ").append(c).append(": balances=").append(balances(c)).append(" holds=")
                    .append(holds(c)).append(" fees=").append(fees(c)).append(" C=").append(costBasis(c))
                    .append(" deposits=").append(deposits(c)).append(" withdrawals=").append(withdrawals(c))
                    .append(" gap=").append(gap(c)).append(';');
        }
        for (final int s : symbols()) {
            sb.append(" symbol ").append(s).append(": long=").append(openLong(s)).append(" short=")
                    .append(openShort(s)).append(';');
        }
        return sb.append(" }").toString();
    }
}
