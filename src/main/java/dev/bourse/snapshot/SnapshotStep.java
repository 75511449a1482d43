package dev.bourse.snapshot;

import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.SnapshotControl;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One step of an incremental snapshot capture, carried by an internal {@link CommandType#SNAPSHOT_STEP} command that
 * the {@link SnapshotTaker} publishes into the ring until every shard has captured its part of the cut: each
 * matching shard exports at most {@code budget} more book orders (level by level) and each risk shard at most
 * {@code budget} more records, on its own thread, in ring order with the other commands. {@code abort} instead
 * drops the capture on every shard (the snapshot failed). A step changes no state, is not journalled (a query code)
 * and is not reported to the listener.
 *
 * <p>{@code exclusive} (one-thread engines, where one thread runs every shard): only the first shard with work left
 * steps, so one step stalls the engine for one shard's chunk, not the sum; books come first (matching runs before
 * settlement in the pass), which also ends the one-book stalls that commands may meet early.
 *
 * <p>Thread-safety: handed from stage to stage through the ring's sequences; {@code claimed} is only used where one
 * thread runs every stage.
 */
final class SnapshotStep implements SnapshotControl {
    private final SnapshotCut cut;
    private final boolean abort;
    private final boolean exclusive;
    private final int budget;
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private boolean claimed;

    /**
     * @param cut       the capture in progress
     * @param abort     drop the capture instead of stepping it
     * @param exclusive one shard steps per step (one-thread engines)
     * @param budget    risk records or book orders per shard per step, &gt; 0
     */
    SnapshotStep(final SnapshotCut cut, final boolean abort, final boolean exclusive, final int budget) {
        this.cut = cut;
        this.abort = abort;
        this.exclusive = exclusive;
        this.budget = budget;
    }

    /** A step begins no cut: its sequence is the next command's. */
    @Override
    public void begin(final long sequence, final long timestamp) {
        // Nothing to begin.
    }

    /** @return null: a step begins no capture */
    @Override
    public CaptureProgress cut() {
        return null;
    }

    /** Matching shard {@code shard}'s part of the step, on its thread. */
    @Override
    public CaptureProgress matching(final int shard, final MatchingShard matching) {
        if (abort) {
            cut.abortMatching(shard, matching);
        } else if (!(exclusive && claimed) && !cut.matchingFinished(shard)) {
            claimed = true;
            cut.stepMatching(shard, matching, budget);
        }
        return null;
    }

    /** Risk shard {@code shard}'s part of the step, on its thread. */
    @Override
    public CaptureProgress risk(final int shard, final RiskShard risk, final List<SymbolSpec> specs) {
        if (abort) {
            cut.abortRisk(shard, risk);
        } else if (!(exclusive && claimed) && !cut.riskFinished(shard)) {
            claimed = true;
            cut.stepRisk(shard, risk, budget);
        }
        return null;
    }

    /**
     * Results stage: every shard is past the step, or the core halted before the step was applied (the capture can
     * then never complete, so the snapshot taker is told to abandon it).
     */
    @Override
    public void reported(final int resultCode, final boolean halted, final long trades) {
        if (halted) {
            done.completeExceptionally(new IllegalStateException("snapshot step skipped: the core halted"));
        } else {
            done.complete(null);
        }
    }

    @Override
    public void abandon() {
        reported(ResultCode.CORE_HALTED, true, 0);
    }

    /** @return completed once every shard is past the step */
    CompletableFuture<Void> done() {
        return done;
    }
}
