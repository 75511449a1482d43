package dev.bourse.orderbook;

import dev.bourse.common.IdTable;

/**
 * The fast book's live orders by order id ({@link IdTable}: the table holds the orders themselves).
 *
 * <p>Thread-safety: none.
 */
final class OrderIndex extends IdTable<FastOrder> {
    /** @param expectedOrders live orders to hold without growing, 0 or more */
    OrderIndex(final int expectedOrders) {
        super(expectedOrders);
    }

    @Override
    protected long idOf(final FastOrder order) {
        return order.orderId;
    }
}
