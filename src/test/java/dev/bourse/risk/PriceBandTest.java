package dev.bourse.risk;

import static dev.bourse.risk.Specs.JPY;
import static dev.bourse.risk.Specs.LTC;
import static dev.bourse.risk.Specs.USD_JPY;
import static dev.bourse.risk.Specs.XBT;
import static dev.bourse.risk.Specs.XBT_LTC;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import org.junit.jupiter.api.Test;

/**
 * The static and dynamic price limits of {@link SymbolSpec}, checked before any hold is taken: the band around the
 * last trade price (or the spec's reference price before the first trade), one tick at least, a stop's around its
 * trigger, budget orders unbanded, and a refused order changes nothing.
 */
class PriceBandTest {
    private final Exchange ex = new Exchange(2);

    private void trade(final SymbolSpec spec, final long price) {
        final long id = 1_000 + price;
        assertThat(ex.place(spec, 1, id, Side.ASK, OrderType.GTC, price, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(spec, 2, id + 1, Side.BID, OrderType.IOC, price, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(spec, id, 1, id + 1, 2, Side.BID, price, 1, 0, 0);
    }

    @Test
    void everyShardBandsAroundTheLastTradeWhoeverTraded() {
        ex.user(1, JPY, 10_000_000);
        ex.user(2, JPY, 10_000_000);
        ex.user(3, JPY, 10_000_000);
        ex.user(4, JPY, 10_000_000);
        trade(USD_JPY, 10_000);
        for (final long uid : new long[] {3, 4}) {
            final long hash = ex.owner(uid).stateHash();
            assertThat(ex.place(USD_JPY, uid, 10 + uid, Side.BID, OrderType.GTC, 11_001, 0, 1))
                    .as("uid %d, on shard %d", uid, uid & 1).isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
            assertThat(ex.place(USD_JPY, uid, 10 + uid, Side.ASK, OrderType.GTC, 8_999, 0, 1))
                    .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
            assertThat(ex.owner(uid).stateHash()).as("a refused order changes nothing").isEqualTo(hash);
            assertThat(ex.place(USD_JPY, uid, 10 + uid, Side.BID, OrderType.GTC, 11_000, 0, 1))
                    .isEqualTo(ResultCode.SUCCESS);
            assertThat(ex.place(USD_JPY, uid, 20 + uid, Side.ASK, OrderType.GTC, 9_000, 0, 1))
                    .isEqualTo(ResultCode.SUCCESS);
        }
        trade(USD_JPY, 10_500);
        assertThat(ex.place(USD_JPY, 3, 30, Side.BID, OrderType.GTC, 11_550, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(4).checkMove(USD_JPY, 4, 24, 9_449)).isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(ex.owner(4).checkMove(USD_JPY, 4, 24, 9_450)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(4).checkReplace(USD_JPY, 4, 14, 11_551, 1)).isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        ex.assertConsistent();
    }

    @Test
    void beforeTheFirstTradeTheSpecsReferenceOrOnlyTheMaximumApplies() {
        ex.user(1, JPY, 10_000_000);
        final SymbolSpec listed = USD_JPY.toBuilder().symbolId(9).referencePrice(5_000).build();
        assertThat(ex.place(listed, 1, 1, Side.BID, OrderType.GTC, 5_501, 0, 1))
                .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(ex.place(listed, 1, 1, Side.BID, OrderType.GTC, 5_500, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        final SymbolSpec unlisted = USD_JPY.toBuilder().symbolId(10).maxPrice(1_000_000).build();
        assertThat(ex.place(unlisted, 1, 2, Side.BID, OrderType.GTC, 1_000_001, 0, 1))
                .isEqualTo(ResultCode.PRICE_OUT_OF_LIMITS);
        assertThat(ex.place(unlisted, 1, 2, Side.BID, OrderType.GTC, 1_000_000, 0, 1))
                .as("no reference yet: anything up to the maximum").isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(unlisted, 1, 3, Side.BID, OrderType.GTC, 1, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        final SymbolSpec free = USD_JPY.toBuilder().symbolId(11).referencePrice(5_000)
                .priceBand(PriceLimits.NO_PRICE_BAND).build();
        assertThat(ex.place(free, 1, 4, Side.BID, OrderType.GTC, 9_999, 0, 1)).as("band off")
                .isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void theBandIsAtLeastOneTickAndExactAtItsEdges() {
        ex.user(1, JPY, 10_000_000);
        ex.user(2, JPY, 10_000_000);
        final SymbolSpec cheap = USD_JPY.toBuilder().symbolId(12).referencePrice(5).build();
        assertThat(ex.place(cheap, 1, 1, Side.BID, OrderType.GTC, 7, 0, 1)).isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(ex.place(cheap, 1, 1, Side.BID, OrderType.GTC, 6, 0, 1)).as("10% of 5 is less than a tick")
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(cheap, 1, 2, Side.BID, OrderType.GTC, 4, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(cheap, 1, 3, Side.BID, OrderType.GTC, 3, 0, 1)).isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        final SymbolSpec wide = USD_JPY.toBuilder().symbolId(13).referencePrice(1_000)
                .priceBand(PriceLimits.MAX_PRICE_BAND).build();
        assertThat(ex.place(wide, 1, 4, Side.BID, OrderType.GTC, 101_000, 0, 1)).as("100 times the reference")
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(wide, 1, 5, Side.BID, OrderType.GTC, 101_001, 0, 1))
                .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
    }

    @Test
    void aStopIsBandedAroundItsTriggerAndABudgetOrderIsNotBanded() {
        ex.user(1, XBT, 100_000_000_000L);
        ex.user(2, LTC, 100_000_000_000_000L);
        ex.user(3, LTC, 100_000_000_000_000L);
        ex.user(4, XBT, 100_000_000_000L);
        final RiskShard shard = ex.owner(3);
        trade(XBT_LTC, 10_000);
        assertThat(shard.checkPlace(XBT_LTC, 3, 1, Side.BID, OrderType.STOP_LIMIT, 22_000, 0, 1, 20_000))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkPlace(XBT_LTC, 3, 2, Side.BID, OrderType.STOP_LIMIT, 22_001, 0, 1, 20_000))
                .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(shard.checkPlace(XBT_LTC, 3, 2, Side.BID, OrderType.STOP_MARKET, 17_999, 0, 1, 20_000))
                .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(shard.checkPlace(XBT_LTC, 3, 2, Side.BID, OrderType.STOP_LIMIT, 22_000, 0, 1, 0))
                .as("without its trigger, a stop is banded around the last trade")
                .isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
        assertThat(ex.place(XBT_LTC, 3, 3, Side.BID, OrderType.FOK_BUDGET, 1_000_000, 0, 7))
                .as("a budget is not a price").isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 4, 4, Side.ASK, OrderType.IOC_BUDGET, 1, 0, 7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 4, 5, Side.ASK, OrderType.MARKET, 8_999, 0, 7))
                .as("a market order's protection price is banded").isEqualTo(ResultCode.PRICE_OUT_OF_BAND);
    }
}
