package dev.bourse.bench;

import java.io.IOException;
import java.nio.file.Path;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * The latency suite in one command: runs {@link LatencyBenchmark} through JMH with {@link OpenLoopProfiler}, writes
 * JMH's JSON results ({@code -rff}, default {@value #DEFAULT_RESULTS}) and then the HTML report
 * ({@link LatencyReport}) next to them, with the same name ending in {@code .html}. Every other argument is JMH's own:
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.LatencySuite
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.LatencySuite -p rate=100000,1000000 \
 *       -p engine=BOURSE_INLINE,EXCHANGE_CORE -p runMillis=2000 -wi 1 -i 2 -rff target/latency.json
 * </pre>
 * Without a benchmark pattern it runs {@link LatencyBenchmark} alone.
 *
 * <p>Thread-safety: a {@code main}.
 */
public final class LatencySuite {
    /** Where the JSON results go without {@code -rff}. */
    static final String DEFAULT_RESULTS = "latency.json";

    private LatencySuite() {
    }

    /**
     * @param args JMH's command-line options
     * @throws CommandLineOptionException when they are not JMH's options
     * @throws RunnerException            when JMH fails
     * @throws IOException                when the report cannot be written
     */
    public static void main(final String[] args) throws CommandLineOptionException, RunnerException, IOException {
        final CommandLineOptions cmd = new CommandLineOptions(args);
        final String results = cmd.getResult().orElse(DEFAULT_RESULTS);
        final ChainedOptionsBuilder options = new OptionsBuilder().parent(cmd).addProfiler(OpenLoopProfiler.class)
                .resultFormat(ResultFormatType.JSON).result(results);
        if (cmd.getIncludes().isEmpty()) {
            options.include(LatencyBenchmark.class.getName() + "\\.");
        }
        new Runner(options.build()).run();
        final Path json = Path.of(results);
        final String name = json.getFileName().toString();
        final Path html = json.resolveSibling((name.endsWith(".json") ? name.substring(0, name.length() - 5) : name)
                + ".html");
        LatencyReport.write(json, html);
        System.out.println("Latency report: " + html.toAbsolutePath());
    }
}
