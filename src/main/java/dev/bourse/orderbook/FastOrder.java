package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * A pooled order of the fast book: its fields, and the intrusive links of the three lists it may belong to (its
 * price level or stop bucket, its owner's orders, the expiry heap). Mutable on purpose; never escapes the book.
 */
final class FastOrder {
    long orderId;
    long uid;
    Side side;
    OrderType type;
    StpMode stpMode;
    /** Limit or protection price in ticks, or the budget for budget types. */
    long price;
    /** Unfilled lots, hidden included. */
    long remaining;
    /** Lots it was placed with; never changes (an amendment changes {@link #remaining} only). */
    long size;
    /** Lots traded so far, as maker or taker; {@code size - filled - remaining} lots were reduced or decremented. */
    long filled;
    /** Acceptance timestamp, ns; unlike {@link #timestamp}, never changes. */
    long createdAt;
    /** Lots shown in L2; 0 for a pending stop and while not resting. */
    long visible;
    /** Iceberg slice size, 0 for a plain order. */
    long display;
    long triggerPrice;
    long expireAt;
    /** Acceptance sequence (rule 3). */
    long seq;
    /** Time priority, ns. */
    long timestamp;
    boolean pendingStop;
    /** True while in the index and its owner's list. */
    boolean live;

    FastLevel level;
    FastOrder prev;
    FastOrder next;
    FastUser user;
    FastOrder userPrev;
    FastOrder userNext;
    /** Position in the expiry heap, or -1. */
    int heapIndex = -1;

    void clear() {
        side = null;
        type = null;
        stpMode = null;
        level = null;
        prev = null;
        next = null;
        user = null;
        userPrev = null;
        userNext = null;
        heapIndex = -1;
        pendingStop = false;
        live = false;
        visible = 0;
        display = 0;
        triggerPrice = 0;
        expireAt = 0;
    }

    /** Clears the order, then sets what every accepted or restored order has, its priority included. */
    void init(final long id, final long owner, final Side orderSide, final OrderType orderType, final StpMode stp,
            final long limit, final long size, final long trigger, final long expiry, final long sequence,
            final long time) {
        clear();
        orderId = id;
        uid = owner;
        side = orderSide;
        type = orderType;
        stpMode = stp;
        price = limit;
        remaining = size;
        this.size = size;
        filled = 0;
        createdAt = time;
        triggerPrice = trigger;
        expireAt = expiry;
        seq = sequence;
        timestamp = time;
    }

    /** @return UNKNOWN_ORDER_ID for no order, NOT_ORDER_OWNER for another user's, else SUCCESS (rules 10 to 13) */
    static int ownership(final FastOrder o, final long uid) {
        if (o == null) {
            return ResultCode.UNKNOWN_ORDER_ID;
        }
        return o.uid == uid ? ResultCode.SUCCESS : ResultCode.NOT_ORDER_OWNER;
    }

    /** @return as {@link #ownership}, then ORDER_NOT_AMENDABLE for a pending stop (rules 12 and 13) */
    static int amendable(final FastOrder o, final long uid) {
        final int code = ownership(o, uid);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        return o.pendingStop ? ResultCode.ORDER_NOT_AMENDABLE : ResultCode.SUCCESS;
    }
}
