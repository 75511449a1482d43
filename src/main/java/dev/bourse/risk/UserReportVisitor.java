package dev.bourse.risk;

/**
 * Receives one user's risk state from {@link RiskShard#userReport(long, UserReportVisitor)}, as primitive arguments:
 * first {@link #onUser}, then each currency in ascending id, then each margin position in ascending symbol id, then
 * each open-order record of the user (in no particular order).
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

    /**
     * The risk record of one of the user's open orders (resting, or a pending stop).
     *
     * @param symbolId     symbol id
     * @param orderId      order id
     * @param currency     the currency held: quote for a spot bid, base for a spot ask, 0 for a margin order
     * @param held         amount of {@code currency} still held for the order, minor units, &gt;= 0 (0 for margin)
     * @param reservePrice a spot limit or market bid's reserve: the price in ticks its funds are held at (the reserve
     *                     price given, else its limit or protection price; raised by a replace above it); 0 for an
     *                     ask, a budget bid or a margin order
     */
    default void onOrder(final int symbolId, final long orderId, final int currency, final long held,
            final long reservePrice) {
        // a visitor after balances and positions only has nothing to do per order
    }
}
