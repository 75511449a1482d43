package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.testkit.StressSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Periodic snapshots fire at the documented commands (by count and by command time), retention keeps the newest
 * snapshots and deletes the journal segments they no longer need, and ten restarts with snapshots in between end in
 * the state of one uninterrupted run.
 */
class SnapshotScheduleTest {

    private static void addUsers(final ExchangeCore core, final int from, final int to) {
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>();
        for (int uid = from; uid <= to; uid++) {
            all.add(core.addUser(uid));
        }
        for (final CompletableFuture<CommandResult> f : all) {
            assertThat(f.join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        }
    }

    @Test
    void everyNCommandsSnapshotsAtTheCommandThatReachesEachMultiple(@TempDir final Path tmp) throws Exception {
        final ExchangeConfig config = SnapshotRecoveryTest.config(tmp, ThreadLayout.PIPELINED, 2, 2).toBuilder()
                .snapshotEveryCommands(100).build();
        final ExchangeCore core = SnapshotRecoveryTest.core(config, new AtomicLong());
        core.start();
        addUsers(core, 1, 350);
        core.stop();
        assertThat(new SnapshotLoader(tmp.resolve("snapshots")).sequences()).containsExactly(300L, 200L, 100L);
        assertThat(core.lastSnapshot().sequence()).isEqualTo(300);
    }

    @Test
    void everyTSecondsSnapshotsAtTheFirstCommandOfEachNewIntervalOfCommandTime(@TempDir final Path tmp)
            throws Exception {
        final ExchangeConfig config = SnapshotRecoveryTest.config(tmp, ThreadLayout.COMPACT, 1, 1).toBuilder()
                .snapshotEverySeconds(1).build();
        final AtomicLong clock = new AtomicLong();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(new dev.bourse.journal.JournalWriter(config)).clock(() -> clock.addAndGet(300_000_000L))
                .build();
        core.start();
        addUsers(core, 1, 12);
        core.stop();
        // command i has timestamp 0.3 s * i: 1.2 s (4), 2.1 s (7), 3.0 s (10) start new one-second intervals
        assertThat(new SnapshotLoader(tmp.resolve("snapshots")).sequences()).containsExactly(10L, 7L, 4L);
    }

    @Test
    void periodicSnapshotsAreNotRetakenWhenTheJournalIsReplayed(@TempDir final Path tmp) throws Exception {
        final ExchangeConfig config = SnapshotRecoveryTest.config(tmp, ThreadLayout.COMPACT, 1, 1).toBuilder()
                .snapshotEveryCommands(40).build();
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = SnapshotRecoveryTest.core(config, ticks);
        first.start();
        addUsers(first, 1, 50);
        first.stop();
        final ExchangeCore second = SnapshotRecoveryTest.core(config, ticks);
        second.start();
        addUsers(second, 51, 85);
        second.stop();
        assertThat(new SnapshotLoader(tmp.resolve("snapshots")).sequences()).containsExactly(80L, 40L);
        assertThat(second.lastSnapshot().sequence()).isEqualTo(80);
    }

    private static List<Path> segments(final Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> JournalDescriptor.segmentFirstSequence(p) >= 0).sorted().toList();
        }
    }

    @Test
    void tenRestartsWithSnapshotsEqualOneRunAndRetentionDeletesWhatTheKeptSnapshotsDoNotNeed(
            @TempDir final Path tmp) throws Exception {
        final List<StressSession.Cmd> session = StressSession.generate(new Random(5), 1_000);
        final int parts = 10;
        final ExchangeCore whole = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(tmp.resolve("whole"),
                ThreadLayout.COMPACT, 1, 1), new AtomicLong());
        whole.start();
        final List<String> wholeCodes = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            wholeCodes.addAll(SnapshotRecoveryTest.send(whole, session.subList(i * session.size() / parts,
                    (i + 1) * session.size() / parts)));
            whole.snapshot().join();
        }
        final long expected = whole.stateHash().join();
        whole.stop();

        final Path dir = tmp.resolve("restarted");
        final AtomicLong ticks = new AtomicLong();
        final List<String> codes = new ArrayList<>();
        final int[][] layouts = {{1, 1}, {2, 2}, {4, 1}, {1, 4}, {2, 1}};
        final List<Long> snapshotSequences = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            final int[] layout = layouts[i % layouts.length];
            final ExchangeConfig config = SnapshotRecoveryTest.config(dir, i % 2 == 0 ? ThreadLayout.COMPACT
                    : ThreadLayout.PIPELINED, layout[0], layout[1]).toBuilder().snapshotRetain(2).build();
            final ExchangeCore core = SnapshotRecoveryTest.core(config, ticks);
            core.start();
            codes.addAll(SnapshotRecoveryTest.send(core, session.subList(i * session.size() / parts,
                    (i + 1) * session.size() / parts)));
            snapshotSequences.add(core.snapshot().join().sequence());
            core.stop();
            final List<Long> kept = new SnapshotLoader(dir.resolve("snapshots")).sequences();
            assertThat(kept).hasSize(Math.min(2, i + 1)).first().isEqualTo(snapshotSequences.get(i));
            // every segment left holds commands after the oldest kept snapshot, and the newest is never deleted
            final List<Path> segs = segments(dir);
            assertThat(segs).isNotEmpty();
            if (segs.size() > 1) {
                assertThat(JournalDescriptor.segmentFirstSequence(segs.get(1)) - 1).isGreaterThan(kept.get(1));
            }
        }
        assertThat(segments(dir)).hasSizeLessThan(parts);
        final ExchangeCore last = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(dir, ThreadLayout.PIPELINED,
                2, 2), ticks);
        last.start();
        assertThat(last.stateHash().join()).isEqualTo(expected);
        assertThat(last.totals().join().isBalanced()).isTrue();
        last.stop();
        assertThat(codes).isEqualTo(wholeCodes);
    }
}
