package dev.bourse.snapshot;

import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.List;

/**
 * Where a core's snapshots go and come back from: a directory today ({@link DirectorySnapshotStore}, the files and
 * format of {@link SnapshotDescriptor}), a stream tomorrow ({@link StreamSnapshotStore}: the same files framed in one
 * byte stream, e.g. a replicated log's snapshot). The core writes a captured cut into a store and, at its first
 * start, restores the newest valid snapshot a store holds; what is checked before anything is restored is the same
 * for every store.
 *
 * <p>Thread-safety: one thread at a time per store.
 */
public interface SnapshotStore {

    /**
     * Makes a captured cut durable in (or sends it into) this store.
     *
     * @param cut a capture ({@link SnapshotWriter#capture})
     * @return what was written: its manifest, sizes and time ({@link WrittenSnapshot#directory()} is null when the
     *     store is not a directory)
     * @throws java.io.UncheckedIOException when the store refuses the bytes
     * @throws UnsupportedOperationException when the store is only for reading
     */
    WrittenSnapshot write(CapturedSnapshot cut);

    /**
     * @return the sequences of the snapshots this store holds, newest first; empty when it holds none (or when the
     *     only one it holds cannot even be identified, which {@link #tryLoadNewest} then reports)
     * @throws java.io.UncheckedIOException when the store cannot be listed
     */
    List<Long> sequences();

    /**
     * Restores the newest valid snapshot at or before {@code maxSequence} into fresh, empty shards of any layout;
     * every check passes before anything is restored, so a corrupt snapshot never touches the shards.
     *
     * @param matching    the new core's matching shards (count a power of two), with no symbols
     * @param risk        the new core's risk shards (count a power of two), in shard order, with no users
     * @param maxSequence the newest sequence acceptable
     * @return what was loaded; a result that restored nothing ({@link LoadedSnapshot#restored()} false) listing why
     *     each snapshot was skipped; or null when the store holds no snapshot at or before {@code maxSequence}
     * @throws SnapshotException when restoring a checked snapshot fails (a bug or an incompatible writer)
     */
    LoadedSnapshot tryLoadNewest(MatchingShard[] matching, RiskShard[] risk, long maxSequence);
}
