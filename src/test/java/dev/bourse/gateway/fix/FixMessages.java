package dev.bourse.gateway.fix;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.ClOrdID;
import quickfix.field.HandlInst;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.Price;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.TimeInForce;
import quickfix.field.TransactTime;

/** Builds the members' requests and reads reports, for the conformance tests. */
final class FixMessages {
    private FixMessages() {
    }

    /** A NewOrderSingle; price and stopPx may be null, tif 0 for none. */
    static Message order(final String clOrdId, final int symbol, final char side, final char ordType, final char tif,
            final String qty, final String price, final String stopPx) {
        final Message m = new quickfix.fix44.NewOrderSingle();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setChar(HandlInst.FIELD, '1');
        m.setString(Symbol.FIELD, Integer.toString(symbol));
        m.setChar(Side.FIELD, side);
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        m.setChar(OrdType.FIELD, ordType);
        if (tif != 0) {
            m.setChar(TimeInForce.FIELD, tif);
        }
        m.setString(OrderQty.FIELD, qty);
        if (price != null) {
            m.setString(Price.FIELD, price);
        }
        if (stopPx != null) {
            m.setString(StopPx.FIELD, stopPx);
        }
        return m;
    }

    /** A limit GTC order. */
    static Message limit(final String clOrdId, final int symbol, final char side, final String qty,
            final String price) {
        return order(clOrdId, symbol, side, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, qty, price, null);
    }

    static Message cancel(final String clOrdId, final String orig, final int symbol, final char side) {
        final Message m = new quickfix.fix44.OrderCancelRequest();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(OrigClOrdID.FIELD, orig);
        m.setString(Symbol.FIELD, Integer.toString(symbol));
        m.setChar(Side.FIELD, side);
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        return m;
    }

    static Message replace(final String clOrdId, final String orig, final int symbol, final char side,
            final String qty, final String price) {
        final Message m = new quickfix.fix44.OrderCancelReplaceRequest();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(OrigClOrdID.FIELD, orig);
        m.setChar(HandlInst.FIELD, '1');
        m.setString(Symbol.FIELD, Integer.toString(symbol));
        m.setChar(Side.FIELD, side);
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        m.setChar(OrdType.FIELD, OrdType.LIMIT);
        m.setString(OrderQty.FIELD, qty);
        m.setString(Price.FIELD, price);
        return m;
    }

    static String get(final Message m, final int tag) {
        try {
            return m.getString(tag);
        } catch (final FieldNotFound e) {
            return null;
        }
    }

    static String type(final Message m) {
        try {
            return m.getHeader().getString(quickfix.field.MsgType.FIELD);
        } catch (final FieldNotFound e) {
            return null;
        }
    }

    /**
     * One line per report, with the fields the tests compare: "ER execType/ordStatus ClOrdID[&lt;OrigClOrdID]
     * cum= leaves= [last=qty@px fee=] [rej=]", "CXLREJ ClOrdID reason", "MASS ClOrdID response count",
     * "BMR reason".
     */
    static String summary(final Message m) {
        final String type = type(m);
        switch (type) {
            case "8": {
                final StringBuilder b = new StringBuilder("ER ").append(get(m, 150)).append('/').append(get(m, 39))
                        .append(' ').append(get(m, 11));
                if (get(m, 41) != null) {
                    b.append('<').append(get(m, 41));
                }
                b.append(" cum=").append(get(m, 14)).append(" leaves=").append(get(m, 151));
                if (get(m, 32) != null) {
                    b.append(" last=").append(get(m, 32)).append('@').append(get(m, 31)).append(" fee=")
                            .append(get(m, 12));
                }
                if (get(m, 103) != null) {
                    b.append(" rej=").append(get(m, 103));
                }
                return b.toString();
            }
            case "9":
                return "CXLREJ " + get(m, 11) + " " + get(m, 102);
            case "r":
                return "MASS " + get(m, 11) + " " + get(m, 531) + " " + get(m, 533);
            case "j":
                return "BMR " + get(m, 380);
            default:
                return type;
        }
    }
}
