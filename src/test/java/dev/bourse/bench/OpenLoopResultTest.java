package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.bench.peer.OpenLoopRecorder;
import dev.bourse.bench.peer.OpenLoopRun;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

class OpenLoopResultTest {
    private static OpenLoopRun run(final long rate, final long count, final long latency) {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(0, rate);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        for (long k = 0; k < count; k++) {
            recorder.record(k, schedule.intendedNanos(k) + latency, true);
        }
        return recorder.finish(count, count);
    }

    private static OpenLoopResult find(final List<OpenLoopResult> results, final OpenLoopResult.Figure figure) {
        for (final OpenLoopResult r : results) {
            if (r.figure() == figure) {
                return r;
            }
        }
        throw new AssertionError(figure + " missing");
    }

    @Test
    void aRunReportsEveryPercentileInMicrosecondsAndItsAchievedRate() {
        final List<OpenLoopResult> results = OpenLoopProfiler.results(run(1_000, 1_000, 1_500_000));
        assertThat(results).hasSize(OpenLoopResult.Figure.values().length);
        for (final OpenLoopResult.Figure f : LatencyReport.PERCENTILES) {
            assertThat(find(results, f).getScore()).as(f.label()).isCloseTo(1_500, org.assertj.core.data.Offset
                    .offset(1.0));
            assertThat(find(results, f).getScoreUnit()).isEqualTo("us");
        }
        assertThat(find(results, OpenLoopResult.Figure.ACHIEVED).getScore())
                .isEqualTo(1_000 * 1e9 / (999_000_000 + 1_500_000));
        assertThat(find(results, OpenLoopResult.Figure.ACHIEVED).getLabel()).isEqualTo("achieved");
    }

    @Test
    void runsCombineIntoThePercentilesOfAllTheirCommandsNotTheAverageOfTheirPercentiles() {
        final OpenLoopRun quiet = run(100_000, 9_900, 10_000);
        final OpenLoopRun stalled = run(100_000, 100, 50_000_000);
        final OpenLoopResult p99 = OpenLoopResult.merge(List.of(
                OpenLoopResult.from(OpenLoopResult.Figure.P99, quiet),
                OpenLoopResult.from(OpenLoopResult.Figure.P99, stalled)));
        final OpenLoopResult p999 = new OpenLoopResult(OpenLoopResult.Figure.P999, merged(quiet, stalled),
                quiet.sent() + stalled.sent(), quiet.spanNanos() + stalled.spanNanos());
        assertThat(p99.getScore()).as("99% of all commands took 10 us").isCloseTo(10.0,
                org.assertj.core.data.Offset.offset(0.01));
        assertThat(p999.getScore()).as("the worst 1% are the stalled run's").isGreaterThan(49_000);
        assertThat(p99.sent()).isEqualTo(10_000);
        final OpenLoopResult achieved = new OpenLoopResult(OpenLoopResult.Figure.ACHIEVED, new Histogram(3), 0, 0)
                .getIterationAggregator().aggregate(List.of(
                        OpenLoopResult.from(OpenLoopResult.Figure.ACHIEVED, quiet),
                        OpenLoopResult.from(OpenLoopResult.Figure.ACHIEVED, stalled)));
        assertThat(achieved.getScore()).isEqualTo(10_000 * 1e9 / (quiet.spanNanos() + stalled.spanNanos()));
    }

    @Test
    void differentFiguresOrNothingCannotBeMerged() {
        final OpenLoopRun r = run(1_000, 10, 1_000);
        assertThatThrownBy(() -> OpenLoopResult.merge(List.of(OpenLoopResult.from(OpenLoopResult.Figure.P50, r),
                OpenLoopResult.from(OpenLoopResult.Figure.MAX, r)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> OpenLoopResult.merge(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTrialWithoutCommandsReportsZeroesNotAFailure() {
        final OpenLoopResult empty = new OpenLoopResult(OpenLoopResult.Figure.P99,
                new Histogram(OpenLoopRecorder.HIGHEST_TRACKABLE_NANOS, OpenLoopRecorder.SIGNIFICANT_DIGITS), 0, 0);
        assertThat(empty.getScore()).isZero();
    }

    @Test
    void theProfilerReportsEachMeasuredRunOnceAndDropsWarmUpAndStaleRuns() {
        final OpenLoopProfiler profiler = new OpenLoopProfiler();
        final IterationParams warmUp = new IterationParams(IterationType.WARMUP, 1, TimeValue.NONE, 1);
        final IterationParams measured = new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.NONE, 1);
        final OpenLoopRun r = run(1_000, 10, 1_000);
        profiler.beforeIteration(null, warmUp);
        OpenLoopProfiler.offer(r);
        assertThat(profiler.afterIteration(null, warmUp, null)).isEmpty();
        profiler.beforeIteration(null, measured);
        OpenLoopProfiler.offer(r);
        assertThat(profiler.afterIteration(null, measured, null)).hasSize(OpenLoopResult.Figure.values().length);
        assertThat(profiler.afterIteration(null, measured, null)).as("a run is reported once").isEmpty();
        OpenLoopProfiler.offer(r);
        profiler.beforeIteration(null, measured);
        assertThat(profiler.afterIteration(null, measured, null)).as("a run offered before the iteration").isEmpty();
    }

    private static Histogram merged(final OpenLoopRun a, final OpenLoopRun b) {
        final Histogram h = a.latencies().copy();
        h.add(b.latencies());
        return h;
    }
}
