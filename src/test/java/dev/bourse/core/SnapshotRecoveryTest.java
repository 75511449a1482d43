package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.snapshot.SnapshotDescriptor;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.testkit.StressSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Snapshots of a running core through the API, and recovery from them: a session interrupted by restarts from
 * snapshot + journal ends in the state of an uninterrupted one, across shard layouts, after a corrupt newest
 * snapshot, and when nothing follows the snapshot in the journal.
 */
class SnapshotRecoveryTest {
    private static final List<StressSession.Cmd> SESSION = StressSession.generate(new Random(11), 1_500);

    static ExchangeConfig config(final Path dir, final ThreadLayout layout, final int n, final int m) {
        return PipelineEquivalenceTest.config(layout, n, m).toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.ASYNC).snapshotRetain(10).build();
    }

    static ExchangeCore core(final ExchangeConfig config, final AtomicLong ticks) throws Exception {
        return ExchangeCore.builder(config).riskEngine(new RiskEngine(config.riskShards()))
                .journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
    }

    static List<String> send(final ExchangeCore core, final List<StressSession.Cmd> commands) {
        final List<CompletableFuture<CommandResult>> futures = new ArrayList<>();
        for (final StressSession.Cmd c : commands) {
            futures.add(c.submit(core));
        }
        final List<String> codes = new ArrayList<>();
        for (final CompletableFuture<CommandResult> f : futures) {
            final CommandResult r = f.join();
            codes.add(r.resultCode() + "/" + r.fills().size());
        }
        return codes;
    }

    private static List<StressSession.Cmd> part(final int i, final int parts) {
        return SESSION.subList(i * SESSION.size() / parts, (i + 1) * SESSION.size() / parts);
    }

    /** The uninterrupted run: parts with a snapshot after each but the last; returns the final state hash. */
    private static long uninterrupted(final Path dir, final int parts, final List<String> codes) throws Exception {
        final ExchangeCore whole = core(config(dir, ThreadLayout.COMPACT, 1, 1), new AtomicLong());
        whole.start();
        for (int i = 0; i < parts; i++) {
            codes.addAll(send(whole, part(i, parts)));
            if (i < parts - 1) {
                assertThat(whole.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            }
        }
        final long hash = whole.stateHash().join();
        whole.stop();
        return hash;
    }

    @ParameterizedTest(name = "{0} {1}x{2}, then {3} {4}x{5}")
    @CsvSource({"PIPELINED, 2, 2, COMPACT, 4, 1", "INLINE, 2, 2, INLINE, 1, 1"})
    void snapshotThenMoreCommandsThenRestartEndsInTheUninterruptedState(final ThreadLayout firstLayout,
            final int firstRisk, final int firstMatching, final ThreadLayout secondLayout, final int secondRisk,
            final int secondMatching, @TempDir final Path tmp) throws Exception {
        final List<String> wholeCodes = new ArrayList<>();
        final long expected = uninterrupted(tmp.resolve("whole"), 3, wholeCodes);

        final Path dir = tmp.resolve("restarted");
        final AtomicLong ticks = new AtomicLong();
        final List<String> codes = new ArrayList<>();
        final ExchangeCore first = core(config(dir, firstLayout, firstRisk, firstMatching), ticks);
        first.start();
        codes.addAll(send(first, part(0, 3)));
        final CommandResult snap = first.snapshot().join();
        assertThat(snap.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(first.lastSnapshot().sequence()).isEqualTo(snap.sequence());
        assertThat(first.lastSnapshot().maxStallNanos()).isPositive();
        assertThat(first.lastSnapshot().captureNanos()).isNotNegative();
        assertThat(first.lastSnapshot().steps()).isNotNegative();
        codes.addAll(send(first, part(1, 3)));
        assertThat(first.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        first.stop();
        assertThat(new SnapshotLoader(dir.resolve("snapshots")).sequences()).hasSize(2);

        final ExchangeCore second = core(config(dir, secondLayout, secondRisk, secondMatching), ticks);
        second.start();
        codes.addAll(send(second, part(2, 3)));
        assertThat(second.stateHash().join()).isEqualTo(expected);
        assertThat(second.totals().join().isBalanced()).isTrue();
        second.stop();
        assertThat(codes).isEqualTo(wholeCodes);
    }

    @Test
    void aRestartWithNothingAfterTheSnapshotContinuesTheNumbering(@TempDir final Path tmp) throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = core(config(tmp, ThreadLayout.COMPACT, 1, 2), ticks);
        first.start();
        send(first, part(0, 3));
        final CommandResult snap = first.snapshot().join();
        final long hash = first.stateHash().join();
        first.stop();
        final ExchangeCore second = core(config(tmp, ThreadLayout.PIPELINED, 2, 1), ticks);
        second.start();
        assertThat(second.stateHash().join()).isEqualTo(hash);
        final CommandResult next = send2(second);
        assertThat(next.sequence()).isEqualTo(snap.sequence() + 2);
        assertThat(next.timestamp()).isGreaterThan(snap.timestamp());
        final long after = second.stateHash().join();
        second.stop();
        final ExchangeCore third = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
        third.start();
        assertThat(third.stateHash().join()).isEqualTo(after).isNotEqualTo(hash);
        third.stop();
    }

    private static CommandResult send2(final ExchangeCore core) {
        return core.addUser(9_999_999L).join();
    }

    @Test
    void aCorruptNewestSnapshotFallsBackToThePreviousOnePlusTheLongerJournal(@TempDir final Path tmp)
            throws Exception {
        final List<String> wholeCodes = new ArrayList<>();
        final long expected = uninterrupted(tmp.resolve("whole"), 3, wholeCodes);
        final Path dir = tmp.resolve("restarted");
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = core(config(dir, ThreadLayout.COMPACT, 2, 2), ticks);
        first.start();
        send(first, part(0, 3));
        first.snapshot().join();
        send(first, part(1, 3));
        final long newest = first.snapshot().join().sequence();
        first.stop();
        final Path users = dir.resolve("snapshots").resolve(SnapshotDescriptor.directoryName(newest))
                .resolve(SnapshotDescriptor.USERS);
        final byte[] bytes = Files.readAllBytes(users);
        bytes[bytes.length / 2] ^= 0x40;
        Files.write(users, bytes);

        final ExchangeCore second = core(config(dir, ThreadLayout.PIPELINED, 1, 2), ticks);
        second.start();
        send(second, part(2, 3));
        assertThat(second.stateHash().join()).isEqualTo(expected);
        second.stop();
    }

    @Test
    void aJournalThatLostRecordsTheSnapshotHoldsRestartsFromTheSnapshotAndKeepsRecovering(@TempDir final Path tmp)
            throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
        first.start();
        send(first, part(0, 3));
        first.stop();
        final Path saved = tmp.resolve("saved-journal");
        Files.createDirectories(saved);
        final List<Path> early = journalFiles(tmp);
        for (final Path f : early) {
            Files.copy(f, saved.resolve(f.getFileName()));
        }
        final ExchangeCore again = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
        again.start();
        send(again, part(1, 3));
        final CommandResult snap = again.snapshot().join();
        final long atSnapshot = again.stateHash().join();
        again.stop();
        // As after a power loss with ASYNC journalling: the snapshot is on disk, the journal's last records are not.
        for (final Path f : journalFiles(tmp)) {
            Files.delete(f);
        }
        for (final Path f : early) {
            Files.copy(saved.resolve(f.getFileName()), f);
        }

        final ExchangeCore second = core(config(tmp, ThreadLayout.PIPELINED, 2, 2), ticks);
        second.start();
        assertThat(second.recoveredSequence()).isEqualTo(snap.sequence());
        assertThat(second.stateHash().join()).isEqualTo(atSnapshot);
        send(second, part(2, 3));
        final long after = second.stateHash().join();
        assertThat(second.totals().join().isBalanced()).isTrue();
        second.stop();
        for (int restart = 0; restart < 3; restart++) {
            final ExchangeCore next = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
            next.start();
            assertThat(next.stateHash().join()).isEqualTo(after);
            next.stop();
        }
    }

    private static List<Path> journalFiles(final Path dir) throws java.io.IOException {
        final List<Path> out = new ArrayList<>();
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            files.filter(Files::isRegularFile).forEach(out::add);
        }
        assertThat(out).isNotEmpty();
        return out;
    }

    @Test
    void everySnapshotCorruptWithTheWholeJournalRecoversFromTheJournalAlone(@TempDir final Path tmp) throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = startAndSend(tmp, ticks, 0);
        final long older = first.snapshot().join().sequence();
        send(first, part(1, 3));
        final long newer = first.snapshot().join().sequence();
        final long expected = first.stateHash().join();
        first.stop();
        final Path olderManifest = manifest(tmp, older);
        final Path newerManifest = manifest(tmp, newer);
        Files.writeString(olderManifest, "garbage");
        Files.writeString(newerManifest, "garbage");
        final ExchangeCore second = core(config(tmp, ThreadLayout.COMPACT, 2, 2), ticks);
        second.start();
        assertThat(second.stateHash().join()).isEqualTo(expected);
        assertThat(second.totals().join().isBalanced()).isTrue();
        second.stop();
        assertThat(second.recoveryReport().snapshotSequence()).isZero();
        assertThat(String.join("\n", second.recoveryReport().warnings())).contains(olderManifest.toString())
                .contains(newerManifest.toString()).contains("from the journal alone")
                .contains("from sequence 1 to at least " + newer);
    }

    @Test
    void everySnapshotCorruptWithTheJournalNotReachingBackRefusesNamingBoth(@TempDir final Path tmp)
            throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = startAndSend(tmp, ticks, 0);
        first.stop();
        final ExchangeCore second = startAndSend(tmp, ticks, 1);
        final long seq = second.snapshot().join().sequence();
        second.stop();
        assertThat(second.lastSnapshot().deletedSegments()).isEqualTo(1);
        final Path manifest = manifest(tmp, seq);
        Files.writeString(manifest, "garbage");
        final ExchangeCore third = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
        assertThatThrownBy(third::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("refuses to start").hasMessageContaining(manifest.toString())
                .hasMessageContaining("the journal cannot replace what was skipped").hasMessageContaining("but sequence 1 is needed");
        assertThat(third.isRunning()).isFalse();
    }

    @Test
    void aCorruptNewestSnapshotThatTheJournalDoesNotReachRefusesInsteadOfGoingBackInTime(@TempDir final Path tmp)
            throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final Path running = tmp.resolve("running");
        final ExchangeCore first = startAndSend(running, ticks, 0);
        assertThat(first.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        send(first, part(1, 3));
        final long newer = first.snapshot().join().sequence();
        final Path crashed = tmp.resolve("crashed");
        copyTree(running, crashed);
        first.stop();
        final Path segment = journalFiles(crashed).get(0);
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(segment,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() / 3);
        }
        final Path manifest = manifest(crashed, newer);
        Files.writeString(manifest, "garbage");
        final ExchangeCore second = core(config(crashed, ThreadLayout.COMPACT, 1, 1), ticks);
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(manifest.toString()).hasMessageContaining("reach sequence " + newer);
    }

    /** Copies a directory tree as a crash of the process would leave it: every file as written so far. */
    private static void copyTree(final Path from, final Path to) throws java.io.IOException {
        try (java.util.stream.Stream<Path> all = Files.walk(from)) {
            for (final Path p : (Iterable<Path>) all::iterator) {
                final Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    @Test
    void everySnapshotCorruptWithAnEmptyJournalRefuses(@TempDir final Path tmp) throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = startAndSend(tmp, ticks, 0);
        final long seq = first.snapshot().join().sequence();
        first.stop();
        for (final Path segment : journalFiles(tmp)) {
            Files.delete(segment);
        }
        Files.writeString(manifest(tmp, seq), "garbage");
        final ExchangeCore second = core(config(tmp, ThreadLayout.COMPACT, 1, 1), ticks);
        assertThatThrownBy(second::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is empty").hasMessageContaining("reach sequence " + seq);
    }

    /** A started one-shard COMPACT core on {@code dir} that was sent the given third of the session. */
    private static ExchangeCore startAndSend(final Path dir, final AtomicLong ticks, final int third)
            throws Exception {
        final ExchangeCore core = core(config(dir, ThreadLayout.COMPACT, 1, 1), ticks);
        core.start();
        send(core, part(third, 3));
        return core;
    }

    private static Path manifest(final Path journalDir, final long sequence) {
        return journalDir.resolve("snapshots").resolve(SnapshotDescriptor.directoryName(sequence))
                .resolve(SnapshotDescriptor.MANIFEST);
    }

    @Test
    void aCoreWithoutJournalRefusesSnapshots() throws Exception {
        final ExchangeConfig config = PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1).toBuilder()
                .journalEnabled(false).build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(NoOpJournal.INSTANCE).build();
        core.start();
        assertThat(core.snapshot().join().resultCode()).isEqualTo(ResultCode.SNAPSHOT_FAILED);
        core.stop();
    }
}
