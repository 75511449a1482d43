package dev.bourse.cli;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.JournalWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.snapshot.SnapshotDescriptor;
import dev.bourse.testkit.LiveThreads;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The snapshot tools on a journal written by a real core: verify (exit codes and per-snapshot lines), state hash
 * (equals the running core's), point-in-time recovery (a core started on the new directory has the state of that
 * sequence and continues after it).
 */
class SnapshotToolsTest {
    @TempDir
    static Path tmp;
    private static Path dir;
    private static long firstSnapshot;
    private static long midSequence;
    private static long midHash;
    private static long finalHash;

    private static ExchangeConfig config(final Path journal) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2)
                .threadLayout(ThreadLayout.COMPACT).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(journal).journalDurability(Durability.ASYNC).build();
    }

    private static long deposits(final ExchangeCore core, final long from, final long to) {
        long last = 0;
        for (long uid = from; uid <= to; uid++) {
            core.addUser(uid).join();
            final CommandResult r = core.deposit(uid, 1, 1_000 * uid, uid).join();
            assertThat(r.resultCode()).isEqualTo(ResultCode.SUCCESS);
            last = r.sequence();
        }
        return last;
    }

    @BeforeAll
    static void writeJournalAndSnapshots() throws Exception {
        dir = tmp.resolve("journal");
        final ExchangeConfig config = config(dir);
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(2))
                .journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
        core.start();
        deposits(core, 1, 20);
        firstSnapshot = core.snapshot().join().sequence();
        midSequence = deposits(core, 21, 30);
        midHash = core.stateHash().join();
        deposits(core, 31, 40);
        core.snapshot().join();
        deposits(core, 41, 45);
        finalHash = core.stateHash().join();
        core.stop();
    }

    private static String[] run(final Tool tool, final String... args) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int code = tool.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    /** A tool's {@code run}. */
    private interface Tool {
        int run(String[] args, PrintStream out, PrintStream err);
    }

    @Test
    void verifyAcceptsSoundSnapshotsAndNamesACorruptOne(@TempDir final Path scratch) throws Exception {
        final String[] ok = run(SnapshotVerifyTool::run, dir.toString());
        assertThat(ok[0]).isEqualTo("0");
        assertThat(ok[1]).contains("OK snapshot " + firstSnapshot).contains("2 snapshots").contains("0 corrupt");

        final Path copy = scratch.resolve("snaps");
        final Path original = dir.resolve("snapshots").resolve(SnapshotDescriptor.directoryName(firstSnapshot));
        Files.createDirectories(copy.resolve(original.getFileName()));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(original)) {
            for (final Path f : files) {
                Files.copy(f, copy.resolve(original.getFileName()).resolve(f.getFileName()));
            }
        }
        final Path users = copy.resolve(original.getFileName()).resolve(SnapshotDescriptor.USERS);
        final byte[] bytes = Files.readAllBytes(users);
        bytes[bytes.length - 1] ^= 1;
        Files.write(users, bytes);
        final String[] bad = run(SnapshotVerifyTool::run, copy.toString());
        assertThat(bad[0]).isEqualTo("1");
        assertThat(bad[1]).contains("CORRUPT snapshot " + firstSnapshot).contains(users.toString());

        assertThat(run(SnapshotVerifyTool::run)[0]).isEqualTo("2");
        assertThat(run(SnapshotVerifyTool::run, scratch.resolve("missing").toString())[0]).isEqualTo("2");
    }

    @Test
    void dumpPrintsASectionsHeaderAndFirstRecordsAsNumberedWireFields(@TempDir final Path scratch) throws Exception {
        final Path snapshot = dir.resolve("snapshots").resolve(SnapshotDescriptor.directoryName(firstSnapshot));
        final Path users = snapshot.resolve(SnapshotDescriptor.USERS);
        final String[] r = run(SnapshotDumpTool::run, users.toString(), "2");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains(users + ": section type " + SnapshotDescriptor.SECTION_USERS)
                .contains("showing 2").contains("\"1\": " + SnapshotDescriptor.SECTION_USERS);
        assertThat(r[1].split("--- !!data", -1)).as("header and two records").hasSize(4);

        final Path truncated = scratch.resolve("users");
        final byte[] bytes = Files.readAllBytes(users);
        Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        final String[] bad = run(SnapshotDumpTool::run, truncated.toString());
        assertThat(bad[0]).isEqualTo("1");
        assertThat(bad[2]).contains("CORRUPT " + truncated);
        assertThat(run(SnapshotDumpTool::run, users.toString(), "x")[0]).isEqualTo("2");
    }

    @Test
    void stateHashPrintsTheHashTheRunningCoreReported() {
        final String[] r = run(StateHashTool::run, dir.toString());
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("state hash " + finalHash + " ");
        assertThat(run(StateHashTool::run)[0]).isEqualTo("2");
    }

    @Test
    void pointInTimeWritesTheStateOfThatSequenceIntoANewDirectory(@TempDir final Path scratch) throws Exception {
        final Path target = scratch.resolve("pit");
        final String[] r = run(PointInTimeTool::run, dir.toString(), Long.toString(midSequence), target.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("wrote snapshot " + midSequence);
        assertThat(run(StateHashTool::run, target.toString())[1]).contains("sequence " + midSequence
                + " state hash " + midHash + " ");

        final ExchangeConfig config = config(target);
        final ExchangeCore resumed = ExchangeCore.builder(config).riskEngine(new RiskEngine(2))
                .journal(new JournalWriter(config)).build();
        resumed.start();
        assertThat(resumed.stateHash().join()).isEqualTo(midHash);
        assertThat(resumed.addUser(999).join().sequence()).isEqualTo(midSequence + 2);
        resumed.stop();

        assertThat(run(PointInTimeTool::run, dir.toString(), "999999", scratch.resolve("far").toString())[0])
                .isEqualTo("1");
        assertThat(run(PointInTimeTool::run, dir.toString(), "5", target.toString())[0]).isEqualTo("2");
        assertThat(run(PointInTimeTool::run, dir.toString(), "x", scratch.resolve("y").toString())[0])
                .isEqualTo("2");
    }

    @Test
    void theStateHashOfAJournalWithGtdOrdersPastTheirExpiryIsTheRecordedOne(@TempDir final Path scratch)
            throws Exception {
        final ExchangeConfig config = config(scratch.resolve("gtd"));
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(2))
                .journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
        core.start();
        assertThat(core.addSymbol(dev.bourse.testkit.TestSpecs.spot(3)).join().isSuccess()).isTrue();
        deposits(core, 1, 1);
        assertThat(core.deposit(1, dev.bourse.testkit.TestSpecs.QUOTE, 10_000, 2).join().isSuccess()).isTrue();
        assertThat(core.place(new OrderRequest().uid(1).symbol(3).orderId(7).side(dev.bourse.api.Side.BID)
                .type(dev.bourse.api.OrderType.GTD).price(100).size(5).expireAt(50)).join().isSuccess())
                .as("due at 50 ns after the epoch, long past by the wall clock").isTrue();
        final long hash = core.stateHash().join();
        core.stop();

        final int timers = LiveThreads.named("bourse-expiry");
        final ExchangeCore recovered = RecoveredCore.start(config.journalDir(), Long.MAX_VALUE, new java.io.PrintWriter(System.err, true));
        try {
            assertThat(LiveThreads.named("bourse-expiry")).as("a tool's core runs no expiry timer").isEqualTo(timers);
            assertThat(recovered.stateHash().join()).isEqualTo(hash);
        } finally {
            recovered.stop();
        }
        assertThat(run(StateHashTool::run, config.journalDir().toString())[1]).contains("state hash " + hash + " ");
    }
}
