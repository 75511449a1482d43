package dev.bourse.testkit;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;

/**
 * One {@link dev.bourse.orderbook.OrderVisitor#visit} call as a value.
 *
 * @param orderId      order id
 * @param uid          owner
 * @param side         side
 * @param type         the type it was placed with
 * @param price        limit, protection price or budget, ticks
 * @param remaining    unfilled lots, hidden included
 * @param visible      lots shown in L2, 0 for a pending stop
 * @param triggerPrice trigger of a pending stop, else 0
 * @param pendingStop  whether it waits for its trigger
 * @param timestamp    time priority, ns
 */
public record OrderView(long orderId, long uid, Side side, OrderType type, long price, long remaining, long visible,
        long triggerPrice, boolean pendingStop, long timestamp) {
}
