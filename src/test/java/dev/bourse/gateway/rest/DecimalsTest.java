package dev.bourse.gateway.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.gateway.decimal.DecimalCodec;
import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DecimalsTest {
    private static String reason(final String text, final int decimals) {
        try {
            Decimals.toUnits("f", text, decimals);
            return "accepted";
        } catch (final ApiProblem p) {
            return p.reason();
        }
    }

    @Test
    void decimalStringsConvertExactlyAndBack() {
        assertThat(Decimals.toUnits("f", "100.50", 2)).isEqualTo(10_050);
        assertThat(Decimals.toUnits("f", "100.5", 2)).isEqualTo(10_050);
        assertThat(Decimals.toUnits("f", "0.10", 1)).isEqualTo(1);
        assertThat(Decimals.toUnits("f", "9223372036854775807", 0)).isEqualTo(Long.MAX_VALUE);
        assertThat(Decimals.toUnits("f", "92233720368547758.07", 2)).isEqualTo(Long.MAX_VALUE);
        assertThat(Decimals.toText(10_050, 2)).isEqualTo("100.50");
        assertThat(Decimals.toText(-5, 2)).isEqualTo("-0.05");
        assertThat(Decimals.toText(Long.MAX_VALUE, 18)).isEqualTo("9.223372036854775807");
    }

    @Test
    void finerThanTheScalePastLongOrNotADecimalIsRefusedWithItsReason() {
        assertThat(reason("0.001", 2)).isEqualTo("FINER_THAN_SCALE");
        assertThat(reason("1.5", 0)).isEqualTo("FINER_THAN_SCALE");
        assertThat(reason("9223372036854775808", 0)).isEqualTo("OUT_OF_RANGE");
        assertThat(reason("92233720368547758.08", 2)).isEqualTo("OUT_OF_RANGE");
        for (final String bad : new String[] {"", "1e5", "-1", "+1", " 1", "1.", ".5", "0x10", "NaN", "1,5"}) {
            assertThat(reason(bad, 2)).as(bad).isEqualTo("NOT_A_DECIMAL");
        }
        assertThatThrownBy(() -> Decimals.toUnits("f", "1".repeat(41), 0)).isInstanceOf(ApiProblem.class);
    }

    /** The definition the hand-written conversion must agree with: a regex, then BigDecimal arithmetic. */
    private static long reference(final String text, final int decimals) {
        if (!text.matches("[0-9]{1,40}(\\.[0-9]{1,40})?")) {
            return DecimalCodec.NOT_A_DECIMAL;
        }
        final BigDecimal units = new BigDecimal(text).movePointRight(decimals);
        if (units.signum() != 0 && units.stripTrailingZeros().scale() > 0) {
            return DecimalCodec.FINER_THAN_SCALE;
        }
        try {
            return units.longValueExact();
        } catch (final ArithmeticException e) {
            return DecimalCodec.OUT_OF_RANGE;
        }
    }

    @Test
    void randomStringsConvertAsTheBigDecimalDefinitionSays() {
        final SplittableRandom random = new SplittableRandom(18);
        final String alphabet = "0000000001123456789..-e ";
        for (int i = 0; i < 200_000; i++) {
            final StringBuilder b = new StringBuilder();
            final int length = random.nextInt(random.nextInt(4) == 0 ? 45 : 24);
            for (int c = 0; c < length; c++) {
                b.append(random.nextInt(6) == 0 ? alphabet.charAt(random.nextInt(alphabet.length()))
                        : (char) ('0' + random.nextInt(10)));
            }
            final String text = b.toString();
            final int decimals = random.nextInt(DecimalCodec.MAX_DECIMALS + 1);
            assertThat(DecimalCodec.toUnits(text, decimals)).as("%s at %d decimals", text, decimals)
                    .isEqualTo(reference(text, decimals));
        }
    }
}
