package dev.bourse.gateway.binary;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.sbe.AcceptedEncoder;
import dev.bourse.gateway.binary.sbe.BooleanType;
import dev.bourse.gateway.binary.sbe.CanceledEncoder;
import dev.bourse.gateway.binary.sbe.ExecutedEncoder;
import dev.bourse.gateway.binary.sbe.Liquidity;
import dev.bourse.gateway.binary.sbe.MessageHeaderEncoder;
import dev.bourse.gateway.binary.sbe.RejectedEncoder;
import dev.bourse.gateway.binary.sbe.ReplacedEncoder;
import dev.bourse.gateway.binary.sbe.RequestType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;

/**
 * The core's listener side of the gateway: encodes every event of a member's orders as the response the member will
 * get, and passes it to the gateway thread through a one-to-one ring buffer, allocating nothing. Each record:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +---------------------------------------------------------------+
 *  |  Member uid (64)                                              |  0
 *  +---------------------------------------------------------------+
 *  |  Correlation token of the member's command, or 0 (64)         |  8
 *  +---------------------------------------------------------------+
 *  |  SBE response (header + block), seq and command id 0 ...     |  16
 *  +---------------------------------------------------------------+
 * </pre>
 * The core reports a command's events before its result, but a member wants the answer to its command first: so the
 * events of the command in progress wait in a scratch buffer (64 KiB, some 700 events) and go out after the
 * Accepted or Rejected; those of the result's member carry its token, so the gateway thread stamps them with the
 * member's command id. A command with more events than the scratch holds sends the first ones ahead of its answer.
 * When the ring is full the listener thread waits for the gateway thread (back-pressure), unless the gateway is
 * closed, when responses are dropped.
 * <p>Thread-safety: the ExchangeListener methods on the core's one listener thread; {@link #close()} from any.
 */
final class ResponsePublisher implements ExchangeListener {
    static final int MESSAGE_TYPE = 1;
    static final int UID_OFFSET = 0;
    static final int TOKEN_OFFSET = 8;
    static final int MESSAGE_OFFSET = 16;
    private static final int SCRATCH_BYTES = 1 << 16;
    private static final int MAX_RECORD = MESSAGE_OFFSET + FrameDescriptor.RESPONSE_SLOT_BYTES;

    private final OneToOneRingBuffer ring;
    private final IdleStrategy idle = new BackoffIdleStrategy();
    private final UnsafeBuffer scratch = new UnsafeBuffer(ByteBuffer.allocateDirect(SCRATCH_BYTES));
    private final UnsafeBuffer answerBuffer = new UnsafeBuffer(ByteBuffer.allocateDirect(MAX_RECORD));
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final AcceptedEncoder accepted = new AcceptedEncoder();
    private final RejectedEncoder rejected = new RejectedEncoder();
    private final ExecutedEncoder executed = new ExecutedEncoder();
    private final CanceledEncoder canceled = new CanceledEncoder();
    private final ReplacedEncoder replaced = new ReplacedEncoder();
    private int scratchUsed;
    private volatile SelectorDoorbell doorbell;
    private volatile boolean closed;

    ResponsePublisher(final OneToOneRingBuffer ring) {
        this.ring = ring;
    }

    /**
     * @param value wakes the gateway thread after each response committed; set once, at the gateway's start (before
     *              that, nobody sleeps on the ring)
     */
    void doorbell(final SelectorDoorbell value) {
        doorbell = value;
    }

    /** Stops waiting for a full ring: later responses are dropped. */
    void close() {
        closed = true;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        final boolean ours = CommandTokens.isToken(correlationId);
        if (ours) {
            answerBuffer.putLong(UID_OFFSET, uid, ByteOrder.LITTLE_ENDIAN);
            answerBuffer.putLong(TOKEN_OFFSET, correlationId, ByteOrder.LITTLE_ENDIAN);
            final int length = MESSAGE_OFFSET + answer(answerBuffer, MESSAGE_OFFSET, correlationId, sequence,
                    timestamp, symbol, orderId, resultCode);
            final int index = claim(length);
            if (index >= 0) {
                ring.buffer().putBytes(index, answerBuffer, 0, length);
                ring.commit(index);
            }
        }
        flushScratch(ours ? uid : 0, ours ? correlationId : 0);
        if (ours) {
            wake();
        }
    }

    private void wake() {
        final SelectorDoorbell d = doorbell;
        if (d != null) {
            d.ring();
        }
    }

