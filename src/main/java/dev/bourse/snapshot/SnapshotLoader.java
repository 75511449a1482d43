package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.RestorableOrderBook;
import dev.bourse.risk.RiskShard;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the newest valid snapshot under a root directory and restores it into fresh shards of any layout.
 *
 * <p>A snapshot is valid when its manifest parses and its own CRC32C matches, every listed file exists with the
 * listed length and CRC32C, and every section decompresses with its begin and end markers, type and record counts
 * in place. All of that is checked before anything is restored, so a corrupt snapshot never touches the shards; it
 * is skipped with a reason and the next older one is tried. {@code .tmp} directories (interrupted writes) are
 * ignored.
 *
 * <p>Routing on load: a book goes to matching shard {@code symbol & (matchingShards - 1)}, a user and its order
 * records to risk shard {@code uid & (riskShards - 1)}; ledger totals as described in {@code RiskSectionReader} (per
 * shard for the same risk layout, merged into shard 0 otherwise); specs and last prices to every risk shard.
 *
 * <p>Thread-safety: none; call before the shards' threads start.
 */
public final class SnapshotLoader {
    private final Storage storage;
    private final Path root;

    /**
     * A loader on the local file system.
     *
     * @param root the directory holding the snapshots (need not exist)
     */
    public SnapshotLoader(final Path root) {
        this(FileStorage.INSTANCE, root);
    }

    /**
     * @param storage where the snapshots live
     * @param root    the directory holding the snapshots (need not exist)
     */
    public SnapshotLoader(final Storage storage, final Path root) {
        this.storage = storage;
        this.root = root;
    }

