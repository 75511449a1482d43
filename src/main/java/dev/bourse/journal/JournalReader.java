package dev.bourse.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.zip.CRC32C;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Reads a journal directory in sequence order and checks everything on the way: segment headers, every block's
 * CRC32C, LZ4 payload and record structure, and sequence continuity across blocks and segments
 * ({@link JournalDescriptor}).
 *
 * <p>What is wrong decides what happens:
 * <ul>
 *   <li>a torn tail, that is a partial or checksum-failing last block of the last segment (nothing valid after it),
 *       or a last segment with no complete block: reported in the result, with a warning on standard error, and
 *       cut off (the file truncated, or deleted when it holds no valid block) when asked to; everything before it
 *       is kept;</li>
 *   <li>anything else (a checksum failure with valid data after it, a missing middle segment, a sequence gap, a
 *       journal starting after the requested sequence, a malformed record): a {@link JournalCorruptedException}
 *       naming the file and byte offset.</li>
 * </ul>
 *
 * <p>Thread-safety: none; one pass at a time per instance.
 */
public final class JournalReader {
    private static final int MAX_STORED_LENGTH = LZ4Factory.fastestInstance().fastCompressor()
            .maxCompressedLength(JournalDescriptor.MAX_UNCOMPRESSED_LENGTH);
    /** A torn tail is at most one block; more bytes than this after a bad block mean corruption, not a tear. */
    private static final int MAX_BLOCK_LENGTH = JournalDescriptor.BLOCK_HEADER_LENGTH + MAX_STORED_LENGTH;

    private final Path dir;
    private final LZ4SafeDecompressor decompressor = LZ4Factory.fastestInstance().safeDecompressor();
    private final CRC32C crc = new CRC32C();
    private final ByteBuffer header = ByteBuffer.allocate(JournalDescriptor.BLOCK_HEADER_LENGTH)
            .order(ByteOrder.LITTLE_ENDIAN);
    private ByteBuffer payload = ByteBuffer.allocateDirect(64 << 10).order(ByteOrder.LITTLE_ENDIAN);
    private ByteBuffer records = ByteBuffer.allocateDirect(64 << 10).order(ByteOrder.LITTLE_ENDIAN);
    private String problem;

    /**
     * Receives records during a pass.
     *
     * <p>Thread-safety: called on the reading thread.
     */
    @FunctionalInterface
    public interface RecordVisitor {
        /**
         * @param buffer little-endian buffer holding the record; valid only during the call
         * @param index  absolute index of the record in {@code buffer}; decode with {@link JournalRecordCodec}
         * @throws IOException to stop the pass
         */
        void onRecord(ByteBuffer buffer, int index) throws IOException;
    }

    /**
     * @param dir the journal directory (need not exist: then it is empty)
     */
    public JournalReader(final Path dir) {
        this.dir = dir;
    }

    /**
     * @return the first sequence of the oldest segment, or 1 when there is none (where a full pass starts)
     * @throws IOException when the directory cannot be listed
     */
    public long firstSequence() throws IOException {
        final List<Path> segments = SegmentFiles.list(dir);
        return segments.isEmpty() ? 1 : Math.max(1, JournalDescriptor.segmentFirstSequence(segments.get(0)));
    }

