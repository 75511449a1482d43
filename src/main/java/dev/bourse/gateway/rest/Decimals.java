package dev.bourse.gateway.rest;

import dev.bourse.gateway.decimal.DecimalCodec;

/**
 * Exact conversion between decimal strings and the core's fixed-point longs: a value with {@code d} decimals is
 * {@code value × 10^d} units. No exponent and no sign (requests carry no negative value), at most 40 digits
 * each side of the point; a string finer than {@code d} decimals or whose units do not fit a {@code long} is
 * refused, never rounded. The conversion itself is {@link DecimalCodec}'s, shared with the other protocols; this class
 * turns its codes into HTTP refusals.
 * <p>Thread-safety: stateless.
 */
public final class Decimals {
    /** Largest number of decimals a scale may have. */
    public static final int MAX_DECIMALS = DecimalCodec.MAX_DECIMALS;

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
        final long units = DecimalCodec.toUnits(text, decimals);
        if (units == DecimalCodec.NOT_A_DECIMAL) {
            throw ApiProblem.badRequest("NOT_A_DECIMAL", field + ": a decimal string such as \"12.5\" is expected");
        }
        if (units == DecimalCodec.FINER_THAN_SCALE) {
            throw ApiProblem.badRequest("FINER_THAN_SCALE", field + ": " + text + " has more than " + decimals
                    + " decimals");
        }
        if (units == DecimalCodec.OUT_OF_RANGE) {
            throw ApiProblem.badRequest("OUT_OF_RANGE", field + ": " + text + " is too large");
        }
        return units;
    }

    /**
     * @param units    a value in units
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return its plain decimal string with exactly {@code decimals} decimals
     */
    public static String toText(final long units, final int decimals) {
        return DecimalCodec.toText(units, decimals);
    }
}
