package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Fill;
import dev.bourse.api.L2Book;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.DuplicateOutcome;
import dev.bourse.command.ShardQuery;
import dev.bourse.command.SlotEvents;
import dev.bourse.command.SlotSpecs;
import dev.bourse.command.SnapshotControl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The last stage: numbers the trades, calls the user's {@link ExchangeListener} with every event and then the
 * result, and completes the command's future (when it has one) with a {@link CommandResult} listing the same
 * events. Runs after every settlement shard, so what it reports is settled. A listener that throws is caught by the
 * stage guard like any other stage failure ({@link StageFailure#REPORT}). Building a query's report or a command's
 * result may fail too (an exhausted heap): the failure is handed to the {@link StageGuard} first, then the query's or
 * the command's future is failed with it, so none is left pending and whoever sees it failed finds it counted. A
 * command replayed from the journal at start is reported only to a listener that
 * {@link ExchangeListener#receivesReplayedCommands() asks}, framed by {@link ExchangeListener#onReplay(boolean)}.
 *
 * <p>After a halt ({@link CoreHalt}) it goes on reporting: each command the stages skipped gets
 * {@link ResultCode#CORE_HALTED} (or JOURNAL_FAILED when the journal lost it), without its events, which may be
 * partial; its snapshot steps fail, so a capture in progress is abandoned.
 *
 * <p>Thread-safety: none; one thread. Futures are completed on it, so their dependent actions run there unless
 * the caller uses the {@code *Async} variants.
 */
final class ResultsStage implements EventHandler<CommandSlot> {
    private final ExchangeListener listener;
    private final JournalHealth journalHealth;
    private final StageGuard guard;
    /** The listener asked for replayed commands ({@link ExchangeListener#receivesReplayedCommands()}). */
    private final boolean reportsReplay;
    /** Whether the listener was last told that commands are replays ({@link ExchangeListener#onReplay}). */
    private boolean replaying;
    private long tradeIds;

    ResultsStage(final ExchangeListener listener, final JournalHealth journalHealth, final StageGuard guard) {
        this.listener = listener;
        this.reportsReplay = listener != null && listener.receivesReplayedCommands();
        this.journalHealth = journalHealth;
        this.guard = guard;
    }

    /**
     * Recovery from a snapshot, before the threads start: trade ids continue after the snapshot's last one.
     *
     * @param tradesSoFar trades reported through the snapshot's sequence
     */
    void resumeTradeIds(final long tradesSoFar) {
        tradeIds = tradesSoFar;
    }

    /** @return trades numbered so far; read it from another thread only while the core is idle */
    long tradesReported() {
        return tradeIds;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        final boolean halted = guard.skips(sequence);
        if (journalHealth.isLost(slot.sequence()) && !CommandType.isQuery(slot.type())) {
            slot.setResultCode(ResultCode.JOURNAL_FAILED);
        } else if (halted) {
            slot.setResultCode(ResultCode.CORE_HALTED);
        }
        final long firstTradeId = tradeIds + 1;
        if (!halted) {
            countTrades(slot.events());
        }
        // Kept in the slot until completed: a stop that gives up on a stuck listener completes it from there.
        final CompletableFuture<CommandResult> future = slot.future();
        try {
            final SnapshotControl snapshot = slot.snapshot();
            if (snapshot != null) {
                slot.setSnapshot(null);
                snapshot.reported(slot.resultCode(), halted, tradeIds);
                if (slot.type() == CommandType.SNAPSHOT_STEP) {
                    return;
                }
            }
            final ShardQuery query = slot.query();
            if (query != null) {
                slot.setQuery(null);
                complete(query, slot, sequence);
            }
            if (listener != null && (!slot.isReplay() || reportsReplay)) {
                if (reportsReplay && slot.isReplay() != replaying) {
                    replaying = slot.isReplay();
                    listener.onReplay(replaying);
                }
                if (halted) {
                    listener.onResult(slot.correlationId(), slot.type(), slot.sequence(), slot.uid(), slot.symbol(),
                            slot.orderId(), slot.resultCode(), slot.timestamp());
                } else {
                    report(slot, firstTradeId);
                }
            }
        } finally {
            if (future != null) {
                slot.setFuture(null);
                complete(future, slot, sequence, firstTradeId, halted);
            }
        }
    }

    private void countTrades(final SlotEvents events) {
        for (int i = 0; i < events.count(); i++) {
            if (events.kind(i) == SlotEvents.TRADE) {
                tradeIds++;
            }
        }
    }

    private void complete(final ShardQuery query, final CommandSlot slot, final long sequence) {
        try {
            query.complete(slot.resultCode());
        } catch (final Throwable t) {
            guard.failed(this, StageFailure.REPORT, slot, sequence, t);
            query.fail(t);
        }
    }

    private void complete(final CompletableFuture<CommandResult> future, final CommandSlot slot, final long sequence,
            final long firstTradeId, final boolean halted) {
        try {
            future.complete(halted
                    ? new CommandResult(slot.resultCode(), slot.sequence(), slot.timestamp(), List.of(), null)
                    : toResult(slot, firstTradeId));
        } catch (final Throwable t) {
            guard.failed(this, StageFailure.REPORT, slot, sequence, t);
            future.completeExceptionally(t);
        }
    }

    private void report(final CommandSlot slot, final long firstTradeId) {
        final SlotEvents e = slot.events();
        final long seq = slot.sequence();
        final long sym = slot.symbol();
        final long ts = slot.timestamp();
        long tradeId = firstTradeId;
        for (int i = 0; i < e.count(); i++) {
            final Side side = e.sideOf(i);
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
                            e.cancelReasonOf(i), ts);
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
        if ((slot.type() == CommandType.ADD_SYMBOL || slot.type() == CommandType.UPDATE_SYMBOL)
                && slot.resultCode() == ResultCode.SUCCESS) {
            listener.onSymbolUpdated(seq, SlotSpecs.spec(slot), ts);
        }
        listener.onResult(slot.correlationId(), slot.type(), seq, slot.uid(), sym, slot.orderId(), slot.resultCode(),
                ts);
    }

    private static CommandResult toResult(final CommandSlot slot, final long firstTradeId) {
        final SlotEvents e = slot.events();
        final List<CommandEvent> events = new ArrayList<>(e.count());
        int bids = 0;
        int asks = 0;
        long tradeId = firstTradeId;
        for (int i = 0; i < e.count(); i++) {
            final int kind = e.kind(i);
            if (kind == SlotEvents.L2_BID) {
                bids++;
            } else if (kind == SlotEvents.L2_ASK) {
                asks++;
            } else {
                final CommandEvent event = toEvent(e, i, tradeId);
                if (event instanceof Fill) {
                    tradeId++;
                }
                if (event != null) {
                    events.add(event);
                }
            }
        }
        if (slot.resultCode() == ResultCode.DUPLICATE_COMMAND) {
            final DuplicateOutcome first = slot.duplicate();
            events.add(new CommandEvent.Duplicate(slot.txId(), first.sequence(), first.resultCode(), first.key(),
                    first.orderId(), first.requestHash()));
        }
        final L2Book l2 = slot.type() == CommandType.L2_REQUEST && slot.resultCode() == 0 ? toL2(e, bids, asks) : null;
        return new CommandResult(slot.resultCode(), slot.sequence(), slot.timestamp(),
                events.isEmpty() ? List.of() : Collections.unmodifiableList(events), l2);
    }

    /** The {@code i}th slot event as the result lists it (the listener's arguments as a record), or null for none. */
    private static CommandEvent toEvent(final SlotEvents e, final int i, final long tradeId) {
        final Side side = e.sideOf(i);
        switch (e.kind(i)) {
            case SlotEvents.TRADE:
                return new Fill(tradeId, e.orderId(i), e.uid(i), e.otherOrderId(i), e.otherUid(i), side, e.price(i),
                        e.size(i), e.rem1(i), e.rem2(i), e.makerFee(i), e.takerFee(i));
            case SlotEvents.RESTED:
                return new CommandEvent.Rested(e.orderId(i), e.uid(i), side, e.price(i), e.size(i), e.rem1(i));
            case SlotEvents.STOP_ACCEPTED:
                return new CommandEvent.StopAccepted(e.orderId(i), e.uid(i), side, e.price(i), e.size(i));
            case SlotEvents.STOP_TRIGGERED:
                return new CommandEvent.StopTriggered(e.orderId(i), e.uid(i), side, e.price(i), e.price2(i));
            case SlotEvents.CANCELLED:
                return new CommandEvent.Cancelled(e.orderId(i), e.uid(i), side, e.price(i), e.size(i), e.rem1(i),
                        e.cancelReasonOf(i));
            case SlotEvents.AMENDED:
                return new CommandEvent.Amended(e.orderId(i), e.uid(i), side, e.price(i), e.price2(i), e.size(i),
                        e.rem1(i), e.code(i) == 1);
            case SlotEvents.REJECTED:
                return new CommandEvent.Rejected(e.orderId(i), e.uid(i), e.code(i));
            default:
                return null;
        }
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
