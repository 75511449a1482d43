package dev.bourse.journal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.BoundedRun;
import dev.bourse.testkit.ScratchDirectory;
import dev.bourse.testkit.TimeBoxedFuzzTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * Fuzzes {@link JournalReader} over a journal directory built from the input.
 *
 * <p>Input layout: byte 0 holds flags (bit 0: recompute every checksum the bytes leave room for, so that the fuzzer
 * reaches the LZ4 payloads and record checks behind them; bit 1: cut a torn tail; bits 2-3: the first sequence
 * asked for, minus 1); then segments, each one byte added to the sequence the file is named by (the header's first
 * sequence, so usually 0), a little-endian 16-bit length and that many bytes of file content.
 *
 * <p>The contract: a pass returns a result or throws a {@link JournalCorruptedException} naming a segment of the
 * directory and an offset inside it, nothing else; the records handed over have increasing sequences from the one
 * asked for, as many as the result counts; a pass that cuts nothing leaves the directory as it was, so a second
 * pass finds the same; after a torn tail is cut off the end of a segment, the next pass finds no torn tail and the
 * same records (when the whole segment goes, an older one becomes the last and is read afresh); and no
 * length read from the bytes sizes an allocation ({@link BoundedRun}).
 */
class JournalReaderFuzzTest {

    @TimeBoxedFuzzTest
    void aJournalIsReadOrRefusedWithTheFileAndOffset(final byte[] input) throws Exception {
        if (input.length == 0) {
            return;
        }
        final boolean fix = (input[0] & 1) != 0;
        final boolean cut = (input[0] & 2) != 0;
        final long from = 1 + (input[0] >> 2 & 3);
        BoundedRun.run(() -> {
            try (ScratchDirectory scratch = ScratchDirectory.create("journal-fuzz")) {
                writeSegments(scratch.path(), input, fix);
                readTwice(scratch.path(), from, cut);
            }
            return null;
        });
    }

    private static void readTwice(final Path dir, final long from, final boolean cut) throws IOException {
        final Pass first = pass(dir, from, cut);
        final boolean cutOff = cut && first.result != null && first.result.hasTornTail();
        if (cutOff && !Files.exists(first.result.tornFile())) {
            // The whole last segment went: an older one is now the last, and may hold a torn tail of its own.
            pass(dir, from, false);
            return;
        }
        final Pass second = pass(dir, from, false);
        if (first.failure != null) {
            assertThat(second.failure).as("the same refusal twice").isNotNull();
            assertThat(second.failure.getMessage()).isEqualTo(first.failure.getMessage());
            return;
        }
        final String passes = "first pass " + first.result + ", second " + second.result;
        assertThat(second.failure).as("a journal read once reads again; %s", passes).isNull();
        assertThat(second.sequences).as(passes).isEqualTo(first.sequences);
        assertThat(second.result.lastSequence()).as(passes).isEqualTo(first.result.lastSequence());
        if (cutOff) {
            assertThat(second.result.hasTornTail()).as("a cut torn tail is gone; %s", passes).isFalse();
        } else {
            assertThat(second.result).as(passes).isEqualTo(first.result);
        }
    }

    private static Pass pass(final Path dir, final long from, final boolean cut) throws IOException {
        final JournalReader reader = new JournalReader(dir);
        assertThat(reader.firstSequence()).isPositive();
        final List<Long> sequences = new ArrayList<>();
        try {
            final JournalReadResult result = reader.read(from, (buffer, index) -> {
                assertThat(JournalRecordCodec.length(buffer, index)).isEqualTo(JournalDescriptor.RECORD_LENGTH);
                sequences.add(JournalRecordCodec.sequence(buffer, index));
            }, cut);
            assertThat(sequences).as("increasing sequences").isSorted().doesNotHaveDuplicates()
                    .allSatisfy(s -> assertThat(s).isGreaterThanOrEqualTo(from)
                            .isLessThanOrEqualTo(result.lastSequence()));
            assertThat(result.records()).isEqualTo(sequences.size());
            return new Pass(result, sequences, null);
        } catch (final JournalCorruptedException e) {
            assertThat(e.file().getParent()).isEqualTo(dir);
            assertThat(e.offset()).as(e.getMessage()).isBetween(0L, Files.size(e.file()));
            return new Pass(null, sequences, e);
        }
    }

