package dev.bourse.gateway.binary;

import dev.bourse.gateway.binary.sbe.HeartbeatEncoder;
import dev.bourse.gateway.binary.sbe.LoginAcceptedEncoder;
import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import dev.bourse.gateway.binary.sbe.LoginRejectedEncoder;
import dev.bourse.gateway.binary.sbe.LogoutEncoder;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.MessageHeaderEncoder;
import dev.bourse.gateway.binary.sbe.SessionRejectEncoder;
import dev.bourse.gateway.binary.sbe.SessionRejectReason;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Encodes the unsequenced session answers (LoginAccepted, LoginRejected, SessionReject, Heartbeat, Logout) as frames
 * into a connection's write buffer. A frame that does not fit is not written: the caller ends a connection whose
 * buffer is full anyway.
 * <p>Thread-safety: the gateway thread only.
 */
final class SessionProxy {
    private static final int MAX_TEXT = 254;
    private final UnsafeBuffer frame = new UnsafeBuffer(ByteBuffer.allocateDirect(512));
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final LoginAcceptedEncoder loginAccepted = new LoginAcceptedEncoder();
    private final LoginRejectedEncoder loginRejected = new LoginRejectedEncoder();
    private final SessionRejectEncoder sessionReject = new SessionRejectEncoder();
    private final HeartbeatEncoder heartbeat = new HeartbeatEncoder();
    private final LogoutEncoder logout = new LogoutEncoder();

    boolean loginAccepted(final Connection c, final long uid, final long replayFrom, final long nextSeq,
            final int heartbeatMillis) {
        loginAccepted.wrapAndApplyHeader(frame, FrameDescriptor.LENGTH_FIELD_BYTES, header).uid(uid)
                .replayFrom(replayFrom).nextSeq(nextSeq).heartbeatMillis(heartbeatMillis);
        return send(c, loginAccepted.encodedLength());
    }

    boolean loginRejected(final Connection c, final LoginRejectReason reason) {
        loginRejected.wrapAndApplyHeader(frame, FrameDescriptor.LENGTH_FIELD_BYTES, header).reason(reason);
        return send(c, loginRejected.encodedLength());
    }

    boolean sessionReject(final Connection c, final int templateId, final SessionRejectReason reason,
            final String text) {
        sessionReject.wrapAndApplyHeader(frame, FrameDescriptor.LENGTH_FIELD_BYTES, header)
                .refusedTemplateId(templateId).reason(reason).text(clip(text));
        return send(c, sessionReject.encodedLength());
    }

    boolean heartbeat(final Connection c, final long nowNanos) {
        heartbeat.wrapAndApplyHeader(frame, FrameDescriptor.LENGTH_FIELD_BYTES, header).timestamp(nowNanos);
        return send(c, heartbeat.encodedLength());
    }

    boolean logout(final Connection c, final LogoutReason reason, final String text) {
        logout.wrapAndApplyHeader(frame, FrameDescriptor.LENGTH_FIELD_BYTES, header).reason(reason).text(clip(text));
        return send(c, logout.encodedLength());
    }

    private static String clip(final String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT);
    }

    private boolean send(final Connection c, final int encodedLength) {
        final int messageLength = MessageHeaderEncoder.ENCODED_LENGTH + encodedLength;
        frame.putShort(0, (short) messageLength, ByteOrder.LITTLE_ENDIAN);
        return c.offer(frame, 0, FrameDescriptor.LENGTH_FIELD_BYTES + messageLength);
    }
}
