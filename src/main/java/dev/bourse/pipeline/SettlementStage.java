package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;

/**
 * Risk shard {@code shard}, second step: offers every command, after all matching shards, to the risk engine's
 * settlement for the users of this shard; then, for a command that carries a snapshot request, the start of the
 * shard's incremental capture, and for a snapshot step the next chunk of it.
 *
 * <p>Thread-safety: none; runs on the same thread as the shard's {@link RiskCheckStage}.
 */
final class SettlementStage implements EventHandler<CommandSlot> {
    private final int shard;
    private final RiskProcessor risk;
    private final CaptureClock clock;

    /**
     * @param shard the risk shard
     * @param risk  the risk engine
     * @param clock the shard's capture stall clock, shared with its {@link RiskCheckStage}
     */
    SettlementStage(final int shard, final RiskProcessor risk, final CaptureClock clock) {
        this.shard = shard;
        this.risk = risk;
        this.clock = clock;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) throws Exception {
        final long start = clock.start(slot);
        risk.settle(shard, slot);
        if (slot.snapshot() != null) {
            final CaptureProgress begun = risk.capture(shard, slot);
            if (begun != null) {
                clock.begin(begun);
            }
        }
        final CaptureProgress active = clock.active();
        if (active != null) {
            clock.stop(start, active.riskCell(shard), active.riskFinished(shard));
        }
    }

    @Override
    public String toString() {
        return "settlement-" + shard;
    }
}
