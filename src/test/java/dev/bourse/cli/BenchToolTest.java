package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bourse bench}, the main job, as a short session on a journalled core in a scratch directory: every run
 * reported, money conserved, the session recovered from its journal and from a snapshot, the market-data feed's run
 * ending with a subscriber that holds exactly the feed's books, the session's directory removed afterwards.
 */
class BenchToolTest {
    private static final long WARM_UP_NANOS = 100_000_000L;

    @Test
    void aShortSessionReportsEachRunRecoversTwiceAndCleansUp(@TempDir final Path journals) throws IOException {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(journals)
                .journalDurability(Durability.ASYNC).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final CommandRun run = CommandRun.of(new BenchTool(() -> config, WARM_UP_NANOS), "--seconds", "0.2",
                "--latency-seconds", "0.1", "--rate", "5000", "--symbols", "2", "--margin-symbols", "1", "--feed-seconds",
                "0.2");
        assertThat(run.code()).as(run.out() + run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Bourse exchange core: generated trading session (2 symbols (1 margin)")
                .contains("core: INLINE layout").contains("warm-up: ")
                .contains("conservation check (totals balanced): OK")
                .containsPattern("recovery: replayed the ASYNC journal .* state equals the session's: yes")
                .contains("recovery from that snapshot: ")
                .containsPattern("feed: every channel of 2 symbols .* at 5,000 commands/s: .* messages/s; .* lapped 0 "
                        + "times; .* subscriber's books equal the feed's: yes")
                .endsWith("session OK" + System.lineSeparator());
        try (var left = Files.list(journals)) {
            assertThat(left).as("the session directory is removed").isEmpty();
        }
    }

    @Test
    void aBadConfigurationIsAUsageErrorNamedInOneLine() {
        final CommandRun run = CommandRun.of(new BenchTool(() -> ExchangeConfig.builder().ringSize(1000).build(),
                WARM_UP_NANOS));
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("bench: ").contains("ring").contains("1000");
        assertThat(run.err().lines().count()).isEqualTo(1);
    }

    @Test
    void withoutAJournalTheSessionSkipsRecovery() {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(false).build();
        final CommandRun run = CommandRun.of(new BenchTool(() -> config, WARM_UP_NANOS), "--seconds", "0.1",
                "--latency-seconds", "0", "--symbols", "1", "--feed-seconds", "0");
        assertThat(run.code()).as(run.out()).isZero();
        assertThat(run.out()).doesNotContain("recovery").doesNotContain("latency").doesNotContain("feed:").endsWith("session OK"
                + System.lineSeparator());
    }
}
