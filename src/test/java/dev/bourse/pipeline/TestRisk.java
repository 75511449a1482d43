package dev.bourse.pipeline;

import dev.bourse.api.ResultCode;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;

/**
 * A test-only stand-in for the risk engine: knows which users exist (per shard), refuses orders of unknown users,
 * accepts deposits and withdrawals of known users without keeping balances, counts settled trades, and throws
 * for one chosen uid to inject faults. Per-shard state is touched only by the shard's thread.
 */
final class TestRisk implements RiskProcessor {
    private final LongHashSet[] users;
    private final long[] settledTrades;
    private final long faultyUid;

    TestRisk(final int shards, final long faultyUid) {
        users = new LongHashSet[shards];
        settledTrades = new long[shards];
        for (int i = 0; i < shards; i++) {
            users[i] = new LongHashSet();
        }
        this.faultyUid = faultyUid;
    }

    @Override
    public int preCheck(final int shard, final CommandSlot slot) {
        if (slot.uid() == faultyUid) {
            throw new IllegalStateException("injected fault for uid " + faultyUid);
        }
        if (slot.type() == CommandType.ADD_USER) {
            return users[shard].add(slot.uid()) ? ResultCode.SUCCESS : ResultCode.USER_ALREADY_EXISTS;
        }
        return users[shard].contains(slot.uid()) ? ResultCode.SUCCESS : ResultCode.UNKNOWN_USER;
    }

    @Override
    public void settle(final int shard, final CommandSlot slot) {
        final SlotEvents e = slot.events();
        for (int i = 0; i < e.count(); i++) {
            if (e.kind(i) == SlotEvents.TRADE && (e.otherUid(i) & (users.length - 1)) == shard) {
                settledTrades[shard]++;
            }
        }
    }

    long settledTrades() {
        long sum = 0;
        for (final long t : settledTrades) {
            sum += t;
        }
        return sum;
    }
}
