package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Generators;
import dev.bourse.testkit.Property;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 128-bit sums agree with {@link BigInteger} for any sequence of additions, subtractions and products of extreme
 * values, and their comparisons and conversions are exact at the word boundaries.
 */
class WideSumsTest {
    private static final long[] EXTREMES = {0, 1, -1, 2, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE - 1,
        Long.MIN_VALUE + 1, 1L << 62, -(1L << 62), 1L << 32, -(1L << 32) - 1};

    /** One operation: {kind, key, a, b}. */
    private static Gen<List<long[]>> operations() {
        final Gen<Long> value = choices -> {
            final int pick = Generators.uniformInts(0, 3).generate(choices);
            final long any = Generators.longs().generate(choices);
            final int edge = Generators.uniformInts(0, EXTREMES.length - 1).generate(choices);
            return pick == 0 ? any : EXTREMES[edge];
        };
        final Gen<long[]> op = choices -> new long[] {Generators.uniformInts(0, 4).generate(choices),
            Generators.uniformInts(0, 2).generate(choices), value.generate(choices), value.generate(choices)};
        return op.list(1, 200);
    }

    @Test
    void everySumEqualsTheExactSum() {
        Property.forAll(operations()).tries(300).check(ops -> {
            final WideSums sums = new WideSums();
            final BigInteger[] exact = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
            for (final long[] op : ops) {
                final int key = (int) op[1];
                final BigInteger a = BigInteger.valueOf(op[2]);
                switch ((int) op[0]) {
                    case 0 -> {
                        sums.add(key, op[2]);
                        exact[key] = exact[key].add(a);
                    }
                    case 1 -> {
                        sums.subtract(key, op[2]);
                        exact[key] = exact[key].subtract(a);
                    }
                    case 2 -> {
                        sums.addProduct(key, op[2], op[3]);
                        exact[key] = exact[key].add(a.multiply(BigInteger.valueOf(op[3])));
                    }
                    case 3 -> {
                        sums.addWide(key, op[2], op[3]);
                        exact[key] = exact[key].add(WideSums.toBig(op[2], op[3]));
                    }
                    default -> {
                        sums.subtractWide(key, op[2], op[3]);
                        exact[key] = exact[key].subtract(WideSums.toBig(op[2], op[3]));
                    }
                }
                exact[key] = wrap128(exact[key]);
                assertThat(sums.value(key)).isEqualTo(exact[key]);
                assertThat(sums.fitsLong(key)).isEqualTo(exact[key].bitLength() < 64);
                assertThat(sums.isAtLeast(key, op[3])).as("%s >= %d", exact[key], op[3])
                        .isEqualTo(exact[key].compareTo(BigInteger.valueOf(op[3])) >= 0);
            }
        });
    }

    @Test
    void bigValuesAreAddedExactlyAndBoundariesCompareExactly() {
        final WideSums sums = new WideSums();
        final BigInteger big = BigInteger.ONE.shiftLeft(100).add(BigInteger.valueOf(12_345));
        sums.add(7, big);
        sums.add(7, big.negate());
        assertThat(sums.value(7)).isZero();
        assertThat(sums.contains(7)).isTrue();
        sums.add(8, Long.MAX_VALUE);
        sums.add(8, 1);
        assertThat(sums.fitsLong(8)).isFalse();
        assertThat(sums.isAtLeast(8, Long.MAX_VALUE)).isTrue();
        assertThat(sums.value(8)).isEqualTo(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
        sums.subtract(8, Long.MIN_VALUE);
        assertThat(sums.value(8)).isEqualTo(BigInteger.ONE.shiftLeft(64));
        assertThat(sums.value(9)).as("an absent key").isZero();
        assertThat(sums.isAtLeast(9, 0)).isTrue();
        assertThat(sums.isAtLeast(9, 1)).isFalse();
    }

    /** What the sums can hold: the operations are exact modulo 2^128, which the tests never reach. */
    private static BigInteger wrap128(final BigInteger v) {
        final BigInteger mod = BigInteger.ONE.shiftLeft(128);
        final BigInteger r = v.mod(mod);
        return r.testBit(127) ? r.subtract(mod) : r;
    }
}
