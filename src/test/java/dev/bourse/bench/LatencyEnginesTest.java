package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bourse.bench.peer.OpenLoopRun;
import dev.bourse.bench.peer.PeerJvm;
import dev.bourse.bench.peer.PeerStream;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The latency suite's engines, each through two short open-loop runs of the peer stream: every command sent gets its
 * result (in order, or the run fails), none is refused, and the engine stops healthy. Nothing here depends on how fast
 * the runs are: a run that falls behind may send fewer commands than planned, never more.
 */
class LatencyEnginesTest {
    private static final long RATE = 20_000;
    private static final long RUN_NANOS = 100_000_000L;

    @TempDir
    Path work;

    private static void assertRuns(final LatencyEngine engine) throws Exception {
        try {
            for (int i = 0; i < 2; i++) {
                engine.collectGarbage();
                final OpenLoopRun run = engine.run(RATE, RUN_NANOS);
                assertThat(run.planned()).isEqualTo(RATE * RUN_NANOS / 1_000_000_000L);
                assertThat(run.sent()).isBetween(1L, run.planned());
                assertThat(run.latencies().getTotalCount()).isEqualTo(run.sent());
                assertThat(run.refused()).as("the peer stream's commands all succeed").isZero();
                assertThat(run.achievedRate()).isPositive();
            }
        } finally {
            engine.stop();
        }
    }

    @Test
    void bourseRunsTheStreamOpenLoopInlineWithoutJournalAndCompactWithGroupCommit() throws Exception {
        final PeerStream stream = PeerMix.generate(5_000);
        assertRuns(new BourseLatencyEngine(ExchangeConfig.defaults().toBuilder().threadLayout(ThreadLayout.INLINE)
                .journalEnabled(false).build(), stream, PeerMix.USERS));
        assertRuns(new BourseLatencyEngine(ExchangeConfig.defaults().toBuilder().threadLayout(ThreadLayout.COMPACT)
                .journalEnabled(true).journalDir(work.resolve("journal")).journalDurability(Durability.GROUP_COMMIT)
                .build(), stream, PeerMix.USERS));
    }

    @Test
    void exchangeCoreRunsTheSameStreamOpenLoopInItsOwnJvm() throws Exception {
        assumeTrue(PeerJvm.exchangeCoreRunsHere(), "exchange-core 0.5.3 does not run on JDK 24+");
        final Path file = work.resolve("stream.bin");
        PeerMix.generate(5_000).write(file);
        assertRuns(new ExchangeCoreLatencyProxy("YIELDING", file, PeerMix.USERS, work));
    }
}
