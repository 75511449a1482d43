package dev.bourse.gateway.binary;

import dev.bourse.gateway.binary.sbe.AcceptedDecoder;
import dev.bourse.gateway.binary.sbe.CancelOrderDecoder;
import dev.bourse.gateway.binary.sbe.CanceledDecoder;
import dev.bourse.gateway.binary.sbe.EnterOrderDecoder;
import dev.bourse.gateway.binary.sbe.ExecutedDecoder;
import dev.bourse.gateway.binary.sbe.HeartbeatDecoder;
import dev.bourse.gateway.binary.sbe.LoginAcceptedDecoder;
import dev.bourse.gateway.binary.sbe.LoginDecoder;
import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import dev.bourse.gateway.binary.sbe.LoginRejectedDecoder;
import dev.bourse.gateway.binary.sbe.LogoutDecoder;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.MassCancelDecoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderDecoder;
import dev.bourse.gateway.binary.sbe.RejectedDecoder;
import dev.bourse.gateway.binary.sbe.ReplaceOrderDecoder;
import dev.bourse.gateway.binary.sbe.ReplacedDecoder;
import dev.bourse.gateway.binary.sbe.SessionRejectDecoder;
import dev.bourse.gateway.binary.sbe.SessionRejectReason;
import java.nio.ByteOrder;
import org.agrona.DirectBuffer;

/**
 * Cuts frames from a connection's read buffer (every whole frame the last read brought) and dispatches each: the
 * session messages here, the order messages to the {@link OrderSubmitter}. Every input is bounded: a frame length
 * below 8 or above the maximum ends the connection (the stream cannot be framed past it), a frame the server cannot
 * read gets a SessionReject and is skipped, anything but a Login before a Login ends the connection. See
 * {@code docs/binary-protocol.md}.
 * <p>Thread-safety: the gateway thread only.
 */
final class InboundAdapter {
    /** Session rejects one connection may earn before it is ended. */
    static final int MAX_REJECTS = 100;
    private final BinaryGatewayAgent agent;
    private final MemberSessions sessions;
    private final SessionProxy proxy;
    private final OrderSubmitter orders;
    private final LoginCheck logins;
    private final int maxFrameBytes;
    private final int heartbeatMillis;
    private final MessageHeaderDecoder header = new MessageHeaderDecoder();
    private final LoginDecoder login = new LoginDecoder();
    private final LogoutDecoder logout = new LogoutDecoder();

    InboundAdapter(final BinaryGatewayAgent agent, final MemberSessions sessions, final SessionProxy proxy,
            final OrderSubmitter orders, final LoginCheck logins, final BinaryGatewayConfig config) {
        this.agent = agent;
        this.sessions = sessions;
        this.proxy = proxy;
        this.orders = orders;
        this.logins = logins;
        this.maxFrameBytes = config.maxFrameBytes();
        this.heartbeatMillis = config.heartbeatMillis();
    }

