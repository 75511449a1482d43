package dev.bourse.gateway;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.StreamEvent;

/**
 * The one place the node's binary order entry meets the event fan-out: turns the fan-out's records back into the
 * {@link ExchangeListener} calls the binary gateway's listener takes (results, trades, cancels, amendments; the
 * kinds it does not use are skipped). Registered with {@code LagPolicy.BLOCK}: a member's responses must not be lost.
 * <p>Thread-safety: called on the fan-out consumer's thread only.
 */
final class BinaryEventAdapter implements EventConsumer {
    private final ExchangeListener listener;

    BinaryEventAdapter(final ExchangeListener listener) {
        this.listener = listener;
    }

    @Override
    public void onEvent(final StreamEvent e) {
        switch (e.kind()) {
            case StreamEvent.RESULT:
                listener.onResult(e.correlationId(), e.commandType(), e.sequence(), e.uid(), e.symbol(), e.orderId(),
                        e.code(), e.timestamp());
                break;
            case StreamEvent.TRADE:
                listener.onTrade(e.sequence(), e.tradeId(), e.symbol(), e.orderId(), e.uid(), e.takerOrderId(),
                        e.takerUid(), e.side(), e.price(), e.size(), e.remaining(), e.remaining2(), e.makerFee(),
                        e.takerFee(), e.timestamp());
                break;
            case StreamEvent.CANCELLED:
                listener.onCancelled(e.sequence(), e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(),
                        e.remaining(), e.cancelReason(), e.timestamp());
                break;
            case StreamEvent.AMENDED:
                listener.onAmended(e.sequence(), e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.price2(),
                        e.size(), e.remaining(), e.priorityKept(), e.timestamp());
                break;
            default:
                break;
        }
    }
}
