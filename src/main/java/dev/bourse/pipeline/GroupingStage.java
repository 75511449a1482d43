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

    GroupingStage(final LongSupplier clock) {
        this.clock = clock;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        slot.sequence = sequence + 1;
        final long now = clock.getAsLong();
        lastTimestamp = Math.max(lastTimestamp, now);
        slot.timestamp = lastTimestamp;
    }

    @Override
    public String toString() {
        return "grouping";
    }
}
