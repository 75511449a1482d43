package dev.bourse.command;

/**
 * What the first command did, for a command refused with {@link dev.bourse.api.ResultCode#DUPLICATE_COMMAND}: filled
 * by the settlement of the user's risk shard, read by the results stage into
 * {@link dev.bourse.api.CommandEvent.Duplicate}. One per ring slot, reused: {@link #clear()} empties it when the slot
 * is claimed, so nothing is allocated per command.
 *
 * <p>Not thread-safe by itself: the ring's sequence barriers order the settlement's writes before the results stage's
 * reads, as for every other slot field.
 */
public final class DuplicateOutcome {
    private long sequence;
    private int resultCode;
    private long key;
    private long orderId;
    private long requestHash;

    /** Empties the outcome (a slot's claim). */
    public void clear() {
        sequence = 0;
        resultCode = 0;
        key = 0;
        orderId = 0;
        requestHash = 0;
    }

    /** @return the first command's sequence, 0 when unknown */
    public long sequence() {
        return sequence;
    }

    /** @return the first command's final result code */
    public int resultCode() {
        return resultCode;
    }

    /**
     * The first command with the same command id or key: its sequence and its result.
     *
     * @param firstSequence   the first command's sequence, 0 when unknown
     * @param firstResultCode its final result code
     */
    public void set(final long firstSequence, final int firstResultCode) {
        sequence = firstSequence;
        resultCode = firstResultCode;
    }

    /** @return the repeated idempotency key of a duplicate by key, 0 for one by command id */
    public long key() {
        return key;
    }

    /** @return a duplicate by key: the first command's order id */
    public long orderId() {
        return orderId;
    }

    /** @return a duplicate by key: the request hash the key first came with */
    public long requestHash() {
        return requestHash;
    }

    /**
     * The rest of the first answer, for a duplicate by idempotency key ({@link #set}).
     *
     * @param repeatedKey      the repeated key
     * @param firstOrderId     the order id it named
     * @param firstRequestHash the request hash the key came with
     */
    public void setKeyed(final long repeatedKey, final long firstOrderId, final long firstRequestHash) {
        key = repeatedKey;
        orderId = firstOrderId;
        requestHash = firstRequestHash;
    }
}
