package dev.bourse.bench;

import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.HdrHistogram.Histogram;

/**
 * The harness's listener: counts results by code and trades, checks that the harness's commands come back exactly
 * once and in order (correlation ids 1, 2, 3, ... of the current run), and in a latency run records, per command,
 * the time from its intended send time to its result into an HdrHistogram.
 *
 * <p>Results of commands without a correlation id (the set-up and report commands, id 0) are ignored.
 *
 * <p>Thread-safety: the {@code on*} methods run on the core's results thread; {@link #completed()} may be read from
 * any thread; {@link #reset} and the count accessors may be called only while no harness command is in flight (the
 * producer calls them after {@link #completed()} has reached the count it published, which orders the reads after
 * the results thread's writes).
 */
public final class ResultRecorder implements ExchangeListener {
    /** Highest latency the histogram tracks, ns (one minute); larger values are clamped to it. */
    static final long HIGHEST_TRACKABLE_NANOS = 60_000_000_000L;

    private final Histogram histogram = new Histogram(HIGHEST_TRACKABLE_NANOS, 3);
    private final IntLongHashMap codes = new IntLongHashMap();
    private long[] intendedNanos;
    private long lastCorrelationId;
    private long outOfOrder;
    private long trades;
    private long reported;
    /** {@link #reported}, published with a release store (cheaper than a volatile write per result). */
    private final AtomicLong completed = new AtomicLong();

    ResultRecorder() {
    }

    /**
     * Starts a new run: clears the counts and the histogram.
     *
     * @param intended intended send times by correlation id - 1 (ns, {@link System#nanoTime()} scale), or null for
     *                 a throughput run (no latency recorded)
     */
    void reset(final long[] intended) {
        histogram.reset();
        codes.clear();
        intendedNanos = intended;
        lastCorrelationId = 0;
        outOfOrder = 0;
        trades = 0;
        reported = 0;
        completed.set(0);
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        if (correlationId <= 0) {
            return;
        }
        final long[] intended = intendedNanos;
        if (intended != null) {
            final long latency = System.nanoTime() - intended[(int) (correlationId - 1)];
            histogram.recordValue(Math.min(Math.max(latency, 0), HIGHEST_TRACKABLE_NANOS));
        }
        if (correlationId != lastCorrelationId + 1) {
            outOfOrder++;
        }
        lastCorrelationId = correlationId;
        if (resultCode != ResultCode.SUCCESS) {
            codes.addToValue(resultCode, 1);
        }
        reported++;
        completed.lazySet(reported);
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        trades++;
    }

    /** @return harness commands reported in this run (any thread) */
    public long completed() {
        return completed.get();
    }

    /** @return the latency histogram of this run, ns (empty in a throughput run) */
    Histogram histogram() {
        return histogram;
    }

    /** @return a copy of the non-SUCCESS result counts of this run, by result code */
    IntLongHashMap rejections() {
        return new IntLongHashMap(codes);
    }

    /** @return results that did not come as the next correlation id (lost, repeated or reordered commands) */
    long outOfOrder() {
        return outOfOrder;
    }

    /** @return the last correlation id reported */
    long lastCorrelationId() {
        return lastCorrelationId;
    }

    /** @return trades reported in this run (set-up commands included; they make none) */
    long trades() {
        return trades;
    }
}
