package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import java.util.function.LongSupplier;

/**
 * The first stage: gives each command its sequence (1, 2, ... in ring order) and its timestamp, read once from
 * the injected clock and never decreasing, so every later stage (and a replay of the journal) uses the same time.
 *
 * <p>Thread-safety: none; one thread.
 */
final class GroupingStage implements EventHandler<CommandSlot> {
    private final LongSupplier clock;
    private long lastTimestamp = Long.MIN_VALUE;
    /** Journal recovery: command sequence minus (ring sequence + 1), set by replayed commands. */
    private long sequenceOffset;

    GroupingStage(final LongSupplier clock) {
        this.clock = clock;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        if (slot.replay) {
            keepReplayed(slot, sequence);
            return;
        }
        slot.sequence = sequence + 1 + sequenceOffset;
        final long now = clock.getAsLong();
        lastTimestamp = Math.max(lastTimestamp, now);
        slot.timestamp = lastTimestamp;
    }

    /**
     * A command recovered from the journal keeps its recorded sequence and timestamp; the commands after it continue
     * from that sequence and never get an earlier timestamp.
     */
    private void keepReplayed(final CommandSlot slot, final long sequence) {
        sequenceOffset = slot.sequence - (sequence + 1);
        lastTimestamp = Math.max(lastTimestamp, slot.timestamp);
    }

    @Override
    public String toString() {
        return "grouping";
    }
}
