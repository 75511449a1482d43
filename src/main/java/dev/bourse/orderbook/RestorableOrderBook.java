package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * An order book whose whole logical state can be exported and rebuilt, for snapshots. A book restored from the
 * export of another (of either implementation) has the same {@link #stateHash()} and answers every later command
 * with the same events.
 *
 * <p>Restoring: on an empty book, call {@link #restoreOrder} once per order in the order {@link #exportOrders}
 * visited them, then {@link #completeRestore} once. No event is emitted. Between the two the book must not be used.
 *
 * <p>Thread-safety: none; the book's owning thread (or any thread while the book is not in use).
 */
public interface RestorableOrderBook extends OrderBook {

    /** @return the last acceptance sequence given out, 0 before the first accepted place */
    long acceptanceCounter();

    /**
     * Visits every live order with its full state: bids best to worst, each level in time priority, then asks
     * likewise, then pending stops in ascending acceptance sequence. O(orders); allocates nothing per order.
     *
     * @param visitor called once per order
     */
    void exportOrders(OrderStateVisitor visitor);

    /**
     * Re-inserts one exported order at the tail of its level (or trigger bucket). Arguments as in
     * {@link OrderStateVisitor#visit}.
     *
     * @param orderId      order id, not live in this book
     * @param uid          owner
     * @param side         side
     * @param type         type it was placed with
     * @param stpMode      self-trade prevention mode
     * @param price        ticks or budget
     * @param remaining    lots, &gt; 0
     * @param visible      lots shown, 0 for a pending stop
     * @param display      iceberg slice, 0 for a plain order
     * @param triggerPrice trigger, 0 unless a stop type
     * @param expireAt     ns, 0 unless GTD
     * @param sequence     acceptance sequence
     * @param timestamp    time priority, ns
     * @param pendingStop  whether it waits for its trigger
     * @throws IllegalArgumentException if the id is already live
     */
    void restoreOrder(long orderId, long uid, Side side, OrderType type, StpMode stpMode, long price, long remaining,
            long visible, long display, long triggerPrice, long expireAt, long sequence, long timestamp,
            boolean pendingStop);

    /**
     * Ends a restore: sets the book-wide values and builds the per-user listings (by acceptance sequence).
     *
     * @param lastTradePrice     ticks, 0 before the first trade
     * @param acceptanceCounter  the last acceptance sequence given out
     */
    void completeRestore(long lastTradePrice, long acceptanceCounter);
}
