package dev.bourse.marketdata.live;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;

/**
 * The core's listener when an embedder has a listener of its own and a {@link FeedFanOutAdapter} needs the symbol
 * specifications: every callback goes to the embedder's listener as it would alone, and symbol updates also to the
 * adapter's keeper. The keeper hears replayed commands (the adapter's generator does); the embedder's listener hears
 * them only when it {@link ExchangeListener#receivesReplayedCommands() asks to}, read once here.
 *
 * <p>Thread-safety: called by the core's results stage, one callback at a time.
 */
final class SpecTee implements ExchangeListener {
    private final ExchangeListener first;
    private final ExchangeListener keeper;
    private final boolean firstReplays;
    /** False while replaying, unless {@link #first} asked for replays. */
    private boolean toFirst = true;

    SpecTee(final ExchangeListener first, final ExchangeListener keeper) {
        this.first = first;
        this.keeper = keeper;
        this.firstReplays = first.receivesReplayedCommands();
    }

    /** @return true: the keeper must see every symbol update, replayed ones included */
    @Override
    public boolean receivesReplayedCommands() {
        return true;
    }

    @Override
    public void onReplay(final boolean replaying) {
        toFirst = !replaying || firstReplays;
        if (firstReplays) {
            first.onReplay(replaying);
        }
        keeper.onReplay(replaying);
    }

    @Override
    public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long timestamp) {
        if (toFirst) {
            first.onSymbolUpdated(sequence, spec, timestamp);
        }
        keeper.onSymbolUpdated(sequence, spec, timestamp);
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        if (toFirst) {
            first.onResult(correlationId, commandType, sequence, uid, symbol, orderId, resultCode, timestamp);
        }
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        if (toFirst) {
            first.onTrade(sequence, tradeId, symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price,
                    size, makerRemaining, takerRemaining, makerFee, takerFee, timestamp);
        }
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        if (toFirst) {
            first.onRested(sequence, symbol, orderId, uid, side, price, remaining, visible, timestamp);
        }
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        if (toFirst) {
            first.onCancelled(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining, reason,
                    timestamp);
        }
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        if (toFirst) {
            first.onAmended(sequence, symbol, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                    priorityKept, timestamp);
        }
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        if (toFirst) {
            first.onStopAccepted(sequence, symbol, orderId, uid, side, triggerPrice, size, timestamp);
        }
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        if (toFirst) {
            first.onStopTriggered(sequence, symbol, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
        }
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        if (toFirst) {
            first.onRejected(sequence, symbol, orderId, uid, resultCode, timestamp);
        }
    }
}
