package dev.bourse.bench;

/**
 * When each command of an open-loop run is meant to be sent: command {@code k} (counting from 0) at
 * {@code start + floor(k · 10^9 / rate)} ns. A run measures every command's latency from this intended time, not
 * from the moment it was actually sent, so a stall anywhere (sender, ring, engine, GC, the host) counts against every
 * command it delays instead of silently slowing the sender down (no coordinated omission).
 *
 * <p>The times are computed from {@code k} alone, exactly and without overflow for any {@code k} up to
 * {@link Long#MAX_VALUE} / 1,000 (far beyond any run), so neither the sender nor the thread that receives results
 * needs a table of them: the receiving thread finds command {@code k}'s intended time from {@code k}.
 *
 * <p>Units: ns on the {@link System#nanoTime()} scale of the JVM that made the schedule; rates in commands per
 * second. Thread-safety: immutable.
 */
public final class OpenLoopSchedule {
    /** Highest rate a schedule accepts, commands per second. */
    public static final long MAX_RATE = 100_000_000L;
    /** Highest command index whose intended time is defined. */
    public static final long MAX_INDEX = Long.MAX_VALUE / 1_000;
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private final long startNanos;
    private final long rate;

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
    }

    /**
     * @param k command index, 0..{@link #MAX_INDEX}
     * @return the command's intended send time, ns: {@code start + floor(k · 10^9 / rate)}
     * @throws IllegalArgumentException when {@code k} is out of range
     */
    public long intendedNanos(final long k) {
        if (k < 0 || k > MAX_INDEX) {
            throw new IllegalArgumentException("command index out of 0.." + MAX_INDEX + ": " + k);
        }
        // Whole seconds first, then the remainder: k · 10^9 itself would overflow past k = 9.2 · 10^9.
        return startNanos + k / rate * NANOS_PER_SECOND + k % rate * NANOS_PER_SECOND / rate;
    }

    /**
     * How many commands a run of the given length plans: one per intended time in {@code [start, start + nanos)},
     * at least one.
     *
     * @param nanos the run's length, ns, &gt;= 0
     * @return {@code max(1, ceil(nanos · rate / 10^9))}
     * @throws IllegalArgumentException when {@code nanos} is negative or the count would exceed {@link #MAX_INDEX}
     */
    public long commandsIn(final long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("negative run length: " + nanos);
        }
        final long whole = nanos / NANOS_PER_SECOND;
        if (whole > MAX_INDEX / rate - 1) {
            throw new IllegalArgumentException("run too long for the rate: " + nanos + " ns at " + rate + "/s");
        }
        final long part = nanos % NANOS_PER_SECOND * rate;
        final long count = whole * rate + (part + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND;
        return Math.max(1, count);
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
