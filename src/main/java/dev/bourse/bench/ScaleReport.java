package dev.bourse.bench;

import dev.bourse.core.RecoveryReport;
import dev.bourse.snapshot.SnapshotReport;
import java.util.Locale;

/**
 * The figures of one scale run ({@link ScaleHarness}): the large core's heap by part (symbols, accounts, resting
 * orders), the mix's throughput in the small and the large core, journal replay, snapshot and snapshot load. Sizes in
 * bytes, times in ns, printed in MiB, seconds and milliseconds.
 *
 * <p>Thread-safety: filled and read by the controlling thread.
 */
public final class ScaleReport {
    private static final double MIB = 1024.0 * 1024.0;
    private static final double NANOS_PER_SECOND = 1e9;
    private static final double NANOS_PER_MILLI = 1e6;

    private final ScaleSettings settings;
    RunReport small;
    RunReport large;
    private RunReport orders;
    private long baseline;
    private long afterStart;
    private long afterSymbols;
    private long afterUsers;
    private long afterOrders;
    private long symbolsNanos;
    private long usersNanos;
    long finalHash;
    long replayNanos;
    long replayedCommands;
    boolean replayedSame;
    long beforeSnapshot;
    long snapshotPeak;
    long snapshotNanos;
    /** Null when the snapshot failed. */
    SnapshotReport snapshot;
    long loadNanos;
    RecoveryReport loadReport;
    boolean loadedSame;
    long afterLoad;

    ScaleReport(final ScaleSettings settings) {
        this.settings = settings;
    }

    void loaded(final long before, final long started, final long symbols, final long users, final long withOrders,
            final long symbolsTime, final long usersTime, final RunReport ordersRun) {
        baseline = before;
        afterStart = started;
        afterSymbols = symbols;
        afterUsers = users;
        afterOrders = withOrders;
        symbolsNanos = symbolsTime;
        usersNanos = usersTime;
        orders = ordersRun;
    }

    /** @return heap in use after full collections with the large market loaded, less the harness's own, bytes */
    public long coreHeapBytes() {
        return afterOrders - baseline;
    }

    /** @return the large case's mix throughput over the small case's */
    public double throughputRatio() {
        return large.commandsPerSecond() / small.commandsPerSecond();
    }

    /**
     * @return whether every run reported every command, conserved money and recovered the same state (replay and
     *     snapshot checks count only when they ran)
     */
    public boolean ok() {
        final boolean runs = sound(small) && sound(large) && orders.noLostCommands()
                && orders.totalRejections() == 0;
        final boolean recovered = loadReport == null || (replayedSame && loadedSame && snapshot != null);
        return runs && recovered;
    }

    private static boolean sound(final RunReport r) {
        return r.balanced() && r.noLostCommands() && r.stageErrors() == 0;
    }

    /** @return the set-up and the heap it took, a few lines */
    String formatLoad() {
        final long empty = afterStart - baseline;
        final long symbols = afterSymbols - afterStart;
        final long users = afterUsers - afterSymbols;
        final long resting = afterOrders - afterUsers;
        return String.format(Locale.ROOT, "large case loaded: %s%n"
                + "  empty core (ring, shards, preallocated pools): %,.1f MiB%n"
                + "  symbols  %,d in %.1f s: %,.1f MiB = %,d bytes per symbol%n"
                + "  accounts %,d in %.1f s: %,.1f MiB = %,d bytes per account%n"
                + "  orders   %,d in %.1f s (%,.0f/s, %,d refused): %,.1f MiB = %,d bytes per resting order%n"
                + "  heap in use after full GC: %,.1f MiB for the core (%,.1f MiB in all, of %,.0f MiB max)",
                settings, empty / MIB, settings.symbols(), symbolsNanos / NANOS_PER_SECOND, symbols / MIB,
                symbols / Math.max(1, settings.symbols()), settings.accounts(), usersNanos / NANOS_PER_SECOND,
                users / MIB, users / Math.max(1, settings.accounts()), settings.orders(),
                orders.elapsedNanos() / NANOS_PER_SECOND, orders.commandsPerSecond(), orders.totalRejections(),
                resting / MIB, resting / Math.max(1, settings.orders()), coreHeapBytes() / MIB, afterOrders / MIB,
                HeapGauge.maxBytes() / MIB);
    }

    /** @return the journal replay, one line */
    String formatReplay() {
        return String.format(Locale.ROOT, "journal replay: %,d commands in %.1f s = %,.0f commands/s; state equals "
                + "the large core's: %s", replayedCommands, replayNanos / NANOS_PER_SECOND,
                replayedCommands * NANOS_PER_SECOND / Math.max(1, replayNanos), replayedSame ? "yes" : "NO");
    }

    /** @return the snapshot, a few lines */
    String formatSnapshot() {
        if (snapshot == null) {
            return "snapshot FAILED";
        }
        return String.format(Locale.ROOT, "snapshot: %.1f s from request to durable (capture %,d ms in %,d steps, "
                + "longest stall %.1f ms, write %,d ms); %,.1f MiB on disk, %,.1f MiB uncompressed%n"
                + "  heap in use: %,.1f MiB live before, at most %,.1f MiB while it ran (live data and garbage, "
                + "sampled every ms)", snapshotNanos / NANOS_PER_SECOND, snapshot.captureNanos() / 1_000_000,
                snapshot.steps(), snapshot.maxStallNanos() / NANOS_PER_MILLI, snapshot.writeNanos() / 1_000_000,
                snapshot.fileBytes() / MIB, snapshot.bodyBytes() / MIB, beforeSnapshot / MIB, snapshotPeak / MIB);
    }

    /** @return the restart from the snapshot, one line */
    String formatLoadFromSnapshot() {
        return String.format(Locale.ROOT, "restart from the snapshot: %.1f s (snapshot load %,d ms, then %,d journal "
                + "records); heap in use after full GC %,.1f MiB; state equals the large core's: %s",
                loadNanos / NANOS_PER_SECOND, loadReport.snapshotNanos() / 1_000_000, loadReport.replayedCommands(),
                afterLoad / MIB, loadedSame ? "yes" : "NO");
    }

    /** @return the summary, a few lines */
    public String format() {
        return String.format(Locale.ROOT, "scale run: %s%n  mix throughput: small case %,.0f commands/s, large case "
                + "%,.0f commands/s: ratio %.2f%n  core heap %,.1f MiB; %s", settings, small.commandsPerSecond(),
                large.commandsPerSecond(), throughputRatio(), coreHeapBytes() / MIB,
                ok() ? "every check passed" : "a check FAILED (lost command, conservation, refused order or state)");
    }
}
