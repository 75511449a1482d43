package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * Receives the complete state of one live order, every field a restored book needs to behave exactly as the
 * original: for snapshots ({@link RestorableOrderBook#exportOrders}). Units: prices in ticks (a budget in ticks ×
 * lots), sizes in lots, times in ns.
 *
 * <p>Thread-safety: called on the book's owning thread only; must not modify the book.
 */
@FunctionalInterface
public interface OrderStateVisitor {

    /**
     * One live order.
     *
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param type         the type it was placed with
     * @param stpMode      self-trade prevention mode
     * @param price        limit, protection price or budget
     * @param remaining    unfilled lots, hidden size included, &gt; 0
     * @param visible      lots shown now (0 for a pending stop)
     * @param display      iceberg slice size, 0 for a plain order
     * @param triggerPrice trigger of a stop type, else 0
     * @param expireAt     expiry of a GTD order (ns), else 0
     * @param sequence     acceptance sequence (rule 3), &gt; 0
     * @param timestamp    time priority, ns
     * @param pendingStop  true while the order waits for its trigger
     */
    void visit(long orderId, long uid, Side side, OrderType type, StpMode stpMode, long price, long remaining,
            long visible, long display, long triggerPrice, long expireAt, long sequence, long timestamp,
            boolean pendingStop);
}
