package dev.bourse.cli;

import dev.bourse.api.ResultCode;
import dev.bourse.bench.FeedReport;
import dev.bourse.bench.FeedRun;
import dev.bourse.bench.LoadHarness;
import dev.bourse.bench.LoadSettings;
import dev.bourse.bench.RunReport;
import dev.bourse.bench.SessionDirectory;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code bourse bench}, the main job of {@code target/bourse.jar} (also what {@code bourse} runs with no command):
 * starts an exchange core from {@code config/} (
 * {@link ExchangeConfig#loadDefault()}, so {@code config/bourse.properties} and {@code -Dbourse.*} overrides), sets up
 * a market of several spot symbols and users with balances, and runs a generated trading session through it with
 * the {@link LoadHarness}: a warm-up, a throughput run (as fast as one producer can publish) and an open-loop
 * latency run at a fixed rate. Prints throughput, latency percentiles from each command's intended send time,
 * rejections by result code and the conservation check after each run, stops the core and exits 0, or 1 when
 * money was not conserved or a command was lost. Runs in about 15 s with the defaults when the core keeps up with
 * the latency run's rate (a slower core stretches that run: its backlog drains after the last publish).
 *
 * <p>Options ({@link BenchOptions}, all optional, in any order): {@code --seconds S} (the throughput run, default
 * 5), {@code --warm-up-seconds S} (default 6), {@code --rate R} (commands per second of the latency run, default
 * 100000), {@code --latency-seconds S} (default 5; 0 skips it), {@code --symbols N} (default 8),
 * {@code --margin-symbols N} (default 0), {@code --feed-seconds S} (the market-data feed's run after the session,
 * {@link FeedRun}: default 3; 0 skips it). The thread layout, wait strategy and shard counts come from the
 * configuration, e.g.
 * {@code java -Dbourse.thread.layout=PIPELINED -jar target/bourse.jar}.
 *
 * <p>Thread-safety: runs on the main thread, which is also the load's producer.
 */
@Command(name = "bench", sortOptions = false,
        description = {"Runs a generated trading session through a core and recovers it (the main job).",
            "The core is configured from config/ (config/bourse.properties, -Dbourse.* overrides). A 6 s warm-up, a "
                + "throughput run and an open-loop latency run, then recovery from the journal and from a snapshot, "
                + "then a run with the market-data feed on; prints the figures. Exit 1 when money was not conserved, "
                + "a command was lost, a recovered state differs or the feed's subscriber was not exact."})
public final class BenchTool implements Callable<Integer> {
    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    /**
     * The warm-up run's length, ns. Long enough for C2 to have compiled the producer's loop with the engine inlined
     * (on a 2-core machine that compile finished 4 to 7 s into the run): with 2 s the throughput run's figure moved by
     * a factor of two from run to run and was about a quarter lower at the median.
     */
    static final long WARM_UP_NANOS = 6 * NANOS_PER_SECOND;
    /** The feed run's warm-up is this fraction of the session's: the engine's code is compiled already. */
    private static final int FEED_WARM_UP_DIVISOR = 3;

    @Mixin
    private BenchOptions options;
    @Spec
    private CommandSpec spec;
    private final Supplier<ExchangeConfig> configs;
    private final long warmUpNanos;

    /** Built by picocli: the configuration from {@code config/}, the 6 s warm-up. */
    BenchTool() {
        this(ExchangeConfig::loadDefault, WARM_UP_NANOS);
    }

    /**
     * @param configs     the configuration to run with
     * @param warmUpNanos length of the warm-up run, ns
     */
    BenchTool(final Supplier<ExchangeConfig> configs, final long warmUpNanos) {
        this.configs = configs;
        this.warmUpNanos = warmUpNanos;
    }

    @Override
    public Integer call() throws InterruptedException, IOException {
        return run(options, configs.get(), options.warmUpNanos(warmUpNanos), spec.commandLine().getOut());
    }

    /** The configuration with its journal directory replaced by a new session directory inside it. */
    private static ExchangeConfig sessionConfig(final ExchangeConfig config) {
        if (!config.journalEnabled()) {
            return config;
        }
        final Path dir = config.journalDir().resolve("session-" + System.currentTimeMillis());
        return config.toBuilder().journalDir(dir).build();
    }

    /**
     * Runs the session.
     *
     * @param options     the session's options
     * @param base        the configuration; a journal goes to a new session directory inside its journal directory
     * @param warmUpNanos length of the warm-up run, ns
     * @param out         where the session is reported
     * @return 0, or 1 when the conservation check failed, a command was lost, a recovered state differs or the
     *     feed's subscriber did not end with exactly the feed's books
     * @throws InterruptedException when interrupted while stopping the core
     * @throws IOException          when the session's journal cannot be written, read or removed
     * @throws picocli.CommandLine.ParameterException when an option is out of range
     */
    static int run(final BenchOptions options, final ExchangeConfig base, final long warmUpNanos,
            final PrintWriter out) throws InterruptedException, IOException {
        final double seconds = options.seconds();
        final long rate = options.rate();
        final double latencySeconds = options.latencySeconds();
        final double feedSeconds = options.feedSeconds();
        final LoadSettings settings = options.settings();
        final ExchangeConfig config = sessionConfig(base);
        out.println("Bourse exchange core: generated trading session (" + settings + ")");
        final LoadHarness harness = new LoadHarness(config, null, settings);
        out.println("mix per symbol cycle: " + harness.stream().profile());
        out.println("configuration (config/bourse.properties + -Dbourse.* overrides):");
        out.print(config.describe());
        harness.start();
        RecoveredCore.print(harness.core().recoveryReport(), out);
        out.printf(Locale.ROOT, "core: %s layout, %d threads, %s wait; %d available processors (shared machine: "
                + "other processes may compete)%n", config.threadLayout(), harness.core().threadCount(),
                config.waitStrategy(), Runtime.getRuntime().availableProcessors());
        boolean ok = true;
        final RunReport warmUp = harness.throughput("warm-up", warmUpNanos);
        out.printf(Locale.ROOT, "warm-up: %,.0f commands/s (not counted)%n", warmUp.commandsPerSecond());
        ok &= check(warmUp);
        final RunReport throughput = harness.throughput((long) (seconds * NANOS_PER_SECOND));
        out.println(throughput.format());
        ok &= check(throughput);
        if (latencySeconds > 0) {
            final RunReport latency = harness.latency(rate, (long) (latencySeconds * NANOS_PER_SECOND));
            out.println(latency.format());
            ok &= check(latency);
        }
        final long lastSequence = harness.core().l2(1, 1).join().sequence();
        final long hash = harness.core().stateHash().join();
        harness.stop();
        if (config.journalEnabled()) {
            ok &= replay(config, lastSequence, hash, out);
            SessionDirectory.deleteRecursively(config.journalDir());
        }
        if (feedSeconds > 0) {
            final FeedReport feed = FeedRun.run(config, settings, rate, warmUpNanos / FEED_WARM_UP_DIVISOR,
                    (long) (feedSeconds * NANOS_PER_SECOND));
            out.println(feed.format());
            ok &= feed.ok();
        }
        out.println(ok ? "session OK" : "session FAILED: conservation, command accounting or recovery broken");
        return ok ? 0 : 1;
    }

    /**
     * Recovers the session three ways and reports each: a restart that replays the whole journal (replay speed), a
     * snapshot of the recovered core (pause and size), and a restart from that snapshot (load time); each recovered
     * state must equal the state the session ended in.
     */
    private static boolean replay(final ExchangeConfig config, final long lastSequence, final long expectedHash,
            final PrintWriter out) throws IOException, InterruptedException {
        final ExchangeCore replayed = ExchangeCore.builder(config).build();
        long t0 = System.nanoTime();
        replayed.start();
        RecoveredCore.print(replayed.recoveryReport(), out);
        final boolean replayedSame = replayed.stateHash().join() == expectedHash;
        final double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "recovery: replayed the %s journal (about %,d commands) in %.2f s = %,.0f "
                + "commands/s; state equals the session's: %s%n", config.journalDurability(), lastSequence - 1,
                seconds, (lastSequence - 1) / seconds, replayedSame ? "yes" : "NO");
        final int code = replayed.snapshot().join().resultCode();
        if (code != ResultCode.SUCCESS) {
            out.println("snapshot failed: " + ResultCode.name(code));
        } else {
            out.println(replayed.lastSnapshot().describe());
        }
        replayed.stop();
        final ExchangeCore restored = ExchangeCore.builder(config).build();
        t0 = System.nanoTime();
        restored.start();
        RecoveredCore.print(restored.recoveryReport(), out);
        out.println(restored.recoveryReport().describe());
        final boolean restoredSame = restored.stateHash().join() == expectedHash;
        out.printf(Locale.ROOT, "recovery from that snapshot: %.2f s; state equals the session's: %s%n",
                (System.nanoTime() - t0) / 1e9, restoredSame ? "yes" : "NO");
        restored.stop();
        return replayedSame && restoredSame && code == ResultCode.SUCCESS;
    }

    private static boolean check(final RunReport report) {
        return report.balanced() && report.noLostCommands() && report.stageErrors() == 0;
    }
}
