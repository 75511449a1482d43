package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotEvents;
import dev.bourse.pipeline.RiskProcessor;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;

/**
 * A test-only stand-in for the risk engine: knows which users exist (per shard), refuses orders of unknown users,
 * accepts deposits and withdrawals of known users without keeping balances, counts settled trades, and throws
 * for one chosen uid to inject faults. Per-shard state is touched only by the shard's thread.
 *
 * <p>It can also inject an {@link Error} into one order ({@link #injectError}): thrown by its own risk check or its
 * own settlement, or, for the matching stage, by a {@link FaultQuery} the risk check attaches to the order's slot
 * (the matching stage hands a slot's query its part before it touches a book).
 */
final class TestRisk implements RiskProcessor {
    /** Where {@link #injectError} throws. */
    enum Stage { RISK_CHECK, MATCHING, SETTLEMENT }

    private final LongHashSet[] users;
    private final long[] settledTrades;
    private final long faultyUid;
    private volatile Stage errorStage;
    private volatile long errorOrderId = -1;
    private volatile Error error;

    TestRisk(final int shards, final long faultyUid) {
        users = new LongHashSet[shards];
        settledTrades = new long[shards];
        for (int i = 0; i < shards; i++) {
            users[i] = new LongHashSet();
        }
        this.faultyUid = faultyUid;
    }

    /**
     * Makes the order {@code orderId} (placed later) fail in {@code stage} with {@code fault}, once.
     *
     * @param stage   the stage that throws
     * @param orderId the order's id
     * @param fault   what it throws
     * @return this
     */
    TestRisk injectError(final Stage stage, final long orderId, final Error fault) {
        errorStage = stage;
        error = fault;
        errorOrderId = orderId;
        return this;
    }

    @Override
    public int preCheck(final int shard, final CommandSlot slot) {
        if (slot.uid() == faultyUid) {
            throw new IllegalStateException("injected fault for uid " + faultyUid);
        }
        if (slot.type() == CommandType.PLACE && slot.orderId() == errorOrderId) {
            if (errorStage == Stage.RISK_CHECK) {
                throw error;
            }
            if (errorStage == Stage.MATCHING) {
                slot.setQuery(new FaultQuery(FaultQuery.Where.MATCHING, error));
            }
        }
        if (slot.type() == CommandType.ADD_USER) {
            return users[shard].add(slot.uid()) ? ResultCode.SUCCESS : ResultCode.USER_ALREADY_EXISTS;
        }
        return users[shard].contains(slot.uid()) ? ResultCode.SUCCESS : ResultCode.UNKNOWN_USER;
    }

    @Override
    public void settle(final int shard, final CommandSlot slot) {
        if (slot.query() instanceof FaultQuery) {
            ((FaultQuery) slot.query()).addRisk(shard, null);
        }
        if (errorStage == Stage.SETTLEMENT && slot.type() == CommandType.PLACE && slot.orderId() == errorOrderId
                && (slot.uid() & (users.length - 1)) == shard) {
            throw error;
        }
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
