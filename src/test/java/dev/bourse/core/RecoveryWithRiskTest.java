package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.StressSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whole-core recovery with the real risk engine: a session split over several restarts from the journal ends in
 * exactly the state (books and accounts) of the same session run without interruption, with money conserved, and
 * a restart may change the shard layout.
 */
class RecoveryWithRiskTest {

    private static ExchangeConfig config(final Path dir, final ThreadLayout layout, final int n, final int m) {
        return PipelineEquivalenceTest.config(layout, n, m).toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).build();
    }

    private static List<String> send(final ExchangeCore core, final List<StressSession.Cmd> commands) {
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

    /** A core whose clock continues from {@code ticks}, so timestamps match across restarts (replay reads none). */
    private static ExchangeCore core(final ExchangeConfig config, final AtomicLong ticks) throws Exception {
        return ExchangeCore.builder(config).riskEngine(new RiskEngine(config.riskShards()))
                .journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
    }

    @Test
    void aSessionInterruptedByRestartsEndsInTheStateOfAnUninterruptedOne(@TempDir final Path tmp) throws Exception {
        final List<StressSession.Cmd> session = StressSession.generate(new Random(7), 3_000);
        final int[][] layouts = {{1, 1}, {2, 2}, {1, 2}, {4, 1}};
        final int parts = layouts.length;
        final ExchangeCore whole = core(config(tmp.resolve("whole"), ThreadLayout.COMPACT, 1, 1), new AtomicLong());
        whole.start();
        final List<String> wholeCodes = new ArrayList<>();
        for (int part = 0; part < parts; part++) {
            wholeCodes.addAll(send(whole, session.subList(part * session.size() / parts,
                    (part + 1) * session.size() / parts)));
            assertThat(whole.totals().join().isBalanced()).isTrue();
        }
        final long expectedHash = whole.stateHash().join();
        whole.stop();

        final Path dir = tmp.resolve("restarted");
        final AtomicLong ticks = new AtomicLong();
        final List<String> codes = new ArrayList<>();
        for (int part = 0; part < parts; part++) {
            final ThreadLayout layout = part % 2 == 0 ? ThreadLayout.COMPACT : ThreadLayout.PIPELINED;
            final ExchangeCore core = core(config(dir, layout, layouts[part][0], layouts[part][1]), ticks);
            core.start();
            codes.addAll(send(core, session.subList(part * session.size() / parts,
                    (part + 1) * session.size() / parts)));
            assertThat(core.totals().join().isBalanced()).isTrue();
            core.stop();
        }
        final ExchangeCore last = core(config(dir, ThreadLayout.PIPELINED, 2, 2), ticks);
        last.start();
        assertThat(last.stateHash().join()).isEqualTo(expectedHash);
        assertThat(last.totals().join().isBalanced()).isTrue();
        last.stop();
        assertThat(codes).isEqualTo(wholeCodes);
    }
}