    /**
     * @return the sequences of the (final-named) snapshot directories under the root, newest first; empty if the
     *     root does not exist
     */
    public List<Long> sequences() {
        final List<Long> seqs = new ArrayList<>();
        try {
            for (final Path p : storage.list(root)) {
                final long seq = SnapshotDescriptor.sequenceOf(p.getFileName().toString());
                if (seq >= 0 && storage.isDirectory(p)) {
                    seqs.add(seq);
                }
            }
        } catch (final IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        seqs.sort(Collections.reverseOrder());
        return seqs;
    }

    /**
     * Checks one snapshot completely, without restoring it.
     *
     * @param sequence its sequence
     * @return its manifest
     * @throws SnapshotException naming the file and the first problem
     */
    public SnapshotManifest verify(final long sequence) {
        return read(sequence).manifest;
    }

    /**
     * Restores the newest valid snapshot into fresh, empty shards.
     *
     * @param matching the new core's matching shards (count a power of two), with no symbols
     * @param risk     the new core's risk shards, in shard order, with no users
     * @return what was loaded, or null when the root holds no snapshot at all (a fresh start)
     * @throws SnapshotException when snapshots exist but none is valid: the message lists every snapshot tried with
     *     the file and reason that disqualified it; or when restoring a checked snapshot fails (a bug or an
     *     incompatible writer; the shards are then unusable)
     */
    public LoadedSnapshot loadNewest(final MatchingShard[] matching, final RiskShard[] risk) {
        return loadNewest(matching, risk, Long.MAX_VALUE);
    }

    /**
     * Restores the newest valid snapshot at or before a sequence (point-in-time recovery), as
     * {@link #loadNewest(MatchingShard[], RiskShard[])} does; newer snapshots are ignored, not reported as skipped.
     *
     * @param matching    the new core's matching shards
     * @param risk        the new core's risk shards
     * @param maxSequence the newest sequence acceptable
     * @return what was loaded, or null when no snapshot at or before {@code maxSequence} exists
     * @throws SnapshotException as {@link #loadNewest(MatchingShard[], RiskShard[])}
     */
    public LoadedSnapshot loadNewest(final MatchingShard[] matching, final RiskShard[] risk, final long maxSequence) {
        final LoadedSnapshot found = tryLoadNewest(matching, risk, maxSequence);
        if (found != null && !found.restored()) {
            throw new SnapshotException("no valid snapshot under " + root + ": " + String.join("; ", found.skipped()));
        }
        return found;
    }

    /**
     * As {@link #loadNewest(MatchingShard[], RiskShard[], long)}, except that when snapshots exist and none is
     * valid it returns a result that restored nothing ({@link LoadedSnapshot#restored()} false) and lists why each
     * was skipped, instead of throwing: the caller may still rebuild the state from a complete journal.
     *
     * @param matching    the new core's matching shards
     * @param risk        the new core's risk shards
     * @param maxSequence the newest sequence acceptable
     * @return what was loaded or why nothing was, or null when no snapshot at or before {@code maxSequence} exists
     * @throws SnapshotException when restoring a checked snapshot fails (a bug or an incompatible writer)
     */
    public LoadedSnapshot tryLoadNewest(final MatchingShard[] matching, final RiskShard[] risk,
            final long maxSequence) {
        if (Integer.bitCount(matching.length) != 1 || Integer.bitCount(risk.length) != 1) {
            throw new IllegalArgumentException("shard counts must be powers of two: " + matching.length + ", "
                    + risk.length);
        }
        final long start = System.nanoTime();
        final List<String> skipped = new ArrayList<>();
        for (final long seq : sequences()) {
            if (seq > maxSequence) {
                continue;
            }
            final Verified v;
            try {
                v = read(seq);
            } catch (final SnapshotException e) {
                skipped.add(e.getMessage());
                continue;
            }
            final List<SymbolSpec> specs = restoreChecked(v, matching, risk);
            return new LoadedSnapshot(v.directory, v.manifest, specs, skipped, System.nanoTime() - start);
        }
        if (skipped.isEmpty()) {
            return null;
        }
        return new LoadedSnapshot(null, null, List.of(), skipped, System.nanoTime() - start);
    }

    private Verified read(final long sequence) {
        final Path dir = root.resolve(SnapshotDescriptor.directoryName(sequence));
        final Verified v = verify(new SectionSource() {
            @Override
            public String label(final String name) {
                return dir.resolve(name).toString();
            }

            @Override
            public byte[] bytes(final String name) {
                return SnapshotLoader.this.bytes(dir.resolve(name));
            }
        }, sequence);
        return new Verified(dir, v.manifest, v.sections);
    }

    /**
     * Where a snapshot's files come from: a directory, or the entries of a stream ({@link StreamSnapshotStore}).
     */
    interface SectionSource {
        /**
         * @param name a file's name in the snapshot (the manifest's or a section's)
         * @return where it is, for messages
         */
        String label(String name);

        /**
         * @param name a file's name in the snapshot
         * @return its whole content
         * @throws SnapshotException when it is missing or unreadable
         */
        byte[] bytes(String name);
    }

    /**
     * Checks a snapshot completely, without restoring it: the manifest (its CRC32C), every listed file's length and
     * CRC32C, every section's frame and format version, and that the required sections are there.
     *
     * @param source   the snapshot's files
     * @param sequence the sequence it must have, or -1 for any
     * @return the checked snapshot (its directory null), ready for {@link #restoreChecked}
     * @throws SnapshotException naming the file and the first problem
     */
    static Verified verify(final SectionSource source, final long sequence) {
        final String manifestLabel = source.label(SnapshotDescriptor.MANIFEST);
        final SnapshotManifest manifest = SnapshotManifest.parse(manifestLabel,
                source.bytes(SnapshotDescriptor.MANIFEST));
        if (sequence >= 0 && manifest.sequence() != sequence) {
            throw new SnapshotException(manifestLabel + ": sequence " + manifest.sequence() + " in a directory named "
                    + sequence);
        }
        final Map<String, SectionInput> sections = new LinkedHashMap<>();
        for (final SnapshotManifest.Entry e : manifest.files()) {
            final String file = source.label(e.name());
            final byte[] content = source.bytes(e.name());
            if (content.length != e.length()) {
                throw new SnapshotException(file + ": " + content.length + " bytes, manifest says " + e.length());
            }
            if (SnapshotManifest.crc(content, content.length) != e.crc32c()) {
                throw new SnapshotException(file + ": CRC32C mismatch");
            }
            final SectionInput in = SectionInput.open(file, content, typeOf(file, e.name()));
            if (in.version() != manifest.formatVersion()) {
                throw new SnapshotException(file + ": format version " + in.version() + ", manifest says "
                        + manifest.formatVersion());
            }
            sections.put(e.name(), in);
        }
        for (final String required : new String[] {SnapshotDescriptor.SPECS, SnapshotDescriptor.USERS,
            SnapshotDescriptor.ORDERS, SnapshotDescriptor.TOTALS}) {
            if (!sections.containsKey(required)) {
                throw new SnapshotException(manifestLabel + ": section '" + required + "' missing");
            }
        }
        return new Verified(null, manifest, sections);
    }

    private static int typeOf(final String file, final String name) {
        switch (name) {
            case SnapshotDescriptor.SPECS:
                return SnapshotDescriptor.SECTION_SPECS;
            case SnapshotDescriptor.USERS:
                return SnapshotDescriptor.SECTION_USERS;
            case SnapshotDescriptor.ORDERS:
                return SnapshotDescriptor.SECTION_ORDERS;
            case SnapshotDescriptor.TOTALS:
                return SnapshotDescriptor.SECTION_TOTALS;
            default:
                if (name.startsWith(SnapshotDescriptor.BOOK_PREFIX)) {
                    return SnapshotDescriptor.SECTION_BOOK;
                }
                throw new SnapshotException(file + ": unknown section name");
        }
    }

    private byte[] bytes(final Path file) {
        try {
            return storage.readAll(file);
        } catch (final NoSuchFileException e) {
            throw new SnapshotException(file + ": missing", e);
        } catch (final IOException e) {
            throw new SnapshotException(file + ": unreadable (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Restores, turning any failure into the documented {@link SnapshotException}: records the checks let through
     * can still be unreadable to Chronicle Wire or contradict each other (an order of a user the users section
     * lacks), and the shards refuse them with their own exceptions.
     */
    static List<SymbolSpec> restoreChecked(final Verified v, final MatchingShard[] matching,
            final RiskShard[] risk) {
        try {
            return restore(v, matching, risk);
        } catch (final SnapshotException e) {
            throw e;
        } catch (final Exception e) {
            throw new SnapshotException((v.directory == null ? "snapshot " + v.manifest.sequence() : v.directory)
                    + ": restoring failed, the shards are unusable: " + e, e);
        }
    }

    private static List<SymbolSpec> restore(final Verified v, final MatchingShard[] matching,
            final RiskShard[] risk) {
        final boolean legacy = v.manifest.formatVersion() == LegacySectionReader.VERSION;
        final SectionInput specSection = v.sections.get(SnapshotDescriptor.SPECS);
        final List<SymbolSpec> specs = legacy ? LegacySectionReader.readSpecs(specSection)
                : SpecCodec.read(specSection);
        for (final RiskShard shard : risk) {
            for (final SymbolSpec spec : specs) {
                shard.updateSymbol(spec);
            }
        }
        final long mask = matching.length - 1;
        for (final Map.Entry<String, SectionInput> e : v.sections.entrySet()) {
            if (e.getKey().startsWith(SnapshotDescriptor.BOOK_PREFIX)) {
                final SectionInput in = e.getValue();
                final long symbol = legacy ? LegacySectionReader.readSymbol(in) : BookCodec.readSymbol(in);
                final MatchingShard shard = matching[(int) (symbol & mask)];
                shard.addSymbol(symbol);
                final RestorableOrderBook book = shard.restorableBook(symbol);
                if (legacy) {
                    LegacySectionReader.readBook(in, book);
                } else {
                    BookCodec.read(in, book);
                }
            }
        }
        final SectionInput users = v.sections.get(SnapshotDescriptor.USERS);
        final SectionInput orders = v.sections.get(SnapshotDescriptor.ORDERS);
        final SectionInput totals = v.sections.get(SnapshotDescriptor.TOTALS);
        if (legacy) {
            LegacySectionReader.readUsers(users, risk);
            LegacySectionReader.readOrders(orders, risk);
            LegacySectionReader.readTotals(totals, risk);
        } else {
            RiskSectionReader.readUsers(users, risk);
            RiskSectionReader.readOrders(orders, risk);
            RiskSectionReader.readTotals(totals, risk);
        }
        return specs;
    }

    /** A snapshot whose every check passed, with its opened sections. */
    static final class Verified {
        /** Null when it came from a stream. */
        private final Path directory;
        private final SnapshotManifest manifest;
        private final Map<String, SectionInput> sections;

        Verified(final Path directory, final SnapshotManifest manifest, final Map<String, SectionInput> sections) {
            this.directory = directory;
            this.manifest = manifest;
            this.sections = sections;
        }

        /** @return its manifest */
        SnapshotManifest manifest() {
            return manifest;
        }
    }
}
