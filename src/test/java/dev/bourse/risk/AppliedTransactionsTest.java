package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AppliedTransactionsTest {
    @Test
    void idsAreKeptPerCurrencyAcrossTheScanLimitAndAgreeWithASetModel() {
        final SplittableRandom random = new SplittableRandom(42);
        for (int round = 0; round < 200; round++) {
            final AppliedTransactions applied = new AppliedTransactions();
            final Set<String> model = new HashSet<>();
            final int ids = random.nextInt(40);
            for (int i = 0; i < ids; i++) {
                final int currency = 1 + random.nextInt(4);
                final long txId = random.nextLong(30) - 5;
                assertThat(applied.contains(currency, txId)).isEqualTo(model.contains(currency + ":" + txId));
                applied.add(currency, txId);
                model.add(currency + ":" + txId);
            }
            assertThat(applied.size()).isEqualTo(model.size());
            for (int currency = 0; currency <= 5; currency++) {
                for (long txId = -6; txId < 26; txId++) {
                    assertThat(applied.contains(currency, txId)).isEqualTo(model.contains(currency + ":" + txId));
                }
            }
            final Set<String> listed = new HashSet<>();
            for (final int currency : applied.sortedCurrencies()) {
                for (final long txId : applied.ids(currency)) {
                    assertThat(listed.add(currency + ":" + txId)).isTrue();
                }
            }
            assertThat(listed).isEqualTo(model);
        }
    }

    @Test
    void theSameIdInAnotherCurrencyIsAnotherTransaction() {
        final AppliedTransactions applied = new AppliedTransactions();
        applied.add(1, 7);
        assertThat(applied.contains(1, 7)).isTrue();
        assertThat(applied.contains(2, 7)).isFalse();
        applied.add(2, 7);
        applied.add(2, 7);
        assertThat(applied.size()).isEqualTo(2);
        assertThat(applied.sortedCurrencies()).containsExactly(1, 2);
        assertThat(applied.ids(2)).containsExactly(7L);
    }
}
