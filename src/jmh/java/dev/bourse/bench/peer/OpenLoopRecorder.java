package dev.bourse.bench.peer;

import dev.bourse.bench.OpenLoopSchedule;
import dev.bourse.bench.OpenLoopSender;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;

/**
 * The receiving side of an open-loop run: for each result, the time from its command's intended send time
 * ({@link OpenLoopSchedule}) to the moment the result is seen, into an HdrHistogram (3 significant digits, up to
 * {@link #HIGHEST_TRACKABLE_NANOS}; longer latencies are recorded as that). One recorder per run.
 *
 * <p>Results must arrive in command order, as both engines deliver them from one results thread: a result that does
 * not come as the next index is counted in {@link #outOfOrder()}. Recording allocates nothing.
 *
 * <p>Thread-safety: {@code record*} on one results thread at a time; {@link #completed()} from any thread; the other
 * accessors once {@link #completed()} has reached the number of commands sent (its acquire read orders them after
 * the results thread's writes).
 */
public final class OpenLoopRecorder {
    /** Highest latency the histogram tells apart, ns (one minute). */
    public static final long HIGHEST_TRACKABLE_NANOS = 60_000_000_000L;
    /** Significant decimal digits the histogram keeps. */
    public static final int SIGNIFICANT_DIGITS = 3;
    /** A run's first command is due this long after the run starts, ns. */
    static final long START_DELAY_NANOS = 1_000_000L;
    /** A run fails when no result arrives for this long, ns. */
    static final long STALL_NANOS = 60_000_000_000L;

    private final OpenLoopSchedule schedule;
    private final Histogram histogram = new Histogram(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    private final AtomicLong completed = new AtomicLong();
    private long recorded;
    private long refused;
    private long outOfOrder;
    private long lastResultNanos;

    /**
     * One open-loop run on the calling thread: {@code rate × nanos} commands planned from 1 ms from now, sent by
     * {@link OpenLoopSender} (which stops once a whole {@code nanos} behind its schedule), each result recorded by a
     * new recorder, which {@code install} hands to the engine's results side before the first command is sent.
     *
     * @param rate      commands per second, 1..{@link OpenLoopSchedule#MAX_RATE}
     * @param nanos     the run's planned length, ns
     * @param install   makes the engine's results side record into the run's recorder
     * @param publisher sends command {@code k} of the run
     * @return the outcome, once every command sent has its result
     * @throws IllegalStateException when results stop coming for a minute, are missing or come out of order
     */
    public static OpenLoopRun measure(final long rate, final long nanos, final Consumer<OpenLoopRecorder> install,
            final OpenLoopSender.CommandPublisher publisher) {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(System.nanoTime() + START_DELAY_NANOS, rate);
        final long planned = schedule.commandsIn(nanos);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        install.accept(recorder);
        final long sent = OpenLoopSender.send(schedule, planned, nanos, System::nanoTime, publisher);
        recorder.awaitCompleted(sent, STALL_NANOS);
        return recorder.finish(planned, sent);
    }

    /** @param schedule the run's intended send times */
    public OpenLoopRecorder(final OpenLoopSchedule schedule) {
        this.schedule = schedule;
    }

    /**
     * Records the result of command {@code k}.
     *
     * @param k       the command's index in the run, 0..
     * @param nowNanos when the result was seen, ns on the schedule's clock
     * @param success whether the engine accepted the command
     */
    public void record(final long k, final long nowNanos, final boolean success) {
        if (k != recorded) {
            outOfOrder++;
        }
        final long latency = nowNanos - schedule.intendedNanos(k);
        histogram.recordValue(Math.min(Math.max(latency, 0), HIGHEST_TRACKABLE_NANOS));
        if (!success) {
            refused++;
        }
        lastResultNanos = nowNanos;
        recorded++;
        completed.lazySet(recorded);
    }

    /**
     * Records the result of the next command, for an engine whose results carry no index of ours.
     *
     * @param nowNanos when the result was seen, ns on the schedule's clock
     * @param success  whether the engine accepted the command
     */
    public void recordNext(final long nowNanos, final boolean success) {
        record(recorded, nowNanos, success);
    }

    /** @return results recorded so far (any thread) */
    public long completed() {
        return completed.get();
    }

    /**
     * Waits, yielding, until {@code count} results are recorded.
     *
     * @param count      results to wait for
     * @param stallNanos how long to wait without a new result before giving up, ns
     * @throws IllegalStateException when no result came for {@code stallNanos}: the engine lost or stalled commands
     */
    public void awaitCompleted(final long count, final long stallNanos) {
        long seen = completed();
        long since = System.nanoTime();
        while (seen < count) {
            Thread.yield();
            final long now = completed();
            if (now != seen) {
                seen = now;
                since = System.nanoTime();
            } else if (System.nanoTime() - since > stallNanos) {
                throw new IllegalStateException("no result for " + stallNanos / 1_000_000 + " ms: " + seen + " of "
                        + count + " results recorded");
            }
        }
    }

    /** @return results that did not come as the next index */
    public long outOfOrder() {
        return outOfOrder;
    }

    /**
     * The run's outcome, once every command sent has its result.
     *
     * @param planned commands the run planned
     * @param sent    commands it sent
     * @return the outcome; its histogram is this recorder's (not copied)
     * @throws IllegalStateException when results are missing or came out of order
     */
    public OpenLoopRun finish(final long planned, final long sent) {
        final long done = completed();
        if (done != sent || outOfOrder != 0) {
            throw new IllegalStateException(sent + " commands sent but " + done + " results recorded, " + outOfOrder
                    + " out of order");
        }
        final long span = done == 0 ? 0 : lastResultNanos - schedule.startNanos();
        return new OpenLoopRun(planned, sent, refused, span, histogram);
    }
}
