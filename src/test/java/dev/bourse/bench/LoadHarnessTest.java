package dev.bourse.bench;

import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.NoOpJournal;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LoadHarnessTest {
    private static final long MILLIS = 1_000_000L;

    /** Small books, few users with tight balances (so risk rejects some orders), one margin symbol among three. */
    private static LoadSettings smallMarket() {
        return new LoadSettings(3, 1, 40, 100, 5_000, 99L, 3_000_000L, 60L);
    }

    private static LoadHarness harness(final ThreadLayout layout, final int shards) {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(shards)
                .matchingShards(shards).threadLayout(layout).waitStrategy(WaitStrategyType.SLEEPING)
                .journalEnabled(false).build();
        return new LoadHarness(config, NoOpJournal.INSTANCE, smallMarket());
    }

    private static void assertSound(final RunReport report) {
        assertThat(report.published()).isPositive();
        assertThat(report.completed()).isEqualTo(report.published());
        assertThat(report.noLostCommands()).isTrue();
        assertThat(report.stageErrors()).isZero();
        assertThat(report.balanced()).isTrue();
        assertThat(report.format()).contains("conservation check (totals balanced): OK");
    }

    @Test
    void throughputAndLatencyRunsReportEveryCommandAndConserveMoney() throws InterruptedException {
        final LoadHarness harness = harness(ThreadLayout.COMPACT, 1);
        harness.start();
        try {
            final RunReport throughput = harness.throughput(200 * MILLIS);
            assertSound(throughput);
            assertThat(throughput.trades()).isPositive();
            assertThat(throughput.commandsPerSecond()).isPositive();

            final RunReport latency = harness.latency(20_000, 100 * MILLIS);
            assertSound(latency);
            assertThat(latency.published()).isEqualTo(2_000);
            assertThat(latency.latencyMicros(50)).isPositive();
            assertThat(latency.maxLatencyMicros()).isGreaterThanOrEqualTo(latency.latencyMicros(99));
        } finally {
            harness.stop();
        }
    }

    @Test
    void tightBalancesMakeTheRiskCheckRejectSomeOrders() throws InterruptedException {
        final LoadHarness harness = harness(ThreadLayout.PIPELINED, 2);
        harness.start();
        try {
            final RunReport run = harness.throughput(200 * MILLIS);
            assertSound(run);
            assertThat(run.rejections(ResultCode.INSUFFICIENT_FUNDS) + run.rejections(ResultCode.INSUFFICIENT_MARGIN))
                    .isPositive();
            assertThat(run.totalRejections()).isLessThan(run.completed());
        } finally {
            harness.stop();
        }
    }

    @Test
    void theStreamCyclesWithFreshOrderIdsSoNoIdIsEverADuplicate() throws InterruptedException {
        final LoadHarness harness = harness(ThreadLayout.COMPACT, 1);
        harness.start();
        try {
            final long cycles = 3L * harness.stream().cycleLength() * harness.stream().symbols();
            RunReport run = harness.throughput(50 * MILLIS);
            long done = run.completed();
            while (done < cycles) {
                run = harness.throughput(50 * MILLIS);
                assertSound(run);
                assertThat(run.rejections(ResultCode.DUPLICATE_ORDER_ID)).isZero();
                done += run.completed();
            }
        } finally {
            harness.stop();
        }
    }
}
