package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ArithTest {
    @Test
    void overflowTestsMatchExactArithmetic() {
        final long[] values = {0, 1, -1, 2, 3, 7, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE / 2,
            Long.MAX_VALUE / 3, 3_037_000_499L, 3_037_000_500L, -3_037_000_500L, 1L << 32, -(1L << 32)};
        for (final long a : values) {
            for (final long b : values) {
                final BigInteger product = BigInteger.valueOf(a).multiply(BigInteger.valueOf(b));
                final BigInteger sum = BigInteger.valueOf(a).add(BigInteger.valueOf(b));
                assertThat(Arith.mulFits(a, b)).as("%d * %d", a, b).isEqualTo(product.bitLength() < 64);
                assertThat(Arith.addFits(a, b)).as("%d + %d", a, b).isEqualTo(sum.bitLength() < 64);
            }
        }
    }

    @Test
    void mulDivFloorIsExactBeyondSixtyFourBits() {
        final SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 10_000; i++) {
            final long a = random.nextLong(Long.MAX_VALUE);
            final long c = 1 + random.nextLong(Long.MAX_VALUE - 1);
            final long b = random.nextLong(c + 1);
            final long expected = BigInteger.valueOf(a).multiply(BigInteger.valueOf(b))
                    .divide(BigInteger.valueOf(c)).longValueExact();
            assertThat(Arith.mulDivFloor(a, b, c)).as("%d * %d / %d", a, b, c).isEqualTo(expected);
        }
        assertThat(Arith.mulDivFloor(10, 1, 3)).isEqualTo(3);
        assertThat(Arith.mulDivFloor(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
        assertThat(Arith.mulDivFloor(Long.MAX_VALUE, Long.MAX_VALUE - 1, Long.MAX_VALUE))
                .isEqualTo(Long.MAX_VALUE - 1);
    }

    @Test
    void basisPointsAreExactOrSaturate() {
        final SplittableRandom random = new SplittableRandom(7);
        final long[] edges = {0, 1, 9_999, 10_000, 10_001, Long.MAX_VALUE, Long.MAX_VALUE / 10_000, 1L << 62};
        final long[] bands = {0, 1, 1_000, 9_999, 10_000, 10_001, 1_000_000};
        for (int i = 0; i < 20_000; i++) {
            final long value = i < edges.length * bands.length ? edges[i / bands.length]
                    : random.nextLong(Long.MAX_VALUE);
            final long bps = i < edges.length * bands.length ? bands[i % bands.length] : random.nextLong(1_000_001);
            final BigInteger exact = BigInteger.valueOf(value).multiply(BigInteger.valueOf(bps))
                    .divide(BigInteger.valueOf(10_000));
            final long expected = exact.bitLength() < 64 ? exact.longValueExact() : Long.MAX_VALUE;
            assertThat(Arith.basisPoints(value, bps)).as("%d × %d bp", value, bps).isEqualTo(expected);
        }
        assertThat(Arith.basisPoints(100, 1_000)).isEqualTo(10);
        assertThat(Arith.basisPoints(5, 1_000)).as("a band narrower than a tick").isZero();
    }
}
