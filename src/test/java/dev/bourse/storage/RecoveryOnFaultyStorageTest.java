package dev.bourse.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.JournalReader;
import dev.bourse.journal.JournalWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Recovery on a {@link SimulatedStorage} with one fault set by hand: what the journal reports, in what order, and
 * that the library prints nothing.
 */
class RecoveryOnFaultyStorageTest {
    private static final Path DIR = Path.of("/sim/journal");
    private final SimulatedStorage disk = new SimulatedStorage(7);
    private final AtomicLong clock = new AtomicLong(1_000);

    private ExchangeConfig config() {
        return ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.BLOCKING).journalEnabled(true).journalDir(DIR)
                .journalDurability(Durability.GROUP_COMMIT).build();
    }

    private ExchangeCore core() throws IOException {
        return ExchangeCore.builder(config()).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(disk, DIR, Durability.GROUP_COMMIT, 1L << 20, 4096))
                .clock(clock::incrementAndGet).build();
    }

    /** Runs a core for a while, then crashes the process and tears the end of its last block. */
    private Path crashWithATornTail() throws IOException, InterruptedException {
        final ExchangeCore first = core();
        first.start();
        final SimulatedWorkload workload = new SimulatedWorkload(new java.util.SplittableRandom(3));
        for (int i = 0; i < 200; i++) {
            workload.next(first).join();
        }
        disk.crashNow();
        first.stop();
        disk.reboot(false);
        final Path segment = DIR.resolve("00000000000000000001.journal");
        try (StorageFile f = disk.open(segment, true)) {
            final long size = f.size();
            f.write(ByteBuffer.wrap(new byte[] {0x55, 0x55, 0x55}), size - 3);
            f.force(true);
        }
        return segment;
    }

    @Test
    void aTornTailInAReadOnlyDirectoryIsReportedAsNotCutAndTheCoreRefusesToStart() throws Exception {
        final Path segment = crashWithATornTail();
        final long size;
        try (StorageFile f = disk.open(segment, false)) {
            size = f.size();
        }
        disk.readOnly(true);
        final String printed = printedDuring(() -> assertThatThrownBy(() -> new JournalReader(disk, DIR)
                .read(1, null, true)).isInstanceOf(IOException.class)
                .hasMessageContaining("cannot cut the torn tail of " + segment + " at byte offset")
                .hasMessageContaining("block checksum mismatch")
                .hasMessageContaining("opening it for writing failed, the file is unchanged")
                .hasMessageNotContaining("cut to"));
        assertThat(printed).isEmpty();
        final ExchangeCore second = core();
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("refuses to start").hasMessageContaining("cannot cut the torn tail of " + segment);
        try (StorageFile f = disk.open(segment, false)) {
            assertThat(f.size()).isEqualTo(size);
        }
        disk.readOnly(false);
        final ExchangeCore third = core();
        third.start();
        third.stop();
        assertThat(third.recoveryReport().warnings()).singleElement().asString().startsWith("torn tail in " + segment)
                .contains("the file was cut to");
    }

    @Test
    void recoveryPrintsNothingAndReportsWhatItFoundAndDid() throws Exception {
        crashWithATornTail();
        final ExchangeCore second = core();
        final String printed = printedDuring(() -> {
            second.start();
            assertThat(second.snapshot().join().isSuccess()).isTrue();
            second.stop();
        });
        final ExchangeCore third = core();
        final String printedAgain = printedDuring(() -> {
            third.start();
            third.stop();
        });
        assertThat(printed).isEmpty();
        assertThat(printedAgain).isEmpty();
        assertThat(second.recoveryReport().warnings()).singleElement().asString().contains("torn tail");
        assertThat(third.recoveryReport().snapshotSequence()).isEqualTo(second.lastSnapshot().sequence());
        assertThat(third.recoveryReport().warnings()).isEmpty();
        assertThat(third.recoveryReport().describe()).contains("snapshot " + second.lastSnapshot().sequence());
    }

    /** What the code printed on standard output and error while it ran. */
    private static String printedDuring(final ThrowingRunnable code) throws Exception {
        final PrintStream out = System.out;
        final PrintStream err = System.err;
        final ByteArrayOutputStream captured = new ByteArrayOutputStream();
        final PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8);
        System.setOut(capture);
        System.setErr(capture);
        try {
            code.run();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    /** A block of test code. */
    @FunctionalInterface
    private interface ThrowingRunnable {
        void run() throws Exception;
    }
}
