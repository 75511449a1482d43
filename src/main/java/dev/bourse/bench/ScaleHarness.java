package dev.bourse.bench;

import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.snapshot.SnapshotReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The scale run: exchange-core's mix timed in a small core and in a core holding a large market
 * ({@link ScaleSettings}), with the large core's heap, snapshot, snapshot load and journal replay measured.
 * <ol>
 *   <li>The small case ({@link ScaleSettings#smallCase()}): the mix's symbols and users alone; warm-up, then the
 *       timed run.</li>
 *   <li>The large core: symbols, users (with balances) and resting orders set up through the API, with the heap in
 *       use after full collections measured after each part (the mix's stream is generated before, and not
 *       counted); warm-up, then the timed run of the same mix.</li>
 *   <li>With a journal: the large core is stopped and a new core recovers it from the journal alone (replay time);
 *       that core takes a snapshot (time, size, the most heap in use meanwhile) and stops; a third core starts from
 *       the snapshot (load time). Each recovered state must equal the large core's (state hash).</li>
 * </ol>
 * Each core runs with the given configuration; a journal goes to a fresh directory inside the configured one, which
 * is removed at the end. Progress lines go to {@code out}.
 *
 * <p>Thread-safety: the controlling thread, which is also the producer.
 */
public final class ScaleHarness {
    private final ScaleSettings settings;
    private final ExchangeConfig config;
    private final PrintWriter out;
    private final long warmUpNanos;
    private final long runNanos;

    /**
     * @param settings    the large market
     * @param config      every core's configuration; a journal goes to a new directory inside its journal directory
     * @param out         progress lines
     * @param warmUpNanos the warm-up run before each timed run, ns &gt; 0
     * @param runNanos    each timed run, ns &gt; 0
     */
    public ScaleHarness(final ScaleSettings settings, final ExchangeConfig config, final PrintWriter out,
            final long warmUpNanos, final long runNanos) {
        if (warmUpNanos <= 0 || runNanos <= 0) {
            throw new IllegalArgumentException("run lengths must be > 0: " + warmUpNanos + ", " + runNanos);
        }
        this.settings = settings;
        this.config = config;
        this.out = out;
        this.warmUpNanos = warmUpNanos;
        this.runNanos = runNanos;
    }

    /**
     * Runs the three parts.
     *
     * @return the figures
     * @throws IOException          when a journal cannot be written, read or removed
     * @throws InterruptedException when interrupted while stopping a core
     */
    public ScaleReport run() throws IOException, InterruptedException {
        final ScaleReport report = new ScaleReport(settings);
        final Path root = config.journalDir().resolve("scale-" + System.currentTimeMillis());
        try {
            report.small = timedMix(settings.smallCase(), withJournal(root.resolve("small")), null);
            out.println(report.small.format());
            final ExchangeConfig large = withJournal(root.resolve("large"));
            report.large = timedMix(settings, large, report);
            out.println(report.large.format());
            if (config.journalEnabled()) {
                recover(large, report);
                restart(large, report);
            }
        } finally {
            SessionDirectory.deleteRecursively(root);
        }
        return report;
    }

    private ExchangeConfig withJournal(final Path dir) {
        return config.journalEnabled() ? config.toBuilder().journalDir(dir).build() : config;
    }

    /** Builds a core with the market, times the mix in it and stops it; fills the load figures when asked. */
    private RunReport timedMix(final ScaleSettings market, final ExchangeConfig coreConfig, final ScaleReport load)
            throws IOException, InterruptedException {
        final ScaleMarket scale = new ScaleMarket(market);
        final LoadStream stream = new LoadStream(LoadSettings.defaults().withSymbols(market.mixSymbols())
                .withUsers(market.mixUsers()), scale.mixSymbols(), market.mixStride());
        out.printf("%s: mix stream of %,d commands per symbol cycle generated%n", load == null ? "small case"
                : "large case", stream.cycleLength());
        final long before = load == null ? 0 : HeapGauge.liveBytes();
        final LoadHarness harness = new LoadHarness(coreConfig, null, stream,
                core -> { });
        harness.start();
        try {
            final long started = load == null ? 0 : HeapGauge.liveBytes();
            long t0 = System.nanoTime();
            scale.addSymbols(harness.core());
            final long symbolsNanos = System.nanoTime() - t0;
            final long afterSymbols = load == null ? 0 : HeapGauge.liveBytes();
            t0 = System.nanoTime();
            scale.addUsers(harness.core());
            final long usersNanos = System.nanoTime() - t0;
            final long afterUsers = load == null ? 0 : HeapGauge.liveBytes();
            final RunReport orders = harness.run("resting orders", market.orders(), scale.restingOrders());
            if (load != null) {
                load.loaded(before, started, afterSymbols, afterUsers, HeapGauge.liveBytes(), symbolsNanos, usersNanos,
                        orders);
                out.println(load.formatLoad());
            }
            harness.throughput("warm-up", warmUpNanos);
            final RunReport timed = harness.throughput("mix, " + (load == null ? "small case" : "large case"),
                    runNanos);
            if (load != null) {
                load.finalHash = harness.core().stateHash().join();
            }
            return timed;
        } finally {
            harness.stop();
        }
    }

    /** Replays the large core's journal and snapshots the result. */
    private void recover(final ExchangeConfig large, final ScaleReport report) throws IOException,
            InterruptedException {
        HeapGauge.liveBytes();
        final ExchangeCore replayed = ExchangeCore.builder(large).build();
        final long t0 = System.nanoTime();
        replayed.start();
        report.replayNanos = System.nanoTime() - t0;
        report.replayedCommands = replayed.recoveryReport().replayedCommands();
        report.replayedSame = replayed.stateHash().join() == report.finalHash;
        out.println(report.formatReplay());
        report.beforeSnapshot = HeapGauge.liveBytes();
        final long[] code = {0};
        final long s0 = System.nanoTime();
        report.snapshotPeak = HeapGauge.peakDuring(() -> code[0] = replayed.snapshot().join().resultCode());
        report.snapshotNanos = System.nanoTime() - s0;
        final SnapshotReport snapshot = replayed.lastSnapshot();
        report.snapshot = code[0] == ResultCode.SUCCESS ? snapshot : null;
        replayed.stop();
        out.println(report.formatSnapshot());
    }

    /** Starts a core from the snapshot, once the replayed core is unreachable (its heap is measured alone). */
    private void restart(final ExchangeConfig large, final ScaleReport report) throws IOException,
            InterruptedException {
        HeapGauge.liveBytes();
        final ExchangeCore restored = ExchangeCore.builder(large).build();
        final long l0 = System.nanoTime();
        restored.start();
        report.loadNanos = System.nanoTime() - l0;
        report.loadReport = restored.recoveryReport();
        report.loadedSame = restored.stateHash().join() == report.finalHash;
        report.afterLoad = HeapGauge.liveBytes();
        restored.stop();
        out.println(report.formatLoadFromSnapshot());
    }
}
