package dev.bourse.cli;

import dev.bourse.bench.ScaleHarness;
import dev.bourse.bench.ScaleReport;
import dev.bourse.bench.ScaleSettings;
import dev.bourse.config.ExchangeConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bourse scale}: exchange-core's scale claim, measured ({@link ScaleHarness}). Sets up a core with many
 * symbols, accounts and resting orders, reports the heap it takes, times exchange-core's mix in it against the same
 * mix in a small core, and (with a journal) the journal replay, a snapshot and the restart from it. The core is
 * configured from {@code config/} like {@code bench}; run it with a heap large enough for the market, e.g.
 * {@code java -Xmx8g -Dbourse.journal.durability=ASYNC -jar target/bourse.jar scale --symbols 100000 --accounts
 * 10000000 --orders 4000000}. Exit 0, or 1 when a check failed (a command lost or refused at set-up, money not
 * conserved, a recovered state different).
 *
 * <p>Thread-safety: runs on the main thread, which is also the producer.
 */
@Command(name = "scale", sortOptions = false,
        description = {"Measures a core holding a large market: heap, mix throughput against a small core, journal "
            + "replay, snapshot and snapshot load.",
            "The core is configured from config/ (config/bourse.properties, -Dbourse.* overrides); give the JVM "
                + "enough heap (-Xmx)."})
public final class ScaleTool implements Callable<Integer> {
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    @Spec
    private CommandSpec spec;

    @Option(names = "--symbols", paramLabel = "N", defaultValue = "10000",
            description = "symbols, 1..10000000 (default: ${DEFAULT-VALUE})")
    private int symbols;

    @Option(names = "--accounts", paramLabel = "N", defaultValue = "1000000",
            description = "users, each with two currency balances, 1..100000000 (default: ${DEFAULT-VALUE})")
    private int accounts;

    @Option(names = "--orders", paramLabel = "N", defaultValue = "400000",
            description = "resting orders placed at set-up, 0..100000000 (default: ${DEFAULT-VALUE})")
    private int orders;

    @Option(names = "--skew", paramLabel = "X", defaultValue = "1.0",
            description = "power-law exponent of the orders' spread over symbols, 0..4 (default: ${DEFAULT-VALUE})")
    private double skew;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "5",
            description = "length of each timed mix run, seconds, > 0 (default: ${DEFAULT-VALUE}; warm-ups 2 s)")
    private double seconds;

    /** Built by picocli. */
    ScaleTool() {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        final ScaleSettings settings;
        try {
            settings = new ScaleSettings(symbols, accounts, orders, 39, skew, Math.min(8, symbols),
                    Math.min(2_000, accounts), 20_261_123L);
        } catch (final IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new ParameterException(spec.commandLine(), "--seconds must be finite and > 0: " + seconds);
        }
        final PrintWriter out = spec.commandLine().getOut();
        final ExchangeConfig config = ExchangeConfig.loadDefault();
        out.println("Bourse exchange core: scale run (" + settings + ")");
        out.print(config.describe());
        final ScaleReport report = new ScaleHarness(settings, config, out, BenchTool.WARM_UP_NANOS,
                (long) (seconds * NANOS_PER_SECOND)).run();
        out.println(report.format());
        return report.ok() ? 0 : 1;
    }
}
