package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;

/**
 * Risk shard {@code shard}, second step: offers every command, after all matching shards, to the risk engine's
 * settlement for the users of this shard; then, for a command that carries a snapshot request, the copy of the
 * shard's state (unless deferred to a {@link SnapshotCapture}).
 *
 * <p>Thread-safety: none; runs on the same thread as the shard's {@link RiskCheckStage}.
 */
final class SettlementStage implements EventHandler<CommandSlot> {
    private final int shard;
    private final RiskProcessor risk;
    /** False where {@link SnapshotCapture} copies the shards after the whole pass (one-thread engines). */
    private boolean captures = true;

    SettlementStage(final int shard, final RiskProcessor risk) {
        this.shard = shard;
        this.risk = risk;
    }

    /** Leaves snapshot captures to a {@link SnapshotCapture}; called before the threads start. */
    void deferCaptures() {
        captures = false;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) throws Exception {
        risk.settle(shard, slot);
        if (captures && slot.snapshot != null) {
            risk.capture(shard, slot);
        }
    }

    @Override
    public String toString() {
        return "settlement-" + shard;
    }
}
