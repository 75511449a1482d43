package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.snapshot.SnapshotCut;
import java.util.List;

/**
 * Several stages run one after another on each slot, by one handler: the COMPACT layout's engine (every risk
 * check, every matching shard, every settlement). Taking each command through all of them before the next one
 * keeps the stage order of the graph, satisfies "a risk check sees the settlement of the previous command" for
 * free, and saves the per-stage sequence hand-offs that a round of separate stages would pay per command.
 *
 * <p>Each stage keeps its own guard, so a failure in one is counted and marks the command exactly as it would in
 * the pipelined layout. Snapshot captures are incremental, as in the pipelined layout; here the engine's
 * stall is the whole pass of a command or step, which this class times while a capture is in progress.
 *
 * <p>Thread-safety: none; one thread.
 */
final class SequentialStages implements EventHandler<CommandSlot> {
    private final GuardedHandler[] stages;
    /** The capture in progress on the engine's shards, or null. */
    private SnapshotCut active;

    /**
     * @param stages the stages, in graph order
     */
    SequentialStages(final List<GuardedHandler> stages) {
        this.stages = stages.toArray(new GuardedHandler[0]);
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        final Object snapshot = slot.snapshot;
        final long start = active != null || snapshot != null ? System.nanoTime() : 0;
        for (final GuardedHandler stage : stages) {
            stage.onEvent(slot, sequence, endOfBatch);
        }
        if (snapshot instanceof SnapshotRequest && ((SnapshotRequest) snapshot).cut() != null) {
            active = ((SnapshotRequest) snapshot).cut();
        }
        final SnapshotCut cut = active;
        if (cut != null) {
            if (start != 0) {
                cut.recordStall(cut.engineCell(), System.nanoTime() - start);
            }
            if (cut.allFinished()) {
                active = null;
            }
        }
    }

    @Override
    public String toString() {
        return "engine";
    }
}
