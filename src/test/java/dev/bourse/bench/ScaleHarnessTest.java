package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScaleHarnessTest {
    private static final long MILLIS = 1_000_000L;

    @TempDir
    Path dir;

    private ExchangeConfig config(final boolean journal) {
        return ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(journal).journalDir(dir.resolve("journal"))
                .journalDurability(Durability.ASYNC).build();
    }

    @Test
    void aSmallScaleRunLoadsTheMarketRecoversItAndPassesEveryCheck() throws IOException, InterruptedException {
        final ScaleSettings settings = new ScaleSettings(50, 300, 2_000, 5, 1.0, 3, 30, 7L);
        final StringWriter text = new StringWriter();
        final ScaleReport report = new ScaleHarness(settings, config(true), new PrintWriter(text, true), 20 * MILLIS,
                50 * MILLIS).run();

        assertThat(report.ok()).as(text.toString()).isTrue();
        assertThat(text.toString()).contains("symbols  50", "accounts 300", "orders   2,000 ", "0 refused",
                "journal replay", "state equals the large core's: yes", "snapshot: ", "restart from the snapshot");
        assertThat(report.format()).contains("every check passed");
        try (var left = Files.list(dir.resolve("journal"))) {
            assertThat(left).as("the run's journal directories are removed").isEmpty();
        }
    }

    @Test
    void withoutAJournalTheRunStopsAfterTheTimedMixes() throws IOException, InterruptedException {
        final ScaleSettings settings = new ScaleSettings(20, 100, 500, 4, 2.0, 2, 10, 3L);
        final StringWriter text = new StringWriter();
        final ScaleReport report = new ScaleHarness(settings, config(false), new PrintWriter(text, true), 10 * MILLIS,
                20 * MILLIS).run();

        assertThat(report.ok()).as(text.toString()).isTrue();
        assertThat(text.toString()).contains("mix, large case").doesNotContain("journal replay");
    }

    @Test
    void settingsOutOfRangeAreRefusedWithTheirName() {
        assertThatThrownBy(() -> new ScaleSettings(10, 5, 0, 4, 1.0, 2, 10, 1L))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mixUsers");
        assertThatThrownBy(() -> new ScaleSettings(10, 100, 0, 4, 1.0, 5, 10, 1L))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mixSymbols");
        assertThatThrownBy(() -> ScaleSettings.of(0, 10, 10)).hasMessageContaining("symbols");
    }
}
