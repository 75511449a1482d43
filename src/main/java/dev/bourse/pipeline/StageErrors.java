package dev.bourse.pipeline;

import dev.bourse.api.ErrorCounts;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.agrona.ErrorHandler;

/**
 * Counts the failures caught at stage boundaries (and the few the core records beside them: a CPU it could not pin
 * to, a journal it could not close) and keeps the first and the latest, for monitoring and tests. Whether a failure
 * refused its command or halted the core is the stages' policy (package documentation); a halt's reason is
 * {@code ExchangeCore.haltReason()}.
 *
 * <p>Recording allocates nothing, so it works when the failure is an exhausted heap.
 *
 * <p>Thread-safety: safe for any number of stage threads and readers.
 */
public final class StageErrors implements ErrorHandler, ErrorCounts {
    private final AtomicLong count = new AtomicLong();
    private final AtomicReference<Throwable> first = new AtomicReference<>();
    private final AtomicReference<Throwable> last = new AtomicReference<>();
    private final ErrorHandler delegate;

    /** A counter that tells nobody else. */
    public StageErrors() {
        this(null);
    }

    /**
     * @param delegate told of every failure after it is counted, on the thread that caught it (a stage thread, a
     *                 submitter in INLINE, the snapshot or expiry thread); null for nobody. It must return quickly;
     *                 whatever it throws is ignored, so that a failing handler cannot turn a counted failure into a
     *                 lost thread.
     */
    public StageErrors(final ErrorHandler delegate) {
        this.delegate = delegate;
    }

    /**
     * Counts a failure, keeps it as the first and latest, then tells the delegate. Allocates nothing itself.
     *
     * @param error what was caught
     */
    @Override
    public void onError(final Throwable error) {
        first.compareAndSet(null, error);
        last.set(error);
        count.incrementAndGet();
        if (delegate != null) {
            try {
                delegate.onError(error);
            } catch (final Throwable ignored) {
                // The failure is counted; a handler that fails too must not take the thread with it.
            }
        }
    }

    @Override
    public long count() {
        return count.get();
    }

    @Override
    public Throwable first() {
        return first.get();
    }

    @Override
    public Throwable last() {
        return last.get();
    }

    /**
     * @return {@code no errors}, {@code 1 error, first: <error>} or {@code <n> errors, first: <error>, last: <error>}
     *     (each error as its {@code toString()}: class and message)
     */
    @Override
    public String toString() {
        final long n = count.get();
        if (n == 0) {
            return "no errors";
        }
        final String head = n + (n == 1 ? " error, first: " : " errors, first: ") + first.get();
        return n == 1 ? head : head + ", last: " + last.get();
    }
}
