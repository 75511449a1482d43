package dev.bourse.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * The running state of one {@link JournalReader} pass: where it is, what it counted, what it found about the newest
 * segment (for the repair) and a torn tail if any. Also checks each valid block's sequences against the journal so
 * far before its records go to the visitor.
 *
 * <p>Thread-safety: none; one pass.
 */
final class JournalPass {
    final long from;
    final JournalReader.RecordVisitor visitor;
    long expected;
    int segments;
    long blocks;
    long records;
    long lastTimestamp = Long.MIN_VALUE;
    /** The last problem found in a header, for a message. */
    String problem;
    /** Flags of the segment header read last. */
    int headerFlags;
    Path newestFile;
    int newestVersion;
    CommitRecord newestCommit;
    Path predecessor;
    /** Where the newest segment's valid blocks end (before any preallocated zeros); -1 until read. */
    long newestEnd = -1;
    Path tornFile;
    long tornOffset = -1;
    String tornReason;

    JournalPass(final long from, final JournalReader.RecordVisitor visitor, final long expected) {
        this.from = from;
        this.visitor = visitor;
        this.expected = expected;
    }

    void newest(final Path file, final int version, final CommitRecord commit, final Path previous) {
        newestFile = file;
        newestVersion = version;
        newestCommit = commit;
        predecessor = previous;
    }

    void torn(final Path file, final long offset, final String reason) {
        tornFile = file;
        tornOffset = offset;
        tornReason = reason;
    }

    /** @return whether the newest segment holds no valid block, so that a repair deletes it */
    boolean tornWhole() {
        final long dataOffset = newestVersion < JournalDescriptor.COMMIT_RECORD_VERSION
                ? JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH : JournalDescriptor.SEGMENT_DATA_OFFSET;
        return tornOffset <= dataOffset;
    }

    /** Checks sequences of a valid block against the journal so far, then hands its records to the visitor. */
    void visit(final Path file, final long position, final ByteBuffer header, final ByteBuffer recordBuffer)
            throws IOException {
        final long first = header.getLong(JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET);
        final long lastSeq = header.getLong(JournalDescriptor.BLOCK_LAST_SEQUENCE_OFFSET);
        final int count = header.getInt(JournalDescriptor.BLOCK_RECORD_COUNT_OFFSET);
        if (first != expected) {
            throw new JournalCorruptedException(file, position, "sequence gap: the block covers " + first + ".."
                    + lastSeq + " but the journal before it ends at " + (expected - 1));
        }
        long previous = first - 1;
        for (int k = 0; k < count; k++) {
            final int index = k * JournalDescriptor.RECORD_LENGTH;
            final long seq = JournalRecordCodec.sequence(recordBuffer, index);
            if (JournalRecordCodec.length(recordBuffer, index) != JournalDescriptor.RECORD_LENGTH || seq <= previous
                    || seq > lastSeq || k == count - 1 && seq != lastSeq) {
                throw new JournalCorruptedException(file, position, "malformed record " + k + " (sequence " + seq
                        + ") in a block covering " + first + ".." + lastSeq);
            }
            final String invalid = JournalRecordCodec.problem(recordBuffer, index);
            if (invalid != null) {
                throw new JournalCorruptedException(file, position, "record " + k + " (sequence " + seq + ") holds "
                        + invalid);
            }
            previous = seq;
            if (seq >= from) {
                records++;
                if (visitor != null) {
                    visitor.onRecord(recordBuffer, index);
                }
            }
        }
        lastTimestamp = JournalRecordCodec.timestamp(recordBuffer, (count - 1) * JournalDescriptor.RECORD_LENGTH);
        expected = lastSeq + 1;
        blocks++;
    }

    /**
     * One line saying what the torn tail was, what it held as far as the commit record knows, and what was done.
     *
     * @param cut whether it was cut off
     * @return the warning
     */
    String describeTear(final boolean cut) {
        final StringBuilder s = new StringBuilder(256).append("torn tail in ").append(tornFile)
                .append(" at byte offset ").append(tornOffset).append(": ").append(tornReason);
        final CommitRecord commit = newestCommit;
        if (commit != null && commit.writtenLast() >= expected) {
            s.append("; sequences ").append(expected).append("..").append(commit.writtenLast())
                    .append(" were being written and their force was never confirmed");
        }
        final boolean async = (headerFlags & JournalDescriptor.SEGMENT_FLAG_FORCED_PER_BLOCK) == 0;
        if (newestVersion >= JournalDescriptor.COMMIT_RECORD_VERSION && async) {
            s.append("; the segment was written with ASYNC durability, so commands after sequence ")
                    .append(commit == null ? expected - 1 : commit.durableLast())
                    .append(" may have been acknowledged and lost with it");
        }
        if (cut) {
            s.append(tornWhole() ? "; the segment was deleted" : "; the file was cut to " + tornOffset + " bytes");
        } else {
            s.append("; left as it is (read-only pass)");
        }
        return s.append("; the journal ends at sequence ").append(expected - 1).toString();
    }
}
