package dev.bourse.marketdata.feed;

import java.util.Arrays;

/**
 * Hands every public message to several in-process consumers in the order they were added (book builders, a
 * publisher on the wire, a recorder): one generator, many subscribers on its thread. A consumer that must not hold the
 * generator back belongs behind a queue of its own; this class calls each one directly.
 *
 * <p>Thread-safety: add consumers before the feed runs; calls on the feed's thread.
 */
public final class FeedFanOut implements FeedHandler {
    private FeedHandler[] handlers = new FeedHandler[0];

    /**
     * @param consumers the first consumers, in call order
     */
    public FeedFanOut(final FeedHandler... consumers) {
        for (final FeedHandler h : consumers) {
            add(h);
        }
    }

    /**
     * Adds a consumer after the others. Not while the feed runs.
     *
     * @param consumer the consumer, not null
     * @return this
     */
    public FeedFanOut add(final FeedHandler consumer) {
        if (consumer == null) {
            throw new IllegalArgumentException("consumer is null");
        }
        handlers = Arrays.copyOf(handlers, handlers.length + 1);
        handlers[handlers.length - 1] = consumer;
        return this;
    }

    @Override
    public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long tradeId, final long price, final long size, final long makerOrderId, final long takerOrderId,
            final int aggressor) {
        for (final FeedHandler h : handlers) {
            h.onTrade(symbol, seq, commandSeq, timestamp, tradeId, price, size, makerOrderId, takerOrderId, aggressor);
        }
    }

    @Override
    public void onBbo(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long bidPrice, final long bidSize, final int bidOrders, final long askPrice, final long askSize,
            final int askOrders) {
        for (final FeedHandler h : handlers) {
            h.onBbo(symbol, seq, commandSeq, timestamp, bidPrice, bidSize, bidOrders, askPrice, askSize, askOrders);
        }
    }

    @Override
    public void onLevel(final long symbol, final long seq, final long commandSeq, final long timestamp, final int side,
            final long price, final long size, final int orders) {
        for (final FeedHandler h : handlers) {
            h.onLevel(symbol, seq, commandSeq, timestamp, side, price, size, orders);
        }
    }

    @Override
    public void onOrderAdded(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        for (final FeedHandler h : handlers) {
            h.onOrderAdded(symbol, seq, commandSeq, timestamp, orderId, side, price, visible);
        }
    }

    @Override
    public void onOrderExecuted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long size, final long tradeId,
            final long visible) {
        for (final FeedHandler h : handlers) {
            h.onOrderExecuted(symbol, seq, commandSeq, timestamp, orderId, side, price, size, tradeId, visible);
        }
    }

    @Override
    public void onOrderReduced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible, final int reason) {
        for (final FeedHandler h : handlers) {
            h.onOrderReduced(symbol, seq, commandSeq, timestamp, orderId, side, price, visible, reason);
        }
    }

    @Override
    public void onOrderDeleted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final int reason) {
        for (final FeedHandler h : handlers) {
            h.onOrderDeleted(symbol, seq, commandSeq, timestamp, orderId, side, price, reason);
        }
    }

    @Override
    public void onOrderReplaced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long oldPrice, final long newPrice, final long visible,
            final boolean priorityKept) {
        for (final FeedHandler h : handlers) {
            h.onOrderReplaced(symbol, seq, commandSeq, timestamp, orderId, side, oldPrice, newPrice, visible,
                    priorityKept);
        }
    }

    @Override
    public void onSliceShown(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        for (final FeedHandler h : handlers) {
            h.onSliceShown(symbol, seq, commandSeq, timestamp, orderId, side, price, visible);
        }
    }

    @Override
    public void onStopTriggered(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long triggerPrice, final long lastTradePrice) {
        for (final FeedHandler h : handlers) {
            h.onStopTriggered(symbol, seq, commandSeq, timestamp, orderId, side, triggerPrice, lastTradePrice);
        }
    }

    @Override
    public void onStatistics(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long lastPrice, final long volume, final long trades, final long open, final long high,
            final long low) {
        for (final FeedHandler h : handlers) {
            h.onStatistics(symbol, seq, commandSeq, timestamp, lastPrice, volume, trades, open, high, low);
        }
    }

    @Override
    public void onBar(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long intervalNanos, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long trades) {
        for (final FeedHandler h : handlers) {
            h.onBar(symbol, seq, commandSeq, timestamp, intervalNanos, start, open, high, low, close, volume, trades);
        }
    }

    @Override
    public void onStatus(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int status) {
        for (final FeedHandler h : handlers) {
            h.onStatus(symbol, seq, commandSeq, timestamp, status);
        }
    }

    @Override
    public void onDirectory(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int symbolType, final int baseCurrency, final int quoteCurrency, final long baseScale,
            final long quoteScale, final int status) {
        for (final FeedHandler h : handlers) {
            h.onDirectory(symbol, seq, commandSeq, timestamp, symbolType, baseCurrency, quoteCurrency, baseScale,
                    quoteScale, status);
        }
    }

    @Override
    public void onFeedReset(final long symbol, final long seq, final long commandSeq, final long timestamp) {
        for (final FeedHandler h : handlers) {
            h.onFeedReset(symbol, seq, commandSeq, timestamp);
        }
    }

    @Override
    public void onSnapshotBegin(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orders, final long lastPrice, final long volume, final long trades, final long open,
            final long high, final long low, final int status) {
        for (final FeedHandler h : handlers) {
            h.onSnapshotBegin(symbol, seq, commandSeq, timestamp, orders, lastPrice, volume, trades, open, high, low,
                    status);
        }
    }

    @Override
    public void onSnapshotOrder(final long symbol, final long seq, final long orderId, final int side, final long price,
            final long visible) {
        for (final FeedHandler h : handlers) {
            h.onSnapshotOrder(symbol, seq, orderId, side, price, visible);
        }
    }

    @Override
    public void onSnapshotEnd(final long symbol, final long seq, final long commandSeq) {
        for (final FeedHandler h : handlers) {
            h.onSnapshotEnd(symbol, seq, commandSeq);
        }
    }

    @Override
    public void onMessagesLost() {
        for (final FeedHandler h : handlers) {
            h.onMessagesLost();
        }
    }
}
