package dev.bourse.journal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import dev.bourse.storage.FileStorage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Segments preallocated with zeros ({@code journal.preallocate}): a crash image is full-size with zeros after its
 * last block, which a reader takes for the end of the records (no torn tail, nothing lost); recovery and sealing cut
 * the zeros off; a torn block before the zeros is still a torn tail, not corruption.
 */
class JournalPreallocationTest {
    private static final long SEGMENT_BYTES = 8L << 20;
    @TempDir
    Path tmp;

    private static ExchangeConfig config(final Path dir, final Durability durability) {
        return JournalFixture.config(dir, durability, ThreadLayout.COMPACT).toBuilder()
                .journalSegmentBytes(SEGMENT_BYTES).journalPreallocate(true).build();
    }

    /** Runs a core, copies its journal while it runs (a crash of the process), stops it; returns its last sequence. */
    private static long crashImage(final ExchangeConfig running, final Path crashed) throws IOException,
            InterruptedException {
        final ExchangeCore core = JournalFixture.start(running, new AtomicLong(1), null);
        new JournalFixture.Stream(5).setUp(core);
        new JournalFixture.Stream(5).send(core, 400);
        JournalFixture.copySegments(running.journalDir(), crashed);
        core.stop();
        return new JournalReader(running.journalDir()).read(1, null, false).lastSequence();
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void aCrashImageIsFullSizeAndRecoversEveryCommandWithoutWarnings(final Durability durability)
            throws IOException, InterruptedException {
        final ExchangeConfig config = config(tmp.resolve("crashed"), durability);
        final long last = crashImage(config.toBuilder().journalDir(tmp.resolve("running")).build(),
                config.journalDir());
        final List<Path> segments = SegmentFiles.list(FileStorage.INSTANCE, config.journalDir());
        assertThat(segments).hasSize(1);
        assertThat(Files.size(segments.get(0))).isEqualTo(SEGMENT_BYTES);

        final JournalReadResult image = new JournalReader(config.journalDir()).read(1, null, false);
        assertThat(image.hasTornTail()).isFalse();
        assertThat(image.warnings()).isEmpty();
        assertThat(image.lastSequence()).isEqualTo(last);

        final ExchangeCore second = JournalFixture.start(config, new AtomicLong(1_000_000), null);
        final CommandResult r = second.addSymbol(dev.bourse.testkit.TestSpecs.spot(77)).join();
        second.stop();
        assertThat(second.recoveryReport().warnings()).isEmpty();
        assertThat(r.sequence()).isEqualTo(last + 1);
        assertThat(Files.size(segments.get(0))).isLessThan(SEGMENT_BYTES);
        final JournalReadResult all = new JournalReader(config.journalDir()).read(1, null, false);
        assertThat(all.hasTornTail()).isFalse();
        assertThat(all.lastSequence()).isEqualTo(last + 1);
        for (final Path segment : SegmentFiles.list(FileStorage.INSTANCE, config.journalDir())) {
            assertThat(Files.size(segment)).as("sealed segments end at their last block").isLessThan(SEGMENT_BYTES);
        }
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void aTornBlockBeforeThePreallocatedZerosIsCutAsATornTail(final Durability durability)
            throws IOException, InterruptedException {
        final ExchangeConfig config = config(tmp.resolve("crashed"), durability);
        final long last = crashImage(config.toBuilder().journalDir(tmp.resolve("running")).build(),
                config.journalDir());
        final Path segment = SegmentFiles.list(FileStorage.INSTANCE, config.journalDir()).get(0);
        final long end = dataEnd(segment);
        try (FileChannel ch = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            final ByteBuffer partial = ByteBuffer.allocate(100).putInt(JournalDescriptor.BLOCK_MAGIC).putInt(5000);
            ch.write(partial.position(0), end);
        }

        final ExchangeCore second = JournalFixture.start(config, new AtomicLong(1_000_000), null);
        final CommandResult r = second.addSymbol(dev.bourse.testkit.TestSpecs.spot(77)).join();
        second.stop();
        assertThat(second.recoveryReport().warnings()).singleElement().asString().contains("torn tail")
                .contains("cut to " + end);
        assertThat(r.sequence()).isEqualTo(last + 1);
    }

    @Test
    void aSegmentClosedByItsWriterEndsAtItsLastBlock() throws IOException {
        final Path dir = tmp.resolve("closed");
        final JournalWriter writer = new JournalWriter(FileStorage.INSTANCE, dir, Durability.GROUP_COMMIT,
                SEGMENT_BYTES, 4096, true);
        JournalFixture.write(writer, 1, 200, 16);
        final Path segment = SegmentFiles.list(FileStorage.INSTANCE, dir).get(0);
        assertThat(Files.size(segment)).isEqualTo(SEGMENT_BYTES);
        final long end = dataEnd(segment);
        writer.close();

        assertThat(Files.size(segment)).isEqualTo(end);
        final JournalReadResult read = new JournalReader(dir).read(1, null, false);
        assertThat(read.hasTornTail()).isFalse();
        assertThat(read.lastSequence()).as("200 is a query, not journalled").isEqualTo(199);
    }

    /** @return where the blocks of a segment end, walking their headers from the data offset */
    private static long dataEnd(final Path file) throws IOException {
        final ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int position = JournalDescriptor.SEGMENT_DATA_OFFSET;
        while (position + JournalDescriptor.BLOCK_HEADER_LENGTH <= bytes.capacity()
                && bytes.getInt(position + JournalDescriptor.BLOCK_MAGIC_OFFSET) == JournalDescriptor.BLOCK_MAGIC) {
            position += JournalDescriptor.BLOCK_HEADER_LENGTH
                    + bytes.getInt(position + JournalDescriptor.BLOCK_LENGTH_OFFSET);
        }
        return position;
    }
}
