package dev.bourse.bench;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.orderbook.OrderBookListener;

/**
 * An allocation-free listener that only counts: events by kind and lots traded or cancelled, in {@code long} fields.
 * Benchmarks hand it to the book so that event delivery costs what a real consumer's cheapest reaction would, and
 * consume {@link #checksum()} at the end so the JIT cannot drop the work.
 *
 * <p>Thread-safety: none; the book's thread only.
 */
public final class CountingBookListener implements OrderBookListener {
    private long trades;
    private long tradedLots;
    private long rested;
    private long stopsAccepted;
    private long stopsTriggered;
    private long cancels;
    private long cancelledLots;
    private long amends;
    private long rejections;

    @Override
    public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        trades++;
        tradedLots += size;
    }

    @Override
    public void onRested(final long orderId, final long uid, final Side side, final long price, final long remaining,
            final long visible, final long timestamp) {
        rested++;
    }

    @Override
    public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long size, final long timestamp) {
        stopsAccepted++;
    }

    @Override
    public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long lastTradePrice, final long timestamp) {
        stopsTriggered++;
    }

    @Override
    public void onCancelled(final long orderId, final long uid, final Side side, final long price,
            final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        cancels++;
        cancelledLots += cancelledSize;
    }

    @Override
    public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
            final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
            final long timestamp) {
        amends++;
    }

    @Override
    public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        rejections++;
    }

    /** Sets every counter to zero. */
    public void reset() {
        trades = 0;
        tradedLots = 0;
        rested = 0;
        stopsAccepted = 0;
        stopsTriggered = 0;
        cancels = 0;
        cancelledLots = 0;
        amends = 0;
        rejections = 0;
    }

    /** @return {@code onTrade} events */
    public long trades() {
        return trades;
    }

    /** @return lots traded */
    public long tradedLots() {
        return tradedLots;
    }

    /** @return {@code onRested} events */
    public long rested() {
        return rested;
    }

    /** @return {@code onStopAccepted} events */
    public long stopsAccepted() {
        return stopsAccepted;
    }

    /** @return {@code onStopTriggered} events */
    public long stopsTriggered() {
        return stopsTriggered;
    }

    /** @return {@code onCancelled} events, whatever the reason */
    public long cancels() {
        return cancels;
    }

    /** @return lots removed by {@code onCancelled} events */
    public long cancelledLots() {
        return cancelledLots;
    }

    /** @return {@code onAmended} events */
    public long amends() {
        return amends;
    }

    /** @return {@code onRejected} events */
    public long rejections() {
        return rejections;
    }

    /** @return every event counted so far */
    public long events() {
        return trades + rested + stopsAccepted + stopsTriggered + cancels + amends + rejections;
    }

    /** @return a value that depends on every counter, for a JMH {@code Blackhole} */
    public long checksum() {
        return events() * 31 + tradedLots * 17 + cancelledLots;
    }
}
