package dev.bourse.pipeline;

import com.lmax.disruptor.RingBuffer;
import dev.bourse.command.CommandSlot;
import java.util.ArrayList;
import java.util.List;

/**
 * The INLINE layout's pass: what a submitting thread runs, holding the {@link InlineTurn}, until no published command
 * is left. Each command goes through grouping, the engine ({@link SequentialStages}) and, without a journal, the
 * results, one command after another; the three stages' sequences are then moved on once per batch.
 *
 * <p>Why not poll the three stages in turn as a stage thread does: that costs an availability check and a sequence
 * store per stage and command, plus a round that finds nothing, and it calls every stage through the handler
 * interface, a dispatch the compiler cannot inline. Here each stage is called as its own class. The graph is the same
 * (the journal's thread follows grouping's sequence, the results follow the engine's and the journal's, the ring is
 * gated by the results'), so other threads see exactly what they would see with the stages polled separately.
 *
 * <p>Each stage call carries its {@link GuardedHandler} policy ({@link StageFailure}): whatever a stage throws is
 * counted and either refuses the command or halts the core, and the pass goes on (after a halt, reporting only).
 *
 * <p>Thread-safety: one thread at a time, the holder of the turn.
 */
final class InlinePass {
    private static final StageFailure GROUPING_POLICY = StageKind.GROUPING.policy();
    private static final StageFailure RESULTS_POLICY = StageKind.RESULTS.policy();

    private final RingBuffer<CommandSlot> ring;
    private final GroupingStage groupingStage;
    private final StageBinding grouping;
    private final SequentialStages engineStages;
    private final StageBinding engine;
    /** Null when journalling: the results then follow the journal and are polled through {@link #results}. */
    private final ResultsStage resultsStage;
    private final StageBinding results;
    private final StageGuard guard;
    private final int maxBatch;

    /**
     * @param ring          the ring
     * @param groupingStage the grouping stage, bound as {@code grouping}
     * @param grouping      its binding, whose sequence the journal and the engine follow
     * @param engineStages  the engine, bound as {@code engine}
     * @param engine        its binding
     * @param resultsStage  the results stage, or null when the results must wait for a journal
     * @param results       the results' binding (guarded by the turn when journalling)
     * @param guard         applies each stage's failure policy
     * @param maxBatch      most commands per batch, &gt;= 1
     */
    InlinePass(final RingBuffer<CommandSlot> ring, final GroupingStage groupingStage, final StageBinding grouping,
            final SequentialStages engineStages, final StageBinding engine, final ResultsStage resultsStage,
            final StageBinding results, final StageGuard guard, final int maxBatch) {
        this.ring = ring;
        this.groupingStage = groupingStage;
        this.grouping = grouping;
        this.engineStages = engineStages;
        this.engine = engine;
        this.resultsStage = resultsStage;
        this.results = results;
        this.guard = guard;
        this.maxBatch = maxBatch;
    }

    /**
     * The stage instances this pass runs, in their order, for {@link PipelineWiring#describe()} (cold path).
     *
     * @return grouping, the engine's stages and, without a journal, the results
     */
    List<Object> stages() {
        final List<Object> out = new ArrayList<>();
        out.add(groupingStage);
        out.addAll(engineStages.stages());
        if (resultsStage != null) {
            out.add(resultsStage);
        }
        return out;
    }

    /** Runs every command published now or while it runs, and, when journalling, reports what the journal released. */
    void run() {
        while (runBatch() > 0) {
            // Commands submitted from listener callbacks during this batch are this turn's too.
        }
    }

    private int runBatch() {
        final long next = engine.sequence().get() + 1;
        final long cursor = Math.min(ring.getCursor(), next + maxBatch - 1);
        long end = next - 1;
        while (end < cursor && ring.isAvailable(end + 1)) {
            end++;
        }
        for (long s = next; s <= end; s++) {
            final CommandSlot slot = ring.get(s);
            final boolean last = s == end;
            if (!guard.skips(s)) {
                try {
                    groupingStage.onEvent(slot, s, last);
                } catch (final Throwable t) {
                    guard.failed(groupingStage, GROUPING_POLICY, slot, s, t);
                }
            }
            try {
                engineStages.onEvent(slot, s, last);
            } catch (final Throwable t) {
                guard.failed(engineStages, StageFailure.APPLY, slot, s, t);
            }
            if (resultsStage != null) {
                try {
                    resultsStage.onEvent(slot, s, last);
                } catch (final Throwable t) {
                    guard.failed(resultsStage, RESULTS_POLICY, slot, s, t);
                }
            }
        }
        int handled = 0;
        if (end >= next) {
            grouping.sequence().set(end);
            engine.sequence().set(end);
            handled = (int) (end - next + 1);
            if (resultsStage != null) {
                results.sequence().set(end);
            }
        }
        if (resultsStage == null) {
            handled += pollResults();
        }
        return handled;
    }

    /**
     * The journal's thread, holding the turn after it reported results: runs the commands that listener callbacks
     * submitted meanwhile (published nested in the turn, so no submitter runs them), and what they submit in turn.
     *
     * @return 1 when there was something to run, else 0
     */
    int runSubmitted() {
        if (ring.getCursor() == engine.sequence().get()) {
            return 0;
        }
        run();
        return 1;
    }

    private int pollResults() {
        try {
            return results.pollHoldingTurn();
        } catch (final Throwable t) {
            // The results' handler is guarded, so this is a bug in the poll itself.
            guard.failedOutside(results, results.sequence().get() + 1, t);
            return 0;
        }
    }
}
