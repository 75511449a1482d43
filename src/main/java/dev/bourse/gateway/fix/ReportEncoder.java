package dev.bourse.gateway.fix;

import dev.bourse.gateway.decimal.DecimalCodec;
import dev.bourse.gateway.rest.Listing;
import java.util.concurrent.atomic.AtomicLong;
import quickfix.Message;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionNotFound;
import quickfix.field.AvgPx;
import quickfix.field.BusinessRejectReason;
import quickfix.field.BusinessRejectRefID;
import quickfix.field.ClOrdID;
import quickfix.field.CommType;
import quickfix.field.Commission;
import quickfix.field.CumQty;
import quickfix.field.CxlRejReason;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.ExecID;
import quickfix.field.ExecType;
import quickfix.field.LastPx;
import quickfix.field.LastQty;
import quickfix.field.LeavesQty;
import quickfix.field.MassCancelRejectReason;
import quickfix.field.MassCancelRequestType;
import quickfix.field.MassCancelResponse;
import quickfix.field.MaxFloor;
import quickfix.field.MsgSeqNum;
import quickfix.field.MsgType;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.OrdType;
import quickfix.field.OrderID;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.Price;
import quickfix.field.RefMsgType;
import quickfix.field.RefSeqNum;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.Text;
import quickfix.field.TimeInForce;
import quickfix.field.TotalAffectedOrders;
import quickfix.field.TransactTime;

/**
 * Encodes what the acceptor sends besides the session's own messages: ExecutionReport (8), OrderCancelReject (9),
 * OrderMassCancelReport (r) and BusinessMessageReject (j), with every price and size written exactly through the
 * listing's scales ({@link ReportText}), and sends them on a member's session. A message for a session that is not
 * logged on is kept in its store and reaches the member by the resend that follows its next logon.
 * <p>ExecIDs are {@code <command sequence>-<n>} for reports of a command the core sequenced (unique across restarts,
 * since sequences are), {@code G<ms>-<n>} for refusals the gateway answered itself.
 * <p>Thread-safety: safe for concurrent use (QuickFIX/J's sessions serialise their sends).
 */
final class ReportEncoder {
    /** The OrderID(37) of an order the core never took. */
    static final String NO_ORDER = "NONE";
    private static final long NANOS_PER_MILLI = 1_000_000L;
    private final AtomicLong gatewayExecIds = new AtomicLong();
    private final AtomicLong unsent = new AtomicLong();
    private final long startMillis = System.currentTimeMillis();

    /** @return messages that found no session to go to (a member not configured any more) */
    long unsent() {
        return unsent.get();
    }

    /**
     * @return a fresh ExecID for a refusal the gateway answers itself
     */
    String gatewayExecId() {
        return "G" + startMillis + "-" + gatewayExecIds.incrementAndGet();
    }

