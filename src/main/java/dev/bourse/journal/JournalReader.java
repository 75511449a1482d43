package dev.bourse.journal;

import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a journal directory in sequence order and checks everything on the way: segment headers, commit records,
 * every block's CRC32C, LZ4 payload and record structure, and sequence continuity across blocks and segments
 * ({@link JournalDescriptor}).
 *
 * <p>What is wrong decides what happens:
 * <ul>
 *   <li>a torn tail: a partial or checksum-failing last block of the newest segment, at or after the durable end
 *       its commit record names, with nothing valid after it; or a newest segment that holds no block. Reported in
 *       the result, and when asked to repair, cut off (the file truncated, or deleted when it holds no valid block);
 *       everything before it is kept;</li>
 *   <li>lost committed data: a block before the durable end damaged, or the file ending before it (truncated), or
 *       the newest segment's commit record saying the journal went on in a later segment that does not exist: a
 *       {@link JournalCorruptedException} naming the file, the offset and the sequences that are gone;</li>
 *   <li>anything else (a checksum failure with valid data after it, a missing middle segment, a sequence gap, a
 *       journal starting after the requested sequence, a malformed record or header): a
 *       {@link JournalCorruptedException} naming the file and byte offset.</li>
 * </ul>
 * A repairing pass also seals the newest segment (its commit record then covers every block in it, forced), so that
 * what a recovery replays is durable before new commands build on it. Nothing is printed: what the pass found and
 * did is in the {@link JournalReadResult}, in order.
 *
 * <p>Thread-safety: none; one pass at a time per instance.
 */
public final class JournalReader {
    private final Storage storage;
    private final Path dir;
    private final BlockReader blocks = new BlockReader();

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
     * A reader of a directory on the local file system.
     *
     * @param dir the journal directory (need not exist: then it is empty)
     */
    public JournalReader(final Path dir) {
        this(FileStorage.INSTANCE, dir);
    }

    /**
     * @param storage where the journal lives
     * @param dir     the journal directory (need not exist: then it is empty)
     */
    public JournalReader(final Storage storage, final Path dir) {
        this.storage = storage;
        this.dir = dir;
    }

    /**
     * @return the first sequence of the oldest segment, or 1 when there is none (where a full pass starts)
     * @throws IOException when the directory cannot be listed
     */
    public long firstSequence() throws IOException {
        final List<Path> segments = SegmentFiles.list(storage, dir);
        return segments.isEmpty() ? 1 : Math.max(1, JournalDescriptor.segmentFirstSequence(segments.get(0)));
    }

