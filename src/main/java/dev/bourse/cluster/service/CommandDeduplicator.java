package dev.bourse.cluster.service;

import org.agrona.collections.Long2LongHashMap;

/**
 * Exactly-once admission of commands: per client id, the highest command id applied (the high-water mark). A command
 * whose id is at or below its client's mark was applied before and is refused; a higher one is admitted and becomes
 * the mark. This is sound because a client sends its commands in increasing id order on one ingress stream and
 * re-sends the unacknowledged ones in the same order after a failover: the cluster's log holds a prefix of each
 * client's stream, so a command above the mark was never applied.
 *
 * <p>Bounded: at most {@code maxClients} entries. Admitting a new client into a full table first evicts the client
 * idle longest (smallest last-seen log time, then smallest id): a deterministic choice, so every node evicts the same
 * entry. A client evicted after being idle that long has no command in flight (the cluster's session timeout is far
 * shorter), so forgetting its mark cannot admit a duplicate.
 *
 * <p>Overlap with the core: the core keeps a similar high-water mark per user for orders that carry
 * {@code OrderRequest.commandId}, answered with the same {@code ResultCode.DUPLICATE_COMMAND}. It cannot replace this
 * table (yet): its mark covers only place orders (cancel, move, reduce, replace, account and symbol commands carry no
 * command id), and it is keyed by user while a cluster client numbers the commands of many users in one sequence (and
 * two clients acting for one user would interleave their ids). A duplicate refused here never reaches the core, so
 * the two marks never disagree; once every command type carries a command id keyed by (client, user), this table can
 * go.
 *
 * <p>The table is part of the service's snapshot ({@link ServiceSnapshot}), so the rule holds across snapshots and
 * restarts. Thread-safety: the service thread only.
 */
final class CommandDeduplicator {
    private static final long MISSING = 0;

    private final int maxClients;
    private final Long2LongHashMap highWater = new Long2LongHashMap(MISSING);
    private final Long2LongHashMap lastSeen = new Long2LongHashMap(Long.MIN_VALUE);

    /**
     * @param maxClients most clients remembered, &gt;= 1
     */
    CommandDeduplicator(final int maxClients) {
        if (maxClients < 1) {
            throw new IllegalArgumentException("maxClients must be >= 1: " + maxClients);
        }
        this.maxClients = maxClients;
    }

    /**
     * Admits a command or refuses a duplicate; an admitted one raises its client's mark.
     *
     * @param clientId  the client's id (any value)
     * @param commandId the command's id, &gt; 0
     * @param now       the command's log time, ns
     * @return true when the command is new and must be applied; false for a duplicate (or an id &lt;= 0)
     */
    boolean admit(final long clientId, final long commandId, final long now) {
        if (commandId <= 0) {
            return false;
        }
        final long mark = highWater.get(clientId);
        if (commandId <= mark) {
            return false;
        }
        if (mark == MISSING && highWater.size() >= maxClients) {
            evictIdlest();
        }
        highWater.put(clientId, commandId);
        lastSeen.put(clientId, now);
        return true;
    }

    private void evictIdlest() {
        long victim = 0;
        long oldest = Long.MAX_VALUE;
        boolean found = false;
        final Long2LongHashMap.KeyIterator keys = lastSeen.keySet().iterator();
        while (keys.hasNext()) {
            final long id = keys.nextValue();
            final long seen = lastSeen.get(id);
            if (!found || seen < oldest || seen == oldest && id < victim) {
                victim = id;
                oldest = seen;
                found = true;
            }
        }
        highWater.remove(victim);
        lastSeen.remove(victim);
    }

    /**
     * @param clientId a client id
     * @return its high-water mark, 0 when unknown
     */
    long highWater(final long clientId) {
        return highWater.get(clientId);
    }

    /** @return the clients remembered */
    int size() {
        return highWater.size();
    }

    /**
     * Restores one entry (snapshot loading).
     *
     * @param clientId  the client
     * @param mark      its high-water mark, &gt; 0
     * @param seen      its last-seen log time, ns
     */
    void restore(final long clientId, final long mark, final long seen) {
        highWater.put(clientId, mark);
        lastSeen.put(clientId, seen);
    }

    /** Visits every entry, in the table's order. */
    void forEach(final EntryVisitor visitor) {
        final Long2LongHashMap.KeyIterator keys = highWater.keySet().iterator();
        while (keys.hasNext()) {
            final long id = keys.nextValue();
            visitor.entry(id, highWater.get(id), lastSeen.get(id));
        }
    }

    /** @return a digest of the table, independent of its order (for state comparisons between nodes) */
    long stateHash() {
        long h = 0;
        final Long2LongHashMap.KeyIterator keys = highWater.keySet().iterator();
        while (keys.hasNext()) {
            final long id = keys.nextValue();
            long x = id * 0x9E3779B97F4A7C15L ^ highWater.get(id) * 0xC2B2AE3D27D4EB4FL ^ lastSeen.get(id);
            x ^= x >>> 31;
            h += x * 0x94D049BB133111EBL;
        }
        return h;
    }

    /** Receives one entry of the table. */
    interface EntryVisitor {
        /**
         * @param clientId the client
         * @param mark     its high-water mark
         * @param seen     its last-seen log time, ns
         */
        void entry(long clientId, long mark, long seen);
    }
}
