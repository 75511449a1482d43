package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SnapshotControl;
import dev.bourse.sequencer.CommandSequencer;
import java.util.function.Supplier;

/**
 * The first stage: has the core's {@link CommandSequencer} give each command its sequence and timestamp
 * ({@link CommandSequencer#stamp}), so every later stage (and a replay) uses the same time, and decides periodic
 * snapshots. With the {@link dev.bourse.sequencer.LocalSequencer} the sequence is the ring order (1, 2, ...) and the
 * timestamp is read once from the clock and never decreases; with an {@link dev.bourse.sequencer.ExternalSequencer}
 * both are the log's.
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
 * timing) takes no number of its own (see {@link dev.bourse.sequencer.LocalSequencer}), so the commands' sequences
 * and timestamps, and with them every state and every periodic decision, are the same whether or not a capture is
 * running.
 *
 * <p>A time event ({@link CommandType#ADVANCE_TIME}, published by the expiry timer) is stamped like any command: its
 * timestamp is never earlier than the previous command's, nor later than the next one's, and the GTD orders it
 * expires are those due at a moment every later command has also reached.
 *
 * <p>Grouping also empties the slot's {@link SlotEvents} for the stages after it.
 *
 * <p>Thread-safety: none; one thread. {@link #schedule} and {@link #resumeAfter} before the threads start.
 */
final class GroupingStage implements EventHandler<CommandSlot> {
    private final CommandSequencer sequencer;
    /** Makes the request of a periodic snapshot; null when this core takes no snapshots. */
    private Supplier<SnapshotControl> periodic;
    private long everyCommands;
    private long everyNanos;
    private long lastJournalledSequence = -1;
    private long lastJournalledTimestamp = Long.MIN_VALUE;

    GroupingStage(final CommandSequencer sequencer) {
        this.sequencer = sequencer;
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
     * Recovery from a snapshot: the next new command is numbered after {@code sequence} and gets no earlier timestamp
     * than the snapshot's, even when nothing is replayed after the snapshot. Replayed commands, if any, move the
     * point on as usual.
     *
     * @param sequence         the snapshot's sequence
     * @param timestamp        its timestamp, ns
     * @param nextRingSequence the ring sequence the next published slot will have
     */
    void resumeAfter(final long sequence, final long timestamp, final long nextRingSequence) {
        sequencer.resumeAfter(sequence, timestamp, nextRingSequence);
        lastJournalledSequence = sequence;
        lastJournalledTimestamp = timestamp;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        // Here rather than at the claim: the buffer may be shared by every slot (CommandSlot(SlotEvents)).
        slot.events().clear();
        sequencer.stamp(slot, sequence);
        if (slot.isReplay()) {
            if (!CommandType.isQuery(slot.type())) {
                lastJournalledSequence = slot.sequence();
                lastJournalledTimestamp = slot.timestamp();
            }
            return;
        }
        if (slot.type() == CommandType.SNAPSHOT_STEP) {
            return;
        }
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

    @Override
    public String toString() {
        return "grouping";
    }
}
