package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;

/**
 * Risk shard {@code shard}, first step: pre-checks the order and account commands of the uids it owns.
 *
 * <p>Thread-safety: none; runs on its risk shard's thread, which also runs {@link SettlementStage} of the shard.
 */
final class RiskCheckStage implements EventHandler<CommandSlot> {
    private final int shard;
    private final long mask;
    private final RiskProcessor risk;
    private final CaptureClock clock;

    RiskCheckStage(final int shard, final int shards, final RiskProcessor risk, final CaptureClock clock) {
        this.shard = shard;
        this.mask = shards - 1;
        this.risk = risk;
        this.clock = clock;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) throws Exception {
        final CaptureProgress active = clock.active();
        final long start = active == null ? 0 : System.nanoTime();
        final int type = slot.type();
        if ((CommandType.isOrderCommand(type) || CommandType.isAccountCommand(type))
                && (slot.uid() & mask) == shard && slot.resultCode() == ResultCode.SUCCESS) {
            slot.setResultCode(risk.preCheck(shard, slot));
        }
        if (active != null) {
            clock.stop(start, active.riskCell(shard), active.riskFinished(shard));
        }
    }

    @Override
    public String toString() {
        return "risk-check-" + shard;
    }
}
