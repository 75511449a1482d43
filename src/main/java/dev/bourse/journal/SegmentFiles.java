package dev.bourse.journal;

import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * File-level operations of a journal directory: listing segments in sequence order, and creating a segment with its
 * header and first commit record. Off the per-command path (called once per segment).
 *
 * <p>Thread-safety: stateless.
 */
final class SegmentFiles {
    /** Suffix of a segment being created, before it is renamed to its name. */
    static final String TEMP_SUFFIX = ".tmp";

    private SegmentFiles() {
    }

    /**
     * @param storage where the journal lives
     * @param dir     the journal directory
     * @return its segment files ordered by first sequence; empty when the directory does not exist
     * @throws IOException when the directory cannot be listed
     */
    static List<Path> list(final Storage storage, final Path dir) throws IOException {
        final List<Path> segments = new ArrayList<>();
        for (final Path file : storage.list(dir)) {
            if (JournalDescriptor.segmentFirstSequence(file) >= 0 && storage.isFile(file)) {
                segments.add(file);
            }
        }
        segments.sort((a, b) -> Long.compare(JournalDescriptor.segmentFirstSequence(a),
                JournalDescriptor.segmentFirstSequence(b)));
        return segments;
    }

    /**
     * Creates a new segment: writes its header and first commit record into a temporary file, forces it, renames it
     * to the segment's name (failing if that exists: segments are never overwritten) and forces the directory. So a
     * file with a segment's name always had a whole header and commit record once: if either is unreadable later,
     * data at rest was damaged, which a crash alone never does. A temporary file left by an interrupted creation is
     * replaced.
     *
     * @param storage        where the journal lives
     * @param dir            the journal directory, created if missing
     * @param firstSequence  the segment's first sequence
     * @param forcedPerBlock whether its writer forces every block (GROUP_COMMIT)
     * @param length         bytes to fill with zeros after the data offset before the force (the segment's full
     *                       size when preallocating, so a block overwrites allocated space); at most the data
     *                       offset for none
     * @return the file, open for writing; blocks go from {@link JournalDescriptor#SEGMENT_DATA_OFFSET}
     * @throws IOException when the segment exists or cannot be written
     */
    static StorageFile create(final Storage storage, final Path dir, final long firstSequence,
            final boolean forcedPerBlock, final long length) throws IOException {
        storage.createDirectories(dir);
        final Path target = dir.resolve(JournalDescriptor.segmentFileName(firstSequence));
        final Path temp = dir.resolve(JournalDescriptor.segmentFileName(firstSequence) + TEMP_SUFFIX);
        if (storage.isFile(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        if (storage.isFile(temp)) {
            storage.delete(temp);
        }
        try (StorageFile file = storage.create(temp)) {
            file.write(header(firstSequence, forcedPerBlock), 0);
            CommitRecord.initial(firstSequence).write(file,
                    ByteBuffer.allocate(JournalDescriptor.COMMIT_LENGTH).order(ByteOrder.LITTLE_ENDIAN),
                    new CRC32C());
            fillZeros(file, JournalDescriptor.SEGMENT_DATA_OFFSET, length);
            file.force(true);
        }
        storage.moveAtomically(temp, target);
        storage.forceDirectory(dir);
        return storage.open(target, true);
    }

    /** Writes zeros over {@code from..to}: real writes, so the blocks are allocated, not a hole. */
    private static void fillZeros(final StorageFile file, final long from, final long to) throws IOException {
        if (to <= from) {
            return;
        }
        final ByteBuffer zeros = ByteBuffer.allocateDirect(1 << 20);
        for (long p = from; p < to; p += zeros.capacity()) {
            zeros.clear().limit((int) Math.min(zeros.capacity(), to - p));
            file.write(zeros, p);
        }
    }

    /**
     * @param firstSequence  the segment's first sequence
     * @param forcedPerBlock whether its writer forces every block
     * @return a segment header, ready to write
     */
    static ByteBuffer header(final long firstSequence, final boolean forcedPerBlock) {
        final ByteBuffer header = ByteBuffer.allocate(JournalDescriptor.SEGMENT_HEADER_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(JournalDescriptor.SEGMENT_MAGIC_OFFSET, JournalDescriptor.SEGMENT_MAGIC);
        header.putInt(JournalDescriptor.SEGMENT_VERSION_OFFSET, JournalDescriptor.VERSION);
        header.putLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET, firstSequence);
        header.putInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET, JournalDescriptor.RECORD_LENGTH);
        header.putInt(JournalDescriptor.SEGMENT_FLAGS_OFFSET,
                forcedPerBlock ? JournalDescriptor.SEGMENT_FLAG_FORCED_PER_BLOCK : 0);
        header.putInt(JournalDescriptor.SEGMENT_CRC_OFFSET, crc(header, JournalDescriptor.SEGMENT_CRC_OFFSET));
        return header;
    }

    /**
     * @param header a segment header (little-endian, absolute indexes)
     * @param length the bytes the checksum covers, from index 0
     * @return their CRC32C
     */
    static int crc(final ByteBuffer header, final int length) {
        final CRC32C crc = new CRC32C();
        crc.update(header.duplicate().position(0).limit(length));
        return (int) crc.getValue();
    }
}
