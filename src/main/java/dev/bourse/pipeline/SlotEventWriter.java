package dev.bourse.pipeline;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.command.SlotEvents;
import dev.bourse.orderbook.OrderBookListener;

/**
 * The listener of a matching shard's books: appends every event to the event buffer of the command being matched,
 * which the matching stage names with {@link #target(long)} before each command.
 *
 * <p>The buffer is found again from the command's sequence at each event ({@link SlotEventSource}) rather than kept
 * in a field: this object is long-lived, and a reference store into it per command would be a G1 card mark per
 * command, which with a buffer per slot (threaded layouts, or a journal) kept a refinement thread busy.
 *
 * <p>Thread-safety: none; owned by one matching thread.
 */
final class SlotEventWriter implements OrderBookListener {
    private final SlotEventSource source;
    private long sequence;

    /**
     * @param source where the buffer of a sequence's command is
     */
    SlotEventWriter(final SlotEventSource source) {
        this.source = source;
    }

    /** @param commandSequence the ring sequence of the command whose events come next */
    void target(final long commandSequence) {
        sequence = commandSequence;
    }

    @Override
    public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.TRADE);
        target.set(i, makerOrderId, makerUid, takerSide.ordinal(), price, size);
        target.setOther(i, takerOrderId, takerUid);
        target.setExtra(i, 0, makerRemaining, takerRemaining, 0);
    }

    @Override
    public void onRested(final long orderId, final long uid, final Side side, final long price,
            final long remaining, final long visible, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.RESTED);
        target.set(i, orderId, uid, side.ordinal(), price, remaining);
        target.setExtra(i, 0, visible, 0, 0);
    }

    @Override
    public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long size, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.STOP_ACCEPTED);
        target.set(i, orderId, uid, side.ordinal(), triggerPrice, size);
    }

    @Override
    public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long lastTradePrice, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.STOP_TRIGGERED);
        target.set(i, orderId, uid, side.ordinal(), triggerPrice, 0);
        target.setExtra(i, lastTradePrice, 0, 0, 0);
    }

    @Override
    public void onCancelled(final long orderId, final long uid, final Side side, final long price,
            final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.CANCELLED);
        target.set(i, orderId, uid, side.ordinal(), price, cancelledSize);
        target.setExtra(i, 0, remaining, 0, reason.ordinal());
    }

    @Override
    public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
            final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
            final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.AMENDED);
        target.set(i, orderId, uid, side.ordinal(), oldPrice, oldRemaining);
        target.setExtra(i, newPrice, newRemaining, 0, priorityKept ? 1 : 0);
    }

    @Override
    public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        final SlotEvents target = source.events(sequence);
        final int i = target.append(SlotEvents.REJECTED);
        target.set(i, orderId, uid, -1, 0, 0);
        target.setExtra(i, 0, 0, 0, resultCode);
    }
}