    /**
     * An ExecutionReport about a known order, with its current quantities.
     *
     * @param o          the order
     * @param execId     the ExecID
     * @param execType   ExecType(150)
     * @param ordStatus  OrdStatus(39)
     * @param clOrdId    the ClOrdID the report answers
     * @param origClOrdId the OrigClOrdID, or null
     * @param timestampNs the command's time, ns since the epoch (0: now)
     * @return the report, ready for fills, reasons or text to be added
     */
    Message order(final FixOrder o, final String execId, final char execType, final char ordStatus,
            final String clOrdId, final String origClOrdId, final long timestampNs) {
        final Listing l = o.listing;
        final int pd = l.priceDecimals();
        final int sd = l.sizeDecimals();
        if (execType != ExecType.ORDER_STATUS) {
            o.lastStatus = ordStatus;
        }
        final Message m = new quickfix.fix44.ExecutionReport();
        m.setString(OrderID.FIELD, Long.toString(o.orderId));
        m.setString(ExecID.FIELD, execId);
        m.setChar(ExecType.FIELD, execType);
        m.setChar(OrdStatus.FIELD, ordStatus);
        m.setString(ClOrdID.FIELD, clOrdId);
        if (origClOrdId != null) {
            m.setString(OrigClOrdID.FIELD, origClOrdId);
        }
        m.setString(Symbol.FIELD, Integer.toString(l.spec().symbolId()));
        m.setChar(Side.FIELD, o.side == dev.bourse.api.Side.BID ? Side.BUY : Side.SELL);
        m.setChar(OrdType.FIELD, o.ordType);
        m.setChar(TimeInForce.FIELD, o.timeInForce);
        if (o.price > 0) {
            m.setString(Price.FIELD, DecimalCodec.toText(o.price, pd));
        }
        if (o.stopPx > 0) {
            m.setString(StopPx.FIELD, DecimalCodec.toText(o.stopPx, pd));
        }
        m.setString(OrderQty.FIELD, DecimalCodec.toText(o.orderQty, sd));
        if (o.maxFloor > 0) {
            m.setString(MaxFloor.FIELD, DecimalCodec.toText(o.maxFloor, sd));
        }
        m.setString(LeavesQty.FIELD, DecimalCodec.toText(o.done ? 0 : o.leavesQty, sd));
        m.setString(CumQty.FIELD, DecimalCodec.toText(o.cumQty, sd));
        m.setString(AvgPx.FIELD, ReportText.avgPx(o.notional, o.cumQty, pd));
        m.setString(TransactTime.FIELD, ReportText.utcTimestamp(time(timestampNs)));
        return m;
    }

    /**
     * Adds a fill's fields to a report.
     *
     * @param m          the report
     * @param l          the listing
     * @param price      ticks
     * @param size       lots
     * @param fee        the member's fee for this fill, minor units of the quote currency
     * @param feeDecimals decimals of the quote currency
     */
    void fill(final Message m, final Listing l, final long price, final long size, final long fee,
            final int feeDecimals) {
        m.setString(LastPx.FIELD, DecimalCodec.toText(price, l.priceDecimals()));
        m.setString(LastQty.FIELD, DecimalCodec.toText(size, l.sizeDecimals()));
        m.setString(Commission.FIELD, DecimalCodec.toText(fee, feeDecimals));
        m.setChar(CommType.FIELD, CommType.ABSOLUTE);
    }

    /**
     * A rejection of a NewOrderSingle the core never took.
     *
     * @param clOrdId  its ClOrdID
     * @param symbol   its Symbol(55) as sent
     * @param side     its Side(54) as sent
     * @param reason   OrdRejReason(103)
     * @param text     why, for people
     * @return the report
     */
    Message rejectedNew(final String clOrdId, final String symbol, final char side, final int reason,
            final String text) {
        return unknownOrder(ExecType.REJECTED, clOrdId, symbol, side, reason, text);
    }

    /**
     * An ExecutionReport about an order the gateway does not know, or never took.
     *
     * @param execType ExecType(150): rejected, or order status
     * @param clOrdId  the request's ClOrdID
     * @param symbol   its Symbol(55) as sent
     * @param side     its Side(54) as sent
     * @param reason   OrdRejReason(103)
     * @param text     why, for people
     * @return the report
     */
    Message unknownOrder(final char execType, final String clOrdId, final String symbol, final char side,
            final int reason, final String text) {
        final Message m = new quickfix.fix44.ExecutionReport();
        m.setString(OrderID.FIELD, NO_ORDER);
        m.setString(ExecID.FIELD, gatewayExecId());
        m.setChar(ExecType.FIELD, execType);
        m.setChar(OrdStatus.FIELD, OrdStatus.REJECTED);
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(Symbol.FIELD, symbol);
        m.setChar(Side.FIELD, side);
        m.setString(LeavesQty.FIELD, "0");
        m.setString(CumQty.FIELD, "0");
        m.setString(AvgPx.FIELD, "0");
        m.setInt(OrdRejReason.FIELD, reason);
        m.setString(Text.FIELD, text);
        m.setString(TransactTime.FIELD, ReportText.utcTimestamp(time(0)));
        return m;
    }

