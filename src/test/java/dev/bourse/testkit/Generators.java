package dev.bourse.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Factories of the {@link Gen generators} the property tests combine: ranges, choices among values or generators
 * (evenly or by weight) and lists. Each shrinks: ranges towards zero, choices towards the first one listed, lists
 * towards fewer elements.
 */
public final class Generators {
    /** Draws of one unique-list element that may repeat an element already drawn before giving up. */
    private static final int UNIQUE_ATTEMPTS = 1_000;

    private Generators() {
    }

    /**
     * @param min smallest value
     * @param max largest value, &gt;= {@code min}
     * @return longs in {@code [min, max]}, leaning towards zero, with edge cases ({@link LongGen})
     */
    public static LongGen longs(final long min, final long max) {
        return new LongGen(min, max, Choices.Spread.BIASED, true);
    }

    /** @return any long, leaning towards zero, with edge cases */
    public static LongGen longs() {
        return longs(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /**
     * @param min smallest value
     * @param max largest value, &gt;= {@code min}
     * @return ints in {@code [min, max]}, leaning towards zero, with edge cases
     */
    public static Gen<Integer> ints(final int min, final int max) {
        return longs(min, max).asInts();
    }

    /** @return any int, leaning towards zero, with edge cases */
    public static Gen<Integer> ints() {
        return ints(Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /**
     * @param min smallest value
     * @param max largest value, &gt;= {@code min}
     * @return ints in {@code [min, max]}, every value equally likely, with edge cases
     */
    public static Gen<Integer> uniformInts(final int min, final int max) {
        return longs(min, max).uniform().asInts();
    }

    /** @return true or false, evenly; shrinks to false */
    public static Gen<Boolean> booleans() {
        return choices -> choices.draw(0, 1, Choices.Spread.UNIFORM, false) == 1;
    }

    /**
     * @param value the value
     * @param <T>   its type
     * @return always {@code value}; draws nothing
     */
    public static <T> Gen<T> constant(final T value) {
        return choices -> value;
    }

    /**
     * @param values the values to choose from, at least one
     * @param <T>    their type
     * @return one of them, evenly; the first and the last are edge cases; shrinks towards the first
     */
    @SafeVarargs
    public static <T> Gen<T> elements(final T... values) {
        final List<T> copy = new ArrayList<>();
        for (final T v : values) {
            copy.add(v);
        }
        return choices -> copy.get((int) choices.draw(0, copy.size() - 1, Choices.Spread.UNIFORM, true));
    }

    /**
     * @param type an enum
     * @param <E>  the enum
     * @return one of its constants, evenly; shrinks towards the first declared
     */
    public static <E extends Enum<E>> Gen<E> enums(final Class<E> type) {
        return elements(type.getEnumConstants());
    }

    /**
     * @param gens the generators to choose from, at least one
     * @param <T>  the value type
     * @return a value of one of them, chosen evenly; shrinks towards the first
     */
    @SafeVarargs
    public static <T> Gen<T> oneOf(final Gen<? extends T>... gens) {
        final List<Gen<? extends T>> copy = new ArrayList<>();
        for (final Gen<? extends T> g : gens) {
            copy.add(g);
        }
        return choices -> copy.get((int) choices.draw(0, copy.size() - 1, Choices.Spread.UNIFORM, false))
                .generate(choices);
    }

    /**
     * @param weight relative weight, &gt; 0
     * @param gen    the generator
     * @param <T>    the value type
     * @return the pair, for {@link #frequency}
     */
    public static <T> Weighted<T> weighted(final int weight, final Gen<? extends T> gen) {
        if (weight <= 0) {
            throw new IllegalArgumentException("weight " + weight);
        }
        return new Weighted<>(weight, gen);
    }

    /**
     * @param choices the generators with their weights, at least one
     * @param <T>     the value type
     * @return a value of one of them, each chosen with probability weight / total; shrinks towards the first
     */
    @SafeVarargs
    public static <T> Gen<T> frequency(final Weighted<T>... choices) {
        final List<Weighted<T>> copy = new ArrayList<>();
        long sum = 0;
        for (final Weighted<T> w : choices) {
            copy.add(w);
            sum += w.weight();
        }
        final long total = sum;
        return in -> {
            long pick = in.draw(0, total - 1, Choices.Spread.UNIFORM, false);
            for (final Weighted<T> w : copy) {
                if (pick < w.weight()) {
                    return w.gen().generate(in);
                }
                pick -= w.weight();
            }
            throw new IllegalStateException("pick past the total weight");
        };
    }

    /**
     * @param element generator of the elements
     * @param minSize fewest elements, &gt;= 0
     * @param maxSize most elements, &gt;= {@code minSize}
     * @param unique  whether no element may appear twice
     * @param <T>     the element type
     * @return the list generator ({@link Gen#list}, {@link Gen#uniqueList})
     */
    static <T> Gen<List<T>> list(final Gen<T> element, final int minSize, final int maxSize, final boolean unique) {
        if (minSize < 0 || maxSize < minSize) {
            throw new IllegalArgumentException("sizes " + minSize + ".." + maxSize);
        }
        return choices -> {
            final int size = (int) choices.draw(minSize, maxSize, Choices.Spread.BIASED, true);
            choices.beginList();
            final List<T> values = new ArrayList<>(size);
            final Set<T> seen = unique ? new HashSet<>() : null;
            for (int i = 0; i < size; i++) {
                choices.element();
                T value = element.generate(choices);
                for (int attempt = 1; unique && !seen.add(value); attempt++) {
                    if (attempt == UNIQUE_ATTEMPTS) {
                        throw new IllegalStateException("no new distinct element after " + attempt + " draws");
                    }
                    value = element.generate(choices);
                }
                values.add(value);
            }
            choices.endList();
            return values;
        };
    }

    /**
     * A generator with its relative weight.
     *
     * @param weight relative weight, &gt; 0
     * @param gen    the generator
     * @param <T>    the value type
     */
    public record Weighted<T>(int weight, Gen<? extends T> gen) {
    }
}
