package dev.bourse.gateway.fix;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import quickfix.Application;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.RejectLogon;
import quickfix.SessionID;
import quickfix.UnsupportedMessageType;
import quickfix.field.MsgType;
import quickfix.field.Password;

/**
 * The acceptor's QuickFIX/J application: checks each Logon's Password(554) against the member's (a wrong or missing
 * one is refused with a Logout, and the connection closed), and hands each application message to its decoder by
 * MsgType. Messages the exchange does not take get a BusinessMessageReject with reason 3 (unsupported message
 * type). The session layer (heartbeats, sequence numbers, resends, gap fills, the data dictionary's checks and their
 * session-level Rejects) is QuickFIX/J's.
 * <p>Thread-safety: called by QuickFIX/J's threads; stateless besides the counter.
 */
final class OrderEntryApplication implements Application {
    private final Map<String, MemberOrders> byCompId;
    private final OrderEntryAdapter orders;
    private final OrderAmendAdapter amends;
    private final ReportEncoder encoder;
    private final AtomicInteger loggedOn = new AtomicInteger();
    private final AtomicLong errors = new AtomicLong();

    OrderEntryApplication(final Map<String, MemberOrders> byCompId, final OrderEntryAdapter orders,
            final OrderAmendAdapter amends, final ReportEncoder encoder) {
        this.byCompId = byCompId;
        this.orders = orders;
        this.amends = amends;
        this.encoder = encoder;
    }

    /** @return requests that failed inside the gateway (a bug): each was answered with a BusinessMessageReject */
    long errors() {
        return errors.get();
    }

    /** @return sessions logged on now */
    int loggedOn() {
        return loggedOn.get();
    }

    @Override
    public void onCreate(final SessionID sessionId) {
    }

    @Override
    public void onLogon(final SessionID sessionId) {
        loggedOn.incrementAndGet();
    }

    @Override
    public void onLogout(final SessionID sessionId) {
        loggedOn.decrementAndGet();
    }

    @Override
    public void toAdmin(final Message message, final SessionID sessionId) {
    }

    @Override
    public void fromAdmin(final Message message, final SessionID sessionId) throws FieldNotFound, RejectLogon {
        if (!MsgType.LOGON.equals(message.getHeader().getString(MsgType.FIELD))) {
            return;
        }
        final MemberOrders m = byCompId.get(sessionId.getTargetCompID());
        if (m == null || !message.isSetField(Password.FIELD) || !MessageDigest.isEqual(
                m.member.password().getBytes(StandardCharsets.UTF_8),
                message.getString(Password.FIELD).getBytes(StandardCharsets.UTF_8))) {
            throw new RejectLogon("bad credentials");
        }
    }

    @Override
    public void toApp(final Message message, final SessionID sessionId) {
    }

    @Override
    public void fromApp(final Message message, final SessionID sessionId) throws FieldNotFound,
            UnsupportedMessageType {
        final MemberOrders m = byCompId.get(sessionId.getTargetCompID());
        if (m == null) {
            throw new UnsupportedMessageType();
        }
        try {
            dispatch(message, m);
        } catch (final FieldNotFound | UnsupportedMessageType e) {
            throw e;
        } catch (final Exception e) {
            // The stage boundary: a failure inside the gateway is counted and answered; the session goes on.
            errors.incrementAndGet();
            encoder.send(encoder.businessReject(message, null, 0, "the gateway failed the request: " + e),
                    m.session);
        }
    }

    private void dispatch(final Message message, final MemberOrders m) throws FieldNotFound,
            UnsupportedMessageType {
        switch (message.getHeader().getString(MsgType.FIELD)) {
            case MsgType.ORDER_SINGLE:
                orders.newOrder(message, m);
                break;
            case MsgType.ORDER_CANCEL_REQUEST:
                amends.cancel(message, m);
                break;
            case MsgType.ORDER_CANCEL_REPLACE_REQUEST:
                amends.replace(message, m);
                break;
            case MsgType.ORDER_MASS_CANCEL_REQUEST:
                amends.massCancel(message, m);
                break;
            case MsgType.ORDER_STATUS_REQUEST:
                orders.status(message, m);
                break;
            default:
                throw new UnsupportedMessageType();
        }
    }
}
