package dev.bourse.bench;

import java.util.function.LongSupplier;

/**
 * The sending side of an open-loop run: sends commands {@code 0, 1, 2, ...} each at its {@link OpenLoopSchedule}
 * time. A sender that is early waits (yielding while the time is more than a few microseconds away, then spinning);
 * a sender that is late, because publishing blocked on a full ring or the thread was descheduled, sends at once and
 * keeps going, so the delay shows in the latencies measured from the intended times.
 *
 * <p>When the engine cannot keep the rate, the sender falls further and further behind. A run with a lag bound stops
 * sending once it is more than that far behind, so that a rate the engine cannot keep ends the run in bounded time
 * instead of queueing its whole plan; the commands sent until then are measured as usual and the shortfall shows in
 * the count sent.
 *
 * <p>Thread-safety: the sending thread only. The clock and the publisher are called on that thread.
 */
public final class OpenLoopSender {
    /** Closer than this to the intended time the sender spins instead of yielding, ns. */
    static final long SPIN_NANOS = 2_000L;

    /** Publishes one command of a run. */
    @FunctionalInterface
    public interface CommandPublisher {
        /**
         * Publishes command {@code k}: called once per command, in order, from 0.
         *
         * @param k the command's index in the run
         */
        void publish(long k);
    }

    private OpenLoopSender() {
    }

    /**
     * Sends the planned commands at their intended times.
     *
     * @param schedule    the intended times
     * @param planned     commands to send, &gt;= 0
     * @param maxLagNanos the sender stops once the clock is more than this far past a command's intended time before
     *                    sending it, ns; {@link Long#MAX_VALUE} never stops
     * @param clock       the clock of the schedule, ns ({@code System::nanoTime} outside tests)
     * @param publisher   sends one command
     * @return the number of commands sent, {@code planned} unless the lag bound stopped the run
     */
    public static long send(final OpenLoopSchedule schedule, final long planned, final long maxLagNanos,
            final LongSupplier clock, final CommandPublisher publisher) {
        for (long k = 0; k < planned; k++) {
            final long due = schedule.intendedNanos(k);
            long now = clock.getAsLong();
            while (now - due < 0) {
                if (due - now > SPIN_NANOS) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
                now = clock.getAsLong();
            }
            if (now - due > maxLagNanos) {
                return k;
            }
            publisher.publish(k);
        }
        return planned;
    }
}
