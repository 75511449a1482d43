package dev.bourse.journal;

import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32C;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Reads and checks one block at a time ({@link JournalDescriptor}): header, lengths, checksum, LZ4 payload; and
 * decides whether a bad spot is followed by anything valid. Keeps its buffers between blocks.
 *
 * <p>Thread-safety: none.
 */
final class BlockReader {
    private static final int MAX_STORED_LENGTH = LZ4Factory.fastestInstance().fastCompressor()
            .maxCompressedLength(JournalDescriptor.MAX_UNCOMPRESSED_LENGTH);
    /** A torn tail is at most one block; more bytes than this after a bad block mean corruption, not a tear. */
    static final int MAX_BLOCK_LENGTH = JournalDescriptor.BLOCK_HEADER_LENGTH + MAX_STORED_LENGTH;

    private final LZ4SafeDecompressor decompressor = LZ4Factory.fastestInstance().safeDecompressor();
    private final CRC32C crc = new CRC32C();
    private final ByteBuffer header = ByteBuffer.allocate(JournalDescriptor.BLOCK_HEADER_LENGTH)
            .order(ByteOrder.LITTLE_ENDIAN);
    private ByteBuffer payload = ByteBuffer.allocateDirect(64 << 10).order(ByteOrder.LITTLE_ENDIAN);
    private ByteBuffer records = ByteBuffer.allocateDirect(64 << 10).order(ByteOrder.LITTLE_ENDIAN);
    private String problem;

    /** @return the header of the last block read (little-endian, absolute indexes) */
    ByteBuffer header() {
        return header;
    }

    /** @return the records of the last valid block, from index 0 */
    ByteBuffer records() {
        return records;
    }

    /** @return what was wrong with the last block that did not check, or with the region after it */
    String problem() {
        return problem;
    }

    /**
     * Reads and checks one block at {@code position}: header, payload length, checksum, decompression.
     *
     * @param file     the segment
     * @param position the block's byte offset
     * @param size     the segment's length
     * @return the block's length in the file, or -1 with {@link #problem()} set
     * @throws IOException when the file cannot be read
     */
    int read(final StorageFile file, final long position, final long size) throws IOException {
        if (size - position < JournalDescriptor.BLOCK_HEADER_LENGTH) {
            problem = "partial block header: " + (size - position) + " of " + JournalDescriptor.BLOCK_HEADER_LENGTH
                    + " bytes";
            return -1;
        }
        readFully(file, header, position);
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
        readFully(file, payload, position + JournalDescriptor.BLOCK_HEADER_LENGTH);
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

    /**
     * Whether a bad spot at {@code position} can be the torn end of a file: the rest of the file is all zeros, or
     * everything from one block length after it on is zeros (a preallocated segment) and no valid block starts
     * anywhere in that block length after the bad spot. Keeps {@link #problem()},
     * adding where a valid block follows when there is one.
     *
     * @param file     the segment
     * @param position the bad spot's byte offset
     * @param size     the segment's length
     * @return true when nothing valid follows
     * @throws IOException when the file cannot be read
     */
    boolean tornAfter(final StorageFile file, final long position, final long size) throws IOException {
        final long rest = Math.min(size - position, MAX_BLOCK_LENGTH);
        if (size - position > MAX_BLOCK_LENGTH && !allZeros(file, position + MAX_BLOCK_LENGTH, size)) {
            return false;
        }
        final ByteBuffer tail = ByteBuffer.allocate((int) rest).order(ByteOrder.LITTLE_ENDIAN);
        readFully(file, tail, position);
        boolean zeros = true;
        for (int i = 0; i < rest && zeros; i++) {
            zeros = tail.get(i) == 0;
        }
        if (zeros) {
            return true;
        }
        final String reason = problem;
        for (int i = 1; i + JournalDescriptor.BLOCK_HEADER_LENGTH <= rest; i++) {
            if (tail.getInt(i) == JournalDescriptor.BLOCK_MAGIC && read(file, position + i, size) > 0) {
                problem = reason + "; a valid block follows at byte offset " + (position + i);
                return false;
            }
        }
        problem = reason;
        return true;
    }

    /**
     * @param file the file
     * @param from first byte offset to look at
     * @param size end of the range (exclusive)
     * @return whether every byte in {@code from..size} is zero (true for an empty range)
     * @throws IOException when the file cannot be read
     */
    static boolean allZeros(final StorageFile file, final long from, final long size) throws IOException {
        final ByteBuffer chunk = ByteBuffer.allocate(1 << 16);
        for (long p = from; p < size; p += chunk.capacity()) {
            chunk.clear().limit((int) Math.min(chunk.capacity(), size - p));
            readFully(file, chunk, p);
            for (int i = 0; i < chunk.limit(); i++) {
                if (chunk.get(i) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static ByteBuffer ensure(final ByteBuffer buffer, final int capacity) {
        if (buffer.capacity() >= capacity) {
            return buffer;
        }
        return ByteBuffer.allocateDirect(Math.max(capacity, buffer.capacity() * 2)).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * Fills a buffer from position 0 to its limit, then sets its position back to 0.
     *
     * @param file     the file
     * @param into     the buffer
     * @param position the byte offset to read from
     * @throws IOException when the file cannot be read or ends first
     */
    static void readFully(final StorageFile file, final ByteBuffer into, final long position) throws IOException {
        into.position(0);
        file.read(into, position);
        into.position(0);
    }
}
