package dev.bourse.snapshot;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.SegmentRetention;
import dev.bourse.storage.Storage;
import org.agrona.ErrorHandler;
import dev.bourse.command.SnapshotControl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Drives each incremental capture to its end and writes it, off the engine threads. A cut handed over by the results
 * stage has only begun on the shards; the background thread publishes {@link
 * dev.bourse.command.CommandType#SNAPSHOT_STEP} commands into the ring, one at a time (each waits for the previous one
 * to be reported, so steps never crowd out the commands between them), until every shard's part is complete, or aborts
 * the capture on every shard if one failed. Steps go through the ring in every layout, so INLINE (no engine thread: the
 * publishing thread runs the stages) and an idle core capture the same way. A cut that reaches a shard whose previous
 * capture is still in progress first completes that capture on the spot (a stall proportional to what was left, only
 * when snapshots are requested faster than they are captured), so no snapshot is refused or skipped and the periodic
 * schedule stays deterministic; this thread then finds the previous capture complete and writes it before driving the
 * next.
 *
 * <p>Then it assembles the cut, writes it
 * ({@link SnapshotWriter}: temporary directory, fsyncs, rename, directory fsync), then applies retention (keep the
 * newest {@code snapshot.retain} valid snapshots, delete journal segments whose commands are all at or before the
 * oldest kept one) and completes the caller's future. Snapshots are written one at a time, in sequence order.
 *
 * <p>Snapshots live in {@link #directory(ExchangeConfig)}: {@code <journal.dir>/snapshots}, on the journal's
 * {@link Storage}. Starting the taker starts the JVM's capture warm-up in the background
 * ({@link SnapshotWriter#warmUpInBackground()}); the first capture waits for it before its steps, a core's start never
 * does. Nothing is printed: the last snapshot's figures are {@link #last()}.
 *
 * <p>Failure policy: a failed capture or write is counted by the core's error handler, reported as
 * {@link ResultCode#SNAPSHOT_FAILED} to an explicit caller, and otherwise ignored: the journal still holds
 * everything, and the previous snapshots are untouched.
 *
 * <p>Thread-safety: {@link #submit} from the results thread; {@link #start}, {@link #drain} from the controlling
 * thread; {@link #last()} from any.
 */
public final class SnapshotTaker {
    private final Storage storage;
    private final Path root;
    private final Path journalDir;
    private final int retain;
    private final int riskShards;
    private final int matchingShards;
    private final SnapshotWriter writer;
    private final ErrorHandler errors;
    /** One-thread engines step one shard per step ({@link SnapshotStep}). */
    private final boolean exclusiveSteps;
    private volatile int stepRecords = DEFAULT_STEP_RECORDS;
    private volatile StepPublisher publisher;
    private volatile ExecutorService executor;
    private volatile SnapshotReport last;

    /**
     * Risk records each risk shard, and book orders each matching shard, exports per step: a few hundred
     * microseconds of encoding or copying.
     */
    static final int DEFAULT_STEP_RECORDS = 2048;

    /** Publishes a step command into the core's ring (bypassing the stop flag, so a stopping core can finish). */
    @FunctionalInterface
    public interface StepPublisher {
        /**
         * Publishes one {@link dev.bourse.command.CommandType#SNAPSHOT_STEP} carrying {@code step}; the results stage
         * tells the step when it is reported ({@link SnapshotControl#reported}).
         *
         * @param step the step
         */
        void publish(SnapshotControl step);
    }

    /**
     * @param config  the configuration: journal directory, retention, shard counts, thread layout
     * @param errors  where a failed capture or write is counted
     * @param storage the journal's storage, which the snapshots share
     */
    public SnapshotTaker(final ExchangeConfig config, final ErrorHandler errors, final Storage storage) {
        this.storage = storage;
        this.root = directory(config);
        this.journalDir = config.journalDir();
        this.retain = config.snapshotRetain();
        this.riskShards = config.riskShards();
        this.matchingShards = config.matchingShards();
        this.writer = new SnapshotWriter(storage, root);
        this.errors = errors;
        this.exclusiveSteps = config.threadLayout() != ThreadLayout.PIPELINED;
    }

    /**
     * Tests: records per risk shard per step.
     *
     * @param records &gt; 0
     */
    public void stepRecords(final int records) {
        stepRecords = records;
    }

    /**
     * @param config a configuration
     * @return where its snapshots live: the {@code snapshots} directory inside the journal directory
     */
    public static Path directory(final ExchangeConfig config) {
        return config.journalDir().resolve("snapshots");
    }

    int riskShards() {
        return riskShards;
    }

    int matchingShards() {
        return matchingShards;
    }

    /** @return the latest snapshot written by this core, or null */
    public SnapshotReport last() {
        return last;
    }

    /**
     * Starts the writing thread (before the pipeline threads start).
     *
     * @param steps   publishes the capture steps into the core's ring
     * @param threads makes the writing thread, which is then named {@code bourse-snapshot}
     */
    public void start(final StepPublisher steps, final ThreadFactory threads) {
        SnapshotWriter.warmUpInBackground();
        publisher = steps;
        if (executor == null) {
            executor = Executors.newSingleThreadExecutor(r -> {
                final Thread t = threads.newThread(r);
                t.setName("bourse-snapshot");
                return t;
            });
        }
    }

    /**
     * Waits until every snapshot handed over so far has been captured and written (its steps need the pipeline
     * running), or the timeout passes.
     *
     * @param timeoutNanos how long to wait at most, ns
     * @return true when every snapshot handed over is done
     * @throws InterruptedException when interrupted while waiting
     */
    public boolean awaitIdle(final long timeoutNanos) throws InterruptedException {
        final ExecutorService e = executor;
        if (e == null) {
            return true;
        }
        try {
            e.submit(() -> { }).get(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS);
            return true;
        } catch (final ExecutionException ignored) {
            // an empty task cannot fail
            return true;
        } catch (final TimeoutException late) {
            return false;
        }
    }

    /**
     * Finishes every queued snapshot and stops the writing thread (after the pipeline drained); past the timeout,
     * interrupts the write in progress (a snapshot is renamed into place only when whole, so none is left half
     * written) and drops the queued ones.
     *
     * @param timeoutNanos how long to wait at most, ns
     * @return true when every queued snapshot was finished
     * @throws InterruptedException when interrupted while waiting
     */
    public boolean drain(final long timeoutNanos) throws InterruptedException {
        final ExecutorService e = executor;
        if (e == null) {
            return true;
        }
        executor = null;
        e.shutdown();
        if (e.awaitTermination(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS)) {
            return true;
        }
        e.shutdownNow();
        return false;
    }

    /**
     * @param future completed after the write with the cut's sequence (SUCCESS) or the reason it was not taken
     * @return the request of an explicit snapshot, to put on a {@link dev.bourse.command.CommandType#SNAPSHOT} command
     */
    public SnapshotControl request(final CompletableFuture<CommandResult> future) {
        return new SnapshotRequest(this, future);
    }

    /** @return the request of a periodic snapshot, which grouping puts on the command that makes one due */
    public SnapshotControl periodic() {
        return new SnapshotRequest(this, null);
    }

    void submit(final SnapshotRequest request, final int resultCode, final long trades) {
        final ExecutorService e = executor;
        try {
            if (e != null) {
                e.execute(() -> write(request, resultCode, trades));
                return;
            }
        } catch (final RejectedExecutionException stopped) {
            errors.onError(stopped);
        }
        // A stop that gave up on a stuck pipeline shut the writer down before this cut reached the results.
        complete(request, ResultCode.SNAPSHOT_FAILED);
    }

    private void write(final SnapshotRequest request, final int resultCode, final long trades) {
        try {
            SnapshotWriter.awaitWarmUp();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        final SnapshotCut cut = request.cut();
        if (cut == null) {
            // The core halted before grouping numbered the command: nothing was cut.
            complete(request, resultCode == ResultCode.SUCCESS ? ResultCode.SNAPSHOT_FAILED : resultCode);
            return;
        }
        final boolean explicit = request.future() != null;
        final int steps = drive(cut, resultCode == ResultCode.JOURNAL_FAILED || resultCode == ResultCode.CORE_HALTED
                || (explicit && resultCode != ResultCode.SUCCESS));
        if (steps < 0 || !cut.isComplete()) {
            errors.onError(new IllegalStateException("snapshot " + cut.sequence() + " not taken: command result "
                    + ResultCode.name(resultCode) + (cut.failure() == null ? "" : ", " + cut.failure())));
            complete(request, ResultCode.SNAPSHOT_FAILED);
            return;
        }
        try {
            final long start = System.nanoTime();
            final CapturedSnapshot captured = cut.assemble();
            captured.trades(trades);
            final WrittenSnapshot written = writer.write(captured);
            final long writeNanos = System.nanoTime() - start;
            final SnapshotRetention.Result kept = SnapshotRetention.keepNewest(storage, root, retain);
            final List<Path> segments = SegmentRetention.deleteCovered(storage, journalDir,
                    kept.oldestKeptSequence());
            final SnapshotReport report = new SnapshotReport(cut.sequence(), cut.timestamp(), cut.maxStallNanos(),
                    cut.captureNanos(), steps, writeNanos, written.fileBytes(), written.bodyBytes(),
                    written.directory(), kept.deleted().size(), segments.size());
            last = report;
            complete(request, ResultCode.SUCCESS);
        } catch (final IOException | UncheckedIOException | IllegalStateException e) {
            errors.onError(e);
            complete(request, ResultCode.SNAPSHOT_FAILED);
        }
    }

    /**
     * Steps the capture until every shard's part is complete, or aborts it on every shard when one failed (or
     * {@code abort}: the cut's command was not acknowledged).
     *
     * @return steps published, or -1 when the capture was aborted
     */
    private int drive(final SnapshotCut cut, final boolean abort) {
        int steps = 0;
        boolean failed = abort;
        while (!failed && !cut.isComplete()) {
            if (cut.failure() != null || !await(publish(new SnapshotStep(cut, false, exclusiveSteps,
                    stepRecords)))) {
                failed = true;
            } else {
                steps++;
            }
        }
        if (failed) {
            await(publish(new SnapshotStep(cut, true, exclusiveSteps, stepRecords)));
            return -1;
        }
        return steps;
    }

    private CompletableFuture<Void> publish(final SnapshotStep step) {
        publisher.publish(step);
        return step.done();
    }

    /** Waits for a step to be reported; false when the core stopped under it or the wait was interrupted. */
    private boolean await(final CompletableFuture<Void> done) {
        while (true) {
            try {
                done.get(1, TimeUnit.SECONDS);
                return true;
            } catch (final TimeoutException e) {
                if (executor == null) {
                    return false;
                }
            } catch (final ExecutionException e) {
                errors.onError(e);
                return false;
            } catch (final InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    private static void complete(final SnapshotRequest request, final int code) {
        if (request.future() != null) {
            request.future().complete(new CommandResult(code, request.sequence(), request.timestamp(), List.of(),
                    null));
        }
    }
}
