package dev.bourse.pipeline.fanout;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.api.StreamEvent;
import org.agrona.DirectBuffer;

/**
 * A flyweight view of one record of the event stream ({@link EventDescriptor} draws the layout and says which
 * fields each kind uses): the {@link StreamEvent} a consumer is handed, wrapped over the record, for the length of
 * one {@link dev.bourse.api.EventConsumer#onEvent} call. Prices in ticks, sizes in lots, fees in minor units of the
 * quote currency, time in ns.
 *
 * <p>Thread-safety: none; one per consumer thread.
 */
public final class EventDecoder implements StreamEvent {
    private DirectBuffer buffer;
    private int offset;

    /**
     * Points this view at a record.
     *
     * @param source the buffer holding it
     * @param index  the record's first byte
     * @return this
     */
    public EventDecoder wrap(final DirectBuffer source, final int index) {
        this.buffer = source;
        this.offset = index;
        return this;
    }

    /** @return the record's place in the stream: 1, 2, ... with no hole */
    @Override
    public long position() {
        return buffer.getLong(offset + EventDescriptor.POSITION_OFFSET);
    }

    /** @return one of the kind constants of {@link EventDescriptor} */
    @Override
    public int kind() {
        return buffer.getByte(offset + EventDescriptor.KIND_OFFSET);
    }

    /** @return the command's sequence, 1-based */
    @Override
    public long sequence() {
        return buffer.getLong(offset + EventDescriptor.SEQUENCE_OFFSET);
    }

    /** @return the command's timestamp, ns */
    @Override
    public long timestamp() {
        return buffer.getLong(offset + EventDescriptor.TIMESTAMP_OFFSET);
    }

    /** @return the symbol id (a RESULT's: the command's, 0 when it has none) */
    @Override
    public long symbol() {
        return buffer.getLong(offset + EventDescriptor.SYMBOL_OFFSET);
    }

    /** @return the order id (a TRADE's maker; a RESULT's: the command's, 0 when it has none) */
    @Override
    public long orderId() {
        return buffer.getLong(offset + EventDescriptor.ORDER_ID_OFFSET);
    }

    /** @return the order's owner (a TRADE's maker; a RESULT's: the command's, 0 when it has none) */
    @Override
    public long uid() {
        return buffer.getLong(offset + EventDescriptor.UID_OFFSET);
    }

    /** @return a TRADE's taker order id */
    @Override
    public long takerOrderId() {
        return buffer.getLong(offset + EventDescriptor.OTHER_ORDER_ID_OFFSET);
    }

    /** @return a TRADE's taker uid */
    @Override
    public long takerUid() {
        return buffer.getLong(offset + EventDescriptor.OTHER_UID_OFFSET);
    }

    /** @return a RESULT's correlation id (the client's, given to a {@code try*} method; 0 otherwise) */
    @Override
    public long correlationId() {
        return buffer.getLong(offset + EventDescriptor.OTHER_ORDER_ID_OFFSET);
    }

    /** @return the side's ordinal (a TRADE's taker side), {@link EventDescriptor#NO_SIDE} when none */
    @Override
    public int sideCode() {
        return buffer.getByte(offset + EventDescriptor.SIDE_OFFSET);
    }

    /** @return the side (a TRADE's taker side), null when none */
    @Override
    public Side side() {
        final int code = sideCode();
        return code == EventDescriptor.NO_SIDE ? null : Side.fromCode(code);
    }

    /** @return ticks: the trade, limit, trigger or old price by kind */
    @Override
    public long price() {
        return buffer.getLong(offset + EventDescriptor.PRICE_OFFSET);
    }

    /** @return ticks: an AMENDED's new price, a STOP_TRIGGERED's last trade price */
    @Override
    public long price2() {
        return buffer.getLong(offset + EventDescriptor.PRICE2_OFFSET);
    }

    /** @return lots: traded, resting, stop, cancelled or old remaining size by kind */
    @Override
    public long size() {
        return buffer.getLong(offset + EventDescriptor.SIZE_OFFSET);
    }

    /** @return lots: a TRADE's maker remaining, a RESTED's visible, a CANCELLED's or AMENDED's remaining size */
    @Override
    public long remaining() {
        return buffer.getLong(offset + EventDescriptor.REMAINING_OFFSET);
    }

    /** @return lots: a TRADE's taker remaining size */
    @Override
    public long remaining2() {
        return buffer.getLong(offset + EventDescriptor.REMAINING2_OFFSET);
    }

    /** @return a TRADE's maker fee, minor units of the quote currency */
    @Override
    public long makerFee() {
        return buffer.getLong(offset + EventDescriptor.MAKER_FEE_OFFSET);
    }

    /** @return a TRADE's taker fee, minor units of the quote currency */
    @Override
    public long takerFee() {
        return buffer.getLong(offset + EventDescriptor.TAKER_FEE_OFFSET);
    }

    /** @return a TRADE's id, 1, 2, ... over the life of the core */
    @Override
    public long tradeId() {
        return buffer.getLong(offset + EventDescriptor.TRADE_ID_OFFSET);
    }

    /** @return a RESULT's or REJECTED's {@link dev.bourse.api.ResultCode}, a CANCELLED's reason ordinal */
    @Override
    public int code() {
        return buffer.getInt(offset + EventDescriptor.CODE_OFFSET);
    }

    /** @return a CANCELLED's reason */
    @Override
    public CancelReason cancelReason() {
        return CancelReason.fromCode(code());
    }

    /** @return a RESULT's command type code ({@code dev.bourse.command.CommandType}) */
    @Override
    public int commandType() {
        return buffer.getInt(offset + EventDescriptor.COMMAND_TYPE_OFFSET);
    }

    /** @return the flag bits ({@link EventDescriptor#FLAG_REPLAYED}, {@link EventDescriptor#FLAG_PRIORITY_KEPT}) */
    @Override
    public int flags() {
        return buffer.getByte(offset + EventDescriptor.FLAGS_OFFSET);
    }

    /** @return true when the command was replayed from the journal at start */
    @Override
    public boolean isReplayed() {
        return (flags() & EventDescriptor.FLAG_REPLAYED) != 0;
    }

    /** @return true when an AMENDED order kept its queue place */
    @Override
    public boolean priorityKept() {
        return (flags() & EventDescriptor.FLAG_PRIORITY_KEPT) != 0;
    }

    /** @return the side ordinal of the level the event changed, {@link EventDescriptor#NO_SIDE} when none */
    @Override
    public int levelSide() {
        return buffer.getByte(offset + EventDescriptor.LEVEL_SIDE_OFFSET);
    }

    /** @return lots shown at that level after the event, or {@link EventDescriptor#UNKNOWN} */
    @Override
    public long levelVisible() {
        return buffer.getLong(offset + EventDescriptor.LEVEL_VISIBLE_OFFSET);
    }

    /** @return orders at that level after the event (0: the level is gone), or {@link EventDescriptor#UNKNOWN} */
    @Override
    public long levelOrders() {
        return buffer.getLong(offset + EventDescriptor.LEVEL_ORDERS_OFFSET);
    }

    /**
     * The level's price: the TRADE's, the order's or, for an AMENDED, the old one. Meaningful only when
     * {@link #levelSide()} is a side.
     *
     * @return ticks
     */
    @Override
    public long levelPrice() {
        return price();
    }
}
