package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;

import java.util.List;

/**
 * Several stages run one after another on each slot, by one handler: the COMPACT layout's engine (every risk
 * check, every matching shard, every settlement). Taking each command through all of them before the next one
 * keeps the stage order of the graph, satisfies "a risk check sees the settlement of the previous command" for
 * free, and saves the per-stage sequence hand-offs that a round of separate stages would pay per command.
 *
 * <p>Each stage keeps its own guard, so a failure in one is counted and marks the command exactly as it would in
 * the pipelined layout. Snapshot copies are not made by the stages here but after the pass, by a
 * {@link SnapshotCapture} that splits them over two threads.
 *
 * <p>Thread-safety: none; one thread.
 */
final class SequentialStages implements EventHandler<CommandSlot> {
    private final GuardedHandler[] stages;
    private final SnapshotCapture snapshots;

    /**
     * @param stages    the stages, in graph order, with their own snapshot captures deferred
     * @param snapshots copies the shards after the pass of a command that carries a snapshot request
     */
    SequentialStages(final List<GuardedHandler> stages, final SnapshotCapture snapshots) {
        this.stages = stages.toArray(new GuardedHandler[0]);
        this.snapshots = snapshots;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        for (final GuardedHandler stage : stages) {
            stage.onEvent(slot, sequence, endOfBatch);
        }
        if (slot.snapshot != null) {
            snapshots.capture(slot);
        }
    }

    @Override
    public String toString() {
        return "engine";
    }
}
