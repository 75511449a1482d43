package dev.bourse.gateway.fix;

import dev.bourse.api.Side;
import dev.bourse.gateway.rest.Listing;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One order a member entered over FIX, as the session knows it: its ClOrdID chain, its FIX fields and what the core
 * reported of it so far. Sizes in lots, prices in ticks.
 * <p>Thread-safety: guarded by its member's {@link MemberOrders} lock.
 */
final class FixOrder {
    final long orderId;
    final Listing listing;
    final Side side;
    final char ordType;
    final char timeInForce;
    final long stopPx;
    /** An iceberg's display quantity, lots; 0 for all visible. */
    long maxFloor;
    /** Every ClOrdID the order has had, oldest first. */
    final List<String> chain = new ArrayList<>(2);
    /** The ClOrdID of the order's latest accepted version. */
    String clOrdId;
    /** The ClOrdID it replaced, null for none. */
    String origClOrdId;
    long price;
    /** The whole order quantity as FIX counts it: filled plus open. */
    long orderQty;
    long cumQty;
    long leavesQty;
    /** The sum of price × size over the fills, ticks × lots, for AvgPx. */
    BigDecimal notional = BigDecimal.ZERO;
    /** The OrdStatus(39) of the last report sent about it. */
    char lastStatus = '0';
    /** Whether the member got its New (or its first fill). */
    boolean acknowledged;
    /** Whether the order has left the book (filled, cancelled, expired, rejected). */
    boolean done;
    /** The ClOrdID of a cancel request in flight, or null. */
    String pendingCancel;
    /** The ClOrdID of a replace request in flight, or null. */
    String pendingReplace;

    FixOrder(final long orderId, final Listing listing, final Side side, final char ordType, final char timeInForce,
            final long price, final long stopPx, final long orderQty, final String clOrdId) {
        this.orderId = orderId;
        this.listing = listing;
        this.side = side;
        this.ordType = ordType;
        this.timeInForce = timeInForce;
        this.price = price;
        this.stopPx = stopPx;
        this.orderQty = orderQty;
        this.leavesQty = orderQty;
        this.clOrdId = clOrdId;
    }

    /**
     * @return the FIX OrdStatus(39) of the live order: new, partially filled or filled
     */
    char workingStatus() {
        if (cumQty == 0) {
            return '0';
        }
        return leavesQty == 0 ? '2' : '1';
    }
}
