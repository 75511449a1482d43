package dev.bourse.journal;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.pipeline.RiskProcessor;

/** A risk engine that lets every command through and settles nothing: the journal tests compare books only. */
final class AcceptingRisk implements RiskProcessor {
    @Override
    public int preCheck(final int shard, final CommandSlot slot) {
        return ResultCode.SUCCESS;
    }

    @Override
    public void settle(final int shard, final CommandSlot slot) {
        // Balances are not part of these tests.
    }
}
