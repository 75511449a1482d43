package dev.bourse.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.bench.PeerMix;
import dev.bourse.bench.peer.PeerStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Throughput of Bourse against exchange-core 0.5.3 on one machine, in one run, on one stream: exchange-core's
 * single-symbol spot benchmark (its {@code PerfThroughput} exchange case: one symbol, 2,000 funded users, a book
 * near 1,000 orders, 3,000,000 timed commands of its mix: about 9% GTC, 3% IOC, 6% cancel, 82% move). Each engine
 * runs in its own JVM without test-time checks and replays the stream {@value #WARMUP_REPLAYS} + {@value #REPLAYS}
 * times; the figure is the median of the last {@value #REPLAYS} replays' commands per second, each timed from the
 * first command sent to the last result. The first {@value #WARMUP_REPLAYS} are warm-up, as in JMH: while they run
 * the JIT is still compiling (on two cores its compiler threads share the machine with the engine), and how long
 * that takes differs between engines and layouts, which is not what the table compares. Their figures, and the
 * median of all replays, are printed too.
 *
 * <p>exchange-core runs as its own benchmark configures it (Direct book, one matching and one risk engine, 32K ring)
 * with each of its wait strategies, unpinned; Bourse with its default configuration (journal off, as in
 * exchange-core's test) in the INLINE default and the COMPACT layout. The test also checks that both engines make
 * exactly the same trades from the stream, replay after replay, so the figures compare equal work. It prints the
 * table and writes it to {@code target/throughput-comparison.txt}.
 *
 * <pre>
 *   mvn -B test -Pslow -Dtest=ThroughputComparisonTest
 * </pre>
 * Slow (several minutes) and a benchmark rather than a check, hence the tag. exchange-core does not run on JDK 24+,
 * where only Bourse is measured.
 */
class ThroughputComparisonTest {
    private static final int USERS = PeerMix.USERS;
    private static final int TIMED_COMMANDS = 3_000_000;
    private static final int WARMUP_REPLAYS = 3;
    private static final int REPLAYS = 9;
    private static final long CHILD_SECONDS = 900;

    @TempDir
    Path work;

    @Tag("slow")
    @Test
    void bothEnginesReplayExchangeCoresSingleSymbolBenchmarkWithTheSameTrades() throws Exception {
        final Path streamFile = work.resolve("stream.bin");
        final PeerStream stream = PeerMix.generate(TIMED_COMMANDS);
        stream.write(streamFile);
        final List<String> rows = new ArrayList<>();
        long trades = -1;
        final String bourseClasspath = System.getProperty("java.class.path");
        for (final String[] config : new String[][] {{"COMPACT", "YIELDING"}, {"COMPACT", "BUSY_SPIN"},
                {"INLINE", "YIELDING"}}) {
            final long[][] runs = run(bourseClasspath, BourseThroughputRunner.class.getName(),
                    List.of(config[0], config[1], streamFile.toString(), Integer.toString(USERS),
                            Integer.toString(WARMUP_REPLAYS + REPLAYS)), "bourse-" + config[0] + "-" + config[1]);
            trades = sameTrades(runs, trades, "Bourse " + config[0]);
            rows.add(row("Bourse " + config[0] + " " + config[1], runs));
        }
        if (Runtime.version().feature() < 24) {
            for (final String wait : new String[] {"BUSY_SPIN", "YIELDING", "BLOCKING"}) {
                final long[][] runs = run(ExchangeCoreProcess.exchangeCoreClasspath(),
                        ExchangeCoreThroughputRunner.class.getName(),
                        List.of(wait, streamFile.toString(), Integer.toString(USERS),
                                Integer.toString(WARMUP_REPLAYS + REPLAYS)),
                        "exchange-core-" + wait);
                trades = sameTrades(runs, trades, "exchange-core " + wait);
                rows.add(row("exchange-core 0.5.3 " + wait, runs));
            }
        } else {
            rows.add("exchange-core 0.5.3: not run (it cannot run on JDK " + Runtime.version().feature() + ")");
        }
        final String table = "Throughput, exchange-core's single-symbol spot mix, " + TIMED_COMMANDS
                + " timed commands, " + WARMUP_REPLAYS + " warm-up + " + REPLAYS + " timed replays per engine ("
                + trades + " trades per replay in every engine), JDK " + Runtime.version() + ", "
                + Runtime.getRuntime().availableProcessors() + " CPUs:\n" + String.join("\n", rows) + "\n";
        System.out.print(table);
        Files.writeString(Path.of("target", "throughput-comparison.txt"), table, StandardCharsets.UTF_8);
        assertThat(trades).as("the mix trades").isGreaterThan(TIMED_COMMANDS / 50);
    }

    /** @return per replay {commands, nanos, trades} */
    private long[][] run(final String classpath, final String mainClass, final List<String> args, final String name)
            throws IOException, InterruptedException {
        final Path out = work.resolve(name + ".txt");
        final Path log = work.resolve(name + ".log");
        final List<String> all = new ArrayList<>(args);
        all.add(out.toString());
        ExchangeCoreProcess.await(ExchangeCoreProcess.start(classpath, mainClass, all, log, "-Xmx3g"), log,
                CHILD_SECONDS);
        final List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        final long[][] runs = new long[lines.size()][];
        for (int i = 0; i < runs.length; i++) {
            runs[i] = Arrays.stream(lines.get(i).trim().split(" ")).mapToLong(Long::parseLong).toArray();
        }
        assertThat(runs.length).as(name + " replays").isEqualTo(WARMUP_REPLAYS + REPLAYS);
        return runs;
    }

    private static long sameTrades(final long[][] runs, final long expected, final String what) {
        long trades = expected;
        for (final long[] r : runs) {
            assertThat(r[0]).as(what + ": timed commands").isEqualTo(TIMED_COMMANDS);
            if (trades >= 0) {
                assertThat(r[2]).as(what + ": trades in a replay").isEqualTo(trades);
            }
            trades = r[2];
        }
        return trades;
    }

    private static String row(final String name, final long[][] runs) {
        final long[] rates = new long[runs.length];
        for (int i = 0; i < runs.length; i++) {
            rates[i] = runs[i][0] * 1_000_000_000L / runs[i][1];
        }
        final long[] timed = Arrays.copyOfRange(rates, WARMUP_REPLAYS, rates.length);
        return String.format("%-34s median %,12d commands/s (timed replays %s; warm-up %s; median of all %,d)%s", name,
                median(timed), Arrays.toString(timed), Arrays.toString(Arrays.copyOf(rates, WARMUP_REPLAYS)),
                median(rates), cpuPerCommand(runs));
    }

    /** Bourse's runner also reports the submitting thread's CPU time: the median per command over the timed replays. */
    private static String cpuPerCommand(final long[][] runs) {
        if (runs[0].length < 4) {
            return "";
        }
        final long[] perCommand = new long[runs.length - WARMUP_REPLAYS];
        for (int i = WARMUP_REPLAYS; i < runs.length; i++) {
            perCommand[i - WARMUP_REPLAYS] = runs[i][3] / runs[i][0];
        }
        return String.format("; submitting thread's CPU %d ns/command", median(perCommand));
    }

    private static long median(final long[] values) {
        final long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
