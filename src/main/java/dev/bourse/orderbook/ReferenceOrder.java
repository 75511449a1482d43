package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * One live order of the {@link ReferenceOrderBook}: a resting order, a pending stop, or an incoming taker during its
 * taker phase. Plain mutable fields, no behaviour; the book is the only writer.
 *
 * <p>Units: prices in ticks (a budget in ticks × lots), sizes in lots, times in ns.
 *
 * <p>Thread-safety: none; owned by its book's thread.
 */
final class ReferenceOrder {
    /** Client order id, unique among live orders. */
    final long id;
    /** Owner. */
    final long uid;
    /** Side. */
    final Side side;
    /** The type it was placed with; a triggered stop keeps its stop type. */
    final OrderType type;
    /** Lots shown per slice for an iceberg; 0 for a plain order (a display equal to the size is stored as 0). */
    final long display;
    /** Trigger price of a stop type, else 0. */
    final long trigger;
    /** Self-trade prevention mode when this order is the taker. */
    final StpMode stpMode;
    /** Expiry of a GTD order, else 0. */
    final long expireAt;
    /** Acceptance sequence (rule 3), never changes. */
    final long sequence;
    /** Lots it was placed with; never changes (an amendment changes {@link #remaining} only). */
    final long size;
    /** Acceptance timestamp, ns; unlike {@link #timestamp}, never changes. */
    final long createdAt;

    /** Limit, protection price or budget; changed by move and replace. */
    long price;
    /** Unfilled lots, hidden included; the size of a pending stop. */
    long remaining;
    /** Lots shown in L2 while resting; 0 for a pending stop and while taking. */
    long visible;
    /** Lots traded so far, as maker or taker; {@code size - filled - remaining} lots were reduced or decremented. */
    long filled;
    /** Time priority while resting; the acceptance timestamp of a pending stop. */
    long timestamp;
    /** True while the order waits for its trigger. */
    boolean pending;

    /**
     * Copies an accepted order.
     *
     * @param order    the validated order
     * @param sequence its acceptance sequence
     */
    ReferenceOrder(final NewOrder order, final long sequence) {
        this.id = order.orderId();
        this.uid = order.uid();
        this.side = order.side();
        this.type = order.type();
        this.display = order.displaySize() == order.size() ? 0 : order.displaySize();
        this.trigger = order.triggerPrice();
        this.stpMode = order.stpMode();
        this.expireAt = order.expireAt();
        this.sequence = sequence;
        this.price = order.price();
        this.remaining = order.size();
        this.timestamp = order.timestamp();
        this.size = order.size();
        this.createdAt = order.timestamp();
    }

    /**
     * Rebuilds an order from a snapshot; the caller sets price, remaining, filled, visible, timestamp and pending.
     *
     * @param s the exported state; its identity, terms and history are copied
     */
    ReferenceOrder(final OrderState s) {
        this.id = s.orderId();
        this.uid = s.uid();
        this.side = s.side();
        this.type = s.type();
        this.display = s.display();
        this.trigger = s.triggerPrice();
        this.stpMode = s.stpMode();
        this.expireAt = s.expireAt();
        this.sequence = s.sequence();
        this.size = s.size();
        this.createdAt = s.createdAt();
    }

    /**
     * The first slice an order shows when it rests or refreshes.
     *
     * @return {@code min(display, remaining)} for an iceberg, {@code remaining} for a plain order
     */
    long freshSlice() {
        return display == 0 ? remaining : Math.min(display, remaining);
    }

    @Override
    public String toString() {
        return "Order{id=" + id + ", uid=" + uid + ", " + side + ' ' + type + ", price=" + price
                + ", remaining=" + remaining + ", size=" + size + ", filled=" + filled + ", visible=" + visible
                + ", display=" + display
                + ", trigger=" + trigger + ", seq=" + sequence + ", ts=" + timestamp
                + (pending ? ", pending" : "") + '}';
    }
}
