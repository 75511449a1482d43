package dev.bourse.orderbook;

/**
 * Receives the complete state of one live order ({@link OrderState}): for snapshots
 * ({@link RestorableOrderBook#exportOrders}, {@link RestorableOrderBook#beginExport}) and one user's order views
 * ({@link RestorableOrderBook#forEachOrderState}).
 *
 * <p>Thread-safety: called on the book's owning thread only; must not modify the book, nor keep the state (a
 * flyweight the book refills for the next order) after returning.
 */
@FunctionalInterface
public interface OrderStateVisitor {

    /**
     * One live order.
     *
     * @param order its state, valid during the call only
     */
    void visit(OrderState order);
}
