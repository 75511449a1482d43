package dev.bourse.risk;

import dev.bourse.api.ResultCode;
import java.util.Arrays;
import java.util.function.Consumer;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;

/**
 * The users of one risk shard and their lifecycle and money movements: add (one or a batch with initial
 * deposits), suspend, resume, deposit and withdraw, each transaction idempotent per (user, currency, id).
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class Accounts {
    final AccountIndex users;
    /**
     * Accounts suspended now. Usually 0, and then {@link #isSuspended} answers without reading the account: a move
     * or cancel otherwise touches the account's cache line for that flag alone.
     */
    private int suspendedCount;
    /** Every user, in creation order (users are never removed), for snapshot captures ({@link RiskCapture}). */
    Account[] all;
    int count;
    private final Ledger ledger;
    private final MarginRisk margin;
    private final RiskCapture capture;

    /** @param expectedUsers users to size the index and the creation-order array for, &gt;= 1 (both grow past it) */
    Accounts(final Ledger ledger, final MarginRisk margin, final RiskCapture capture, final int expectedUsers) {
        this.users = new AccountIndex(expectedUsers);
        this.all = new Account[expectedUsers];
        this.ledger = ledger;
        this.margin = margin;
        this.capture = capture;
    }

    /** Creates and registers a user, stamped as already captured by a capture in progress (it was not in the cut). */
    private void create(final long uid) {
        final Account a = new Account(uid);
        a.capturedEpoch = capture.epoch;
        if (count == all.length) {
            all = Arrays.copyOf(all, count * 2);
        }
        all[count++] = a;
        users.add(a);
    }

    /** Cold paths (totals, audits, exports): every account, in creation order. */
    void forEach(final Consumer<Account> action) {
        for (int i = 0; i < count; i++) {
            action.accept(all[i]);
        }
    }

    /** The one place an account's status changes, so that {@link #suspendedCount} stays exact. */
    void setSuspended(final Account a, final boolean suspended) {
        if (a.suspended != suspended) {
            suspendedCount += suspended ? 1 : -1;
            a.suspended = suspended;
        }
    }

    /** @return whether {@code a} (not null) is suspended */
    boolean isSuspended(final Account a) {
        return suspendedCount != 0 && a.suspended;
    }

    /** @return accounts suspended now, for the audit */
    int suspendedCount() {
        return suspendedCount;
    }

    Account get(final long uid) {
        return users.get(uid);
    }

    int add(final long uid) {
        if (users.containsKey(uid)) {
            return ResultCode.USER_ALREADY_EXISTS;
        }
        create(uid);
        return ResultCode.SUCCESS;
    }

    int suspend(final long uid) {
        final Account a = users.get(uid);
        if (a == null) {
            return ResultCode.UNKNOWN_USER;
        }
        if (a.suspended) {
            return ResultCode.USER_SUSPENDED;
        }
        setSuspended(a, true);
        return ResultCode.SUCCESS;
    }

    int resume(final long uid) {
        final Account a = users.get(uid);
        if (a == null) {
            return ResultCode.UNKNOWN_USER;
        }
        if (!a.suspended) {
            return ResultCode.USER_NOT_SUSPENDED;
        }
        setSuspended(a, false);
        return ResultCode.SUCCESS;
    }

    int deposit(final long uid, final int currency, final long amount, final long txId) {
        final Account a = users.get(uid);
        final int code = checkTransaction(a, currency, amount, txId);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (!ledger.cashAllowsDeposit(currency, amount)) {
            return ResultCode.CURRENCY_LIMIT_EXCEEDED;
        }
        if (!Arith.addFits(a.money.balance(currency), amount)) {
            return ResultCode.INVALID_AMOUNT;
        }
        applyDeposit(a, currency, amount, txId);
        ledger.cash.add(currency, amount);
        return ResultCode.SUCCESS;
    }

    int withdraw(final long uid, final int currency, final long amount, final long txId) {
        final Account a = users.get(uid);
        final int code = checkTransaction(a, currency, amount, txId);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (!margin.coversSpend(a, currency, amount)) {
            return ResultCode.INSUFFICIENT_FUNDS;
        }
        if (!ledger.cashCovers(currency, amount)) {
            return ResultCode.UNFUNDED_WITHDRAWAL;
        }
        record(a, currency, txId);
        a.money.addBalance(currency, -amount);
        ledger.withdrawals.add(currency, amount);
        ledger.cash.subtract(currency, amount);
        return ResultCode.SUCCESS;
    }

    /**
     * Validates the whole batch (static checks on every entry, and the core's cash, so that all shards agree on them;
     * existence only for the users this shard owns), then creates the owned users with their deposits and adds every
     * deposit of the batch to this shard's view of the core's cash. All or nothing per shard.
     */
    int addUsers(final UserBatch batch, final RiskShard owner) {
        final int code = validateBatch(batch, owner);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        for (int i = 0; i < batch.userCount(); i++) {
            if (owner.owns(batch.uid(i))) {
                create(batch.uid(i));
            }
        }
        for (int i = 0; i < batch.depositCount(); i++) {
            if (owner.owns(batch.depositUid(i))) {
                applyDeposit(users.get(batch.depositUid(i)), batch.depositCurrency(i), batch.depositAmount(i),
                        batch.depositTxId(i));
            }
            ledger.cash.add(batch.depositCurrency(i), batch.depositAmount(i));
        }
        return ResultCode.SUCCESS;
    }

    private int validateBatch(final UserBatch batch, final RiskShard owner) {
        final LongHashSet seen = new LongHashSet();
        for (int i = 0; i < batch.userCount(); i++) {
            final long uid = batch.uid(i);
            if (!seen.add(uid) || owner.owns(uid) && users.containsKey(uid)) {
                return ResultCode.USER_ALREADY_EXISTS;
            }
        }
        final LongObjectHashMap<IntObjectHashMap<LongHashSet>> txs = new LongObjectHashMap<>();
        final LongObjectHashMap<IntLongHashMap> sums = new LongObjectHashMap<>();
        final IntLongHashMap batchSums = new IntLongHashMap();
        for (int i = 0; i < batch.depositCount(); i++) {
            final long uid = batch.depositUid(i);
            final int currency = batch.depositCurrency(i);
            final long amount = batch.depositAmount(i);
            if (currency < 0) {
                return ResultCode.UNKNOWN_CURRENCY;
            }
            if (amount <= 0) {
                return ResultCode.INVALID_AMOUNT;
            }
            if (!txs.getIfAbsentPut(uid, IntObjectHashMap::new).getIfAbsentPut(currency, LongHashSet::new)
                    .add(batch.depositTxId(i))) {
                return ResultCode.DUPLICATE_TRANSACTION;
            }
            final IntLongHashMap userSums = sums.getIfAbsentPut(uid, IntLongHashMap::new);
            if (!Arith.addFits(userSums.get(currency), amount)) {
                return ResultCode.INVALID_AMOUNT;
            }
            userSums.addToValue(currency, amount);
            final long batchSum = batchSums.get(currency);
            batchSums.put(currency, Arith.addFits(batchSum, amount) ? batchSum + amount : Long.MAX_VALUE);
        }
        final boolean[] allowed = {true};
        batchSums.forEachKeyValue((currency, sum) -> allowed[0] &= ledger.cashAllowsDeposit(currency, sum));
        return allowed[0] ? ResultCode.SUCCESS : ResultCode.CURRENCY_LIMIT_EXCEEDED;
    }

    private int checkTransaction(final Account a, final int currency, final long amount, final long txId) {
        if (a == null) {
            return ResultCode.UNKNOWN_USER;
        }
        if (a.suspended) {
            return ResultCode.USER_SUSPENDED;
        }
        if (currency < 0) {
            return ResultCode.UNKNOWN_CURRENCY;
        }
        if (amount <= 0) {
            return ResultCode.INVALID_AMOUNT;
        }
        if (a.transactions.contains(currency, txId)) {
            return ResultCode.DUPLICATE_TRANSACTION;
        }
        return ResultCode.SUCCESS;
    }

    private void applyDeposit(final Account a, final int currency, final long amount, final long txId) {
        record(a, currency, txId);
        a.money.addBalance(currency, amount);
        ledger.deposits.add(currency, amount);
    }

    private static void record(final Account a, final int currency, final long txId) {
        a.transactions.add(currency, txId);
    }
}
