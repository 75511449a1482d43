package dev.bourse.config;

/**
 * Where grouping takes each command's timestamp (property {@link Settings#CLOCK}). Either way the value is
 * the wall clock in ns since the epoch at millisecond resolution, it never goes backwards, and engine logic uses only
 * the recorded timestamp, so a replay is deterministic whichever source recorded it. A core built with its own
 * {@code LongSupplier} clock uses that instead.
 *
 * <p>Thread-safety: immutable.
 */
public enum ClockSource {
    /**
     * A daemon thread, {@code bourse-clock}, stores the wall clock every millisecond and grouping reads the stored
     * value: a load instead of a clock read (about 24 ns on the project's virtual machine, close to a tenth of a
     * command's cost). A timestamp trails the wall clock by at most about 1.1 ms plus the clock thread's scheduling
     * delay. The thread sleeps between ticks, so it occupies no core.
     */
    TICKING,
    /** Grouping reads {@link System#currentTimeMillis()} for every command: never behind the wall clock. */
    SYSTEM
}
