package dev.bourse.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * File-level operations of a journal directory: listing segments in sequence order, creating a segment with its
 * header, and making directory changes durable. Off the per-command path (called once per segment).
 *
 * <p>Thread-safety: stateless.
 */
final class SegmentFiles {
    private SegmentFiles() {
    }

    /**
     * @param dir the journal directory
     * @return its segment files ordered by first sequence; empty when the directory does not exist
     * @throws IOException when the directory cannot be listed
     */
    static List<Path> list(final Path dir) throws IOException {
        final List<Path> segments = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return segments;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + JournalDescriptor.SEGMENT_SUFFIX)) {
            for (final Path file : files) {
                if (JournalDescriptor.segmentFirstSequence(file) >= 0 && Files.isRegularFile(file)) {
                    segments.add(file);
                }
            }
        }
        segments.sort((a, b) -> Long.compare(JournalDescriptor.segmentFirstSequence(a),
                JournalDescriptor.segmentFirstSequence(b)));
        return segments;
    }

    /**
     * Creates a new segment (failing if the name exists: files are never overwritten), writes its header and makes
     * the new directory entry durable.
     *
     * @param dir           the journal directory, created if missing
     * @param firstSequence the segment's first sequence
     * @return the channel, positioned after the header, open for writing
     * @throws IOException when the file exists or cannot be written
     */
    static FileChannel create(final Path dir, final long firstSequence) throws IOException {
        Files.createDirectories(dir);
        final Path file = dir.resolve(JournalDescriptor.segmentFileName(firstSequence));
        final FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            final ByteBuffer header = header(firstSequence);
            while (header.hasRemaining()) {
                channel.write(header);
            }
            channel.force(true);
            forceDirectory(dir);
            return channel;
        } catch (final IOException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * @param firstSequence the segment's first sequence
     * @return a segment header, ready to write
     */
    static ByteBuffer header(final long firstSequence) {
        final ByteBuffer header = ByteBuffer.allocate(JournalDescriptor.SEGMENT_HEADER_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(JournalDescriptor.SEGMENT_MAGIC_OFFSET, JournalDescriptor.SEGMENT_MAGIC);
        header.putInt(JournalDescriptor.SEGMENT_VERSION_OFFSET, JournalDescriptor.VERSION);
        header.putLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET, firstSequence);
        header.putInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET, JournalDescriptor.RECORD_LENGTH);
        header.putInt(JournalDescriptor.SEGMENT_CRC_OFFSET, headerCrc(header));
        return header;
    }

    /**
     * @param header a segment header (little-endian, absolute indexes)
     * @return the CRC32C of its bytes before the CRC field
     */
    static int headerCrc(final ByteBuffer header) {
        final CRC32C crc = new CRC32C();
        crc.update(header.duplicate().position(0).limit(JournalDescriptor.SEGMENT_CRC_OFFSET));
        return (int) crc.getValue();
    }

    /**
     * Makes file creations, renames and deletions in a directory durable (fsync of the directory).
     *
     * @param dir the directory
     * @throws IOException when the directory cannot be opened or forced
     */
    static void forceDirectory(final Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
