package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import org.junit.jupiter.api.Test;

class SymbolSpecTest {
    private static SymbolSpec.Builder spot() {
        return SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(10)
                .quoteScale(5).takerFee(3).makerFee(2);
    }

    private static SymbolSpec.Builder margin() {
        return SymbolSpec.builder().symbolId(2).type(SymbolType.MARGIN).quoteCurrency(2).quoteScale(5).marginBuy(7)
                .marginSell(8);
    }

    @Test
    void defaultsFillLimitsAndStatus() {
        final SymbolSpec s = spot().build();
        assertThat(s.minSize()).isEqualTo(1);
        assertThat(s.maxSize()).isEqualTo(Long.MAX_VALUE);
        assertThat(s.maxNotional()).isEqualTo(Long.MAX_VALUE);
        assertThat(s.status()).isEqualTo(TradingStatus.OPEN);
        assertThat(s.isMargin()).isFalse();
        assertThat(margin().build().baseCurrency()).isEqualTo(SymbolSpec.NO_CURRENCY);
    }

    @Test
    void equalFieldsMeanEqualSpecs() {
        assertThat(spot().build()).isEqualTo(spot().build()).hasSameHashCodeAs(spot().build());
        assertThat(spot().build()).isNotEqualTo(spot().makerFee(1).build());
        assertThat(spot().build().toBuilder().build()).isEqualTo(spot().build());
        final SymbolSpec halted = spot().build().withStatus(TradingStatus.HALTED);
        assertThat(halted.status()).isEqualTo(TradingStatus.HALTED);
        assertThat(halted).isNotEqualTo(spot().build());
        assertThat(halted.withStatus(TradingStatus.HALTED)).isSameAs(halted);
        assertThat(halted.toString()).contains("HALTED", "takerFee=3");
    }

    @Test
    void invalidFieldsAreNamed() {
        assertNamed(spot().symbolId(-1), "symbolId");
        assertNamed(spot().type(null), "type");
        assertNamed(spot().status(null), "status");
        assertNamed(spot().quoteCurrency(-1), "quoteCurrency");
        assertNamed(spot().baseCurrency(-1), "baseCurrency");
        assertNamed(spot().baseCurrency(2), "baseCurrency");
        assertNamed(spot().baseScale(0), "baseScale");
        assertNamed(spot().quoteScale(0), "quoteScale");
        assertNamed(spot().marginBuy(1), "marginBuy");
        assertNamed(spot().marginSell(1), "marginSell");
        assertNamed(spot().makerFee(-1), "makerFee");
        assertNamed(spot().takerFee(1), "takerFee");
        assertNamed(spot().minSize(0), "minSize");
        assertNamed(spot().minSize(5).maxSize(4), "maxSize");
        assertNamed(spot().maxNotional(0), "maxNotional");
        assertNamed(margin().baseCurrency(1), "baseCurrency");
        assertNamed(margin().baseScale(1), "baseScale");
        assertNamed(margin().marginBuy(0), "marginBuy");
        assertNamed(margin().marginSell(0), "marginSell");
    }

    private static void assertNamed(final SymbolSpec.Builder b, final String field) {
        assertThatIllegalArgumentException().isThrownBy(b::build).withMessageStartingWith(field + ":");
    }

    @Test
    void typesAndStatusesDecodeFromOrdinals() {
        assertThat(SymbolType.fromCode(1)).isEqualTo(SymbolType.MARGIN);
        assertThat(SymbolType.fromCode(2)).isNull();
        assertThat(TradingStatus.fromCode(1)).isEqualTo(TradingStatus.HALTED);
        assertThat(TradingStatus.fromCode(-1)).isNull();
    }

    @Test
    void economicsCannotChangeUnderOpenOrders() {
        final RiskShard shard = new RiskShard(0, 1);
        shard.addUser(1);
        shard.deposit(1, 2, 1_000, 1);
        assertThat(shard.checkPlace(spot().build(), 1, 1, dev.bourse.api.Side.BID, dev.bourse.api.OrderType.GTC,
                1, 0, 1)).isZero();
        shard.updateSymbol(spot().maxSize(10).build());
        assertThatIllegalArgumentException().isThrownBy(() -> shard.updateSymbol(spot().takerFee(4).build()))
                .withMessageContaining("symbol 1");
    }
}