    /**
     * One pass over the journal.
     *
     * @param fromSequence first sequence handed to the visitor, &gt;= 1; reading starts at the segment holding it
     * @param visitor      receives each record with a sequence &gt;= {@code fromSequence}; may be null (check only)
     * @param cutTornTail  whether to truncate (or delete) a torn tail found in the last segment
     * @return what was read, including a torn tail if one was found
     * @throws JournalCorruptedException when the journal is corrupt before its tail, has a gap, or starts after
     *                                   {@code fromSequence}
     * @throws IOException               when a file cannot be read, or the visitor fails
     */
    public JournalReadResult read(final long fromSequence, final RecordVisitor visitor, final boolean cutTornTail)
            throws IOException {
        final List<Path> segments = SegmentFiles.list(dir);
        if (segments.isEmpty()) {
            return new JournalReadResult(0, 0, 0, fromSequence - 1, Long.MIN_VALUE, null, -1, null);
        }
        int start = -1;
        for (int i = 0; i < segments.size(); i++) {
            if (JournalDescriptor.segmentFirstSequence(segments.get(i)) <= fromSequence) {
                start = i;
            }
        }
        if (start < 0) {
            throw new JournalCorruptedException(segments.get(0), 0, "the journal starts at sequence "
                    + JournalDescriptor.segmentFirstSequence(segments.get(0)) + " but sequence " + fromSequence
                    + " is needed: earlier segments are missing");
        }
        final Pass pass = new Pass(fromSequence, visitor, JournalDescriptor.segmentFirstSequence(segments.get(start)));
        for (int i = start; i < segments.size() && pass.tornFile == null; i++) {
            readSegment(segments.get(i), i == segments.size() - 1, pass);
            pass.segments++;
        }
        if (pass.tornFile != null) {
            System.err.println("WARNING journal: torn tail in " + pass.tornFile + " at byte offset " + pass.tornOffset
                    + " (" + pass.tornReason + ")" + (cutTornTail ? ", cut off" : ", not cut")
                    + "; the journal ends at sequence " + (pass.expected - 1));
            if (cutTornTail) {
                cut(pass.tornFile, pass.tornOffset);
            }
        }
        return new JournalReadResult(pass.segments, pass.blocks, pass.records, pass.expected - 1,
                pass.lastTimestamp, pass.tornFile, pass.tornOffset, pass.tornReason);
    }

    /** The running state of one pass. */
    private static final class Pass {
        final long from;
        final RecordVisitor visitor;
        long expected;
        int segments;
        long blocks;
        long records;
        long lastTimestamp = Long.MIN_VALUE;
        Path tornFile;
        long tornOffset = -1;
        String tornReason;

        Pass(final long from, final RecordVisitor visitor, final long expected) {
            this.from = from;
            this.visitor = visitor;
            this.expected = expected;
        }

        void torn(final Path file, final long offset, final String reason) {
            tornFile = file;
            tornOffset = offset;
            tornReason = reason;
        }
    }

    private void readSegment(final Path file, final boolean last, final Pass pass) throws IOException {
        final long first = JournalDescriptor.segmentFirstSequence(file);
        if (first != pass.expected) {
            throw new JournalCorruptedException(file, 0, "the segment starts at sequence " + first
                    + " but the journal before it ends at " + (pass.expected - 1) + ": sequences " + pass.expected
                    + ".." + (first - 1) + " are missing (a deleted or lost segment?)");
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            final long size = channel.size();
            if (!segmentHeaderValid(channel, size, first)) {
                if (last && tornAfter(channel, 0, size)) {
                    pass.torn(file, 0, problem);
                    return;
                }
                throw new JournalCorruptedException(file, 0, problem);
            }
            long position = JournalDescriptor.SEGMENT_HEADER_LENGTH;
            if (last && position == size) {
                pass.torn(file, position, "the last segment holds no block");
                return;
            }
            while (position < size) {
                final int length = readBlock(channel, position, size);
                if (length < 0) {
                    if (last && tornAfter(channel, position, size)) {
                        pass.torn(file, position, problem);
                        return;
                    }
                    throw new JournalCorruptedException(file, position, problem);
                }
                checkAndVisit(file, position, pass);
                position += length;
            }
        }
    }

