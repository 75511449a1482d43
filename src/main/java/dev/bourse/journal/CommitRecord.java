package dev.bourse.journal;

import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32C;

/**
 * One segment's commit record ({@link JournalDescriptor}): what its writer knew to be durable. {@link #encode} fills
 * a buffer without allocating (the writer's per-block path); {@link #readBest} reads both copies and returns the
 * newer valid one.
 *
 * @param flags         {@link JournalDescriptor#COMMIT_FLAG_CLOSED}, {@link JournalDescriptor#COMMIT_FLAG_CONTINUED}
 * @param count         write count: the copy with the higher count is the newer
 * @param firstSequence the segment's first sequence
 * @param durableEnd    byte offset before which every block had been forced
 * @param durableLast   last sequence of those blocks (first sequence - 1 when none)
 * @param writtenEnd    end of the last block written with this record
 * @param writtenLast   last sequence of that block
 */
record CommitRecord(int flags, long count, long firstSequence, long durableEnd, long durableLast, long writtenEnd,
        long writtenLast) {

    /** @return whether the segment was sealed: forced whole, nothing after the durable end */
    boolean closed() {
        return (flags & JournalDescriptor.COMMIT_FLAG_CLOSED) != 0;
    }

    /** @return whether the journal continued in a next segment that had been created */
    boolean continued() {
        return (flags & JournalDescriptor.COMMIT_FLAG_CONTINUED) != 0;
    }

    /**
     * The record a new segment starts with: nothing written, count 0.
     *
     * @param firstSequence the segment's first sequence
     * @return the record
     */
    static CommitRecord initial(final long firstSequence) {
        return new CommitRecord(0, 0, firstSequence, JournalDescriptor.SEGMENT_DATA_OFFSET, firstSequence - 1,
                JournalDescriptor.SEGMENT_DATA_OFFSET, firstSequence - 1);
    }

    /**
     * @param newFlags flags of the next write
     * @param end      the end of the segment's last block, now forced
     * @param last     that block's last sequence
     * @return the next record: count + 1, durable and written both at {@code end}
     */
    CommitRecord sealedAt(final int newFlags, final long end, final long last) {
        return new CommitRecord(newFlags, count + 1, firstSequence, end, last, end, last);
    }

    /**
     * Writes this record into its copy ({@link #offset(long)}) of a segment; not forced.
     *
     * @param file    the segment, open for writing
     * @param scratch a little-endian buffer of at least {@link JournalDescriptor#COMMIT_LENGTH} bytes
     * @param crc     a reusable checksum
     * @throws IOException when the write fails
     */
    void write(final StorageFile file, final ByteBuffer scratch, final CRC32C crc) throws IOException {
        encode(scratch, crc, flags, count, firstSequence, durableEnd, durableLast, writtenEnd, writtenLast);
        file.write(scratch, offset(count));
    }

    /**
     * Writes this record into its copy and forces it, then the same content, with the next count, into the other copy
     * and forces that: both copies then say it, so damage to either one alone cannot take back what it says (with
     * one copy written, the other would say only what was durable before). A crash at any point leaves one copy
     * whole. For the rare writes that change what a segment claims wholesale: sealing it, flagging it continued.
     *
     * @param file    the segment, open for writing
     * @param scratch a little-endian buffer of at least {@link JournalDescriptor#COMMIT_LENGTH} bytes
     * @param crc     a reusable checksum
     * @return the record as written last (count + 1)
     * @throws IOException when a write or force fails
     */
    CommitRecord writeBoth(final StorageFile file, final ByteBuffer scratch, final CRC32C crc) throws IOException {
        write(file, scratch, crc);
        file.force(true);
        final CommitRecord second = new CommitRecord(flags, count + 1, firstSequence, durableEnd, durableLast,
                writtenEnd, writtenLast);
        second.write(file, scratch, crc);
        file.force(true);
        return second;
    }

    /**
     * Fills {@code out} (from index 0, limit set to the record's length, position 0) with one record.
     *
     * @param out           a little-endian buffer of at least {@link JournalDescriptor#COMMIT_LENGTH} bytes
     * @param crc           a reusable checksum
     * @param flags         flags
     * @param count         write count
     * @param firstSequence the segment's first sequence
     * @param durableEnd    durable end offset
     * @param durableLast   durable last sequence
     * @param writtenEnd    written end offset
     * @param writtenLast   written last sequence
     */
    static void encode(final ByteBuffer out, final CRC32C crc, final int flags, final long count,
            final long firstSequence, final long durableEnd, final long durableLast, final long writtenEnd,
            final long writtenLast) {
        out.clear();
        out.putInt(JournalDescriptor.COMMIT_MAGIC_OFFSET, JournalDescriptor.COMMIT_MAGIC);
        out.putInt(JournalDescriptor.COMMIT_FLAGS_OFFSET, flags);
        out.putLong(JournalDescriptor.COMMIT_COUNT_OFFSET, count);
        out.putLong(JournalDescriptor.COMMIT_FIRST_SEQUENCE_OFFSET, firstSequence);
        out.putLong(JournalDescriptor.COMMIT_DURABLE_END_OFFSET, durableEnd);
        out.putLong(JournalDescriptor.COMMIT_DURABLE_LAST_OFFSET, durableLast);
        out.putLong(JournalDescriptor.COMMIT_WRITTEN_END_OFFSET, writtenEnd);
        out.putLong(JournalDescriptor.COMMIT_WRITTEN_LAST_OFFSET, writtenLast);
        out.putInt(JournalDescriptor.COMMIT_CRC_OFFSET - 4, 0);
        out.limit(JournalDescriptor.COMMIT_CRC_OFFSET).position(0);
        crc.reset();
        crc.update(out);
        out.limit(JournalDescriptor.COMMIT_LENGTH).position(0);
        out.putInt(JournalDescriptor.COMMIT_CRC_OFFSET, (int) crc.getValue());
    }

    /**
     * @param count a record's write count
     * @return the byte offset of the copy it is written to
     */
    static long offset(final long count) {
        return (count & 1) == 0 ? JournalDescriptor.COMMIT_OFFSET_A : JournalDescriptor.COMMIT_OFFSET_B;
    }

    /**
     * Reads both copies of a segment's record.
     *
     * @param file          the segment
     * @param size          its length, bytes
     * @param firstSequence the segment's first sequence, which a valid copy names
     * @return the valid copy with the higher count, or null when neither is valid
     * @throws IOException when the file cannot be read
     */
    static CommitRecord readBest(final StorageFile file, final long size, final long firstSequence)
            throws IOException {
        final CommitRecord a = read(file, size, JournalDescriptor.COMMIT_OFFSET_A, firstSequence);
        final CommitRecord b = read(file, size, JournalDescriptor.COMMIT_OFFSET_B, firstSequence);
        if (a == null || b != null && b.count > a.count) {
            return b;
        }
        return a;
    }

    /**
     * @param file          the segment
     * @param size          its length, bytes
     * @param firstSequence the segment's first sequence
     * @return whether both copies are valid and say the segment is sealed at its end ({@code size})
     * @throws IOException when the file cannot be read
     */
    static boolean sealedInBoth(final StorageFile file, final long size, final long firstSequence)
            throws IOException {
        final CommitRecord a = read(file, size, JournalDescriptor.COMMIT_OFFSET_A, firstSequence);
        final CommitRecord b = read(file, size, JournalDescriptor.COMMIT_OFFSET_B, firstSequence);
        return a != null && b != null && a.closed() && b.closed() && a.durableEnd == size && b.durableEnd == size;
    }

    private static CommitRecord read(final StorageFile file, final long size, final int offset,
            final long firstSequence) throws IOException {
        if (size < offset + JournalDescriptor.COMMIT_LENGTH) {
            return null;
        }
        final ByteBuffer in = ByteBuffer.allocate(JournalDescriptor.COMMIT_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        file.read(in, offset);
        final CRC32C crc = new CRC32C();
        crc.update(in.array(), 0, JournalDescriptor.COMMIT_CRC_OFFSET);
        final CommitRecord r = new CommitRecord(in.getInt(JournalDescriptor.COMMIT_FLAGS_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_COUNT_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_FIRST_SEQUENCE_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_DURABLE_END_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_DURABLE_LAST_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_WRITTEN_END_OFFSET),
                in.getLong(JournalDescriptor.COMMIT_WRITTEN_LAST_OFFSET));
        final boolean valid = in.getInt(JournalDescriptor.COMMIT_MAGIC_OFFSET) == JournalDescriptor.COMMIT_MAGIC
                && in.getInt(JournalDescriptor.COMMIT_CRC_OFFSET) == (int) crc.getValue()
                && r.firstSequence == firstSequence && r.count >= 0
                && r.durableEnd >= JournalDescriptor.SEGMENT_DATA_OFFSET && r.writtenEnd >= r.durableEnd
                && r.durableLast >= firstSequence - 1 && r.writtenLast >= r.durableLast;
        return valid ? r : null;
    }
}
