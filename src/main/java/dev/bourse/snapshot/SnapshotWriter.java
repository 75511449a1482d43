package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Takes snapshots into one root directory: {@link #capture} copies a consistent cut of the shards into memory (the
 * only part that needs the core quiescent), {@link #write} makes it durable ({@link SnapshotDescriptor}: LZ4
 * sections, manifest with CRC32C and lengths, temporary directory, fsyncs, atomic rename, fsync of the root).
 *
 * <p>Thread-safety: {@link #capture} must run while no thread changes the shards (a stopped core, or every shard
 * thread parked at the same sequence); {@link #write} may run on any one thread.
 */
public final class SnapshotWriter {
    private final Storage storage;
    private final Path root;

    /**
     * A writer on the local file system.
     *
     * @param root the directory holding the snapshots; created if missing
     */
    public SnapshotWriter(final Path root) {
        this(FileStorage.INSTANCE, root);
    }

    /**
     * @param storage where the snapshots live
     * @param root    the directory holding the snapshots; created if missing
     */
    public SnapshotWriter(final Storage storage, final Path root) {
        this.storage = storage;
        this.root = root;
    }

    /**
     * Prepares the capture code for a core's first snapshot without delaying the core's start: on a daemon thread,
     * once per JVM, loads and initialises the serialization classes (Chronicle Bytes' and Wire's first use costs
     * hundreds of milliseconds of class loading) and runs the incremental capture on a small synthetic state so the
     * JIT compiles it ({@link CaptureWarmUp}). Returns at once.
     */
    public static void warmUpInBackground() {
        CaptureWarmUp.startOnce();
    }

    /**
     * Waits for {@link #warmUpInBackground()} to end, so that a capture's steps run compiled code; returns at once
     * when it was not started or has ended.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public static void awaitWarmUp() throws InterruptedException {
        CaptureWarmUp.await();
    }

    /** The class loading part of the warm-up, run first on the warm-up thread. */
    static void loadClasses() {
        final SectionOutput section = new SectionOutput(SnapshotDescriptor.SECTION_TOTALS, 64);
        RiskCodec.totalsHeader(section, 1);
        section.end(0);
        SectionInput.open(SnapshotDescriptor.TOTALS, section.compress(), SnapshotDescriptor.SECTION_TOTALS).finish();
    }

    /**
     * Copies the state of all shards, layout-independently: books per symbol, users per uid.
     *
     * @param sequence  the last command sequence every shard has applied, &gt;= 0
     * @param timestamp that command's timestamp, ns
     * @param specs     every symbol specification of the core, current versions
     * @param matching  all matching shards of the core
     * @param risk      all risk shards of the core, in shard order
     * @return the captured cut
     */
    public static CapturedSnapshot capture(final long sequence, final long timestamp, final List<SymbolSpec> specs,
            final MatchingShard[] matching, final RiskShard[] risk) {
        if (sequence < 0) {
            throw new IllegalArgumentException("sequence: must be >= 0 (was " + sequence + ")");
        }
        final long start = System.nanoTime();
        final List<String> names = new ArrayList<>();
        final List<SectionOutput> sections = new ArrayList<>();
        final List<SymbolSpec> sorted = new ArrayList<>(specs);
        sorted.sort(Comparator.comparingInt(SymbolSpec::symbolId));
        names.add(SnapshotDescriptor.SPECS);
        sections.add(SpecCodec.write(sorted));
        for (final MatchingShard shard : matching) {
            shard.forEachBook((symbol, book) -> {
                names.add(SnapshotDescriptor.BOOK_PREFIX + symbol);
                sections.add(BookCodec.write(symbol, book));
            });
        }
        names.add(SnapshotDescriptor.USERS);
        sections.add(RiskCodec.writeUsers(risk));
        names.add(SnapshotDescriptor.ORDERS);
        sections.add(RiskCodec.writeOrders(risk));
        names.add(SnapshotDescriptor.TOTALS);
        sections.add(RiskCodec.writeTotals(risk));
        return new CapturedSnapshot(sequence, timestamp, risk.length, matching.length, names, sections,
                System.nanoTime() - start);
    }

    /**
     * Writes a captured cut durably as {@code snapshot-<sequence>} under the root.
     *
     * @param cut a capture
     * @return where it went, sizes and time
     * @throws UncheckedIOException if the disk refuses (the temporary directory may be left; the next write or the
     *     retention removes it, and a loader never reads it)
     */
    public WrittenSnapshot write(final CapturedSnapshot cut) {
        final long start = System.nanoTime();
        try {
            storage.createDirectories(root);
            final Path target = root.resolve(SnapshotDescriptor.directoryName(cut.sequence()));
            if (storage.isDirectory(target)) {
                final SnapshotManifest existing = SnapshotManifest.parse(target.toString(),
                        storage.readAll(target.resolve(SnapshotDescriptor.MANIFEST)));
                return new WrittenSnapshot(target, existing, sizeOf(existing), 0, System.nanoTime() - start, true);
            }
            final Path temp = root.resolve(SnapshotDescriptor.directoryName(cut.sequence())
                    + SnapshotDescriptor.TEMP_SUFFIX);
            SnapshotRetention.deleteTree(storage, temp);
            storage.createDirectory(temp);
            final List<SnapshotManifest.Entry> entries = new ArrayList<>();
            final List<Path> written = new ArrayList<>(cut.names().size());
            for (int i = 0; i < cut.sections().size(); i++) {
                final SectionOutput.Compressed file = cut.sections().get(i).compressed();
                final Path path = temp.resolve(cut.names().get(i));
                write(path, file.file(), file.length(), false);
                written.add(path);
                entries.add(new SnapshotManifest.Entry(cut.names().get(i), file.length(),
                        SnapshotManifest.crc(file.file(), file.length())));
            }
            // Forced together once all are written, so that their forces share the file system's journal commits
            // (one force per file as it was written took 72 s for 100,000 books). Nothing is renamed into place
            // before every file is forced.
            ParallelForce.forceAll(storage, written);
            final SnapshotManifest manifest = new SnapshotManifest(SnapshotDescriptor.FORMAT_VERSION, cut.sequence(),
                    cut.timestamp(), cut.trades(), cut.riskShards(), cut.matchingShards(), entries);
            final byte[] manifestBytes = manifest.encode();
            write(temp.resolve(SnapshotDescriptor.MANIFEST), manifestBytes, manifestBytes.length, true);
            storage.forceDirectory(temp);
            storage.moveAtomically(temp, target);
            storage.forceDirectory(root);
            return new WrittenSnapshot(target, manifest, sizeOf(manifest) + manifestBytes.length, cut.bodyBytes(),
                    System.nanoTime() - start, false);
        } catch (final IOException e) {
            throw new UncheckedIOException("snapshot " + cut.sequence() + " under " + root + ": " + e.getMessage(), e);
        }
    }

    /**
     * Captures and writes in one call (for a stopped core or tools).
     *
     * @param sequence  last applied sequence
     * @param timestamp its timestamp, ns
     * @param specs     symbol specifications
     * @param matching  matching shards
     * @param risk      risk shards
     * @return the written snapshot
     */
    public WrittenSnapshot write(final long sequence, final long timestamp, final List<SymbolSpec> specs,
            final MatchingShard[] matching, final RiskShard[] risk) {
        return write(capture(sequence, timestamp, specs, matching, risk));
    }

    private static long sizeOf(final SnapshotManifest manifest) {
        long n = 0;
        for (final SnapshotManifest.Entry e : manifest.files()) {
            n += e.length();
        }
        return n;
    }

    private void write(final Path file, final byte[] bytes, final int length, final boolean force)
            throws IOException {
        try (StorageFile f = storage.create(file)) {
            f.write(ByteBuffer.wrap(bytes, 0, length), 0);
            if (force) {
                f.force(true);
            }
        }
    }
}
