package dev.bourse.config;

/**
 * One row of the setting table {@link Settings}: a property name, its type (how its text is parsed and which values
 * are allowed), its default, its unit and its documentation. The builder, the loader, the validator,
 * {@link ExchangeConfig#describe()} and the shipped {@code config/bourse.properties} all read these rows, so a
 * default, a range or a doc is written once, here.
 *
 * <pre>
 *   ExchangeConfig config = ExchangeConfig.builder().set(Settings.RING_SIZE, 4096).build();
 *   int slots = config.get(Settings.RING_SIZE);
 * </pre>
 *
 * <p>Rows are made only by {@link Settings}. Identity is the row: two settings are equal only when they are the same
 * constant. Thread-safety: immutable.
 *
 * @param <T> the value type: {@link Integer}, {@link Long}, {@link Boolean}, an enum, {@link java.nio.file.Path}
 *            or {@code List<Integer>}
 */
public final class Setting<T> {
    private final int index;
    private final String name;
    private final String section;
    private final SettingType<T> type;
    private final T defaultValue;
    private final String unit;
    private final String doc;

    Setting(final int index, final String name, final String section, final SettingType<T> type,
            final T defaultValue, final String unit, final String doc) {
        this.index = index;
        this.name = name;
        this.section = section;
        this.type = type;
        this.defaultValue = type.normalize(defaultValue);
        this.unit = unit;
        this.doc = doc.strip();
    }

    /**
     * The property key, in {@code config/bourse.properties} and as a JVM system property
     * ({@code -Dbourse.ring.size=4096}).
     *
     * @return a name starting with {@value Settings#PREFIX}
     */
    public String name() {
        return name;
    }

    /**
     * The value a configuration has when nothing sets this setting.
     *
     * @return the default, within {@link #range()}
     */
    public T defaultValue() {
        return defaultValue;
    }

    /**
     * What a value counts or measures.
     *
     * @return e.g. {@code slots} or {@code bytes}; {@code ""} for switches, enums and paths
     */
    public String unit() {
        return unit;
    }

    /**
     * The allowed values of this setting alone, in words, numbers annotated (rules between settings are stated in
     * {@code config/bourse.properties} and checked by {@link ExchangeConfig.Builder#build()}).
     *
     * @return e.g. {@code a power of two in 1024..4194304 (2^22)}
     */
    public String range() {
        return type.describeRange();
    }

    /**
     * What the setting does and why its default is what it is: the explanation printed above the setting in
     * {@code config/bourse.properties}.
     *
     * @return lines separated by {@code \n}, each short enough for a 120-column comment
     */
    public String doc() {
        return doc;
    }

    /**
     * The property name.
     *
     * @return {@link #name()}
     */
    @Override
    public String toString() {
        return name;
    }

    int index() {
        return index;
    }

    String section() {
        return section;
    }

    SettingType<T> type() {
        return type;
    }

    /**
     * Parses the text of a value; see {@link SettingType#parse}.
     *
     * @param text the text, trimmed here
     * @return the value, normalized, not yet checked against the range
     * @throws IllegalArgumentException saying what the text must be
     */
    T parse(final String text) {
        return type.normalize(type.parse(text.trim()));
    }

    /**
     * The value to store for a value given to a builder.
     *
     * @param value a value, or {@code null} for the default
     * @return the normalized value
     */
    T normalize(final T value) {
        return value == null ? defaultValue : type.normalize(value);
    }

    /**
     * The value held in an untyped slot of a configuration, typed by this row that stored it.
     *
     * @param value an object stored for this setting
     * @return the value
     */
    @SuppressWarnings("unchecked")
    T cast(final Object value) {
        return (T) value;
    }

    String format(final T value) {
        return type.format(value);
    }

    String describe(final T value) {
        return type.describe(value);
    }

    /**
     * Why a value of this setting alone is not allowed.
     *
     * @param value a normalized value
     * @return {@code null} when allowed, else e.g. {@code must be in 1..10000 (default 10)}
     */
    String refusal(final T value) {
        final String rule = type.refusal(value);
        if (rule == null) {
            return null;
        }
        final String text = format(defaultValue);
        return rule + " (default " + (text.isEmpty() ? "empty" : text) + ")";
    }
}