    /**
     * One pass over the journal.
     *
     * @param fromSequence first sequence handed to the visitor, &gt;= 1; reading starts at the segment holding it
     * @param visitor      receives each record with a sequence &gt;= {@code fromSequence}; may be null (check only)
     * @param repair       whether to cut off a torn tail of the newest segment (truncate it, or delete a segment
     *                     without a valid block) and seal that segment; false leaves every file as it is
     * @return what was read, including a torn tail if one was found, and what was done about it
     * @throws JournalCorruptedException when committed data is lost, the journal is corrupt before its tail, has a
     *                                   gap, or starts after {@code fromSequence}
     * @throws IOException               when a file cannot be read, the visitor fails, or the repair fails (the
     *                                   message says what was done before the failure)
     */
    public JournalReadResult read(final long fromSequence, final RecordVisitor visitor, final boolean repair)
            throws IOException {
        final List<Path> segments = SegmentFiles.list(storage, dir);
        final TailRepair repairer = repair ? new TailRepair(storage, dir) : null;
        final List<String> warnings = new ArrayList<>();
        if (segments.isEmpty()) {
            if (repairer != null) {
                repairer.deleteTemporaryFiles(warnings);
            }
            return new JournalReadResult(0, 0, 0, fromSequence - 1, Long.MIN_VALUE, null, -1, null, false,
                    warnings);
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
        final JournalPass pass = new JournalPass(fromSequence, visitor,
                JournalDescriptor.segmentFirstSequence(segments.get(start)));
        for (int i = start; i < segments.size() && pass.tornFile == null; i++) {
            final boolean last = i == segments.size() - 1;
            readSegment(segments.get(i), last, last && i > 0 ? segments.get(i - 1) : null, pass);
            pass.segments++;
        }
        boolean cut = false;
        if (repairer != null) {
            repairer.deleteTemporaryFiles(warnings);
            if (pass.tornFile != null) {
                cut = repairer.cut(pass);
            } else {
                repairer.seal(pass);
            }
        }
        if (pass.tornFile != null) {
            warnings.add(pass.describeTear(cut));
        }
        return new JournalReadResult(pass.segments, pass.blocks, pass.records, pass.expected - 1,
                pass.lastTimestamp, pass.tornFile, pass.tornOffset, pass.tornReason, cut, warnings);
    }

    private void readSegment(final Path file, final boolean last, final Path predecessor, final JournalPass pass)
            throws IOException {
        final long first = JournalDescriptor.segmentFirstSequence(file);
        if (first != pass.expected) {
            throw new JournalCorruptedException(file, 0, "the segment starts at sequence " + first
                    + " but the journal before it ends at " + (pass.expected - 1) + ": sequences " + pass.expected
                    + ".." + (first - 1) + " are missing (a deleted or lost segment?)");
        }
        try (StorageFile channel = storage.open(file, false)) {
            final long size = channel.size();
            final int version = headerVersion(channel, size, first, pass);
            final CommitRecord commit = version >= JournalDescriptor.COMMIT_RECORD_VERSION
                    ? CommitRecord.readBest(channel, size, first) : null;
            if (last) {
                pass.newest(file, version, commit, predecessor);
            }
            if (version < 0) {
                throw new JournalCorruptedException(file, 0, pass.problem);
            }
            if (version >= JournalDescriptor.COMMIT_RECORD_VERSION && commit == null) {
                throw new JournalCorruptedException(file, Math.min(JournalDescriptor.COMMIT_OFFSET_A, size),
                        "committed data lost: neither copy of the commit record is valid (a segment's name is given "
                        + "only after both its header and commit record were forced)");
            }
            readBlocks(file, channel, size, version, commit, last, pass);
        }
    }

    /**
     * Reads a segment's blocks. Everything before the durable end its commit record names must be whole. With
     * GROUP_COMMIT, bytes past the record's written end mean a later block was written, which the writer does only
     * after the force covering the written end returned: then the written end is durable too, so that one damaged
     * record write cannot hide the loss of the block it came with.
     */
    private void readBlocks(final Path file, final StorageFile channel, final long size, final int version,
            final CommitRecord commit, final boolean last, final JournalPass pass) throws IOException {
        final long dataOffset = version >= JournalDescriptor.COMMIT_RECORD_VERSION
                ? JournalDescriptor.SEGMENT_DATA_OFFSET : JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH;
        final boolean afterWritten = commit != null
                && (pass.headerFlags & JournalDescriptor.SEGMENT_FLAG_FORCED_PER_BLOCK) != 0
                && writtenAfter(channel, commit.writtenEnd(), size);
        final long durableEnd = commit == null ? dataOffset : afterWritten ? commit.writtenEnd() : commit.durableEnd();
        final long durableLast = commit == null ? pass.expected - 1
                : afterWritten ? commit.writtenLast() : commit.durableLast();
        long position = dataOffset;
        while (position < size) {
            final int length = blocks.read(channel, position, size);
            if (length < 0) {
                if (position < durableEnd) {
                    throw new JournalCorruptedException(file, position, "committed data lost: " + blocks.problem()
                            + ", but the commit record says every block before byte offset " + durableEnd
                            + " was forced; sequences " + pass.expected + ".." + durableLast + " are gone");
                }
                if (BlockReader.allZeros(channel, position, size)) {
                    // Preallocated space: the written records end here, as at the end of a file that grows.
                    if (last && commit != null && commit.writtenEnd() > position) {
                        pass.torn(file, position, "the block written last is not on the device (zeros)");
                        return;
                    }
                    break;
                }
                if (last && (unforcedTail(version, pass) || blocks.tornAfter(channel, position, size))) {
                    pass.torn(file, position, blocks.problem());
                    return;
                }
                throw new JournalCorruptedException(file, position, blocks.problem());
            }
            pass.visit(file, position, blocks.header(), blocks.records());
            position += length;
        }
        if (last) {
            pass.newestEnd = position;
        }
        if (position < durableEnd) {
            // A segment cut inside its header area ends before the data offset the loop started from.
            final long end = Math.min(position, size);
            throw new JournalCorruptedException(file, end, "committed data lost: the segment ends at byte offset "
                    + end + " but its commit record says every block before byte offset " + durableEnd
                    + " was forced; sequences " + pass.expected + ".." + durableLast
                    + " are missing (the file was cut short)");
        }
        if (last && commit != null && commit.continued()) {
            throw new JournalCorruptedException(file, CommitRecord.offset(commit.count()), "committed data lost: the "
                    + "commit record says the journal continued in a later segment after sequence "
                    + commit.durableLast() + ", but this is the newest segment: every command after "
                    + commit.durableLast() + " is gone (a deleted segment?)");
        }
        if (last && position == dataOffset) {
            pass.torn(file, position, "the newest segment holds no block");
        }
    }

    /**
     * Whether anything was written at or after a commit record's written end: a later block, which a GROUP_COMMIT
     * writer writes only after the force covering that end returned. Zeros there (a preallocated segment) prove
     * nothing; a later block starts at the written end, so one block's length is enough to look at.
     */
    private static boolean writtenAfter(final StorageFile channel, final long writtenEnd, final long size)
            throws IOException {
        return size > writtenEnd && !BlockReader.allZeros(channel, writtenEnd,
                Math.min(size, writtenEnd + BlockReader.MAX_BLOCK_LENGTH));
    }

    /**
     * Whether everything after the durable end of an ASYNC segment is suspect: nothing there was forced, and a power
     * loss keeps any part of it, in any order, so a valid block after a bad one is no sign of corruption.
     */
    private static boolean unforcedTail(final int version, final JournalPass pass) {
        return version >= JournalDescriptor.COMMIT_RECORD_VERSION
                && (pass.headerFlags & JournalDescriptor.SEGMENT_FLAG_FORCED_PER_BLOCK) == 0;
    }

    /** @return the segment's format version (its flags in the pass), or -1 with the pass's problem set */
    private static int headerVersion(final StorageFile channel, final long size, final long first,
            final JournalPass pass) throws IOException {
        if (size < JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH) {
            pass.problem = "partial segment header: " + size + " bytes";
            return -1;
        }
        final int length = (int) Math.min(size, JournalDescriptor.SEGMENT_HEADER_LENGTH);
        final ByteBuffer h = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        BlockReader.readFully(channel, h, 0);
        final int version = h.getInt(JournalDescriptor.SEGMENT_VERSION_OFFSET);
        final int crcOffset = version < JournalDescriptor.COMMIT_RECORD_VERSION
                ? JournalDescriptor.LEGACY_SEGMENT_CRC_OFFSET : JournalDescriptor.SEGMENT_CRC_OFFSET;
        if (h.getInt(JournalDescriptor.SEGMENT_MAGIC_OFFSET) != JournalDescriptor.SEGMENT_MAGIC) {
            pass.problem = "not a journal segment (bad magic)";
        } else if (version < JournalDescriptor.OLDEST_READABLE_VERSION || version > JournalDescriptor.VERSION) {
            pass.problem = "unsupported format version " + version;
        } else if (crcOffset + 4 > length || h.getInt(crcOffset) != SegmentFiles.crc(h, crcOffset)) {
            pass.problem = "segment header checksum mismatch";
        } else if (h.getInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET) != JournalDescriptor.RECORD_LENGTH) {
            pass.problem = "unsupported record length " + h.getInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET);
        } else if (h.getLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET) != first) {
            pass.problem = "the header's first sequence " + h.getLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET)
                    + " does not match the file name";
        } else {
            pass.headerFlags = version >= JournalDescriptor.COMMIT_RECORD_VERSION
                    ? h.getInt(JournalDescriptor.SEGMENT_FLAGS_OFFSET) : 0;
            return version;
        }
        return -1;
    }
}
