package dev.bourse.common;

/**
 * The switch for expensive self-checks (invariant walks after every command). Read once from the system property
 * {@code bourse.checks} (default {@code false}); the test build sets it to {@code true}. Being a
 * {@code static final boolean}, a disabled check is removed by the JIT and costs nothing.
 *
 * <p>Thread-safety: constants only.
 */
public final class Checks {
    /** Whether invariant checks run on hot paths. */
    public static final boolean ENABLED = Boolean.getBoolean("bourse.checks");

    private Checks() {
    }
}
