package dev.bourse.risk;

import dev.bourse.api.Side;

/**
 * Receives the complete state of a risk shard, for snapshots: users (with their money, transaction ids and
 * positions), open-order records, and the shard's ledger totals and last trade prices. Each method is called by one
 * export of {@link RiskShard}; the calls of one user come together, {@link #onUser} first. Amounts in minor units,
 * prices in ticks, sizes in lots.
 *
 * <p>Default methods do nothing, so a visitor implements only what its export calls. Thread-safety: called on the
 * shard's owning thread; must not modify the shard.
 */
public interface RiskStateVisitor {

    /**
     * Starts a user; the counts say how many of each following call belong to it.
     *
     * @param uid          the user
     * @param suspended    whether the user is suspended
     * @param currencies   number of {@link #onCurrency} calls that follow
     * @param txCurrencies number of {@link #onTransactions} calls that follow
     * @param positions    number of {@link #onPosition} calls that follow
     */
    default void onUser(long uid, boolean suspended, int currencies, int txCurrencies, int positions) {
    }

    /**
     * Starts a user, with its client command id mark ({@code RiskShard#checkCommandId}); by default the same as
     * {@link #onUser(long, boolean, int, int, int)}, for visitors that keep no command ids.
     *
     * @param uid                 the user
     * @param suspended           whether the user is suspended
     * @param lastCommandId       the highest client command id applied, 0 for none
     * @param lastCommandSequence the sequence of the command that carried it (0 for none)
     * @param lastCommandResult   that command's final result code
     * @param currencies          number of {@link #onCurrency} calls that follow
     * @param txCurrencies        number of {@link #onTransactions} calls that follow
     * @param positions           number of {@link #onPosition} calls that follow
     */
    default void onUser(long uid, boolean suspended, long lastCommandId, long lastCommandSequence,
            int lastCommandResult, int currencies, int txCurrencies, int positions) {
        onUser(uid, suspended, currencies, txCurrencies, positions);
    }

    /**
     * Starts a user, with its command id mark and the number of its idempotency keys; by default the same as
     * {@link #onUser(long, boolean, long, long, int, int, int, int)}, for visitors that keep no keys.
     *
     * @param uid                 the user
     * @param suspended           whether the user is suspended
     * @param lastCommandId       the highest client command id applied, 0 for none
     * @param lastCommandSequence the sequence of the command that carried it (0 for none)
     * @param lastCommandResult   that command's final result code
     * @param currencies          number of {@link #onCurrency} calls that follow
     * @param txCurrencies        number of {@link #onTransactions} calls that follow
     * @param positions           number of {@link #onPosition} calls that follow
     * @param keys                number of {@link #onIdempotencyKey} calls that follow
     */
    default void onUser(long uid, boolean suspended, long lastCommandId, long lastCommandSequence,
            int lastCommandResult, int currencies, int txCurrencies, int positions, int keys) {
        onUser(uid, suspended, lastCommandId, lastCommandSequence, lastCommandResult, currencies, txCurrencies,
                positions);
    }

    /**
     * One of the user's idempotency keys ({@link IdempotencyRegistry}), oldest first.
     *
     * @param key         the key
     * @param requestHash the request hash it came with
     * @param timestamp   the command's timestamp, ns
     * @param sequence    the command's sequence
     * @param orderId     the order id the command named
     * @param resultCode  the command's final result code
     */
    default void onIdempotencyKey(long key, long requestHash, long timestamp, long sequence, long orderId,
            int resultCode) {
    }

    /**
     * @param currency currency id
     * @param balance  free balance
     * @param held     held amount
     */
    default void onCurrency(int currency, long balance, long held) {
    }

    /**
     * @param currency currency id
     * @param txIds    the transaction ids applied in that currency (any order; a fresh array the visitor may keep)
     */
    default void onTransactions(int currency, long[] txIds) {
    }

    /**
     * @param symbolId     margin symbol
     * @param size         signed lots
     * @param openPriceSum ticks × lots
     * @param pendingBuy   lots
     * @param pendingSell  lots
     */
    default void onPosition(int symbolId, long size, long openPriceSum, long pendingBuy, long pendingSell) {
    }

    /**
     * One open-order record (its amendment undo slot is transient and not exported: it is cleared by the next
     * amendment check of the order, and only read within the command that set it).
     *
     * @param symbolId   symbol
     * @param orderId    order id
     * @param uid        owner
     * @param side       side
     * @param kind       hold kind code (0 spot ask, 1 spot bid, 2 spot budget bid, 3 margin)
     * @param currency   currency held
     * @param remaining  lots
     * @param held       amount held
     * @param perLot     amount held per lot
     * @param reserve    reserve price, ticks
     * @param budgetLeft unspent budget, ticks × lots
     */
    default void onOrder(int symbolId, long orderId, long uid, Side side, int kind, int currency, long remaining,
            long held, long perLot, long reserve, long budgetLeft) {
    }

    /**
     * One currency of the shard's ledger. The totals are 128-bit: each is {@code high × 2^64 + value}, with the value
     * given here as a signed {@code long} and the high word by {@link #onLedgerHigh}, which follows only when one of
     * the three is not 0 (so a total that fits a {@code long} is exactly its value here).
     *
     * @param currency    currency id
     * @param fees        fees collected (low part)
     * @param deposits    deposits applied (low part)
     * @param withdrawals withdrawals applied (low part)
     */
    default void onLedger(int currency, long fees, long deposits, long withdrawals) {
    }

    /**
     * The high words of the currency's ledger totals given by the {@link #onLedger} call just before, when one of
     * them is not 0.
     *
     * @param currency        currency id
     * @param feesHigh        multiple of 2^64 to add to the fees
     * @param depositsHigh    multiple of 2^64 to add to the deposits
     * @param withdrawalsHigh multiple of 2^64 to add to the withdrawals
     */
    default void onLedgerHigh(int currency, long feesHigh, long depositsHigh, long withdrawalsHigh) {
    }

    /**
     * @param symbolId symbol
     * @param price    last trade price known to the shard, ticks, &gt; 0
     */
    default void onLastPrice(int symbolId, long price) {
    }
}
