package dev.bourse.gateway;

import dev.bourse.api.ExchangeListener;
import dev.bourse.pipeline.fanout.EventConsumer;
import dev.bourse.pipeline.fanout.EventDecoder;
import dev.bourse.pipeline.fanout.EventDescriptor;

/**
 * Replays the node's event stream into an {@link ExchangeListener}, one callback per record, on the stream
 * consumer's thread: so a gateway written against the public listener (the FIX acceptor) runs off the core's results
 * thread, and nothing it does holds the core back. Records of commands replayed from the journal at start are
 * skipped. The one place a listener-shaped gateway meets the fan-out's record types.
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
    public void onEvent(final EventDecoder e) {
        if (e.isReplayed()) {
            return;
        }
        switch (e.kind()) {
            case EventDescriptor.RESULT -> listener.onResult(e.correlationId(), e.commandType(), e.sequence(), e.uid(),
                    e.symbol(), e.orderId(), e.code(), e.timestamp());
            case EventDescriptor.TRADE -> listener.onTrade(e.sequence(), e.tradeId(), e.symbol(), e.orderId(), e.uid(),
                    e.takerOrderId(), e.takerUid(), e.side(), e.price(), e.size(), e.remaining(), e.remaining2(),
                    e.makerFee(), e.takerFee(), e.timestamp());
            case EventDescriptor.RESTED -> listener.onRested(e.sequence(), e.symbol(), e.orderId(), e.uid(), e.side(),
                    e.price(), e.size(), e.remaining(), e.timestamp());
            case EventDescriptor.CANCELLED -> listener.onCancelled(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.side(), e.price(), e.size(), e.remaining(), e.cancelReason(), e.timestamp());
            case EventDescriptor.AMENDED -> listener.onAmended(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.side(), e.price(), e.price2(), e.size(), e.remaining(), e.priorityKept(), e.timestamp());
            case EventDescriptor.STOP_ACCEPTED -> listener.onStopAccepted(e.sequence(), e.symbol(), e.orderId(),
                    e.uid(), e.side(), e.price(), e.size(), e.timestamp());
            case EventDescriptor.STOP_TRIGGERED -> listener.onStopTriggered(e.sequence(), e.symbol(), e.orderId(),
                    e.uid(), e.side(), e.price(), e.price2(), e.timestamp());
            case EventDescriptor.REJECTED -> listener.onRejected(e.sequence(), e.symbol(), e.orderId(), e.uid(),
                    e.code(), e.timestamp());
            default -> {
            }
        }
    }
}
