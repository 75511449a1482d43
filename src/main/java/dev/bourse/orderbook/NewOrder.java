package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * A reusable, mutable description of an order to place: fill it, pass it to {@link OrderBook#place(NewOrder)}, reuse
 * it. The book copies what it keeps, so the caller may change it as soon as {@code place} returns. Setters return
 * {@code this} and allocate nothing.
 *
 * <p>Fields and units:
 * <ul>
 *   <li>{@code orderId}: chosen by the client, unique among the live orders (resting or pending stop) of a symbol.</li>
 *   <li>{@code uid}: the owner.</li>
 *   <li>{@code price}: ticks; the limit for limit types, the protection price (worst acceptable) for MARKET and
 *       stop/take-profit market, the total budget in ticks × lots for IOC_BUDGET and FOK_BUDGET. Must be &gt; 0.</li>
 *   <li>{@code size}: lots, &gt; 0.</li>
 *   <li>{@code displaySize}: lots shown for an iceberg; 0 (the default) shows everything. Only GTC, GTD and
 *       POST_ONLY may set it, to at most {@code size}.</li>
 *   <li>{@code triggerPrice}: ticks, &gt; 0 for the four stop types, 0 for every other type.</li>
 *   <li>{@code expireAt}: ns, a timestamp after {@code timestamp} for GTD, 0 for every other type.</li>
 *   <li>{@code stpMode}: self-trade prevention when this order is the taker (default {@link StpMode#NONE}).</li>
 *   <li>{@code timestamp}: ns, the command's timestamp; the book never reads a clock.</li>
 * </ul>
 *
 * <p>Thread-safety: none; one instance per thread.
 */
public final class NewOrder {
    private long orderId;
    private long uid;
    private Side side;
    private OrderType type;
    private long price;
    private long size;
    private long displaySize;
    private long triggerPrice;
    private long expireAt;
    private StpMode stpMode = StpMode.NONE;
    private long timestamp;

    /**
     * Clears every field to its default (no side, no type, zeros, {@link StpMode#NONE}).
     *
     * @return this
     */
    public NewOrder reset() {
        orderId = 0;
        uid = 0;
        side = null;
        type = null;
        price = 0;
        size = 0;
        displaySize = 0;
        triggerPrice = 0;
        expireAt = 0;
        stpMode = StpMode.NONE;
        timestamp = 0;
        return this;
    }

    /**
     * Sets the fields every order has and clears the optional ones.
     *
     * @param orderId   client order id
     * @param uid       owner
     * @param side      side
     * @param type      order type
     * @param price     ticks, or the budget for budget types
     * @param size      lots
     * @param timestamp ns, the command's timestamp
     * @return this
     */
    public NewOrder set(final long orderId, final long uid, final Side side, final OrderType type, final long price,
            final long size, final long timestamp) {
        reset();
        this.orderId = orderId;
        this.uid = uid;
        this.side = side;
        this.type = type;
        this.price = price;
        this.size = size;
        this.timestamp = timestamp;
        return this;
    }

    /**
     * @param value client order id
     * @return this
     */
    public NewOrder orderId(final long value) {
        orderId = value;
        return this;
    }

    /**
     * @param value owner uid
     * @return this
     */
    public NewOrder uid(final long value) {
        uid = value;
        return this;
    }

    /**
     * @param value the side
     * @return this
     */
    public NewOrder side(final Side value) {
        side = value;
        return this;
    }

    /**
     * @param value the order type
     * @return this
     */
    public NewOrder type(final OrderType value) {
        type = value;
        return this;
    }

    /**
     * @param value ticks (limit or protection price) or ticks × lots (budget)
     * @return this
     */
    public NewOrder price(final long value) {
        price = value;
        return this;
    }

    /**
     * @param value lots
     * @return this
     */
    public NewOrder size(final long value) {
        size = value;
        return this;
    }

    /**
     * @param value lots shown for an iceberg, 0 for all
     * @return this
     */
    public NewOrder displaySize(final long value) {
        displaySize = value;
        return this;
    }

    /**
     * @param value trigger price in ticks, stop types only
     * @return this
     */
    public NewOrder triggerPrice(final long value) {
        triggerPrice = value;
        return this;
    }

    /**
     * @param value expiry timestamp in ns, GTD only
     * @return this
     */
    public NewOrder expireAt(final long value) {
        expireAt = value;
        return this;
    }

    /**
     * @param value self-trade prevention mode; null means {@link StpMode#NONE}
     * @return this
     */
    public NewOrder stpMode(final StpMode value) {
        stpMode = value == null ? StpMode.NONE : value;
        return this;
    }

    /**
     * @param value the command's timestamp in ns
     * @return this
     */
    public NewOrder timestamp(final long value) {
        timestamp = value;
        return this;
    }

    /** @return client order id */
    public long orderId() {
        return orderId;
    }

    /** @return owner uid */
    public long uid() {
        return uid;
    }

    /** @return side, or null if unset */
    public Side side() {
        return side;
    }

    /** @return order type, or null if unset */
    public OrderType type() {
        return type;
    }

    /** @return ticks, or ticks × lots for budget types */
    public long price() {
        return price;
    }

    /** @return lots */
    public long size() {
        return size;
    }

    /** @return lots shown for an iceberg, 0 for all */
    public long displaySize() {
        return displaySize;
    }

    /** @return trigger price in ticks, 0 unless a stop type */
    public long triggerPrice() {
        return triggerPrice;
    }

    /** @return expiry in ns, 0 unless GTD */
    public long expireAt() {
        return expireAt;
    }

    /** @return self-trade prevention mode */
    public StpMode stpMode() {
        return stpMode;
    }

    /** @return the command's timestamp in ns */
    public long timestamp() {
        return timestamp;
    }

    @Override
    public String toString() {
        return "NewOrder{id=" + orderId + ", uid=" + uid + ", " + side + ' ' + type + ", price=" + price
                + ", size=" + size + ", display=" + displaySize + ", trigger=" + triggerPrice
                + ", expireAt=" + expireAt + ", stp=" + stpMode + ", ts=" + timestamp + '}';
    }
}
