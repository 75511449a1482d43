package dev.bourse.risk;

import dev.bourse.api.Side;

/**
 * The snapshot import of one {@link RiskShard} ({@link RiskShard#loader()}): users with their money, transaction ids,
 * command id mark and positions, open-order records and ledger totals, each set as the snapshot has it, before the
 * core's threads start. Then {@link RiskShard#shareCash} once over all the shards.
 *
 * <p>Thread-safety: none; the loading thread, before the shard's owning thread starts.
 */
public final class RiskSnapshotLoader {
    private final RiskShard shard;
    private final RiskState state;

    RiskSnapshotLoader(final RiskShard shard, final RiskState state) {
        this.shard = shard;
        this.state = state;
    }

    /**
     * Snapshot import: creates a user with no money (then restore its currencies, transactions and positions).
     *
     * @param uid       a user this shard owns, not yet known
     * @param suspended whether it is suspended
     * @throws IllegalArgumentException if the shard does not own the uid or already knows it
     */
    public void restoreUser(final long uid, final boolean suspended) {
        shard.requireOwned(uid);
        state.restoreUser(uid, suspended);
    }

    /**
     * Snapshot import of one currency of a restored user (sets, does not add).
     *
     * @param uid      a restored user
     * @param currency currency id
     * @param balance  free balance, minor units
     * @param held     held amount, minor units
     * @throws IllegalArgumentException if the user is unknown
     */
    public void restoreCurrency(final long uid, final int currency, final long balance, final long held) {
        state.restoreCurrency(uid, currency, balance, held);
    }

    /**
     * Snapshot import of the transaction ids a restored user applied in one currency.
     *
     * @param uid      a restored user
     * @param currency currency id
     * @param txIds    the ids; read during the call only
     * @throws IllegalArgumentException if the user is unknown
     */
    public void restoreTransactions(final long uid, final int currency, final long[] txIds) {
        state.restoreTransactions(uid, currency, txIds);
    }

    /**
     * Snapshot import of a restored user's client command id mark and its latest command's outcome.
     *
     * @param uid        a restored user
     * @param commandId  the highest client command id applied, &gt; 0
     * @param sequence   the sequence of the command that carried it
     * @param resultCode that command's final result code
     * @throws IllegalArgumentException if the user is unknown
     */
    public void restoreCommandId(final long uid, final long commandId, final long sequence, final int resultCode) {
        state.restoreCommandId(uid, commandId, sequence, resultCode);
    }

    /**
     * Snapshot import of one of a restored user's idempotency keys; call them oldest first (by sequence). Beyond the
     * shard's keys per user the oldest leaves, as in the running core.
     *
     * @param uid         a restored user
     * @param key         the key, not 0
     * @param requestHash the request hash it came with
     * @param timestamp   its command's timestamp, ns
     * @param sequence    its command's sequence
     * @param orderId     the order id its command named
     * @param resultCode  its command's final result code
     * @throws IllegalArgumentException if the user is unknown or already has the key
     */
    public void restoreIdempotencyKey(final long uid, final long key, final long requestHash, final long timestamp,
            final long sequence, final long orderId, final int resultCode) {
        state.restoreIdempotencyKey(uid, shard.idempotency().keysPerUser(), key, requestHash, timestamp, sequence,
                orderId, resultCode);
    }

    /**
     * Snapshot import of one margin position. The symbol's spec must be known ({@link RiskShard#updateSymbol}).
     *
     * @param uid          a restored user
     * @param symbolId     margin symbol
     * @param size         signed lots
     * @param openPriceSum ticks × lots
     * @param pendingBuy   lots
     * @param pendingSell  lots
     * @throws IllegalArgumentException if the user or the spec is unknown, or the position exists
     */
    public void restorePosition(final long uid, final int symbolId, final long size, final long openPriceSum,
            final long pendingBuy, final long pendingSell) {
        state.restorePosition(uid, symbolId, size, openPriceSum, pendingBuy, pendingSell);
    }

    /**
     * Snapshot import of one open-order record; moves no money (the restored holds already include it).
     * Arguments as in {@link RiskStateVisitor#onOrder}.
     *
     * @param symbolId   symbol, spec known
     * @param orderId    order id
     * @param uid        a restored user of this shard
     * @param side       side
     * @param kind       hold kind code
     * @param currency   currency held
     * @param remaining  lots
     * @param held       amount held
     * @param perLot     amount per lot
     * @param reserve    ticks
     * @param budgetLeft ticks × lots
     * @throws IllegalArgumentException on an unknown user or spec, a duplicate record or a bad kind
     */
    public void restoreOrder(final int symbolId, final long orderId, final long uid, final Side side,
            final int kind, final int currency, final long remaining, final long held, final long perLot,
            final long reserve, final long budgetLeft) {
        state.restoreOrder(symbolId, orderId, uid, side, kind, currency, remaining, held, perLot, reserve,
                budgetLeft);
    }

    /**
     * Snapshot import of ledger totals: ADDS to this shard's totals, so that the totals of several shards of another
     * layout can be merged into one shard.
     *
     * @param currency    currency id
     * @param fees        minor units
     * @param deposits    minor units
     * @param withdrawals minor units
     * @throws ArithmeticException if a total would overflow
     */
    public void restoreLedger(final int currency, final long fees, final long deposits, final long withdrawals) {
        state.restoreLedger(currency, fees, deposits, withdrawals);
    }

    /**
     * Snapshot import of the high words of ledger totals ({@link RiskStateVisitor#onLedgerHigh}): ADDS each times
     * {@code 2^64}.
     *
     * @param currency        currency id
     * @param feesHigh        high word of fees
     * @param depositsHigh    high word of deposits
     * @param withdrawalsHigh high word of withdrawals
     */
    public void restoreLedgerHigh(final int currency, final long feesHigh, final long depositsHigh,
            final long withdrawalsHigh) {
        state.restoreLedgerHigh(currency, feesHigh, depositsHigh, withdrawalsHigh);
    }
}
