package dev.bourse.bench;

import dev.bourse.bench.peer.OpenLoopRun;
import dev.bourse.bench.peer.PeerJvm;
import dev.bourse.bench.peer.PeerStream;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Latency percentiles at target rates, open loop, Bourse beside exchange-core 0.5.3 on the same command stream
 * ({@link PeerMix}: exchange-core's single-symbol spot benchmark, its mix of GTC, IOC, cancel and move, replayed in a
 * cycle). Each JMH iteration is one open-loop run of {@link #runMillis} at {@link #rate} commands per second: command
 * {@code k} is due at {@code start + k / rate} ({@code OpenLoopSchedule}), the sender waits for that time and sends,
 * and a sender that is late (a full ring, a stall, a descheduled thread) sends at once, so every command's latency is
 * measured from its <em>intended</em> send time to its result and a stall counts against every command it delays (no
 * coordinated omission). A rate the engine cannot keep shows as a growing latency and an achieved rate below the
 * target; a run that falls a whole run length behind stops sending.
 *
 * <p>The figures (p50, p90, p99, p99.9, p99.99, max in us, and the achieved rate) are JMH results of
 * {@link OpenLoopProfiler}, merged over the measurement iterations; the benchmark's own score is only the run's
 * length. How to run (the suite, then the HTML report, in one command):
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.LatencySuite -p rate=100000,1000000
 *   java -jar target/bourse-benchmarks.jar LatencyBenchmark -prof dev.bourse.bench.OpenLoopProfiler -rf json
 * </pre>
 *
 * <p>Engines ({@link #engine}): Bourse in this JVM, in the INLINE or COMPACT layout, without a journal or with the
 * GROUP_COMMIT journal (every result released only after its block is forced) in a temporary directory; and
 * exchange-core in a JVM of its own ({@code EXCHANGE_CORE}, its latency preset, no journal), because its old
 * dependencies clash with Bourse's. Both engines' threads wait with {@link #waitStrategy}. Each engine's run is
 * measured inside its own JVM by the same open-loop classes.
 *
 * <p>The trial fails when a result is lost or out of order, a Bourse stage fails or money is not conserved, or
 * exchange-core's JVM fails. exchange-core does not run on JDK 24 or later.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@State(Scope.Thread)
public class LatencyBenchmark extends BourseForkedJvm {
    /** Commands in the body of the replayed stream's cycle. */
    static final int TIMED_COMMANDS = 1_000_000;

    /** Which engine, in which configuration. */
    public enum Engine {
        /** Bourse, INLINE layout, no journal. */
        BOURSE_INLINE(ThreadLayout.INLINE, null),
        /** Bourse, COMPACT layout, no journal. */
        BOURSE_COMPACT(ThreadLayout.COMPACT, null),
        /** Bourse, INLINE layout, ASYNC journal (written before results, forced only at segment ends). */
        BOURSE_INLINE_ASYNC(ThreadLayout.INLINE, Durability.ASYNC),
        /** Bourse, INLINE layout, GROUP_COMMIT journal. */
        BOURSE_INLINE_GROUP_COMMIT(ThreadLayout.INLINE, Durability.GROUP_COMMIT),
        /** Bourse, COMPACT layout, GROUP_COMMIT journal. */
        BOURSE_COMPACT_GROUP_COMMIT(ThreadLayout.COMPACT, Durability.GROUP_COMMIT),
        /** exchange-core 0.5.3 in its own JVM, latency preset, no journal. */
        EXCHANGE_CORE(null, null);

        private final ThreadLayout layout;
        /** Null: no journal. */
        private final Durability journal;

        Engine(final ThreadLayout layout, final Durability journal) {
            this.layout = layout;
            this.journal = journal;
        }
    }

    /** The engine under test. */
    @Param({"BOURSE_INLINE", "BOURSE_COMPACT", "BOURSE_INLINE_ASYNC", "BOURSE_INLINE_GROUP_COMMIT",
        "BOURSE_COMPACT_GROUP_COMMIT", "EXCHANGE_CORE"})
    public Engine engine;

    /** Target rate, commands per second, 1..100,000,000. */
    @Param({"10000", "100000", "500000", "1000000"})
    public long rate;

    /** Planned length of one run (one iteration), ms. */
    @Param({"5000"})
    public long runMillis;

    /** How the engines' idle threads wait: YIELDING, BUSY_SPIN, or (both engines have it) BLOCKING. */
    @Param({"YIELDING"})
    public String waitStrategy;

    /** Bourse with a journal: whether its segments are preallocated ({@code bourse.journal.preallocate}). */
    @Param({"true"})
    public boolean preallocate;

    private Path work;
    private LatencyEngine running;

    /**
     * Generates the stream and starts the engine with the stream's market.
     *
     * @throws IOException when the work directory, the journal or exchange-core's JVM cannot be created
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        if (rate < 1 || rate > OpenLoopSchedule.MAX_RATE || runMillis < 1) {
            throw new IllegalArgumentException("rate out of 1.." + OpenLoopSchedule.MAX_RATE + " or run length < 1 ms: "
                    + rate + "/s for " + runMillis + " ms");
        }
        final PeerStream stream = PeerMix.generate(TIMED_COMMANDS);
        work = Files.createTempDirectory("bourse-latency");
        if (engine == Engine.EXCHANGE_CORE) {
            if (!PeerJvm.exchangeCoreRunsHere()) {
                throw new IllegalStateException("exchange-core 0.5.3 does not run on JDK " + Runtime.version().feature()
                        + "; run the suite on JDK 17");
            }
            final Path file = work.resolve("stream.bin");
            stream.write(file);
            running = new ExchangeCoreLatencyProxy(waitStrategy, file, PeerMix.USERS, work);
        } else {
            final ExchangeConfig config = ExchangeConfig.defaults().toBuilder().threadLayout(engine.layout)
                    .waitStrategy(WaitStrategyType.valueOf(waitStrategy)).journalEnabled(engine.journal != null)
                    .journalDir(work.resolve("journal"))
                    .journalDurability(engine.journal != null ? engine.journal : Durability.GROUP_COMMIT)
                    .journalPreallocate(preallocate)
                    .snapshotEveryCommands(0).snapshotEverySeconds(0).build();
            running = new BourseLatencyEngine(config, stream, PeerMix.USERS);
        }
    }

    /**
     * Collects the garbage of the set-up and of the previous run before each run.
     *
     * @throws IOException when exchange-core's JVM cannot be reached
     */
    @Setup(Level.Iteration)
    public void collectGarbage() throws IOException {
        running.collectGarbage();
    }

    /**
     * One open-loop run, handed to {@link OpenLoopProfiler}.
     *
     * @return commands sent (so the run is not optimized away)
     * @throws IOException when exchange-core's JVM cannot be reached or failed
     */
    @Benchmark
    public long run() throws IOException {
        final OpenLoopRun run = running.run(rate, TimeUnit.MILLISECONDS.toNanos(runMillis));
        OpenLoopProfiler.offer(run);
        return run.sent();
    }

    /**
     * Stops the engine (checking what it can of its health) and removes the work directory.
     *
     * @throws IOException          when exchange-core's JVM failed or the directory cannot be removed
     * @throws InterruptedException when interrupted while stopping
     */
    @TearDown(Level.Trial)
    public void tearDown() throws IOException, InterruptedException {
        try {
            if (running != null) {
                running.stop();
            }
        } finally {
            if (work != null) {
                try (Stream<Path> paths = Files.walk(work)) {
                    for (final Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                        Files.delete(p);
                    }
                }
            }
        }
    }
}
