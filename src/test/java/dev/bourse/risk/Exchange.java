package dev.bourse.risk;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A set of risk shards routed like the pipeline routes them: account commands and pre-checks to the owner shard,
 * applied deposits and withdrawals and settlement events to every shard. Tests play the book's part by calling {@link #trade} and {@link #cancel}.
 */
final class Exchange {
    final RiskShard[] shards;
    private long nextTxId = 1;

    Exchange(final int shardCount) {
        shards = new RiskShard[shardCount];
        for (int i = 0; i < shardCount; i++) {
            shards[i] = new RiskShard(i, shardCount);
        }
    }

    RiskShard owner(final long uid) {
        return shards[(int) (uid & (shards.length - 1))];
    }

    void user(final long uid, final int currency, final long amount) {
        if (!owner(uid).hasUser(uid)) {
            assertThat(owner(uid).addUser(uid)).isEqualTo(ResultCode.SUCCESS);
        }
        if (amount > 0) {
            assertThat(deposit(uid, currency, amount, nextTxId++)).isEqualTo(ResultCode.SUCCESS);
        }
    }

    /** A deposit on the owner shard, then, if applied, learned by every shard, as the pipeline settles it. */
    int deposit(final long uid, final int currency, final long amount, final long txId) {
        final int code = owner(uid).deposit(uid, currency, amount, txId);
        if (code == ResultCode.SUCCESS) {
            for (final RiskShard s : shards) {
                s.settleTransfer(uid, currency, amount);
            }
        }
        return code;
    }

    /** A withdrawal on the owner shard, then, if applied, learned by every shard. */
    int withdraw(final long uid, final int currency, final long amount, final long txId) {
        final int code = owner(uid).withdraw(uid, currency, amount, txId);
        if (code == ResultCode.SUCCESS) {
            for (final RiskShard s : shards) {
                s.settleTransfer(uid, currency, -amount);
            }
        }
        return code;
    }

    int place(final SymbolSpec spec, final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long reservePrice, final long size) {
        return owner(uid).checkPlace(spec, uid, orderId, side, type, price, reservePrice, size);
    }

    void trade(final SymbolSpec spec, final long makerOrderId, final long makerUid, final long takerOrderId,
            final long takerUid, final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining) {
        for (final RiskShard s : shards) {
            s.settleTrade(spec, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size,
                    makerRemaining, takerRemaining);
        }
    }

    void cancel(final SymbolSpec spec, final long orderId, final long uid, final Side side, final long size,
            final long remaining) {
        for (final RiskShard s : shards) {
            s.settleCancel(spec, orderId, uid, side, size, remaining);
        }
    }

    long balance(final long uid, final int currency) {
        return owner(uid).balance(uid, currency);
    }

    long held(final long uid, final int currency) {
        return owner(uid).held(uid, currency);
    }

    RiskTotals totals() {
        final RiskTotals totals = new RiskTotals();
        for (final RiskShard s : shards) {
            s.addTotals(totals);
        }
        return totals;
    }

    /** Every shard's invariants hold, money is conserved per currency and open interest is balanced. */
    void assertConsistent() {
        for (final RiskShard s : shards) {
            s.checkInvariants();
        }
        final RiskTotals totals = totals();
        assertThat(totals.isBalanced()).as("%s", totals).isTrue();
    }
}
