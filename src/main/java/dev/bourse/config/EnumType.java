package dev.bourse.config;

import java.util.Locale;

/**
 * One constant of an enum, by name in any case; written as the constant's name.
 *
 * <p>Thread-safety: immutable.
 *
 * @param <E> the enum
 */
final class EnumType<E extends Enum<E>> extends SettingType<E> {
    private final E[] constants;

    private EnumType(final E[] constants) {
        this.constants = constants;
    }

    static <E extends Enum<E>> EnumType<E> of(final Class<E> type) {
        return new EnumType<>(type.getEnumConstants());
    }

    /**
     * The constants, for documents and tests that must name each of them.
     *
     * @return a fresh array in declaration order
     */
    E[] constants() {
        return constants.clone();
    }

    @Override
    E parse(final String text) {
        final String name = text.toUpperCase(Locale.ROOT);
        for (final E e : constants) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new IllegalArgumentException("must be " + range());
    }

    @Override
    String format(final E value) {
        return value.name();
    }

    @Override
    String kind() {
        return "enum";
    }

    @Override
    String range() {
        final StringBuilder text = new StringBuilder("one of ");
        for (int i = 0; i < constants.length; i++) {
            text.append(i == 0 ? "" : ", ").append(constants[i].name());
        }
        return text.toString();
    }
}
