package dev.bourse.bench;

import java.util.concurrent.TimeUnit;

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
import org.openjdk.jmh.infra.Blackhole;

/**
 * One order book, one thread, no pipeline: the cost of a single command on {@code ReferenceOrderBook} (the oracle)
 * and {@code FastOrderBook}, modelled on exchange-core's published single-book benchmark (a book held near 1,000
 * resting orders over about 750 levels around 100,000 ticks, 100 users, exchange-core's 9% GTC / 3% IOC / 6% cancel /
 * 82% move mix). The streams come from {@link BookLoadGenerator}; see {@link BookLoadScenario} for what each one
 * measures.
 *
 * <p><b>What one call is.</b> Each {@code @Benchmark} call plays exactly one command, so {@link #command} percentiles
 * are per-command latencies. The stream is precomputed in primitive arrays (no allocation, no random numbers in the
 * measured loop) and events go to a {@link CountingBookListener} that only increments {@code long} fields.
 * In {@link #command} the untimed commands of a scenario (the cancel after each place in {@code place}, the refills
 * after each IOC in {@code match}, the prefill and closing of each cycle, …) are played by a
 * {@code @Setup(Level.Invocation)} helper, outside the measured region, so {@code place} measures places only,
 * {@code cancel} cancels only, and so on. {@link #mixThroughput} has no such helper: it plays every command of the mix
 * cycle, including the cycle's 1,000-order prefill and closing cancels (about 0.2% of the commands).
 *
 * <p><b>Validity.</b> Each cycle (1,000,000 timed commands) ends by cancelling what is left, so the stream replays
 * from an empty book indefinitely and every command names a live order. Before measuring, the trial plays one whole
 * cycle on a throwaway book and checks it against the generator's model (resting counts, best prices, last trade,
 * fills and lots); a book that disagrees fails the run instead of producing numbers, and so does any command that does
 * not return {@code SUCCESS} while measuring. Timestamps are 1, 2, 3, … per command.
 *
 * <p><b>How to run</b> (from the repository root; the suite takes about 4 minutes for all 10 combinations):
 * <pre>
 *   mvn -B -q -DskipTests package
 *   java -jar target/bourse-benchmarks.jar OrderBookBenchmark.command -p impl=fast -p scenario=mix
 *   java -jar target/bourse-benchmarks.jar OrderBookBenchmark -p impl=fast -p scenario=mix -prof gc
 *   java -jar target/bourse-benchmarks.jar OrderBookBenchmark.command -p scenario=place,cancel,move,match
 *   java -jar target/bourse-benchmarks.jar OrderBookBenchmark.mixThroughput
 *   java -jar target/bourse-benchmarks.jar OrderBookBenchmark -rf json -rff target/orderbook-jmh.json
 * </pre>
 * {@code -prof gc} reports {@code gc.alloc.rate.norm} in bytes per call; it should be about 0 for the fast book.
 * Sample times include the timer's own cost (about 20 ns on Linux), so compare implementations, not absolutes below
 * 100 ns. Close other work on the machine: the suite pins nothing.
 */
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public class OrderBookBenchmark extends BourseForkedJvm {
    /** Seed of every stream, so runs on different machines measure the same commands. */
    static final long SEED = 20_261_123L;
    /** Timed commands per cycle. */
    static final int TIMED_COMMANDS = BookLoadGenerator.DEFAULT_TIMED_COMMANDS;

    /** Per-command latency state: one scenario, untimed commands skipped outside the measured region. */
    @State(Scope.Thread)
    public static class CommandState {
        /** Which book: {@code reference} or {@code fast}. */
        @Param({BenchBooks.REFERENCE, BenchBooks.FAST})
        public String impl;

        /** Which stream: {@code place}, {@code cancel}, {@code move}, {@code match} or {@code mix}. */
        @Param({"place", "cancel", "move", "match", "mix"})
        public String scenario;

        BookLoadPlayer player;
        CountingBookListener events;

        /** Generates and verifies the stream, builds the book and plays the prefill. */
        @Setup(Level.Trial)
        public void setUp() {
            final BookLoad load = new BookLoadGenerator(SEED)
                    .generate(BookLoadScenario.fromKey(scenario), TIMED_COMMANDS);
            events = new CountingBookListener();
            player = BenchBooks.preparedPlayer(impl, load, events);
        }

        /** Plays the maintenance commands up to the next timed one, unmeasured. */
        @Setup(Level.Invocation)
        public void skipUntimed() {
            player.skipUntimed();
        }

        /**
         * Checks nothing was refused and consumes the counters.
         *
         * @param sink JMH's blackhole
         */
        @TearDown(Level.Trial)
        public void tearDown(final Blackhole sink) {
            BenchBooks.finish(player, events, sink);
        }
    }

    /** Throughput state: the mix, every command played back to back. */
    @State(Scope.Thread)
    public static class MixState {
        /** Which book: {@code reference} or {@code fast}. */
        @Param({BenchBooks.REFERENCE, BenchBooks.FAST})
        public String impl;

        BookLoadPlayer player;
        CountingBookListener events;

        /** Generates and verifies the mix, builds the book and plays the prefill. */
        @Setup(Level.Trial)
        public void setUp() {
            final BookLoad load = new BookLoadGenerator(SEED).generate(BookLoadScenario.MIX, TIMED_COMMANDS);
            events = new CountingBookListener();
            player = BenchBooks.preparedPlayer(impl, load, events);
        }

        /**
         * Checks nothing was refused and consumes the counters.
         *
         * @param sink JMH's blackhole
         */
        @TearDown(Level.Trial)
        public void tearDown(final Blackhole sink) {
            BenchBooks.finish(player, events, sink);
        }
    }

    /**
     * One timed command of the scenario.
     *
     * @param state the scenario's player
     * @return the result code, consumed by JMH
     */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int command(final CommandState state) {
        return state.player.step();
    }

    /**
     * One command of the mix; the score is commands per second.
     *
     * @param state the mix player
     * @return the result code, consumed by JMH
     */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public int mixThroughput(final MixState state) {
        return state.player.step();
    }
}
