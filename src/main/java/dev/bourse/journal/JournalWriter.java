package dev.bourse.journal;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.pipeline.CommandSlot;
import dev.bourse.pipeline.Journal;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;

/**
 * The journal: appends every state-changing command as a record ({@link JournalRecordCodec}) to a block buffer,
 * closes the block at the end of each batch or when the next record would overflow {@code journal.block.bytes},
 * LZ4-compresses it, and writes it with its header to the current segment ({@link JournalDescriptor}).
 *
 * <ul>
 *   <li>{@link Durability#ASYNC}: a written block is in the page cache; it survives a process crash, not a power
 *       loss.</li>
 *   <li>{@link Durability#GROUP_COMMIT}: each written block is forced ({@code force(false)}) before
 *       {@link #append} returns, so the journal stage's sequence, which results wait for, passes a command only
 *       once its block is on the device.</li>
 * </ul>
 * A new segment is created when a block would take the current one past {@code journal.segment.bytes}, and for
 * the first block after construction or {@link #close()}: named by the block's first sequence, never an existing
 * file. Creating a segment forces the directory.
 *
 * <p>Sequences: the first block covers from the first sequence this writer sees (or the one after the last
 * replayed command) and each block continues where the previous ended, so queries between records leave no gap.
 *
 * <p>Failure policy: an I/O error is thrown to the journal stage (which counts it) and latched: every later
 * {@link #append} throws at once, and no further block is written, so the files never hold a gap.
 *
 * <p>No allocation per command: buffers, compressor and checksum are created once.
 *
 * <p>Thread-safety: the journal stage's thread only.
 */
public final class JournalWriter implements Journal {
    private final Path dir;
    private final boolean groupCommit;
    private final long segmentBytes;
    private final int recordsPerBlock;
    private final ByteBuffer records;
    private final ByteBuffer block;
    private final LZ4Compressor compressor = LZ4Factory.fastestInstance().fastCompressor();
    private final CRC32C crc = new CRC32C();
    private FileChannel channel;
    private long segmentPosition;
    private long covered = -1;
    private long blockLast;
    private int count;
    private IOException failure;

    /**
     * A writer for a core's configured journal (directory, durability, segment and block sizes).
     *
     * @param config the configuration
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final ExchangeConfig config) throws IOException {
        this(config.journalDir(), config.journalDurability(), config.journalSegmentBytes(),
                config.journalBlockBytes());
    }

    /**
     * @param dir          the journal directory, created if missing
     * @param durability   ASYNC or GROUP_COMMIT
     * @param segmentBytes size at which a new segment is started, bytes, &gt; the block size
     * @param blockBytes   uncompressed block size, bytes, {@link JournalDescriptor#RECORD_LENGTH}..4 MiB
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final Path dir, final Durability durability, final long segmentBytes, final int blockBytes)
            throws IOException {
        if (blockBytes < JournalDescriptor.RECORD_LENGTH || blockBytes > JournalDescriptor.MAX_UNCOMPRESSED_LENGTH) {
            throw new IllegalArgumentException("block bytes out of range: " + blockBytes);
        }
        Files.createDirectories(dir);
        this.dir = dir;
        this.groupCommit = durability == Durability.GROUP_COMMIT;
        this.segmentBytes = segmentBytes;
        this.recordsPerBlock = blockBytes / JournalDescriptor.RECORD_LENGTH;
        final int raw = recordsPerBlock * JournalDescriptor.RECORD_LENGTH;
        this.records = ByteBuffer.allocateDirect(raw).order(ByteOrder.LITTLE_ENDIAN);
        this.block = ByteBuffer.allocateDirect(JournalDescriptor.BLOCK_HEADER_LENGTH
                + Math.max(raw, compressor.maxCompressedLength(raw))).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** @return the journal directory */
    public Path directory() {
        return dir;
    }

    @Override
    public void append(final CommandSlot slot, final boolean endOfBatch) throws IOException {
        if (failure != null) {
            throw failure;
        }
        final long sequence = slot.sequence();
        if (covered < 0) {
            covered = sequence - 1;
        }
        if (slot.isReplay()) {
            covered = Math.max(covered, sequence);
            return;
        }
        if (JournalRecordCodec.isJournalled(slot.type())) {
            if (count == recordsPerBlock) {
                writeBlock();
            }
            JournalRecordCodec.encode(slot, records, count * JournalDescriptor.RECORD_LENGTH);
            count++;
            blockLast = sequence;
        }
        if (endOfBatch && count > 0) {
            writeBlock();
        }
    }