    /** One pass's outcome: a result and the sequences visited, or the refusal. */
    private record Pass(JournalReadResult result, List<Long> sequences, JournalCorruptedException failure) {
    }

    private static void writeSegments(final Path dir, final byte[] input, final boolean fix) throws IOException {
        int at = 1;
        while (at + 3 <= input.length) {
            final int nameOffset = input[at];
            final int length = Math.min(input.length - at - 3, (input[at + 1] & 0xFF) | (input[at + 2] & 0xFF) << 8);
            final ByteBuffer content = ByteBuffer.wrap(input, at + 3, length).slice().order(ByteOrder.LITTLE_ENDIAN);
            at += 3 + length;
            final ByteBuffer file = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN).put(content).clear();
            if (fix) {
                fixChecksums(file);
            }
            final long named = length >= JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET + 8
                    ? file.getLong(JournalDescriptor.SEGMENT_FIRST_SEQUENCE_OFFSET) : 1;
            final long first = Math.max(0, named + nameOffset);
            Files.write(dir.resolve(JournalDescriptor.segmentFileName(first)), file.array());
        }
    }

    /**
     * Recomputes the segment header's CRC, those of the commit record copies (format 3 on) and that of each block
     * whose stored length fits in the file.
     */
    static void fixChecksums(final ByteBuffer file) {
        final int size = file.capacity();
        if (size < JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH) {
            return;
        }
        final boolean commitRecords = file.getInt(JournalDescriptor.SEGMENT_VERSION_OFFSET)
                >= JournalDescriptor.COMMIT_RECORD_VERSION;
        final int crcOffset = commitRecords ? JournalDescriptor.SEGMENT_CRC_OFFSET
                : JournalDescriptor.LEGACY_SEGMENT_CRC_OFFSET;
        if (crcOffset + 4 > size) {
            return;
        }
        file.putInt(crcOffset, SegmentFiles.crc(file, crcOffset));
        final CRC32C crc = new CRC32C();
        if (commitRecords) {
            for (final int copy : new int[] {JournalDescriptor.COMMIT_OFFSET_A, JournalDescriptor.COMMIT_OFFSET_B}) {
                if (copy + JournalDescriptor.COMMIT_LENGTH <= size) {
                    crc.reset();
                    crc.update(file.array(), copy, JournalDescriptor.COMMIT_CRC_OFFSET);
                    file.putInt(copy + JournalDescriptor.COMMIT_CRC_OFFSET, (int) crc.getValue());
                }
            }
        }
        int position = commitRecords ? JournalDescriptor.SEGMENT_DATA_OFFSET
                : JournalDescriptor.LEGACY_SEGMENT_HEADER_LENGTH;
        while (position + JournalDescriptor.BLOCK_HEADER_LENGTH <= size) {
            final int stored = file.getInt(position + JournalDescriptor.BLOCK_LENGTH_OFFSET);
            final int payload = position + JournalDescriptor.BLOCK_HEADER_LENGTH;
            if (stored <= 0 || stored > size - payload) {
                return;
            }
            file.putInt(position + JournalDescriptor.BLOCK_CRC_OFFSET,
                    BlockChecksum.compute(crc, file, position, file, payload, stored));
            position = payload + stored;
        }
    }

    /**
     * Packs segment files into this test's input layout, for the seed corpus.
     *
     * @param flags    byte 0
     * @param segments the files' contents, each under 64 KiB
     * @return the input
     */
    static byte[] input(final int flags, final List<byte[]> segments) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(flags);
        for (final byte[] segment : segments) {
            out.write(0);
            out.write(segment.length & 0xFF);
            out.write(segment.length >> 8 & 0xFF);
            out.writeBytes(segment);
        }
        return out.toByteArray();
    }
}
