package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandType;
import dev.bourse.config.ThreadLayout;
import dev.bourse.snapshot.SnapshotDescriptor;
import dev.bourse.testkit.StressSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Incremental snapshots of a running core: the capture runs in tiny steps (three records per step) while the
 * commands after the cut keep arriving, so most of them meet users, order records and books that were not exported
 * yet (changes, fills, cancels, removals, new users and new orders). Each snapshot, loaded alone into a fresh core,
 * must hold exactly the state of a reference core that ran only the commands up to the cut, in every layout; and a
 * second snapshot cut while the first is still being captured must be right too.
 */
class IncrementalSnapshotTest {
    private static final List<StressSession.Cmd> SESSION = StressSession.generate(new Random(23), 2_400);

    private static List<CompletableFuture<CommandResult>> submit(final ExchangeCore core,
            final List<StressSession.Cmd> commands) {
        final List<CompletableFuture<CommandResult>> out = new ArrayList<>();
        for (final StressSession.Cmd c : commands) {
            out.add(c.submit(core));
        }
        return out;
    }

    /** Users created after the cuts: they must not be in the snapshots. */
    private static List<StressSession.Cmd> newUsers() {
        final List<StressSession.Cmd> out = new ArrayList<>();
        for (long uid = 1_001; uid <= 1_010; uid++) {
            out.add(StressSession.Cmd.account(CommandType.ADD_USER, uid, 0, 0, 0));
            out.add(StressSession.Cmd.account(CommandType.DEPOSIT, uid, 2, 5_000, 1));
        }
        return out;
    }

    /** A core recovered from one snapshot alone (no journal after it): its state hash and balance check. */
    private static long[] restored(final Path from, final long sequence, final Path dir, final ThreadLayout layout,
            final int n, final int m) throws Exception {
        final String name = SnapshotDescriptor.directoryName(sequence);
        final Path target = dir.resolve("snapshots").resolve(name);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(from.resolve("snapshots").resolve(name))) {
            for (final Path f : (Iterable<Path>) files::iterator) {
                Files.copy(f, target.resolve(f.getFileName()));
            }
        }
        final ExchangeCore core = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(dir, layout, n, m),
                new AtomicLong());
        core.start();
        assertThat(core.recoveredSequence()).isEqualTo(sequence);
        final long hash = core.stateHash().join();
        final boolean balanced = core.totals().join().isBalanced();
        core.stop();
        return new long[] {hash, balanced ? 1 : 0};
    }

    @ParameterizedTest(name = "{0} {1}x{2}")
    @CsvSource({"COMPACT, 1, 1", "INLINE, 2, 2", "PIPELINED, 2, 2", "COMPACT, 4, 2"})
    void snapshotsTakenWhileCommandsKeepFlowingHoldExactlyTheStateAtTheirCut(final ThreadLayout layout, final int n,
            final int m, @TempDir final Path tmp) throws Exception {
        final int first = SESSION.size() / 2;
        final int second = first + 40;
        final ExchangeCore live = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(tmp.resolve("live"), layout,
                n, m), new AtomicLong());
        live.snapshotStepRecords(3);
        live.start();
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>(submit(live, SESSION.subList(0, first)));
        final CompletableFuture<CommandResult> snap1 = live.snapshot();
        all.addAll(submit(live, SESSION.subList(first, second)));
        final CompletableFuture<CommandResult> snap2 = live.snapshot();
        all.addAll(submit(live, newUsers()));
        all.addAll(submit(live, SESSION.subList(second, SESSION.size())));
        for (final CompletableFuture<CommandResult> f : all) {
            f.join();
        }
        assertThat(snap1.join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(snap2.join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(live.lastSnapshot().steps()).isGreaterThan(10);
        assertThat(live.errors().count()).isZero();
        live.stop();

        final ExchangeCore reference = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(tmp.resolve("ref"),
                layout, n, m), new AtomicLong());
        reference.start();
        SnapshotRecoveryTest.send(reference, SESSION.subList(0, first));
        final long atFirst = reference.stateHash().join();
        SnapshotRecoveryTest.send(reference, SESSION.subList(first, second));
        final long atSecond = reference.stateHash().join();
        reference.stop();

        assertThat(restored(tmp.resolve("live"), snap1.join().sequence(), tmp.resolve("r1"), layout, n, m))
                .containsExactly(atFirst, 1);
        assertThat(restored(tmp.resolve("live"), snap2.join().sequence(), tmp.resolve("r2"), layout, n, m))
                .containsExactly(atSecond, 1);
    }

}
