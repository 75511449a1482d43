package dev.bourse.gateway;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;

/**
 * Hands every callback of the core to two listeners, first then second: the node's event fan-out and its market-data
 * feed generator. Both ask for the replayed commands, so the tee does too (a listener that did not would still hear
 * them; the node has none).
 * <p>Thread-safety: called on the core's results thread, as its listeners are.
 */
final class ListenerTee implements ExchangeListener {
    private final ExchangeListener first;
    private final ExchangeListener second;

    ListenerTee(final ExchangeListener first, final ExchangeListener second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        first.onResult(correlationId, commandType, sequence, uid, symbol, orderId, resultCode, timestamp);
        second.onResult(correlationId, commandType, sequence, uid, symbol, orderId, resultCode, timestamp);
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        first.onTrade(sequence, tradeId, symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price,
                size, makerRemaining, takerRemaining, makerFee, takerFee, timestamp);
        second.onTrade(sequence, tradeId, symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price,
                size, makerRemaining, takerRemaining, makerFee, takerFee, timestamp);
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        first.onRested(sequence, symbol, orderId, uid, side, price, remaining, visible, timestamp);
        second.onRested(sequence, symbol, orderId, uid, side, price, remaining, visible, timestamp);
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        first.onCancelled(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining, reason, timestamp);
        second.onCancelled(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining, reason, timestamp);
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long oldPrice, final long newPrice, final long oldRemaining, final long newRemaining,
            final boolean priorityKept, final long timestamp) {
        first.onAmended(sequence, symbol, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                priorityKept, timestamp);
        second.onAmended(sequence, symbol, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                priorityKept, timestamp);
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        first.onStopAccepted(sequence, symbol, orderId, uid, side, triggerPrice, size, timestamp);
        second.onStopAccepted(sequence, symbol, orderId, uid, side, triggerPrice, size, timestamp);
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        first.onStopTriggered(sequence, symbol, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
        second.onStopTriggered(sequence, symbol, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        first.onRejected(sequence, symbol, orderId, uid, resultCode, timestamp);
        second.onRejected(sequence, symbol, orderId, uid, resultCode, timestamp);
    }

    @Override
    public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long timestamp) {
        first.onSymbolUpdated(sequence, spec, timestamp);
        second.onSymbolUpdated(sequence, spec, timestamp);
    }

    @Override
    public boolean receivesReplayedCommands() {
        return first.receivesReplayedCommands() || second.receivesReplayedCommands();
    }

    @Override
    public void onReplay(final boolean replaying) {
        first.onReplay(replaying);
        second.onReplay(replaying);
    }
}
