package dev.bourse.orderbook;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;

/**
 * Receives everything a book does, as primitive arguments, synchronously and in a deterministic order (the order
 * of the rules in the package documentation). Implementations must not call back into the book and must not keep
 * references beyond the call. All prices are ticks (budgets: ticks × lots), sizes lots, timestamps ns.
 *
 * <p>Thread-safety: called on the book's owning thread only.
 */
public interface OrderBookListener {

    /**
     * A fill between a resting maker and an incoming taker, at the maker's price.
     *
     * @param makerOrderId   maker's order id
     * @param makerUid       maker's owner
     * @param takerOrderId   taker's order id
     * @param takerUid       taker's owner
     * @param takerSide      taker's side (the maker is on the other side)
     * @param price          execution price, the maker's limit
     * @param size           lots filled, &gt; 0
     * @param makerRemaining maker's unfilled size after this fill, hidden size included (0: the maker is done)
     * @param takerRemaining taker's unfilled size after this fill (0: the taker is done)
     * @param timestamp      the command's timestamp
     */
    void onTrade(long makerOrderId, long makerUid, long takerOrderId, long takerUid, Side takerSide, long price,
            long size, long makerRemaining, long takerRemaining, long timestamp);

    /**
     * An order, or the remainder of one, joined the book (after its taker phase, if any).
     *
     * @param orderId   order id
     * @param uid       owner
     * @param side      side
     * @param price     limit price
     * @param remaining unfilled size now resting, hidden size included
     * @param visible   the part shown in L2 (less than {@code remaining} for an iceberg)
     * @param timestamp the command's timestamp, which is also the order's new time priority
     */
    void onRested(long orderId, long uid, Side side, long price, long remaining, long visible, long timestamp);

    /**
     * A stop or take-profit order was accepted and is held off the book until its trigger.
     *
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param triggerPrice trigger price
     * @param size         lots
     * @param timestamp    the command's timestamp
     */
    void onStopAccepted(long orderId, long uid, Side side, long triggerPrice, long size, long timestamp);

    /**
     * A pending stop triggered; the events of its entry as a limit or market order follow.
     *
     * @param orderId        order id
     * @param uid            owner
     * @param side           side
     * @param triggerPrice   trigger price
     * @param lastTradePrice the last trade price that reached the trigger
     * @param timestamp      timestamp of the command whose trades caused it
     */
    void onStopTriggered(long orderId, long uid, Side side, long triggerPrice, long lastTradePrice, long timestamp);

    /**
     * Size left an order without trading: a cancel, a reduce, an unfilled IOC/market/budget remainder, a killed FOK,
     * an expiry, a mass cancel or self-trade prevention.
     *
     * @param orderId       order id
     * @param uid           owner
     * @param side          side
     * @param price         the order's price field: limit, protection price or budget
     * @param cancelledSize lots removed, &gt; 0
     * @param remaining     lots still live after this event (0: the order is gone)
     * @param reason        why
     * @param timestamp     the command's timestamp
     */
    void onCancelled(long orderId, long uid, Side side, long price, long cancelledSize, long remaining,
            CancelReason reason, long timestamp);

    /**
     * A resting order was moved or replaced. Emitted before any trade the amendment causes.
     *
     * @param orderId       order id
     * @param uid           owner
     * @param side          side
     * @param oldPrice      price before
     * @param newPrice      price after
     * @param oldRemaining  unfilled size before
     * @param newRemaining  unfilled size after
     * @param priorityKept  true when the order kept its place in the queue (same price, size not increased)
     * @param timestamp     the command's timestamp
     */
    void onAmended(long orderId, long uid, Side side, long oldPrice, long newPrice, long oldRemaining,
            long newRemaining, boolean priorityKept, long timestamp);

    /**
     * A command was refused; nothing changed. The same code is returned by the book method.
     *
     * @param orderId    the order id the command named (0 for mass cancel)
     * @param uid        the uid the command named
     * @param resultCode a negative {@link dev.bourse.api.ResultCode}
     * @param timestamp  the command's timestamp
     */
    void onRejected(long orderId, long uid, int resultCode, long timestamp);
}
