package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.sequencer.LocalSequencer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three thread layouts are derived from the one stage list: the pipeline each builds lists the same stages in
 * the same order, and only the thread running each differs, as {@link dev.bourse.config.ThreadLayout} documents it.
 */
class TopologyTest {
    @TempDir
    Path dir;

    @Test
    void everyLayoutBuildsTheSameStagesInTheSameOrder() {
        for (final boolean journal : new boolean[] {false, true}) {
            final List<String> expected = expectedStages(journal, 2, 4);
            final List<List<String>> threadColumns = new ArrayList<>();
            for (final ThreadLayout layout : ThreadLayout.values()) {
                final List<String> described = wiring(layout, journal, 2, 4).describe();
                assertThat(column(described, 0)).as("%s, journal %s", layout, journal).isEqualTo(expected);
                threadColumns.add(column(described, 1));
            }
            assertThat(threadColumns).doesNotHaveDuplicates();
        }
    }

    @Test
    void pipelinedGivesEveryShardOwnerAThreadAndARiskShardOneThreadForItsCheckAndSettlement() {
        final PipelineWiring w = wiring(ThreadLayout.PIPELINED, true, 2, 2);
        assertThat(w.describe()).containsExactly(
                "grouping -> bourse-grouping",
                "journal -> bourse-journal",
                "risk-check-0 -> bourse-risk-0",
                "risk-check-1 -> bourse-risk-1",
                "matching-0 -> bourse-matching-0",
                "matching-1 -> bourse-matching-1",
                "settlement-0 -> bourse-risk-0",
                "settlement-1 -> bourse-risk-1",
                "results -> bourse-results");
        assertThat(threadNames(w)).containsExactly("bourse-grouping", "bourse-journal", "bourse-risk-0",
                "bourse-risk-1", "bourse-matching-0", "bourse-matching-1", "bourse-results");
    }

    @Test
    void compactFusesTheShardedStagesIntoOneEnginePassAndNumbersTheJournalFirst() {
        final PipelineWiring w = wiring(ThreadLayout.COMPACT, true, 2, 1);
        assertThat(w.describe()).containsExactly(
                "grouping -> bourse-engine",
                "journal -> bourse-journal",
                "risk-check-0 -> bourse-engine (engine pass)",
                "risk-check-1 -> bourse-engine (engine pass)",
                "matching-0 -> bourse-engine (engine pass)",
                "settlement-0 -> bourse-engine (engine pass)",
                "settlement-1 -> bourse-engine (engine pass)",
                "results -> bourse-engine");
        assertThat(threadNames(w)).containsExactly("bourse-journal", "bourse-engine");
        assertThat(threadNames(wiring(ThreadLayout.COMPACT, false, 2, 1))).containsExactly("bourse-engine");
    }

    @Test
    void inlineRunsCompactsStagesOnTheSubmitterAndReportsFromTheJournalsThreadWhenJournalling() {
        assertThat(wiring(ThreadLayout.INLINE, false, 1, 1).describe()).containsExactly(
                "grouping -> submitter",
                "risk-check-0 -> submitter (engine pass)",
                "matching-0 -> submitter (engine pass)",
                "settlement-0 -> submitter (engine pass)",
                "results -> submitter");
        final PipelineWiring journalled = wiring(ThreadLayout.INLINE, true, 1, 1);
        assertThat(journalled.describe()).containsExactly(
                "grouping -> submitter",
                "journal -> bourse-journal",
                "risk-check-0 -> submitter (engine pass)",
                "matching-0 -> submitter (engine pass)",
                "settlement-0 -> submitter (engine pass)",
                "results -> bourse-journal");
        assertThat(threadNames(journalled)).containsExactly("bourse-journal");
    }

    @Test
    void everyLayoutStartsAsManyThreadsAsTheConfigurationCounts() {
        for (final ThreadLayout layout : ThreadLayout.values()) {
            for (final boolean journal : new boolean[] {false, true}) {
                assertThat(wiring(layout, journal, 4, 2).threads()).as("%s, journal %s", layout, journal)
                        .hasSize(config(layout, journal, 4, 2).threadCount());
            }
        }
    }

    @Test
    void theEnginePassRefusesAShardedRunItDoesNotImplement() {
        final List<StageKind> other = List.of(StageKind.MATCHING, StageKind.RISK_CHECK, StageKind.SETTLEMENT);
        assertThatThrownBy(() -> new SequentialStages(other, new RiskCheckStage[0], new MatchingStage[0],
                new SettlementStage[0], null)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("sharded run");
    }

    private static List<String> expectedStages(final boolean journal, final int risk, final int matching) {
        final List<String> out = new ArrayList<>();
        out.add("grouping");
        if (journal) {
            out.add("journal");
        }
        for (int i = 0; i < risk; i++) {
            out.add("risk-check-" + i);
        }
        for (int j = 0; j < matching; j++) {
            out.add("matching-" + j);
        }
        for (int i = 0; i < risk; i++) {
            out.add("settlement-" + i);
        }
        out.add("results");
        return out;
    }

    private static List<String> column(final List<String> described, final int index) {
        final List<String> out = new ArrayList<>();
        for (final String line : described) {
            out.add(line.split(" -> ", 2)[index]);
        }
        return out;
    }

    private static List<String> threadNames(final PipelineWiring w) {
        final List<String> out = new ArrayList<>();
        for (final StageThread t : w.threads()) {
            out.add(t.name());
        }
        return out;
    }

    private ExchangeConfig config(final ThreadLayout layout, final boolean journal, final int risk,
            final int matching) {
        return ExchangeConfig.builder().threadLayout(layout).riskShards(risk).matchingShards(matching)
                .journalEnabled(journal).journalDir(dir).ringSize(1024).orderBookExpectedOrders(16).build();
    }

    private PipelineWiring wiring(final ThreadLayout layout, final boolean journal, final int risk,
            final int matching) {
        final ExchangeConfig config = config(layout, journal, risk, matching);
        return new PipelineWiring(config, new RiskEngine(risk, 1),
                new LocalSequencer(() -> 0L, journal ? NoOpJournal.INSTANCE : null), null, new StageErrors(),
                new CoreHalt(), null);
    }
}
