package dev.bourse.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The stream of choices a {@link Gen} draws its value from: random (a try) or a recorded sequence (a replay while
 * shrinking). Every draw is a {@code long} in a closed range, recorded with that range, so a failing value can be
 * shrunk by editing the recorded draws and generating again: whatever the generators do with the draws (map,
 * flatMap, builders), the replayed value is a valid value of the same generator.
 *
 * <p>A draw past the end of a replayed sequence gives the range's simplest value; a replayed value outside the
 * range asked for is clamped into it. Lists record where each element's draws begin, so the shrinker can remove
 * elements (see {@link Shrinker}).
 *
 * <p>Thread-safety: none; one generation at a time.
 */
public final class Choices {
    /** More draws than this in one value means a generator that does not terminate. */
    static final int MAX_DRAWS = 1 << 22;
    /** Percent of ranged draws that pick one of the range's edge cases instead of a random value. */
    private static final int EDGE_PERCENT = 5;

    /** How a random draw spreads over its range (replays ignore it). */
    enum Spread {
        /** Every value equally likely. */
        UNIFORM,
        /** Half uniform, half in a window of random width 2^0..2^63 around the simplest value. */
        BIASED
    }

    private final SplittableRandom random;
    private final long[] replayed;
    private long[] values = new long[64];
    private long[] mins = new long[64];
    private long[] maxs = new long[64];
    private int count;
    /** Lists being generated, innermost last. */
    private final List<ListDraws> open = new ArrayList<>();
    /** Lists generated, in the order they ended. */
    private final List<ListDraws> finished = new ArrayList<>();

    private Choices(final SplittableRandom random, final long[] replayed) {
        this.random = random;
        this.replayed = replayed;
    }

    /**
     * @param seed seed of this try's random draws
     * @return a random stream
     */
    static Choices random(final long seed) {
        return new Choices(new SplittableRandom(seed), null);
    }

    /**
     * @param draws the draws to give back, in order
     * @return a stream that replays them
     */
    static Choices replay(final long[] draws) {
        return new Choices(null, draws.clone());
    }

    /**
     * Draws one value.
     *
     * @param min    smallest value, inclusive
     * @param max    largest value, inclusive, &gt;= {@code min}
     * @param spread how a random draw spreads
     * @param edges  whether a random draw sometimes picks an edge case (the bounds, their neighbours, the simplest
     *               value and its neighbours)
     * @return a value in {@code [min, max]}
     */
    long draw(final long min, final long max, final Spread spread, final boolean edges) {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + ".." + max);
        }
        if (count == MAX_DRAWS) {
            throw new Overrun();
        }
        final long value;
        if (replayed != null) {
            value = count < replayed.length ? Math.max(min, Math.min(max, replayed[count])) : simplest(min, max);
        } else if (edges && random.nextInt(100) < EDGE_PERCENT) {
            value = edgeCase(min, max);
        } else if (spread == Spread.BIASED && random.nextBoolean()) {
            value = nearSimplest(min, max);
        } else {
            value = uniform(min, max);
        }
        record(value, min, max);
        return value;
    }

    /** The value a draw shrinks towards: zero, or the bound nearest to it. */
    static long simplest(final long min, final long max) {
        return Math.max(min, Math.min(max, 0));
    }

    /**
     * Marks the start of a list whose size was the draw just made; {@link #element()} marks each element,
     * {@link #endList()} the end.
     */
    void beginList() {
        open.add(new ListDraws(count - 1));
    }

    /** Marks the start of the current list's next element. */
    void element() {
        open.get(open.size() - 1).mark(count);
    }

    /** Marks the end of the current list. */
    void endList() {
        element();
        finished.add(open.remove(open.size() - 1));
    }

    /** @return the draws made so far */
    long[] draws() {
        return Arrays.copyOf(values, count);
    }

    /** @return how many draws were made */
    int count() {
        return count;
    }

    /**
     * @param i a draw's index
     * @return the simplest value of that draw's range
     */
    long simplestAt(final int i) {
        return simplest(mins[i], maxs[i]);
    }

    /**
     * @param i a draw's index
     * @return the smallest value of that draw's range
     */
    long minAt(final int i) {
        return mins[i];
    }

    /** @return the lists generated, in the order they ended (an inner list before the one holding it) */
    List<ListDraws> lists() {
        return finished;
    }

    private void record(final long value, final long min, final long max) {
        if (count == values.length) {
            values = Arrays.copyOf(values, count * 2);
            mins = Arrays.copyOf(mins, count * 2);
            maxs = Arrays.copyOf(maxs, count * 2);
        }
        values[count] = value;
        mins[count] = min;
        maxs[count] = max;
        count++;
    }

    private long uniform(final long min, final long max) {
        final long span = max - min + 1;
        if (span > 0) {
            return min + random.nextLong(span);
        }
        while (true) {
            final long v = random.nextLong();
            if (v >= min && v <= max) {
                return v;
            }
        }
    }

    private long nearSimplest(final long min, final long max) {
        final long centre = simplest(min, max);
        final int bits = random.nextInt(64);
        final long width = bits == 63 ? Long.MAX_VALUE : (1L << bits);
        final long lo = Long.compareUnsigned(centre - min, width) <= 0 ? min : centre - width;
        final long hi = Long.compareUnsigned(max - centre, width) <= 0 ? max : centre + width;
        return uniform(lo, hi);
    }

    private long edgeCase(final long min, final long max) {
        final long centre = simplest(min, max);
        final long[] candidates = {min, max, min + 1, max - 1, centre, centre + 1, centre - 1};
        while (true) {
            final long v = candidates[random.nextInt(candidates.length)];
            if (v >= min && v <= max) {
                return v;
            }
        }
    }

    /** Where one generated list's draws are: its size draw, then each element's draws. */
    static final class ListDraws {
        /** Index of the draw that gave the list's size. */
        final int sizeDraw;
        private int[] marks = new int[16];
        private int marked;

        ListDraws(final int sizeDraw) {
            this.sizeDraw = sizeDraw;
        }

        void mark(final int drawIndex) {
            if (marked == marks.length) {
                marks = Arrays.copyOf(marks, marked * 2);
            }
            marks[marked++] = drawIndex;
        }

        /** @return the number of elements */
        int size() {
            return marked - 1;
        }

        /**
         * @param element an element index, or {@link #size()} for the end of the list
         * @return the index of the element's first draw (or of the first draw after the list)
         */
        int start(final int element) {
            return marks[element];
        }
    }

    /** Thrown when a generation draws more than {@link #MAX_DRAWS} values. */
    static final class Overrun extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Overrun() {
            super("a generator drew more than " + MAX_DRAWS + " values");
        }
    }
}
