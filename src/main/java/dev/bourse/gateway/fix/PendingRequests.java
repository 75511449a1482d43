package dev.bourse.gateway.fix;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The FIX requests in the core, by correlation id. The ids carry a tag in their upper 16 bits, {@code 0x4658}
 * ("FX"), so that results of other gateways' {@code try*} calls on the same core are never taken for FIX ones.
 * <p>Thread-safety: safe for concurrent use.
 */
final class PendingRequests {
    private static final long TAG = 0x4658L << 48;
    private static final long TAG_MASK = 0xFFFFL << 48;
    private final ConcurrentHashMap<Long, Pending> byId = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong();

    /**
     * @param p a request about to be submitted
     * @return its correlation id
     */
    long add(final Pending p) {
        final long id = TAG | (next.incrementAndGet() & ~TAG_MASK);
        byId.put(id, p);
        return id;
    }

    /**
     * @param correlationId a result's correlation id
     * @return the FIX request it answers, removed, or null when it is none of ours
     */
    Pending take(final long correlationId) {
        return (correlationId & TAG_MASK) == TAG ? byId.remove(correlationId) : null;
    }

    /** @return requests handed to the core so far (refused before it or not) */
    long added() {
        return next.get();
    }

    /** @return requests in the core */
    int size() {
        return byId.size();
    }
}
