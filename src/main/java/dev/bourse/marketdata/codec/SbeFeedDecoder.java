package dev.bourse.marketdata.codec;

import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.sbe.BarDecoder;
import dev.bourse.marketdata.sbe.BboDecoder;
import dev.bourse.marketdata.sbe.BooleanType;
import dev.bourse.marketdata.sbe.DirectoryDecoder;
import dev.bourse.marketdata.sbe.ExecutionDecoder;
import dev.bourse.marketdata.sbe.FeedResetDecoder;
import dev.bourse.marketdata.sbe.LevelUpdateDecoder;
import dev.bourse.marketdata.sbe.MessageHeaderDecoder;
import dev.bourse.marketdata.sbe.OrderAddedDecoder;
import dev.bourse.marketdata.sbe.OrderDeletedDecoder;
import dev.bourse.marketdata.sbe.OrderExecutedDecoder;
import dev.bourse.marketdata.sbe.OrderReducedDecoder;
import dev.bourse.marketdata.sbe.OrderReplacedDecoder;
import dev.bourse.marketdata.sbe.SliceShownDecoder;
import dev.bourse.marketdata.sbe.SnapshotBeginDecoder;
import dev.bourse.marketdata.sbe.SnapshotEndDecoder;
import dev.bourse.marketdata.sbe.SnapshotOrdersDecoder;
import dev.bourse.marketdata.sbe.StatisticsDecoder;
import dev.bourse.marketdata.sbe.StatusDecoder;
import dev.bourse.marketdata.sbe.StopTriggeredDecoder;
import dev.bourse.marketdata.sbe.TradeDecoder;
import org.agrona.DirectBuffer;

/**
 * Reads the SBE messages of {@link SbeFeedEncoder} back into {@link FeedHandler} and {@link ExecutionHandler} calls.
 * A message of another schema, of an unknown template, or shorter than its header says is not delivered: it is
 * counted ({@link #rejected()}), so a consumer can tell a bad sender from a quiet one.
 *
 * <p>Allocation-free per message (flyweight decoders).
 *
 * <p>Thread-safety: none; the consumer's thread.
 */
public final class SbeFeedDecoder {
    private final FeedHandler feed;
    private final ExecutionHandler executions;
    private final MessageHeaderDecoder header = new MessageHeaderDecoder();
    private final TradeDecoder trade = new TradeDecoder();
    private final BboDecoder bbo = new BboDecoder();
    private final LevelUpdateDecoder level = new LevelUpdateDecoder();
    private final OrderAddedDecoder added = new OrderAddedDecoder();
    private final OrderExecutedDecoder executed = new OrderExecutedDecoder();
    private final OrderReducedDecoder reduced = new OrderReducedDecoder();
    private final OrderDeletedDecoder deleted = new OrderDeletedDecoder();
    private final OrderReplacedDecoder replaced = new OrderReplacedDecoder();
    private final SliceShownDecoder slice = new SliceShownDecoder();
    private final StopTriggeredDecoder stop = new StopTriggeredDecoder();
    private final StatisticsDecoder statistics = new StatisticsDecoder();
    private final BarDecoder bar = new BarDecoder();
    private final StatusDecoder status = new StatusDecoder();
    private final DirectoryDecoder directory = new DirectoryDecoder();
    private final FeedResetDecoder reset = new FeedResetDecoder();
    private final SnapshotBeginDecoder snapshotBegin = new SnapshotBeginDecoder();
    private final SnapshotOrdersDecoder snapshotOrders = new SnapshotOrdersDecoder();
    private final SnapshotEndDecoder snapshotEnd = new SnapshotEndDecoder();
    private final ExecutionDecoder execution = new ExecutionDecoder();
    private long rejected;

    /**
     * @param feed       receives the public messages
     * @param executions receives the private reports; null to skip them
     */
    public SbeFeedDecoder(final FeedHandler feed, final ExecutionHandler executions) {
        this.feed = feed;
        this.executions = executions;
    }

    /**
     * Whether a frame is one of this schema's public messages, which all start with the symbol and its sequence (every
     * template but the private {@code Execution}); read {@link #symbolOf} and {@link #seqOf} only then. Does not
     * decode; what a transport uses to decide about a frame (hold it back, owe its symbol a snapshot) before or
     * instead of delivering it.
     *
     * @param buffer holds the frame
     * @param offset where its header starts
     * @param length its length in bytes
     * @return true for a public message long enough to hold its symbol and sequence
     */
    public static boolean isPublic(final DirectBuffer buffer, final int offset, final int length) {
        if (length < MessageHeaderDecoder.ENCODED_LENGTH + 2 * Long.BYTES) {
            return false;
        }
        final int schema = buffer.getShort(offset + MessageHeaderDecoder.schemaIdEncodingOffset(),
                MessageHeaderDecoder.BYTE_ORDER) & 0xFFFF;
        final int template = buffer.getShort(offset + MessageHeaderDecoder.templateIdEncodingOffset(),
                MessageHeaderDecoder.BYTE_ORDER) & 0xFFFF;
        return schema == MessageHeaderDecoder.SCHEMA_ID && template != ExecutionDecoder.TEMPLATE_ID;
    }

