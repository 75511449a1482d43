package dev.bourse.testkit;

/**
 * Longs in a closed range. By default half the draws are uniform over the range and half fall in a window of random
 * width (1, 2, 4, ... 2^63) around the value nearest zero, so small values, mid-sized ones and the whole range are
 * all reached; and one draw in twenty is an edge case: a bound, a bound's neighbour, or zero (or the bound nearest
 * it) and its neighbours. Shrinks towards zero or the bound nearest it.
 *
 * <p>Thread-safety: immutable.
 */
public final class LongGen implements Gen<Long> {
    private final long min;
    private final long max;
    private final Choices.Spread spread;
    private final boolean edges;

    LongGen(final long min, final long max, final Choices.Spread spread, final boolean edges) {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + ".." + max);
        }
        this.min = min;
        this.max = max;
        this.spread = spread;
        this.edges = edges;
    }

    @Override
    public Long generate(final Choices choices) {
        return choices.draw(min, max, spread, edges);
    }

    /** @return the same range with every value equally likely (edge cases still mixed in unless removed) */
    public LongGen uniform() {
        return new LongGen(min, max, Choices.Spread.UNIFORM, edges);
    }

    /** @return the same range and spread without edge cases mixed in */
    public LongGen withoutEdgeCases() {
        return new LongGen(min, max, spread, false);
    }

    /** @return the same draws as ints; the range must lie within the int range */
    public Gen<Integer> asInts() {
        if (min < Integer.MIN_VALUE || max > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("not an int range: " + min + ".." + max);
        }
        return map(Long::intValue);
    }
}
