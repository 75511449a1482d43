package dev.bourse.cli;

import java.io.PrintStream;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.ReferenceOrderBook;

/**
 * The main job of {@code target/bourse.jar}. Until the pipeline is wired it demonstrates the order book: a scripted
 * session on {@link FastOrderBook} with every event and the top of the book printed after each step
 * ({@link BookDemoSession}), then a quick single-thread throughput reading of exchange-core's command mix on both
 * books ({@link MixThroughputProbe}). Takes no arguments, runs for a few seconds, prints under 60 lines and exits 0.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class BourseMain {
    /** Seed of the demo's mix stream. */
    static final long SEED = 20_261_123L;
    /** Timed commands in the demo's mix cycle. */
    static final int MIX_COMMANDS = 100_000;
    /** Wall-clock time each book is timed for, ns. */
    static final long MEASURE_NANOS = 1_000_000_000L;

    private BourseMain() {
    }

    /**
     * Runs the demo.
     *
     * @param args ignored
     */
    public static void main(final String[] args) {
        final PrintStream out = System.out;
        out.println("Bourse order book demo on FastOrderBook (prices in ticks, sizes in lots)");
        new BookDemoSession(out).run(listener -> new FastOrderBook(listener, 64));

        final BookLoad mix = new BookLoadGenerator(SEED).generate(BookLoadScenario.MIX, MIX_COMMANDS);
        final int expectedOrders = 2 * mix.profile().restingAfterPrefill();
        out.println();
        out.println("Throughput, one thread, one book, exchange-core's mix (checked against the generator first):");
        out.println("  " + mix.profile());
        final MixThroughputProbe probe = new MixThroughputProbe(out, mix, MEASURE_NANOS);
        probe.compare("reference", ReferenceOrderBook::new,
                "fast", listener -> new FastOrderBook(listener, expectedOrders));
        out.println("  (a quick reading on a shared machine; the JMH suite is the measurement, see README)");
    }
}