    /**
     * An OrderCancelReject.
     *
     * @param clOrdId     the request's ClOrdID
     * @param origClOrdId its OrigClOrdID (may be null: then the ClOrdID again)
     * @param order       the order, or null when unknown
     * @param responseTo  CxlRejResponseTo(434): '1' cancel, '2' replace
     * @param reason      CxlRejReason(102)
     * @param text        why, for people
     * @return the message
     */
    Message cancelReject(final String clOrdId, final String origClOrdId, final FixOrder order, final char responseTo,
            final int reason, final String text) {
        final Message m = new quickfix.fix44.OrderCancelReject();
        m.setString(OrderID.FIELD, order == null ? NO_ORDER : Long.toString(order.orderId));
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(OrigClOrdID.FIELD, origClOrdId == null ? clOrdId : origClOrdId);
        m.setChar(OrdStatus.FIELD, order == null ? OrdStatus.REJECTED : order.lastStatus);
        m.setChar(CxlRejResponseTo.FIELD, responseTo);
        m.setInt(CxlRejReason.FIELD, reason);
        m.setString(Text.FIELD, text);
        return m;
    }

    /**
     * An OrderMassCancelReport.
     *
     * @param clOrdId     the request's ClOrdID
     * @param requestType MassCancelRequestType(530) as sent
     * @param sequence    the command's sequence (0 when it never reached the core)
     * @param affected    orders cancelled, for an accepted request
     * @param rejectReason MassCancelRejectReason(532): 0 (with the reason in Text) or 1 (unknown security); ignored
     *                     for an accepted request
     * @param text        why, for a rejection (null otherwise)
     * @return the message
     */
    Message massCancelReport(final String clOrdId, final char requestType, final long sequence, final int affected,
            final int rejectReason, final String text) {
        final Message m = new quickfix.fix44.OrderMassCancelReport();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(OrderID.FIELD, sequence == 0 ? NO_ORDER : "M" + sequence);
        m.setChar(MassCancelRequestType.FIELD, requestType);
        if (text == null) {
            m.setChar(MassCancelResponse.FIELD, requestType);
            m.setInt(TotalAffectedOrders.FIELD, affected);
        } else {
            m.setChar(MassCancelResponse.FIELD, MassCancelResponse.CANCEL_REQUEST_REJECTED_SEE_MASSCANCELREJECTREASON);
            m.setInt(MassCancelRejectReason.FIELD, rejectReason);
            m.setString(Text.FIELD, text);
        }
        return m;
    }

    /**
     * A BusinessMessageReject of an application message.
     *
     * @param request the message refused
     * @param refId   BusinessRejectRefID(379): the request's ClOrdID or similar, null for none
     * @param reason  BusinessRejectReason(380)
     * @param text    why, for people
     * @return the message
     */
    Message businessReject(final Message request, final String refId, final int reason, final String text) {
        final Message m = new quickfix.fix44.BusinessMessageReject();
        try {
            m.setInt(RefSeqNum.FIELD, request.getHeader().getInt(MsgSeqNum.FIELD));
            m.setString(RefMsgType.FIELD, request.getHeader().getString(MsgType.FIELD));
        } catch (final quickfix.FieldNotFound e) {
            m.setString(RefMsgType.FIELD, "?");
        }
        if (refId != null) {
            m.setString(BusinessRejectRefID.FIELD, refId);
        }
        m.setInt(BusinessRejectReason.FIELD, reason);
        m.setString(Text.FIELD, text);
        return m;
    }

    /**
     * Sends on a member's session (stored for resend when it is not logged on).
     *
     * @param m       the message
     * @param session the session
     */
    void send(final Message m, final SessionID session) {
        try {
            Session.sendToTarget(m, session);
        } catch (final SessionNotFound e) {
            unsent.incrementAndGet();
        }
    }

    /** @return the time in ns since the epoch: {@code timestampNs}, or now for 0 */
    private static long time(final long timestampNs) {
        return timestampNs == 0 ? System.currentTimeMillis() * NANOS_PER_MILLI : timestampNs;
    }
}
