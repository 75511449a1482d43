package dev.bourse.pipeline;

import dev.bourse.config.WaitStrategyType;
import java.util.concurrent.locks.LockSupport;

/**
 * What a stage thread does when none of its stages found work, chosen by {@link WaitStrategyType}:
 * <ul>
 *   <li>BUSY_SPIN: {@link Thread#onSpinWait()} forever;</li>
 *   <li>YIELDING: 100 spins, then {@link Thread#yield()};</li>
 *   <li>SLEEPING: 100 spins, 100 yields, then parks 1 microsecond per round (the OS rounds it up to tens of
 *       microseconds);</li>
 *   <li>BLOCKING: 100 spins, then parks 200 microseconds per round. The stage threads poll several upstream
 *       sequences, so there is no single condition to block on: this is a timed park, close to blocking in CPU
 *       use, with up to 200 microseconds of wake-up latency per idle thread.</li>
 * </ul>
 *
 * <p>Thread-safety: none; one instance per thread.
 */
final class IdleStrategy {
    private static final int SPINS = 100;
    private static final int YIELDS = 100;
    private final WaitStrategyType type;
    private int rounds;

    IdleStrategy(final WaitStrategyType type) {
        this.type = type;
    }

    void reset() {
        rounds = 0;
    }

    void idle() {
        final int r = rounds;
        if (r < Integer.MAX_VALUE) {
            rounds = r + 1;
        }
        if (type == WaitStrategyType.BUSY_SPIN || r < SPINS) {
            Thread.onSpinWait();
        } else if (type == WaitStrategyType.YIELDING) {
            Thread.yield();
        } else if (type == WaitStrategyType.SLEEPING) {
            if (r < SPINS + YIELDS) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(1_000L);
            }
        } else {
            LockSupport.parkNanos(200_000L);
        }
    }
}
