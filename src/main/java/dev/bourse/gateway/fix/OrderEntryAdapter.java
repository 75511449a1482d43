package dev.bourse.gateway.fix;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.gateway.decimal.DecimalCodec;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.SymbolCatalog;
import java.time.ZoneOffset;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.ClOrdID;
import quickfix.field.ExecInst;
import quickfix.field.ExecType;
import quickfix.field.ExpireTime;
import quickfix.field.MaxFloor;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.Price;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.TimeInForce;

/**
 * Decodes a member's NewOrderSingle into a core order and submits it with {@link ExchangeApi#tryPlace}; the
 * {@link ExecutionReportPublisher} reports what follows. Everything that can be refused without the core is refused
 * here, and nothing of it reaches the core: a conditionally required field missing gets a BusinessMessageReject
 * (reason 5); a duplicate ClOrdID, an unknown symbol, a value off the listing's scale or a combination the exchange
 * does not support get an ExecutionReport Rejected with OrdRejReason and Text.
 * <p>Thread-safety: safe for concurrent use (a request object per call; each member's orders under its lock).
 */
final class OrderEntryAdapter {
    /** The OrdRejReason of a value the listing's scale cannot hold exactly. */
    private static final int BAD_VALUE = RejectCodes.OTHER;
    private final ExchangeApi core;
    private final SymbolCatalog catalog;
    private final PendingRequests pending;
    private final ReportEncoder encoder;
    private final ExecutionReportPublisher publisher;

    /** A refusal found while decoding: OrdRejReason and text. */
    private static final class Refusal extends Exception {
        private static final long serialVersionUID = 1L;
        private final int reason;

        Refusal(final int reason, final String text) {
            super(text, null, false, false);
            this.reason = reason;
        }
    }

    OrderEntryAdapter(final ExchangeApi core, final SymbolCatalog catalog, final PendingRequests pending,
            final ReportEncoder encoder, final ExecutionReportPublisher publisher) {
        this.core = core;
        this.catalog = catalog;
        this.pending = pending;
        this.encoder = encoder;
        this.publisher = publisher;
    }

    /**
     * A NewOrderSingle (35=D).
     *
     * @param msg the message, validated by the session's data dictionary
     * @param m   the member
     * @throws FieldNotFound if a field the dictionary requires is missing (answered with a session Reject)
     */
    void newOrder(final Message msg, final MemberOrders m) throws FieldNotFound {
        final String clOrdId = msg.getString(ClOrdID.FIELD);
        final String symbolText = msg.getString(Symbol.FIELD);
        final char sideCode = msg.getChar(quickfix.field.Side.FIELD);
        final char ordType = msg.getChar(OrdType.FIELD);
        final char tif = msg.isSetField(TimeInForce.FIELD) ? msg.getChar(TimeInForce.FIELD)
                : TimeInForce.GOOD_TILL_CANCEL;
        final int missing = missingField(msg, ordType, tif);
        if (missing != 0) {
            encoder.send(encoder.businessReject(msg, clOrdId, 5, "tag " + missing + " is required for OrdType "
                    + ordType + " and TimeInForce " + tif), m.session);
            return;
        }
        final OrderRequest request = new OrderRequest();
        final Listing l = catalog.find(symbol(symbolText));
        final FixOrder o;
        try {
            if (l == null) {
                throw new Refusal(RejectCodes.UNKNOWN_SYMBOL, "unknown symbol " + symbolText);
            }
            decode(msg, l, sideCode, ordType, tif, request);
            final int check = request.uid(m.member.uid()).symbol(l.spec().symbolId()).orderId(1).check();
            if (check != ResultCode.SUCCESS) {
                throw new Refusal(RejectCodes.ordRejReason(check), ResultCode.name(check));
            }
            synchronized (m) {
                if (m.isUsed(clOrdId)) {
                    throw new Refusal(RejectCodes.DUPLICATE, "duplicate ClOrdID " + clOrdId);
                }
                o = new FixOrder(m.nextOrderId(), l, request.side(), ordType, tif,
                        ordType == OrdType.LIMIT || ordType == OrdType.STOP_LIMIT || msg.isSetField(Price.FIELD)
                                ? request.price() : 0,
                        request.triggerPrice(), request.size(), clOrdId);
                m.add(o);
            }
        } catch (final Refusal r) {
            encoder.send(encoder.rejectedNew(clOrdId, symbolText, sideCode, r.reason, r.getMessage()), m.session);
            return;
        }
        if (request.displaySize() > 0) {
            o.maxFloor = request.displaySize();
        }
        final long correlationId = pending.add(new Pending(Pending.NEW, m, o, clOrdId, null, 0, 0, ' '));
        final long r = core.tryPlace(correlationId, request.orderId(o.orderId).stp(m.member.stp()));
        if (r < 0 && pending.take(correlationId) != null) {
            synchronized (m) {
                publisher.rejectNew(m, o, encoder.gatewayExecId(), (int) r, 0);
            }
        }
    }

