package dev.bourse.marketdata.codec;

import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.sbe.BarEncoder;
import dev.bourse.marketdata.sbe.BboEncoder;
import dev.bourse.marketdata.sbe.BooleanType;
import dev.bourse.marketdata.sbe.DirectoryEncoder;
import dev.bourse.marketdata.sbe.ExecutionEncoder;
import dev.bourse.marketdata.sbe.FeedResetEncoder;
import dev.bourse.marketdata.sbe.LevelUpdateEncoder;
import dev.bourse.marketdata.sbe.MessageHeaderEncoder;
import dev.bourse.marketdata.sbe.OrderAddedEncoder;
import dev.bourse.marketdata.sbe.OrderDeletedEncoder;
import dev.bourse.marketdata.sbe.OrderExecutedEncoder;
import dev.bourse.marketdata.sbe.OrderReducedEncoder;
import dev.bourse.marketdata.sbe.OrderReplacedEncoder;
import dev.bourse.marketdata.sbe.Side;
import dev.bourse.marketdata.sbe.SliceShownEncoder;
import dev.bourse.marketdata.sbe.SnapshotBeginEncoder;
import dev.bourse.marketdata.sbe.SnapshotEndEncoder;
import dev.bourse.marketdata.sbe.SnapshotOrdersEncoder;
import dev.bourse.marketdata.sbe.StatisticsEncoder;
import dev.bourse.marketdata.sbe.StatusEncoder;
import dev.bourse.marketdata.sbe.StopTriggeredEncoder;
import dev.bourse.marketdata.sbe.TradeEncoder;
import java.nio.ByteBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Encodes each feed message as one SBE message of {@code src/main/sbe/market-data.xml} into a buffer it reuses and
 * hands it to a {@link FrameSink}. A snapshot's orders go out in {@code SnapshotOrders} messages of up to
 * {@link #ORDERS_PER_MESSAGE} orders. {@link SbeFeedDecoder} reads them back into the same calls.
 *
 * <p>Allocation-free per message (flyweight encoders over one direct buffer).
 *
 * <p>Thread-safety: none; the feed's thread.
 */
public final class SbeFeedEncoder implements FeedHandler, ExecutionHandler {
    /** Orders per {@code SnapshotOrders} message: 64 orders of 25 bytes, about 1.6 KiB. */
    public static final int ORDERS_PER_MESSAGE = 64;
    private static final int CAPACITY = 4096;

    private final FrameSink out;
    private final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(CAPACITY));
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final TradeEncoder trade = new TradeEncoder();
    private final BboEncoder bbo = new BboEncoder();
    private final LevelUpdateEncoder level = new LevelUpdateEncoder();
    private final OrderAddedEncoder added = new OrderAddedEncoder();
    private final OrderExecutedEncoder executed = new OrderExecutedEncoder();
    private final OrderReducedEncoder reduced = new OrderReducedEncoder();
    private final OrderDeletedEncoder deleted = new OrderDeletedEncoder();
    private final OrderReplacedEncoder replaced = new OrderReplacedEncoder();
    private final SliceShownEncoder slice = new SliceShownEncoder();
    private final StopTriggeredEncoder stop = new StopTriggeredEncoder();
    private final StatisticsEncoder statistics = new StatisticsEncoder();
    private final BarEncoder bar = new BarEncoder();
    private final StatusEncoder status = new StatusEncoder();
    private final DirectoryEncoder directory = new DirectoryEncoder();
    private final FeedResetEncoder reset = new FeedResetEncoder();
    private final SnapshotBeginEncoder snapshotBegin = new SnapshotBeginEncoder();
    private final SnapshotOrdersEncoder snapshotOrders = new SnapshotOrdersEncoder();
    private final SnapshotEndEncoder snapshotEnd = new SnapshotEndEncoder();
    private final ExecutionEncoder execution = new ExecutionEncoder();
    private final long[] pendingIds = new long[ORDERS_PER_MESSAGE];
    private final long[] pendingPrices = new long[ORDERS_PER_MESSAGE];
    private final long[] pendingVisible = new long[ORDERS_PER_MESSAGE];
    private final int[] pendingSides = new int[ORDERS_PER_MESSAGE];
    private int pending;
    private long pendingSymbol;
    private long pendingSeq;

    /**
     * @param out receives each encoded message
     */
    public SbeFeedEncoder(final FrameSink out) {
        this.out = out;
    }

    private static Side side(final int side) {
        return side == 0 ? Side.BID : Side.ASK;
    }

    private void send(final int bodyLength) {
        out.send(buffer, 0, MessageHeaderEncoder.ENCODED_LENGTH + bodyLength);
    }

    @Override
    public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long tradeId, final long price, final long size, final long makerOrderId, final long takerOrderId,
            final int aggressor) {
        trade.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).tradeId(tradeId).price(price).size(size).makerOrderId(makerOrderId)
                .takerOrderId(takerOrderId).aggressor(side(aggressor));
        send(trade.encodedLength());
    }

    @Override
    public void onBbo(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long bidPrice, final long bidSize, final int bidOrders, final long askPrice, final long askSize,
            final int askOrders) {
        bbo.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).bidPrice(bidPrice).bidSize(bidSize).askPrice(askPrice).askSize(askSize)
                .bidOrders(bidOrders).askOrders(askOrders);
        send(bbo.encodedLength());
    }

    @Override
    public void onLevel(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int side, final long price, final long size, final int orders) {
        level.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).price(price).size(size).orders(orders).side(side(side));
        send(level.encodedLength());
    }

    @Override
    public void onOrderAdded(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        added.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).price(price).visible(visible).side(side(side));
        send(added.encodedLength());
    }

    @Override
    public void onOrderExecuted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long size, final long tradeId,
            final long visible) {
        executed.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).price(price).size(size).tradeId(tradeId).visible(visible)
                .side(side(side));
        send(executed.encodedLength());
    }

    @Override
    public void onOrderReduced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible, final int reason) {
        reduced.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).price(price).visible(visible).side(side(side))
                .reason((short) reason);
        send(reduced.encodedLength());
    }

    @Override
    public void onOrderDeleted(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final int reason) {
        deleted.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).price(price).side(side(side)).reason((short) reason);
        send(deleted.encodedLength());
    }

    @Override
    public void onOrderReplaced(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long oldPrice, final long newPrice, final long visible,
            final boolean priorityKept) {
        replaced.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).oldPrice(oldPrice).newPrice(newPrice).visible(visible)
                .side(side(side)).priorityKept(priorityKept ? BooleanType.TRUE : BooleanType.FALSE);
        send(replaced.encodedLength());
    }

    @Override
    public void onSliceShown(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long price, final long visible) {
        slice.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).price(price).visible(visible).side(side(side));
        send(slice.encodedLength());
    }

    @Override
    public void onStopTriggered(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orderId, final int side, final long triggerPrice, final long lastTradePrice) {
        stop.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orderId(orderId).triggerPrice(triggerPrice).lastTradePrice(lastTradePrice)
                .side(side(side));
        send(stop.encodedLength());
    }

    @Override
    public void onStatistics(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long lastPrice, final long volume, final long trades, final long open, final long high,
            final long low) {
        statistics.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).lastPrice(lastPrice).volume(volume).trades(trades).openPrice(open)
                .highPrice(high).lowPrice(low);
        send(statistics.encodedLength());
    }

    @Override
    public void onBar(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long intervalNanos, final long start, final long open, final long high, final long low,
            final long close, final long volume, final long trades) {
        bar.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).intervalNanos(intervalNanos).start(start).openPrice(open).highPrice(high)
                .lowPrice(low).closePrice(close).volume(volume).trades(trades);
        send(bar.encodedLength());
    }

    @Override
    public void onStatus(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int st) {
        status.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).status((short) st);
        send(status.encodedLength());
    }

    @Override
    public void onDirectory(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final int symbolType, final int baseCurrency, final int quoteCurrency, final long baseScale,
            final long quoteScale, final int st) {
        directory.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).baseScale(baseScale).quoteScale(quoteScale).baseCurrency(baseCurrency)
                .quoteCurrency(quoteCurrency).symbolType((short) symbolType).status((short) st);
        send(directory.encodedLength());
    }

    @Override
    public void onFeedReset(final long symbol, final long seq, final long commandSeq, final long timestamp) {
        reset.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp);
        send(reset.encodedLength());
    }

    @Override
    public void onSnapshotBegin(final long symbol, final long seq, final long commandSeq, final long timestamp,
            final long orders, final long lastPrice, final long volume, final long trades, final long open,
            final long high, final long low, final int st) {
        pending = 0;
        pendingSymbol = symbol;
        pendingSeq = seq;
        snapshotBegin.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq)
                .timestamp(timestamp).orders(orders).lastPrice(lastPrice).volume(volume).trades(trades)
                .openPrice(open).highPrice(high).lowPrice(low).status((short) st);
        send(snapshotBegin.encodedLength());
    }

    @Override
    public void onSnapshotOrder(final long symbol, final long seq, final long orderId, final int side,
            final long price, final long visible) {
        pendingIds[pending] = orderId;
        pendingPrices[pending] = price;
        pendingVisible[pending] = visible;
        pendingSides[pending] = side;
        if (++pending == ORDERS_PER_MESSAGE) {
            flushOrders();
        }
    }

    private void flushOrders() {
        final SnapshotOrdersEncoder.OrdersEncoder group = snapshotOrders.wrapAndApplyHeader(buffer, 0, header)
                .symbol(pendingSymbol).seq(pendingSeq).ordersCount(pending);
        for (int i = 0; i < pending; i++) {
            group.next().orderId(pendingIds[i]).price(pendingPrices[i]).visible(pendingVisible[i])
                    .side(side(pendingSides[i]));
        }
        pending = 0;
        send(snapshotOrders.encodedLength());
    }

    @Override
    public void onSnapshotEnd(final long symbol, final long seq, final long commandSeq) {
        if (pending > 0) {
            flushOrders();
        }
        snapshotEnd.wrapAndApplyHeader(buffer, 0, header).symbol(symbol).seq(seq).commandSeq(commandSeq);
        send(snapshotEnd.encodedLength());
    }

    @Override
    public void onExecution(final long uid, final long userSeq, final long commandSeq, final long timestamp,
            final int kind, final long symbol, final long orderId, final int side, final long price, final long size,
            final long remaining, final long fee, final long tradeId, final int liquidity, final int code) {
        execution.wrapAndApplyHeader(buffer, 0, header).uid(uid).userSeq(userSeq).commandSeq(commandSeq)
                .timestamp(timestamp).symbol(symbol).orderId(orderId).price(price).size(size).remaining(remaining)
                .fee(fee).tradeId(tradeId).code(code).kind((short) kind).side((short) (side & 0xFF))
                .liquidity((short) liquidity);
        send(execution.encodedLength());
    }
}
