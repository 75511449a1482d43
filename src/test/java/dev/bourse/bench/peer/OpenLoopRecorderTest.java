package dev.bourse.bench.peer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.bench.OpenLoopSchedule;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The recorder fed scripted result times: what it measures follows from the script alone. */
class OpenLoopRecorderTest {
    private static final long START = 5_000_000L;
    private static final long RATE = 1_000_000L;

    private static boolean same(final Histogram h, final long a, final long b) {
        return h.valuesAreEquivalent(a, b);
    }

    @Test
    void eachLatencyRunsFromTheCommandsIntendedSendTimeNotFromWhenItWasSent() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, RATE);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        for (long k = 0; k < 1_000; k++) {
            recorder.record(k, schedule.intendedNanos(k) + 2_000 + k, true);
        }
        final OpenLoopRun run = recorder.finish(1_000, 1_000);
        final Histogram h = run.latencies();
        assertThat(h.getTotalCount()).isEqualTo(1_000);
        assertThat(same(h, h.getMinValue(), 2_000)).isTrue();
        assertThat(same(h, h.getMaxValue(), 2_999)).isTrue();
        assertThat(same(h, h.getValueAtPercentile(50), 2_499)).isTrue();
        assertThat(run.spanNanos()).isEqualTo(schedule.intendedNanos(999) + 2_999 - START);
        assertThat(run.refused()).isZero();
    }

    @Test
    void aStallCountsAgainstEveryCommandItDelaysSoTheTailIsNotHidden() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, RATE);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        final long stallEnd = schedule.intendedNanos(0) + 10_000_000L;
        for (long k = 0; k < 10_000; k++) {
            final long due = schedule.intendedNanos(k);
            final long seen = k == 0 ? stallEnd : Math.max(due, stallEnd + 100 * k) + 1_000;
            recorder.record(k, seen, true);
        }
        final Histogram h = recorder.finish(10_000, 10_000).latencies();
        assertThat(same(h, h.getMaxValue(), 10_000_000L)).as("the stalled command").isTrue();
        assertThat(h.getValueAtPercentile(50)).as("half the commands waited behind the stall")
                .isGreaterThan(4_000_000L);
        assertThat(h.getValueAtPercentile(99)).isGreaterThan(9_000_000L);
    }

    @Test
    void missingOrOutOfOrderResultsFailTheRunInsteadOfReportingIt() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, RATE);
        final OpenLoopRecorder missing = new OpenLoopRecorder(schedule);
        missing.record(0, START + 10, true);
        assertThatThrownBy(() -> missing.finish(2, 2)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("2 commands sent but 1 results");
        final OpenLoopRecorder swapped = new OpenLoopRecorder(schedule);
        swapped.record(1, START + 5_000, true);
        swapped.record(0, START + 5_000, true);
        assertThat(swapped.outOfOrder()).isEqualTo(2);
        assertThatThrownBy(() -> swapped.finish(2, 2)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("out of order");
    }

    @Test
    void recordNextTakesTheNextIndexAndRefusalsAreCounted() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, 1_000);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        recorder.recordNext(START + 100, true);
        recorder.recordNext(schedule.intendedNanos(1) + 100, false);
        recorder.recordNext(schedule.intendedNanos(2) + 100, true);
        assertThat(recorder.completed()).isEqualTo(3);
        final OpenLoopRun run = recorder.finish(5, 3);
        assertThat(run.refused()).isEqualTo(1);
        assertThat(run.planned()).isEqualTo(5);
        assertThat(run.achievedRate()).isEqualTo(3 * 1e9 / (2_000_000 + 100));
        assertThat(run.latencies().getMaxValue()).isEqualTo(100);
    }

    @Test
    void latenciesBelowZeroOrBeyondTheRangeAreClampedNotLost() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, RATE);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        recorder.record(0, START - 50, true);
        recorder.record(1, START + OpenLoopRecorder.HIGHEST_TRACKABLE_NANOS * 2, true);
        final Histogram h = recorder.finish(2, 2).latencies();
        assertThat(h.getTotalCount()).isEqualTo(2);
        assertThat(h.getMinValue()).isZero();
        assertThat(same(h, h.getMaxValue(), OpenLoopRecorder.HIGHEST_TRACKABLE_NANOS)).isTrue();
    }

    @Test
    void waitingForResultsThatNeverComeFailsOnceTheStallBoundPasses() {
        final OpenLoopRecorder recorder = new OpenLoopRecorder(new OpenLoopSchedule(START, RATE));
        recorder.record(0, START, true);
        recorder.awaitCompleted(1, 0);
        assertThatThrownBy(() -> recorder.awaitCompleted(2, 0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("1 of 2 results");
    }

    @Test
    void aRunCrossesTheChildJvmsPipeUnchanged() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(START, RATE);
        final OpenLoopRecorder recorder = new OpenLoopRecorder(schedule);
        for (long k = 0; k < 5_000; k++) {
            recorder.record(k, schedule.intendedNanos(k) + 1_000 + k * k % 77_777, k % 13 != 0);
        }
        final OpenLoopRun run = recorder.finish(6_000, 5_000);
        final String line = run.encode();
        assertThat(line).doesNotContain("\n").startsWith(OpenLoopRun.TAG + " ");
        final OpenLoopRun back = OpenLoopRun.decode(line);
        assertThat(back.planned()).isEqualTo(6_000);
        assertThat(back.sent()).isEqualTo(5_000);
        assertThat(back.refused()).isEqualTo(run.refused());
        assertThat(back.spanNanos()).isEqualTo(run.spanNanos());
        assertThat(back.latencies()).isEqualTo(run.latencies());
        assertThatThrownBy(() -> OpenLoopRun.decode("result 1 2")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> OpenLoopRun.decode("failed java.lang.IllegalStateException"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpenLoopRun(1, 2, 0, 0, new Histogram(3)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
