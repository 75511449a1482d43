package dev.bourse.journal;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.command.CommandSlot;
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
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JournalRecoveryTest {
    private static final int CHUNK = 150;
    @TempDir
    Path tmp;

    private static long uninterrupted(final ExchangeConfig config, final long seed, final int chunks)
            throws IOException, InterruptedException {
        final AtomicLong clock = new AtomicLong(JournalFixture.FIRST_TIMESTAMP);
        final ExchangeCore core = JournalFixture.start(config, clock, null);
        final JournalFixture.Stream stream = new JournalFixture.Stream(seed);
        stream.setUp(core);
        for (int c = 0; c < chunks; c++) {
            stream.send(core, CHUNK);
        }
        core.stop();
        assertThat(core.errors().count()).isZero();
        return core.booksStateHash();
    }

    @ParameterizedTest
    @CsvSource({"GROUP_COMMIT, COMPACT", "ASYNC, COMPACT", "GROUP_COMMIT, PIPELINED", "ASYNC, PIPELINED",
        "GROUP_COMMIT, INLINE", "ASYNC, INLINE"})
    void restartingTenTimesGivesTheSameBooksAsOneUninterruptedRun(final Durability durability,
            final ThreadLayout layout) throws IOException, InterruptedException {
        final int chunks = 11;
        final long expected = uninterrupted(JournalFixture.config(tmp.resolve("one"), durability, layout), 5, chunks);
        final ExchangeConfig config = JournalFixture.config(tmp.resolve("restarts"), durability, layout);
        final AtomicLong clock = new AtomicLong(JournalFixture.FIRST_TIMESTAMP);
        final JournalFixture.Stream stream = new JournalFixture.Stream(5);
        for (int c = 0; c < chunks; c++) {
            final ExchangeCore core = JournalFixture.start(config, clock, null);
            if (c == 0) {
                stream.setUp(core);
            }
            stream.send(core, CHUNK);
            core.stop();
            assertThat(core.errors().count()).isZero();
        }
        final ExchangeCore recovered = JournalFixture.start(config, clock, null);
        recovered.stop();
        assertThat(recovered.booksStateHash()).isEqualTo(expected);
        final List<Path> segments = SegmentFiles.list(FileStorage.INSTANCE, config.journalDir());
        assertThat(segments).hasSize(chunks);
        final JournalReadResult all = new JournalReader(config.journalDir()).read(1, null, false);
        assertThat(all.hasTornTail()).isFalse();
        assertThat(all.segments()).isEqualTo(chunks);
    }

    @Test
    void replayedCommandsAreNotReportedAndNewCommandsContinueTheSequenceAndTheClock()
            throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp, Durability.GROUP_COMMIT, ThreadLayout.COMPACT);
        final ExchangeCore first = JournalFixture.start(config, new AtomicLong(5_000_000), null);
        new JournalFixture.Stream(9).setUp(first);
        new JournalFixture.Stream(9).send(first, 200);
        final CommandResult last = first.place(1, 1, 999_999, Side.BID, OrderType.GTC, 1, 1).join();
        first.stop();

        final AtomicInteger reported = new AtomicInteger();
        final ExchangeListener counting = new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
                    final long symbol, final long orderId, final int resultCode, final long timestamp) {
                reported.incrementAndGet();
            }
        };
        final ExchangeCore second = JournalFixture.start(config, new AtomicLong(0), counting);
        final CommandResult next = second.place(2, 1, 1_000_000, Side.ASK, OrderType.GTC, 200, 1).join();
        second.stop();
        assertThat(reported.get()).isEqualTo(1);
        assertThat(next.sequence()).isEqualTo(last.sequence() + 1);
        assertThat(next.timestamp()).isEqualTo(last.timestamp());
        assertThat(SegmentFiles.list(FileStorage.INSTANCE, tmp)).hasSize(2);
        assertThat(SegmentFiles.list(FileStorage.INSTANCE, tmp).get(1).getFileName().toString())
                .isEqualTo(JournalDescriptor.segmentFileName(last.sequence() + 1));
    }

    @Test
    void aTornTailIsCutAtStartAndJournallingContinuesWithoutAGap() throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp.resolve("crashed"), Durability.ASYNC,
                ThreadLayout.COMPACT);
        final Path segment = crashAndCut(config, 3, 300, 7);
        final long kept = new JournalReader(config.journalDir()).read(1, null, false).lastSequence();
        final ExchangeCore second = JournalFixture.start(config, new AtomicLong(1_000_000), null);
        final CommandResult r = second.addSymbol(dev.bourse.testkit.TestSpecs.spot(77)).join();
        second.stop();
        assertThat(r.sequence()).isEqualTo(kept + 1);
        assertThat(second.recoveryReport().warnings()).singleElement().asString().contains("torn tail")
                .contains(segment.toString()).contains("cut to");
        final JournalReadResult all = new JournalReader(config.journalDir()).read(1, null, false);
        assertThat(all.hasTornTail()).isFalse();
        assertThat(all.lastSequence()).isEqualTo(kept + 1);
    }

    /** Runs a core on the configured journal: set-up, then {@code commands} from the stream of {@code seed}. */
    private static void runAndStop(final ExchangeConfig config, final long seed, final int commands)
            throws IOException, InterruptedException {
        final ExchangeCore core = JournalFixture.start(config, new AtomicLong(1), null);
        new JournalFixture.Stream(seed).setUp(core);
        new JournalFixture.Stream(seed).send(core, commands);
        core.stop();
    }

    /**
     * Runs a core on a sibling directory, copies its journal into {@code crashed}'s directory while it runs (what a
     * crash of the process would leave), stops it, and cuts bytes off the end of the copy's segment.
     *
     * @return the cut segment
     */
    private Path crashAndCut(final ExchangeConfig crashed, final long seed, final int commands, final long cut)
            throws IOException, InterruptedException {
        final ExchangeConfig running = crashed.toBuilder().journalDir(tmp.resolve("running")).build();
        final ExchangeCore first = JournalFixture.start(running, new AtomicLong(1), null);
        new JournalFixture.Stream(seed).setUp(first);
        new JournalFixture.Stream(seed).send(first, commands);
        JournalFixture.copySegments(running.journalDir(), crashed.journalDir());
        first.stop();
        final Path segment = SegmentFiles.list(FileStorage.INSTANCE, crashed.journalDir()).get(0);
        try (FileChannel ch = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() - cut);
        }
        return segment;
    }

    @Test
    void aJournalCutToHalfItsSizeRefusesToStartNamingTheLostSequences() throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp, Durability.GROUP_COMMIT, ThreadLayout.COMPACT);
        runAndStop(config, 21, 600);
        final long acknowledged = new JournalReader(tmp).read(1, null, false).lastSequence();
        final Path segment = SegmentFiles.list(FileStorage.INSTANCE, tmp).get(0);
        try (FileChannel ch = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() / 2);
        }
        final ExchangeCore second = ExchangeCore.builder(config).riskEngine(new AcceptingRisk())
                .journal(new JournalWriter(config)).clock(JournalFixture.clock(new AtomicLong())).build();
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(segment.toString()).hasMessageContaining("committed data lost")
                .hasMessageContaining(".." + acknowledged + " are gone");
        assertThat(second.isRunning()).isFalse();
    }

    @Test
    void aCrashedJournalCutBeforeItsLastForcedBlockRefusesToStart() throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp.resolve("crashed"), Durability.GROUP_COMMIT,
                ThreadLayout.INLINE);
        final Path segment = crashAndCut(config, 22, 400, 2_000);
        final ExchangeCore second = ExchangeCore.builder(config).riskEngine(new AcceptingRisk())
                .journal(new JournalWriter(config)).clock(JournalFixture.clock(new AtomicLong())).build();
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(segment.toString()).hasMessageContaining("committed data lost");
    }

    @Test
    void aCorruptJournalStopsTheCoreFromStartingAndNamesTheFileAndOffset() throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp, Durability.ASYNC, ThreadLayout.PIPELINED);
        runAndStop(config, 4, 300);
        final Path segment = SegmentFiles.list(FileStorage.INSTANCE, tmp).get(0);
        final long offset = JournalDescriptor.SEGMENT_DATA_OFFSET + JournalDescriptor.BLOCK_HEADER_LENGTH + 3;
        try (FileChannel ch = FileChannel.open(segment, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {(byte) 0xFF, 0x12, 0x34}), offset);
        }
        final ExchangeCore second = ExchangeCore.builder(config).riskEngine(new AcceptingRisk())
                .journal(new JournalWriter(config)).clock(JournalFixture.clock(new AtomicLong())).build();
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(segment.toString())
                .hasMessageContaining("offset " + JournalDescriptor.SEGMENT_DATA_OFFSET);
        assertThat(second.isRunning()).isFalse();
        assertThat(SegmentFiles.list(FileStorage.INSTANCE, tmp)).hasSize(1);
    }

    @Test
    void resultsWaitForTheJournalWhileMatchingGoesOn() throws InterruptedException {
        final CountDownLatch release = new CountDownLatch(1);
        final Set<Long> journalled = new HashSet<>();
        final Journal slow = new Journal() {
            @Override
            public void append(final CommandSlot slot, final boolean endOfBatch) throws InterruptedException {
                if (slot.sequence() == 3) {
                    release.await();
                }
                journalled.add(slot.sequence());
            }
        };
        final ExchangeConfig config = JournalFixture.config(tmp, Durability.GROUP_COMMIT, ThreadLayout.COMPACT);
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new AcceptingRisk()).journal(slow)
                .clock(JournalFixture.clock(new AtomicLong())).build();
        core.start();
        core.addSymbol(dev.bourse.testkit.TestSpecs.spot(1)).join();
        core.addUser(1).join();
        final CompletableFuture<CommandResult> held = core.place(1, 1, 1, Side.BID, OrderType.GTC, 10, 1);
        final CompletableFuture<CommandResult> after = core.l2(1, 5);
        assertThat(after).failsWithin(200, TimeUnit.MILLISECONDS);
        assertThat(held).isNotDone();
        release.countDown();
        assertThat(held.join().isSuccess()).isTrue();
        assertThat(after.join().l2().bidLevels()).isEqualTo(1);
        core.stop();
        assertThat(journalled).contains(1L, 2L, 3L, 4L);
    }

    @Test
    void theJournalWriterWritesNothingForQueriesAlone() throws IOException, InterruptedException {
        final ExchangeConfig config = JournalFixture.config(tmp, Durability.GROUP_COMMIT, ThreadLayout.COMPACT);
        final ExchangeCore core = JournalFixture.start(config, new AtomicLong(), null);
        core.l2(1, 3).join();
        core.stop();
        assertThat(Files.list(tmp).count()).isZero();
    }
}
