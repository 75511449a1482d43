package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SnapshotControl;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The first stage: gives each command its sequence (1, 2, ... in ring order) and its timestamp, read once from
 * the injected clock and never decreasing, so every later stage (and a replay of the journal) uses the same time.
 *
 * <p>Periodic snapshots ({@link #schedule}) are decided here, on journalled commands only, from their sequence and
 * timestamp alone, so a replay of the same journal reaches the same decisions:
 * <ul>
 *   <li>every N commands: a snapshot is cut after the first journalled command whose sequence is in a later block
 *       of N than the previous journalled command's ({@code seq / N > prev / N}), that is the one that reaches or
 *       first passes each multiple of N;</li>
 *   <li>every T seconds of command time: after the first journalled command whose timestamp is in a later
 *       T-second interval since the epoch than the previous journalled command's ({@code ts / T > prev / T}).</li>
 * </ul>
 * Both are measured against the previous journalled command, including replayed ones and the snapshot a restart
 * resumed from ({@link #resumeAfter}); no snapshot is cut for a replayed command, nor for the very first command.
 *
 * <p>A {@link CommandType#SNAPSHOT_STEP} (internal, published by the snapshot taker at moments that depend on thread
 * timing) neither reads the clock nor takes a number: it carries the last timestamp and the sequence the next command
 * will get, so the commands' sequences and timestamps, and with them every state and every periodic decision, are
 * the same whether or not a capture is running.
 *
 * <p>A time event ({@link CommandType#ADVANCE_TIME}, published by the expiry timer) is stamped like any command: it
 * reads the clock, so its timestamp is never earlier than the previous command's, nor later than the next one's, and
 * the GTD orders it expires are those due at a moment every later command has also reached.
 *
 * <p>Grouping also empties the slot's {@link SlotEvents} for the stages after it.
 *
 * <p>Thread-safety: none; one thread. {@link #schedule} and {@link #resumeAfter} before the threads start.
 */
final class GroupingStage implements EventHandler<CommandSlot> {
    private final LongSupplier clock;
    private long lastTimestamp = Long.MIN_VALUE;
    /** Journal recovery: command sequence minus (ring sequence + 1), set by replayed commands. */
    private long sequenceOffset;
    /** Makes the request of a periodic snapshot; null when this core takes no snapshots. */
    private Supplier<SnapshotControl> periodic;
    private long everyCommands;
    private long everyNanos;
    private long lastJournalledSequence = -1;
    private long lastJournalledTimestamp = Long.MIN_VALUE;

    GroupingStage(final LongSupplier clock) {
        this.clock = clock;
    }

    /**
     * Enables snapshots: explicit ones are begun here, periodic ones are issued here.
     *
     * @param requests      makes the request of a periodic snapshot
     * @param commands      snapshot every this many commands, 0 for never
     * @param intervalNanos snapshot every this much command time, ns, 0 for never
     */
    void schedule(final Supplier<SnapshotControl> requests, final long commands, final long intervalNanos) {
        this.periodic = requests;
        this.everyCommands = commands;
        this.everyNanos = intervalNanos;
    }

    /**
     * Recovery from a snapshot: the next new command gets {@code sequence + 1} and no earlier timestamp than the
     * snapshot's, even when the journal holds nothing after the snapshot. Replayed commands, if any, move the point
     * on as usual.
     *
     * @param sequence         the snapshot's sequence
     * @param timestamp        its timestamp, ns
     * @param nextRingSequence the ring sequence the next published slot will have
     */
    void resumeAfter(final long sequence, final long timestamp, final long nextRingSequence) {
        sequenceOffset = sequence - nextRingSequence;
        lastTimestamp = Math.max(lastTimestamp, timestamp);
        lastJournalledSequence = sequence;
        lastJournalledTimestamp = timestamp;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        // Here rather than at the claim: the buffer may be shared by every slot (CommandSlot(SlotEvents)).
        slot.events().clear();
        if (slot.isReplay()) {
            keepReplayed(slot, sequence);
            return;
        }
        if (slot.type() == CommandType.SNAPSHOT_STEP) {
            slot.setSequence(sequence + 1 + sequenceOffset);
            sequenceOffset--;
            slot.setTimestamp(lastTimestamp);
            return;
        }
        slot.setSequence(sequence + 1 + sequenceOffset);
        // The previous time first: a clock that throws still leaves a whole record for the journal (the core halts).
        slot.setTimestamp(lastTimestamp);
        final long now = clock.getAsLong();
        lastTimestamp = Math.max(lastTimestamp, now);
        slot.setTimestamp(lastTimestamp);
        if (periodic != null && !CommandType.isQuery(slot.type())) {
            if (slot.snapshot() == null && periodicDue(slot.sequence(), slot.timestamp())) {
                slot.setSnapshot(periodic.get());
            }
            lastJournalledSequence = slot.sequence();
            lastJournalledTimestamp = slot.timestamp();
            if (slot.snapshot() != null) {
                slot.snapshot().begin(slot.sequence(), slot.timestamp());
            }
        }
    }

    private boolean periodicDue(final long seq, final long ts) {
        if (lastJournalledSequence < 0) {
            return false;
        }
        final boolean byCount = everyCommands > 0 && seq / everyCommands > lastJournalledSequence / everyCommands;
        final boolean byTime = everyNanos > 0 && lastJournalledTimestamp != Long.MIN_VALUE
                && Math.floorDiv(ts, everyNanos) > Math.floorDiv(lastJournalledTimestamp, everyNanos);
        return byCount || byTime;
    }

    /**
     * A command recovered from the journal keeps its recorded sequence and timestamp; the commands after it continue
     * from that sequence and never get an earlier timestamp.
     */
    private void keepReplayed(final CommandSlot slot, final long sequence) {
        sequenceOffset = slot.sequence() - (sequence + 1);
        lastTimestamp = Math.max(lastTimestamp, slot.timestamp());
        if (!CommandType.isQuery(slot.type())) {
            lastJournalledSequence = slot.sequence();
            lastJournalledTimestamp = slot.timestamp();
        }
    }

    @Override
    public String toString() {
        return "grouping";
    }
}
