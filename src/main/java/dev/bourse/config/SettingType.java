package dev.bourse.config;

/**
 * How one kind of setting is read, written, checked and described: the per-type half of a {@link Setting} row. A
 * type knows nothing of the setting's name or default; {@link Setting} adds them to what the type says.
 *
 * <p>Thread-safety: immutable.
 *
 * @param <T> the value type, with value equality
 */
abstract class SettingType<T> {
    /**
     * The kind of setting, for documents and tests.
     *
     * @return e.g. {@code int}, {@code byte size}, {@code enum}
     */
    abstract String kind();

    /**
     * Parses the text of a property value.
     *
     * @param text the value, already trimmed
     * @return the value, possibly outside the allowed range (that is {@link #refusal}'s to say)
     * @throws IllegalArgumentException whose message says what the text must be, e.g. {@code must be true or false}
     */
    abstract T parse(String text);

    /**
     * The text {@link #parse} reads back as an equal value.
     *
     * @param value a value, not null
     * @return the text, e.g. {@code 1024}, {@code YIELDING}, {@code 0,1} or {@code ""} for an empty list
     */
    String format(final T value) {
        return value.toString();
    }

    /**
     * The text for a reader: {@link #format}, with a number annotated in its unit where that helps, e.g.
     * {@code 268435456 (256 MiB)}, and {@code empty} for an empty value.
     *
     * @param value a value, not null
     * @return the text
     */
    String describe(final T value) {
        final String text = format(value);
        return text.isEmpty() ? "empty" : text;
    }

    /**
     * The canonical form a value is stored in, so that equal settings compare equal (a normalized path, an
     * unmodifiable list).
     *
     * @param value a value, not null
     * @return the value to store
     */
    T normalize(final T value) {
        return value;
    }

    /**
     * Why a value is not allowed.
     *
     * @param value a normalized value, not null
     * @return {@code null} when allowed; else a rule such as {@code must be in 1..10000}
     */
    String refusal(final T value) {
        return null;
    }

    /**
     * The allowed values in words, with plain numbers, as error messages give them.
     *
     * @return e.g. {@code a power of two in 1024..4194304} or {@code one of ASYNC, GROUP_COMMIT}
     */
    abstract String range();

    /**
     * The allowed values in words for a reader, numbers annotated as in {@link #describe}.
     *
     * @return e.g. {@code a power of two in 1024..4194304 (2^22)}
     */
    String describeRange() {
        return range();
    }
}