    /** @return the tag a NewOrderSingle of this type lacks, or 0 */
    private static int missingField(final Message msg, final char ordType, final char tif) {
        if (!msg.isSetField(OrderQty.FIELD)) {
            return OrderQty.FIELD;
        }
        if ((ordType == OrdType.LIMIT || ordType == OrdType.STOP_LIMIT) && !msg.isSetField(Price.FIELD)) {
            return Price.FIELD;
        }
        if ((ordType == OrdType.STOP_STOP_LOSS || ordType == OrdType.STOP_LIMIT) && !msg.isSetField(StopPx.FIELD)) {
            return StopPx.FIELD;
        }
        if (tif == TimeInForce.GOOD_TILL_DATE && !msg.isSetField(ExpireTime.FIELD)) {
            return ExpireTime.FIELD;
        }
        return 0;
    }

    private void decode(final Message msg, final Listing l, final char sideCode, final char ordType, final char tif,
            final OrderRequest request) throws FieldNotFound, Refusal {
        if (sideCode != quickfix.field.Side.BUY && sideCode != quickfix.field.Side.SELL) {
            throw new Refusal(RejectCodes.UNSUPPORTED, "Side(54) must be 1 (buy) or 2 (sell)");
        }
        final Side side = sideCode == quickfix.field.Side.BUY ? Side.BID : Side.ASK;
        final boolean postOnly = msg.isSetField(ExecInst.FIELD) && msg.getString(ExecInst.FIELD).indexOf('6') >= 0;
        final OrderType type = type(ordType, tif, postOnly);
        final int pd = l.priceDecimals();
        final int sd = l.sizeDecimals();
        final long size = units(msg, OrderQty.FIELD, sd, RejectCodes.QUANTITY);
        if (size == 0) {
            throw new Refusal(RejectCodes.QUANTITY, "OrderQty(38) must be positive");
        }
        long price;
        if (msg.isSetField(Price.FIELD)) {
            price = units(msg, Price.FIELD, pd, BAD_VALUE);
        } else {
            price = side == Side.ASK ? 1 : l.spec().maxPrice();
        }
        request.side(side).type(type).price(price).size(size);
        if (type.isStop()) {
            request.triggerPrice(units(msg, StopPx.FIELD, pd, BAD_VALUE));
        }
        if (msg.isSetField(MaxFloor.FIELD)) {
            request.displaySize(units(msg, MaxFloor.FIELD, sd, RejectCodes.QUANTITY));
        }
        if (type == OrderType.GTD) {
            final java.time.Instant t = msg.getUtcTimeStamp(ExpireTime.FIELD).toInstant(ZoneOffset.UTC);
            request.expireAt(Math.max(1, t.getEpochSecond() * 1_000_000_000L + t.getNano()));
        }
    }

