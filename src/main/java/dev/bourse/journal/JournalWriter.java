package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32C;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;

/**
 * The journal: appends every state-changing command as a record ({@link JournalRecordCodec}) to a block buffer,
 * closes the block at the end of each batch or when the next record would overflow {@code journal.block.bytes},
 * LZ4-compresses it, and writes it with its header to the current segment ({@link JournalDescriptor}).
 *
 * <ul>
 *   <li>{@link Durability#GROUP_COMMIT}: each block is written together with a new copy of the segment's commit
 *       record (saying the blocks before it are durable), and both are forced with one {@code force(false)} before
 *       {@link #append} returns, so the journal stage's sequence, which results wait for, passes a command only
 *       once its block is on the device. A reader can then tell a torn last block (never acknowledged) from lost
 *       acknowledged blocks: see {@link JournalReader}. The journal stage's batch is every command grouped since
 *       its previous batch, that is everything that arrived while the previous force ran, so a block is a group
 *       commit and the number of forces follows the disk, not the rate: one per group, as long as the group fits a
 *       block ({@code journal.block.bytes}).</li>
 *   <li>{@link Durability#ASYNC}: a written block is in the operating system's page cache and survives a crash of
 *       the process, not of the machine. The segment is forced only when it is sealed (full, or the journal closed),
 *       so after a power loss the journal may end anywhere after its last seal: commands acknowledged since then
 *       can be lost, and a reader cannot tell them from commands never written (it cuts the damaged tail and says
 *       from which sequence on commands may be lost). Everything before the last seal is checked as with
 *       GROUP_COMMIT.</li>
 * </ul>
 * With {@code journal.preallocate} each segment is written full of zeros to {@code journal.segment.bytes} and forced
 * when it is created, so that a block overwrites allocated space and neither its write nor its force has to change
 * the file's size or allocation (metadata that on ext4 or XFS waits for the file system's journal, shared with every
 * other writer of the file system). The zeros after the last block are then the end of the written records for a
 * reader ({@link JournalReader}); sealing a segment cuts them off, so a sealed segment is as without preallocation.
 *
 * <p>A new segment is created when a block would take the current one past {@code journal.segment.bytes}, and for
 * the first block after construction or {@link #close()}: named by the block's first sequence, never an existing
 * file. Rolling over seals the old segment (commit record: closed at its end, forced), creates and forces the new one
 * and its directory entry, then marks the old one as continued (forced): so a lost newest segment is detected.
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
    private final Storage storage;
    private final Path dir;
    private final boolean groupCommit;
    private final long segmentBytes;
    /** Zeros written into a new segment up to this length; 0 for none. */
    private final long preallocateBytes;
    private final int recordsPerBlock;
    private final ByteBuffer records;
    private final ByteBuffer block;
    private final ByteBuffer commit = ByteBuffer.allocateDirect(JournalDescriptor.COMMIT_LENGTH)
            .order(ByteOrder.LITTLE_ENDIAN);
    private final LZ4Compressor compressor = LZ4Factory.fastestInstance().fastCompressor();
    private final CRC32C crc = new CRC32C();
    private final TailRepair repair;
    private final JournalCounters counters = new JournalCounters();
    private StorageFile file;
    private Path segment;
    private long segmentFirst;
    private long segmentPosition;
    private long commitCount;
    private long covered = -1;
    private long blockLast;
    private int count;
    private IOException failure;

    /**
     * A writer for a core's configured journal (directory, durability, segment and block sizes) on the local file
     * system.
     *
     * @param config the configuration
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final ExchangeConfig config) throws IOException {
        this(FileStorage.INSTANCE, config.journalDir(), config.journalDurability(), config.journalSegmentBytes(),
                config.journalBlockBytes(), config.journalPreallocate());
    }

    /**
     * A writer on the local file system.
     *
     * @param dir          the journal directory, created if missing
     * @param durability   ASYNC or GROUP_COMMIT
     * @param segmentBytes size at which a new segment is started, bytes, &gt; the block size
     * @param blockBytes   uncompressed block size, bytes, {@link JournalDescriptor#RECORD_LENGTH}..4 MiB
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final Path dir, final Durability durability, final long segmentBytes, final int blockBytes)
            throws IOException {
        this(FileStorage.INSTANCE, dir, durability, segmentBytes, blockBytes);
    }

    /**
     * @param storage      where the journal lives (its snapshots too, see {@link #storage()})
     * @param dir          the journal directory, created if missing
     * @param durability   ASYNC or GROUP_COMMIT
     * @param segmentBytes size at which a new segment is started, bytes, &gt; the block size
     * @param blockBytes   uncompressed block size, bytes, {@link JournalDescriptor#RECORD_LENGTH}..4 MiB
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final Storage storage, final Path dir, final Durability durability, final long segmentBytes,
            final int blockBytes) throws IOException {
        this(storage, dir, durability, segmentBytes, blockBytes, false);
    }

    /**
     * @param storage      where the journal lives (its snapshots too, see {@link #storage()})
     * @param dir          the journal directory, created if missing
     * @param durability   ASYNC or GROUP_COMMIT
     * @param segmentBytes size at which a new segment is started, bytes, &gt; the block size
     * @param blockBytes   uncompressed block size, bytes, {@link JournalDescriptor#RECORD_LENGTH}..4 MiB
     * @param preallocate  whether each new segment is filled with zeros to {@code segmentBytes} and forced first
     * @throws IOException when the directory cannot be created
     */
    public JournalWriter(final Storage storage, final Path dir, final Durability durability, final long segmentBytes,
            final int blockBytes, final boolean preallocate) throws IOException {
        if (blockBytes < JournalDescriptor.RECORD_LENGTH || blockBytes > JournalDescriptor.MAX_UNCOMPRESSED_LENGTH) {
            throw new IllegalArgumentException("block bytes out of range: " + blockBytes);
        }
        storage.createDirectories(dir);
        this.storage = storage;
        this.dir = dir;
        this.repair = new TailRepair(storage, dir);
        this.groupCommit = durability == Durability.GROUP_COMMIT;
        this.segmentBytes = segmentBytes;
        this.preallocateBytes = preallocate ? segmentBytes : 0;
        this.recordsPerBlock = blockBytes / JournalDescriptor.RECORD_LENGTH;
        final int raw = recordsPerBlock * JournalDescriptor.RECORD_LENGTH;
        this.records = ByteBuffer.allocateDirect(raw).order(ByteOrder.LITTLE_ENDIAN);
        this.block = ByteBuffer.allocateDirect(JournalDescriptor.BLOCK_HEADER_LENGTH
                + Math.max(raw, compressor.maxCompressedLength(raw))).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** @return what this writer has written and forced so far, readable from any thread */
    public JournalCounters counters() {
        return counters;
    }

    /** @return the journal directory */
    public Path directory() {
        return dir;
    }

    @Override
    public Storage storage() {
        return storage;
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
            if (file == null || segmentPosition > JournalDescriptor.SEGMENT_DATA_OFFSET
                    && segmentPosition + blockLength > segmentBytes) {
                roll(covered + 1);
            }
            block.limit(blockLength).position(0);
            file.write(block, segmentPosition);
            if (groupCommit) {
                CommitRecord.encode(commit, crc, 0, ++commitCount, segmentFirst, segmentPosition, covered,
                        segmentPosition + blockLength, blockLast);
                file.write(commit, CommitRecord.offset(commitCount));
                final long start = System.nanoTime();
                file.force(false);
                counters.force(System.nanoTime() - start);
            }
            counters.block(groupCommit ? blockLength + JournalDescriptor.COMMIT_LENGTH : blockLength);
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

    /**
     * Seals the current segment (or finds the newest existing one), creates the next, then marks the previous one as
     * continued: in this order a crash never leaves a mark without its successor.
     */
    private void roll(final long firstSequence) throws IOException {
        final Path previous = file != null ? segment : newestBefore(firstSequence);
        sealAndClose();
        file = SegmentFiles.create(storage, dir, firstSequence, groupCommit, preallocateBytes);
        segment = dir.resolve(JournalDescriptor.segmentFileName(firstSequence));
        segmentFirst = firstSequence;
        segmentPosition = JournalDescriptor.SEGMENT_DATA_OFFSET;
        commitCount = 0;
        if (previous != null) {
            repair.setContinued(previous, true);
        }
    }

    private Path newestBefore(final long firstSequence) throws IOException {
        final List<Path> segments = SegmentFiles.list(storage, dir);
        for (int i = segments.size() - 1; i >= 0; i--) {
            if (JournalDescriptor.segmentFirstSequence(segments.get(i)) < firstSequence) {
                return segments.get(i);
            }
        }
        return null;
    }

    /**
     * Seals the current segment, then closes it: cuts off the zeros a preallocated segment holds after its last block,
     * forces its blocks (ASYNC left them unforced), then writes the commit
     * record that says so, closed at its end, into both copies ({@link CommitRecord#writeBoth}). The record is written
     * only after the blocks are durable, so a crash in between cannot leave it claiming blocks the device never got.
     */
    private void sealAndClose() throws IOException {
        if (file != null) {
            final StorageFile old = file;
            file = null;
            try {
                if (old.size() > segmentPosition) {
                    old.truncate(segmentPosition);
                }
                if (!groupCommit) {
                    final long start = System.nanoTime();
                    old.force(false);
                    counters.force(System.nanoTime() - start);
                }
                new CommitRecord(JournalDescriptor.COMMIT_FLAG_CLOSED, commitCount + 1, segmentFirst, segmentPosition,
                        covered, segmentPosition, covered).writeBoth(old, commit, crc);
                commitCount += 2;
            } finally {
                old.close();
            }
        }
    }

    /**
     * Recovers through {@link JournalReader}: checks the whole directory, cuts a torn tail off and seals the newest
     * segment (first pass), then publishes the records after {@code afterSequence} (second pass), so nothing is
     * published from a corrupt journal. What the first pass found and did goes to {@link ReplaySink#warn}.
     */
    @Override
    public long recover(final long afterSequence, final ReplaySink sink) throws IOException {
        final JournalReader reader = new JournalReader(storage, dir);
        final JournalReadResult checked = reader.read(afterSequence + 1, null, true);
        for (final String warning : checked.warnings()) {
            sink.warn(warning);
        }
        if (checked.lastSequence() < sink.requiredLastSequence()) {
            throw new IOException("the journal in " + dir + (checked.segments() == 0 ? " is empty" : " ends at "
                    + "sequence " + checked.lastSequence()) + ", but recovery needs it to reach sequence "
                    + sink.requiredLastSequence());
        }
        if (checked.records() == 0) {
            if (checked.segments() > 0 && checked.lastSequence() < afterSequence) {
                // ASYNC journalling after a power loss: the snapshot reached the disk, the journal's tail did not.
                // The snapshot holds those commands, so nothing is lost; new blocks start a new segment after it.
                sink.warn("the journal in " + dir + " ends at sequence " + checked.lastSequence()
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

    /**
     * Seals, forces and closes the current segment; the next block goes to a new segment. After a failed write the
     * segment is only closed: nothing more is written to a device that failed, and a reader cuts whatever the failed
     * write left after the last durable block.
     */
    @Override
    public void close() throws IOException {
        if (failure != null && file != null) {
            final StorageFile old = file;
            file = null;
            old.close();
            return;
        }
        sealAndClose();
    }
}
