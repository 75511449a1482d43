package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskTotals;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What snapshots carry for money: ledger totals past {@code 2^63} (kept exact with their high words), every risk
 * shard's view of the core's cash rebuilt from the ledgers in any layout, and the price limits of a spec.
 */
class MoneyFieldsSnapshotTest {
    private static final int USD = 2;
    private static final SymbolSpec LIMITED = SymbolSpec.builder().symbolId(5).type(SymbolType.MARGIN)
            .quoteCurrency(USD).quoteScale(3).marginBuy(10).marginSell(12).maxPrice(1_000_000).priceBand(333)
            .referencePrice(4_000).build();

    @TempDir
    Path root;

    @ParameterizedTest(name = "written by 2 risk shards, loaded by {0}")
    @CsvSource({"2", "1", "4"})
    void ledgerTotalsPastTwoToThe63AndTheCashSurviveInAnyLayout(final int riskShards) {
        final MiniCore original = new MiniCore(2, 1);
        original.addSymbol(LIMITED);
        final long most = (1L << 62) - 1;
        original.user(2, USD, 1);
        original.user(1, USD, most);
        assertThat(original.withdraw(1, USD, most, 1)).isEqualTo(ResultCode.SUCCESS);
        original.user(1, USD, most);
        assertThat(original.withdraw(1, USD, most, 2)).isEqualTo(ResultCode.SUCCESS);
        original.user(1, USD, most);
        final RiskTotals before = original.totals();
        final BigInteger deposits = BigInteger.valueOf(most).multiply(BigInteger.valueOf(3)).add(BigInteger.ONE);
        assertThat(deposits.bitLength()).as("past a long").isGreaterThan(63);
        assertThat(before.figures(USD)[3]).isEqualTo(deposits);
        assertThat(before.cash(USD)).isEqualTo(BigInteger.ONE.shiftLeft(62));
        assertThat(before.isBalanced()).as("%s", before).isTrue();

        new SnapshotWriter(root).write(9, 1, original.specList(), original.matching, original.risk);
        final MiniCore restored = new MiniCore(riskShards, 1);
        final LoadedSnapshot loaded = new SnapshotLoader(root).loadNewest(restored.matching, restored.risk);
        restored.registerSpecs(loaded.specs());
        restored.checkInvariants();

        assertThat(loaded.specs()).containsExactly(LIMITED);
        final RiskTotals after = restored.totals();
        assertThat(after.toString()).isEqualTo(before.toString());
        assertThat(after.isBalanced()).as("every shard's view of the cash was rebuilt: %s", after).isTrue();
        final RiskShard owner2 = restored.risk[2 & (riskShards - 1)];
        assertThat(owner2.deposit(2, USD, 1, 99)).as("the cash is exactly at its limit")
                .isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
    }

    @ParameterizedTest(name = "{0} risk shards")
    @CsvSource({"1", "2"})
    void restoredShardsWithoutLedgersStartWithNoCash(final int riskShards) {
        final MiniCore original = new MiniCore(riskShards, 1);
        new SnapshotWriter(root).write(3, 1, List.of(), original.matching, original.risk);
        final MiniCore restored = new MiniCore(riskShards, 1);
        new SnapshotLoader(root).loadNewest(restored.matching, restored.risk);
        restored.user(1, USD, 10);
        assertThat(restored.withdraw(1, USD, 11, 5)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(restored.withdraw(1, USD, 10, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(restored.totals().isBalanced()).isTrue();
    }
}
