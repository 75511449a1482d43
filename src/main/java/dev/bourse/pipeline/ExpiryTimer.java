package dev.bourse.pipeline;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import org.agrona.ErrorHandler;

/**
 * Makes time pass for GTD orders when no command does: a daemon thread, {@code bourse-expiry}, that watches the
 * {@link ExpiryBoard} and, when a matching shard's earliest expiry is due by the core's clock, publishes a
 * {@link CommandType#ADVANCE_TIME} for that book through the core's ordinary claim and publish (so in INLINE this
 * thread takes the turn and runs the stages, as any submitter does). Grouping stamps it like any command, the
 * journal records it, the book expires what is due at that timestamp, risk releases the holds from its cancel
 * events and the listener hears each expiry. When and how often it publishes depends on thread timing, but only
 * what the journal holds decides a state, so replays and layouts still agree.
 *
 * <p>No busy loop and no flood: with no GTD order resting the thread parks until a post wakes it; otherwise it parks
 * until the earliest expiry (at least {@value #MIN_PARK_NANOS} ns, at most {@value #MAX_PARK_NANOS} ns, since the
 * clock may jump). It publishes one time event per due book and then waits for the shard to post what is due next
 * (a post earlier than its wake-up wakes it); a book whose post has not moved is asked again only after
 * {@value #RETRY_NANOS} ns, which bounds what a slow pipeline, a refused publish or a clock that stepped back can
 * cost to 100 commands a second per shard. Publishing is refused while the core refuses commands.
 *
 * <p>It runs only with a clock the core chose itself ({@link dev.bourse.config.ClockSource}), which any thread may
 * read; a clock handed to the core is read by grouping alone (a test's counting clock is not even thread-safe), so
 * such a core gets no timer: its GTD orders expire at their book's next command, and its L2 answers leave them out
 * from their expiry on.
 *
 * <p>Thread-safety: {@link #start} and {@link #stop} from the core's controlling thread; the rest on the timer's
 * thread (or a test's).
 */
public final class ExpiryTimer {
    /** The shortest park: a wall clock of millisecond resolution makes shorter ones spin. */
    static final long MIN_PARK_NANOS = 200_000L;
    /** The longest park, in case the wall clock jumps. */
    static final long MAX_PARK_NANOS = 1_000_000_000L;
    /** How long a time event for the same book and expiry is not repeated. */
    static final long RETRY_NANOS = 10_000_000L;

    /** Publishes one time event; the core's {@code publishTime}. */
    @FunctionalInterface
    public interface TimePublisher {
        /**
         * @param symbol the book whose orders are due
         * @return the ring sequence, or a negative {@link dev.bourse.api.ResultCode} when refused
         */
        long publish(long symbol);
    }

    private final ExpiryBoard board;
    private final LongSupplier clock;
    private final ErrorHandler errors;
    private final long[] pair = new long[2];
    private final long[] versions;
    private final long[] sentSymbol;
    private final long[] sentExpiry;
    private final long[] sentAt;
    private volatile boolean running;
    private Thread thread;

    /**
     * @param board  the shards' posts
     * @param clock  the core's clock, ns, read from this timer's thread; null for a timer that never starts (a clock
     *               handed to the core)
     * @param errors where an exception escaping a publish is counted (the timer goes on)
     */
    public ExpiryTimer(final ExpiryBoard board, final LongSupplier clock, final ErrorHandler errors) {
        this.board = board;
        this.clock = clock;
        this.errors = errors;
        final int shards = board.shards();
        versions = new long[shards];
        sentSymbol = new long[shards];
        sentExpiry = new long[shards];
        sentAt = new long[shards];
    }

    /**
     * Starts the thread (after recovery, once commands are accepted). Idempotent; nothing without a clock.
     *
     * @param publisher publishes the time events
     * @param threads   makes the timer's thread, which is then named {@code bourse-expiry}
     */
    public void start(final TimePublisher publisher, final ThreadFactory threads) {
        if (thread != null || clock == null) {
            return;
        }
        running = true;
        thread = threads.newThread(() -> run(publisher));
        thread.setName("bourse-expiry");
        thread.start();
    }

    /**
     * Stops the thread and waits for it; a publish under way completes first. Idempotent. Called on the timer's own
     * thread (a listener stopping the core from the callback of a time event, in INLINE), it only asks it to end.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public void stop() throws InterruptedException {
        final Thread t = thread;
        if (t == null) {
            return;
        }
        running = false;
        thread = null;
        if (t != Thread.currentThread()) {
            LockSupport.unpark(t);
            t.join();
        }
    }

    private void run(final TimePublisher publisher) {
        final Thread me = Thread.currentThread();
        while (running) {
            final long now = clock.getAsLong();
            final long wake = scan(now, publisher);
            board.sleepUntil(me, wake);
            if (!running || changedSinceScan()) {
                continue;
            }
            if (wake == Long.MAX_VALUE) {
                LockSupport.park(this);
            } else {
                LockSupport.parkNanos(this, Math.max(MIN_PARK_NANOS, Math.min(MAX_PARK_NANOS, wake - now)));
            }
        }
        board.sleepUntil(null, Long.MIN_VALUE);
    }

    private boolean changedSinceScan() {
        for (int j = 0; j < versions.length; j++) {
            if (board.version(j) != versions[j]) {
                return true;
            }
        }
        return false;
    }

    /**
     * One look at the board: publishes a time event for each shard whose earliest expiry is due at {@code now},
     * unless the same one was published less than {@link #RETRY_NANOS} ago.
     *
     * @param now       clock ns
     * @param publisher publishes the time events
     * @return the clock value to wake up at, {@link Long#MAX_VALUE} for none (park until a post)
     */
    long scan(final long now, final TimePublisher publisher) {
        long wake = Long.MAX_VALUE;
        for (int j = 0; j < versions.length; j++) {
            versions[j] = board.read(j, pair);
            final long symbol = pair[0];
            final long expiry = pair[1];
            if (expiry > now) {
                wake = Math.min(wake, expiry);
                continue;
            }
            if (symbol == sentSymbol[j] && expiry == sentExpiry[j] && now - sentAt[j] < RETRY_NANOS) {
                wake = Math.min(wake, sentAt[j] + RETRY_NANOS);
                continue;
            }
            sentSymbol[j] = symbol;
            sentExpiry[j] = expiry;
            sentAt[j] = now;
            wake = Math.min(wake, now + RETRY_NANOS);
            try {
                publisher.publish(symbol);
            } catch (final Exception e) {
                errors.onError(e);
            }
        }
        return wake;
    }
}
