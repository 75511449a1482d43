package dev.bourse.journal;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What a {@link JournalWriter} has written since it was created: blocks, bytes (block headers and stored payloads,
 * plus the commit records written with them), forces and the time they took. An operator reads them to see whether
 * the disk keeps up: in GROUP_COMMIT the forces per second follow the disk, and their latency bounds every command's.
 *
 * <p>Cost: a few ordered stores per block on the journal's thread (no allocation, no lock); the command path does not
 * touch them.
 *
 * <p>Thread-safety: written by the journal's thread only; read from any thread. {@link #takeMaxForceNanos()} is meant
 * for one sampling reader.
 */
public final class JournalCounters {
    private final AtomicLong blocks = new AtomicLong();
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicLong forces = new AtomicLong();
    private final AtomicLong forceNanos = new AtomicLong();
    private final AtomicLong maxForceNanos = new AtomicLong();

    /**
     * Counts one block written.
     *
     * @param length bytes written for it (header, payload, and its commit record when there is one)
     */
    void block(final long length) {
        blocks.lazySet(blocks.get() + 1);
        bytes.lazySet(bytes.get() + length);
    }

    /**
     * Counts one force.
     *
     * @param nanos how long it took, ns
     */
    void force(final long nanos) {
        forces.lazySet(forces.get() + 1);
        forceNanos.lazySet(forceNanos.get() + nanos);
        // A CAS, not a plain store: the sampler may reset the maximum concurrently.
        long max = maxForceNanos.get();
        while (nanos > max && !maxForceNanos.compareAndSet(max, nanos)) {
            max = maxForceNanos.get();
        }
    }

    /** @return blocks written */
    public long blocks() {
        return blocks.get();
    }

    /** @return bytes written to segments for those blocks, commit records included */
    public long bytes() {
        return bytes.get();
    }

    /** @return forces of a segment's blocks (one per block in GROUP_COMMIT; at seals in ASYNC) */
    public long forces() {
        return forces.get();
    }

    /** @return total time spent in those forces, ns */
    public long forceNanos() {
        return forceNanos.get();
    }

    /**
     * @return the longest force since the previous call (or since creation), ns; 0 when none happened. Resets it, so
     *     one sampler should call this (e.g. once a second)
     */
    public long takeMaxForceNanos() {
        return maxForceNanos.getAndSet(0);
    }
}
