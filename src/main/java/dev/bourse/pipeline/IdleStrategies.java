package dev.bourse.pipeline;

import dev.bourse.config.WaitStrategyType;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.BusySpinIdleStrategy;
import org.agrona.concurrent.IdleStrategy;

/**
 * What a stage thread does when none of its stages found work, chosen by {@link WaitStrategyType}; Agrona's idle
 * strategies, so that an embedder may inject its own instead:
 * <ul>
 *   <li>BUSY_SPIN: {@link Thread#onSpinWait()} forever;</li>
 *   <li>YIELDING: 100 spins, then {@link Thread#yield()};</li>
 *   <li>SLEEPING: 100 spins, 100 yields, then parks 1 microsecond per round (the OS rounds it up to tens of
 *       microseconds);</li>
 *   <li>BLOCKING: spins, and after {@link #SPINS_BEFORE_SLEEP} idle rounds the thread sleeps on the pipeline's
 *       {@link Doorbell} until a producer or an upstream stage rings it (the stage thread's own protocol: an idle
 *       strategy cannot poll the stages once more between announcing itself and parking).</li>
 * </ul>
 *
 * <p>Thread-safety: each strategy made here belongs to one thread.
 */
final class IdleStrategies {
    /** BLOCKING: idle rounds a stage thread spins before it sleeps on the doorbell. */
    static final int SPINS_BEFORE_SLEEP = 100;
    private static final int SPINS = 100;
    private static final int YIELDS = 100;
    private static final long PARK_NANOS = 1_000L;

    private IdleStrategies() {
    }

    /**
     * @param type the configured wait strategy
     * @return a new strategy for one stage thread
     */
    static IdleStrategy forType(final WaitStrategyType type) {
        switch (type) {
            case YIELDING:
                return new BackoffIdleStrategy(SPINS, Long.MAX_VALUE, PARK_NANOS, PARK_NANOS);
            case SLEEPING:
                return new BackoffIdleStrategy(SPINS, YIELDS, PARK_NANOS, PARK_NANOS);
            case BUSY_SPIN:
            case BLOCKING:
            default:
                return new BusySpinIdleStrategy();
        }
    }
}
