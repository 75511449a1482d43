package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.api.ResultCode;
import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotEvents;
import dev.bourse.command.SnapshotControl;

/**
 * Matching shard {@code shard}: runs the book commands of the symbols it owns ({@code symbol & (shards - 1)})
 * that risk let through, with the events written into the command's slot, and sets the book's result code. After a
 * command that carries a snapshot request, begins its part of the incremental capture (nothing is copied
 * yet); a snapshot step exports a bounded number of book orders, level by level, and a book command first
 * exports the price levels it is about to change if the capture still needs them ({@link MatchingShard#beginCapture}).
 * An {@link CommandType#ADVANCE_TIME} expires its book's due GTD orders; an L2 answer leaves out the orders due at
 * its timestamp. When the book that expires first changes, the stage posts it to the {@link ExpiryBoard}.
 *
 * <p>Thread-safety: none; one thread per shard (or the engine thread in the compact layout).
 */
final class MatchingStage implements EventHandler<CommandSlot> {
    private final int shard;
    private final long mask;
    private final MatchingShard matching;
    private final SlotEventWriter writer;
    private final L2Snapshot l2 = new L2Snapshot(16);
    private final CaptureClock clock = new CaptureClock();
    private final ExpiryBoard expiries;
    /** {@link MatchingShard#expiryChanges()} when this stage last posted to {@link #expiries}. */
    private long postedExpiryChanges;

    /**
     * @param shard          this shard's index
     * @param shards         matching shards, a power of two
     * @param expectedOrders orders the shard's pools start with
     * @param expiries       where the shard posts its earliest GTD expiry
     * @param events         where the event buffer of each sequence's command is
     */
    MatchingStage(final int shard, final int shards, final int expectedOrders, final ExpiryBoard expiries,
            final SlotEventSource events) {
        this.shard = shard;
        this.mask = shards - 1;
        this.writer = new SlotEventWriter(events);
        this.matching = new MatchingShard(writer, expectedOrders);
        this.expiries = expiries;
    }

    int shard() {
        return shard;
    }

    MatchingShard matching() {
        return matching;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        final long start = clock.start(slot);
        handle(slot, sequence);
        if (matching.expiryChanges() != postedExpiryChanges) {
            postExpiries();
        }
        final SnapshotControl snapshot = slot.snapshot();
        if (snapshot != null) {
            final CaptureProgress begun = snapshot.matching(shard, matching);
            if (begun != null) {
                clock.begin(begun);
            }
        }
        final CaptureProgress active = clock.active();
        if (active != null) {
            clock.stop(start, active.matchingCell(shard), active.matchingFinished(shard));
        }
    }

    /**
     * Tells the expiry timer which book of this shard expires first. Also the controlling thread's, for books
     * restored before the threads start.
     */
    void postExpiries() {
        postedExpiryChanges = matching.expiryChanges();
        expiries.post(shard, matching.earliestExpirySymbol(), matching.earliestExpiry());
    }

    private void handle(final CommandSlot slot, final long sequence) {
        final int type = slot.type();
        if (slot.query() != null) {
            slot.query().addMatching(shard, matching);
            return;
        }
        if (!CommandType.isMatchingCommand(type) || (slot.symbol() & mask) != shard
                || slot.resultCode() != ResultCode.SUCCESS) {
            return;
        }
        writer.target(sequence);
        slot.setResultCode(execute(slot, type));
    }

    private int execute(final CommandSlot s, final int type) {
        switch (type) {
            case CommandType.PLACE:
                return matching.place(s.symbol(), s.orderId(), s.uid(), s.sideValue(), s.orderTypeValue(), s.price(),
                        s.size(), s.displaySize(), s.triggerPrice(), s.expireAt(), s.stpValue(), s.timestamp());
            case CommandType.CANCEL:
                return matching.cancel(s.symbol(), s.orderId(), s.uid(), s.timestamp());
            case CommandType.MOVE:
                return matching.move(s.symbol(), s.orderId(), s.uid(), s.newPrice(), s.timestamp());
            case CommandType.REDUCE:
                return matching.reduce(s.symbol(), s.orderId(), s.uid(), s.size(), s.timestamp());
            case CommandType.REPLACE:
                return matching.replace(s.symbol(), s.orderId(), s.uid(), s.newPrice(), s.newSize(), s.timestamp());
            case CommandType.MASS_CANCEL:
                return matching.massCancel(s.symbol(), s.uid(), s.timestamp());
            case CommandType.ADD_SYMBOL:
                return matching.addSymbol(s.symbol());
            case CommandType.UPDATE_SYMBOL:
                return matching.checkUpdatable(s.symbol());
            case CommandType.L2_REQUEST:
                return l2(s);
            case CommandType.ADVANCE_TIME:
                return matching.advanceTime(s.symbol(), s.timestamp());
            default:
                return ResultCode.INTERNAL_ERROR;
        }
    }

    private int l2(final CommandSlot s) {
        final int code = matching.fillL2(s.symbol(), (int) s.newSize(), s.timestamp(), l2);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        final SlotEvents events = s.events();
        for (int i = 0; i < l2.bidLevels(); i++) {
            events.set(events.append(SlotEvents.L2_BID), 0, 0, 0, l2.bidPrice(i), l2.bidSize(i));
            events.setExtra(events.count() - 1, 0, 0, 0, l2.bidOrders(i));
        }
        for (int i = 0; i < l2.askLevels(); i++) {
            events.set(events.append(SlotEvents.L2_ASK), 0, 0, 1, l2.askPrice(i), l2.askSize(i));
            events.setExtra(events.count() - 1, 0, 0, 0, l2.askOrders(i));
        }
        return ResultCode.SUCCESS;
    }

    @Override
    public String toString() {
        return "matching-" + shard;
    }
}