    /**
     * @param buffer holds a public message ({@link #isPublic})
     * @param offset where its header starts
     * @return its symbol
     */
    public static long symbolOf(final DirectBuffer buffer, final int offset) {
        return buffer.getLong(offset + MessageHeaderDecoder.ENCODED_LENGTH + TradeDecoder.symbolEncodingOffset(),
                MessageHeaderDecoder.BYTE_ORDER);
    }

    /**
     * @param buffer holds a public message ({@link #isPublic})
     * @param offset where its header starts
     * @return its per-symbol sequence (a snapshot's: the last message it reflects)
     */
    public static long seqOf(final DirectBuffer buffer, final int offset) {
        return buffer.getLong(offset + MessageHeaderDecoder.ENCODED_LENGTH + TradeDecoder.seqEncodingOffset(),
                MessageHeaderDecoder.BYTE_ORDER);
    }

    /** @return messages not delivered: another schema, an unknown template or a short message */
    public long rejected() {
        return rejected;
    }

    /**
     * Decodes one message and makes its call.
     *
     * @param buffer holds the message
     * @param offset where its header starts
     * @param length its length in bytes
     * @return whether it was delivered
     */
    public boolean decode(final DirectBuffer buffer, final int offset, final int length) {
        if (length < MessageHeaderDecoder.ENCODED_LENGTH) {
            rejected++;
            return false;
        }
        header.wrap(buffer, offset);
        if (header.schemaId() != MessageHeaderDecoder.SCHEMA_ID
                || length < MessageHeaderDecoder.ENCODED_LENGTH + header.blockLength()) {
            rejected++;
            return false;
        }
        final int body = offset + MessageHeaderDecoder.ENCODED_LENGTH;
        final int block = header.blockLength();
        final int version = header.version();
        switch (header.templateId()) {
            case TradeDecoder.TEMPLATE_ID:
                trade.wrap(buffer, body, block, version);
                feed.onTrade(trade.symbol(), trade.seq(), trade.commandSeq(), trade.timestamp(), trade.tradeId(),
                        trade.price(), trade.size(), trade.makerOrderId(), trade.takerOrderId(), trade.aggressorRaw());
                return true;
            case BboDecoder.TEMPLATE_ID:
                bbo.wrap(buffer, body, block, version);
                feed.onBbo(bbo.symbol(), bbo.seq(), bbo.commandSeq(), bbo.timestamp(), bbo.bidPrice(), bbo.bidSize(),
                        bbo.bidOrders(), bbo.askPrice(), bbo.askSize(), bbo.askOrders());
                return true;
            case LevelUpdateDecoder.TEMPLATE_ID:
                level.wrap(buffer, body, block, version);
                feed.onLevel(level.symbol(), level.seq(), level.commandSeq(), level.timestamp(), level.sideRaw(),
                        level.price(), level.size(), level.orders());
                return true;
            default:
                return decodeOrderLog(buffer, body, block, version, header.templateId());
        }
    }

    private boolean decodeOrderLog(final DirectBuffer buffer, final int body, final int block, final int version,
            final int template) {
        switch (template) {
            case OrderAddedDecoder.TEMPLATE_ID:
                added.wrap(buffer, body, block, version);
                feed.onOrderAdded(added.symbol(), added.seq(), added.commandSeq(), added.timestamp(), added.orderId(),
                        added.sideRaw(), added.price(), added.visible());
                return true;
            case OrderExecutedDecoder.TEMPLATE_ID:
                executed.wrap(buffer, body, block, version);
                feed.onOrderExecuted(executed.symbol(), executed.seq(), executed.commandSeq(), executed.timestamp(),
                        executed.orderId(), executed.sideRaw(), executed.price(), executed.size(), executed.tradeId(),
                        executed.visible());
                return true;
            case OrderReducedDecoder.TEMPLATE_ID:
                reduced.wrap(buffer, body, block, version);
                feed.onOrderReduced(reduced.symbol(), reduced.seq(), reduced.commandSeq(), reduced.timestamp(),
                        reduced.orderId(), reduced.sideRaw(), reduced.price(), reduced.visible(), reduced.reason());
                return true;
            case OrderDeletedDecoder.TEMPLATE_ID:
                deleted.wrap(buffer, body, block, version);
                feed.onOrderDeleted(deleted.symbol(), deleted.seq(), deleted.commandSeq(), deleted.timestamp(),
                        deleted.orderId(), deleted.sideRaw(), deleted.price(), deleted.reason());
                return true;
            case OrderReplacedDecoder.TEMPLATE_ID:
                replaced.wrap(buffer, body, block, version);
                feed.onOrderReplaced(replaced.symbol(), replaced.seq(), replaced.commandSeq(), replaced.timestamp(),
                        replaced.orderId(), replaced.sideRaw(), replaced.oldPrice(), replaced.newPrice(),
                        replaced.visible(), replaced.priorityKept() == BooleanType.TRUE);
                return true;
            case SliceShownDecoder.TEMPLATE_ID:
                slice.wrap(buffer, body, block, version);
                feed.onSliceShown(slice.symbol(), slice.seq(), slice.commandSeq(), slice.timestamp(), slice.orderId(),
                        slice.sideRaw(), slice.price(), slice.visible());
                return true;
            case StopTriggeredDecoder.TEMPLATE_ID:
                stop.wrap(buffer, body, block, version);
                feed.onStopTriggered(stop.symbol(), stop.seq(), stop.commandSeq(), stop.timestamp(), stop.orderId(),
                        stop.sideRaw(), stop.triggerPrice(), stop.lastTradePrice());
                return true;
            default:
                return decodeOther(buffer, body, block, version, template);
        }
    }

