package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;

/**
 * Visits live orders (resting and pending stops), for reports and mass operations.
 *
 * <p>Thread-safety: called on the book's owning thread only; must not modify the book.
 */
public interface OrderVisitor {

    /**
     * One live order.
     *
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param type         the type it was placed with (a triggered stop reports the type it was placed with)
     * @param price        limit, protection price or budget, ticks
     * @param remaining    unfilled lots, hidden size included
     * @param visible      lots shown in L2 (0 for a pending stop)
     * @param triggerPrice trigger for a pending stop, else 0
     * @param pendingStop  true while the order waits for its trigger
     * @param timestamp    the order's time priority (ns)
     */
    void visit(long orderId, long uid, Side side, OrderType type, long price, long remaining, long visible,
            long triggerPrice, boolean pendingStop, long timestamp);
}
