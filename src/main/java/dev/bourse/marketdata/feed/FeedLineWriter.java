package dev.bourse.marketdata.feed;

import java.util.function.Consumer;

/**
 * Writes each public message and private report as one line of text, for tools (the command line's feed
 * regeneration) and tests that compare whole feeds. The line starts with its channel ({@code TRADE}, {@code BBO},
 * {@code L2}, {@code L3}, {@code STAT}, {@code BAR}, {@code STATUS}, {@code DIR}, {@code RESET}, {@code SNAP},
 * {@code EXEC}), then the symbol (a private report: {@code u} and the uid), {@code #} and the message's sequence,
 * {@code cmd} and the command's sequence, then the message's fields; sizes and prices as {@code size@price}.
 * Timestamps are left out: the command sequence orders the lines.
 *
 * <p>Allocates a string per message: not for the hot path.
 *
 * <p>Thread-safety: none; the feed's thread.
 */
public final class FeedLineWriter implements FeedHandler, ExecutionHandler {
    private final Consumer<String> out;
    private final long fromCommand;
    private final long toCommand;

    /**
     * Writes every line.
     *
     * @param out receives the lines, without line ends
     */
    public FeedLineWriter(final Consumer<String> out) {
        this(out, 0, Long.MAX_VALUE);
    }

    /**
     * Writes the lines of the messages caused by commands in a range (snapshots always).
     *
     * @param out         receives the lines, without line ends
     * @param fromCommand the first command sequence written
     * @param toCommand   the last command sequence written
     */
    public FeedLineWriter(final Consumer<String> out, final long fromCommand, final long toCommand) {
        this.out = out;
        this.fromCommand = fromCommand;
        this.toCommand = toCommand;
    }

    private void emit(final long commandSeq, final String line) {
        if (commandSeq >= fromCommand && commandSeq <= toCommand) {
            out.accept(line);
        }
    }

    @Override
    public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long tradeId, final long price, final long size, final long makerOrderId, final long takerOrderId,
            final int aggressor) {
        emit(commandSeq, "TRADE " + symbol + " #" + seq + " cmd " + commandSeq + " t" + tradeId + " " + size + "@"
                + price + " maker " + makerOrderId + " taker " + takerOrderId + " aggr " + aggressor);
    }

    @Override
    public void onBbo(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long bidPrice, final long bidSize, final int bidOrders, final long askPrice, final long askSize,
            final int askOrders) {
        emit(commandSeq, "BBO " + symbol + " #" + seq + " cmd " + commandSeq + " " + bidSize + "@" + bidPrice + "("
                + bidOrders + ") / " + askSize + "@" + askPrice + "(" + askOrders + ")");
    }

    @Override
    public void onLevel(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int side, final long price, final long size, final int orders) {
        emit(commandSeq, "L2 " + symbol + " #" + seq + " cmd " + commandSeq + " side " + side + " " + size + "@"
                + price + " (" + orders + ")");
    }

    @Override
    public void onOrderAdded(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " ADD " + orderId + " side " + side
                + " " + visible + "@" + price);
    }

    @Override
    public void onOrderExecuted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long size, final long tradeId,
            final long visible) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " EXEC " + orderId + " " + size + "@"
                + price + " t" + tradeId + " shows " + visible);
    }

    @Override
    public void onOrderReduced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible, final int reason) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " REDUCE " + orderId + " shows "
                + visible + " reason " + reason);
    }

    @Override
    public void onOrderDeleted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final int reason) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " DELETE " + orderId + " reason "
                + reason);
    }

    @Override
    public void onOrderReplaced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long oldPrice, final long newPrice, final long visible,
            final boolean priorityKept) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " REPLACE " + orderId + " " + oldPrice
                + "->" + newPrice + " shows " + visible + (priorityKept ? " kept" : " lost"));
    }

    @Override
    public void onSliceShown(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " SLICE " + orderId + " " + visible
                + "@" + price);
    }

    @Override
    public void onStopTriggered(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long triggerPrice, final long lastTradePrice) {
        emit(commandSeq, "L3 " + symbol + " #" + seq + " cmd " + commandSeq + " STOP " + orderId + " trigger "
                + triggerPrice + " last " + lastTradePrice);
    }

    @Override
    public void onStatistics(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long lastPrice, final long volume, final long trades, final long open, final long high,
            final long low) {
        emit(commandSeq, "STAT " + symbol + " #" + seq + " cmd " + commandSeq + " last " + lastPrice + " vol "
                + volume + " n " + trades + " ohl " + open + "/" + high + "/" + low);
    }

    @Override
    public void onBar(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long intervalNanos, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long trades) {
        emit(commandSeq, "BAR " + symbol + " #" + seq + " cmd " + commandSeq + " " + intervalNanos + "ns@" + start
                + " ohlc " + open + "/" + high + "/" + low + "/" + close + " vol " + volume + " n " + trades);
    }

    @Override
    public void onStatus(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int status) {
        emit(commandSeq, "STATUS " + symbol + " #" + seq + " cmd " + commandSeq + " " + status);
    }

    @Override
    public void onDirectory(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int symbolType, final int baseCurrency, final int quoteCurrency, final long baseScale,
            final long quoteScale, final int status) {
        emit(commandSeq, "DIR " + symbol + " #" + seq + " cmd " + commandSeq + " type " + symbolType + " "
                + baseCurrency + "/" + quoteCurrency + " scales " + baseScale + "/" + quoteScale + " status "
                + status);
    }

    @Override
    public void onFeedReset(final long symbol, final long seq, final long commandSeq, final long timestamp) {
        emit(commandSeq, "RESET " + symbol + " #" + seq + " cmd " + commandSeq);
    }

    @Override
    public void onSnapshotBegin(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orders, final long lastPrice, final long volume, final long trades, final long open,
            final long high, final long low, final int status) {
        out.accept("SNAP " + symbol + " #" + seq + " cmd " + commandSeq + " orders " + orders);
    }

    @Override
    public void onSnapshotOrder(final long symbol, final long seq, final long orderId, final int side,
            final long price, final long visible) {
        out.accept("SNAP " + symbol + " #" + seq + " order " + orderId + " side " + side + " " + visible + "@"
                    + price);
    }

    @Override
    public void onSnapshotEnd(final long symbol, final long seq, final long commandSeq) {
        out.accept("SNAP " + symbol + " #" + seq + " end");
    }

    @Override
    public void onExecution(final long uid, final long userSeq, final long commandSeq, final long timestamp,
            final int kind, final long symbol, final long orderId, final int side, final long price, final long size,
            final long remaining, final long fee, final long tradeId, final int liquidity, final int code) {
        emit(commandSeq, "EXEC u" + uid + " #" + userSeq + " cmd " + commandSeq + " " + ExecutionKind.fromCode(kind)
                + " s" + symbol + " o" + orderId + " side " + side + " " + size + "@" + price + " left " + remaining
                + " fee " + fee + " t" + tradeId + " liq " + liquidity + " code " + code);
    }
}
