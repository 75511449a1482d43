package dev.bourse.api;

import java.util.List;

/**
 * One user's state, answered in sequence through the pipeline: balances and holds per currency, margin positions,
 * and live orders (resting and pending stops) in every symbol, each with its book state and its risk record. Built in
 * O(that user's accounts, positions and orders + the open orders of the user's risk shard). Amounts in minor units of
 * their currency, prices in ticks, sizes in lots.
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
     * A live order, with what an execution report needs. Quantities: {@code filled} lots traded so far and
     * {@code remaining} unfilled; {@code size - filled - remaining} lots were removed without trading (reduce,
     * replace, self-trade decrement), negative when a replace raised the unfilled size above what was placed. The
     * order's current quantity in the FIX sense (OrderQty = CumQty + LeavesQty) is {@link #orderQty()}.
     *
     * <p>There is no separate client order id: {@code orderId} is the client's own, unique among its symbol's live
     * orders. A client command id is a per-user high-water mark, not kept per order.
     *
     * @param symbol       symbol id
     * @param orderId      order id
     * @param side         side
     * @param type         the type it was placed with, which is also its time in force (GTC, GTD, POST_ONLY,
     *                     or a stop type waiting or triggered; IOC, FOK, MARKET and budget types never stay live)
     * @param stpMode      its self-trade prevention mode
     * @param price        limit or protection price in ticks, or the budget (ticks × lots) of a budget type
     * @param size         lots it was placed with; never changed by an amendment
     * @param filled       lots traded so far, as maker or taker, &gt;= 0
     * @param remaining    unfilled lots, hidden included
     * @param visible      lots shown in L2 (0 for a pending stop)
     * @param displaySize  an iceberg's slice in lots, 0 for a plain order
     * @param triggerPrice a stop type's trigger in ticks (kept after it triggered), else 0
     * @param pendingStop  whether it waits for its trigger
     * @param expireAt     a GTD order's expiry in ns, else 0
     * @param reservePrice a spot limit or market bid's reserve: ticks its funds are held at (the reserve price given,
     *                     else its limit or protection price; a replace above it raises it), so a move may go up to
     *                     it; 0 for asks, budget bids and margin orders
     * @param heldCurrency the currency held for it: quote for a spot bid, base for a spot ask, 0 for margin
     * @param held         amount of {@code heldCurrency} still held for it, minor units (0 for margin)
     * @param createdAt    when it was accepted, ns (its command's timestamp)
     * @param timestamp    its time priority, ns (a move, a replace or an iceberg refresh renews it)
     */
    public record Order(long symbol, long orderId, Side side, OrderType type, StpMode stpMode, long price, long size,
            long filled, long remaining, long visible, long displaySize, long triggerPrice, boolean pendingStop,
            long expireAt, long reservePrice, int heldCurrency, long held, long createdAt, long timestamp) {

        /** @return the order's current quantity, {@code filled + remaining} lots (FIX OrderQty) */
        public long orderQty() {
            return filled + remaining;
        }
    }
}