    private boolean segmentHeaderValid(final FileChannel channel, final long size, final long first)
            throws IOException {
        if (size < JournalDescriptor.SEGMENT_HEADER_LENGTH) {
            problem = "partial segment header: " + size + " of " + JournalDescriptor.SEGMENT_HEADER_LENGTH + " bytes";
            return false;
        }
        final ByteBuffer h = ByteBuffer.allocate(JournalDescriptor.SEGMENT_HEADER_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        readFully(channel, h, 0);
        if (h.getInt(JournalDescriptor.SEGMENT_MAGIC_OFFSET) != JournalDescriptor.SEGMENT_MAGIC) {
            problem = "not a journal segment (bad magic)";
        } else if (h.getInt(JournalDescriptor.SEGMENT_CRC_OFFSET) != SegmentFiles.headerCrc(h)) {
            problem = "segment header checksum mismatch";
        } else if (h.getInt(JournalDescriptor.SEGMENT_VERSION_OFFSET) < JournalDescriptor.OLDEST_READABLE_VERSION
                || h.getInt(JournalDescriptor.SEGMENT_VERSION_OFFSET) > JournalDescriptor.VERSION) {
            problem = "unsupported format version " + h.getInt(JournalDescriptor.SEGMENT_VERSION_OFFSET);
        } else if (h.getInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET) != JournalDescriptor.RECORD_LENGTH) {
            problem = "unsupported record length " + h.getInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET);
        } else if (h.getLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET) != first) {
            problem = "the header's first sequence " + h.getLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET)
                    + " does not match the file name";
        } else {
            return true;
        }
        return false;
    }

    /**
     * Reads and checks one block at {@code position}: header, payload length, checksum, decompression.
     *
     * @return the block's length in the file, or -1 with {@link #problem} set
     */
    private int readBlock(final FileChannel channel, final long position, final long size) throws IOException {
        if (size - position < JournalDescriptor.BLOCK_HEADER_LENGTH) {
            problem = "partial block header: " + (size - position) + " of " + JournalDescriptor.BLOCK_HEADER_LENGTH
                    + " bytes";
            return -1;
        }
        readFully(channel, header, position);
        final int stored = header.getInt(JournalDescriptor.BLOCK_LENGTH_OFFSET);
        final int raw = header.getInt(JournalDescriptor.BLOCK_UNCOMPRESSED_LENGTH_OFFSET);
        final int count = header.getInt(JournalDescriptor.BLOCK_RECORD_COUNT_OFFSET);
        if (header.getInt(JournalDescriptor.BLOCK_MAGIC_OFFSET) != JournalDescriptor.BLOCK_MAGIC) {
            problem = "bad block magic";
            return -1;
        }
        if (stored <= 0 || stored > MAX_STORED_LENGTH || raw <= 0 || raw > JournalDescriptor.MAX_UNCOMPRESSED_LENGTH
                || count < 1 || (long) count * JournalDescriptor.RECORD_LENGTH != raw) {
            problem = "implausible block lengths (stored " + stored + ", uncompressed " + raw + ", records " + count
                    + ")";
            return -1;
        }
        if (position + JournalDescriptor.BLOCK_HEADER_LENGTH + stored > size) {
            problem = "partial block: " + (size - position) + " of " + (JournalDescriptor.BLOCK_HEADER_LENGTH + stored)
                    + " bytes";
            return -1;
        }
        payload = ensure(payload, stored);
        payload.clear().limit(stored);
        readFully(channel, payload, position + JournalDescriptor.BLOCK_HEADER_LENGTH);
        if (BlockChecksum.compute(crc, header, 0, payload, 0, stored)
                != header.getInt(JournalDescriptor.BLOCK_CRC_OFFSET)) {
            problem = "block checksum mismatch";
            return -1;
        }
        return unpack(stored, raw) ? JournalDescriptor.BLOCK_HEADER_LENGTH + stored : -1;
    }

    private boolean unpack(final int stored, final int raw) {
        records = ensure(records, raw);
        records.clear();
        if ((header.getInt(JournalDescriptor.BLOCK_FLAGS_OFFSET) & JournalDescriptor.FLAG_LZ4) == 0) {
            if (stored != raw) {
                problem = "raw block with stored length " + stored + " != " + raw;
                return false;
            }
            records.put(0, payload, 0, raw);
            return true;
        }
        try {
            final int n = decompressor.decompress(payload, 0, stored, records, 0, raw);
            if (n == raw) {
                return true;
            }
            problem = "LZ4 payload decompressed to " + n + " bytes, expected " + raw;
        } catch (final LZ4Exception e) {
            problem = "LZ4 payload does not decompress: " + e.getMessage();
        }
        return false;
    }

    /** Checks sequences of a valid block against the journal so far, then hands its records to the visitor. */
    private void checkAndVisit(final Path file, final long position, final Pass pass) throws IOException {
        final long first = header.getLong(JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET);
        final long lastSeq = header.getLong(JournalDescriptor.BLOCK_LAST_SEQUENCE_OFFSET);
        final int count = header.getInt(JournalDescriptor.BLOCK_RECORD_COUNT_OFFSET);
        if (first != pass.expected) {
            throw new JournalCorruptedException(file, position, "sequence gap: the block covers " + first + ".."
                    + lastSeq + " but the journal before it ends at " + (pass.expected - 1));
        }
        long previous = first - 1;
        for (int k = 0; k < count; k++) {
            final int index = k * JournalDescriptor.RECORD_LENGTH;
            final long seq = JournalRecordCodec.sequence(records, index);
            if (JournalRecordCodec.length(records, index) != JournalDescriptor.RECORD_LENGTH || seq <= previous
                    || seq > lastSeq || k == count - 1 && seq != lastSeq) {
                throw new JournalCorruptedException(file, position, "malformed record " + k + " (sequence " + seq
                        + ") in a block covering " + first + ".." + lastSeq);
            }
            final String invalid = JournalRecordCodec.problem(records, index);
            if (invalid != null) {
                throw new JournalCorruptedException(file, position, "record " + k + " (sequence " + seq + ") holds "
                        + invalid);
            }
            previous = seq;
            if (seq >= pass.from) {
                pass.records++;
                if (pass.visitor != null) {
                    pass.visitor.onRecord(records, index);
                }
            }
        }
        pass.lastTimestamp = JournalRecordCodec.timestamp(records, (count - 1) * JournalDescriptor.RECORD_LENGTH);
        pass.expected = lastSeq + 1;
        pass.blocks++;
    }

    /**
     * Whether a bad spot at {@code position} of the last segment is a torn tail: the rest of the file is all
     * zeros, or it is at most one block long and no valid block starts anywhere after the bad spot.
     */
    private boolean tornAfter(final FileChannel channel, final long position, final long size) throws IOException {
        final long rest = size - position;
        if (rest > MAX_BLOCK_LENGTH) {
            return allZeros(channel, position, size);
        }
        final ByteBuffer tail = ByteBuffer.allocate((int) rest).order(ByteOrder.LITTLE_ENDIAN);
        readFully(channel, tail, position);
        boolean zeros = true;
        for (int i = 0; i < rest && zeros; i++) {
            zeros = tail.get(i) == 0;
        }
        if (zeros) {
            return true;
        }
        final String reason = problem;
        for (int i = 1; i + JournalDescriptor.BLOCK_HEADER_LENGTH <= rest; i++) {
            if (tail.getInt(i) == JournalDescriptor.BLOCK_MAGIC && readBlock(channel, position + i, size) > 0) {
                problem = reason + "; a valid block follows at byte offset " + (position + i);
                return false;
            }
        }
        problem = reason;
        return true;
    }

    private static boolean allZeros(final FileChannel channel, final long from, final long size) throws IOException {
        final ByteBuffer chunk = ByteBuffer.allocate(1 << 16);
        for (long p = from; p < size; p += chunk.capacity()) {
            chunk.clear().limit((int) Math.min(chunk.capacity(), size - p));
            readFully(channel, chunk, p);
            for (int i = 0; i < chunk.limit(); i++) {
                if (chunk.get(i) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private void cut(final Path file, final long offset) throws IOException {
        if (offset <= JournalDescriptor.SEGMENT_HEADER_LENGTH) {
            Files.delete(file);
        } else {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(offset);
                channel.force(true);
            }
        }
        SegmentFiles.forceDirectory(dir);
    }

    private static ByteBuffer ensure(final ByteBuffer buffer, final int capacity) {
        if (buffer.capacity() >= capacity) {
            return buffer;
        }
        return ByteBuffer.allocateDirect(Math.max(capacity, buffer.capacity() * 2)).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static void readFully(final FileChannel channel, final ByteBuffer into, final long position)
            throws IOException {
        into.position(0);
        long p = position;
        while (into.hasRemaining()) {
            final int n = channel.read(into, p);
            if (n < 0) {
                throw new IOException("unexpected end of file at byte offset " + p);
            }
            p += n;
        }
        into.position(0);
    }
}
