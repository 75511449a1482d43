package dev.bourse.testkit;

import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;

/**
 * Runs one fuzz input's work with the contract's resource bound checked: the heap it allocates on the calling thread
 * must stay under {@link #MAX_ALLOCATED_BYTES} (a length field read from bad bytes must not size an allocation), and
 * whatever it prints (warnings the readers write for a cut torn tail, the core's configuration at each start) is
 * dropped, since a fuzzing run makes it thousands of times.
 *
 * <p>Loading a class allocates on the loading thread, and under the fuzzer so does instrumenting it: hundreds of
 * megabytes the first time a path reaches a library such as Chronicle Wire. So a run over the bound is run once more,
 * with those classes loaded, and only a second run over the bound fails. The work must therefore be repeatable: it
 * creates whatever files it needs itself.
 *
 * <p>Thread-safety: swaps {@link System#out} and {@link System#err} while the body runs; one body at a time.
 */
public final class BoundedRun {
    /** Most bytes one input may allocate on the heap: far above any valid input's needs here. */
    public static final long MAX_ALLOCATED_BYTES = 256L << 20;
    private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream());
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private BoundedRun() {
    }

    /**
     * Work that may throw.
     *
     * @param <T> its result type
     */
    @FunctionalInterface
    public interface Body<T> {
        /**
         * @return the result
         * @throws Exception any failure; passed on
         */
        T run() throws Exception;
    }

    /**
     * @param body the work
     * @param <T>  its result type
     * @return its result
     * @throws Exception     whatever it throws
     * @throws AssertionError when it allocated more than {@link #MAX_ALLOCATED_BYTES} twice in a row
     */
    public static <T> T run(final Body<T> body) throws Exception {
        final long[] allocated = new long[1];
        final T result = measured(body, allocated);
        if (allocated[0] <= MAX_ALLOCATED_BYTES) {
            return result;
        }
        final T again = measured(body, allocated);
        if (allocated[0] > MAX_ALLOCATED_BYTES) {
            throw new AssertionError("one input allocated " + allocated[0] + " bytes, more than the bound of "
                    + MAX_ALLOCATED_BYTES + ": a size read from the input is trusted");
        }
        return again;
    }

    private static <T> T measured(final Body<T> body, final long[] allocated) throws Exception {
        final PrintStream out = System.out;
        final PrintStream err = System.err;
        final long before = THREADS.getCurrentThreadAllocatedBytes();
        try {
            System.setOut(NOWHERE);
            System.setErr(NOWHERE);
            return body.run();
        } finally {
            System.setOut(out);
            System.setErr(err);
            allocated[0] = THREADS.getCurrentThreadAllocatedBytes() - before;
        }
    }
}
