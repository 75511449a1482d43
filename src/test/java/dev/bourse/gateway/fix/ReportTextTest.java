package dev.bourse.gateway.fix;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import quickfix.UtcTimestampPrecision;
import quickfix.field.converter.UtcTimestampConverter;

/**
 * The hand-written report text is the text the {@code BigDecimal} and {@code java.time} conversions it replaces
 * produce: timestamps against QuickFIX/J's own UTCTimestamp converter, AvgPx against the division the encoder used
 * before (decimals: {@code DecimalCodecTextTest}).
 */
class ReportTextTest {
    private static final long SEED = 0x5eed_f1f1L;

    private static String quickfixTimestamp(final long epochNanos) {
        return UtcTimestampConverter.convert(LocalDateTime.ofInstant(Instant.ofEpochSecond(0, epochNanos),
                ZoneOffset.UTC), UtcTimestampPrecision.MILLIS);
    }

    private static long nanos(final String isoUtc) {
        final Instant t = Instant.parse(isoUtc);
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    @Test
    void timestampsAreQuickfixUtcTimestampsWithMillisecondsAtEdges() {
        final List<Long> times = new ArrayList<>(List.of(0L, 1L, -1L, 999_999L, 1_000_000L, -1_000_000L,
                -1_000_001L, Long.MAX_VALUE, Long.MIN_VALUE));
        for (final String t : List.of("2000-02-29T23:59:59.999999999Z", "2000-03-01T00:00:00Z",
                "2024-02-29T12:00:00.5Z", "2100-02-28T23:59:59.999Z", "2100-03-01T00:00:00Z",
                "1900-02-28T00:00:00Z", "1900-03-01T00:00:00Z", "1969-12-31T23:59:59.999Z", "2026-12-31T23:59:59.999Z",
                "2027-01-01T00:00:00Z", "2262-04-11T23:47:16.854Z", "1677-09-21T00:12:44Z")) {
            times.add(nanos(t));
        }
        for (final long ns : times) {
            assertThat(ReportText.utcTimestamp(ns)).as(Long.toString(ns)).isEqualTo(quickfixTimestamp(ns));
        }
        assertThat(ReportText.utcTimestamp(nanos("2026-12-02T20:21:05.123456789Z"))).isEqualTo("20261202-20:21:05.123");
        assertThat(ReportText.utcTimestamp(-1)).isEqualTo("19691231-23:59:59.999");
    }

    @Test
    void timestampsAreQuickfixUtcTimestampsWithMillisecondsForRandomTimes() {
        final SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 100_000; i++) {
            final long ns = i % 2 == 0 ? r.nextLong() : r.nextLong(nanos("1990-01-01T00:00:00Z"),
                    nanos("2100-01-01T00:00:00Z"));
            assertThat(ReportText.utcTimestamp(ns)).as(Long.toString(ns)).isEqualTo(quickfixTimestamp(ns));
        }
    }

    /** AvgPx as the encoder computed it before {@link ReportText}. */
    private static String bigDecimalAvgPx(final BigDecimal notional, final long cumQty, final int pd) {
        if (cumQty == 0) {
            return BigDecimal.ZERO.toPlainString();
        }
        final BigDecimal px = notional.divide(BigDecimal.valueOf(cumQty), ReportText.AVG_PX_EXTRA_DECIMALS,
                RoundingMode.HALF_EVEN).stripTrailingZeros().movePointLeft(pd);
        return (px.scale() < pd ? px.setScale(pd, RoundingMode.UNNECESSARY) : px).toPlainString();
    }

    @Test
    void avgPxIsTheRoundedExactAverageAsBefore() {
        final BigDecimal beyondLong = BigDecimal.valueOf(Long.MAX_VALUE).multiply(BigDecimal.valueOf(3));
        final Object[][] cases = {
            {BigDecimal.ZERO, 0L, 2, "0"},
            {BigDecimal.valueOf(10_050L * 4), 4L, 2, "100.50"},
            {BigDecimal.valueOf(10_050L * 4 + 10_100L * 6), 10L, 2, "100.80"},
            {BigDecimal.valueOf(1), 3L, 2, "0.00333333"},
            {BigDecimal.valueOf(2), 3L, 0, "0.666667"},
            {BigDecimal.valueOf(1), 128L, 2, "0.00007812"},
            {BigDecimal.valueOf(3), 128L, 2, "0.00023438"},
            {BigDecimal.valueOf(700), 7L, 0, "100"},
            {BigDecimal.valueOf(Long.MAX_VALUE), 1L, 4, "922337203685477.5807"},
            {beyondLong, 3L, 2, "92233720368547758.07"},
            {beyondLong, 2L, 2, "138350580552821637.105"},
        };
        for (final Object[] c : cases) {
            final BigDecimal notional = (BigDecimal) c[0];
            final long cumQty = (Long) c[1];
            final int pd = (Integer) c[2];
            assertThat(ReportText.avgPx(notional, cumQty, pd)).as(notional + "/" + cumQty + " at " + pd)
                    .isEqualTo(bigDecimalAvgPx(notional, cumQty, pd)).isEqualTo(c[3]);
        }
    }

    @Test
    void avgPxMatchesTheBigDecimalDivisionForRandomFills() {
        final SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 20_000; i++) {
            BigDecimal notional = BigDecimal.ZERO;
            long cumQty = 0;
            final int fills = 1 + r.nextInt(4);
            final long price = 1 + r.nextLong(1_000_000);
            for (int f = 0; f < fills; f++) {
                final long size = 1 + r.nextLong(1_000);
                notional = notional.add(BigDecimal.valueOf(r.nextInt(3) == 0 ? price + f : price)
                        .multiply(BigDecimal.valueOf(size)));
                cumQty += size;
            }
            final int pd = r.nextInt(9);
            assertThat(ReportText.avgPx(notional, cumQty, pd)).as(notional + "/" + cumQty + " at " + pd)
                    .isEqualTo(bigDecimalAvgPx(notional, cumQty, pd));
        }
    }
}
