package dev.bourse.gateway.decimal;

import java.math.BigDecimal;

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
    /** Most digits on either side of the point. */
    private static final int MAX_DIGITS = 40;
    /** Longest {@link #toText}: a sign, 19 digits with a leading "0." below one at 18 decimals. */
    private static final int MAX_TEXT_CHARS = 22;

    private DecimalCodec() {
    }

    /**
     * @param text     the decimal string, e.g. {@code "12.5"}
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return the value in units, &gt;= 0, or a negative code: {@link #NOT_A_DECIMAL}, {@link #FINER_THAN_SCALE},
     *     {@link #OUT_OF_RANGE}
     */
    public static long toUnits(final String text, final int decimals) {
        // By hand, not a regex and a BigDecimal: this runs for every price and size of every order request.
        if (text == null) {
            return NOT_A_DECIMAL;
        }
        final int n = text.length();
        final int point = text.indexOf('.');
        final int intDigits = point < 0 ? n : point;
        final int fracDigits = point < 0 ? 0 : n - point - 1;
        if (intDigits < 1 || intDigits > MAX_DIGITS || point >= 0 && (fracDigits < 1 || fracDigits > MAX_DIGITS)
                || !digits(text, 0, intDigits) || point >= 0 && !digits(text, point + 1, n)) {
            return NOT_A_DECIMAL;
        }
        for (int i = decimals; i < fracDigits; i++) {
            if (text.charAt(point + 1 + i) != '0') {
                return FINER_THAN_SCALE;
            }
        }
        long units = 0;
        for (int i = 0; i < intDigits + decimals; i++) {
            final int digit;
            if (i < intDigits) {
                digit = text.charAt(i) - '0';
            } else {
                final int f = i - intDigits;
                digit = f < fracDigits ? text.charAt(point + 1 + f) - '0' : 0;
            }
            if (units > (Long.MAX_VALUE - digit) / 10) {
                return OUT_OF_RANGE;
            }
            units = units * 10 + digit;
        }
        return units;
    }

    /** @return whether {@code text[from, to)} is all ASCII digits */
    private static boolean digits(final String text, final int from, final int to) {
        for (int i = from; i < to; i++) {
            final char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
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
     * The text {@code BigDecimal.valueOf(units, decimals).toPlainString()} gives, written by hand: every REST answer,
     * WebSocket message and FIX execution report formats its prices and sizes here, and a {@code BigDecimal} per
     * field was a measurable share of the FIX report thread.
     *
     * @param units    a value in units, any sign
     * @param decimals the scale, 0 to {@link #MAX_DECIMALS}
     * @return its plain decimal string with exactly {@code decimals} decimals: {@code "-0.05"} for -5 at 2,
     *     {@code "7"} for 7 at 0
     */
    public static String toText(final long units, final int decimals) {
        if (decimals < 0 || decimals > MAX_DECIMALS) {
            return toDecimal(units, decimals).toPlainString();
        }
        final char[] b = new char[MAX_TEXT_CHARS];
        int at = b.length;
        // Digits come off a value kept <= 0, so that Long.MIN_VALUE needs no special case.
        long v = units < 0 ? units : -units;
        for (int i = 0; i < decimals; i++) {
            b[--at] = (char) ('0' - v % 10);
            v /= 10;
        }
        if (decimals > 0) {
            b[--at] = '.';
        }
        do {
            b[--at] = (char) ('0' - v % 10);
            v /= 10;
        } while (v != 0);
        if (units < 0) {
            b[--at] = '-';
        }
        return new String(b, at, b.length - at);
    }
}
