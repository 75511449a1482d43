package dev.bourse.core;

import dev.bourse.command.CommandSlot;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.journal.Journal;
import dev.bourse.matching.MatchingShard;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.sequencer.CommandSequencer;
import dev.bourse.snapshot.CapturedSnapshot;
import dev.bourse.snapshot.DirectorySnapshotStore;
import dev.bourse.snapshot.LoadedSnapshot;
import dev.bourse.snapshot.SnapshotException;
import dev.bourse.snapshot.SnapshotManifest;
import dev.bourse.snapshot.SnapshotStore;
import dev.bourse.snapshot.SnapshotTaker;
import dev.bourse.snapshot.SnapshotWriter;
import dev.bourse.snapshot.WrittenSnapshot;
import dev.bourse.storage.FileStorage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A core's recovery at its first start: loads the newest valid snapshot into the fresh shards (or finds that every
 * snapshot is corrupt, so the journal must replace them from sequence 1), then replays the journal after the
 * snapshot's sequence through the ring, flagged as replay; collects the warnings of the snapshot loader and the
 * journal in order, words a refusal, and keeps what was recovered (for the report, the continuation of numbering and
 * a point-in-time snapshot of the recovered state).
 *
 * <p>Thread-safety: the thread starting (or, for {@link #writeRecoveredSnapshot}, stopping) the core.
 */
final class Recovery {
    private final ExchangeConfig config;
    private final PipelineWiring wiring;
    private final RingPublisher publisher;
    /** Null when the core replays nothing: no journal, or an external log that replays itself. */
    private final Journal journal;
    private final CommandSequencer sequencer;
    /** Null unless the core can restore and write snapshots (a {@link RiskEngine}). */
    private final RiskEngine engine;
    /** Where the first start restores from; null for nowhere. */
    private final SnapshotStore store;
    private final List<String> warnings = new ArrayList<>();
    private long limit = Long.MAX_VALUE;
    private boolean done;
    private long recoveredSequence;
    private long recoveredTimestamp;
    private RecoveryReport report;
    private long snapshotSequence;
    private long snapshotTimestamp;
    private long snapshotTrades;
    private Path snapshotDirectory;
    private long snapshotNanos;
    private long requiredLastSequence;
    /** Why no snapshot could be used although some exist; null when one was restored or none exists. */
    private String snapshotFailure;
    private long replayed;

    /**
     * @param config    the configuration: journalling, snapshot directory
     * @param wiring    the pipeline, whose fresh shards a snapshot is restored into
     * @param publisher claims and publishes the replayed commands
     * @param sequencer the core's sequencer: its journal is what recovery replays (none for an external log)
     * @param engine    the risk engine to restore into and write from, or null when the core has none
     * @param store     where the first start restores from; null for the default: the snapshot directory in the
     *                  journal's directory when the sequencer has a journal and the core a risk engine
     */
    Recovery(final ExchangeConfig config, final PipelineWiring wiring, final RingPublisher publisher,
            final CommandSequencer sequencer, final RiskEngine engine, final SnapshotStore store) {
        this.config = config;
        this.wiring = wiring;
        this.publisher = publisher;
        this.journal = sequencer.journal();
        this.sequencer = sequencer;
        this.engine = engine;
        this.store = store != null || engine == null || journal == null ? store
                : new DirectorySnapshotStore(journal.storage(), SnapshotTaker.directory(config));
    }

    /** @return the sequences of the snapshots the store holds, newest first; empty with no store */
    List<Long> storedSnapshots() {
        return store == null ? List.of() : store.sequences();
    }

    /**
     * Point-in-time recovery: use only snapshots at or before {@code maxSequence}.
     *
     * @param maxSequence the newest sequence to recover, &gt;= 0
     */
    void limit(final long maxSequence) {
        limit = maxSequence;
    }

    /**
     * @return whether the recovery is still to run: there is a journal to replay or a store to restore from, and
     *     the core has not recovered yet
     */
    boolean pending() {
        return (journal != null || store != null) && !done;
    }

    /**
     * Before the pipeline threads start: loads the newest valid snapshot, if the core takes snapshots, and lets
     * numbering and trade ids continue after it.
     *
     * @return the snapshot's sequence, 0 when none was restored
     */
    long restoreSnapshot() {
        if (engine == null || store == null) {
            return 0;
        }
        final long sequence = loadSnapshot(store, books(), engine, limit);
        if (sequence > 0) {
            recoveredSequence = sequence;
            recoveredTimestamp = snapshotTimestamp;
            wiring.resumeAfter(sequence, snapshotTimestamp, snapshotTrades);
        }
        return sequence;
    }

    /**
     * With the pipeline running and before commands are accepted: replays the journal after {@code afterSequence}.
     *
     * @param afterSequence the restored snapshot's sequence, or 0
     * @throws IOException when the journal cannot be recovered (see {@link #refusal})
     */
    void replayJournal(final long afterSequence) throws IOException {
        done = true;
        if (journal == null) {
            report = report(recoveredSequence, 0);
            return;
        }
        final long start = System.nanoTime();
        journal.recover(afterSequence, sink(new ReplayPublisher()));
        report = report(recoveredSequence, System.nanoTime() - start);
    }

    /** @return the report of the recovery, or null before it ran */
    RecoveryReport report() {
        return report;
    }

    /** @return the sequence the state was recovered to, 0 when nothing was recovered */
    long recoveredSequence() {
        return recoveredSequence;
    }

    /**
     * Writes the recovered state as a snapshot at {@link #recoveredSequence()} under {@code root}.
     *
     * @param root the snapshot directory to write into
     * @return the written snapshot
     * @throws IllegalStateException when nothing was recovered or the core has no {@link RiskEngine}
     */
    WrittenSnapshot writeRecoveredSnapshot(final Path root) {
        if (recoveredSequence <= 0 || engine == null) {
            throw new IllegalStateException("writeRecoveredSnapshot: needs a stopped core with a RiskEngine that "
                    + "recovered something");
        }
        return new SnapshotWriter(journal == null ? FileStorage.INSTANCE : journal.storage(), root).write(
                recoveredSequence, recoveredTimestamp, engine.specs(), books(), engine.shards());
    }

    /**
     * Waits until every published command was reported, then captures the state from this thread and writes it
     * into {@code target} at the last command's sequence and timestamp. Only while no other thread publishes.
     *
     * @param target  the store
     * @param timeout how long the commands in the ring may take to be reported
     * @param halt    the core's halt, named when the wait gives up
     * @return the written snapshot
     * @throws IllegalStateException when the core has no {@link RiskEngine} or the wait gives up
     */
    WrittenSnapshot writeSnapshot(final SnapshotStore target, final Duration timeout, final CoreHalt halt) {
        if (engine == null) {
            throw new IllegalStateException("writeSnapshot: needs a core with the real risk engine");
        }
        final long deadline = System.nanoTime() + timeout.toNanos();
        while (wiring.completedSequence() < wiring.ring().getCursor()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("writeSnapshot: commands still unreported after "
                        + timeout.toMillis() + " ms" + (halt.isHalted() ? ": " + halt.reason() : ""));
            }
            Thread.onSpinWait();
        }
        final CapturedSnapshot cut = SnapshotWriter.capture(sequencer.lastSequence(), sequencer.lastTimestamp(),
                engine.specs(), books(), engine.shards());
        cut.trades(wiring.tradesReported());
        return target.write(cut);
    }

    /** @return the matching shards' books, to restore into or write from while no stage runs */
    private MatchingShard[] books() {
        final MatchingShard[] books = new MatchingShard[wiring.matchingShards()];
        for (int j = 0; j < books.length; j++) {
            books[j] = wiring.matchingShard(j);
        }
        return books;
    }

    /** Publishes recovered commands into the ring, flagged as replay. One recovering thread. */
    private final class ReplayPublisher implements Journal.ReplaySink {
        private long claimed;

        @Override
        public CommandSlot claim() {
            claimed = publisher.claimInternal();
            final CommandSlot slot = publisher.slot(claimed);
            slot.setReplay(true);
            return slot;
        }

        @Override
        public void publish() {
            final CommandSlot slot = publisher.slot(claimed);
            recoveredSequence = slot.sequence();
            recoveredTimestamp = slot.timestamp();
            publisher.publish(claimed);
        }
    }

    /**
     * Restores the newest valid snapshot at or before {@code limit} into fresh shards. When a newer one had to be
     * skipped, the state had reached its sequence, so the journal must reach it too; when none is valid, nothing is
     * restored and the journal must hold everything from sequence 1 to the newest of them.
     *
     * @return the sequence restored, 0 when none
     * @throws IllegalStateException when restoring a checked snapshot fails
     */
    private long loadSnapshot(final SnapshotStore root, final MatchingShard[] books, final RiskEngine engine,
            final long limit) {
        final long start = System.nanoTime();
        final LoadedSnapshot loaded;
        final List<Long> sequences;
        try {
            sequences = root.sequences();
            loaded = root.tryLoadNewest(books, engine.shards(), limit);
        } catch (final SnapshotException | UncheckedIOException e) {
            throw new IllegalStateException("snapshot recovery failed, the core refuses to start: " + e.getMessage()
                    + (e.getCause() == null ? "" : " (" + e.getCause().getMessage() + ")"), e);
        }
        snapshotNanos = System.nanoTime() - start;
        if (loaded == null) {
            return 0;
        }
        for (final String skipped : loaded.skipped()) {
            warnings.add("snapshot skipped: " + skipped);
        }
        final long restored = loaded.restored() ? loaded.manifest().sequence() : 0;
        for (final long sequence : sequences) {
            if (sequence <= limit && sequence > restored) {
                requiredLastSequence = Math.max(requiredLastSequence, sequence);
            }
        }
        if (requiredLastSequence > 0) {
            snapshotFailure = (restored > 0 ? "snapshot " + restored + " is the newest valid one under " + root
                    : "no valid snapshot under " + root) + " (" + String.join("; ", loaded.skipped()) + ")";
        }
        if (!loaded.restored() && journal == null) {
            throw new IllegalStateException("snapshot recovery failed, the core refuses to start: no valid snapshot in "
                    + root + " (" + String.join("; ", loaded.skipped()) + ")");
        }
        if (!loaded.restored()) {
            warnings.add("no valid snapshot under " + root + ": recovering from the journal alone, which must hold "
                    + "every command from sequence 1 to at least " + requiredLastSequence);
            return 0;
        }
        engine.registerSpecs(loaded.specs());
        final SnapshotManifest manifest = loaded.manifest();
        snapshotSequence = manifest.sequence();
        snapshotTimestamp = manifest.timestamp();
        snapshotTrades = manifest.trades();
        snapshotDirectory = loaded.directory();
        return snapshotSequence;
    }

    /**
     * @param publisher claims and publishes replay slots into the core's ring
     * @return the sink handed to the journal: the publisher's slots, counted, with warnings and the required
     *     sequence going to this recovery
     */
    private Journal.ReplaySink sink(final Journal.ReplaySink publisher) {
        return new Journal.ReplaySink() {
            @Override
            public CommandSlot claim() {
                return publisher.claim();
            }

            @Override
            public void publish() {
                replayed++;
                publisher.publish();
            }

            @Override
            public void warn(final String message) {
                warnings.add(message);
            }

            @Override
            public long requiredLastSequence() {
                return requiredLastSequence;
            }
        };
    }

    /**
     * @param e why the journal could not be recovered
     * @return the refusal: the journal's reason, and the snapshots' when the journal was to replace them
     */
    IllegalStateException refusal(final IOException e) {
        if (snapshotFailure != null) {
            return new IllegalStateException("recovery failed, the core refuses to start: " + snapshotFailure
                    + ", and the journal cannot replace what was skipped: " + e.getMessage(), e);
        }
        return new IllegalStateException("journal recovery failed, the core refuses to start: " + e.getMessage(), e);
    }

    /**
     * @param lastSequence the sequence the state was recovered to
     * @param journalNanos time spent on the journal, ns
     * @return the report
     */
    private RecoveryReport report(final long lastSequence, final long journalNanos) {
        return new RecoveryReport(snapshotSequence, snapshotDirectory, snapshotNanos, lastSequence, replayed,
                journalNanos, warnings);
    }
}
