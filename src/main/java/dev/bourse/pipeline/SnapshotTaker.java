package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.journal.SegmentRetention;
import dev.bourse.snapshot.CapturedSnapshot;
import dev.bourse.snapshot.SnapshotCut;
import dev.bourse.snapshot.SnapshotRetention;
import dev.bourse.snapshot.SnapshotWriter;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Writes the cuts the shards captured, off the engine threads: one background thread assembles each cut, writes it
 * ({@link SnapshotWriter}: temporary directory, fsyncs, rename, directory fsync), then applies retention (keep the
 * newest {@code snapshot.retain} valid snapshots, delete journal segments whose commands are all at or before the
 * oldest kept one) and completes the caller's future. Snapshots are written one at a time, in sequence order.
 *
 * <p>Snapshots live in {@link #directory(ExchangeConfig)}: {@code <journal.dir>/snapshots}.
 *
 * <p>Failure policy: a failed capture or write is counted in the core's {@link StageErrors}, reported as
 * {@link ResultCode#SNAPSHOT_FAILED} to an explicit caller, and otherwise ignored: the journal still holds
 * everything, and the previous snapshots are untouched.
 *
 * <p>Thread-safety: {@link #submit} from the results thread; {@link #start}, {@link #drain} from the controlling
 * thread; {@link #last()} from any.
 */
final class SnapshotTaker {
    private final Path root;
    private final Path journalDir;
    private final int retain;
    private final int riskShards;
    private final int matchingShards;
    private final SnapshotWriter writer;
    private final StageErrors errors;
    private volatile ExecutorService executor;
    private volatile SnapshotReport last;

    SnapshotTaker(final ExchangeConfig config, final StageErrors errors) {
        this.root = directory(config);
        this.journalDir = config.journalDir();
        this.retain = config.snapshotRetain();
        this.riskShards = config.riskShards();
        this.matchingShards = config.matchingShards();
        this.writer = new SnapshotWriter(root);
        this.errors = errors;
        SnapshotWriter.warmUp();
    }

    /**
     * @param config a configuration
     * @return where its snapshots live: the {@code snapshots} directory inside the journal directory
     */
    static Path directory(final ExchangeConfig config) {
        return config.journalDir().resolve("snapshots");
    }

    int riskShards() {
        return riskShards;
    }

    int matchingShards() {
        return matchingShards;
    }

    /** @return the latest snapshot written by this core, or null */
    SnapshotReport last() {
        return last;
    }

    /** Starts the writing thread (before the pipeline threads start). */
    void start() {
        if (executor == null) {
            executor = Executors.newSingleThreadExecutor(r -> {
                final Thread t = new Thread(r, "bourse-snapshot");
                t.setDaemon(true);
                return t;
            });
        }
    }

    /**
     * Finishes every queued snapshot and stops the writing thread (after the pipeline drained).
     *
     * @throws InterruptedException when interrupted while waiting
     */
    void drain() throws InterruptedException {
        final ExecutorService e = executor;
        if (e != null) {
            executor = null;
            e.shutdown();
            while (!e.awaitTermination(1, TimeUnit.SECONDS)) {
                Thread.onSpinWait();
            }
        }
    }

    void submit(final SnapshotRequest request, final int resultCode, final long trades) {
        executor.execute(() -> write(request, resultCode, trades));
    }

    private void write(final SnapshotRequest request, final int resultCode, final long trades) {
        final SnapshotCut cut = request.cut();
        final boolean explicit = request.future() != null;
        if (resultCode == ResultCode.JOURNAL_FAILED || (explicit && resultCode != ResultCode.SUCCESS)
                || !cut.isComplete()) {
            errors.record(new IllegalStateException("snapshot " + cut.sequence() + " not taken: command result "
                    + ResultCode.name(resultCode) + (cut.isComplete() ? "" : ", a shard did not capture")));
            complete(request, ResultCode.SNAPSHOT_FAILED);
            return;
        }
        try {
            final long start = System.nanoTime();
            final CapturedSnapshot captured = cut.assemble();
            captured.trades(trades);
            final WrittenSnapshot written = writer.write(captured);
            final long writeNanos = System.nanoTime() - start;
            final SnapshotRetention.Result kept = SnapshotRetention.keepNewest(root, retain);
            final List<Path> segments = SegmentRetention.deleteCovered(journalDir, kept.oldestKeptSequence());
            final SnapshotReport report = new SnapshotReport(cut.sequence(), cut.timestamp(), cut.maxPauseNanos(),
                    cut.captureSpanNanos(), writeNanos, written.fileBytes(), written.bodyBytes(), written.directory(),
                    kept.deleted().size(), segments.size());
            last = report;
            System.out.println(report.describe());
            complete(request, ResultCode.SUCCESS);
        } catch (final IOException | UncheckedIOException | IllegalStateException e) {
            errors.record(e);
            complete(request, ResultCode.SNAPSHOT_FAILED);
        }
    }

    private static void complete(final SnapshotRequest request, final int code) {
        if (request.future() != null) {
            request.future().complete(new CommandResult(code, request.cut().sequence(), request.cut().timestamp(),
                    List.of(), null));
        }
    }
}
