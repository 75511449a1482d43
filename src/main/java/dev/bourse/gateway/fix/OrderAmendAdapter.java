package dev.bourse.gateway.fix;

import dev.bourse.api.ExchangeApi;
import dev.bourse.gateway.decimal.DecimalCodec;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.SymbolCatalog;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.ClOrdID;
import quickfix.field.MassCancelRejectReason;
import quickfix.field.MassCancelRequestType;
import quickfix.field.OrdType;
import quickfix.field.OrderID;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.Price;
import quickfix.field.Symbol;

/**
 * Decodes a member's OrderCancelRequest, OrderCancelReplaceRequest and OrderMassCancelRequest into core cancels,
 * replaces and mass cancels ({@link ExchangeApi#tryCancel}, {@link ExchangeApi#tryReplace},
 * {@link ExchangeApi#tryMassCancel}). The order is found by OrigClOrdID (any ClOrdID of its chain), or by OrderID(37)
 * when given. What can be refused without the core gets an OrderCancelReject (or a rejected OrderMassCancelReport)
 * here: an unknown or finished order, a duplicate ClOrdID, a request while another is in flight, a replace that
 * changes more than Price and OrderQty or leaves nothing open.
 * <p>Thread-safety: safe for concurrent use (each member's orders under its lock).
 */
final class OrderAmendAdapter {
    private static final char CANCEL = '1';
    private static final char REPLACE = '2';
    private final ExchangeApi core;
    private final SymbolCatalog catalog;
    private final PendingRequests pending;
    private final ReportEncoder encoder;

    OrderAmendAdapter(final ExchangeApi core, final SymbolCatalog catalog, final PendingRequests pending,
            final ReportEncoder encoder) {
        this.core = core;
        this.catalog = catalog;
        this.pending = pending;
        this.encoder = encoder;
    }

    /**
     * An OrderCancelRequest (35=F).
     *
     * @param msg the message
     * @param m   the member
     * @throws FieldNotFound if a required field is missing
     */
    void cancel(final Message msg, final MemberOrders m) throws FieldNotFound {
        final String clOrdId = msg.getString(ClOrdID.FIELD);
        final String orig = msg.getString(OrigClOrdID.FIELD);
        final FixOrder o;
        synchronized (m) {
            o = target(msg, m, clOrdId, orig, CANCEL);
            if (o == null) {
                return;
            }
            o.pendingCancel = clOrdId;
            m.alias(clOrdId, o);
        }
        final long correlationId = pending.add(new Pending(Pending.CANCEL, m, o, clOrdId, orig, 0, 0, ' '));
        final long r = core.tryCancel(correlationId, m.member.uid(), o.listing.spec().symbolId(), o.orderId);
        if (r < 0 && pending.take(correlationId) != null) {
            synchronized (m) {
                o.pendingCancel = null;
                m.unalias(clOrdId);
                encoder.send(encoder.cancelReject(clOrdId, orig, o, CANCEL, RejectCodes.cxlRejReason((int) r),
                        dev.bourse.api.ResultCode.name((int) r)), m.session);
            }
        }
    }

    /**
     * An OrderCancelReplaceRequest (35=G): a new Price and OrderQty (the whole quantity, filled included) for a live
     * limit order.
     *
     * @param msg the message
     * @param m   the member
     * @throws FieldNotFound if a required field is missing
     */
    void replace(final Message msg, final MemberOrders m) throws FieldNotFound {
        final String clOrdId = msg.getString(ClOrdID.FIELD);
        final String orig = msg.getString(OrigClOrdID.FIELD);
        final FixOrder o;
        final long price;
        final long qty;
        synchronized (m) {
            o = target(msg, m, clOrdId, orig, REPLACE);
            if (o == null) {
                return;
            }
            final Listing l = o.listing;
            final String problem = replaceProblem(msg, o);
            price = msg.isSetField(Price.FIELD) ? DecimalCodec.toUnits(msg.getString(Price.FIELD), l.priceDecimals())
                    : -1;
            qty = msg.isSetField(OrderQty.FIELD)
                    ? DecimalCodec.toUnits(msg.getString(OrderQty.FIELD), l.sizeDecimals()) : -1;
            final String refusal = problem != null ? problem
                    : price <= 0 ? "Price(44) must be a positive price on the listing's scale"
                    : qty <= o.cumQty ? "OrderQty(38) must be on the listing's scale and above CumQty" : null;
            if (refusal != null) {
                encoder.send(encoder.cancelReject(clOrdId, orig, o, REPLACE, RejectCodes.OTHER, refusal), m.session);
                return;
            }
            o.pendingReplace = clOrdId;
            m.alias(clOrdId, o);
        }
        final long correlationId = pending.add(new Pending(Pending.REPLACE, m, o, clOrdId, orig, price, qty, ' '));
        final long r = core.tryReplace(correlationId, m.member.uid(), o.listing.spec().symbolId(), o.orderId, price,
                qty - o.cumQty);
        if (r < 0 && pending.take(correlationId) != null) {
            synchronized (m) {
                o.pendingReplace = null;
                m.unalias(clOrdId);
                encoder.send(encoder.cancelReject(clOrdId, orig, o, REPLACE, RejectCodes.cxlRejReason((int) r),
                        dev.bourse.api.ResultCode.name((int) r)), m.session);
            }
        }
    }

