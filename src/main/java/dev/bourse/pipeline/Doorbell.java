package dev.bourse.pipeline;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;

/**
 * How {@link dev.bourse.config.WaitStrategyType#BLOCKING} stage threads sleep without missing work: an idle thread
 * announces itself, polls its stages once more, and parks only if they are still idle; whoever makes work
 * available (a producer publishing a slot, a stage thread finishing a batch that later stages wait for) rings, and
 * the ring unparks every announced sleeper. A stage thread polls several upstream sequences, so there is no single
 * condition to wait on; ringing after every publish and every handled batch covers them all.
 *
 * <p>No lost wake-up: the sleeper writes its announcement (volatile) before its last poll reads the sequences, and a
 * ringer writes the sequence (the publish) before it reads the announcements, so at least one of them sees the
 * other. A sleeper still parks with a time-out ({@link #PARK_NANOS}) as a safety net.
 *
 * <p>Cost while busy: {@link #ring()} is one volatile read when nobody sleeps.
 *
 * <p>Thread-safety: thread-safe; each stage thread uses its own index.
 */
public final class Doorbell {
    /** Longest sleep without a ring by default, ns: bounds the cost of any wake-up this protocol could miss. */
    static final long PARK_NANOS = 1_000_000L;

    private final AtomicReferenceArray<Thread> sleepers;
    private final AtomicInteger sleeping = new AtomicInteger();
    private final long parkNanos;

    /**
     * @param threads number of stage threads that may sleep, &gt;= 0
     */
    Doorbell(final int threads) {
        this(threads, PARK_NANOS);
    }

    /**
     * @param threads   number of stage threads that may sleep, &gt;= 0
     * @param parkNanos longest sleep without a ring, ns &gt; 0 (tests use a long one to see that rings wake)
     */
    Doorbell(final int threads, final long parkNanos) {
        this.sleepers = new AtomicReferenceArray<>(Math.max(1, threads));
        this.parkNanos = parkNanos;
    }

    /**
     * Announces that the calling stage thread is about to sleep. Poll once more after this, then {@link #sleep()}
     * only if there was still nothing to do, then {@link #retract(int)}.
     *
     * @param index the thread's index, 0 .. threads - 1
     */
    void announce(final int index) {
        sleepers.set(index, Thread.currentThread());
        sleeping.incrementAndGet();
    }

    /** Parks the calling thread until rung, interrupted or the park time-out ({@link #PARK_NANOS}) passed. */
    void sleep() {
        LockSupport.parkNanos(parkNanos);
    }

    /**
     * Withdraws the announcement after waking (or after finding work on the last poll).
     *
     * @param index the thread's index
     */
    void retract(final int index) {
        sleepers.set(index, null);
        sleeping.decrementAndGet();
    }

    /** Wakes every announced sleeper; call after making work available. */
    public void ring() {
        if (sleeping.get() == 0) {
            return;
        }
        for (int i = 0; i < sleepers.length(); i++) {
            final Thread t = sleepers.get(i);
            if (t != null) {
                LockSupport.unpark(t);
            }
        }
    }
}
