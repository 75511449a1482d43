package dev.bourse.gateway.binary.client;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.FrameDescriptor;
import dev.bourse.gateway.binary.sbe.AcceptedDecoder;
import dev.bourse.gateway.binary.sbe.BooleanType;
import dev.bourse.gateway.binary.sbe.CanceledDecoder;
import dev.bourse.gateway.binary.sbe.ExecutedDecoder;
import dev.bourse.gateway.binary.sbe.HeartbeatDecoder;
import dev.bourse.gateway.binary.sbe.Liquidity;
import dev.bourse.gateway.binary.sbe.LogoutDecoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderDecoder;
import dev.bourse.gateway.binary.sbe.RejectedDecoder;
import dev.bourse.gateway.binary.sbe.ReplacedDecoder;
import dev.bourse.gateway.binary.sbe.SessionRejectDecoder;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The client's receiving side: reads the socket into one buffer, cuts whole frames from it and decodes each into a
 * {@link ResponseListener} call (frames of templates it does not know are skipped, as a later server version may add
 * some).
 * <p>Thread-safety: the polling thread only.
 */
final class ResponseDecoder {
    /** {@link #nextFrame()}: no whole frame yet. */
    static final int NONE = -1;
    /** {@link #nextFrame()}: the server closed the connection. */
    static final int END_OF_STREAM = -2;
    private final SocketChannel channel;
    private final ByteBuffer buffer;
    private final UnsafeBuffer view;
    private final MessageHeaderDecoder header = new MessageHeaderDecoder();
    private final AcceptedDecoder accepted = new AcceptedDecoder();
    private final RejectedDecoder rejected = new RejectedDecoder();
    private final ExecutedDecoder executed = new ExecutedDecoder();
    private final CanceledDecoder canceled = new CanceledDecoder();
    private final ReplacedDecoder replaced = new ReplacedDecoder();
    private final HeartbeatDecoder heartbeat = new HeartbeatDecoder();
    private final SessionRejectDecoder sessionReject = new SessionRejectDecoder();
    private final LogoutDecoder logout = new LogoutDecoder();
    private int start;
    private boolean closed;

    ResponseDecoder(final SocketChannel channel, final int capacity) {
        this.channel = channel;
        this.buffer = ByteBuffer.allocateDirect(capacity);
        this.view = new UnsafeBuffer(buffer);
    }

    UnsafeBuffer view() {
        return view;
    }

    boolean isClosed() {
        return closed;
    }

    /**
     * @return the offset of the next whole frame's SBE message (left in the buffer), {@link #NONE} or
     *     {@link #END_OF_STREAM}
     * @throws IOException if the read failed or the frame length is impossible
     */
    int nextFrame() throws IOException {
        int at = wholeFrame();
        if (at == NONE) {
            fill();
            at = wholeFrame();
        }
        return at == NONE && closed ? END_OF_STREAM : at;
    }

    /** Drops the frame {@link #nextFrame()} returned. */
    void skipFrame() {
        start += FrameDescriptor.LENGTH_FIELD_BYTES + (view.getShort(start, ByteOrder.LITTLE_ENDIAN) & 0xFFFF);
    }

    int poll(final ResponseListener listener) throws IOException {
        if (wholeFrame() == NONE) {
            fill();
        }
        int count = 0;
        int at;
        while ((at = wholeFrame()) != NONE) {
            skipFrame();
            dispatch(at, listener);
            count++;
        }
        return count == 0 && closed ? -1 : count;
    }

    private int wholeFrame() throws IOException {
        final int end = buffer.position();
        if (end - start < FrameDescriptor.LENGTH_FIELD_BYTES) {
            return NONE;
        }
        final int length = view.getShort(start, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
        if (length < FrameDescriptor.MIN_MESSAGE_LENGTH) {
            throw new IOException("the server sent a frame of " + length + " bytes");
        }
        return end - start - FrameDescriptor.LENGTH_FIELD_BYTES >= length ? start + FrameDescriptor.LENGTH_FIELD_BYTES
                : NONE;
    }

    private void fill() throws IOException {
        if (closed) {
            return;
        }
        if (start > 0) {
            final int left = buffer.position() - start;
            view.putBytes(0, view, start, left);
            buffer.position(left);
            start = 0;
        }
        if (channel.read(buffer) < 0) {
            closed = true;
        }
    }

    private void dispatch(final int at, final ResponseListener l) {
        header.wrap(view, at);
        final int blockAt = at + MessageHeaderDecoder.ENCODED_LENGTH;
        final int block = header.blockLength();
        final int version = header.version();
        switch (header.templateId()) {
            case AcceptedDecoder.TEMPLATE_ID:
                accepted.wrap(view, blockAt, block, version);
                l.onAccepted(accepted.seq(), accepted.commandId(), accepted.coreSequence(), accepted.timestamp(),
                        accepted.symbol(), accepted.orderId(), accepted.requestType());
                break;
            case RejectedDecoder.TEMPLATE_ID:
                rejected.wrap(view, blockAt, block, version);
                l.onRejected(rejected.seq(), rejected.commandId(), rejected.coreSequence(), rejected.timestamp(),
                        rejected.symbol(), rejected.orderId(), rejected.code(), rejected.requestType());
                break;
            case ExecutedDecoder.TEMPLATE_ID:
                executed.wrap(view, blockAt, block, version);
                l.onExecuted(executed.seq(), executed.commandId(), executed.coreSequence(), executed.timestamp(),
                        executed.symbol(), executed.orderId(), executed.tradeId(), executed.price(), executed.size(),
                        executed.remaining(), executed.fee(), Side.fromCode(executed.sideRaw()),
                        executed.liquidityRaw() == Liquidity.MAKER.value());
                break;
            case CanceledDecoder.TEMPLATE_ID:
                canceled.wrap(view, blockAt, block, version);
                l.onCanceled(canceled.seq(), canceled.commandId(), canceled.coreSequence(), canceled.timestamp(),
                        canceled.symbol(), canceled.orderId(), canceled.price(), canceled.canceledSize(),
                        canceled.remaining(), Side.fromCode(canceled.sideRaw()),
                        CancelReason.fromCode(canceled.reasonRaw()));
                break;
            case ReplacedDecoder.TEMPLATE_ID:
                replaced.wrap(view, blockAt, block, version);
                l.onReplaced(replaced.seq(), replaced.commandId(), replaced.coreSequence(), replaced.timestamp(),
                        replaced.symbol(), replaced.orderId(), replaced.oldPrice(), replaced.newPrice(),
                        replaced.oldRemaining(), replaced.newRemaining(), Side.fromCode(replaced.sideRaw()),
                        replaced.priorityKeptRaw() == BooleanType.TRUE.value());
                break;
            case HeartbeatDecoder.TEMPLATE_ID:
                heartbeat.wrap(view, blockAt, block, version);
                l.onHeartbeat(heartbeat.timestamp());
                break;
            case SessionRejectDecoder.TEMPLATE_ID:
                sessionReject.wrap(view, blockAt, block, version);
                l.onSessionReject(sessionReject.refusedTemplateId(), sessionReject.reason(), sessionReject.text());
                break;
            case LogoutDecoder.TEMPLATE_ID:
                logout.wrap(view, blockAt, block, version);
                l.onLogout(logout.reason(), logout.text());
                break;
            default:
                break;
        }
    }
}
