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
 *   <li>BLOCKING: 100 spins, then {@link #idle()} tells the thread to sleep on the pipeline's {@link Doorbell}
 *       until a producer or an upstream stage rings it.</li>
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

    /**
     * Waits a little, or says that the thread should now sleep on the doorbell.
     *
     * @return true when the caller should sleep on its {@link Doorbell} (BLOCKING, past the spins) instead
     */
    boolean idle() {
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
            return true;
        }
        return false;
    }
}
