package dev.bourse.gateway.decimal;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * Exact conversion between decimal strings and the core's fixed-point longs, shared by every gateway protocol: a
 * value with {@code d} decimals is {@code value × 10^d} units. No exponent and no sign (orders carry no negative
 * value), at most 40 digits each side of the point; a string finer than {@code d} decimals or whose units do not fit
 * a {@code long} is refused with a code, never rounded. Each protocol turns the codes into its own refusal (an HTTP
 * 400, a FIX reject).
 * <p>Thread-safety: stateless.
 */
public final class DecimalCodec {
    /** Largest number of decimals a scale may have. */
    public static final int MAX_DECIMALS = 18;
    /** {@link #toUnits} code: not a plain unsigned decimal string (or null). */
    public static final long NOT_A_DECIMAL = -1;
    /** {@link #toUnits} code: more decimals than the scale has. */
    public static final long FINER_THAN_SCALE = -2;
    /** {@link #toUnits} code: the units do not fit a {@code long}. */
    public static final long OUT_OF_RANGE = -3;
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,40}(\\.[0-9]{1,40})?");

    private DecimalCodec() {
    }

    /**
     * @param text     the decimal string, e.g. {@code "12.5"}
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return the value in units, &gt;= 0, or a negative code: {@link #NOT_A_DECIMAL}, {@link #FINER_THAN_SCALE},
     *     {@link #OUT_OF_RANGE}
     */
    public static long toUnits(final String text, final int decimals) {
        if (text == null || !DECIMAL.matcher(text).matches()) {
            return NOT_A_DECIMAL;
        }
        final BigDecimal units = new BigDecimal(text).movePointRight(decimals);
        if (units.signum() != 0 && units.stripTrailingZeros().scale() > 0) {
            return FINER_THAN_SCALE;
        }
        try {
            return units.longValueExact();
        } catch (final ArithmeticException e) {
            return OUT_OF_RANGE;
        }
    }

    /**
     * @param units    a value in units
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return its exact decimal value with exactly {@code decimals} decimals
     */
    public static BigDecimal toDecimal(final long units, final int decimals) {
        return BigDecimal.valueOf(units, decimals);
    }

    /**
     * @param units    a value in units
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return its plain decimal string with exactly {@code decimals} decimals
     */
    public static String toText(final long units, final int decimals) {
        return toDecimal(units, decimals).toPlainString();
    }
}
