package dev.bourse.testkit;

import java.util.Arrays;
import java.util.List;

/**
 * Shrinks a failing value by editing the draws it was generated from and generating again: first removing list
 * elements (halves, quarters, ... single elements), then moving each draw towards its simplest value (straight
 * there, else by bisection). A candidate is kept when the property still fails with the same exception class and
 * its draws are simpler: fewer, or as many and nearer their simplest values, earlier draws first. So shrinking
 * always ends; it also stops at a time and a run budget.
 *
 * <p>Thread-safety: none; one shrink at a time.
 *
 * @param <T> the value type
 */
final class Shrinker<T> {
    private final Gen<T> gen;
    private final Property.Body<T> body;
    private final Class<? extends Throwable> kind;
    private final long deadline;
    private final int maxRuns;
    private Attempt<T> best;
    private int runs;
    private int steps;

    /**
     * @param gen          the generator
     * @param body         the property
     * @param failing      the failing attempt to shrink
     * @param budgetNanos  longest time to spend
     * @param maxRuns      most runs of the property to spend
     */
    Shrinker(final Gen<T> gen, final Property.Body<T> body, final Attempt<T> failing, final long budgetNanos,
            final int maxRuns) {
        this.gen = gen;
        this.body = body;
        this.kind = failing.failure().getClass();
        this.best = failing;
        this.deadline = System.nanoTime() + budgetNanos;
        this.maxRuns = maxRuns;
    }

    /** @return the simplest failing attempt found */
    Attempt<T> shrink() {
        boolean progress = true;
        while (progress && inBudget()) {
            progress = removeElements();
            progress |= simplifyDraws();
        }
        return best;
    }

    /** @return how many times the property ran */
    int runs() {
        return runs;
    }

    /** @return how many simpler failing values were found */
    int steps() {
        return steps;
    }

    private boolean inBudget() {
        return runs < maxRuns && System.nanoTime() < deadline;
    }

    private boolean removeElements() {
        boolean progress = false;
        for (int l = 0; l < best.lists().size() && inBudget(); l++) {
            for (int chunk = Integer.highestOneBit(Math.max(1, best.lists().get(l).size() / 2)); chunk >= 1;
                    chunk /= 2) {
                int from = 0;
                while (l < best.lists().size() && from + chunk <= best.lists().get(l).size() && inBudget()) {
                    if (tryRemove(best.lists().get(l), from, chunk)) {
                        progress = true;
                    } else {
                        from += chunk;
                    }
                }
            }
        }
        return progress;
    }

    private boolean tryRemove(final Choices.ListDraws list, final int from, final int chunk) {
        final long[] draws = best.draws();
        if (draws[list.sizeDraw] - chunk < best.choices().minAt(list.sizeDraw)) {
            return false;
        }
        final int cutStart = list.start(from);
        final int cutEnd = list.start(from + chunk);
        final long[] candidate = new long[draws.length - (cutEnd - cutStart)];
        System.arraycopy(draws, 0, candidate, 0, cutStart);
        System.arraycopy(draws, cutEnd, candidate, cutStart, draws.length - cutEnd);
        candidate[list.sizeDraw] -= chunk;
        return tryDraws(candidate);
    }

    private boolean simplifyDraws() {
        boolean progress = false;
        for (int i = 0; i < best.draws().length && inBudget(); i++) {
            final long value = best.draws()[i];
            final long target = best.choices().simplestAt(i);
            if (value == target) {
                continue;
            }
            if (tryValue(i, target)) {
                progress = true;
                continue;
            }
            final long direction = value > target ? 1 : -1;
            long passing = 0;
            long failing = (value - target) * direction;
            while (Long.compareUnsigned(failing - passing, 1) > 0 && inBudget()) {
                final long mid = passing + ((failing - passing) >>> 1);
                if (tryValue(i, target + direction * mid)) {
                    failing = mid;
                    progress = true;
                } else {
                    passing = mid;
                }
            }
        }
        return progress;
    }

    private boolean tryValue(final int index, final long value) {
        if (index >= best.draws().length) {
            return false;
        }
        final long[] candidate = best.draws().clone();
        candidate[index] = value;
        return tryDraws(candidate);
    }

    private boolean tryDraws(final long[] draws) {
        final Attempt<T> attempt = run(gen, body, Choices.replay(draws));
        runs++;
        if (attempt == null || attempt.failure() == null || attempt.failure().getClass() != kind
                || !simpler(attempt, best)) {
            return false;
        }
        best = attempt;
        steps++;
        return true;
    }

    /**
     * Generates a value from {@code choices} and runs the property on it.
     *
     * @return the attempt (its failure null when the property held), or null when the draws generate no value
     */
    static <T> Attempt<T> run(final Gen<T> gen, final Property.Body<T> body, final Choices choices) {
        final T value;
        try {
            value = gen.generate(choices);
        } catch (final RuntimeException e) {
            return null;
        }
        Throwable failure = null;
        try {
            body.accept(value);
        } catch (final Exception | AssertionError | StackOverflowError e) {
            failure = e;
        }
        return new Attempt<>(value, choices, failure);
    }

    private static boolean simpler(final Attempt<?> a, final Attempt<?> b) {
        final long[] x = a.draws();
        final long[] y = b.draws();
        if (x.length != y.length) {
            return x.length < y.length;
        }
        for (int i = 0; i < x.length; i++) {
            final long dx = distance(x[i], a.choices().simplestAt(i));
            final long dy = distance(y[i], b.choices().simplestAt(i));
            if (dx != dy) {
                return Long.compareUnsigned(dx, dy) < 0;
            }
        }
        return false;
    }

    private static long distance(final long value, final long target) {
        return value >= target ? value - target : target - value;
    }

    /**
     * One generated value, the draws it came from, and how the property took it.
     *
     * @param value   the value
     * @param choices the draws
     * @param draws   the draws' values
     * @param failure what the property threw, or null
     * @param <T>     the value type
     */
    record Attempt<T>(T value, Choices choices, long[] draws, Throwable failure) {
        Attempt(final T value, final Choices choices, final Throwable failure) {
            this(value, choices, choices.draws(), failure);
        }

        List<Choices.ListDraws> lists() {
            return choices.lists();
        }

        @Override
        public String toString() {
            return value + " from " + Arrays.toString(draws());
        }
    }
}
