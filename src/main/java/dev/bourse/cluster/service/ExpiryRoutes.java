package dev.bourse.cluster.service;

import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import java.util.Arrays;
import org.agrona.collections.Long2LongHashMap;

/**
 * Where a GTD expiry is told: the owner of an order is its user, and a user's expiries go to the client that last
 * placed an order for that user, on the session that client last sent a command on. A cluster timer is no client's
 * command, so without this the OrderExpired event of a timer would reach nobody.
 *
 * <p>Both maps are built from the log alone (every node records the same routes at the same place), so a new leader
 * routes as the old one did. Both are in the service snapshot ({@link ServiceSnapshot}, sorted by key so every node's
 * snapshot is the same bytes), so a node started from a snapshot routes as before it. An expiry whose owner's client
 * has no open session is not told (the order is expired on every node either way; only the notice is lost). Bounded by
 * the users placing orders and by the clients sending commands.
 *
 * <p>Thread-safety: the service thread only.
 */
final class ExpiryRoutes {
    /**
     * The maps' missing value, which they cannot hold: presence is asked with containsKey, since any other long is a
     * client or session id (a client whose random id is this one value is not routed).
     */
    static final long NONE = Long.MIN_VALUE;
    /** The table of users to the client that last placed an order for each. */
    static final int USERS = 0;
    /** The table of clients to the session each last sent a command on. */
    static final int CLIENTS = 1;

    private final Long2LongHashMap clientOfUser = new Long2LongHashMap(NONE);
    private final Long2LongHashMap sessionOfClient = new Long2LongHashMap(NONE);

    /**
     * A command arrived from a client on a session.
     *
     * @param clientId  the client
     * @param sessionId its cluster session
     */
    void onCommand(final long clientId, final long sessionId) {
        if (sessionId != NONE) {
            sessionOfClient.put(clientId, sessionId);
        }
    }

    /**
     * The client placed an order for the user.
     *
     * @param uid      the user
     * @param clientId the client
     */
    void onPlace(final long uid, final long clientId) {
        if (clientId != NONE) {
            clientOfUser.put(uid, clientId);
        }
    }

    /**
     * @param uid the user, whose route {@link #session} found
     * @return the client to tell of the user's expiries
     */
    long client(final long uid) {
        return clientOfUser.get(uid);
    }

    /**
     * @param uid     the user
     * @param cluster the cluster, for its open sessions
     * @return the session to tell the user's expiries on, or null when no client is known for the user or its client
     *     has no open session (client ids are any long, so presence is asked of the maps, not of a sentinel)
     */
    ClientSession session(final long uid, final Cluster cluster) {
        if (!clientOfUser.containsKey(uid)) {
            return null;
        }
        final long clientId = clientOfUser.get(uid);
        return sessionOfClient.containsKey(clientId) ? cluster.getClientSession(sessionOfClient.get(clientId)) : null;
    }

    /**
     * @param table {@link #USERS} or {@link #CLIENTS}
     * @return entries in the table
     */
    int size(final int table) {
        return map(table).size();
    }

    /**
     * The table's entries sorted by key (snapshot writing, off the hot path: allocates two arrays of its size).
     *
     * @param table {@link #USERS} or {@link #CLIENTS}
     * @return key, value, key, value, ... in increasing key order
     */
    long[] sorted(final int table) {
        final Long2LongHashMap map = map(table);
        final long[] keys = new long[map.size()];
        int n = 0;
        final Long2LongHashMap.KeyIterator it = map.keySet().iterator();
        while (it.hasNext()) {
            keys[n++] = it.nextValue();
        }
        Arrays.sort(keys);
        final long[] pairs = new long[keys.length * 2];
        for (int i = 0; i < keys.length; i++) {
            pairs[i * 2] = keys[i];
            pairs[i * 2 + 1] = map.get(keys[i]);
        }
        return pairs;
    }

    /**
     * Restores one entry (snapshot loading).
     *
     * @param table {@link #USERS} or {@link #CLIENTS}
     * @param key   the user or the client
     * @param value the client or the session; not {@link #NONE}
     * @throws IllegalStateException when the value is {@link #NONE}, which no table holds
     */
    void restore(final int table, final long key, final long value) {
        if (value == NONE) {
            throw new IllegalStateException("an expiry route in the service snapshot has the missing value " + NONE);
        }
        map(table).put(key, value);
    }

    private Long2LongHashMap map(final int table) {
        return table == USERS ? clientOfUser : sessionOfClient;
    }
}
