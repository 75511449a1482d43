package dev.bourse.bench.peer;

import dev.bourse.bench.OpenLoopSchedule;
import dev.bourse.bench.OpenLoopSender;
import exchange.core2.core.ExchangeApi;
import exchange.core2.core.ExchangeCore;
import exchange.core2.core.common.CoreWaitStrategy;
import exchange.core2.core.common.api.ApiCommand;
import exchange.core2.core.common.cmd.CommandResultCode;
import exchange.core2.core.common.cmd.OrderCommand;
import exchange.core2.core.common.config.ExchangeConfiguration;
import exchange.core2.core.common.config.PerformanceConfiguration;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The JVM that runs exchange-core 0.5.3 for the latency suite: a {@code main} on a class path of exchange-core, its own
 * dependencies and HdrHistogram ({@link PeerJvm}), driven by the benchmark over its standard input and output, one
 * line per request. Every run is measured here, inside exchange-core's JVM, with the same open-loop classes as
 * Bourse's runs ({@link OpenLoopSchedule}, {@link OpenLoopSender}, {@link OpenLoopRecorder}); only the outcome crosses
 * the pipe, after the run.
 *
 * <pre>
 *   benchmark                                   this JVM
 *      |  (start)                                  |  exchange-core, the market, the stream as API commands
 *      |  &lt;-------------------------------- ready |
 *      |  gc ---------------------------------&gt;   |  System.gc()
 *      |  &lt;-------------------------------- ready |
 *      |  run RATE NANOS ---------------------&gt;   |  open loop: submitCommand at each intended time,
 *      |  &lt;---------- result planned sent ...     |  latency recorded in the results consumer
 *      |  stop -------------------------------&gt;   |  shutdown, exit 0
 * </pre>
 * A failure is answered with {@code failed <reason>} and exit code 1. Anything exchange-core or its libraries print
 * goes to standard error, which the benchmark keeps in a log.
 *
 * <p>exchange-core runs with its latency preset (its {@code PerfLatency} configuration: the Direct book, one matching
 * and one risk engine, a 2,048-slot ring, groups of at most 256 commands or 10 us) with the wait strategy given,
 * unpinned, and without a journal. The stream is replayed in a cycle, each command as a prebuilt API object sent with
 * {@code submitCommand}, as exchange-core's own latency test sends them; a result is recorded when exchange-core's
 * results consumer sees it, which is where that test records it too.
 */
public final class ExchangeCoreLatencyRunner {
    /** Answer: ready for a request. */
    public static final String READY = "ready";
    /** Request {@code gc}: collect garbage now, answered with {@link #READY}. */
    public static final String GC = "gc";
    /** Request {@code run RATE NANOS}: an open-loop run, answered with an {@link OpenLoopRun} line. */
    public static final String RUN = "run";
    /** Request {@code stop}: shut exchange-core down and exit. */
    public static final String STOP = "stop";
    /** Answer {@code failed REASON}: the request failed and the JVM exits. */
    public static final String FAILED = "failed";

    private final ExchangeCore core;
    private final ExchangeApi api;
    private final ApiCommand[] commands;
    private volatile OpenLoopRecorder recorder;
    private int cursor;

    private ExchangeCoreLatencyRunner(final CoreWaitStrategy wait, final PeerStream stream, final int users) {
        final PerformanceConfiguration perf = PerformanceConfiguration.latencyPerformanceBuilder()
                .threadFactory(Thread::new).waitStrategy(wait).build();
        core = ExchangeCore.builder().resultsConsumer((cmd, seq) -> onResult(cmd))
                .exchangeConfiguration(ExchangeConfiguration.defaultBuilder().performanceCfg(perf).build()).build();
        core.startup();
        api = core.getApi();
        ExchangeCoreMarket.setUp(api, users);
        final List<ApiCommand> list = ExchangeCoreMarket.commands(stream, 0, stream.length());
        commands = list.toArray(new ApiCommand[0]);
    }

    /**
     * @param args {@code BUSY_SPIN|YIELDING|BLOCKING streamFile users}
     * @throws IOException when standard input cannot be read
     */
    public static void main(final String[] args) throws IOException {
        final PrintStream protocol = System.out;
        System.setOut(System.err);
        final BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        ExchangeCoreLatencyRunner runner = null;
        try {
            runner = new ExchangeCoreLatencyRunner(CoreWaitStrategy.valueOf(args[0]), PeerStream.read(Path.of(args[1])),
                    Integer.parseInt(args[2]));
            protocol.println(READY);
            protocol.flush();
            for (String line = in.readLine(); line != null && !STOP.equals(line); line = in.readLine()) {
                protocol.println(runner.answer(line));
                protocol.flush();
            }
        } catch (final IOException | RuntimeException e) {
            e.printStackTrace();
            protocol.println(FAILED + ' ' + e.toString().replace('\n', ' '));
            protocol.flush();
            System.exit(1);
        } finally {
            if (runner != null) {
                runner.core.shutdown();
            }
        }
        System.exit(0);
    }

    private String answer(final String request) {
        final String[] words = request.split(" ");
        if (words.length == 1 && GC.equals(words[0])) {
            System.gc();
            return READY;
        }
        if (words.length == 3 && RUN.equals(words[0])) {
            return OpenLoopRecorder.measure(Long.parseLong(words[1]), Long.parseLong(words[2]), r -> recorder = r,
                    this::publish).encode();
        }
        throw new IllegalArgumentException("unknown request: " + request);
    }

    private void publish(final long k) {
        api.submitCommand(commands[cursor]);
        cursor = cursor + 1 == commands.length ? 0 : cursor + 1;
    }

    /** On exchange-core's results thread, for every command, set-up commands included (no recorder yet then). */
    private void onResult(final OrderCommand cmd) {
        final OpenLoopRecorder r = recorder;
        if (r != null) {
            r.recordNext(System.nanoTime(), cmd.resultCode == CommandResultCode.SUCCESS);
        }
    }
}
