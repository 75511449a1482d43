package dev.bourse.bench;

/**
 * When each command of an open-loop run is meant to be sent: command {@code k} (counting from 0) at
 * {@code start + floor(k · 10^9 / rate)} ns. A run measures every command's latency from this intended time, not
 * from the moment it was actually sent, so a stall anywhere (sender, ring, engine, GC, the host) counts against every
 * command it delays instead of silently slowing the sender down (no coordinated omission).
 *
 * <p>The times are computed from {@code k} alone, exactly and without overflow for every command due within
 * {@link #MAX_SECONDS} of the start ({@link #maxIndex()}; far beyond any run), so neither the sender nor the thread
 * that receives results needs a table of them: the receiving thread finds command {@code k}'s intended time from
 * {@code k}.
 *
 * <p>Units: ns on the {@link System#nanoTime()} scale of the JVM that made the schedule; rates in commands per
 * second. Thread-safety: immutable.
 */
public final class OpenLoopSchedule {
    /** Highest rate a schedule accepts, commands per second. */
    public static final long MAX_RATE = 100_000_000L;
    /** How far after the start a command may be due, s (about 146 years): half of what a {@code long} of ns holds. */
    public static final long MAX_SECONDS = Long.MAX_VALUE / 1_000_000_000L / 2;
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private final long startNanos;
    private final long rate;
    private final long maxIndex;

    /**
     * @param startNanos    intended send time of command 0, ns
     * @param ratePerSecond commands per second, 1..{@value #MAX_RATE}
     * @throws IllegalArgumentException when the rate is out of range
     */
    public OpenLoopSchedule(final long startNanos, final long ratePerSecond) {
        if (ratePerSecond < 1 || ratePerSecond > MAX_RATE) {
            throw new IllegalArgumentException("rate out of 1.." + MAX_RATE + ": " + ratePerSecond);
        }
        this.startNanos = startNanos;
        this.rate = ratePerSecond;
        this.maxIndex = ratePerSecond * MAX_SECONDS;
    }

    /**
     * @param k command index, 0..{@link #maxIndex()}
     * @return the command's intended send time, ns: {@code start + floor(k · 10^9 / rate)}
     * @throws IllegalArgumentException when {@code k} is out of range
     */
    public long intendedNanos(final long k) {
        if (k < 0 || k > maxIndex) {
            throw new IllegalArgumentException("command index out of 0.." + maxIndex + ": " + k);
        }
        // Whole seconds first, then the remainder: k · 10^9 itself would overflow past k = 9.2 · 10^9.
        return startNanos + k / rate * NANOS_PER_SECOND + k % rate * NANOS_PER_SECOND / rate;
    }

    /**
     * How many commands a run of the given length plans: one per intended time in {@code [start, start + nanos)},
     * at least one.
     *
     * @param nanos the run's length, ns, 0..{@link #MAX_SECONDS} s
     * @return {@code max(1, ceil(nanos · rate / 10^9))}
     * @throws IllegalArgumentException when {@code nanos} is out of range
     */
    public long commandsIn(final long nanos) {
        if (nanos < 0 || nanos / NANOS_PER_SECOND >= MAX_SECONDS) {
            throw new IllegalArgumentException("run length out of 0.." + MAX_SECONDS + " s: " + nanos + " ns");
        }
        final long part = nanos % NANOS_PER_SECOND * rate;
        final long count = nanos / NANOS_PER_SECOND * rate + (part + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND;
        return Math.max(1, count);
    }

    /** @return the highest command index with an intended time: {@code rate × MAX_SECONDS} */
    public long maxIndex() {
        return maxIndex;
    }

    /** @return the intended send time of command 0, ns */
    public long startNanos() {
        return startNanos;
    }

    /** @return commands per second */
    public long rate() {
        return rate;
    }
}