    private void writeBlock() throws IOException {
        try {
            final int rawLength = count * JournalDescriptor.RECORD_LENGTH;
            final int stored = fillBlock(rawLength);
            final int blockLength = JournalDescriptor.BLOCK_HEADER_LENGTH + stored;
            if (channel == null || segmentPosition > JournalDescriptor.SEGMENT_HEADER_LENGTH
                    && segmentPosition + blockLength > segmentBytes) {
                roll(covered + 1);
            }
            block.limit(blockLength).position(0);
            while (block.hasRemaining()) {
                channel.write(block);
            }
            if (groupCommit) {
                channel.force(false);
            }
            segmentPosition += blockLength;
            covered = blockLast;
            count = 0;
        } catch (final IOException e) {
            failure = e;
            throw e;
        }
    }

    /** Compresses (or copies) the records after the header and fills the header; returns the stored length. */
    private int fillBlock(final int rawLength) {
        block.clear();
        final int max = block.capacity() - JournalDescriptor.BLOCK_HEADER_LENGTH;
        int stored = compressor.compress(records, 0, rawLength, block, JournalDescriptor.BLOCK_HEADER_LENGTH, max);
        int flags = JournalDescriptor.FLAG_LZ4;
        if (stored >= rawLength) {
            block.put(JournalDescriptor.BLOCK_HEADER_LENGTH, records, 0, rawLength);
            stored = rawLength;
            flags = 0;
        }
        block.putInt(JournalDescriptor.BLOCK_MAGIC_OFFSET, JournalDescriptor.BLOCK_MAGIC);
        block.putInt(JournalDescriptor.BLOCK_LENGTH_OFFSET, stored);
        block.putInt(JournalDescriptor.BLOCK_UNCOMPRESSED_LENGTH_OFFSET, rawLength);
        block.putLong(JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET, covered + 1);
        block.putLong(JournalDescriptor.BLOCK_LAST_SEQUENCE_OFFSET, blockLast);
        block.putInt(JournalDescriptor.BLOCK_RECORD_COUNT_OFFSET, count);
        block.putInt(JournalDescriptor.BLOCK_FLAGS_OFFSET, flags);
        block.putInt(JournalDescriptor.BLOCK_CRC_OFFSET,
                BlockChecksum.compute(crc, block, 0, block, JournalDescriptor.BLOCK_HEADER_LENGTH, stored));
        return stored;
    }

    private void roll(final long firstSequence) throws IOException {
        closeChannel();
        channel = SegmentFiles.create(dir, firstSequence);
        segmentPosition = JournalDescriptor.SEGMENT_HEADER_LENGTH;
    }

    private void closeChannel() throws IOException {
        if (channel != null) {
            final FileChannel old = channel;
            channel = null;
            try {
                old.force(true);
            } finally {
                old.close();
            }
        }
    }

    /**
     * Recovers through {@link JournalReader}: checks the whole directory and cuts a torn tail off (first pass),
     * then publishes the records after {@code afterSequence} (second pass), so nothing is published from a corrupt
     * journal.
     */
    @Override
    public long recover(final long afterSequence, final ReplaySink sink) throws IOException {
        final JournalReader reader = new JournalReader(dir);
        final JournalReadResult checked = reader.read(afterSequence + 1, null, true);
        if (checked.records() == 0) {
            if (checked.segments() > 0 && checked.lastSequence() < afterSequence) {
                // ASYNC journalling after a power loss: the snapshot reached the disk, the journal's tail did not.
                // The snapshot holds those commands, so nothing is lost; new blocks start a new segment after it.
                System.err.println("WARNING journal: it ends at sequence " + checked.lastSequence()
                        + ", before the snapshot's " + afterSequence + "; recovering from the snapshot, which holds "
                        + "the missing commands; older snapshots can no longer be replayed past "
                        + checked.lastSequence());
            }
            return afterSequence;
        }
        final JournalReadResult replayed = reader.read(afterSequence + 1, (buffer, index) -> {
            JournalRecordCodec.decode(buffer, index, sink.claim());
            sink.publish();
        }, false);
        return replayed.lastSequence();
    }

    /** Forces and closes the current segment; the next block goes to a new segment. */
    @Override
    public void close() throws IOException {
        closeChannel();
    }
}
