package dev.bourse.gateway;

import dev.bourse.core.CoreCounters;
import dev.bourse.gateway.market.TapeRecorder;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.ws.StreamHub;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Samples the node once a second for people: commands per second through the gateway, the round-trip percentiles of
 * those commands, orders resting in the books, WebSocket subscribers, the longest journal force. The status line,
 * the operator view ({@code GET /api/v1/node}) and {@code /metrics} read the last sample.
 * <p>Thread-safety: safe for concurrent use; the sampling runs on its own daemon thread.
 */
public final class NodeStatus implements AutoCloseable {
    private final CoreGate gate;
    private final TapeRecorder tape;
    private final StreamHub hub;
    private final CoreCounters counters;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        final Thread t = new Thread(r, "bourse-node-status");
        t.setDaemon(true);
        return t;
    });
    private volatile Sample last = new Sample(0, 0, 0, 0, 0, 0, 0, 0, 0);
    private long lastSubmitted;
    private long lastNanos = System.nanoTime();

    /**
     * One second of the node.
     *
     * @param commands      commands submitted so far
     * @param perSecond     commands per second over the last sample
     * @param p50Micros     median round trip, µs
     * @param p99Micros     99th percentile round trip, µs
     * @param p999Micros    99.9th percentile round trip, µs
     * @param maxMicros     largest round trip, µs
     * @param resting       orders shown in the books
     * @param subscribers   WebSocket clients
     * @param forceMaxMicros the longest journal force of the second, µs (0: none, or no journal)
     */
    public record Sample(long commands, long perSecond, long p50Micros, long p99Micros, long p999Micros,
            long maxMicros, long resting, int subscribers, long forceMaxMicros) {
        /** @return the sample as the status line shows it */
        public String line() {
            return "commands=" + commands + " commands/s=" + perSecond + " p50=" + p50Micros + "us p99=" + p99Micros
                    + "us resting=" + resting + " subscribers=" + subscribers;
        }
    }

    NodeStatus(final CoreGate gate, final TapeRecorder tape, final StreamHub hub, final CoreCounters counters) {
        this.gate = gate;
        this.counters = counters;
        this.tape = tape;
        this.hub = hub;
    }

    void start() {
        timer.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
    }

    /** Takes a sample now. */
    synchronized void sample() {
        final long now = System.nanoTime();
        final long submitted = gate.submitted();
        final Histogram h = gate.takeLatencies();
        final long elapsed = Math.max(1, now - lastNanos);
        final long rate = (submitted - lastSubmitted) * 1_000_000_000L / elapsed;
        lastNanos = now;
        lastSubmitted = submitted;
        last = new Sample(submitted, rate, micros(h, 50), micros(h, 99), micros(h, 99.9), h.getMaxValue() / 1000,
                tape.resting(), hub.sessions(), counters.takeMaxJournalForceNanos() / 1000);
    }

    private static long micros(final Histogram h, final double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1000;
    }

    /** @return the last sample */
    public Sample last() {
        return last;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
