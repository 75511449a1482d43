package dev.bourse.core;

import com.lmax.disruptor.RingBuffer;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.ShardQuery;
import dev.bourse.command.SnapshotControl;
import dev.bourse.journal.Journal;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.InlineTurn;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.pipeline.StageErrors;
import dev.bourse.pipeline.StageThread;
import dev.bourse.snapshot.SnapshotTaker;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One stop of a core, bounded by one deadline: every wait of {@link ExchangeCore#stop(Duration)} (for the INLINE turn,
 * for producers between their check and their publish, for the ring to drain, for snapshot captures and writes, for
 * the threads to end) gives up once the deadline has passed, so a stop ends whatever the pipeline is doing (a stage
 * stuck in a listener that never returns, a journal force that hangs).
 *
 * <p>The first wait that gives up halts the core ({@link CoreHalt}) with the reason
 * {@code stop timed out after <timeout> ms waiting for <what>}, freezing the stages from the first slot not yet
 * reported; then the stop completes every command still in the ring with
 * {@link ResultCode#CORE_HALTED} from the stopping thread, since the thread that should report it is stuck. Such a
 * command is not acknowledged; whether it was applied, and journalled, is unknown to its caller.
 *
 * <p>Thread-safety: the stopping thread only.
 */
final class CoreShutdown {
    /** Least time given to each thread to end once the deadline has passed: time to see its halt flag. */
    private static final long JOIN_GRACE_MILLIS = 50;

    private final long timeoutNanos;
    private final long deadline;
    private final PipelineWiring wiring;
    private final CoreHalt halt;
    private final StageErrors errors;
    private String stuckOn;
    private boolean threadsEnded = true;

    /**
     * @param timeout how long the whole stop may take, &gt; 0
     * @param wiring  the pipeline
     * @param halt    the core's halt, where a timeout is recorded
     * @param errors  the core's error counter, where a failure to close the journal is recorded
     */
    CoreShutdown(final Duration timeout, final PipelineWiring wiring, final CoreHalt halt, final StageErrors errors) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("stop timeout must be > 0: " + timeout);
        }
        this.timeoutNanos = timeout.toNanos();
        this.deadline = System.nanoTime() + timeoutNanos;
        this.wiring = wiring;
        this.halt = halt;
        this.errors = errors;
    }

    /**
     * Stops a core that refuses new commands already: lets the submitters in between finish, drains the ring (and
     * the snapshot captures in progress), halts and joins the threads, completes what a stuck thread left unreported
     * and stops the snapshot writer; last, closes the journal, unless a thread that may still write it is alive.
     *
     * @param turn       INLINE: the turn, else null
     * @param publishers COMPACT and PIPELINED: the producers between their check and their publish
     * @param snapshots  the snapshot taker, or null
     * @param threads    the running pipeline threads
     * @param journal    the journal
     * @throws InterruptedException when interrupted while waiting; the core is then half-stopped
     */
    void run(final InlineTurn turn, final AtomicInteger publishers, final SnapshotTaker snapshots,
            final List<Thread> threads, final Journal journal) throws InterruptedException {
        if (turn != null) {
            // Submitters check acceptance holding the turn: once this thread has had it, none is left between check
            // and publish.
            passTurn(turn);
        }
        awaitPublishers(publishers);
        drain();
        if (snapshots != null) {
            // A capture in progress needs its steps to run through the pipeline before the threads stop.
            awaitSnapshots(snapshots);
            drain();
        }
        for (final StageThread stage : wiring.threads()) {
            stage.halt();
        }
        join(threads);
        abandonUnreported();
        if (snapshots != null) {
            stopSnapshots(snapshots);
        }
        if (threadsEnded) {
            try {
                journal.close();
            } catch (final IOException e) {
                errors.onError(e);
            }
        }
    }

    /** @return whether a wait gave up */
    boolean timedOut() {
        return stuckOn != null;
    }

    /**
     * INLINE: takes and gives back the turn, so that no submitter is left between its check of the core's state and
     * its publish.
     *
     * @param turn the INLINE turn
     */
    private void passTurn(final InlineTurn turn) {
        if (timedOut()) {
            return;
        }
        if (turn.takeBefore(deadline)) {
            turn.give();
        } else {
            giveUp("the INLINE turn, held by a submitting thread");
        }
    }

    /**
     * COMPACT and PIPELINED: waits until no producer is between its check of the core's state and its publish.
     *
     * @param publishers the producers in between
     */
    private void awaitPublishers(final AtomicInteger publishers) {
        while (!timedOut() && publishers.get() != 0) {
            if (expired()) {
                giveUp(publishers.get() + " producers to publish");
            }
            Thread.onSpinWait();
        }
    }

    /**
     * Waits until every slot published so far has been reported.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    private void drain() throws InterruptedException {
        final long last = wiring.ring().getCursor();
        while (!timedOut() && wiring.completedSequence() < last) {
            if (Thread.interrupted()) {
                throw new InterruptedException("stop interrupted while draining");
            }
            if (expired()) {
                giveUp("the ring to drain (reported up to slot " + wiring.completedSequence() + " of " + last + ")");
            }
            Thread.yield();
        }
    }

    /**
     * Waits until the snapshots handed over are captured and written.
     *
     * @param snapshots the snapshot taker
     * @throws InterruptedException when interrupted while waiting
     */
    private void awaitSnapshots(final SnapshotTaker snapshots) throws InterruptedException {
        if (!timedOut() && !snapshots.awaitIdle(remainingNanos())) {
            giveUp("the snapshot capture in progress");
        }
    }

    /**
     * Stops the snapshot writer, waiting for its queue as long as the deadline allows.
     *
     * @param snapshots the snapshot taker
     * @throws InterruptedException when interrupted while waiting
     */
    private void stopSnapshots(final SnapshotTaker snapshots) throws InterruptedException {
        if (!snapshots.drain(remainingNanos())) {
            giveUp("the snapshot writer");
        }
    }

    /**
     * Waits for each thread to end (their stages were told to halt).
     *
     * @param threads the pipeline threads
     * @throws InterruptedException when interrupted while waiting
     */
    private void join(final List<Thread> threads) throws InterruptedException {
        for (final Thread t : threads) {
            t.join(Math.max(JOIN_GRACE_MILLIS, TimeUnit.NANOSECONDS.toMillis(remainingNanos())));
            if (t.isAlive()) {
                threadsEnded = false;
                giveUp("thread " + t.getName() + " to end");
            }
        }
    }

    /**
     * After a wait gave up: completes, with {@link ResultCode#CORE_HALTED}, the future, query or snapshot of every
     * slot published and not reported. A stuck results stage that comes back later finds them completed.
     */
    private void abandonUnreported() {
        if (!timedOut()) {
            return;
        }
        final RingBuffer<CommandSlot> ring = wiring.ring();
        final long cursor = ring.getCursor();
        for (long s = wiring.completedSequence() + 1; s <= cursor; s++) {
            if (ring.isAvailable(s)) {
                abandon(ring.get(s));
            }
        }
    }

    private static void abandon(final CommandSlot slot) {
        final CompletableFuture<CommandResult> future = slot.future();
        if (future != null) {
            future.complete(new CommandResult(ResultCode.CORE_HALTED, slot.sequence(), slot.timestamp(), List.of(),
                    null));
        }
        final ShardQuery query = slot.query();
        if (query != null) {
            query.fail(new IllegalStateException(ResultCode.name(ResultCode.CORE_HALTED)
                    + ": the stop gave up before the query was answered"));
        }
        final SnapshotControl snapshot = slot.snapshot();
        if (snapshot != null) {
            snapshot.abandon();
        }
    }

    private boolean expired() {
        return System.nanoTime() - deadline >= 0;
    }

    private long remainingNanos() {
        return Math.max(0, deadline - System.nanoTime());
    }

    private void giveUp(final String waitingFor) {
        if (stuckOn != null) {
            return;
        }
        stuckOn = waitingFor;
        halt.halt("stop", -1, CommandType.NONE, new TimeoutException("stop timed out after "
                + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms waiting for " + waitingFor),
                wiring.completedSequence() + 1);
    }
}