    private int answer(final MutableDirectBuffer b, final int at, final long token, final long sequence,
            final long timestamp, final long symbol, final long orderId, final int resultCode) {
        final RequestType type = RequestType.get((short) CommandTokens.requestType(token));
        if (resultCode == ResultCode.SUCCESS) {
            accepted.wrapAndApplyHeader(b, at, header).seq(0).commandId(0).coreSequence(sequence)
                    .timestamp(timestamp).symbol(symbol).orderId(orderId).requestType(type);
            return MessageHeaderEncoder.ENCODED_LENGTH + accepted.encodedLength();
        }
        rejected.wrapAndApplyHeader(b, at, header).seq(0).commandId(0).coreSequence(sequence).timestamp(timestamp)
                .symbol(symbol).orderId(orderId).code(resultCode).requestType(type);
        return MessageHeaderEncoder.ENCODED_LENGTH + rejected.encodedLength();
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        execution(makerUid, sequence, timestamp, symbol, makerOrderId, tradeId, price, size, makerRemaining, makerFee,
                takerSide.opposite(), Liquidity.MAKER);
        execution(takerUid, sequence, timestamp, symbol, takerOrderId, tradeId, price, size, takerRemaining, takerFee,
                takerSide, Liquidity.TAKER);
    }

    private void execution(final long uid, final long sequence, final long timestamp, final long symbol,
            final long orderId, final long tradeId, final long price, final long size, final long remaining,
            final long fee, final Side side, final Liquidity liquidity) {
        final int at = startRecord(uid);
        executed.wrapAndApplyHeader(scratch, at, header).seq(0).commandId(0).coreSequence(sequence)
                .timestamp(timestamp).symbol(symbol).orderId(orderId).tradeId(tradeId).price(price).size(size)
                .remaining(remaining).fee(fee).side(side(side)).liquidity(liquidity);
        endRecord(at, executed.encodedLength());
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        final int at = startRecord(uid);
        canceled.wrapAndApplyHeader(scratch, at, header).seq(0).commandId(0).coreSequence(sequence)
                .timestamp(timestamp).symbol(symbol).orderId(orderId).price(price).canceledSize(cancelledSize)
                .remaining(remaining).side(side(side))
                .reason(dev.bourse.gateway.binary.sbe.CancelReason.get((short) reason.ordinal()));
        endRecord(at, canceled.encodedLength());
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        final int at = startRecord(uid);
        replaced.wrapAndApplyHeader(scratch, at, header).seq(0).commandId(0).coreSequence(sequence)
                .timestamp(timestamp).symbol(symbol).orderId(orderId).oldPrice(oldPrice).newPrice(newPrice)
                .oldRemaining(oldRemaining).newRemaining(newRemaining).side(side(side))
                .priorityKept(priorityKept ? BooleanType.TRUE : BooleanType.FALSE);
        endRecord(at, replaced.encodedLength());
    }

    private static dev.bourse.gateway.binary.sbe.Side side(final Side side) {
        return side == Side.BID ? dev.bourse.gateway.binary.sbe.Side.BID : dev.bourse.gateway.binary.sbe.Side.ASK;
    }

    /** Reserves a scratch record (4-byte length, uid, token) and returns where its SBE message goes. */
    private int startRecord(final long uid) {
        if (scratchUsed + Integer.BYTES + MAX_RECORD > SCRATCH_BYTES) {
            flushScratch(0, 0);
        }
        final int record = scratchUsed + Integer.BYTES;
        scratch.putLong(record + UID_OFFSET, uid, ByteOrder.LITTLE_ENDIAN);
        scratch.putLong(record + TOKEN_OFFSET, 0, ByteOrder.LITTLE_ENDIAN);
        return record + MESSAGE_OFFSET;
    }

    private void endRecord(final int messageAt, final int blockLength) {
        final int recordLength = MESSAGE_OFFSET + MessageHeaderEncoder.ENCODED_LENGTH + blockLength;
        scratch.putInt(scratchUsed, recordLength);
        scratchUsed += Integer.BYTES + recordLength;
    }

    /** Passes the waiting events on, stamping those of {@code uid} with {@code token}. */
    private void flushScratch(final long uid, final long token) {
        int at = 0;
        while (at < scratchUsed) {
            final int length = scratch.getInt(at);
            final int record = at + Integer.BYTES;
            if (token != 0 && scratch.getLong(record + UID_OFFSET, ByteOrder.LITTLE_ENDIAN) == uid) {
                scratch.putLong(record + TOKEN_OFFSET, token, ByteOrder.LITTLE_ENDIAN);
            }
            final int index = claim(length);
            if (index >= 0) {
                ring.buffer().putBytes(index, scratch, record, length);
                ring.commit(index);
            }
            at = record + length;
        }
        if (scratchUsed > 0) {
            wake();
        }
        scratchUsed = 0;
    }

    private int claim(final int length) {
        int index;
        while ((index = ring.tryClaim(MESSAGE_TYPE, length)) < 0) {
            if (closed) {
                return -1;
            }
            idle.idle();
        }
        idle.reset();
        return index;
    }
}
