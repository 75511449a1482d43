package dev.bourse.journal;

import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The writes recovery and the writer make to segments other than appending blocks: cutting a torn tail, sealing a
 * segment, and marking a segment as continued (or no longer continued) in its commit record. Each leaves the journal
 * readable if a crash interrupts it: the order of the steps is chosen for that.
 *
 * <p>Thread-safety: none; the recovering or writing thread.
 */
final class TailRepair {
    private final Storage storage;
    private final Path dir;
    private final ByteBuffer scratch = ByteBuffer.allocate(JournalDescriptor.COMMIT_LENGTH)
            .order(ByteOrder.LITTLE_ENDIAN);
    private final CRC32C crc = new CRC32C();

    TailRepair(final Storage storage, final Path dir) {
        this.storage = storage;
        this.dir = dir;
    }

    /**
     * Cuts the torn tail a pass found. A newest segment without a valid block is deleted (after its predecessor's
     * commit record stops saying the journal continued, so a crash in between cannot make the deletion look like
     * lost data); otherwise it is truncated where the tail starts and sealed there.
     *
     * @param pass the pass that found the tail
     * @return true (it was cut)
     * @throws IOException naming the file, the offset and what was already done, when a step fails
     */
    boolean cut(final JournalPass pass) throws IOException {
        final Path file = pass.tornFile;
        final String what = "cannot cut the torn tail of " + file + " at byte offset " + pass.tornOffset + " ("
                + pass.tornReason + "): ";
        if (pass.tornWhole()) {
            try {
                if (pass.predecessor != null) {
                    setContinued(pass.predecessor, false);
                }
                storage.delete(file);
                storage.forceDirectory(dir);
            } catch (final IOException e) {
                throw new IOException(what + "clearing its predecessor's continued flag or deleting it failed: " + e,
                        e);
            }
            return true;
        }
        final StorageFile f;
        try {
            f = storage.open(file, true);
        } catch (final IOException e) {
            throw new IOException(what + "opening it for writing failed, the file is unchanged: " + e, e);
        }
        try (f) {
            try {
                f.truncate(pass.tornOffset);
            } catch (final IOException e) {
                throw new IOException(what + "truncating failed, the file is unchanged: " + e, e);
            }
            try {
                f.force(true);
                writeSeal(f, pass.newestCommit, pass.tornOffset, pass.expected - 1);
            } catch (final IOException e) {
                throw new IOException(what + "the file was truncated, but sealing and forcing it failed: " + e, e);
            }
        }
        return true;
    }

    /**
     * Deletes what interrupted segment creations left ({@link SegmentFiles#TEMP_SUFFIX} files): they never held a
     * block.
     *
     * @param warnings receives one line per deleted file
     * @throws IOException when listing or deleting fails
     */
    void deleteTemporaryFiles(final List<String> warnings) throws IOException {
        boolean deleted = false;
        for (final Path p : storage.list(dir)) {
            final String name = p.getFileName().toString();
            if (name.endsWith(JournalDescriptor.SEGMENT_SUFFIX + SegmentFiles.TEMP_SUFFIX) && storage.isFile(p)) {
                storage.delete(p);
                warnings.add("deleted " + p + ", left by an interrupted segment creation");
                deleted = true;
            }
        }
        if (deleted) {
            storage.forceDirectory(dir);
        }
    }

    /**
     * Seals the newest segment of a clean pass: its commit record then says every block in it is forced, which it
     * is after this returns. Skipped when both copies say so already.
     *
     * @param pass a pass that found no torn tail
     * @throws IOException naming the file, when opening, writing or forcing fails
     */
    void seal(final JournalPass pass) throws IOException {
        final CommitRecord commit = pass.newestCommit;
        if (pass.newestFile == null) {
            return;
        }
        try (StorageFile f = storage.open(pass.newestFile, true)) {
            final long size = f.size();
            final long end = pass.newestEnd >= 0 ? pass.newestEnd : size;
            if (size > end) {
                // A preallocated segment: its zeros after the last block go, so a sealed segment ends at its data.
                f.truncate(end);
            } else if (commit != null && CommitRecord.sealedInBoth(f, end, commit.firstSequence())) {
                return;
            }
            f.force(true);
            writeSeal(f, commit, end, pass.expected - 1);
        } catch (final IOException e) {
            throw new IOException("cannot seal the newest journal segment " + pass.newestFile
                    + " (make what was replayed durable): " + e, e);
        }
    }

    /**
     * Sets or clears the flag saying the journal continued after a segment, keeping the rest of its newest commit
     * record, and forces it. A version 1 segment or one without a valid record is left alone.
     *
     * @param file      the segment
     * @param continued the flag's new value
     * @throws IOException when the segment cannot be read, written or forced
     */
    void setContinued(final Path file, final boolean continued) throws IOException {
        try (StorageFile f = storage.open(file, true)) {
            final CommitRecord commit = CommitRecord.readBest(f, f.size(),
                    JournalDescriptor.segmentFirstSequence(file));
            if (commit == null || commit.continued() == continued) {
                return;
            }
            final int flags = continued ? commit.flags() | JournalDescriptor.COMMIT_FLAG_CONTINUED
                    : commit.flags() & ~JournalDescriptor.COMMIT_FLAG_CONTINUED;
            new CommitRecord(flags, commit.count() + 1, commit.firstSequence(), commit.durableEnd(),
                    commit.durableLast(), commit.writtenEnd(), commit.writtenLast()).writeBoth(f, scratch, crc);
        }
    }

    /**
     * Writes a sealing commit record into both copies, forced; a version 1 segment has none and only gets forced.
     * Callers force the blocks first: the record must never reach the device before what it says is durable.
     */
    private void writeSeal(final StorageFile f, final CommitRecord commit, final long end, final long last)
            throws IOException {
        if (commit != null) {
            commit.sealedAt(JournalDescriptor.COMMIT_FLAG_CLOSED, end, last).writeBoth(f, scratch, crc);
        } else {
            f.force(true);
        }
    }
}
