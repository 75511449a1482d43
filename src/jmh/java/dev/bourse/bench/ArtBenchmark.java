package dev.bourse.bench;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import dev.bourse.orderbook.art.LongArtMap;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link LongArtMap} against {@link TreeMap} as the price index of one side of a book: 1,024 price levels chosen at
 * random among 2,000 consecutive prices (10,000..11,999 ticks, so about every other price is a level), looked up in
 * a shuffled order.
 *
 * <ul>
 * <li>{@code get}: exact lookup of a present price;</li>
 * <li>{@code churn}: remove a present price and put it back (a level emptied and refilled), size stays 1,024;</li>
 * <li>{@code ceiling} / {@code floor}: nearest level at or above / below a random price in 9,990..12,009.</li>
 * </ul>
 * The TreeMap gets keys boxed in advance, so it is charged for the tree only; a book using it would also box each
 * price. Results are in ns per operation.
 *
 * <p>Run: {@code java -jar target/bourse-benchmarks.jar ArtBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ArtBenchmark {
    private static final int LEVELS = 1_024;
    private static final int MASK = LEVELS - 1;
    private static final long LOW_PRICE = 10_000;
    private static final int PRICE_RANGE = 2_000;

    private final long[] prices = new long[LEVELS];
    private final Long[] boxedPrices = new Long[LEVELS];
    private final long[] probes = new long[LEVELS];
    private final Long[] boxedProbes = new Long[LEVELS];
    private LongArtMap<Object> art;
    private TreeMap<Long, Object> tree;
    private int cursor;

    /** Builds both maps with the same levels and the shuffled lookup orders. */
    @Setup
    public void setUp() {
        final Random random = new Random(42);
        final boolean[] taken = new boolean[PRICE_RANGE];
        art = new LongArtMap<>(LEVELS);
        tree = new TreeMap<>();
        for (int i = 0; i < LEVELS; i++) {
            int offset;
            do {
                offset = random.nextInt(PRICE_RANGE);
            } while (taken[offset]);
            taken[offset] = true;
            final long price = LOW_PRICE + offset;
            final Object level = new Object();
            prices[i] = price;
            boxedPrices[i] = price;
            art.put(price, level);
            tree.put(price, level);
            probes[i] = LOW_PRICE - 10 + random.nextInt(PRICE_RANGE + 20);
            boxedProbes[i] = probes[i];
        }
    }

    private int next() {
        cursor = (cursor + 1) & MASK;
        return cursor;
    }

    /** @return the level at a present price */
    @Benchmark
    public Object artGet() {
        return art.get(prices[next()]);
    }

    /** @return the level at a present price */
    @Benchmark
    public Object treeGet() {
        return tree.get(boxedPrices[next()]);
    }

    /** @return the level removed and put back */
    @Benchmark
    public Object artChurn() {
        final long price = prices[next()];
        final Object level = art.remove(price);
        art.put(price, level);
        return level;
    }

    /** @return the level removed and put back */
    @Benchmark
    public Object treeChurn() {
        final Long price = boxedPrices[next()];
        final Object level = tree.remove(price);
        tree.put(price, level);
        return level;
    }

    /** @return the level at or above a random price, or null */
    @Benchmark
    public Object artCeiling() {
        return art.ceilingValue(probes[next()]);
    }

    /** @return the level at or above a random price, or null */
    @Benchmark
    public Object treeCeiling() {
        return value(tree.ceilingEntry(boxedProbes[next()]));
    }

    /** @return the level at or below a random price, or null */
    @Benchmark
    public Object artFloor() {
        return art.floorValue(probes[next()]);
    }

    /** @return the level at or below a random price, or null */
    @Benchmark
    public Object treeFloor() {
        return value(tree.floorEntry(boxedProbes[next()]));
    }

    private static Object value(final Map.Entry<Long, Object> entry) {
        return entry == null ? null : entry.getValue();
    }
}