    private boolean decodeOther(final DirectBuffer buffer, final int body, final int block, final int version,
            final int template) {
        switch (template) {
            case StatisticsDecoder.TEMPLATE_ID:
                statistics.wrap(buffer, body, block, version);
                feed.onStatistics(statistics.symbol(), statistics.seq(), statistics.commandSeq(),
                        statistics.timestamp(), statistics.lastPrice(), statistics.volume(), statistics.trades(),
                        statistics.openPrice(), statistics.highPrice(), statistics.lowPrice());
                return true;
            case BarDecoder.TEMPLATE_ID:
                bar.wrap(buffer, body, block, version);
                feed.onBar(bar.symbol(), bar.seq(), bar.commandSeq(), bar.timestamp(), bar.intervalNanos(),
                        bar.start(), bar.openPrice(), bar.highPrice(), bar.lowPrice(), bar.closePrice(), bar.volume(),
                        bar.trades());
                return true;
            case StatusDecoder.TEMPLATE_ID:
                status.wrap(buffer, body, block, version);
                feed.onStatus(status.symbol(), status.seq(), status.commandSeq(), status.timestamp(), status.status());
                return true;
            case DirectoryDecoder.TEMPLATE_ID:
                directory.wrap(buffer, body, block, version);
                feed.onDirectory(directory.symbol(), directory.seq(), directory.commandSeq(), directory.timestamp(),
                        directory.symbolType(), directory.baseCurrency(), directory.quoteCurrency(),
                        directory.baseScale(), directory.quoteScale(), directory.status());
                return true;
            case FeedResetDecoder.TEMPLATE_ID:
                reset.wrap(buffer, body, block, version);
                feed.onFeedReset(reset.symbol(), reset.seq(), reset.commandSeq(), reset.timestamp());
                return true;
            default:
                return decodeSnapshotOrExecution(buffer, body, block, version, template);
        }
    }

    private boolean decodeSnapshotOrExecution(final DirectBuffer buffer, final int body, final int block,
            final int version, final int template) {
        switch (template) {
            case SnapshotBeginDecoder.TEMPLATE_ID:
                snapshotBegin.wrap(buffer, body, block, version);
                feed.onSnapshotBegin(snapshotBegin.symbol(), snapshotBegin.seq(), snapshotBegin.commandSeq(),
                        snapshotBegin.timestamp(), snapshotBegin.orders(), snapshotBegin.lastPrice(),
                        snapshotBegin.volume(), snapshotBegin.trades(), snapshotBegin.openPrice(),
                        snapshotBegin.highPrice(), snapshotBegin.lowPrice(), snapshotBegin.status());
                return true;
            case SnapshotOrdersDecoder.TEMPLATE_ID:
                snapshotOrders.wrap(buffer, body, block, version);
                final long symbol = snapshotOrders.symbol();
                final long seq = snapshotOrders.seq();
                for (final SnapshotOrdersDecoder.OrdersDecoder o : snapshotOrders.orders()) {
                    feed.onSnapshotOrder(symbol, seq, o.orderId(), o.sideRaw(), o.price(), o.visible());
                }
                return true;
            case SnapshotEndDecoder.TEMPLATE_ID:
                snapshotEnd.wrap(buffer, body, block, version);
                feed.onSnapshotEnd(snapshotEnd.symbol(), snapshotEnd.seq(), snapshotEnd.commandSeq());
                return true;
            case ExecutionDecoder.TEMPLATE_ID:
                if (executions != null) {
                    execution.wrap(buffer, body, block, version);
                    final short side = execution.side();
                    executions.onExecution(execution.uid(), execution.userSeq(), execution.commandSeq(),
                            execution.timestamp(), execution.kind(), execution.symbol(), execution.orderId(),
                            side == 0xFF ? ExecutionHandler.NO_SIDE : side, execution.price(), execution.size(),
                            execution.remaining(), execution.fee(), execution.tradeId(), execution.liquidity(),
                            execution.code());
                }
                return true;
            default:
                rejected++;
                return false;
        }
    }
}
