package dev.bourse.testkit;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.orderbook.OrderBookListener;

import java.util.ArrayList;
import java.util.List;

/**
 * Records every callback as a {@link BookEvent}, in order. Not thread-safe, like the books it listens to.
 */
public final class RecordingListener implements OrderBookListener {
    private final List<BookEvent> events = new ArrayList<>();

    /** @return a copy of the events recorded since the last {@link #clear()} or {@link #takeEvents()} */
    public List<BookEvent> events() {
        return List.copyOf(events);
    }

    /** Forgets the recorded events. */
    public void clear() {
        events.clear();
    }

    /** @return the recorded events, which are then forgotten */
    public List<BookEvent> takeEvents() {
        final List<BookEvent> taken = List.copyOf(events);
        events.clear();
        return taken;
    }

    @Override
    public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        events.add(new BookEvent.Trade(makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size,
                makerRemaining, takerRemaining, timestamp));
    }

    @Override
    public void onRested(final long orderId, final long uid, final Side side, final long price, final long remaining,
            final long visible, final long timestamp) {
        events.add(new BookEvent.Rested(orderId, uid, side, price, remaining, visible, timestamp));
    }

    @Override
    public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long size, final long timestamp) {
        events.add(new BookEvent.StopAccepted(orderId, uid, side, triggerPrice, size, timestamp));
    }

    @Override
    public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long lastTradePrice, final long timestamp) {
        events.add(new BookEvent.StopTriggered(orderId, uid, side, triggerPrice, lastTradePrice, timestamp));
    }

    @Override
    public void onCancelled(final long orderId, final long uid, final Side side, final long price,
            final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        events.add(new BookEvent.Cancelled(orderId, uid, side, price, cancelledSize, remaining, reason, timestamp));
    }

    @Override
    public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
            final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
            final long timestamp) {
        events.add(new BookEvent.Amended(orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                priorityKept, timestamp));
    }

    @Override
    public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        events.add(new BookEvent.Rejected(orderId, uid, resultCode, timestamp));
    }
}
