package dev.bourse.testkit;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A property test: a statement checked on many generated values, inside an ordinary JUnit {@code @Test}.
 * <pre>
 *   Property.forAll(Generators.ints(-1_000, 1_000).list(0, 300)).tries(200).check(steps -&gt; ...);
 * </pre>
 * Each run takes a fresh random seed (or the one given by the system property {@value #SEED_PROPERTY}, or one fixed
 * by {@link #seed(long)}); each try
 * draws from a generator seeded from it. When a try fails, the value is shrunk ({@link Shrinker}) and the test
 * fails with an {@link AssertionError} that names the seed, the try, the shrunk value and the first failing value;
 * its cause is the shrunk value's failure. Running the test again with {@code -D}{@value #SEED_PROPERTY}{@code =seed}
 * generates the same values and fails the same way.
 *
 * <p>Thread-safety: a configured instance may be checked from one thread at a time.
 *
 * @param <T> the value type
 */
public final class Property<T> {
    /** System property fixing the seed of every property run, to replay a failure. */
    public static final String SEED_PROPERTY = "bourse.property.seed";
    /** System property bounding the time spent shrinking one failure, in seconds (default 10). */
    public static final String SHRINK_SECONDS_PROPERTY = "bourse.property.shrinkSeconds";
    private static final int DEFAULT_TRIES = 100;
    private static final int SHRINK_RUNS = 100_000;
    private static final int MAX_SHOWN = 4_000;

    private final Gen<T> gen;
    private final int tries;
    private final Function<? super T, String> shown;
    /** The seed fixed in code, or null to take the system property's or a random one. */
    private final Long seed;

    private Property(final Gen<T> gen, final int tries, final Function<? super T, String> shown, final Long seed) {
        this.gen = gen;
        this.tries = tries;
        this.shown = shown;
        this.seed = seed;
    }

    /**
     * The statement under test, given one generated value.
     *
     * @param <T> the value type
     */
    @FunctionalInterface
    public interface Body<T> {
        /**
         * @param value the generated value
         * @throws Exception to fail, as may an {@link AssertionError}
         */
        void accept(T value) throws Exception;
    }

    /**
     * @param gen generator of the values
     * @param <T> the value type
     * @return a property over them, {@value #DEFAULT_TRIES} tries unless {@link #tries(int)} says otherwise
     */
    public static <T> Property<T> forAll(final Gen<T> gen) {
        return new Property<>(gen, DEFAULT_TRIES, String::valueOf, null);
    }

    /**
     * @param count number of values to try, &gt;= 1
     * @return this property with that many tries
     */
    public Property<T> tries(final int count) {
        if (count < 1) {
            throw new IllegalArgumentException("tries " + count);
        }
        return new Property<>(gen, count, shown, seed);
    }

    /**
     * @param description how a failure message shows a value (by default {@link String#valueOf(Object)})
     * @return this property with that description
     */
    public Property<T> shownAs(final Function<? super T, String> description) {
        return new Property<>(gen, tries, description, seed);
    }

    /**
     * @param fixed the seed to use on every run, whatever {@value #SEED_PROPERTY} says
     * @return this property with that seed
     */
    public Property<T> seed(final long fixed) {
        return new Property<>(gen, tries, shown, fixed);
    }

    /**
     * Checks the statement on every try's value.
     *
     * @param body the statement
     * @throws AssertionError for the first failing try, after shrinking; the message names the seed
     */
    public void check(final Body<T> body) {
        final long runSeed = runSeed();
        final SplittableRandom seeds = new SplittableRandom(runSeed);
        for (int t = 1; t <= tries; t++) {
            final Choices choices = Choices.random(seeds.nextLong());
            final T value = gen.generate(choices);
            Throwable failure = null;
            try {
                body.accept(value);
            } catch (final Exception | AssertionError | StackOverflowError e) {
                failure = e;
            }
            if (failure != null) {
                throw shrunk(runSeed, t, new Shrinker.Attempt<>(value, choices, failure), body);
            }
        }
    }

    private long runSeed() {
        if (seed != null) {
            return seed;
        }
        final String given = System.getProperty(SEED_PROPERTY);
        return given == null || given.isBlank() ? ThreadLocalRandom.current().nextLong() : Long.parseLong(given.trim());
    }

    private AssertionError shrunk(final long seed, final int attempt, final Shrinker.Attempt<T> first,
            final Body<T> body) {
        final long budget = TimeUnit.SECONDS.toNanos(Long.getLong(SHRINK_SECONDS_PROPERTY, 10));
        final Shrinker<T> shrinker = new Shrinker<>(gen, body, first, budget, SHRINK_RUNS);
        final Shrinker.Attempt<T> smallest = shrinker.shrink();
        final AssertionError error = new AssertionError("property of " + caller() + " failed on try " + attempt
                + " of " + tries + " with seed " + seed + " (replay: -D" + SEED_PROPERTY + "=" + seed + ")"
                + "\nshrunk in " + shrinker.steps() + " steps (" + shrinker.runs() + " runs) to: "
                + shown(smallest.value()) + "\nfirst failing value: " + shown(first.value())
                + "\nfailure of the shrunk value: " + smallest.failure(), smallest.failure());
        if (smallest != first) {
            error.addSuppressed(first.failure());
        }
        return error;
    }

    private String shown(final T value) {
        final String text = shown.apply(value);
        return text.length() <= MAX_SHOWN ? text
                : text.substring(0, MAX_SHOWN) + "... (" + (text.length() - MAX_SHOWN) + " more characters)";
    }

    /** The test method that called {@link #check}, for the message. */
    private static String caller() {
        return StackWalker.getInstance().walk(frames -> frames
                .filter(f -> !f.getClassName().equals(Property.class.getName()))
                .findFirst()
                .map(f -> f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "#" + f.getMethodName())
                .orElse("?"));
    }
}
