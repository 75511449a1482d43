package dev.bourse.cluster.service;

import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import org.agrona.collections.Long2LongHashMap;

/**
 * Where a GTD expiry is told: the owner of an order is its user, and a user's expiries go to the client that last
 * placed an order for that user, on the session that client last sent a command on. A cluster timer is no client's
 * command, so without this the OrderExpired event of a timer would reach nobody.
 *
 * <p>Both maps are built from the log alone (every node records the same routes at the same place), so a new leader
 * routes as the old one did. They are not in the service snapshot: a node started from a snapshot learns a user's route
 * again at the next order placed for that user, and until then an expiry on it is not told (the order's state is
 * expired on every node either way; only the notice is lost, as when the owner's session has closed). Bounded by the
 * users placing orders and by the clients the deduplication table holds.
 *
 * <p>Thread-safety: the service thread only.
 */
final class ExpiryRoutes {
    /**
     * The maps' missing value, which they cannot hold: presence is asked with containsKey, since any other long is a
     * client or session id (a client whose random id is this one value is not routed).
     */
    private static final long NONE = Long.MIN_VALUE;

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
}
