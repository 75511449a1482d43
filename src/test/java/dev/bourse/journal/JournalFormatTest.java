package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.config.Durability;
import dev.bourse.storage.FileStorage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JournalFormatTest {
    private static final int BLOCK = 4096;
    @TempDir
    Path dir;

    private JournalWriter writer(final long segmentBytes) throws IOException {
        return new JournalWriter(dir, Durability.ASYNC, segmentBytes, BLOCK);
    }

    private List<Long> readSequences(final long from) throws IOException {
        final List<Long> seen = new ArrayList<>();
        new JournalReader(dir).read(from, (b, i) -> seen.add(JournalRecordCodec.sequence(b, i)), false);
        return seen;
    }

    private static List<Long> journalled(final long from, final long to) {
        final List<Long> out = new ArrayList<>();
        for (long s = from; s <= to; s++) {
            if (s % 5 != 0) {
                out.add(s);
            }
        }
        return out;
    }

    private List<Path> segments() throws IOException {
        return SegmentFiles.list(FileStorage.INSTANCE, dir);
    }

    /** Byte offsets of every block in a segment, read from the headers. */
    private static List<Long> blockOffsets(final Path segment) throws IOException {
        final List<Long> offsets = new ArrayList<>();
        final ByteBuffer all = ByteBuffer.wrap(Files.readAllBytes(segment)).order(ByteOrder.LITTLE_ENDIAN);
        int p = JournalDescriptor.SEGMENT_DATA_OFFSET;
        while (p < all.capacity()) {
            offsets.add((long) p);
            p += JournalDescriptor.BLOCK_HEADER_LENGTH + all.getInt(p + JournalDescriptor.BLOCK_LENGTH_OFFSET);
        }
        return offsets;
    }

    private static void flipByte(final Path file, final long offset) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            final ByteBuffer b = ByteBuffer.allocate(1);
            ch.read(b, offset);
            b.put(0, (byte) (b.get(0) ^ 0x5A)).position(0);
            ch.write(b, offset);
        }
    }

    @Test
    void recordsComeBackInSequenceOrderWithEveryField() throws IOException {
        write(1, 500, 7);
        final List<CommandSlot> out = new ArrayList<>();
        final JournalReadResult r = new JournalReader(dir).read(1, (b, i) -> {
            final CommandSlot s = new CommandSlot(1);
            JournalRecordCodec.decode(b, i, s);
            out.add(s);
        }, false);
        assertThat(out).extracting(CommandSlot::sequence).containsExactlyElementsOf(journalled(1, 500));
        for (final CommandSlot s : out) {
            final CommandSlot expected = JournalFixture.place(s.sequence());
            assertThat(s.timestamp()).isEqualTo(expected.timestamp());
            assertThat(s.uid()).isEqualTo(expected.uid());
            assertThat(s.price()).isEqualTo(expected.price());
            assertThat(s.size()).isEqualTo(expected.size());
            assertThat(s.side()).isEqualTo(expected.side());
        }
        assertThat(r.lastSequence()).isEqualTo(499);
        assertThat(r.records()).isEqualTo(400);
        assertThat(r.hasTornTail()).isFalse();
        assertThat(r.blocks()).isGreaterThan(50);
    }

    private void write(final long from, final long to, final int batch) throws IOException {
        final JournalWriter w = writer(1L << 20);
        JournalFixture.write(w, from, to, batch);
        w.close();
    }

    /** Writes {@code 1..to} in batches of 13 into segments of 8 KiB, and closes. */
    private void writeSegments(final long to) throws IOException {
        final JournalWriter w = writer(8192);
        JournalFixture.write(w, 1, to, 13);
        w.close();
    }

    /** Writes with GROUP_COMMIT and never closes, as a process killed after its last force would leave the files. */
    private void writeAndCrash(final long from, final long to, final int batch) throws IOException {
        JournalFixture.write(new JournalWriter(dir, Durability.GROUP_COMMIT, 1L << 20, BLOCK), from, to, batch);
    }

    /** A new writer appends {@code from..to} after what is there, and the whole journal reads back without a gap. */
    private void assertThatAWriterContinuesTheJournal(final long from, final long to) throws IOException {
        final JournalWriter next = writer(1L << 20);
        JournalFixture.write(next, from, to, 10);
        next.close();
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, to));
    }

    private static void truncate(final Path file, final long size) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(size);
        }
    }

    @Test
    void readingFromASequenceSkipsTheRecordsBeforeIt() throws IOException {
        write(1, 300, 10);
        assertThat(readSequences(137)).containsExactlyElementsOf(journalled(137, 300));
    }

    @Test
    void blocksCloseAtTheBlockSizeWithinOneBatch() throws IOException {
        write(1, 1000, 1000);
        final int perBlock = BLOCK / JournalDescriptor.RECORD_LENGTH;
        final JournalReadResult r = new JournalReader(dir).read(1, null, false);
        assertThat(r.blocks()).isEqualTo((800 + perBlock - 1) / perBlock);
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 1000));
    }

    @Test
    void segmentsRollAtTheConfiguredSizeAndAreNamedByTheirFirstSequence() throws IOException {
        writeSegments(2000);
        final List<Path> segments = segments();
        assertThat(segments).hasSizeGreaterThan(3);
        assertThat(segments.get(0).getFileName().toString()).isEqualTo("00000000000000000001.journal");
        for (final Path s : segments) {
            assertThat(Files.size(s)).isLessThanOrEqualTo(8192);
        }
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 2000));
        final long third = JournalDescriptor.segmentFirstSequence(segments.get(2));
        assertThat(readSequences(third + 3)).containsExactlyElementsOf(journalled(third + 3, 2000));
    }

    @Test
    void aWriterAfterCloseStartsANewSegmentThatContinuesTheSequence() throws IOException {
        final JournalWriter w = writer(1L << 20);
        JournalFixture.write(w, 1, 100, 10);
        w.close();
        JournalFixture.write(w, 101, 200, 10);
        w.close();
        assertThat(segments()).hasSize(2);
        assertThat(segments().get(1).getFileName().toString()).isEqualTo(JournalDescriptor.segmentFileName(100));
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 200));
    }

    @Test
    void aTailTruncatedMidBlockIsCutWithAWarningAndEverythingBeforeIsKept() throws IOException {
        writeAndCrash(1, 400, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        final long lastBlock = blocks.get(blocks.size() - 1);
        final long size = Files.size(seg);
        try (FileChannel ch = FileChannel.open(seg, StandardOpenOption.WRITE)) {
            ch.truncate(lastBlock + (size - lastBlock) / 2);
        }
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.hasTornTail()).isTrue();
        assertThat(r.tornOffset()).isEqualTo(lastBlock);
        assertThat(r.tornReason()).contains("partial block");
        assertThat(r.lastSequence()).isEqualTo(379);
        assertThat(r.tailCut()).isTrue();
        assertThat(r.warnings()).singleElement().asString().contains(seg.toString())
                .contains("byte offset " + lastBlock).contains("sequences 380..399 were being written")
                .contains("cut to " + lastBlock + " bytes");
        assertThat(Files.size(seg)).isEqualTo(lastBlock);
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 380));
        assertThat(new JournalReader(dir).read(1, null, false).hasTornTail()).isFalse();
    }

    @Test
    void aCutTornTailIsReportedInTheResultAndNothingIsPrinted() throws IOException {
        JournalFixture.write(new JournalWriter(dir, Durability.GROUP_COMMIT, 1L << 20, BLOCK), 1, 100, 20);
        final Path seg = segments().get(0);
        try (FileChannel ch = FileChannel.open(seg, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() - 9);
        }
        final java.io.PrintStream err = System.err;
        final java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
        final JournalReadResult r;
        try {
            r = new JournalReader(dir).read(1, null, true);
        } finally {
            System.setErr(err);
        }
        assertThat(r.hasTornTail()).isTrue();
        assertThat(printed.size()).isZero();
    }

    @Test
    void aTailTruncatedInsideTheBlockHeaderIsCut() throws IOException {
        writeAndCrash(1, 100, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        final long lastBlock = blocks.get(blocks.size() - 1);
        try (FileChannel ch = FileChannel.open(seg, StandardOpenOption.WRITE)) {
            ch.truncate(lastBlock + 11);
        }
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.tornReason()).contains("partial block header");
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 80));
    }

    @Test
    void aChecksumFailureInTheLastBlockOfTheLastSegmentIsATornTail() throws IOException {
        writeAndCrash(1, 100, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        flipByte(seg, Files.size(seg) - 3);
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.tornReason()).contains("checksum");
        assertThat(r.tornOffset()).isEqualTo(blocks.get(blocks.size() - 1));
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 80));
    }

    @Test
    void aGroupCommitJournalCutShortBeforeItsLastBlockIsRefusedNamingTheLostSequences() throws IOException {
        writeAndCrash(1, 400, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        final long half = blocks.get(blocks.size() / 2);
        truncate(seg, half + 100);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.file()).isEqualTo(seg);
                    assertThat(e.offset()).isEqualTo(half);
                    assertThat(e.getMessage()).contains("committed data lost")
                            .contains("byte offset " + blocks.get(blocks.size() - 1))
                            .containsPattern("sequences [0-9]+\\.\\.379 are gone");
                });
        assertThat(Files.size(seg)).isEqualTo(half + 100);
    }

    @Test
    void aDamagedNewestCommitCopyDoesNotLetALaterWrittenBlockTakeItsPredecessorWithIt() throws IOException {
        writeAndCrash(1, 100, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        final ByteBuffer commits = ByteBuffer.wrap(Files.readAllBytes(seg)).order(ByteOrder.LITTLE_ENDIAN);
        final long countA = commits.getLong(JournalDescriptor.COMMIT_OFFSET_A + JournalDescriptor.COMMIT_COUNT_OFFSET);
        final long countB = commits.getLong(JournalDescriptor.COMMIT_OFFSET_B + JournalDescriptor.COMMIT_COUNT_OFFSET);
        flipByte(seg, (countA > countB ? JournalDescriptor.COMMIT_OFFSET_A : JournalDescriptor.COMMIT_OFFSET_B) + 30);
        final long secondLast = blocks.get(blocks.size() - 2);
        flipByte(seg, secondLast + JournalDescriptor.BLOCK_HEADER_LENGTH + 1);
        flipByte(seg, blocks.get(blocks.size() - 1) + JournalDescriptor.BLOCK_LENGTH_OFFSET);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.offset()).isEqualTo(secondLast);
                    assertThat(e.getMessage()).contains("committed data lost");
                });
    }

    @Test
    void aSealedJournalCutByOneByteIsRefused() throws IOException {
        write(1, 100, 20);
        final Path seg = segments().get(0);
        truncate(seg, Files.size(seg) - 1);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("committed data lost")
                .hasMessageContaining("..99 are gone");
    }

    @Test
    void aSealedJournalCutAtABlockBoundaryIsRefusedAsMissingData() throws IOException {
        write(1, 100, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        truncate(seg, blocks.get(blocks.size() - 1));
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("cut short")
                .hasMessageContaining("sequences 80..99 are missing");
    }

    @Test
    void aSealIsWrittenToBothCommitCopiesSoLosingOneCannotTakeItBack() throws IOException {
        write(1, 100, 20);
        final Path seg = segments().get(0);
        flipByte(seg, JournalDescriptor.COMMIT_OFFSET_B + 9);
        truncate(seg, Files.size(seg) - 1);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("committed data lost");
        truncate(seg, JournalDescriptor.COMMIT_OFFSET_A + 512);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("cut short")
                .hasMessageContaining("sequences 1..99 are missing");
    }

    @Test
    void anAsyncJournalLeftOpenMayLoseItsWholeTailAndSaysSo() throws IOException {
        JournalFixture.write(writer(1L << 20), 1, 400, 20);
        final Path seg = segments().get(0);
        final List<Long> blocks = blockOffsets(seg);
        truncate(seg, blocks.get(3) + 17);
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.lastSequence()).isEqualTo(59);
        assertThat(r.warnings()).singleElement().asString().contains("ASYNC")
                .contains("commands after sequence 0 may have been acknowledged and lost");
    }

    @Test
    void aDeletedNewestSegmentIsRefusedBecauseItsPredecessorSaysTheJournalWentOn() throws IOException {
        writeSegments(1000);
        final List<Path> segments = segments();
        Files.delete(segments.get(segments.size() - 1));
        final Path newest = segments.get(segments.size() - 2);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.file()).isEqualTo(newest);
                    assertThat(e.getMessage()).contains("continued in a later segment");
                });
    }

    @Test
    void anEmptyNewestSegmentIsDeletedAfterItsPredecessorStopsSayingTheJournalWentOn() throws IOException {
        write(1, 100, 10);
        final Path first = segments().get(0);
        SegmentFiles.create(FileStorage.INSTANCE, dir, 100, true, 0).close();
        new TailRepair(FileStorage.INSTANCE, dir).setContinued(first, true);
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.tornReason()).contains("holds no block");
        assertThat(r.warnings()).singleElement().asString().contains("the segment was deleted");
        assertThat(segments()).containsExactly(first);
        assertThat(new JournalReader(dir).read(1, null, true).warnings()).isEmpty();
        assertThatAWriterContinuesTheJournal(100, 120);
    }

    @Test
    void aRepairingPassSealsTheNewestSegmentSoItsReplayedBlocksAreCommitted() throws IOException {
        writeAndCrash(1, 100, 20);
        final Path seg = segments().get(0);
        assertThat(new JournalReader(dir).read(1, null, true).warnings()).isEmpty();
        final List<Long> blocks = blockOffsets(seg);
        truncate(seg, blocks.get(blocks.size() - 1) + 5);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("committed data lost");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aJournalOfAnEarlierVersionWithoutCommitRecordsIsStillRead(final int version) throws IOException {
        write(1, 200, 20);
        final Path seg = segments().get(0);
        final byte[] v2 = Files.readAllBytes(seg);
        final ByteBuffer header = ByteBuffer.allocate(JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(JournalDescriptor.SEGMENT_MAGIC_OFFSET, JournalDescriptor.SEGMENT_MAGIC);
        header.putInt(JournalDescriptor.SEGMENT_VERSION_OFFSET, version);
        header.putLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET, 1);
        header.putInt(JournalDescriptor.SEGMENT_RECORD_LENGTH_OFFSET, JournalDescriptor.RECORD_LENGTH);
        header.putInt(JournalDescriptor.LEGACY_SEGMENT_CRC_OFFSET,
                SegmentFiles.crc(header, JournalDescriptor.LEGACY_SEGMENT_CRC_OFFSET));
        final byte[] v1 = new byte[JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH + v2.length
                - JournalDescriptor.SEGMENT_DATA_OFFSET];
        System.arraycopy(header.array(), 0, v1, 0, JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH);
        System.arraycopy(v2, JournalDescriptor.SEGMENT_DATA_OFFSET, v1, JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH,
                v2.length - JournalDescriptor.SEGMENT_DATA_OFFSET);
        Files.write(seg, v1);
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 200));
        truncate(seg, v1.length - 3);
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.hasTornTail()).isTrue();
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 180));
        assertThatAWriterContinuesTheJournal(180, 220);
    }

    @Test
    void aFlippedByteInAMiddleBlockIsCorruptionNamingFileAndOffset() throws IOException {
        write(1, 400, 20);
        final Path seg = segments().get(0);
        final long third = blockOffsets(seg).get(2);
        flipByte(seg, third + JournalDescriptor.BLOCK_HEADER_LENGTH + 5);
        final long sizeBefore = Files.size(seg);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.file()).isEqualTo(seg);
                    assertThat(e.offset()).isEqualTo(third);
                    assertThat(e.getMessage()).contains(seg.toString()).contains("offset " + third)
                            .contains("checksum");
                });
        assertThat(Files.size(seg)).isEqualTo(sizeBefore);
    }

    @Test
    void aFlippedByteInTheLastBlockOfAnEarlierSegmentIsCorruption() throws IOException {
        writeSegments(1000);
        final Path first = segments().get(0);
        final List<Long> blocks = blockOffsets(first);
        flipByte(first, Files.size(first) - 2);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.file()).isEqualTo(first);
                    assertThat(e.offset()).isEqualTo(blocks.get(blocks.size() - 1));
                });
    }

    @Test
    void aFlippedByteInABlockLengthOfTheLastSegmentIsNotMistakenForATornTail() throws IOException {
        write(1, 200, 20);
        final Path seg = segments().get(0);
        final long second = blockOffsets(seg).get(1);
        flipByte(seg, second + JournalDescriptor.BLOCK_LENGTH_OFFSET);
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("offset " + second);
    }

    @Test
    void aDeletedMiddleSegmentIsASequenceGap() throws IOException {
        writeSegments(1000);
        final List<Path> segments = segments();
        Files.delete(segments.get(1));
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOfSatisfying(JournalCorruptedException.class, e -> {
                    assertThat(e.file()).isEqualTo(segments.get(2));
                    assertThat(e.offset()).isZero();
                    assertThat(e.getMessage()).contains("missing");
                });
    }

    @Test
    void aBlockWhoseSequencesDoNotFollowOnIsAGapEvenWithAValidChecksum() throws IOException {
        write(1, 200, 20);
        final Path seg = segments().get(0);
        final long second = blockOffsets(seg).get(1);
        try (FileChannel ch = FileChannel.open(seg, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            final ByteBuffer h = ByteBuffer.allocate(JournalDescriptor.BLOCK_HEADER_LENGTH)
                    .order(ByteOrder.LITTLE_ENDIAN);
            ch.read(h, second);
            final int stored = h.getInt(JournalDescriptor.BLOCK_LENGTH_OFFSET);
            final ByteBuffer payload = ByteBuffer.allocate(stored);
            ch.read(payload, second + JournalDescriptor.BLOCK_HEADER_LENGTH);
            h.putLong(JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET,
                    h.getLong(JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET) + 2);
            h.putInt(JournalDescriptor.BLOCK_CRC_OFFSET, BlockChecksum.compute(new CRC32C(), h, 0, payload, 0, stored));
            h.position(0);
            ch.write(h, second);
        }
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, false))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("sequence gap")
                .hasMessageContaining("offset " + second);
    }

    @Test
    void aSegmentStartingAfterTheJournalsEndIsAGap() throws IOException {
        write(1, 100, 10);
        final JournalWriter later = writer(1L << 20);
        JournalFixture.write(later, 120, 150, 10);
        later.close();
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, false))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("100..119");
    }

    @Test
    void aJournalStartingAfterTheNeededSequenceIsRefused() throws IOException {
        final JournalWriter w = writer(1L << 20);
        JournalFixture.write(w, 50, 100, 10);
        w.close();
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, false))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("starts at sequence 50");
        assertThat(readSequences(60)).containsExactlyElementsOf(journalled(60, 100));
    }

    @Test
    void anInterruptedSegmentCreationLeavesOnlyATemporaryFileWhichRecoveryDeletes() throws IOException {
        write(1, 100, 10);
        final Path temp = dir.resolve(JournalDescriptor.segmentFileName(100) + SegmentFiles.TEMP_SUFFIX);
        Files.write(temp, SegmentFiles.header(100, true).array());
        final JournalReadResult r = new JournalReader(dir).read(1, null, true);
        assertThat(r.hasTornTail()).isFalse();
        assertThat(r.warnings()).singleElement().asString().contains(temp.toString());
        assertThat(Files.exists(temp)).isFalse();
        assertThatAWriterContinuesTheJournal(100, 120);
    }

    @Test
    void aNewestSegmentWithADamagedHeaderIsRefusedNotTakenForAnInterruptedCreation() throws IOException {
        write(1, 100, 10);
        final Path newest = dir.resolve(JournalDescriptor.segmentFileName(100));
        Files.write(newest, new byte[] {1, 2, 3});
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining(newest.toString())
                .hasMessageContaining("partial segment header");
        Files.write(newest, SegmentFiles.header(100, true).array());
        assertThatThrownBy(() -> new JournalReader(dir).read(1, null, true))
                .isInstanceOf(JournalCorruptedException.class).hasMessageContaining("neither copy of the commit");
        assertThat(Files.exists(newest)).isTrue();
    }

    @Test
    void anEmptyOrMissingDirectoryReadsAsAnEmptyJournal() throws IOException {
        final JournalReadResult r = new JournalReader(dir.resolve("absent")).read(1, null, true);
        assertThat(r.records()).isZero();
        assertThat(r.lastSequence()).isZero();
    }

    @Test
    void groupCommitWritesTheSameFormat() throws IOException {
        final JournalWriter w = new JournalWriter(dir, Durability.GROUP_COMMIT, 1L << 20, BLOCK);
        JournalFixture.write(w, 1, 200, 9);
        w.close();
        assertThat(readSequences(1)).containsExactlyElementsOf(journalled(1, 200));
    }
}
