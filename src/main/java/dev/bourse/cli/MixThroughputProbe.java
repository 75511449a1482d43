package dev.bourse.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Function;

import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;

/**
 * A quick throughput reading, not a benchmark (for that, see {@code OrderBookBenchmark}): plays the mix stream of
 * {@link BookLoadGenerator} on two books for a fixed wall-clock time each and prints commands per second and the
 * ratio. Before timing either, each book plays one whole cycle that is checked against the generator's model (this
 * also warms the JIT for both, so the first one timed is not penalised); a book that fails the check is reported and
 * not timed. Every command of the cycle counts, prefill and closing
 * cancels included (under 1% of them). Uses the wall clock, which is fine here: it is a tool, not engine logic.
 *
 * <p>Thread-safety: none.
 */
public final class MixThroughputProbe {
    private static final int CHUNK = 1024;

    private final PrintStream out;
    private final BookLoad load;
    private final long measureNanos;

    /**
     * @param out           where results are printed
     * @param load          the stream to play, normally {@link BookLoadScenario#MIX}
     * @param measureNanos  how long each book is timed, after the check and a warm-up of a quarter of that, ns &gt; 0
     */
    public MixThroughputProbe(final PrintStream out, final BookLoad load, final long measureNanos) {
        if (measureNanos <= 0) {
            throw new IllegalArgumentException("measureNanos must be > 0: " + measureNanos);
        }
        this.out = out;
        this.load = load;
        this.measureNanos = measureNanos;
    }

    /**
     * Checks both books on one whole cycle each (which also warms the JIT for both), then times each in turn and
     * prints one line per book and the ratio.
     *
     * @param baseLabel       printed name of the baseline, e.g. {@code "reference"}
     * @param base            makes a new empty baseline book given its listener
     * @param candidateLabel  printed name of the other book, e.g. {@code "fast"}
     * @param candidate       makes a new empty book of the other kind given its listener
     * @return candidate commands/s divided by baseline commands/s, or 0 when either failed its check
     */
    public double compare(final String baseLabel, final Function<OrderBookListener, OrderBook> base,
            final String candidateLabel, final Function<OrderBookListener, OrderBook> candidate) {
        final boolean baseOk = check(baseLabel, base);
        final boolean candidateOk = check(candidateLabel, candidate);
        final double baseRate = baseOk ? measure(baseLabel, base) : 0;
        final double candidateRate = candidateOk ? measure(candidateLabel, candidate) : 0;
        if (baseRate <= 0 || candidateRate <= 0) {
            return 0;
        }
        final double ratio = candidateRate / baseRate;
        out.printf(Locale.ROOT, "  %s / %s = %.1fx%n", candidateLabel, baseLabel, ratio);
        return ratio;
    }

    private boolean check(final String label, final Function<OrderBookListener, OrderBook> books) {
        final CountingBookListener checkEvents = new CountingBookListener();
        try {
            new BookLoadPlayer(load, books.apply(checkEvents)).verifyCycle(checkEvents);
            return true;
        } catch (final IllegalStateException e) {
            out.printf(Locale.ROOT, "  %-10s check FAILED, not timed: %s%n", label, e.getMessage());
            return false;
        }
    }

    private double measure(final String label, final Function<OrderBookListener, OrderBook> books) {
        final CountingBookListener events = new CountingBookListener();
        final BookLoadPlayer player = new BookLoadPlayer(load, books.apply(events));
        play(player, measureNanos / 4);
        final long before = player.played();
        final long elapsed = play(player, measureNanos);
        final double perSecond = (player.played() - before) * 1e9 / elapsed;
        out.printf(Locale.ROOT, "  %-10s %,14.0f commands/s  (%,d commands, %,d trades, %d refused)%n", label,
                perSecond, player.played() - before, events.trades(), player.failures());
        return perSecond;
    }

    private static long play(final BookLoadPlayer player, final long nanos) {
        final long start = System.nanoTime();
        long elapsed;
        do {
            for (int i = 0; i < CHUNK; i++) {
                player.step();
            }
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        return elapsed;
    }
}
