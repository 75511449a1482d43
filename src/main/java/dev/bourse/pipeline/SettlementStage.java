package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;

/**
 * Risk shard {@code shard}, second step: offers every command, after all matching shards, to the risk engine's
 * settlement for the users of this shard.
 *
 * <p>Thread-safety: none; runs on the same thread as the shard's {@link RiskCheckStage}.
 */
final class SettlementStage implements EventHandler<CommandSlot> {
    private final int shard;
    private final RiskProcessor risk;

    SettlementStage(final int shard, final RiskProcessor risk) {
        this.shard = shard;
        this.risk = risk;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) throws Exception {
        risk.settle(shard, slot);
    }

    @Override
    public String toString() {
        return "settlement-" + shard;
    }
}
