package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
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
        assertThat(s.maxNotional()).isEqualTo(SymbolSpec.DEFAULT_MAX_NOTIONAL);
        assertThat(s.maxPrice()).isEqualTo(PriceLimits.DEFAULT_MAX_PRICE);
        assertThat(s.priceBand()).isEqualTo(PriceLimits.DEFAULT_PRICE_BAND);
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
        assertNamed(spot().maxPrice(-1), "maxPrice");
        assertNamed(spot().maxPrice(PriceLimits.MAX_LOT_VALUE / 5 + 1), "maxPrice");
        assertNamed(spot().quoteScale(PriceLimits.MAX_LOT_VALUE + 1), "quoteScale");
        assertNamed(spot().priceBand(-1), "priceBand");
        assertNamed(spot().priceBand(PriceLimits.MAX_PRICE_BAND + 1), "priceBand");
        assertNamed(spot().referencePrice(-1), "referencePrice");
        assertNamed(spot().maxPrice(100).referencePrice(101), "referencePrice");
    }

    @Test
    void priceLimitsDefaultToFiniteValuesThatKeepALotsValueBelowTwoToThe62() {
        assertThat(spot().build().maxPrice()).isEqualTo(PriceLimits.DEFAULT_MAX_PRICE);
        final SymbolSpec coarse = spot().quoteScale(1L << 30).build();
        assertThat(coarse.maxPrice()).as("the default shrinks for a large quote scale").isEqualTo(1L << 32);
        assertThat(coarse.maxPrice() * coarse.quoteScale()).isEqualTo(PriceLimits.MAX_LOT_VALUE);
        assertThat(spot().maxPrice(PriceLimits.MAX_LOT_VALUE / 5).build().maxPrice())
                .isEqualTo(PriceLimits.MAX_LOT_VALUE / 5);
        assertThat(spot().build().referencePrice()).isZero();
        final SymbolSpec limited = spot().maxPrice(1_000).priceBand(250).referencePrice(900).build();
        assertThat(limited).isNotEqualTo(spot().maxPrice(1_000).priceBand(250).build())
                .isNotEqualTo(spot().maxPrice(1_000).referencePrice(900).build())
                .isNotEqualTo(spot().priceBand(250).referencePrice(900).build())
                .isEqualTo(limited.toBuilder().build());
        assertThat(limited.toString()).contains("maxPrice=1000", "priceBand=250bp", "referencePrice=900");
    }

    @Test
    void aFuturesContractRecordsAnUnderlyingOtherThanItselfWithAContractSize() {
        final SymbolSpec future = margin().underlying(1, 1_000_000).build();
        assertThat(future.underlyingSymbol()).isEqualTo(1);
        assertThat(future.contractSize()).isEqualTo(1_000_000);
        assertThat(margin().build().underlyingSymbol()).isEqualTo(SymbolSpec.NO_UNDERLYING);
        assertThat(margin().build().contractSize()).isZero();
        assertThat(spot().build().underlyingSymbol()).isEqualTo(SymbolSpec.NO_UNDERLYING);
        assertThat(future).isNotEqualTo(margin().build()).isNotEqualTo(margin().underlying(1, 2).build())
                .isEqualTo(future.toBuilder().build()).hasSameHashCodeAs(margin().underlying(1, 1_000_000).build());
        assertThat(future.toString()).contains("underlying=1 x1000000");

        assertThat(margin().underlying(1, 1).check()).isEqualTo(ResultCode.SUCCESS);
        for (final SymbolSpec.Builder bad : new SymbolSpec.Builder[] {margin().underlying(2, 5),
            margin().underlying(-2, 5), margin().underlying(1, 0), margin().underlying(SymbolSpec.NO_UNDERLYING, 5),
            spot().underlying(3, 5), spot().underlying(SymbolSpec.NO_UNDERLYING, 5)}) {
            assertThat(bad.check()).as(bad.problem()).isEqualTo(ResultCode.INVALID_SYMBOL_SPEC);
        }
        assertNamed(margin().underlying(2, 5), "underlyingSymbol");
        assertNamed(margin().underlying(-2, 5), "underlyingSymbol");
        assertNamed(margin().underlying(1, 0), "contractSize");
        assertNamed(margin().underlying(SymbolSpec.NO_UNDERLYING, 5), "contractSize");
        assertNamed(spot().underlying(3, 5), "underlyingSymbol");
        assertNamed(spot().underlying(SymbolSpec.NO_UNDERLYING, 5), "contractSize");
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
