package dev.bourse.risk;

import dev.bourse.api.ResultCode;

/**
 * Exactly-once order commands by idempotency key, for the users of one risk shard ({@link RiskShard#idempotency()}):
 * each user keeps its most recent keys with the first outcome of the command that carried each
 * ({@link IdempotencyKeys}); a command repeating a kept key is a duplicate, refused with
 * {@link ResultCode#DUPLICATE_COMMAND} before it can hold, trade or cancel anything, and answered with that outcome.
 *
 * <p>Unlike a client command id ({@link RiskShard#checkCommandId}), a key need not increase: a gateway derives it by
 * hashing the user and the text its client chose. In exchange the table forgets: an entry lasts {@code window} ns by
 * the commands' timestamps ({@code bourse.risk.idempotency.window}) and at most {@code keysPerUser} entries are kept
 * per user ({@code bourse.risk.idempotency.keys}), the oldest leaving first. Both bounds are part of the replayed
 * behaviour, so a core must recover with the settings it ran with.
 *
 * <p>Determinism: the table changes only in the pre-trade check (a new key, expiry and eviction at the command's
 * timestamp) and in the owner shard's settlement (the final result code), both in sequence order on the user's shard;
 * a duplicate's first sequence, order id and request hash are read in its check, and the first command's result code
 * in the duplicate's settlement, which comes after the first command's in every layout. If the first command's entry
 * has left the table between the two (the user sent {@code keysPerUser} keyed commands in between, still unsettled),
 * the result code is reported as DUPLICATE_COMMAND, unknown.
 *
 * <p>Thread-safety: none; the shard's thread.
 */
public final class IdempotencyRegistry {
    private final Accounts accounts;
    private final RiskCapture capture;
    private final int keysPerUser;
    private final long window;

    IdempotencyRegistry(final Accounts accounts, final RiskCapture capture, final int keysPerUser,
            final long window) {
        if (keysPerUser < 1 || window < 1) {
            throw new IllegalArgumentException("keys per user and window must be positive: " + keysPerUser + ", "
                    + window);
        }
        this.accounts = accounts;
        this.capture = capture;
        this.keysPerUser = keysPerUser;
        this.window = window;
    }

    /** @return most keys kept per user */
    public int keysPerUser() {
        return keysPerUser;
    }

    /** @return how long a key is kept, ns by the commands' timestamps */
    public long window() {
        return window;
    }

    /**
     * The pre-trade check of an order command carrying an idempotency key, on the owner shard: drops the user's keys
     * older than the window, then refuses a key still kept, or keeps a new one (evicting the oldest when full).
     *
     * @param uid         the user
     * @param key         the key, not 0
     * @param requestHash the request hash the key came with
     * @param timestamp   the command's timestamp, ns
     * @param sequence    the command's sequence
     * @param orderId     the order id the command names (0 for a mass cancel)
     * @return SUCCESS (also for an unknown user, which the command's own checks refuse) or DUPLICATE_COMMAND
     */
    public int check(final long uid, final long key, final long requestHash, final long timestamp,
            final long sequence, final long orderId) {
        final Account a = accounts.get(uid);
        if (a == null) {
            return ResultCode.SUCCESS;
        }
        if (capture.active) {
            capture.touch(a);
        }
        if (a.keys == null) {
            a.keys = new IdempotencyKeys(keysPerUser);
        }
        a.keys.expire(timestamp, window);
        if (a.keys.find(key) >= 0) {
            return ResultCode.DUPLICATE_COMMAND;
        }
        a.keys.add(key, requestHash, timestamp, sequence, orderId);
        return ResultCode.SUCCESS;
    }

    /**
     * Settlement of an order command carrying a key, on the owner shard: records its final result code.
     *
     * @param uid        the user
     * @param key        the key
     * @param sequence   the command's sequence
     * @param resultCode its final result code
     */
    public void settle(final long uid, final long key, final long sequence, final int resultCode) {
        final Account a = accounts.get(uid);
        if (a == null || a.keys == null || a.keys.find(key) < 0) {
            return;
        }
        if (capture.active) {
            capture.touch(a);
        }
        a.keys.settle(key, sequence, resultCode);
    }

    /**
     * @param uid a user
     * @param key a key it sent
     * @return the sequence of the first command with the key, 0 when it is not kept
     */
    public long originalSequence(final long uid, final long key) {
        final int at = find(uid, key);
        return at < 0 ? 0 : accounts.get(uid).keys.sequence(at);
    }

    /**
     * @param uid a user
     * @param key a key it sent
     * @return the order id the first command with the key named, 0 when it is not kept
     */
    public long originalOrderId(final long uid, final long key) {
        final int at = find(uid, key);
        return at < 0 ? 0 : accounts.get(uid).keys.orderId(at);
    }

    /**
     * @param uid a user
     * @param key a key it sent
     * @return the request hash the key first came with, 0 when it is not kept
     */
    public long originalRequestHash(final long uid, final long key) {
        final int at = find(uid, key);
        return at < 0 ? 0 : accounts.get(uid).keys.requestHash(at);
    }

    /**
     * @param uid      a user
     * @param key      a key it sent
     * @param sequence the first command's sequence, as {@link #originalSequence} gave it in the duplicate's check
     * @return that command's final result code, or DUPLICATE_COMMAND when the entry has left the table since
     */
    public int originalResult(final long uid, final long key, final long sequence) {
        final int at = find(uid, key);
        if (at < 0) {
            return ResultCode.DUPLICATE_COMMAND;
        }
        final IdempotencyKeys keys = accounts.get(uid).keys;
        return keys.sequence(at) == sequence ? keys.result(at) : ResultCode.DUPLICATE_COMMAND;
    }

    /**
     * @param uid a user
     * @return the number of keys the user has kept (expired ones included until its next keyed command)
     */
    public int keyCount(final long uid) {
        final Account a = accounts.get(uid);
        return a == null || a.keys == null ? 0 : a.keys.count();
    }

    private int find(final long uid, final long key) {
        final Account a = accounts.get(uid);
        return a == null || a.keys == null ? -1 : a.keys.find(key);
    }
}
