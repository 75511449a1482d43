package dev.bourse.risk;

import java.util.Arrays;

/**
 * A reusable list of users to create, each with initial deposits: call {@link #user(long)}, then
 * {@link #deposit(int, long, long)} for each of that user's currencies, then the next user. Given to
 * {@link RiskShard#addUsers(UserBatch)} of every shard, each of which applies the users it owns.
 *
 * <p>Every deposit carries its own transaction id, recorded like a single deposit, so a batch can never lose a
 * deposit to the order of a hash map and later deposits with any other id still apply.
 *
 * <p>Thread-safety: none; fill it on one thread, then hand it over.
 */
public final class UserBatch {
    private long[] uids = new long[8];
    private int userCount;
    private int[] depositUser = new int[8];
    private int[] currencies = new int[8];
    private long[] amounts = new long[8];
    private long[] txIds = new long[8];
    private int depositCount;

    /**
     * Starts the next user.
     *
     * @param uid the user id
     * @return this
     */
    public UserBatch user(final long uid) {
        if (userCount == uids.length) {
            uids = Arrays.copyOf(uids, userCount * 2);
        }
        uids[userCount++] = uid;
        return this;
    }

    /**
     * Adds an initial deposit for the user started last.
     *
     * @param currency currency id, &gt;= 0
     * @param amount   minor units, &gt; 0
     * @param txId     transaction id, unique per (user, currency)
     * @return this
     * @throws IllegalStateException if no user was started
     */
    public UserBatch deposit(final int currency, final long amount, final long txId) {
        if (userCount == 0) {
            throw new IllegalStateException("deposit before any user");
        }
        if (depositCount == currencies.length) {
            final int n = depositCount * 2;
            depositUser = Arrays.copyOf(depositUser, n);
            currencies = Arrays.copyOf(currencies, n);
            amounts = Arrays.copyOf(amounts, n);
            txIds = Arrays.copyOf(txIds, n);
        }
        depositUser[depositCount] = userCount - 1;
        currencies[depositCount] = currency;
        amounts[depositCount] = amount;
        txIds[depositCount] = txId;
        depositCount++;
        return this;
    }

    /**
     * Empties the batch for reuse.
     *
     * @return this
     */
    public UserBatch clear() {
        userCount = 0;
        depositCount = 0;
        return this;
    }

    /** @return number of users */
    public int userCount() {
        return userCount;
    }

    /**
     * @param i user index, {@code 0 <= i < userCount()}
     * @return that user's id
     */
    public long uid(final int i) {
        return uids[i];
    }

    /** @return number of deposits */
    public int depositCount() {
        return depositCount;
    }

    /**
     * @param i deposit index, {@code 0 <= i < depositCount()}
     * @return the id of the user the deposit belongs to
     */
    public long depositUid(final int i) {
        return uids[depositUser[i]];
    }

    /**
     * @param i deposit index
     * @return its currency id
     */
    public int depositCurrency(final int i) {
        return currencies[i];
    }

    /**
     * @param i deposit index
     * @return its amount in minor units
     */
    public long depositAmount(final int i) {
        return amounts[i];
    }

    /**
     * @param i deposit index
     * @return its transaction id
     */
    public long depositTxId(final int i) {
        return txIds[i];
    }
}
