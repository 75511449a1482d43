package dev.bourse.common;

import org.agrona.concurrent.IdleStrategy;

/**
 * An idle strategy that spins, then yields, then sleeps in a way that something else can cut short: a thread woken by
 * the work it waits for instead of one that parks for a fixed time. A steady stream is served without a system call;
 * a quiet one costs no CPU; work arriving after a quiet spell is handed over within a wake-up, not after the rest of a
 * timed park. Subclasses say how to sleep ({@link #sleep()}) and how the sleeper is woken.
 *
 * <p>Thread-safety: the idling thread only (one instance per thread).
 */
public abstract class SpinThenSleepIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    private static final int YIELDS = 10;

    private int idleCalls;

    /** Sleeps until woken, or for a bounded time; called after the spins and yields of an idle spell. */
    protected abstract void sleep();

    @Override
    public final void idle(final int workCount) {
        if (workCount > 0) {
            idleCalls = 0;
            return;
        }
        idle();
    }

    @Override
    public final void idle() {
        final int n = idleCalls++;
        if (n < SPINS) {
            Thread.onSpinWait();
        } else if (n < SPINS + YIELDS) {
            Thread.yield();
        } else {
            sleep();
        }
    }

    @Override
    public final void reset() {
        idleCalls = 0;
    }
}
