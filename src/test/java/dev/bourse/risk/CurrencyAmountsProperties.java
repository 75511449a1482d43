package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link CurrencyAmounts} against a plain map model: random additions, holds and sets over few and over many
 * currencies (past the scan limit, where the index takes over, and across its growth), with currencies that collide
 * in the index.
 */
class CurrencyAmountsProperties {

    @Property(tries = 300)
    void everyReadAgreesWithAMapAfterAnySequenceOfChanges(@ForAll("operations") final List<long[]> operations) {
        final CurrencyAmounts amounts = new CurrencyAmounts();
        final Map<Integer, long[]> model = new LinkedHashMap<>();
        for (final long[] op : operations) {
            final int currency = (int) op[1];
            final long[] m = model.computeIfAbsent(currency, c -> new long[2]);
            switch ((int) op[0]) {
                case 0:
                    amounts.addBalance(currency, op[2]);
                    m[0] += op[2];
                    break;
                case 1:
                    amounts.addHeld(currency, op[2]);
                    m[1] += op[2];
                    break;
                case 2:
                    amounts.moveToHold(currency, op[2]);
                    m[0] -= op[2];
                    m[1] += op[2];
                    break;
                default:
                    amounts.set(currency, op[2], -op[2]);
                    m[0] = op[2];
                    m[1] = -op[2];
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

    @Provide
    Arbitrary<List<long[]>> operations() {
        // Multiples of 2^16 collide in the index's low bits before spreading; a wide range passes the scan limit.
        final Arbitrary<Integer> currencies = Arbitraries.oneOf(Arbitraries.integers().between(0, 40),
                Arbitraries.integers().between(0, 30).map(k -> k << 16));
        return Arbitraries.integers().between(0, 3).flatMap(kind -> currencies.flatMap(c -> Arbitraries.longs()
                .between(-1_000_000, 1_000_000).map(amount -> new long[] {kind, c, amount}))).list().ofMaxSize(200);
    }
}