    private static String replaceProblem(final Message msg, final FixOrder o) throws FieldNotFound {
        final char side = msg.getChar(quickfix.field.Side.FIELD);
        if ((side == quickfix.field.Side.BUY) != (o.side == dev.bourse.api.Side.BID)
                || OrderEntryAdapter.symbol(msg.getString(Symbol.FIELD)) != o.listing.spec().symbolId()
                || msg.getChar(OrdType.FIELD) != o.ordType) {
            return "only Price(44) and OrderQty(38) may change";
        }
        return o.ordType == OrdType.LIMIT ? null : "only limit orders can be replaced";
    }

    /**
     * Finds the order a cancel or replace names, or answers the refusal. Holding the member's lock.
     *
     * @return the live order, or null when refused
     */
    private FixOrder target(final Message msg, final MemberOrders m, final String clOrdId, final String orig,
            final char responseTo) throws FieldNotFound {
        FixOrder o = m.liveByClOrdId(orig);
        if (o == null && msg.isSetField(OrderID.FIELD)) {
            o = OrderEntryAdapter.orderById(m, msg.getString(OrderID.FIELD));
        }
        final String refusal;
        int reason = RejectCodes.OTHER;
        if (m.isUsed(clOrdId)) {
            refusal = "duplicate ClOrdID " + clOrdId;
            reason = RejectCodes.DUPLICATE;
        } else if (o == null) {
            final FixOrder finished = m.anyByClOrdId(orig);
            refusal = finished != null ? "the order is done" : "unknown order " + orig;
            reason = finished != null ? 0 : RejectCodes.CXL_UNKNOWN_ORDER;
            o = finished;
        } else if (o.pendingCancel != null || o.pendingReplace != null) {
            refusal = "a cancel or replace of this order is in flight";
            reason = 3;
        } else {
            return o;
        }
        encoder.send(encoder.cancelReject(clOrdId, orig, o, responseTo, reason, refusal), m.session);
        return null;
    }

    /**
     * An OrderMassCancelRequest (35=q) for one security (MassCancelRequestType 1): every live order of the member in
     * the symbol, reported one by one as Canceled, then an OrderMassCancelReport with TotalAffectedOrders.
     *
     * @param msg the message
     * @param m   the member
     * @throws FieldNotFound if a required field is missing
     */
    void massCancel(final Message msg, final MemberOrders m) throws FieldNotFound {
        final String clOrdId = msg.getString(ClOrdID.FIELD);
        final char type = msg.getChar(MassCancelRequestType.FIELD);
        if (type != MassCancelRequestType.CANCEL_ORDERS_FOR_A_SECURITY) {
            encoder.send(encoder.massCancelReport(clOrdId, type, 0, 0,
                    MassCancelRejectReason.MASS_CANCEL_NOT_SUPPORTED,
                    "only MassCancelRequestType 1 (one security) is supported"), m.session);
            return;
        }
        final String symbolText = msg.isSetField(Symbol.FIELD) ? msg.getString(Symbol.FIELD) : null;
        final Listing l = symbolText == null ? null : catalog.find(OrderEntryAdapter.symbol(symbolText));
        if (l == null) {
            encoder.send(encoder.massCancelReport(clOrdId, type, 0, 0,
                    MassCancelRejectReason.INVALID_OR_UNKNOWN_SECURITY, "unknown symbol " + symbolText), m.session);
            return;
        }
        final long correlationId = pending.add(new Pending(Pending.MASS_CANCEL, m, null, clOrdId, null, 0, 0, type));
        final long r = core.tryMassCancel(correlationId, m.member.uid(), l.spec().symbolId());
        if (r < 0 && pending.take(correlationId) != null) {
            encoder.send(encoder.massCancelReport(clOrdId, type, 0, 0, MassCancelRejectReason.MASS_CANCEL_NOT_SUPPORTED,
                    dev.bourse.api.ResultCode.name((int) r)), m.session);
        }
    }
}
