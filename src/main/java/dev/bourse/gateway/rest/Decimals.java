package dev.bourse.gateway.rest;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * Exact conversion between decimal strings and the core's fixed-point longs: a value with {@code d} decimals is
 * {@code value × 10^d} units. No exponent and no sign (requests carry no negative value), at most 40 digits
 * each side of the point; a string finer than {@code d} decimals or whose units do not fit a {@code long} is
 * refused, never rounded.
 * <p>Thread-safety: stateless.
 */
public final class Decimals {
    /** Largest number of decimals a scale may have. */
    public static final int MAX_DECIMALS = 18;
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,40}(\\.[0-9]{1,40})?");

    private Decimals() {
    }

    /**
     * @param field    the JSON field, for the error message
     * @param text     the decimal string
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return the value in units, &gt;= 0
     * @throws ApiProblem 400 NOT_A_DECIMAL, FINER_THAN_SCALE or OUT_OF_RANGE
     */
    public static long toUnits(final String field, final String text, final int decimals) {
        if (text == null || !DECIMAL.matcher(text).matches()) {
            throw ApiProblem.badRequest("NOT_A_DECIMAL", field + ": a decimal string such as \"12.5\" is expected");
        }
        final BigDecimal units = new BigDecimal(text).movePointRight(decimals);
        if (units.signum() != 0 && units.stripTrailingZeros().scale() > 0) {
            throw ApiProblem.badRequest("FINER_THAN_SCALE", field + ": " + text + " has more than " + decimals
                    + " decimals");
        }
        try {
            return units.longValueExact();
        } catch (final ArithmeticException e) {
            throw ApiProblem.badRequest("OUT_OF_RANGE", field + ": " + text + " is too large");
        }
    }

    /**
     * @param units    a value in units
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return its plain decimal string with exactly {@code decimals} decimals
     */
    public static String toText(final long units, final int decimals) {
        return BigDecimal.valueOf(units, decimals).toPlainString();
    }
}
