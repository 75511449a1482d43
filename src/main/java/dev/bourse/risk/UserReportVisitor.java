package dev.bourse.risk;

/**
 * Receives one user's risk state from {@link RiskShard#userReport(long, UserReportVisitor)}, as primitive arguments:
 * first {@link #onUser}, then each currency in ascending id, then each margin position in ascending symbol id.
 * Implementations must not call back into the shard.
 *
 * <p>Thread-safety: called on the shard's thread, synchronously.
 */
public interface UserReportVisitor {

    /**
     * The user's status.
     *
     * @param uid       the user
     * @param suspended whether the user is suspended
     */
    void onUser(long uid, boolean suspended);

    /**
     * A currency with a non-zero free balance or hold.
     *
     * @param currency currency id
     * @param balance  free balance, minor units (negative only in a margin settlement currency after losses)
     * @param held     amount held for open spot orders, minor units, &gt;= 0
     */
    void onCurrency(int currency, long balance, long held);

    /**
     * A margin position, open or with pending orders.
     *
     * @param symbolId     symbol id
     * @param size         signed lots: &gt; 0 long, &lt; 0 short
     * @param openPriceSum sum of price × size of the open lots, ticks × lots
     * @param pendingBuy   unfilled lots of open bids
     * @param pendingSell  unfilled lots of open asks
     */
    void onPosition(int symbolId, long size, long openPriceSum, long pendingBuy, long pendingSell);
}
