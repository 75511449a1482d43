package dev.bourse.gateway;

import dev.bourse.api.ExchangeListener;
import dev.bourse.api.EventConsumer;
import dev.bourse.api.StreamEvent;

/**
 * Replays the node's event stream into an {@link ExchangeListener}, one callback per record, on the stream
 * consumer's thread: so a gateway written against the public listener (the FIX acceptor, the binary order entry)
 * runs off the core's results thread, and nothing it does holds the core back. Records of commands replayed from
 * the journal at start are skipped. The one place a listener-shaped gateway meets the stream's record types.
 * <p>Thread-safety: called on one consumer thread.
 */
final class StreamListenerAdapter implements EventConsumer {
    private final ExchangeListener listener;

    /**
     * @param listener receives every new command's events and result, in stream order
     */
    StreamListenerAdapter(final ExchangeListener listener) {
        this.listener = listener;
    }

    @Override
    public void onEvent(final StreamEvent e) {
        if (e.isReplayed()) {
            return;
        }
        switch (e.kind()) {
            case StreamEvent.RESULT -> listener.onResult(e.correlationId(), e.commandType(), e.sequence(), e.uid(),
                    e.symbol(), e.orderId(), e.code(), e.timestamp());
            case StreamEvent.TRADE -> listener.onTrade(e.sequence(), e.tradeId(), e.symbol(), e.orderId(), e.uid(),
                    e.takerOrderId(), e.takerUid(), e.side(), e.price(), e.size(), e.remaining(), e.remaining2(),
                    e.makerFee(), e.takerFee(), e.timestamp());
            case StreamEvent.RESTED -> listener.onRested(e.sequence(), e.symbol(), e.orderId(), e.uid(), e.side(),
                    e.price(), e.size(), e.remaining(), e.timestamp());
            case StreamEvent.CANCELLED -> listener.onCancelled(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.side(), e.price(), e.size(), e.remaining(), e.cancelReason(), e.timestamp());
            case StreamEvent.AMENDED -> listener.onAmended(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.side(), e.price(), e.price2(), e.size(), e.remaining(), e.priorityKept(), e.timestamp());
            case StreamEvent.STOP_ACCEPTED -> listener.onStopAccepted(e.sequence(), e.symbol(), e.orderId(),
                    e.uid(), e.side(), e.price(), e.size(), e.timestamp());
            case StreamEvent.STOP_TRIGGERED -> listener.onStopTriggered(e.sequence(), e.symbol(), e.orderId(),
                    e.uid(), e.side(), e.price(), e.price2(), e.timestamp());
            case StreamEvent.REJECTED -> listener.onRejected(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.code(), e.timestamp());
            default -> {
            }
        }
    }
}
