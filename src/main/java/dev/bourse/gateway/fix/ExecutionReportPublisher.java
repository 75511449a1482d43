package dev.bourse.gateway.fix;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.gateway.rest.SymbolCatalog;
import java.math.BigDecimal;
import java.util.Map;
import quickfix.Message;
import quickfix.field.ExecType;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.Text;

/**
 * Turns the core's events into the FIX members' ExecutionReports: New when an order rests, waits for its trigger or
 * first trades; a Trade report per fill for each side that is a FIX member's order (LastPx, LastQty, the fee in
 * Commission(12), CumQty, LeavesQty, AvgPx); Canceled for cancels, IOC and market remainders, FOK kills, mass cancels
 * and self-trade prevention; Expired for GTD expiries; Replaced for a replace; Restated for a triggered stop or a
 * self-trade decrement; Rejected for an order the core refused. A refused cancel or replace gets an
 * OrderCancelReject, a mass cancel its OrderMassCancelReport. Events of orders that are not FIX orders are ignored.
 * <p>Thread-safety: the listener side runs on one thread (the node's event stream consumer); it takes each member's
 * lock while it updates that member's orders.
 */
final class ExecutionReportPublisher implements ExchangeListener {
    private final Map<Long, MemberOrders> members;
    private final PendingRequests pending;
    private final ReportEncoder encoder;
    private final SymbolCatalog catalog;
    private long execSequence;
    private int execIndex;
    private int massCancelled;

    /**
     * @param members  the FIX members by uid (read only)
     * @param pending  the requests in flight
     * @param encoder  the message encoder
     * @param catalog  the listings and currency scales
     */
    ExecutionReportPublisher(final Map<Long, MemberOrders> members, final PendingRequests pending,
            final ReportEncoder encoder, final SymbolCatalog catalog) {
        this.members = members;
        this.pending = pending;
        this.encoder = encoder;
        this.catalog = catalog;
    }

    private String execId(final long sequence) {
        if (sequence != execSequence) {
            execSequence = sequence;
            execIndex = 0;
        }
        return sequence + "-" + ++execIndex;
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide,
            final long price, final long size, final long makerRemaining, final long takerRemaining,
            final long makerFee, final long takerFee, final long timestamp) {
        fill(sequence, makerUid, makerOrderId, price, size, makerRemaining, makerFee, timestamp);
        fill(sequence, takerUid, takerOrderId, price, size, takerRemaining, takerFee, timestamp);
    }

    private void fill(final long sequence, final long uid, final long orderId, final long price, final long size,
            final long remaining, final long fee, final long timestamp) {
        final MemberOrders m = members.get(uid);
        if (m == null) {
            return;
        }
        synchronized (m) {
            final FixOrder o = m.live(orderId);
            if (o == null) {
                return;
            }
            acknowledge(m, o, sequence, timestamp);
            o.cumQty += size;
            o.leavesQty = remaining;
            o.notional = o.notional.add(BigDecimal.valueOf(price).multiply(BigDecimal.valueOf(size)));
            if (remaining == 0) {
                m.finish(o);
            }
            final Message r = encoder.order(o, execId(sequence), ExecType.TRADE,
                    remaining == 0 ? OrdStatus.FILLED : OrdStatus.PARTIALLY_FILLED, o.clOrdId, o.origClOrdId,
                    timestamp);
            encoder.fill(r, o.listing, price, size, fee,
                    catalog.currencyDecimals(o.listing.spec().quoteCurrency()));
            encoder.send(r, m.session);
        }
    }

    /** Sends the order's New once, before anything else is reported of it. Holding the member's lock. */
    private void acknowledge(final MemberOrders m, final FixOrder o, final long sequence, final long timestamp) {
        if (o.acknowledged) {
            return;
        }
        o.acknowledged = true;
        encoder.send(encoder.order(o, execId(sequence), ExecType.NEW, OrdStatus.NEW, o.clOrdId, null, timestamp),
                m.session);
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        acknowledge(sequence, uid, orderId, timestamp);
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        acknowledge(sequence, uid, orderId, timestamp);
    }

    private void acknowledge(final long sequence, final long uid, final long orderId, final long timestamp) {
        final MemberOrders m = members.get(uid);
        if (m == null) {
            return;
        }
        synchronized (m) {
            final FixOrder o = m.live(orderId);
            if (o != null) {
                acknowledge(m, o, sequence, timestamp);
            }
        }
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        final MemberOrders m = members.get(uid);
        if (m == null) {
            return;
        }
        synchronized (m) {
            final FixOrder o = m.live(orderId);
            if (o != null) {
                final Message r = encoder.order(o, execId(sequence), ExecType.RESTATED, o.workingStatus(), o.clOrdId,
                        o.origClOrdId, timestamp);
                r.setString(Text.FIELD, "stop triggered");
                encoder.send(r, m.session);
            }
        }
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        if (reason == CancelReason.MASS_CANCELLED) {
            massCancelled++;
        }
        final MemberOrders m = members.get(uid);
        if (m == null) {
            return;
        }
        synchronized (m) {
            final FixOrder o = m.live(orderId);
            if (o == null) {
                return;
            }
            acknowledge(m, o, sequence, timestamp);
            if (reason == CancelReason.REDUCED && o.pendingReplace != null) {
                o.leavesQty = remaining;
                return;
            }
            o.leavesQty = remaining;
            String clOrdId = o.clOrdId;
            String orig = o.origClOrdId;
            if (reason == CancelReason.CANCELLED && o.pendingCancel != null) {
                clOrdId = o.pendingCancel;
                orig = o.clOrdId;
                o.pendingCancel = null;
            }
            if (remaining > 0) {
                o.orderQty = o.cumQty + remaining;
                final Message r = encoder.order(o, execId(sequence), ExecType.RESTATED, o.workingStatus(), clOrdId,
                        orig, timestamp);
                r.setString(Text.FIELD, reason.name());
                encoder.send(r, m.session);
                return;
            }
            m.finish(o);
            final boolean expired = reason == CancelReason.EXPIRED;
            final Message r = encoder.order(o, execId(sequence), expired ? ExecType.EXPIRED : ExecType.CANCELED,
                    expired ? OrdStatus.EXPIRED : OrdStatus.CANCELED, clOrdId, orig, timestamp);
            r.setString(Text.FIELD, reason.name());
            encoder.send(r, m.session);
        }
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        final MemberOrders m = members.get(uid);
        if (m == null) {
            return;
        }
        synchronized (m) {
            final FixOrder o = m.live(orderId);
            if (o == null) {
                return;
            }
            o.price = newPrice;
            o.leavesQty = newRemaining;
            if (o.pendingReplace != null) {
                replaced(m, o, sequence, timestamp);
            } else {
                o.orderQty = o.cumQty + newRemaining;
                encoder.send(encoder.order(o, execId(sequence), ExecType.RESTATED, o.workingStatus(), o.clOrdId,
                        o.origClOrdId, timestamp), m.session);
            }
        }
    }

