package dev.bourse.journal;

import dev.bourse.storage.Storage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Deletes journal segments that a recovery from a snapshot no longer needs.
 *
 * <p>A segment's last sequence is one less than the next segment's first (segments are contiguous and named by
 * their first sequence, {@link JournalDescriptor}), so the decision needs only file names. The newest segment is
 * never deleted: it may be the one being written, and it marks where the journal continues.
 *
 * <p>Thread-safety: stateless; safe beside a running {@link JournalWriter}, which only creates newer segments and
 * never reopens an older one.
 */
public final class SegmentRetention {
    private SegmentRetention() {
    }

    /**
     * Deletes every segment but the newest whose last sequence is at or before {@code coveredSequence}.
     *
     * @param storage         where the journal lives
     * @param dir             the journal directory (need not exist)
     * @param coveredSequence the sequence the oldest kept snapshot includes; &lt; 1 deletes nothing
     * @return the deleted files, oldest first
     * @throws IOException when listing or deleting fails (files deleted before the failure stay deleted)
     */
    public static List<Path> deleteCovered(final Storage storage, final Path dir, final long coveredSequence)
            throws IOException {
        final List<Path> deleted = new ArrayList<>();
        if (coveredSequence < 1) {
            return deleted;
        }
        final List<Path> segments = SegmentFiles.list(storage, dir);
        for (int i = 0; i + 1 < segments.size(); i++) {
            final long last = JournalDescriptor.segmentFirstSequence(segments.get(i + 1)) - 1;
            if (last > coveredSequence) {
                break;
            }
            storage.delete(segments.get(i));
            deleted.add(segments.get(i));
        }
        if (!deleted.isEmpty()) {
            storage.forceDirectory(dir);
        }
        return deleted;
    }
}
