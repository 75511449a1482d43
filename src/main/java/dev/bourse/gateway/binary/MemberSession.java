package dev.bourse.gateway.binary;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.agrona.DirectBuffer;
import org.agrona.collections.LongHashSet;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * One member's session state, which outlives its connections: the response sequence, the last responses kept for
 * replay, the member's commands in the core and not yet answered, and the symbols it entered orders in (for cancel on
 * disconnect).
 * <p>Retention: a ring of {@code capacity} slots of {@link FrameDescriptor#RESPONSE_SLOT_BYTES}, each a whole frame
 * (length field included); seq {@code s} lives in slot {@code s & (capacity - 1)}, so the last {@code capacity}
 * responses are always there.
 * <p>In flight: the core answers one producer's commands in the order they entered its ring, so the command ids wait
 * in a FIFO ring; the token's counter names the slot.
 * <p>Thread-safety: owned by the gateway thread.
 */
final class MemberSession {
    private final long uid;
    private final int index;
    private final UnsafeBuffer retained;
    private final int slotMask;
    private final long[] pending;
    private final int pendingMask;
    private final LongHashSet symbols = new LongHashSet();
    private long nextSeq = 1;
    private long head;
    private long tail;
    private long lastToken;
    private long lastCommandId;
    private boolean cancelOnDisconnect;
    private Connection connection;

    MemberSession(final long uid, final int index, final int retainedResponses, final int maxInFlight) {
        this.uid = uid;
        this.index = index;
        this.retained = new UnsafeBuffer(ByteBuffer.allocateDirect(retainedResponses
                * FrameDescriptor.RESPONSE_SLOT_BYTES));
        this.slotMask = retainedResponses - 1;
        this.pending = new long[maxInFlight];
        this.pendingMask = maxInFlight - 1;
    }

    long uid() {
        return uid;
    }

    int index() {
        return index;
    }

    /** @return the seq the next response will carry */
    long nextSeq() {
        return nextSeq;
    }

    /** @return the oldest seq still kept (1 until the ring has wrapped) */
    long oldestSeq() {
        return Math.max(1, nextSeq - (slotMask + 1));
    }

    /**
     * Numbers and keeps one sequenced response, and when the member's connection is caught up, puts it straight into
     * its write buffer (so the retention bounds how far a connection may fall behind, not how many responses one duty
     * cycle may bring).
     *
     * @param message   an SBE message whose block starts with seq and command id
     * @param offset    where it starts
     * @param length    its length, at most {@link FrameDescriptor#RESPONSE_SLOT_BYTES} - 2
     * @param commandId written into it
     * @return its seq
     */
    long append(final DirectBuffer message, final int offset, final int length, final long commandId) {
        final long seq = nextSeq++;
        final int slot = slotOffset(seq);
        retained.putShort(slot, (short) length, ByteOrder.LITTLE_ENDIAN);
        final int at = slot + FrameDescriptor.LENGTH_FIELD_BYTES;
        retained.putBytes(at, message, offset, length);
        retained.putLong(at + FrameDescriptor.SEQ_OFFSET, seq, ByteOrder.LITTLE_ENDIAN);
        retained.putLong(at + FrameDescriptor.COMMAND_ID_OFFSET, commandId, ByteOrder.LITTLE_ENDIAN);
        final Connection c = connection;
        if (c != null && c.sentSeq() == seq
                && c.offerResponse(retained, slot, FrameDescriptor.LENGTH_FIELD_BYTES + length)) {
            c.sentSeq(seq + 1);
        }
        return seq;
    }

    /** @return the buffer of the kept frames ({@link #slotOffset}, {@link #frameLength}) */
    DirectBuffer retained() {
        return retained;
    }

    int slotOffset(final long seq) {
        return (int) (seq & slotMask) * FrameDescriptor.RESPONSE_SLOT_BYTES;
    }

    /** @return the whole frame's length of a kept seq, length field included */
    int frameLength(final long seq) {
        return FrameDescriptor.LENGTH_FIELD_BYTES
                + (retained.getShort(slotOffset(seq), ByteOrder.LITTLE_ENDIAN) & 0xFFFF);
    }

    /** @return whether another command may enter the core */
    boolean canSubmit() {
        return tail - head <= pendingMask;
    }

    /**
     * @param requestType the RequestType code
     * @return the correlation id for the next command ({@link CommandTokens})
     */
    long nextToken(final int requestType) {
        return CommandTokens.token(requestType, index, tail);
    }

    /**
     * Records that the command of {@link #nextToken} entered the core.
     *
     * @param commandId the member's id for it
     */
    void submitted(final long commandId) {
        pending[(int) tail & pendingMask] = commandId;
        tail++;
    }

    /**
     * The core answered the oldest command in flight: its command id, remembered for the events that follow it.
     *
     * @param token the answer's correlation id
     * @return the member's command id, or 0 when the token is not the one expected (never, unless a bug)
     */
    long answered(final long token) {
        if (tail == head || CommandTokens.sessionIndex(token) != index
                || CommandTokens.counter(token) != (int) head) {
            lastToken = 0;
            lastCommandId = 0;
            return 0;
        }
        lastToken = token;
        lastCommandId = pending[(int) head & pendingMask];
        head++;
        return lastCommandId;
    }

    /**
     * @param token an event's correlation id (0: not this member's command)
     * @return the command id of the command it belongs to, or 0
     */
    long commandIdOf(final long token) {
        return token != 0 && token == lastToken ? lastCommandId : 0;
    }

    /** @return commands in the core and not yet answered */
    long inFlight() {
        return tail - head;
    }

    void enteredIn(final long symbol) {
        symbols.add(symbol);
    }

    /** @return the symbols entered into since the last cancel on disconnect */
    LongHashSet symbols() {
        return symbols;
    }

    boolean cancelOnDisconnect() {
        return cancelOnDisconnect;
    }

    void cancelOnDisconnect(final boolean value) {
        cancelOnDisconnect = value;
    }

    /** @return the live connection, or null */
    Connection connection() {
        return connection;
    }

    void connection(final Connection value) {
        connection = value;
    }
}
