package dev.bourse.bench;

import dev.bourse.bench.peer.OpenLoopRun;
import java.util.Collection;
import org.HdrHistogram.Histogram;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.Aggregator;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ResultRole;

/**
 * One figure of the open-loop runs of a benchmark, as a JMH secondary result (so {@code -rf json} carries it): a
 * latency percentile or the achieved rate. Unlike JMH's own scalar results, which average the figures of the
 * iterations (an average of p99s is no p99), results of several runs combine by merging the runs' latency
 * histograms and adding their counts, so the score of a trial is the percentile of all its measured commands and its
 * achieved rate is all their commands over all their time.
 *
 * <p>Thread-safety: immutable once built (the histogram is never changed after it is handed over).
 */
public final class OpenLoopResult extends Result<OpenLoopResult> {
    private static final long serialVersionUID = 1L;
    private static final double NANOS_PER_MICRO = 1_000.0;

    /** A figure the suite reports, with its JMH label. */
    public enum Figure {
        /** Median latency, us. */
        P50("p50", 50.0),
        /** 90th percentile latency, us. */
        P90("p90", 90.0),
        /** 99th percentile latency, us. */
        P99("p99", 99.0),
        /** 99.9th percentile latency, us. */
        P999("p99.9", 99.9),
        /** 99.99th percentile latency, us. */
        P9999("p99.99", 99.99),
        /** Highest latency, us. */
        MAX("max", 100.0),
        /** Commands completed per second over the runs' spans. */
        ACHIEVED("achieved", Double.NaN);

        private final String label;
        private final double percentile;

        Figure(final String label, final double percentile) {
            this.label = label;
            this.percentile = percentile;
        }

        /** @return the result's label in JMH's output */
        public String label() {
            return label;
        }

        /** @return the result's unit */
        public String unit() {
            return this == ACHIEVED ? "ops/s" : "us";
        }
    }

    private final Figure figure;
    private final Histogram latencies;
    private final long sent;
    private final long spanNanos;

    /**
     * @param figure    what this result reports
     * @param latencies the commands' latencies, ns; not copied, and not to be changed afterwards
     * @param sent      commands measured
     * @param spanNanos the time they took, ns: from the first intended send time to the last result, summed over runs
     */
    public OpenLoopResult(final Figure figure, final Histogram latencies, final long sent, final long spanNanos) {
        super(ResultRole.SECONDARY, figure.label(), of(value(figure, latencies, sent, spanNanos)), figure.unit(),
                AggregationPolicy.AVG);
        this.figure = figure;
        this.latencies = latencies;
        this.sent = sent;
        this.spanNanos = spanNanos;
    }

    /**
     * @param figure what the result reports
     * @param run    one run
     * @return the run's figure
     */
    public static OpenLoopResult from(final Figure figure, final OpenLoopRun run) {
        return new OpenLoopResult(figure, run.latencies(), run.sent(), run.spanNanos());
    }

    /**
     * @param figure    what to compute
     * @param latencies latencies, ns
     * @param sent      commands
     * @param spanNanos their time, ns
     * @return the percentile in us (0 with no commands), or commands per second (0 over no time)
     */
    static double value(final Figure figure, final Histogram latencies, final long sent, final long spanNanos) {
        if (figure == Figure.ACHIEVED) {
            return spanNanos == 0 ? 0 : sent * 1e9 / spanNanos;
        }
        if (latencies.getTotalCount() == 0) {
            return 0;
        }
        final long nanos = figure == Figure.MAX ? latencies.getMaxValue()
                : latencies.getValueAtPercentile(figure.percentile);
        return nanos / NANOS_PER_MICRO;
    }

    /** @return what this result reports */
    public Figure figure() {
        return figure;
    }

    /** @return commands measured */
    public long sent() {
        return sent;
    }

    @Override
    protected Aggregator<OpenLoopResult> getThreadAggregator() {
        return OpenLoopResult::merge;
    }

    @Override
    protected Aggregator<OpenLoopResult> getIterationAggregator() {
        return OpenLoopResult::merge;
    }

    /**
     * @param results results of one figure from several runs (or threads)
     * @return their figure over all their commands: the histograms merged, the counts and spans added
     * @throws IllegalArgumentException when the results are of different figures or there are none
     */
    static OpenLoopResult merge(final Collection<OpenLoopResult> results) {
        Figure figure = null;
        Histogram merged = null;
        long sent = 0;
        long span = 0;
        for (final OpenLoopResult r : results) {
            if (figure == null) {
                figure = r.figure;
                merged = new Histogram(r.latencies.getHighestTrackableValue(),
                        r.latencies.getNumberOfSignificantValueDigits());
            } else if (figure != r.figure) {
                throw new IllegalArgumentException("cannot merge " + figure + " with " + r.figure);
            }
            merged.add(r.latencies);
            sent += r.sent;
            span += r.spanNanos;
        }
        if (figure == null) {
            throw new IllegalArgumentException("no results to merge");
        }
        return new OpenLoopResult(figure, merged, sent, span);
    }
}
