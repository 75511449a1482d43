package dev.bourse.testkit;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.orderbook.NewOrder;

/**
 * Short ways to write orders in tests. Each call returns a fresh {@link NewOrder} whose optional fields can be
 * chained: {@code order(1, ALICE, BID, GTC, 100, 10, 1).displaySize(3)}.
 */
public final class Orders {
    private Orders() {
    }

    /**
     * @param orderId   order id
     * @param uid       owner
     * @param side      side
     * @param type      type
     * @param price     ticks, protection price or budget
     * @param size      lots
     * @param timestamp ns
     * @return a new order with the optional fields at their defaults
     */
    public static NewOrder order(final long orderId, final long uid, final Side side, final OrderType type,
            final long price, final long size, final long timestamp) {
        return new NewOrder().set(orderId, uid, side, type, price, size, timestamp);
    }

    /**
     * @return a GTC limit order
     */
    public static NewOrder gtc(final long orderId, final long uid, final Side side, final long price, final long size,
            final long timestamp) {
        return order(orderId, uid, side, OrderType.GTC, price, size, timestamp);
    }

    /**
     * @return a GTC iceberg showing {@code display} lots at a time
     */
    public static NewOrder iceberg(final long orderId, final long uid, final Side side, final long price,
            final long size, final long display, final long timestamp) {
        return gtc(orderId, uid, side, price, size, timestamp).displaySize(display);
    }

    /**
     * @return a stop or take-profit order of {@code type} with its trigger
     */
    public static NewOrder stop(final long orderId, final long uid, final Side side, final OrderType type,
            final long price, final long size, final long trigger, final long timestamp) {
        return order(orderId, uid, side, type, price, size, timestamp).triggerPrice(trigger);
    }
}
