package dev.bourse.gateway.binary;

import org.agrona.collections.Long2ObjectHashMap;

/**
 * The member sessions the server keeps, by uid, at most {@link BinaryGatewayConfig#maxSessions()}. A session is
 * created at the member's first accepted Login and kept while the server runs, so that its responses are numbered
 * and retained while the member is away.
 * <p>Thread-safety: the gateway thread only.
 */
final class MemberSessions {
    private final Long2ObjectHashMap<MemberSession> byUid = new Long2ObjectHashMap<>();
    private final int max;
    private final int retainedResponses;
    private final int maxInFlight;

    MemberSessions(final BinaryGatewayConfig config) {
        this.max = config.maxSessions();
        this.retainedResponses = config.retainedResponses();
        this.maxInFlight = config.maxInFlight();
    }

    /**
     * @param uid a member
     * @return its session, or null when it never logged in
     */
    MemberSession find(final long uid) {
        return byUid.get(uid);
    }

    /**
     * @param uid a member without a session
     * @return its new session, or null when {@code maxSessions} are kept already
     */
    MemberSession create(final long uid) {
        if (byUid.size() >= max) {
            return null;
        }
        final MemberSession s = new MemberSession(uid, byUid.size(), retainedResponses, maxInFlight);
        byUid.put(uid, s);
        return s;
    }

    /** @return sessions kept */
    int size() {
        return byUid.size();
    }
}
