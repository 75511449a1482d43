package dev.bourse.sequencer;

import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.journal.Journal;
import java.util.function.LongSupplier;

/**
 * The core's own sequencing: each command gets the next sequence in ring order (1, 2, ...) and a timestamp read once
 * from the clock and never decreasing, and the core's {@link Journal} makes it durable (the results wait for it) and
 * is replayed at start.
 * <ul>
 *   <li>A replayed command keeps its recorded sequence and timestamp; the commands after it continue from that
 *       sequence and never get an earlier timestamp.</li>
 *   <li>A {@link CommandType#SNAPSHOT_STEP} (internal, published at moments that depend on thread timing) neither
 *       reads the clock nor takes a number: it carries the last timestamp and the sequence the next command will
 *       get, so sequences and timestamps are the same whether or not a capture is running.</li>
 *   <li>Every other command, queries included, takes the next number and reads the clock. When the clock throws,
 *       the slot already holds the previous timestamp, so the record stays whole (the core halts).</li>
 * </ul>
 *
 * <p>Thread-safety: see {@link CommandSequencer}; {@link #stamp} keeps its state on the grouping thread.
 */
public final class LocalSequencer implements CommandSequencer {
    private final LongSupplier clock;
    private final Journal journal;
    private long lastTimestamp = Long.MIN_VALUE;
    private long lastSequence;
    /** Command sequence minus (ring sequence + 1): moved by replayed commands, snapshot steps and a restore. */
    private long sequenceOffset;

    /**
     * @param clock   ns since the epoch, read once per command by {@link #stamp}
     * @param journal the journal, or null for a core that journals nothing
     */
    public LocalSequencer(final LongSupplier clock, final Journal journal) {
        if (clock == null) {
            throw new IllegalArgumentException("a local sequencer needs a clock");
        }
        this.clock = clock;
        this.journal = journal;
    }

    /** Nothing: the number and the time are given at grouping, in ring order. */
    @Override
    public void publishing(final CommandSlot slot) {
        // Stamped by stamp(), on the grouping thread.
    }

    @Override
    public void stamp(final CommandSlot slot, final long ringSequence) {
        if (slot.isReplay()) {
            sequenceOffset = slot.sequence() - (ringSequence + 1);
            lastTimestamp = Math.max(lastTimestamp, slot.timestamp());
            lastSequence = slot.sequence();
            return;
        }
        slot.setSequence(ringSequence + 1 + sequenceOffset);
        slot.setTimestamp(lastTimestamp);
        if (slot.type() == CommandType.SNAPSHOT_STEP) {
            sequenceOffset--;
            return;
        }
        lastSequence = slot.sequence();
        final long now = clock.getAsLong();
        lastTimestamp = Math.max(lastTimestamp, now);
        slot.setTimestamp(lastTimestamp);
    }

    @Override
    public void resumeAfter(final long sequence, final long timestamp, final long nextRingSequence) {
        sequenceOffset = sequence - nextRingSequence;
        lastTimestamp = Math.max(lastTimestamp, timestamp);
        lastSequence = sequence;
    }

    @Override
    public long lastSequence() {
        return lastSequence;
    }

    @Override
    public long lastTimestamp() {
        return lastTimestamp;
    }

    @Override
    public Journal journal() {
        return journal;
    }

    /** @return the clock read per command, ns since the epoch */
    public LongSupplier clock() {
        return clock;
    }

    @Override
    public String toString() {
        return "local sequencer (clock" + (journal == null ? ", no journal)" : " + journal)");
    }
}
