package dev.bourse.gateway.fix;

import dev.bourse.gateway.decimal.DecimalCodec;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The text of a report's AvgPx(6) and of its TransactTime(60), written by hand from the core's fixed-point longs:
 * the same characters as QuickFIX/J's UTCTimestamp with milliseconds, without a {@code java.time} formatter per
 * report (prices, sizes and fees go through {@link DecimalCodec#toText}). The event stream's FIX consumer builds
 * every ExecutionReport on one thread, and that thread's cost per report sets how many orders a second FIX answers.
 * <p>Thread-safety: stateless.
 */
final class ReportText {
    /** Decimals of AvgPx(6) beyond the listing's price scale; the exact average is rounded half-even to them. */
    static final int AVG_PX_EXTRA_DECIMALS = 6;
    /** Length of {@code yyyyMMdd-HH:mm:ss.SSS}. */
    private static final int TIMESTAMP_CHARS = 21;
    private static final long MILLIS_PER_DAY = 86_400_000L;
    private static final long NANOS_PER_MILLI = 1_000_000L;
    /** Days from 0000-03-01, where the date arithmetic's 400-year cycles start, to 1970-01-01. */
    private static final long EPOCH_SHIFT_DAYS = 719_468L;
    private static final long DAYS_PER_400_YEARS = 146_097L;
    private static final BigDecimal LONG_MAX = BigDecimal.valueOf(Long.MAX_VALUE);

    private ReportText() {
    }

    /**
     * @param epochNanos a time, ns since 1970-01-01T00:00Z (a {@code long} spans the years 1677 to 2262)
     * @return it as a FIX UTCTimestamp with milliseconds, {@code yyyyMMdd-HH:mm:ss.SSS}, the nanoseconds below the
     *     millisecond dropped (rounded toward the past)
     */
    static String utcTimestamp(final long epochNanos) {
        final long millis = Math.floorDiv(epochNanos, NANOS_PER_MILLI);
        final long days = Math.floorDiv(millis, MILLIS_PER_DAY);
        int ms = (int) Math.floorMod(millis, MILLIS_PER_DAY);
        // The civil date of a day count: years run from March so that the leap day ends each one.
        final long shifted = days + EPOCH_SHIFT_DAYS;
        final long era = Math.floorDiv(shifted, DAYS_PER_400_YEARS);
        final long dayOfEra = shifted - era * DAYS_PER_400_YEARS;
        final long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        final long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        final long monthFromMarch = (5 * dayOfYear + 2) / 153;
        final int day = (int) (dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
        final int month = (int) (monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
        final int year = (int) (yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
        final char[] b = new char[TIMESTAMP_CHARS];
        digits(b, 0, year, 4);
        digits(b, 4, month, 2);
        digits(b, 6, day, 2);
        b[8] = '-';
        digits(b, 9, ms / 3_600_000, 2);
        ms %= 3_600_000;
        b[11] = ':';
        digits(b, 12, ms / 60_000, 2);
        ms %= 60_000;
        b[14] = ':';
        digits(b, 15, ms / 1000, 2);
        b[17] = '.';
        digits(b, 18, ms % 1000, 3);
        return new String(b);
    }

    /** Writes {@code value} (0 to 10^count - 1) as {@code count} digits at {@code from}. */
    private static void digits(final char[] b, final int from, final int value, final int count) {
        int v = value;
        for (int i = from + count - 1; i >= from; i--) {
            b[i] = (char) ('0' + v % 10);
            v /= 10;
        }
    }

    /**
     * AvgPx(6): the exact average price of the fills, {@code notional / cumQty} ticks, rounded half-even to
     * {@value #AVG_PX_EXTRA_DECIMALS} decimals of a tick, trailing zeros dropped down to the price scale.
     *
     * @param notional      the sum of price × size over the fills, ticks × lots, &gt;= 0
     * @param cumQty        the lots filled, &gt;= 0 (0: AvgPx is 0)
     * @param priceDecimals the listing's price scale, 0 to 18
     * @return its text; at least {@code priceDecimals} decimals unless 0
     */
    static String avgPx(final BigDecimal notional, final long cumQty, final int priceDecimals) {
        if (cumQty == 0) {
            return "0";
        }
        // The usual case, fills at one price: the average is a whole number of ticks, no division to round.
        if (notional.scale() == 0 && notional.compareTo(LONG_MAX) <= 0) {
            final long n = notional.longValue();
            if (n % cumQty == 0) {
                return DecimalCodec.toText(n / cumQty, priceDecimals);
            }
        }
        final BigDecimal px = notional.divide(BigDecimal.valueOf(cumQty), AVG_PX_EXTRA_DECIMALS,
                RoundingMode.HALF_EVEN).stripTrailingZeros().movePointLeft(priceDecimals);
        return (px.scale() < priceDecimals ? px.setScale(priceDecimals, RoundingMode.UNNECESSARY) : px)
                .toPlainString();
    }
}
