package dev.bourse.snapshot;

import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import java.nio.file.Path;
import java.util.List;

/**
 * The snapshot store of a local core: one directory per snapshot under a root ({@code snapshot-<sequence>}, drawn
 * in {@link SnapshotDescriptor}), written by {@link SnapshotWriter} (temporary directory, fsyncs, atomic rename) and
 * read by {@link SnapshotLoader} (the newest valid one; corrupt ones are skipped with a reason).
 *
 * <p>Thread-safety: one thread at a time.
 */
public final class DirectorySnapshotStore implements SnapshotStore {
    private final Path root;
    private final SnapshotWriter writer;
    private final SnapshotLoader loader;

    /**
     * A store on the local file system.
     *
     * @param root the directory holding the snapshots; created on the first write
     */
    public DirectorySnapshotStore(final Path root) {
        this(FileStorage.INSTANCE, root);
    }

    /**
     * @param storage where the snapshots live (the disk, or a simulation in tests)
     * @param root    the directory holding the snapshots; created on the first write
     */
    public DirectorySnapshotStore(final Storage storage, final Path root) {
        this.root = root;
        this.writer = new SnapshotWriter(storage, root);
        this.loader = new SnapshotLoader(storage, root);
    }

    /** @return the directory holding the snapshots */
    public Path root() {
        return root;
    }

    @Override
    public WrittenSnapshot write(final CapturedSnapshot cut) {
        return writer.write(cut);
    }

    @Override
    public List<Long> sequences() {
        return loader.sequences();
    }

    @Override
    public LoadedSnapshot tryLoadNewest(final MatchingShard[] matching, final RiskShard[] risk,
            final long maxSequence) {
        return loader.tryLoadNewest(matching, risk, maxSequence);
    }

    @Override
    public String toString() {
        return root.toString();
    }
}
