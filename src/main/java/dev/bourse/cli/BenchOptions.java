package dev.bourse.cli;

import dev.bourse.bench.LoadSettings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options of the load session ({@link BenchTool}), shared by {@code bourse bench} and by {@code bourse} with no
 * command, which runs the same session.
 *
 * <p>Thread-safety: filled by picocli, then read on the same thread.
 */
final class BenchOptions {
    private static final double MAX_WARM_UP_SECONDS = 3600;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "5",
            description = "length of the throughput run, seconds, > 0 (default: ${DEFAULT-VALUE})")
    private double seconds;

    @Option(names = "--warm-up-seconds", paramLabel = "S",
            description = "length of the warm-up run, seconds, > 0 (default: the tool's, see --seconds)")
    private Double warmUpSeconds;

    @Option(names = "--rate", paramLabel = "R", defaultValue = "100000",
            description = "commands per second of the open-loop latency run, > 0 (default: ${DEFAULT-VALUE})")
    private long rate;

    @Option(names = "--latency-seconds", paramLabel = "S", defaultValue = "5",
            description = "length of the latency run, seconds; 0 skips it (default: ${DEFAULT-VALUE})")
    private double latencySeconds;

    @Option(names = "--feed-seconds", paramLabel = "S", defaultValue = "3",
            description = "length of the market-data feed's run (every channel on, at --rate), seconds; 0 skips it "
                + "(default: ${DEFAULT-VALUE})")
    private double feedSeconds;

    @Option(names = "--symbols", paramLabel = "N", defaultValue = "8",
            description = "symbols traded, 1..1000 (default: ${DEFAULT-VALUE})")
    private int symbols;

    @Option(names = "--margin-symbols", paramLabel = "N", defaultValue = "0",
            description = "how many of them are margin symbols, 0..symbols (default: ${DEFAULT-VALUE})")
    private int marginSymbols;

    /** @return the throughput run's length, seconds, &gt; 0 */
    double seconds() {
        require(seconds > 0, "--seconds", "> 0", seconds);
        return seconds;
    }

    /**
     * @param defaultNanos the tool's warm-up, ns
     * @return the warm-up run's length, ns: {@code --warm-up-seconds}, or {@code defaultNanos} without it
     */
    long warmUpNanos(final long defaultNanos) {
        if (warmUpSeconds == null) {
            return defaultNanos;
        }
        require(warmUpSeconds > 0 && warmUpSeconds <= MAX_WARM_UP_SECONDS, "--warm-up-seconds",
                "in (0, " + MAX_WARM_UP_SECONDS + "]", warmUpSeconds);
        return (long) (warmUpSeconds * 1e9);
    }

    /** @return the latency run's rate, commands per second, &gt; 0 */
    long rate() {
        require(rate > 0, "--rate", "> 0", rate);
        return rate;
    }

    /** @return the latency run's length, seconds, &gt;= 0 (0: no latency run) */
    double latencySeconds() {
        require(latencySeconds >= 0, "--latency-seconds", ">= 0", latencySeconds);
        return latencySeconds;
    }

    /** @return the feed run's length, seconds, &gt;= 0 (0: no feed run) */
    double feedSeconds() {
        require(feedSeconds >= 0, "--feed-seconds", ">= 0", feedSeconds);
        return feedSeconds;
    }

    /** @return the market: the default one with the symbols asked for */
    LoadSettings settings() {
        try {
            return LoadSettings.defaults().withSymbols(symbols).withMarginSymbols(marginSymbols);
        } catch (final IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), "--symbols " + symbols + " --margin-symbols "
                    + marginSymbols + ": " + e.getMessage() + " (symbols 1..1000, margin symbols 0..symbols)");
        }
    }

    private void require(final boolean ok, final String option, final String rule, final double value) {
        if (!ok || Double.isNaN(value) || Double.isInfinite(value)) {
            throw new ParameterException(mixee.commandLine(), option + " must be finite and " + rule + ": " + value);
        }
    }
}