    /**
     * @return the core type of a FIX OrdType(40), TimeInForce(59) and post-only ExecInst
     * @throws Refusal for a combination the exchange does not support
     */
    private static OrderType type(final char ordType, final char tif, final boolean postOnly) throws Refusal {
        OrderType t = null;
        if (ordType == OrdType.LIMIT) {
            if (tif == TimeInForce.GOOD_TILL_CANCEL) {
                t = postOnly ? OrderType.POST_ONLY : OrderType.GTC;
            } else if (!postOnly) {
                t = tif == TimeInForce.IMMEDIATE_OR_CANCEL ? OrderType.IOC
                        : tif == TimeInForce.FILL_OR_KILL ? OrderType.FOK
                        : tif == TimeInForce.GOOD_TILL_DATE ? OrderType.GTD : null;
            }
        } else if (!postOnly && ordType == OrdType.MARKET) {
            t = tif == TimeInForce.IMMEDIATE_OR_CANCEL || tif == TimeInForce.GOOD_TILL_CANCEL ? OrderType.MARKET
                    : null;
        } else if (!postOnly && tif == TimeInForce.GOOD_TILL_CANCEL) {
            t = ordType == OrdType.STOP_STOP_LOSS ? OrderType.STOP_MARKET
                    : ordType == OrdType.STOP_LIMIT ? OrderType.STOP_LIMIT : null;
        }
        if (t == null) {
            throw new Refusal(RejectCodes.UNSUPPORTED, "unsupported OrdType " + ordType + " with TimeInForce " + tif
                    + (postOnly ? " and ExecInst 6 (post-only: limit GTC only)" : ""));
        }
        return t;
    }

    /**
     * @param text a Symbol(55): the listing's symbol id in decimal
     * @return the id, or -1 when not a number
     */
    static long symbol(final String text) {
        final long id = DecimalCodec.toUnits(text, 0);
        return id > Integer.MAX_VALUE ? -1 : id;
    }

    /**
     * @return a decimal field's value in units of the scale
     * @throws Refusal when it is not exact on the scale or too large
     */
    static long units(final Message msg, final int tag, final int decimals, final int reason)
            throws FieldNotFound, Refusal {
        final String text = msg.getString(tag);
        final long units = DecimalCodec.toUnits(text, decimals);
        if (units == DecimalCodec.NOT_A_DECIMAL) {
            throw new Refusal(reason, "tag " + tag + ": " + text + " is not an unsigned decimal");
        }
        if (units == DecimalCodec.FINER_THAN_SCALE) {
            throw new Refusal(reason, "tag " + tag + ": " + text + " has more than " + decimals + " decimals");
        }
        if (units == DecimalCodec.OUT_OF_RANGE) {
            throw new Refusal(reason, "tag " + tag + ": " + text + " is too large");
        }
        return units;
    }

    /**
     * An OrderStatusRequest (35=H): answered from the session's own record of the order, ExecType I.
     *
     * @param msg the message
     * @param m   the member
     * @throws FieldNotFound if a required field is missing
     */
    void status(final Message msg, final MemberOrders m) throws FieldNotFound {
        final String clOrdId = msg.getString(ClOrdID.FIELD);
        synchronized (m) {
            FixOrder o = m.anyByClOrdId(clOrdId);
            if (o == null && msg.isSetField(quickfix.field.OrderID.FIELD)) {
                o = orderById(m, msg.getString(quickfix.field.OrderID.FIELD));
            }
            if (o == null) {
                encoder.send(encoder.unknownOrder(ExecType.ORDER_STATUS, clOrdId, msg.getString(Symbol.FIELD),
                        msg.getChar(quickfix.field.Side.FIELD), 5, "unknown order"), m.session);
                return;
            }
            encoder.send(encoder.order(o, encoder.gatewayExecId(), ExecType.ORDER_STATUS, o.lastStatus, o.clOrdId,
                    o.origClOrdId, 0), m.session);
        }
    }

    /**
     * @param m    the member, locked
     * @param text an OrderID(37)
     * @return the live order with that core id, or null
     */
    static FixOrder orderById(final MemberOrders m, final String text) {
        final long id = DecimalCodec.toUnits(text, 0);
        return id <= 0 ? null : m.live(id);
    }
}
