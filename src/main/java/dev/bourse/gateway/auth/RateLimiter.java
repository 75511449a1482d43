package dev.bourse.gateway.auth;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A token bucket per API key: {@code burst} tokens, refilled at {@code perSecond}; a request takes one.
 * <p>Thread-safety: safe for concurrent use (each bucket is updated under its own lock).
 */
public final class RateLimiter {
    private static final long NANOS = 1_000_000_000L;
    private final LongSupplier clockNanos;
    private final long perSecond;
    private final long burst;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    /**
     * @param clockNanos monotonic clock, ns
     * @param perSecond  tokens added per second, &gt;= 1
     * @param burst      bucket size, &gt;= 1
     */
    public RateLimiter(final LongSupplier clockNanos, final long perSecond, final long burst) {
        this.clockNanos = clockNanos;
        this.perSecond = perSecond;
        this.burst = burst;
    }

    /**
     * Takes a token for a key.
     *
     * @param key the API key
     * @return 0 when allowed, else the whole seconds (&gt;= 1) after which a token will be there (for Retry-After)
     */
    public long acquire(final String key) {
        final Bucket b = buckets.computeIfAbsent(key, k -> new Bucket(burst * NANOS, clockNanos.getAsLong()));
        synchronized (b) {
            final long now = clockNanos.getAsLong();
            final long elapsed = Math.max(0, now - b.last);
            b.last = now;
            // Token amounts are kept in token-nanoseconds so refills stay exact integers.
            final long refill = elapsed > (burst * NANOS) / perSecond ? burst * NANOS : elapsed * perSecond;
            b.tokens = Math.min(burst * NANOS, b.tokens + refill);
            if (b.tokens >= NANOS) {
                b.tokens -= NANOS;
                return 0;
            }
            final long missingNanos = (NANOS - b.tokens + perSecond - 1) / perSecond;
            return Math.max(1, (missingNanos + NANOS - 1) / NANOS);
        }
    }

    private static final class Bucket {
        private long tokens;
        private long last;

        Bucket(final long tokens, final long last) {
            this.tokens = tokens;
            this.last = last;
        }
    }
}
