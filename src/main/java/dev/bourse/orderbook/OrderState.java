package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * The complete state of one live order, as a reusable flyweight: every field a restored book needs to behave exactly
 * as the original, and the order's history (the size it was placed with, the lots it traded, when it was accepted).
 * A book fills one instance and hands it to an {@link OrderStateVisitor}, order after order, so exports allocate
 * nothing per order; a loader fills one with the setters and hands it to {@link RestorableOrderBook#restoreOrder}.
 *
 * <p>Units: prices in ticks (a budget in ticks × lots), sizes in lots, times in ns. Between the fields:
 * {@code size - filled - remaining} lots were removed without trading (reduce, replace, self-trade decrement); it is
 * negative when a replace raised the unfilled size above what was placed.
 *
 * <p>Thread-safety: none; a visitor must not keep the instance after {@code visit} returns.
 */
public final class OrderState {
    private long orderId;
    private long uid;
    private Side side;
    private OrderType type;
    private StpMode stpMode;
    private long price;
    private long remaining;
    private long visible;
    private long display;
    private long triggerPrice;
    private long expireAt;
    private long sequence;
    private long timestamp;
    private boolean pendingStop;
    private long size;
    private long filled;
    private long createdAt;

    /** Copies a fast book's order; the pending flag decides the trigger as the order stores it. */
    OrderState from(final FastOrder o) {
        orderId = o.orderId;
        uid = o.uid;
        side = o.side;
        type = o.type;
        stpMode = o.stpMode;
        price = o.price;
        remaining = o.remaining;
        visible = o.visible;
        display = o.display;
        triggerPrice = o.triggerPrice;
        expireAt = o.expireAt;
        sequence = o.seq;
        timestamp = o.timestamp;
        pendingStop = o.pendingStop;
        size = o.size;
        filled = o.filled;
        createdAt = o.createdAt;
        return this;
    }

    /** Copies a reference book's order. */
    OrderState from(final ReferenceOrder o) {
        orderId = o.id;
        uid = o.uid;
        side = o.side;
        type = o.type;
        stpMode = o.stpMode;
        price = o.price;
        remaining = o.remaining;
        visible = o.visible;
        display = o.display;
        triggerPrice = o.trigger;
        expireAt = o.expireAt;
        sequence = o.sequence;
        timestamp = o.timestamp;
        pendingStop = o.pending;
        size = o.size;
        filled = o.filled;
        createdAt = o.createdAt;
        return this;
    }

    /** @return order id, the client's own, unique among the book's live orders */
    public long orderId() {
        return orderId;
    }

    /** @return owner */
    public long uid() {
        return uid;
    }

    /** @return side */
    public Side side() {
        return side;
    }

    /** @return the type it was placed with (a triggered stop keeps its stop type) */
    public OrderType type() {
        return type;
    }

    /** @return self-trade prevention mode */
    public StpMode stpMode() {
        return stpMode;
    }

    /** @return limit or protection price in ticks, or the budget (ticks × lots) of a budget type */
    public long price() {
        return price;
    }

    /** @return unfilled lots, hidden size included, &gt; 0 */
    public long remaining() {
        return remaining;
    }

    /** @return lots shown in L2 now, 0 for a pending stop */
    public long visible() {
        return visible;
    }

    /** @return iceberg slice size in lots, 0 for a plain order */
    public long display() {
        return display;
    }

    /** @return trigger of a stop type in ticks, else 0 */
    public long triggerPrice() {
        return triggerPrice;
    }

    /** @return expiry of a GTD order in ns, else 0 */
    public long expireAt() {
        return expireAt;
    }

    /** @return acceptance sequence within the book (rule 3), &gt; 0 */
    public long sequence() {
        return sequence;
    }

    /** @return time priority in ns (changed by a move, a replace or an iceberg refresh) */
    public long timestamp() {
        return timestamp;
    }

    /** @return whether the order waits for its trigger */
    public boolean pendingStop() {
        return pendingStop;
    }

    /** @return lots it was placed with; never changed by an amendment */
    public long size() {
        return size;
    }

    /** @return lots traded so far, as maker or taker, &gt;= 0 */
    public long filled() {
        return filled;
    }

    /** @return acceptance timestamp in ns; unlike {@link #timestamp()}, never changes */
    public long createdAt() {
        return createdAt;
    }

    /**
     * Sets the fields that identify the order and never change.
     *
     * @param id        order id
     * @param owner     owner
     * @param s         side
     * @param t         the type it was placed with
     * @param stp       self-trade prevention mode
     * @param seq       acceptance sequence
     * @return this
     */
    public OrderState identity(final long id, final long owner, final Side s, final OrderType t, final StpMode stp,
            final long seq) {
        orderId = id;
        uid = owner;
        side = s;
        type = t;
        stpMode = stp;
        sequence = seq;
        return this;
    }

    /**
     * Sets the order's terms.
     *
     * @param limit   limit, protection price or budget
     * @param slice   iceberg slice, 0 for a plain order
     * @param trigger trigger, 0 unless a stop type
     * @param expiry  ns, 0 unless GTD
     * @return this
     */
    public OrderState terms(final long limit, final long slice, final long trigger, final long expiry) {
        price = limit;
        display = slice;
        triggerPrice = trigger;
        expireAt = expiry;
        return this;
    }

    /**
     * Sets where the order stands now.
     *
     * @param unfilled unfilled lots, &gt; 0
     * @param shown    lots shown, 0 for a pending stop
     * @param priority time priority, ns
     * @param pending  whether it waits for its trigger
     * @return this
     */
    public OrderState standing(final long unfilled, final long shown, final long priority, final boolean pending) {
        remaining = unfilled;
        visible = shown;
        timestamp = priority;
        pendingStop = pending;
        return this;
    }

    /**
     * Sets the order's history.
     *
     * @param placed   lots it was placed with
     * @param traded   lots traded so far
     * @param accepted acceptance timestamp, ns
     * @return this
     */
    public OrderState history(final long placed, final long traded, final long accepted) {
        size = placed;
        filled = traded;
        createdAt = accepted;
        return this;
    }

    @Override
    public String toString() {
        return "OrderState{id=" + orderId + ", uid=" + uid + ", " + side + ' ' + type + ", stp=" + stpMode
                + ", price=" + price + ", remaining=" + remaining + ", visible=" + visible + ", display=" + display
                + ", trigger=" + triggerPrice + ", expireAt=" + expireAt + ", seq=" + sequence + ", ts=" + timestamp
                + (pendingStop ? ", pending" : "") + ", size=" + size + ", filled=" + filled + ", createdAt="
                + createdAt + '}';
    }
}
