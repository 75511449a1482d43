package dev.bourse.api;

import java.util.List;

/**
 * One user's state, answered in sequence through the pipeline: balances and holds per currency, margin positions,
 * and live orders (resting and pending stops) in every symbol. Built in O(that user's accounts, positions and
 * orders). Amounts in minor units of their currency, prices in ticks, sizes in lots.
 *
 * @param uid       the user
 * @param exists    false when the core does not know the uid (every list is then empty)
 * @param suspended whether the user is suspended
 * @param balances  currencies with a non-zero balance or hold, ascending currency id
 * @param positions margin positions that are open or have pending orders, ascending symbol id
 * @param orders    live orders, ascending symbol id, then acceptance order within a symbol
 */
public record UserReport(long uid, boolean exists, boolean suspended, List<Balance> balances,
        List<Position> positions, List<Order> orders) {

    /**
     * A currency account.
     *
     * @param currency currency id
     * @param balance  free balance (negative only in a margin settlement currency after losses)
     * @param held     held for open spot orders, &gt;= 0
     */
    public record Balance(int currency, long balance, long held) {
    }

    /**
     * A margin position.
     *
     * @param symbol       symbol id
     * @param size         signed lots, &gt; 0 long
     * @param openPriceSum sum of price × size of the open lots, ticks × lots
     * @param pendingBuy   unfilled lots of open bids
     * @param pendingSell  unfilled lots of open asks
     */
    public record Position(long symbol, long size, long openPriceSum, long pendingBuy, long pendingSell) {
    }

    /**
     * A live order.
     *
     * @param symbol       symbol id
     * @param orderId      order id
     * @param side         side
     * @param type         the type it was placed with
     * @param price        limit, protection price or budget
     * @param remaining    unfilled lots, hidden included
     * @param visible      lots shown in L2 (0 for a pending stop)
     * @param triggerPrice trigger of a pending stop, else 0
     * @param pendingStop  whether it waits for its trigger
     * @param timestamp    its time priority, ns
     */
    public record Order(long symbol, long orderId, Side side, OrderType type, long price, long remaining,
            long visible, long triggerPrice, boolean pendingStop, long timestamp) {
    }
}
