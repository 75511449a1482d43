package dev.bourse.bench;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
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
 * The whole engine on one thread: a real {@link ExchangeCore} (ring slot, grouping, risk check, matching, settlement,
 * results and the listener) in the {@link ThreadLayout#INLINE} layout, driven with the main job's stream
 * ({@link LoadStream}: exchange-core's mix per symbol, 2,000 users with balances, fees, some orders refused for
 * funds). Each call submits one command through the zero-allocation {@code try*} path and returns after the
 * listener has its result, so the figures are the engine's own cost per command, free of the hand-off between
 * cores (and of its noise) that the main job's end-to-end figures include.
 *
 * <p>How to run:
 * <pre>
 *   java -jar target/bourse-benchmarks.jar EngineBenchmark -prof gc
 *   java -jar target/bourse-benchmarks.jar EngineBenchmark.throughput -p symbols=1
 * </pre>
 * The trial fails (instead of reporting) when a command is not reported, a stage failed, or money is not conserved.
 */
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class EngineBenchmark extends BourseForkedJvm {
    /** Symbols traded round-robin: 1 is exchange-core's single-symbol benchmark, 8 the main job's default. */
    @Param({"1", "8"})
    public int symbols;

    /** Ring slots: the default; {@code -p ringSize=16384} shows what a ring larger than the caches costs. */
    @Param({"1024"})
    public int ringSize;

    private ExchangeCore core;
    private LoadStream stream;
    private final ResultRecorder recorder = new ResultRecorder();
    private long published;

    /**
     * Builds the core and the market.
     *
     * @throws IOException never (no journal)
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        final LoadSettings settings = LoadSettings.defaults().withSymbols(symbols);
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(ringSize).threadLayout(ThreadLayout.INLINE)
                .journalEnabled(false).build();
        stream = new LoadStream(settings);
        core = ExchangeCore.builder(config).listener(recorder).build();
        core.start();
        MarketSetup.apply(core, settings);
        recorder.reset(null);
    }

    /**
     * Checks what the run did, then stops the core.
     *
     * @throws InterruptedException never in practice
     */
    @TearDown(Level.Trial)
    public void tearDown() throws InterruptedException {
        if (recorder.completed() != published) {
            throw new IllegalStateException("published " + published + " but reported " + recorder.completed());
        }
        if (core.errors().count() != 0) {
            throw new IllegalStateException("stage errors: " + core.errors().count());
        }
        if (!core.totals().join().isBalanced()) {
            throw new IllegalStateException("money not conserved");
        }
        core.stop();
    }

    /** @return the ring sequence of one command, submitted and fully processed */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public long command() {
        return submit();
    }

    /** @return the ring sequence of one command, submitted and fully processed */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long throughput() {
        return submit();
    }

    private long submit() {
        final long seq = stream.publishNext(core, ++published);
        if (seq < 0) {
            throw new IllegalStateException("refused before the ring: " + seq);
        }
        return seq;
    }
}
