package dev.bourse.snapshot;

import dev.bourse.storage.Storage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Retention: keeps the newest K valid snapshots, deletes older snapshots and interrupted writes, and says which
 * journal segments the kept snapshots no longer need.
 *
 * <p>Thread-safety: none; run it from one thread, not concurrently with a {@link SnapshotWriter#write} to the same
 * root (it would delete the writer's {@code .tmp} directory).
 */
public final class SnapshotRetention {
    private SnapshotRetention() {
    }

    /**
     * What a retention pass did.
     *
     * @param deleted            directories removed
     * @param oldestKeptSequence sequence of the oldest kept valid snapshot, or -1 when none is valid (then nothing
     *                           but {@code .tmp} directories was deleted)
     */
    public record Result(List<Path> deleted, long oldestKeptSequence) {
        /**
         * Copies the list.
         *
         * @param deleted            removed directories
         * @param oldestKeptSequence sequence or -1
         */
        public Result {
            deleted = List.copyOf(deleted);
        }
    }

    /**
     * Keeps the newest {@code keep} snapshots that pass {@link SnapshotLoader#verify}; deletes every snapshot older
     * than the oldest of them and every {@code .tmp} directory. Invalid snapshots newer than that are left for
     * inspection (the loader skips them).
     *
     * @param storage where the snapshots live
     * @param root    the snapshot directory
     * @param keep    snapshots to keep, &gt;= 1
     * @return what was deleted and the oldest kept sequence
     * @throws UncheckedIOException when the directory cannot be listed or a deletion fails
     */
    public static Result keepNewest(final Storage storage, final Path root, final int keep) {
        if (keep < 1) {
            throw new IllegalArgumentException("keep: must be >= 1 (was " + keep + ")");
        }
        final SnapshotLoader loader = new SnapshotLoader(storage, root);
        long oldestKept = -1;
        int kept = 0;
        for (final long seq : loader.sequences()) {
            if (kept == keep) {
                break;
            }
            try {
                loader.verify(seq);
                oldestKept = seq;
                kept++;
            } catch (final SnapshotException e) {
                continue;
            }
        }
        final List<Path> deleted = new ArrayList<>();
        try {
            for (final Path p : storage.list(root)) {
                final String name = p.getFileName().toString();
                final long seq = SnapshotDescriptor.sequenceOf(name);
                final boolean temp = name.startsWith(SnapshotDescriptor.DIRECTORY_PREFIX)
                        && name.endsWith(SnapshotDescriptor.TEMP_SUFFIX);
                if (temp || (seq >= 0 && oldestKept >= 0 && seq < oldestKept)) {
                    deleteTree(storage, p);
                    deleted.add(p);
                }
            }
            if (!deleted.isEmpty()) {
                storage.forceDirectory(root);
            }
        } catch (final IOException e) {
            throw new UncheckedIOException("cannot clean " + root, e);
        }
        return new Result(deleted, oldestKept);
    }

    /**
     * Which journal segments a recovery from the oldest kept snapshot no longer needs: those whose last sequence is
     * at or before that snapshot's sequence (replay starts at the sequence after it).
     *
     * @param oldestKeptSequence from {@link Result#oldestKeptSequence()}; -1 (no valid snapshot) keeps everything
     * @param firstSequences     first sequence of each segment
     * @param lastSequences      last sequence of each segment, same length
     * @return indexes of the deletable segments, ascending
     */
    public static int[] deletableSegments(final long oldestKeptSequence, final long[] firstSequences,
            final long[] lastSequences) {
        if (firstSequences.length != lastSequences.length) {
            throw new IllegalArgumentException("segment arrays differ in length");
        }
        int n = 0;
        final int[] out = new int[lastSequences.length];
        for (int i = 0; i < lastSequences.length; i++) {
            if (oldestKeptSequence >= 0 && lastSequences[i] <= oldestKeptSequence
                    && firstSequences[i] <= lastSequences[i]) {
                out[n++] = i;
            }
        }
        final int[] exact = new int[n];
        System.arraycopy(out, 0, exact, 0, n);
        return exact;
    }

    static void deleteTree(final Storage storage, final Path path) throws IOException {
        if (storage.isDirectory(path)) {
            for (final Path child : storage.list(path)) {
                deleteTree(storage, child);
            }
        } else if (!storage.isFile(path)) {
            return;
        }
        storage.delete(path);
    }
}
