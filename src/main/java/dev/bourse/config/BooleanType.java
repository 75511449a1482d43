package dev.bourse.config;

/**
 * A switch: {@code true} or {@code false}, in any case.
 *
 * <p>Thread-safety: immutable.
 */
final class BooleanType extends SettingType<Boolean> {
    /** The one instance: the type has no parameters. */
    static final BooleanType INSTANCE = new BooleanType();

    private BooleanType() {
    }

    @Override
    Boolean parse(final String text) {
        if ("true".equalsIgnoreCase(text)) {
            return Boolean.TRUE;
        }
        if ("false".equalsIgnoreCase(text)) {
            return Boolean.FALSE;
        }
        throw new IllegalArgumentException("must be " + range());
    }

    @Override
    String kind() {
        return "boolean";
    }

    @Override
    String range() {
        return "true or false";
    }
}
