package dev.bourse.bench;

import dev.bourse.bench.peer.OpenLoopRun;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;

/**
 * Turns the open-loop run of each measurement iteration into JMH results ({@link OpenLoopResult}: p50, p90, p99,
 * p99.9, p99.99 and max latency in us, and the achieved rate), which JMH prints beside the benchmark's own score and
 * writes into {@code -rf json}. JMH has no other way for a benchmark to report figures of its own that combine
 * correctly across iterations, hence a profiler: {@code -prof dev.bourse.bench.OpenLoopProfiler}, which
 * {@link LatencySuite} adds by itself.
 *
 * <p>It runs in the benchmark's forked JVM: {@link LatencyBenchmark} hands it each iteration's run through
 * {@link #offer}. Warm-up runs are dropped.
 *
 * <p>Thread-safety: {@link #offer} from the benchmark thread, the profiler's methods from JMH's thread between
 * iterations; the hand-over is volatile.
 */
public final class OpenLoopProfiler implements InternalProfiler {
    private static volatile OpenLoopRun latest;

    /** Made by JMH, by name. */
    public OpenLoopProfiler() {
        // JMH instantiates profilers reflectively and needs the public no-argument constructor.
    }

    /**
     * Hands the run of the current iteration to the profiler.
     *
     * @param run what the iteration measured
     */
    public static void offer(final OpenLoopRun run) {
        latest = run;
    }

    @Override
    public String getDescription() {
        return "latency percentiles and achieved rate of the open-loop runs (Bourse's latency suite)";
    }

    @Override
    public void beforeIteration(final BenchmarkParams benchmarkParams, final IterationParams iterationParams) {
        latest = null;
    }

    /** JMH's interface declares the raw {@code Result} type. */
    @Override
    @SuppressWarnings("rawtypes")
    public Collection<? extends Result> afterIteration(final BenchmarkParams benchmarkParams,
            final IterationParams iterationParams, final IterationResult result) {
        final OpenLoopRun run = latest;
        latest = null;
        if (run == null || iterationParams.getType() != IterationType.MEASUREMENT) {
            return List.of();
        }
        return results(run);
    }

    /**
     * @param run one run
     * @return every {@link OpenLoopResult.Figure} of it
     */
    static List<OpenLoopResult> results(final OpenLoopRun run) {
        final List<OpenLoopResult> results = new ArrayList<>();
        for (final OpenLoopResult.Figure f : OpenLoopResult.Figure.values()) {
            results.add(OpenLoopResult.from(f, run));
        }
        return results;
    }
}
