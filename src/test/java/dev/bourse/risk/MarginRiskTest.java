package dev.bourse.risk;

import static dev.bourse.risk.Specs.JPY;
import static dev.bourse.risk.Specs.USD_JPY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class MarginRiskTest {
    private static final int SYMBOL = USD_JPY.symbolId();
    private final Exchange ex = new Exchange(2);

    /**
     * The reference's USD/JPY example (section 4.3) with the corrected rules: fees on every fill, profit of a partial
     * close realized at once and scaled by the quote scale (10), the remaining lots keeping their average price.
     */
    @Test
    void referenceExampleUsdJpyWithPartialCloseRealizedAndFeesOnEveryFill() {
        ex.user(4, JPY, 240_000);
        assertThat(ex.place(USD_JPY, 4, 41, Side.ASK, OrderType.GTC, 10_770, 0, 41))
                .isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.place(USD_JPY, 4, 41, Side.ASK, OrderType.GTC, 10_770, 0, 40)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.balance(4, JPY)).as("margin orders move no money").isEqualTo(240_000);

        ex.user(5, JPY, 150_000);
        assertThat(ex.place(USD_JPY, 5, 51, Side.BID, OrderType.IOC, 10_770, 0, 30)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 41, 4, 51, 5, Side.BID, 10_770, 30, 10, 0);
        assertPosition(5, 30, 323_100, 0, 0);
        assertThat(ex.balance(5, JPY)).isEqualTo(150_000 - 3 * 30);
        assertPosition(4, -30, 323_100, 0, 10);
        assertThat(ex.balance(4, JPY)).isEqualTo(240_000 - 2 * 30);
        ex.assertConsistent();

        ex.user(6, JPY, 100_000);
        assertThat(ex.place(USD_JPY, 6, 61, Side.BID, OrderType.GTC, 10_800, 0, 20)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 5, 52, Side.ASK, OrderType.IOC, 10_800, 0, 20)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 61, 6, 52, 5, Side.ASK, 10_800, 20, 0, 0);
        final long basis = 323_100L * 20 / 30;
        assertThat(basis).isEqualTo(215_400);
        assertPosition(5, 10, 323_100 - basis, 0, 0);
        assertThat(ex.balance(5, JPY)).isEqualTo(149_910 + (10_800 * 20 - basis) * 10 - 3 * 20).isEqualTo(155_850);
        assertPosition(6, 20, 216_000, 0, 0);
        assertThat(ex.balance(6, JPY)).isEqualTo(99_960);
        final RiskTotals totals = ex.totals();
        assertThat(totals.fees(JPY)).isEqualTo(90 + 60 + 60 + 40);
        assertThat(totals.costBasis(JPY)).isEqualTo(323_100 * 10 - 107_700 * 10 - 216_000 * 10);
        assertThat(totals.openLong(SYMBOL)).isEqualTo(30).isEqualTo(totals.openShort(SYMBOL));
        ex.assertConsistent();

        assertThat(ex.withdraw(4, JPY, 1, 900)).as("equity 230 940 < required 240 000")
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        ex.cancel(USD_JPY, 41, 4, Side.ASK, 10, 0);
        assertThat(ex.withdraw(4, JPY, 50_941, 901)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(ex.withdraw(4, JPY, 50_940, 902)).isEqualTo(ResultCode.SUCCESS);

        assertThat(ex.place(USD_JPY, 4, 42, Side.BID, OrderType.GTC, 10_750, 0, 30))
                .as("closing never raises the requirement").isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 6, 62, Side.ASK, OrderType.IOC, 10_750, 0, 30)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 42, 4, 62, 6, Side.ASK, 10_750, 30, 0, 0);
        assertThat(ex.owner(4).positionSize(4, SYMBOL)).isZero();
        assertThat(ex.balance(4, JPY)).isEqualTo(189_000 + 6_000 - 60);
        assertPosition(6, -10, 107_500, 0, 0);
        assertThat(ex.balance(6, JPY)).isEqualTo(99_960 - 10_000 - 90);
        assertThat(ex.totals().openShort(SYMBOL)).isEqualTo(10);
        ex.assertConsistent();
    }

    @Test
    void partialClosesRealizeFlooredShareOfBasisAndSumToTheExactProfit() {
        final SymbolSpec spec = USD_JPY.toBuilder().takerFee(0).makerFee(0).quoteScale(7).build();
        ex.user(1, JPY, 1_000_000);
        ex.user(2, JPY, 1_000_000);
        for (int i = 0; i < 3; i++) {
            final long price = i == 2 ? 4 : 3;
            assertThat(ex.place(spec, 1, 10 + i, Side.BID, OrderType.GTC, price, 0, 1)).isEqualTo(ResultCode.SUCCESS);
            assertThat(ex.place(spec, 2, 20 + i, Side.ASK, OrderType.IOC, price, 0, 1)).isEqualTo(ResultCode.SUCCESS);
            ex.trade(spec, 10 + i, 1, 20 + i, 2, Side.ASK, price, 1, 0, 0);
        }
        assertPosition(1, 3, 10, 0, 0);
        assertThat(ex.place(spec, 1, 30, Side.ASK, OrderType.GTC, 5, 0, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(spec, 2, 31, Side.BID, OrderType.IOC, 5, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(spec, 30, 1, 31, 2, Side.BID, 5, 1, 2, 0);
        assertPosition(1, 2, 7, 0, 2);
        assertThat(ex.balance(1, JPY)).isEqualTo(1_000_000 + (5 - 3) * 7);
        ex.assertConsistent();
        assertThat(ex.place(spec, 2, 32, Side.BID, OrderType.IOC, 5, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(spec, 30, 1, 32, 2, Side.BID, 5, 2, 0, 0);
        assertThat(ex.balance(1, JPY)).isEqualTo(1_000_000 + (5 * 3 - 10) * 7);
        assertThat(ex.balance(2, JPY)).isEqualTo(1_000_000 - (5 * 3 - 10) * 7);
        assertThat(ex.owner(1).positionSize(1, SYMBOL)).isZero();
        ex.assertConsistent();
    }

    @Test
    void unrealizedLossAtTheLastTradePriceBlocksNewExposureButNotClosing() {
        ex.user(1, JPY, 100_000);
        ex.user(2, JPY, 1_000_000);
        assertThat(ex.place(USD_JPY, 1, 11, Side.BID, OrderType.GTC, 1_000, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 2, 21, Side.ASK, OrderType.IOC, 1_000, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 11, 1, 21, 2, Side.ASK, 1_000, 10, 0, 0);
        assertThat(ex.balance(1, JPY)).isEqualTo(100_000 - 20);
        assertThat(ex.place(USD_JPY, 1, 12, Side.BID, OrderType.GTC, 1_000, 0, 10))
                .as("equity 99 980 < 20 lots × 5 000").isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.place(USD_JPY, 1, 12, Side.BID, OrderType.GTC, 1_000, 0, 9)).isEqualTo(ResultCode.SUCCESS);
        ex.cancel(USD_JPY, 12, 1, Side.BID, 9, 0);
        for (final RiskShard s : ex.shards) {
            s.onLastPrice(SYMBOL, 900);
        }
        assertThat(ex.place(USD_JPY, 1, 13, Side.BID, OrderType.GTC, 900, 0, 1))
                .as("11 lots need 55 000 <= equity 99 980 - 10 000").isEqualTo(ResultCode.SUCCESS);
        ex.cancel(USD_JPY, 13, 1, Side.BID, 1, 0);
        for (final RiskShard s : ex.shards) {
            s.onLastPrice(SYMBOL, 100);
        }
        assertThat(ex.place(USD_JPY, 1, 14, Side.BID, OrderType.GTC, 100, 0, 1))
                .as("equity 99 980 - 90 000 < 55 000").isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.place(USD_JPY, 1, 15, Side.ASK, OrderType.GTC, 100, 0, 10))
                .as("closing the whole long does not raise the requirement").isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 1, 16, Side.ASK, OrderType.GTC, 100, 0, 9))
                .as("9 lots short beyond the long need 54 000 > 50 000").isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.place(USD_JPY, 1, 16, Side.ASK, OrderType.GTC, 100, 0, 8))
                .as("8 lots short beyond the long need 48 000 <= 50 000").isEqualTo(ResultCode.SUCCESS);
        ex.assertConsistent();
    }

    @Test
    void requirementCountsEveryPositionInTheSettlementCurrency() {
        final SymbolSpec other = USD_JPY.toBuilder().symbolId(30).marginBuy(1_000).marginSell(1_000).build();
        ex.user(1, JPY, 60_000);
        assertThat(ex.place(other, 1, 11, Side.ASK, OrderType.GTC, 500, 0, 20)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 1, 12, Side.BID, OrderType.GTC, 500, 0, 9))
                .as("20 000 + 45 000 > 60 000").isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.place(USD_JPY, 1, 12, Side.BID, OrderType.GTC, 500, 0, 7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.withdraw(1, JPY, 5_001, 1_001)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(ex.withdraw(1, JPY, 5_000, 1_002)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.withdraw(1, JPY, 1, 1_003)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        ex.assertConsistent();
    }

    @Test
    void spotHoldInTheSettlementCurrencyMustLeaveTheMarginCovered() {
        final SymbolSpec spot = SymbolSpec.builder().symbolId(40).type(SymbolType.SPOT).baseCurrency(21)
                .quoteCurrency(JPY).baseScale(1).quoteScale(1).build();
        ex.user(1, JPY, 60_000);
        assertThat(ex.place(USD_JPY, 1, 11, Side.BID, OrderType.GTC, 500, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(spot, 1, 12, Side.BID, OrderType.GTC, 10_001, 0, 1))
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(ex.place(spot, 1, 12, Side.BID, OrderType.GTC, 10_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        ex.assertConsistent();
    }

    @Test
    void replaceRaisingPendingSizeIsCheckedAndRevertable() {
        ex.user(1, JPY, 50_000);
        assertThat(ex.place(USD_JPY, 1, 11, Side.BID, OrderType.GTC, 500, 0, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(1).checkReplace(USD_JPY, 1, 11, 500, 11)).isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        assertThat(ex.owner(1).checkReplace(USD_JPY, 1, 11, 600, 10)).isEqualTo(ResultCode.SUCCESS);
        assertPosition(1, 0, 0, 10, 0);
        ex.owner(1).revertAmend(USD_JPY, 1, 11);
        assertPosition(1, 0, 0, 5, 0);
        assertThat(ex.owner(1).checkReplace(USD_JPY, 1, 11, 600, 2)).isEqualTo(ResultCode.SUCCESS);
        assertPosition(1, 0, 0, 2, 0);
        ex.owner(1).revertPlace(USD_JPY, 1, 11);
        assertThat(ex.owner(1).userReport(1, new UserReportVisitor() {
            @Override
            public void onUser(final long uid, final boolean suspended) {
            }

            @Override
            public void onCurrency(final int currency, final long balance, final long held) {
            }

            @Override
            public void onPosition(final int symbolId, final long size, final long openPriceSum, final long buy,
                    final long sell) {
                throw new AssertionError("no position expected");
            }
        })).isEqualTo(ResultCode.SUCCESS);
        ex.assertConsistent();
    }

    @Test
    void flipClosesThenOpensAtTheTradePriceAndChargesTheFeeOnAllLots() {
        ex.user(1, JPY, 1_000_000);
        ex.user(2, JPY, 1_000_000);
        assertThat(ex.place(USD_JPY, 1, 11, Side.BID, OrderType.GTC, 1_000, 0, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 2, 21, Side.ASK, OrderType.IOC, 1_000, 0, 4)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 11, 1, 21, 2, Side.ASK, 1_000, 4, 0, 0);
        assertThat(ex.place(USD_JPY, 2, 22, Side.BID, OrderType.GTC, 1_100, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(USD_JPY, 1, 12, Side.ASK, OrderType.IOC, 1_050, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(USD_JPY, 22, 2, 12, 1, Side.ASK, 1_100, 10, 0, 0);
        assertPosition(1, -6, 6_600, 0, 0);
        assertThat(ex.balance(1, JPY)).isEqualTo(1_000_000 - 4 * 2 + 4 * 100 * 10 - 10 * 3);
        assertPosition(2, 6, 6_600, 0, 0);
        assertThat(ex.balance(2, JPY)).isEqualTo(1_000_000 - 4 * 3 - 4 * 100 * 10 - 10 * 2);
        ex.assertConsistent();
    }

    /**
     * A margin account's worst-case settlement must fit: {@code |balance| + held + (openPriceSum + 2 × maxPrice ×
     * lots) × quoteScale + pending × takerFee <= 2^61}, so that no product or sum of any later fill can overflow. The
     * requirement is checked whatever the order does to the margin, closing orders included.
     */
    @Test
    void anAccountsWorstCaseSettlementMustFitItsExposureLimit() {
        final SymbolSpec cheap = USD_JPY.toBuilder().marginBuy(1).marginSell(1).build();
        final long balance = 1_000_000_000L;
        ex.user(1, JPY, balance);
        ex.user(2, JPY, balance);
        final long perLot = 2 * cheap.maxPrice() * cheap.quoteScale() + cheap.takerFee();
        final long lots = (MarginRisk.MAX_EXPOSURE - balance) / perLot;
        assertThat(ex.place(cheap, 1, 11, Side.BID, OrderType.GTC, 1_000, 0, lots + 1))
                .isEqualTo(ResultCode.ARITHMETIC_OVERFLOW);
        assertThat(ex.place(cheap, 1, 11, Side.BID, OrderType.GTC, 1_000, 0, lots)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(cheap, 1, 12, Side.ASK, OrderType.GTC, 1_100, 0, 1))
                .as("an ask that would not raise the margin still adds exposure").isEqualTo(ResultCode.ARITHMETIC_OVERFLOW);
        assertThat(ex.place(cheap, 2, 21, Side.ASK, OrderType.IOC, 1_000, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(cheap, 11, 1, 21, 2, Side.ASK, 1_000, 10, lots - 10, 0);
        assertThat(ex.place(cheap, 1, 12, Side.ASK, OrderType.GTC, 1_100, 0, 1))
                .as("the fill only moved lots from pending to the position").isEqualTo(ResultCode.ARITHMETIC_OVERFLOW);
        ex.cancel(cheap, 11, 1, Side.BID, lots - 10, 0);
        assertThat(ex.place(cheap, 1, 12, Side.ASK, OrderType.GTC, 1_100, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        ex.assertConsistent();
    }

    /**
     * When the mark moves further than an account's collateral covers, its equity goes below zero: the totals show
     * it as a deficit, the claims of the others exceed the cash by exactly that much, and the equation holds. The
     * winner who realized the gain may take it out; the cash then no longer covers everyone, and the withdrawal that
     * would pay out money nobody paid in is refused.
     */
    @Test
    void aLossBeyondTheCollateralIsADeficitAndNoWithdrawalPaysItOut() {
        final SymbolSpec free = USD_JPY.toBuilder().priceBand(PriceLimits.NO_PRICE_BAND).build();
        ex.user(1, JPY, 5_100);
        ex.user(2, JPY, 100_000);
        ex.user(3, JPY, 100_000);
        assertThat(ex.place(free, 1, 11, Side.BID, OrderType.GTC, 10_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(free, 2, 21, Side.ASK, OrderType.IOC, 10_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(free, 11, 1, 21, 2, Side.ASK, 10_000, 1, 0, 0);
        assertThat(ex.totals().isSolvent()).isTrue();
        assertThat(ex.place(free, 3, 31, Side.ASK, OrderType.GTC, 1_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(free, 2, 22, Side.BID, OrderType.IOC, 1_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(free, 31, 3, 22, 2, Side.BID, 1_000, 1, 0, 0);
        final RiskTotals totals = ex.totals();
        final long equity1 = 5_100 - 2 + (1_000 - 10_000) * 10;
        assertThat(totals.deficits(JPY)).isEqualTo(BigInteger.valueOf(-equity1));
        assertThat(totals.cash(JPY)).isEqualTo(BigInteger.valueOf(205_100 - 10));
        assertThat(totals.claims(JPY)).isEqualTo(totals.cash(JPY).add(totals.deficits(JPY)));
        assertThat(totals.gap(JPY)).isZero();
        assertThat(totals.isSolvent()).isFalse();
        ex.assertConsistent();
        final long winner = ex.balance(2, JPY);
        assertThat(winner).isEqualTo(100_000 - 3 + 90_000 - 3);
        assertThat(ex.withdraw(2, JPY, winner, 7)).as("the gain was realized").isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.withdraw(3, JPY, 50_000, 7)).as("the cash left is less: the rest was never paid in")
                .isEqualTo(ResultCode.UNFUNDED_WITHDRAWAL);
        assertThat(ex.withdraw(3, JPY, 15_000, 8)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.totals().cash(JPY)).isEqualTo(BigInteger.valueOf(205_090 - winner - 15_000)).isNotNegative();
        ex.assertConsistent();
    }

    private void assertPosition(final long uid, final long size, final long openPriceSum, final long pendingBuy,
            final long pendingSell) {
        final long[] seen = {0, 0, 0, 0, 0};
        ex.owner(uid).userReport(uid, new UserReportVisitor() {
            @Override
            public void onUser(final long u, final boolean suspended) {
            }

            @Override
            public void onCurrency(final int currency, final long balance, final long held) {
            }

            @Override
            public void onPosition(final int symbolId, final long s, final long sum, final long buy,
                    final long sell) {
                if (symbolId == SYMBOL) {
                    seen[0] = 1;
                    seen[1] = s;
                    seen[2] = sum;
                    seen[3] = buy;
                    seen[4] = sell;
                }
            }
        });
        assertThat(seen).containsExactly(1, size, openPriceSum, pendingBuy, pendingSell);
    }
}
