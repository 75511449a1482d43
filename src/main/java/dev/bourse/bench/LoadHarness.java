package dev.bourse.bench;

import dev.bourse.api.TotalsReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.Journal;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The end-to-end load harness: a real {@link ExchangeCore} (the real risk engine, the given journal) with the
 * market of {@link LoadSettings}, driven by one producer thread (the caller) through the zero-allocation
 * {@code try*} path with a {@link LoadStream}, results counted by a {@link ResultRecorder}. Two kinds of run:
 * <ul>
 *   <li>{@link #throughput(long)}: publish as fast as the ring accepts for the given time, then wait for the last
 *       result; commands per second = reported commands / (last result - first publish);</li>
 *   <li>{@link #latency(long, long)}: open loop at a fixed rate. Command {@code k} has the intended send time
 *       {@code start + k / rate}; the producer waits for it and publishes (a late producer publishes at once but
 *       keeps the intended time), and the listener records {@code now - intended} when the result arrives. A stall
 *       anywhere (producer, ring, core, GC) therefore shows up in every command it delays: no coordinated
 *       omission.</li>
 * </ul>
 * After each run the harness asks the core for its totals through the pipeline and records the conservation check
 * ({@link TotalsReport#isBalanced()}) in the {@link RunReport}. Runs follow one another on the same core, continuing
 * the same stream.
 *
 * <p>Time: the harness measures with {@link System#nanoTime()}; the core stamps commands with its own clock.
 *
 * <p>Thread-safety: not thread-safe; one controlling thread, which is also the producer.
 */
public final class LoadHarness {
    private static final int CHUNK = 1024;
    private static final long START_DELAY_NANOS = 1_000_000L;

    private final Consumer<ExchangeCore> setup;
    private final LoadStream stream;
    private final ResultRecorder recorder = new ResultRecorder();
    private final ExchangeCore core;

    /**
     * Generates the stream and builds the core (not started).
     *
     * @param config   the core's configuration
     * @param journal  the journal the core uses when journalling is enabled; null for the configured one
     * @param settings the market and stream
     */
    public LoadHarness(final ExchangeConfig config, final Journal journal, final LoadSettings settings) {
        this(config, journal, new LoadStream(settings), core -> MarketSetup.apply(core, settings));
    }

    /**
     * Builds the core (not started) for a stream and a market set up by the caller.
     *
     * @param config  the core's configuration
     * @param journal the journal the core uses when journalling is enabled; null for the configured one
     * @param stream  the commands of the throughput and latency runs
     * @param setup   puts the market the stream needs into the started core, waiting for every result
     */
    public LoadHarness(final ExchangeConfig config, final Journal journal, final LoadStream stream,
            final Consumer<ExchangeCore> setup) {
        this(config, journal, stream, setup, CoreContext::build);
    }

    /**
     * Builds the core (not started) through the caller, who may add to its context first (a clock, stream
     * subscribers such as the market-data feed) and must keep the harness's listener.
     *
     * @param config  the core's configuration
     * @param journal the journal the core uses when journalling is enabled; null for the configured one
     * @param stream  the commands of the throughput and latency runs
     * @param setup   puts the market the stream needs into the started core, waiting for every result
     * @param build   builds the core from a context that has the harness's listener
     */
    public LoadHarness(final ExchangeConfig config, final Journal journal, final LoadStream stream,
            final Consumer<ExchangeCore> setup, final Function<CoreContext, ExchangeCore> build) {
        this.setup = setup;
        this.stream = stream;
        this.core = build.apply(ExchangeCore.builder(config).journal(journal).listener(recorder));
    }

    /** Starts the core and sets up the symbols and users. */
    public void start() {
        core.start();
        setup.accept(core);
    }

    /**
     * Stops the core after every accepted command has been reported.
     *
     * @throws InterruptedException when interrupted while draining
     */
    public void stop() throws InterruptedException {
        core.stop();
    }

    /** @return the core, for reports */
    public ExchangeCore core() {
        return core;
    }

    /** @return the stream, for reports */
    public LoadStream stream() {
        return stream;
    }

    /**
     * Publishes as fast as possible for about {@code nanos}, then waits for every result.
     *
     * @param name  printed name of the run
     * @param nanos how long to publish, ns &gt; 0
     * @return the report
     */
    public RunReport throughput(final String name, final long nanos) {
        recorder.reset(null);
        long published = 0;
        final long start = System.nanoTime();
        final long deadline = start + nanos;
        do {
            for (int j = 0; j < CHUNK; j++) {
                publish(stream, ++published);
            }
        } while (System.nanoTime() - deadline < 0);
        awaitCompleted(published);
        final long elapsed = System.nanoTime() - start;
        return report(name, published, elapsed, 0);
    }

    /**
     * A throughput run named "throughput".
     *
     * @param nanos how long to publish, ns &gt; 0
     * @return the report
     */
    public RunReport throughput(final long nanos) {
        return throughput("throughput", nanos);
    }

    /**
     * Publishes open-loop ({@link OpenLoopSchedule}, {@link OpenLoopSender}) at {@code rate} commands per second for
     * about {@code nanos} and records every command's latency from its intended send time to its result. When the
     * core is slower than {@code rate} the backlog fills the ring, the producer waits for slots and the run lasts
     * longer than {@code nanos}; every command's latency still counts from its intended time.
     *
     * @param rate  commands per second, 1..100,000,000
     * @param nanos how long to publish, ns; at least one command is sent
     * @return the report
     * @throws IllegalArgumentException when the rate is out of range or the run would exceed 2^31 - 1 commands
     */
    public RunReport latency(final long rate, final long nanos) {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(System.nanoTime() + START_DELAY_NANOS, rate);
        final long count = schedule.commandsIn(nanos);
        if (count > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("too many commands for one latency run: " + count);
        }
        final long[] intended = new long[(int) count];
        for (int k = 0; k < intended.length; k++) {
            intended[k] = schedule.intendedNanos(k);
        }
        recorder.reset(intended);
        OpenLoopSender.send(schedule, count, Long.MAX_VALUE, System::nanoTime, k -> publish(stream, k + 1));
        awaitCompleted(count);
        final long elapsed = System.nanoTime() - schedule.startNanos();
        return report("latency", count, elapsed, rate);
    }

    /**
     * Publishes {@code count} commands of another source as fast as the ring takes them (a set-up load, say) and
     * waits for every result.
     *
     * @param name   printed name of the run
     * @param count  commands to publish, &gt;= 0
     * @param source where they come from
     * @return the report
     */
    public RunReport run(final String name, final long count, final CommandSource source) {
        recorder.reset(null);
        final long start = System.nanoTime();
        for (long k = 1; k <= count; k++) {
            publish(source, k);
        }
        awaitCompleted(count);
        return report(name, count, System.nanoTime() - start, 0);
    }

    private void publish(final CommandSource source, final long correlationId) {
        final long seq = source.publishNext(core, correlationId);
        if (seq < 0) {
            throw new IllegalStateException("command " + correlationId + " refused before the ring: " + seq);
        }
    }

    private void awaitCompleted(final long published) {
        while (recorder.completed() < published) {
            Thread.yield();
        }
    }

    private RunReport report(final String name, final long published, final long elapsed, final long rate) {
        final boolean balanced = core.totals().join().isBalanced();
        return new RunReport(name, published, recorder, elapsed, rate, balanced, core.errors().count());
    }
}