    /**
     * Handles every whole frame in the connection's read buffer and keeps the partial one.
     *
     * @param c a connection that just read
     */
    void onBytes(final Connection c) {
        final DirectBuffer b = c.readView();
        final int end = c.readable();
        int at = 0;
        while (end - at >= FrameDescriptor.LENGTH_FIELD_BYTES && !c.isClosed()) {
            final int length = b.getShort(at, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
            if (length < FrameDescriptor.MIN_MESSAGE_LENGTH) {
                agent.end(c, LogoutReason.BAD_FRAME_LENGTH, "frame length " + length + " is below 8");
                return;
            }
            if (length > maxFrameBytes) {
                agent.end(c, LogoutReason.FRAME_TOO_LARGE, "frame length " + length + " is above " + maxFrameBytes);
                return;
            }
            if (end - at - FrameDescriptor.LENGTH_FIELD_BYTES < length) {
                break;
            }
            onMessage(c, b, at + FrameDescriptor.LENGTH_FIELD_BYTES, length);
            at += FrameDescriptor.LENGTH_FIELD_BYTES + length;
        }
        if (!c.isClosed()) {
            c.consumed(at);
        }
    }

    private void onMessage(final Connection c, final DirectBuffer b, final int at, final int length) {
        header.wrap(b, at);
        final int templateId = header.templateId();
        final int blockLength = header.blockLength();
        final int version = header.version();
        final int blockAt = at + MessageHeaderDecoder.ENCODED_LENGTH;
        final int room = length - MessageHeaderDecoder.ENCODED_LENGTH;
        final MemberSession s = c.session();
        if (s == null && templateId != LoginDecoder.TEMPLATE_ID) {
            agent.end(c, LogoutReason.NOT_LOGGED_IN, "the first message must be a Login, not template " + templateId);
            return;
        }
        if (header.schemaId() != LoginDecoder.SCHEMA_ID || version < 1 || version > LoginDecoder.SCHEMA_VERSION) {
            refuse(c, templateId, SessionRejectReason.WRONG_SCHEMA, "schema " + header.schemaId() + " version "
                    + version + " is not " + LoginDecoder.SCHEMA_ID + " version 1 to " + LoginDecoder.SCHEMA_VERSION);
            return;
        }
        final int expected = blockLengthOf(templateId);
        if (expected < 0) {
            refuse(c, templateId, serverBound(templateId) ? SessionRejectReason.NOT_FOR_SERVER
                    : SessionRejectReason.UNKNOWN_TEMPLATE, "template " + templateId + " is not a client message");
            return;
        }
        if (blockLength < expected || blockLength > room) {
            refuse(c, templateId, SessionRejectReason.BLOCK_TOO_SHORT, "template " + templateId + " needs a block of "
                    + expected + " bytes within the frame; it has " + blockLength + " of " + room);
            return;
        }
        switch (templateId) {
            case LoginDecoder.TEMPLATE_ID:
                if (s != null) {
                    refuse(c, templateId, SessionRejectReason.ALREADY_LOGGED_IN, "the session is open already");
                } else {
                    login(c, b, blockAt, blockLength, version);
                }
                break;
            case HeartbeatDecoder.TEMPLATE_ID:
                break;
            case LogoutDecoder.TEMPLATE_ID:
                agent.end(c, LogoutReason.LOGOUT_ACK, "");
                break;
            case EnterOrderDecoder.TEMPLATE_ID:
                orders.enter(s, b, blockAt, blockLength, version);
                agent.drainResponses();
                break;
            case CancelOrderDecoder.TEMPLATE_ID:
                orders.cancel(s, b, blockAt, blockLength, version);
                agent.drainResponses();
                break;
            case ReplaceOrderDecoder.TEMPLATE_ID:
                orders.replace(s, b, blockAt, blockLength, version);
                agent.drainResponses();
                break;
            case MassCancelDecoder.TEMPLATE_ID:
                orders.massCancel(s, b, blockAt, blockLength, version);
                agent.drainResponses();
                break;
            default:
                break;
        }
    }

    /** @return the block length version 1 gives a client message, or -1 for any other template */
    private static int blockLengthOf(final int templateId) {
        switch (templateId) {
            case LoginDecoder.TEMPLATE_ID:
                return LoginDecoder.BLOCK_LENGTH;
            case HeartbeatDecoder.TEMPLATE_ID:
                return HeartbeatDecoder.BLOCK_LENGTH;
            case LogoutDecoder.TEMPLATE_ID:
                return LogoutDecoder.BLOCK_LENGTH;
            case EnterOrderDecoder.TEMPLATE_ID:
                return EnterOrderDecoder.BLOCK_LENGTH;
            case CancelOrderDecoder.TEMPLATE_ID:
                return CancelOrderDecoder.BLOCK_LENGTH;
            case ReplaceOrderDecoder.TEMPLATE_ID:
                return ReplaceOrderDecoder.BLOCK_LENGTH;
            case MassCancelDecoder.TEMPLATE_ID:
                return MassCancelDecoder.BLOCK_LENGTH;
            default:
                return -1;
        }
    }

    private static boolean serverBound(final int templateId) {
        return templateId == LoginAcceptedDecoder.TEMPLATE_ID || templateId == LoginRejectedDecoder.TEMPLATE_ID
                || templateId == SessionRejectDecoder.TEMPLATE_ID || templateId == AcceptedDecoder.TEMPLATE_ID
                || templateId == RejectedDecoder.TEMPLATE_ID || templateId == ExecutedDecoder.TEMPLATE_ID
                || templateId == CanceledDecoder.TEMPLATE_ID || templateId == ReplacedDecoder.TEMPLATE_ID;
    }

    private void refuse(final Connection c, final int templateId, final SessionRejectReason reason,
            final String text) {
        if (c.rejected() > MAX_REJECTS) {
            agent.end(c, LogoutReason.TOO_MANY_REJECTS, "more than " + MAX_REJECTS + " session rejects");
        } else if (!proxy.sessionReject(c, templateId, reason, text)) {
            agent.end(c, LogoutReason.SLOW_CONSUMER, "write buffer full");
        }
    }

    private void login(final Connection c, final DirectBuffer b, final int blockAt, final int blockLength,
            final int version) {
        login.wrap(b, blockAt, blockLength, version);
        final long uid = login.uid();
        final long next = login.nextSeq();
        final boolean cancelOnDisconnect = login.cancelOnDisconnectRaw() == 1;
        final LoginRejectReason refusal;
        MemberSession s = null;
        if (!agent.isAccepting()) {
            refusal = LoginRejectReason.NOT_ACCEPTING;
        } else if (uid <= 0 || !logins.accepts(uid, login.apiKey(), login.secret())) {
            refusal = LoginRejectReason.BAD_CREDENTIALS;
        } else {
            s = sessions.find(uid);
            if (s == null) {
                s = sessions.create(uid);
            }
            refusal = s == null ? LoginRejectReason.SESSIONS_FULL
                    : s.connection() != null ? LoginRejectReason.ALREADY_CONNECTED
                    : next < 0 || next > s.nextSeq() ? LoginRejectReason.BAD_SEQUENCE : null;
        }
        if (refusal != null) {
            proxy.loginRejected(c, refusal);
            agent.end(c, null, null);
            return;
        }
        final long replayFrom = next == 0 ? s.nextSeq() : Math.max(next, s.oldestSeq());
        s.connection(c);
        s.cancelOnDisconnect(cancelOnDisconnect);
        c.session(s, replayFrom);
        proxy.loginAccepted(c, uid, replayFrom, s.nextSeq(), heartbeatMillis);
    }
}
