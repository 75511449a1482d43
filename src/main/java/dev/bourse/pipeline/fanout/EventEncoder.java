package dev.bourse.pipeline.fanout;

import static dev.bourse.pipeline.fanout.EventDescriptor.CODE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.COMMAND_TYPE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.FLAGS_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.KIND_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.LENGTH;
import static dev.bourse.pipeline.fanout.EventDescriptor.LEVEL_ORDERS_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.LEVEL_SIDE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.LEVEL_VISIBLE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.MAKER_FEE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.ORDER_ID_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.OTHER_ORDER_ID_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.OTHER_UID_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.POSITION_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.PRICE2_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.PRICE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.REMAINING2_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.REMAINING_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.SEQUENCE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.SIDE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.SIZE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.SYMBOL_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.TAKER_FEE_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.TIMESTAMP_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.TRADE_ID_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.UID_OFFSET;
import static dev.bourse.pipeline.fanout.EventDescriptor.UNKNOWN;

import org.agrona.concurrent.UnsafeBuffer;

/**
 * Writes one record ({@link EventDescriptor}) at a time into its own scratch buffer, from which the publisher copies
 * it into every consumer's buffer. A record starts with {@link #begin}, which clears it (a field a kind does not use
 * reads 0), takes the kind's fields, then the level fields and the position; nothing is allocated.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class EventEncoder {
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[LENGTH]);

    UnsafeBuffer buffer() {
        return buffer;
    }

    EventEncoder begin(final int kind, final long sequence, final long timestamp, final long symbol,
            final int flags) {
        buffer.setMemory(0, LENGTH, (byte) 0);
        buffer.putByte(KIND_OFFSET, (byte) kind);
        buffer.putByte(FLAGS_OFFSET, (byte) flags);
        buffer.putLong(SEQUENCE_OFFSET, sequence);
        buffer.putLong(TIMESTAMP_OFFSET, timestamp);
        buffer.putLong(SYMBOL_OFFSET, symbol);
        buffer.putByte(SIDE_OFFSET, (byte) EventDescriptor.NO_SIDE);
        buffer.putByte(LEVEL_SIDE_OFFSET, (byte) EventDescriptor.NO_SIDE);
        return this;
    }

    int kind() {
        return buffer.getByte(KIND_OFFSET);
    }

    EventEncoder order(final long orderId, final long uid, final int side) {
        buffer.putLong(ORDER_ID_OFFSET, orderId);
        buffer.putLong(UID_OFFSET, uid);
        buffer.putByte(SIDE_OFFSET, (byte) side);
        return this;
    }

    EventEncoder other(final long otherOrderId, final long otherUid) {
        buffer.putLong(OTHER_ORDER_ID_OFFSET, otherOrderId);
        buffer.putLong(OTHER_UID_OFFSET, otherUid);
        return this;
    }

    EventEncoder prices(final long price, final long price2) {
        buffer.putLong(PRICE_OFFSET, price);
        buffer.putLong(PRICE2_OFFSET, price2);
        return this;
    }

    EventEncoder sizes(final long size, final long remaining, final long remaining2) {
        buffer.putLong(SIZE_OFFSET, size);
        buffer.putLong(REMAINING_OFFSET, remaining);
        buffer.putLong(REMAINING2_OFFSET, remaining2);
        return this;
    }

    EventEncoder trade(final long tradeId, final long makerFee, final long takerFee) {
        buffer.putLong(TRADE_ID_OFFSET, tradeId);
        buffer.putLong(MAKER_FEE_OFFSET, makerFee);
        buffer.putLong(TAKER_FEE_OFFSET, takerFee);
        return this;
    }

    EventEncoder codes(final int code, final int commandType) {
        buffer.putInt(CODE_OFFSET, code);
        buffer.putInt(COMMAND_TYPE_OFFSET, commandType);
        return this;
    }

    void flag(final int flag) {
        buffer.putByte(FLAGS_OFFSET, (byte) (buffer.getByte(FLAGS_OFFSET) | flag));
    }

    void level(final int side, final long visible, final long orders) {
        buffer.putByte(LEVEL_SIDE_OFFSET, (byte) side);
        buffer.putLong(LEVEL_VISIBLE_OFFSET, visible);
        buffer.putLong(LEVEL_ORDERS_OFFSET, orders);
    }

    void unknownLevel(final int side) {
        level(side, UNKNOWN, UNKNOWN);
    }

    void position(final long position) {
        buffer.putLong(POSITION_OFFSET, position);
    }
}
