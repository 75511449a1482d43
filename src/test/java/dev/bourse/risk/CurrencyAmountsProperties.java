package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import static dev.bourse.testkit.Generators.ints;
import static dev.bourse.testkit.Generators.longs;
import static dev.bourse.testkit.Generators.oneOf;

import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link CurrencyAmounts} against a plain map model: random additions, holds and sets over few and over many
 * currencies (past the scan limit, where the index takes over, and across its growth), with currencies that collide
 * in the index.
 */
class CurrencyAmountsProperties {

    /** One change: kind 0 adds to the balance, 1 to the held amount, 2 moves to hold, 3 sets both. */
    record Op(int kind, int currency, long amount) {
    }

    @Test
    void everyReadAgreesWithAMapAfterAnySequenceOfChanges() {
        Property.forAll(operations()).tries(300).check(CurrencyAmountsProperties::readsAgreeWithAMap);
    }

    private static void readsAgreeWithAMap(final List<Op> operations) {
        final CurrencyAmounts amounts = new CurrencyAmounts();
        final Map<Integer, long[]> model = new LinkedHashMap<>();
        for (final Op op : operations) {
            final int currency = op.currency();
            final long amount = op.amount();
            final long[] m = model.computeIfAbsent(currency, c -> new long[2]);
            switch (op.kind()) {
                case 0:
                    amounts.addBalance(currency, amount);
                    m[0] += amount;
                    break;
                case 1:
                    amounts.addHeld(currency, amount);
                    m[1] += amount;
                    break;
                case 2:
                    amounts.moveToHold(currency, amount);
                    m[0] -= amount;
                    m[1] += amount;
                    break;
                default:
                    amounts.set(currency, amount, -amount);
                    m[0] = amount;
                    m[1] = -amount;
                    break;
            }
            assertThat(amounts.balance(currency)).isEqualTo(m[0]);
            assertThat(amounts.held(currency)).isEqualTo(m[1]);
        }
        assertThat(amounts.size()).isEqualTo(model.size());
        for (final Map.Entry<Integer, long[]> e : model.entrySet()) {
            assertThat(amounts.balance(e.getKey())).as("balance of %d", e.getKey()).isEqualTo(e.getValue()[0]);
            assertThat(amounts.held(e.getKey())).as("held of %d", e.getKey()).isEqualTo(e.getValue()[1]);
        }
        final List<Integer> visited = new ArrayList<>();
        amounts.forEach((c, balance, held) -> {
            visited.add(c);
            assertThat(balance).isEqualTo(model.get(c)[0]);
            assertThat(held).isEqualTo(model.get(c)[1]);
        });
        assertThat(visited).as("first-appearance order").containsExactlyElementsOf(model.keySet());
        final int[] sorted = amounts.sortedCurrencies();
        assertThat(sorted).isSorted().hasSize(model.size());
        for (final int c : sorted) {
            assertThat(model).containsKey(c);
        }
        assertThat(amounts.balance(Integer.MIN_VALUE)).as("an absent currency").isZero();
        assertThat(amounts.held(Integer.MIN_VALUE)).isZero();
    }

    private static Gen<List<Op>> operations() {
        // Multiples of 2^16 collide in the index's low bits before spreading; a wide range passes the scan limit.
        final Gen<Integer> currencies = oneOf(ints(0, 40), ints(0, 30).map(k -> k << 16));
        final Gen<Op> op = in -> new Op(ints(0, 3).generate(in), currencies.generate(in),
                longs(-1_000_000, 1_000_000).generate(in));
        return op.list(0, 200);
    }
}
