package dev.bourse.config;

/**
 * A configuration that cannot be used: a value out of range, a value that does not parse, an unknown property
 * name, or a file that cannot be read. The message names the property, the bad value and what is allowed, e.g.
 * {@code bourse.ring.size = 1000: must be a power of two in 1024..4194304 (default 1024)}. Thrown only while
 * building or loading a configuration (practice 8: exceptions mean bugs or bad configuration).
 *
 * <p>Thread-safety: immutable.
 */
public final class ConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The property at fault, or empty; see {@link #property()}. */
    private final String property;

    /**
     * @param property the property at fault, e.g. {@code bourse.ring.size}; empty when the fault is not one
     *                 property's (an unreadable file)
     * @param message  the full message, naming the property, the value and the allowed range
     */
    public ConfigException(final String property, final String message) {
        super(message);
        this.property = property;
    }

    /**
     * @param property the property at fault, or empty
     * @param message  the full message
     * @param cause    the underlying failure, e.g. an {@link java.io.IOException}
     */
    public ConfigException(final String property, final String message, final Throwable cause) {
        super(message, cause);
        this.property = property;
    }

    /**
     * The property at fault. For a rule between two properties, the one whose value the message asks to change.
     *
     * @return a {@code bourse.*} name from {@link Settings}, an unknown name that was rejected, or
     *         {@code ""} when the fault is not one property's
     */
    public String property() {
        return property;
    }
}
