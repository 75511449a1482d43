package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Fill;
import dev.bourse.api.L2Book;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The last stage: numbers the trades, calls the user's {@link ExchangeListener} with every event and then the
 * result, and completes the command's future (when it has one) with a {@link CommandResult}. Runs after every
 * settlement shard, so what it reports is settled. A listener that throws is caught by the stage guard like any
 * other stage failure.
 *
 * <p>Thread-safety: none; one thread. Futures are completed on it, so their dependent actions run there unless
 * the caller uses the {@code *Async} variants.
 */
final class ResultsStage implements EventHandler<CommandSlot> {
    private final ExchangeListener listener;
    private final JournalHealth journalHealth;
    private long tradeIds;

    ResultsStage(final ExchangeListener listener, final JournalHealth journalHealth) {
        this.listener = listener;
        this.journalHealth = journalHealth;
    }

    /**
     * Recovery from a snapshot, before the threads start: trade ids continue after the snapshot's last one.
     *
     * @param tradesSoFar trades reported through the snapshot's sequence
     */
    void resumeTradeIds(final long tradesSoFar) {
        tradeIds = tradesSoFar;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        if (journalHealth.isLost(slot.sequence) && !CommandType.isQuery(slot.type)) {
            slot.resultCode = ResultCode.JOURNAL_FAILED;
        }
        final long firstTradeId = tradeIds + 1;
        final SlotEvents events = slot.events;
        for (int i = 0; i < events.count(); i++) {
            if (events.kind(i) == SlotEvents.TRADE) {
                tradeIds++;
            }
        }
        final CompletableFuture<CommandResult> future = slot.future;
        slot.future = null;
        final Object snapshot = slot.snapshot;
        if (snapshot instanceof SnapshotStep) {
            slot.snapshot = null;
            ((SnapshotStep) snapshot).completed();
            return;
        }
        if (snapshot != null) {
            slot.snapshot = null;
            ((SnapshotRequest) snapshot).captured(slot.resultCode, tradeIds);
        }
        final Object query = slot.query;
        if (query != null) {
            slot.query = null;
            ((ReportQuery) query).complete(slot.resultCode);
        }
        try {
            if (listener != null && !slot.replay) {
                report(slot, firstTradeId);
            }
        } finally {
            if (future != null) {
                future.complete(toResult(slot, firstTradeId));
            }
        }
    }

    private void report(final CommandSlot slot, final long firstTradeId) {
        final SlotEvents e = slot.events;
        final long seq = slot.sequence;
        final long sym = slot.symbol;
        final long ts = slot.timestamp;
        long tradeId = firstTradeId;
        for (int i = 0; i < e.count(); i++) {
            final Side side = Side.fromCode(e.side(i));
            switch (e.kind(i)) {
                case SlotEvents.TRADE:
                    listener.onTrade(seq, tradeId++, sym, e.orderId(i), e.uid(i), e.otherOrderId(i), e.otherUid(i),
                            side, e.price(i), e.size(i), e.rem1(i), e.rem2(i), e.makerFee(i), e.takerFee(i), ts);
                    break;
                case SlotEvents.RESTED:
                    listener.onRested(seq, sym, e.orderId(i), e.uid(i), side, e.price(i), e.size(i), e.rem1(i), ts);
                    break;
                case SlotEvents.STOP_ACCEPTED:
                    listener.onStopAccepted(seq, sym, e.orderId(i), e.uid(i), side, e.price(i), e.size(i), ts);
                    break;
                case SlotEvents.STOP_TRIGGERED:
                    listener.onStopTriggered(seq, sym, e.orderId(i), e.uid(i), side, e.price(i), e.price2(i), ts);
                    break;
                case SlotEvents.CANCELLED:
                    listener.onCancelled(seq, sym, e.orderId(i), e.uid(i), side, e.price(i), e.size(i), e.rem1(i),
                            CancelReason.fromCode(e.code(i)), ts);
                    break;
                case SlotEvents.AMENDED:
                    listener.onAmended(seq, sym, e.orderId(i), e.uid(i), side, e.price(i), e.price2(i), e.size(i),
                            e.rem1(i), e.code(i) == 1, ts);
                    break;
                case SlotEvents.REJECTED:
                    listener.onRejected(seq, sym, e.orderId(i), e.uid(i), e.code(i), ts);
                    break;
                default:
                    break;
            }
        }
        listener.onResult(slot.correlationId, slot.type, seq, slot.uid, sym, slot.orderId, slot.resultCode, ts);
    }

    private static CommandResult toResult(final CommandSlot slot, final long firstTradeId) {
        final SlotEvents e = slot.events;
        List<Fill> fills = List.of();
        int bids = 0;
        int asks = 0;
        long tradeId = firstTradeId;
        for (int i = 0; i < e.count(); i++) {
            final int kind = e.kind(i);
            if (kind == SlotEvents.TRADE) {
                if (fills.isEmpty()) {
                    fills = new ArrayList<>();
                }
                fills.add(new Fill(tradeId++, e.orderId(i), e.uid(i), e.otherOrderId(i), e.otherUid(i),
                        Side.fromCode(e.side(i)), e.price(i), e.size(i), e.rem1(i), e.rem2(i), e.makerFee(i),
                        e.takerFee(i)));
            } else if (kind == SlotEvents.L2_BID) {
                bids++;
            } else if (kind == SlotEvents.L2_ASK) {
                asks++;
            }
        }
        final L2Book l2 = slot.type == CommandType.L2_REQUEST && slot.resultCode == 0 ? toL2(e, bids, asks) : null;
        return new CommandResult(slot.resultCode, slot.sequence, slot.timestamp,
                fills.isEmpty() ? fills : Collections.unmodifiableList(fills), l2);
    }

    private static L2Book toL2(final SlotEvents e, final int bids, final int asks) {
        final long[] bp = new long[bids];
        final long[] bs = new long[bids];
        final int[] bo = new int[bids];
        final long[] ap = new long[asks];
        final long[] as = new long[asks];
        final int[] ao = new int[asks];
        int b = 0;
        int a = 0;
        for (int i = 0; i < e.count(); i++) {
            if (e.kind(i) == SlotEvents.L2_BID) {
                bp[b] = e.price(i);
                bs[b] = e.size(i);
                bo[b++] = e.code(i);
            } else if (e.kind(i) == SlotEvents.L2_ASK) {
                ap[a] = e.price(i);
                as[a] = e.size(i);
                ao[a++] = e.code(i);
            }
        }
        return new L2Book(bp, bs, bo, ap, as, ao);
    }

    @Override
    public String toString() {
        return "results";
    }
}
