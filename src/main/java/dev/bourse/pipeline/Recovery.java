package dev.bourse.pipeline;

import dev.bourse.matching.MatchingShard;
import dev.bourse.snapshot.LoadedSnapshot;
import dev.bourse.snapshot.SnapshotException;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.snapshot.SnapshotManifest;
import dev.bourse.storage.Storage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One start's recovery bookkeeping: loads the newest valid snapshot (or finds that every snapshot is corrupt, so the
 * journal must replace them from sequence 1), collects the warnings of the snapshot loader and the journal in order,
 * and words a refusal. The core drives it: snapshot first, then the journal after the snapshot's sequence.
 *
 * <p>Thread-safety: the thread starting the core.
 */
final class Recovery {
    private final List<String> warnings = new ArrayList<>();
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
     * Restores the newest valid snapshot at or before {@code limit} into fresh shards. When a newer one had to be
     * skipped, the state had reached its sequence, so the journal must reach it too; when none is valid, nothing is
     * restored and the journal must hold everything from sequence 1 to the newest of them.
     *
     * @return the sequence restored, 0 when none
     * @throws IllegalStateException when restoring a checked snapshot fails
     */
    long loadSnapshot(final Storage storage, final Path root, final MatchingShard[] books, final RiskEngine engine,
            final long limit) {
        final long start = System.nanoTime();
        final SnapshotLoader loader = new SnapshotLoader(storage, root);
        final LoadedSnapshot loaded;
        final List<Long> sequences;
        try {
            sequences = loader.sequences();
            loaded = loader.tryLoadNewest(books, engine.shards(), limit);
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

    long snapshotTimestamp() {
        return snapshotTimestamp;
    }

    long snapshotTrades() {
        return snapshotTrades;
    }

    /**
     * @param publisher claims and publishes replay slots into the core's ring
     * @return the sink handed to the journal: the publisher's slots, counted, with warnings and the required
     *     sequence going to this recovery
     */
    Journal.ReplaySink sink(final Journal.ReplaySink publisher) {
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
    RecoveryReport report(final long lastSequence, final long journalNanos) {
        return new RecoveryReport(snapshotSequence, snapshotDirectory, snapshotNanos, lastSequence, replayed,
                journalNanos, warnings);
    }
}