    /** The replace in flight took effect: the chain moves on. Holding the member's lock. */
    private void replaced(final MemberOrders m, final FixOrder o, final long sequence, final long timestamp) {
        o.origClOrdId = o.clOrdId;
        o.clOrdId = o.pendingReplace;
        o.pendingReplace = null;
        o.orderQty = o.cumQty + o.leavesQty;
        encoder.send(encoder.order(o, execId(sequence), ExecType.REPLACED, o.workingStatus(), o.clOrdId,
                o.origClOrdId, timestamp), m.session);
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        final int affected = massCancelled;
        massCancelled = 0;
        final Pending p = pending.take(correlationId);
        if (p == null) {
            return;
        }
        final MemberOrders m = p.member();
        synchronized (m) {
            switch (p.kind()) {
                case Pending.NEW:
                    newResult(m, p.order(), sequence, resultCode, timestamp);
                    break;
                case Pending.CANCEL:
                    cancelResult(m, p, resultCode);
                    break;
                case Pending.REPLACE:
                    replaceResult(m, p, sequence, resultCode, timestamp);
                    break;
                case Pending.MASS_CANCEL:
                    encoder.send(resultCode == ResultCode.SUCCESS
                            ? encoder.massCancelReport(p.clOrdId(), p.requestType(), sequence, affected, 0, null)
                            : encoder.massCancelReport(p.clOrdId(), p.requestType(), sequence, 0,
                                    resultCode == ResultCode.UNKNOWN_SYMBOL ? 1 : 0,
                                    ResultCode.name(resultCode)), m.session);
                    break;
                default:
                    break;
            }
        }
    }

    private void newResult(final MemberOrders m, final FixOrder o, final long sequence, final int resultCode,
            final long timestamp) {
        if (resultCode == ResultCode.SUCCESS) {
            if (!o.done) {
                acknowledge(m, o, sequence, timestamp);
            }
            return;
        }
        if (o.acknowledged) {
            return;
        }
        rejectNew(m, o, sequence == 0 ? encoder.gatewayExecId() : execId(sequence), resultCode, timestamp);
    }

    /**
     * Reports a new order the core refused and forgets it (its ClOrdID stays used). Holding the member's lock.
     *
     * @param m          the member
     * @param o          the order
     * @param execId     the ExecID
     * @param resultCode the core's code
     * @param timestamp  the command's time, ns (0: now)
     */
    void rejectNew(final MemberOrders m, final FixOrder o, final String execId, final int resultCode,
            final long timestamp) {
        o.acknowledged = true;
        o.leavesQty = 0;
        m.finish(o);
        final Message r = encoder.order(o, execId, ExecType.REJECTED, OrdStatus.REJECTED, o.clOrdId, null, timestamp);
        r.setInt(OrdRejReason.FIELD, RejectCodes.ordRejReason(resultCode));
        r.setString(Text.FIELD, ResultCode.name(resultCode));
        encoder.send(r, m.session);
    }

    private void cancelResult(final MemberOrders m, final Pending p, final int resultCode) {
        final FixOrder o = p.order();
        if (p.clOrdId().equals(o.pendingCancel)) {
            o.pendingCancel = null;
        }
        if (resultCode != ResultCode.SUCCESS) {
            m.unalias(p.clOrdId());
            encoder.send(encoder.cancelReject(p.clOrdId(), p.origClOrdId(), o, '1',
                    RejectCodes.cxlRejReason(resultCode), ResultCode.name(resultCode)), m.session);
        }
    }

    private void replaceResult(final MemberOrders m, final Pending p, final long sequence, final int resultCode,
            final long timestamp) {
        final FixOrder o = p.order();
        if (!p.clOrdId().equals(o.pendingReplace)) {
            return;
        }
        if (resultCode == ResultCode.SUCCESS) {
            if (!o.done) {
                o.price = p.newPrice();
                replaced(m, o, sequence, timestamp);
            }
            return;
        }
        o.pendingReplace = null;
        m.unalias(p.clOrdId());
        encoder.send(encoder.cancelReject(p.clOrdId(), p.origClOrdId(), o, '2', RejectCodes.cxlRejReason(resultCode),
                ResultCode.name(resultCode)), m.session);
    }
}
