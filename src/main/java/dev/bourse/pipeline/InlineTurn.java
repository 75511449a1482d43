package dev.bourse.pipeline;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The INLINE layout's turn: the one thread that may claim ring slots and run the stages now. A submitter takes the
 * turn before it claims, publishes and runs its command, and gives it back after. Whoever holds the turn knows that
 * nobody else is between a check of the core's state and a publish, so stopping needs no count of publishers, and
 * a claim never waits on another producer.
 *
 * <p>Why not a {@link java.util.concurrent.locks.ReentrantLock}: its release is a volatile write, a full fence on
 * x86, paid by every command; a release store is enough to hand the slots and the stages' state to the next holder.
 * Nobody ever parks on the turn (waiters spin, then yield), so the lock's queue would be unused.
 *
 * <p>Re-entry: the holder may take the turn again (a command submitted from inside a listener callback, which runs
 * during the holder's pass); {@link #isNested()} then tells the inner submission that the running pass will handle
 * its command.
 *
 * <p>Thread-safety: any thread may call {@link #tryTake()} and {@link #take()}; {@link #isNested()} and
 * {@link #give()} only the holder.
 */
public final class InlineTurn {
    /** Spins of a waiting thread before it starts yielding its core to the holder. */
    private static final int SPINS = 100;
    /** {@link #takeBefore} deadline: wait for as long as it takes. */
    public static final long NO_DEADLINE = Long.MIN_VALUE;

    private final AtomicReference<Thread> holder = new AtomicReference<>();
    /**
     * Times a thread took the turn while it was free: lets a thread that only reports results when nobody else is
     * submitting ({@link QuietTurnWatch}) tell a busy submitter, which gives the turn back and takes it again within
     * a fraction of a microsecond, from one that has gone away.
     */
    private final AtomicLong takes = new AtomicLong();
    /** Takes by the holder not yet given back; read and written by the holder only. */
    private int depth;

    /** @return true when the calling thread now holds the turn (again, if it held it already) */
    public boolean tryTake() {
        final Thread me = Thread.currentThread();
        if (holder.get() == me) {
            depth++;
            return true;
        }
        if (holder.compareAndSet(null, me)) {
            depth = 1;
            takes.lazySet(takes.get() + 1);
            return true;
        }
        return false;
    }

    /** @return true when no thread holds the turn now */
    boolean isFree() {
        return holder.get() == null;
    }

    /** @return how many times the turn was taken while free so far; grows by one per outer take */
    long takes() {
        return takes.get();
    }

    /** Takes the turn, spinning and then yielding while another thread holds it. */
    public void take() {
        takeBefore(NO_DEADLINE);
    }

    /**
     * Takes the turn unless {@code deadlineNanos} passes first: a stop must end even when a submitter never gives
     * the turn back (a listener callback that does not return).
     *
     * @param deadlineNanos a {@link System#nanoTime()} value, or {@link #NO_DEADLINE}
     * @return true when the calling thread now holds the turn
     */
    public boolean takeBefore(final long deadlineNanos) {
        int waits = 0;
        while (!tryTake()) {
            if (deadlineNanos != NO_DEADLINE && System.nanoTime() - deadlineNanos >= 0) {
                return false;
            }
            if (++waits < SPINS) {
                Thread.onSpinWait();
            } else {
                // More submitters than cores: let the holder have the core.
                Thread.yield();
            }
        }
        return true;
    }

    /** Gives back one take; the last one lets the next thread in. */
    public void give() {
        if (--depth == 0) {
            holder.lazySet(null);
        }
    }

    /** @return true when the holder took the turn more than once: its outer take is running a pass */
    public boolean isNested() {
        return depth > 1;
    }
}
