package dev.bourse.pipeline;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Counts the exceptions caught at stage boundaries and keeps the latest one, for monitoring and tests. The
 * pipeline never stops on a stage error: the command is marked INTERNAL_ERROR and the next one is processed.
 *
 * <p>Thread-safety: safe for any number of stage threads and readers.
 */
public final class StageErrors {
    private final AtomicLong count = new AtomicLong();
    private final AtomicReference<Throwable> last = new AtomicReference<>();

    void record(final Throwable error) {
        count.incrementAndGet();
        last.set(error);
    }

    /** @return exceptions caught so far, over all stages */
    public long count() {
        return count.get();
    }

    /** @return the latest exception caught, or null */
    public Throwable last() {
        return last.get();
    }
}
