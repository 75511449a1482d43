package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.SnapshotControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Several stages run one after another on each slot, by one handler: the COMPACT layout's engine (every risk
 * check, every matching shard, every settlement). Taking each command through all of them before the next one
 * keeps the stage order of the graph, satisfies "a risk check sees the settlement of the previous command" for
 * free, and saves the per-stage sequence hand-offs that a round of separate stages would pay per command. The
 * stages are held by their own classes, not as handlers, so each call is to one known method the compiler can
 * inline: through a shared handler interface every call would be a megamorphic dispatch.
 *
 * <p>Each stage keeps its own guard and policy ({@link StageFailure}), so a failure in one ends exactly as it would
 * in the pipelined layout: the command refused, or the core halted and the stages after the failing one skipped.
 * Snapshot captures are incremental, as in the pipelined layout; here the engine's
 * stall is the whole pass of a command or step, which this class times while a capture is in progress.
 *
 * <p>Thread-safety: none; one thread.
 */
final class SequentialStages implements EventHandler<CommandSlot> {
    private final RiskCheckStage[] checks;
    private final MatchingStage[] matching;
    private final SettlementStage[] settlements;
    private final StageGuard guard;
    /** The capture in progress on the engine's shards, or null. */
    private CaptureProgress active;

    private static final StageFailure CHECK_POLICY = StageKind.RISK_CHECK.policy();
    private static final StageFailure MATCHING_POLICY = StageKind.MATCHING.policy();
    private static final StageFailure SETTLEMENT_POLICY = StageKind.SETTLEMENT.policy();

    /** The fused run of the stage list that {@link #onEvent} implements, stage for stage. */
    static final List<StageKind> RUN = List.of(StageKind.RISK_CHECK, StageKind.MATCHING, StageKind.SETTLEMENT);

    /**
     * @param run         the stage list's fused run ({@link Topology#fusedRun()}); must be {@link #RUN}, the stages
     *                    {@link #onEvent} calls directly, one known class each
     * @param checks      every risk shard's check, in shard order
     * @param matching    every matching shard, in shard order
     * @param settlements every risk shard's settlement, in shard order
     * @param guard       applies each stage's failure policy
     * @throws IllegalStateException when the stage list's sharded run is not the one this pass implements
     */
    SequentialStages(final List<StageKind> run, final RiskCheckStage[] checks, final MatchingStage[] matching,
            final SettlementStage[] settlements, final StageGuard guard) {
        if (!RUN.equals(run)) {
            throw new IllegalStateException("the engine pass runs " + RUN + ", the stage list's sharded run is " + run);
        }
        this.checks = checks.clone();
        this.matching = matching.clone();
        this.settlements = settlements.clone();
        this.guard = guard;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        final SnapshotControl snapshot = slot.snapshot();
        final long start = active != null || snapshot != null ? System.nanoTime() : 0;
        for (final RiskCheckStage stage : checks) {
            if (guard.skips(sequence)) {
                return;
            }
            try {
                stage.onEvent(slot, sequence, endOfBatch);
            } catch (final Throwable t) {
                guard.failed(stage, CHECK_POLICY, slot, sequence, t);
            }
        }
        for (final MatchingStage stage : matching) {
            if (guard.skips(sequence)) {
                return;
            }
            try {
                stage.onEvent(slot, sequence, endOfBatch);
            } catch (final Throwable t) {
                guard.failed(stage, MATCHING_POLICY, slot, sequence, t);
            }
        }
        for (final SettlementStage stage : settlements) {
            if (guard.skips(sequence)) {
                return;
            }
            try {
                stage.onEvent(slot, sequence, endOfBatch);
            } catch (final Throwable t) {
                guard.failed(stage, SETTLEMENT_POLICY, slot, sequence, t);
            }
        }
        if (snapshot != null && snapshot.cut() != null) {
            active = snapshot.cut();
        }
        final CaptureProgress cut = active;
        if (cut != null) {
            if (start != 0) {
                cut.recordStall(cut.engineCell(), System.nanoTime() - start);
            }
            if (cut.allFinished()) {
                active = null;
            }
        }
    }

    /** @return the stage instances in the order {@link #onEvent} runs them (cold path) */
    List<Object> stages() {
        final List<Object> out = new ArrayList<>();
        out.addAll(Arrays.asList(checks));
        out.addAll(Arrays.asList(matching));
        out.addAll(Arrays.asList(settlements));
        return out;
    }

    @Override
    public String toString() {
        return "engine";
    }
}
