package dev.bourse.gateway.decimal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hand-written decimal text is the text {@code BigDecimal.valueOf(units, decimals).toPlainString()} produces
 * (what QuickFIX/J's {@code setDecimal} and the REST answers wrote before).
 */
class DecimalCodecTextTest {
    private static final long SEED = 0x5eed_f1f1L;

    private static List<Long> edgeUnits() {
        final List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, 5L, -5L, 9L, -9L, Long.MAX_VALUE,
                Long.MIN_VALUE, Long.MAX_VALUE - 1, Long.MIN_VALUE + 1));
        long p = 1;
        for (int k = 0; k <= 18; k++) {
            values.add(p);
            values.add(p - 1);
            values.add(p + 1);
            values.add(-p);
            values.add(1 - p);
            p *= 10;
        }
        return values;
    }

    @Test
    void decimalsAreBigDecimalsPlainTextForEdgeValuesAtEveryScale() {
        for (final long units : edgeUnits()) {
            for (int d = 0; d <= 18; d++) {
                assertThat(DecimalCodec.toText(units, d)).as(units + " at " + d)
                        .isEqualTo(BigDecimal.valueOf(units, d).toPlainString());
            }
        }
        assertThat(DecimalCodec.toText(-5, 2)).isEqualTo("-0.05");
        assertThat(DecimalCodec.toText(0, 3)).isEqualTo("0.000");
        assertThat(DecimalCodec.toText(0, 0)).isEqualTo("0");
        assertThat(DecimalCodec.toText(10_050, 2)).isEqualTo("100.50");
        assertThat(DecimalCodec.toText(Long.MAX_VALUE, 0)).isEqualTo("9223372036854775807");
        assertThat(DecimalCodec.toText(Long.MIN_VALUE, 18)).isEqualTo("-9.223372036854775808");
        assertThat(DecimalCodec.toText(1, 18)).isEqualTo("0.000000000000000001");
    }

    @Test
    void decimalsAreBigDecimalsPlainTextForRandomValues() {
        final SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 200_000; i++) {
            final long units = r.nextLong() >> r.nextInt(64);
            final int d = r.nextInt(19);
            assertThat(DecimalCodec.toText(units, d)).as(units + " at " + d)
                    .isEqualTo(BigDecimal.valueOf(units, d).toPlainString());
        }
    }
}
