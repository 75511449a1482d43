package dev.bourse.risk;

import dev.bourse.api.ResultCode;

/**
 * One user's recent idempotency keys, each with the first outcome of the command that carried it: a ring of at most
 * {@code capacity} entries in the order the commands were sequenced (so also by timestamp), scanned linearly.
 *
 * <p>Why per user and a ring: a key is the user's own (two users may pick the same), the entries of a user live on
 * its shard and move with it when a snapshot is loaded into another shard count, and the copy-on-touch capture of
 * the account covers them; so the table, its evictions and its hash are the same in every thread and shard layout.
 * A ring in sequence order makes both evictions cheap and deterministic: the oldest entry goes first, when it is older
 * than the window by the command's timestamp (never the wall clock) or when the ring is full. A linear scan over a
 * few dozen longs costs less than a hash lookup's cache miss at these sizes.
 *
 * <p>Memory: 44 bytes per entry, allocated once per user at its first keyed command (never per command).
 *
 * <p>Thread-safety: none; the account's risk shard thread.
 */
final class IdempotencyKeys {
    private final long[] keys;
    private final long[] requestHashes;
    private final long[] timestamps;
    private final long[] sequences;
    private final long[] orderIds;
    private final int[] results;
    private int head;
    private int count;

    /**
     * @param capacity most entries kept, &gt;= 1
     */
    IdempotencyKeys(final int capacity) {
        keys = new long[capacity];
        requestHashes = new long[capacity];
        timestamps = new long[capacity];
        sequences = new long[capacity];
        orderIds = new long[capacity];
        results = new int[capacity];
    }

    /** @return the entries kept */
    int count() {
        return count;
    }

    /** @return the capacity */
    int capacity() {
        return keys.length;
    }

    /**
     * Drops the entries older than the window at {@code now}: those with {@code timestamp <= now - window}.
     *
     * @param now    the command's timestamp, ns
     * @param window ns, &gt; 0
     */
    void expire(final long now, final long window) {
        while (count > 0 && now - timestamps[head] >= window) {
            head = (head + 1) % keys.length;
            count--;
        }
    }

    /**
     * @param key a key, not 0
     * @return the entry's position for the getters, or -1 when the key is not kept
     */
    int find(final long key) {
        for (int i = 0; i < count; i++) {
            final int at = (head + i) % keys.length;
            if (keys[at] == key) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Keeps a new key (evicting the oldest entry when full), its outcome SUCCESS until {@link #settle}.
     *
     * @param key         the key, not 0, not kept already
     * @param requestHash the request hash it came with
     * @param timestamp   the command's timestamp, ns, not before the newest entry's
     * @param sequence    the command's sequence
     * @param orderId     the order id the command named
     */
    void add(final long key, final long requestHash, final long timestamp, final long sequence, final long orderId) {
        if (count == keys.length) {
            head = (head + 1) % keys.length;
            count--;
        }
        final int at = (head + count) % keys.length;
        keys[at] = key;
        requestHashes[at] = requestHash;
        timestamps[at] = timestamp;
        sequences[at] = sequence;
        orderIds[at] = orderId;
        results[at] = ResultCode.SUCCESS;
        count++;
    }

    /**
     * Records the final result code of the command that carried {@code key}, when it is the command at
     * {@code sequence}.
     *
     * @param key        the key
     * @param sequence   the settled command's sequence
     * @param resultCode its final result code
     * @return true when the entry was found and set
     */
    boolean settle(final long key, final long sequence, final int resultCode) {
        final int at = find(key);
        if (at < 0 || sequences[at] != sequence) {
            return false;
        }
        results[at] = resultCode;
        return true;
    }

    /**
     * @param i the i-th entry from the oldest, 0..count-1
     * @return its position for the getters
     */
    int at(final int i) {
        return (head + i) % keys.length;
    }

    long key(final int at) {
        return keys[at];
    }

    long requestHash(final int at) {
        return requestHashes[at];
    }

    long timestamp(final int at) {
        return timestamps[at];
    }

    long sequence(final int at) {
        return sequences[at];
    }

    long orderId(final int at) {
        return orderIds[at];
    }

    int result(final int at) {
        return results[at];
    }

    /**
     * Snapshot import: appends an entry with its outcome, oldest first (evicting the oldest when full, as the live
     * table would have).
     */
    void restore(final long key, final long requestHash, final long timestamp, final long sequence,
            final long orderId, final int resultCode) {
        add(key, requestHash, timestamp, sequence, orderId);
        results[(head + count - 1) % keys.length] = resultCode;
    }
}
