package dev.bourse.bench;

import dev.bourse.api.ResultCode;
import java.util.Locale;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.HdrHistogram.Histogram;

/**
 * The outcome of one harness run: how many commands were published and reported, over how long, what they did
 * (trades, rejections by result code), the latency distribution of a latency run and the conservation check made
 * after it. Times in ns; latencies printed in microseconds.
 *
 * <p>Thread-safety: immutable once built.
 */
public final class RunReport {
    private static final double[] PERCENTILES = {50, 90, 99, 99.9, 99.99};
    private static final double NANOS_PER_MICRO = 1_000.0;

    private final String name;
    private final long published;
    private final long completed;
    private final long outOfOrder;
    private final long elapsedNanos;
    private final long trades;
    private final long targetRate;
    private final IntLongHashMap rejections;
    private final Histogram latency;
    private final boolean balanced;
    private final long stageErrors;

    RunReport(final String name, final long published, final ResultRecorder recorder, final long elapsedNanos,
            final long targetRate, final boolean balanced, final long stageErrors) {
        this.name = name;
        this.published = published;
        this.completed = recorder.completed();
        this.outOfOrder = recorder.outOfOrder() + (recorder.lastCorrelationId() == published ? 0 : 1);
        this.elapsedNanos = elapsedNanos;
        this.trades = recorder.trades();
        this.targetRate = targetRate;
        this.rejections = recorder.rejections();
        this.latency = recorder.histogram().copy();
        this.balanced = balanced;
        this.stageErrors = stageErrors;
    }

    /** @return commands published in the run */
    public long published() {
        return published;
    }

    /** @return commands whose result was reported */
    public long completed() {
        return completed;
    }

    /** @return results that broke the 1, 2, 3, ... order, plus one if the last id was not the last published */
    public long outOfOrder() {
        return outOfOrder;
    }

    /** @return whether every published command was reported exactly once, in order */
    public boolean noLostCommands() {
        return completed == published && outOfOrder == 0;
    }

    /** @return from the first publish to the last result, ns */
    public long elapsedNanos() {
        return elapsedNanos;
    }

    /** @return commands per second, end to end */
    public double commandsPerSecond() {
        return elapsedNanos == 0 ? 0 : completed * 1e9 / elapsedNanos;
    }

    /** @return trades made in the run */
    public long trades() {
        return trades;
    }

    /**
     * @param resultCode a negative {@link ResultCode}
     * @return how many commands of the run ended with it
     */
    public long rejections(final int resultCode) {
        return rejections.get(resultCode);
    }

    /** @return commands of the run that did not end in SUCCESS */
    public long totalRejections() {
        return rejections.sum();
    }

    /**
     * @param percentile 0..100
     * @return latency at that percentile, microseconds (0 for a throughput run)
     */
    public double latencyMicros(final double percentile) {
        return latency.getValueAtPercentile(percentile) / NANOS_PER_MICRO;
    }

    /** @return the largest latency, microseconds (0 for a throughput run) */
    public double maxLatencyMicros() {
        return latency.getMaxValue() / NANOS_PER_MICRO;
    }

    /** @return whether money was conserved in every currency after the run (TotalsReport.isBalanced) */
    public boolean balanced() {
        return balanced;
    }

    /** @return exceptions caught at stage boundaries since the core started */
    public long stageErrors() {
        return stageErrors;
    }

    /** @return a few lines for the console */
    public String format() {
        final StringBuilder sb = new StringBuilder(256);
        sb.append(String.format(Locale.ROOT, "%s: %,d commands in %.2f s = %,.0f commands/s end to end, %,d trades%n",
                name, completed, elapsedNanos / 1e9, commandsPerSecond(), trades));
        if (targetRate > 0) {
            sb.append(String.format(Locale.ROOT, "  open loop at %,d commands/s, latency from intended send time "
                    + "(us):", targetRate));
            for (final double p : PERCENTILES) {
                sb.append(String.format(Locale.ROOT, " p%s=%.1f", trim(p), latencyMicros(p)));
            }
            sb.append(String.format(Locale.ROOT, " max=%.1f%n", maxLatencyMicros()));
        }
        sb.append(String.format(Locale.ROOT, "  rejections %,d (%.2f%%):", totalRejections(),
                completed == 0 ? 0 : 100.0 * totalRejections() / completed));
        final int[] codes = rejections.keySet().toSortedArray();
        for (int i = codes.length - 1; i >= 0; i--) {
            sb.append(' ').append(ResultCode.name(codes[i])).append('=').append(rejections.get(codes[i]));
        }
        sb.append(String.format(Locale.ROOT, "%n  every command reported once: %s; stage errors %d; "
                + "conservation check (totals balanced): %s", noLostCommands() ? "yes" : "NO (" + (published
                - completed) + " missing, " + outOfOrder + " out of order)", stageErrors, balanced ? "OK" : "FAILED"));
        return sb.toString();
    }

    private static String trim(final double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }
}
