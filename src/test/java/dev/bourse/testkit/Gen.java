package dev.bourse.testkit;

import java.util.List;
import java.util.function.Function;

/**
 * A generator of test values for {@link Property}: a function of the {@link Choices} it draws from. Because a value
 * is a function of its draws, shrinking needs nothing from the generator: {@link #map}, {@link #flatMap} and plain
 * lambdas that call other generators all shrink. Factories are in {@link Generators}.
 *
 * @param <T> the type of the generated values
 */
@FunctionalInterface
public interface Gen<T> {

    /**
     * @param choices where to draw from; pass it on to the generators this one combines
     * @return a value
     */
    T generate(Choices choices);

    /**
     * @param f   a function of the value
     * @param <R> the new value type
     * @return a generator of {@code f(value)}
     */
    default <R> Gen<R> map(final Function<? super T, ? extends R> f) {
        return choices -> f.apply(generate(choices));
    }

    /**
     * @param f   picks the next generator from the value
     * @param <R> the new value type
     * @return a generator of a value of the generator {@code f} picks
     */
    default <R> Gen<R> flatMap(final Function<? super T, Gen<R>> f) {
        return choices -> f.apply(generate(choices)).generate(choices);
    }

    /**
     * @param minSize fewest elements, &gt;= 0
     * @param maxSize most elements, &gt;= {@code minSize}
     * @return a generator of lists of this generator's values; sizes lean towards {@code minSize} and include both
     *         bounds, and shrinking removes elements
     */
    default Gen<List<T>> list(final int minSize, final int maxSize) {
        return Generators.list(this, minSize, maxSize, false);
    }

    /**
     * @param minSize fewest elements, &gt;= 0
     * @param maxSize most elements, &gt;= {@code minSize}
     * @return as {@link #list(int, int)}, with no element twice (an element drawn again is drawn anew, a bounded
     *         number of times)
     */
    default Gen<List<T>> uniqueList(final int minSize, final int maxSize) {
        return Generators.list(this, minSize, maxSize, true);
    }
}
