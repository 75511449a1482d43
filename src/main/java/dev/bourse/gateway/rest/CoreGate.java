package dev.bourse.gateway.rest;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * The one door from the gateway's threads into the core: bounds the commands in flight (past the bound a 503 with
 * Retry-After, never a queue that grows), waits for each answer within a time limit, and after {@link #close()}
 * refuses new work while what was accepted finishes ({@link #awaitIdle}).
 * <p>Thread-safety: safe for concurrent use.
 */
public final class CoreGate {
    private static final long ANSWER_TIMEOUT_MS = 10_000;
    private final Semaphore slots;
    private final int maxInFlight;
    private final AtomicLong submitted = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    /** Round trips of the calls that got an answer, ns. */
    private final Recorder latency = new Recorder(2);
    private volatile boolean open = true;

    /**
     * @param maxInFlight commands submitted and not yet answered, at most, &gt;= 1
     */
    public CoreGate(final int maxInFlight) {
        this.maxInFlight = maxInFlight;
        this.slots = new Semaphore(maxInFlight);
    }

    /**
     * Submits one call and waits for its answer.
     *
     * @param call submits to the core
     * @param <T>  the answer type
     * @return the answer
     * @throws ApiProblem 503 NOT_ACCEPTING (draining), BUSY (too many in flight, or the core is slower than the time
     *     limit), or 500 INTERNAL_ERROR when the call failed
     */
    public <T> T call(final Supplier<CompletableFuture<T>> call) {
        if (!open) {
            refused.incrementAndGet();
            throw new ApiProblem(503, "NOT_ACCEPTING", "the node is shutting down", 1);
        }
        if (!slots.tryAcquire()) {
            refused.incrementAndGet();
            throw new ApiProblem(503, "BUSY", "too many commands in flight", 1);
        }
        try {
            submitted.incrementAndGet();
            final long start = System.nanoTime();
            final T answer = call.get().get(ANSWER_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            latency.recordValue(System.nanoTime() - start);
            return answer;
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiProblem(503, "BUSY", "interrupted while waiting for the core", 1);
        } catch (final TimeoutException e) {
            throw new ApiProblem(503, "BUSY", "the core did not answer in time", 1);
        } catch (final ExecutionException e) {
            throw new ApiProblem(500, "INTERNAL_ERROR", "the core failed the call: " + e.getCause());
        } finally {
            slots.release();
        }
    }

    /**
     * Like {@link #call} for a command, and refuses a result that means the core could not take it.
     *
     * @param call submits the command
     * @return its result (success or a business rejection)
     * @throws ApiProblem 503 with the core's code as reason when the ring was full or the core not running
     */
    public CommandResult command(final Supplier<CompletableFuture<CommandResult>> call) {
        final CommandResult r = call(call);
        final int code = r.resultCode();
        if (code == ResultCode.RING_FULL || code == ResultCode.CORE_NOT_RUNNING || code == ResultCode.CORE_HALTED
                || code == ResultCode.SNAPSHOT_BUSY) {
            refused.incrementAndGet();
            throw new ApiProblem(503, ResultCode.name(code), "the core cannot take the command now", 1);
        }
        return r;
    }

    /** Refuses every later call; calls already inside go on. */
    public void close() {
        open = false;
    }

    /**
     * Waits until no call is inside.
     *
     * @param timeoutMs how long at most, ms
     * @return true when idle
     * @throws InterruptedException if interrupted
     */
    public boolean awaitIdle(final long timeoutMs) throws InterruptedException {
        if (slots.tryAcquire(maxInFlight, timeoutMs, TimeUnit.MILLISECONDS)) {
            slots.release(maxInFlight);
            return true;
        }
        return false;
    }

    /**
     * The round trips since the last call (submission to answer, as the gateway's thread saw them), for the status
     * line and the operator view.
     *
     * @return a histogram of ns values; the caller owns it
     */
    public Histogram takeLatencies() {
        return latency.getIntervalHistogram();
    }

    /** @return calls submitted so far */
    public long submitted() {
        return submitted.get();
    }

    /** @return calls refused with a 503 so far */
    public long refused() {
        return refused.get();
    }

    /** @return calls inside now */
    public int inFlight() {
        return maxInFlight - slots.availablePermits();
    }
}
