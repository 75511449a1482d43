package dev.bourse.gateway.fix;

/**
 * A FIX request the core has taken and not yet answered, found again by the correlation id of its result.
 *
 * @param kind        what was asked: {@link #NEW}, {@link #CANCEL}, {@link #REPLACE} or {@link #MASS_CANCEL}
 * @param member      whose request
 * @param order       the order it concerns (null for a mass cancel)
 * @param clOrdId     the request's ClOrdID
 * @param origClOrdId its OrigClOrdID (null for a new order or a mass cancel)
 * @param newPrice    a replace's price, ticks
 * @param newQty      a replace's whole order quantity, lots
 * @param requestType a mass cancel's MassCancelRequestType(530)
 */
record Pending(int kind, MemberOrders member, FixOrder order, String clOrdId, String origClOrdId, long newPrice,
        long newQty, char requestType) {
    /** A NewOrderSingle. */
    static final int NEW = 1;
    /** An OrderCancelRequest. */
    static final int CANCEL = 2;
    /** An OrderCancelReplaceRequest. */
    static final int REPLACE = 3;
    /** An OrderMassCancelRequest. */
    static final int MASS_CANCEL = 4;
}
