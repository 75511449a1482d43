package dev.bourse.risk;

import static dev.bourse.risk.Specs.ETH;
import static dev.bourse.risk.Specs.ETH_XBT;
import static dev.bourse.risk.Specs.LTC;
import static dev.bourse.risk.Specs.XBT;
import static dev.bourse.risk.Specs.XBT_LTC;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import org.junit.jupiter.api.Test;

class SpotRiskTest {
    private final Exchange ex = new Exchange(2);

    @Test
    void referenceExampleXbtLtcSettlesToTheUnit() {
        ex.user(1, LTC, 2_000_000_000L);
        ex.user(2, XBT, 100_000_000L);

        assertThat(ex.place(XBT_LTC, 1, 101, Side.BID, OrderType.GTC, 15_400, 15_600, 12))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(1_872_022_800L);
        assertThat(ex.balance(1, LTC)).isEqualTo(127_977_200L);

        assertThat(ex.place(XBT_LTC, 2, 102, Side.ASK, OrderType.IOC, 15_250, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(2, XBT)).isEqualTo(10_000_000L);
        ex.trade(XBT_LTC, 101, 1, 102, 2, Side.ASK, 15_400, 10, 2, 0);

        assertThat(ex.balance(1, XBT)).isEqualTo(10_000_000L);
        assertThat(ex.balance(1, LTC)).isEqualTo(147_989_200L);
        assertThat(ex.held(1, LTC)).isEqualTo(312_003_800L);
        assertThat(ex.balance(2, LTC)).isEqualTo(1_539_981_000L);
        assertThat(ex.balance(2, XBT)).isEqualTo(90_000_000L);
        assertThat(ex.held(2, XBT)).isZero();
        assertThat(ex.totals().fees(LTC)).isEqualTo(26_000L);
        ex.assertConsistent();

        ex.cancel(XBT_LTC, 101, 1, Side.BID, 2, 0);
        assertThat(ex.held(1, LTC)).isZero();
        assertThat(ex.balance(1, LTC)).isEqualTo(2_000_000_000L - 10 * 15_400 * 10_000L - 10 * 700);
        assertThat(ex.owner(1).orderRemaining(XBT_LTC.symbolId(), 101)).isEqualTo(-1);
        ex.assertConsistent();
    }

    @Test
    void referenceExampleEthXbtNeedsExactlyTheNotional() {
        ex.user(1, XBT, 2_000_000);
        ex.user(2, ETH, 699_999);
        assertThat(ex.place(ETH_XBT, 1, 1, Side.BID, OrderType.GTC, 30_000, 0, 7))
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(ex.place(ETH_XBT, 2, 2, Side.ASK, OrderType.GTC, 30_000, 0, 7))
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        ex.user(1, XBT, 100_000);
        ex.user(2, ETH, 1);
        assertThat(ex.place(ETH_XBT, 1, 1, Side.BID, OrderType.GTC, 30_000, 0, 7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(ETH_XBT, 2, 2, Side.ASK, OrderType.GTC, 30_000, 0, 7)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(ETH_XBT, 1, 1, 2, 2, Side.ASK, 30_000, 7, 0, 0);
        assertThat(ex.balance(1, ETH)).isEqualTo(700_000);
        assertThat(ex.balance(2, XBT)).isEqualTo(2_100_000);
        assertThat(ex.balance(1, XBT)).isZero();
        assertThat(ex.balance(2, ETH)).isZero();
        ex.assertConsistent();
    }

    @Test
    void takerBidGetsPriceImprovementAndAllItsHoldBackAfterPartialFillsAndCancel() {
        ex.user(1, LTC, 2_000_000_000L);
        ex.user(2, XBT, 10_000_000L);
        ex.user(4, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.GTC, 9_000, 0, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 4, 41, Side.ASK, OrderType.GTC, 9_500, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 10_000, 0, 10)).isEqualTo(ResultCode.SUCCESS);
        final long perLot = 10_000 * 10_000L + 1_900;
        assertThat(ex.held(1, LTC)).isEqualTo(10 * perLot);

        ex.trade(XBT_LTC, 21, 2, 11, 1, Side.BID, 9_000, 3, 0, 7);
        ex.trade(XBT_LTC, 41, 4, 11, 1, Side.BID, 9_500, 2, 0, 5);
        final long paid = 3 * (9_000 * 10_000L + 1_900) + 2 * (9_500 * 10_000L + 1_900);
        assertThat(ex.held(1, LTC)).isEqualTo(5 * perLot);
        assertThat(ex.balance(1, LTC)).isEqualTo(2_000_000_000L - paid - 5 * perLot);
        assertThat(ex.balance(1, XBT)).isEqualTo(5_000_000);
        assertThat(ex.balance(2, LTC)).isEqualTo(3 * (9_000 * 10_000L - 700));
        assertThat(ex.balance(4, LTC)).isEqualTo(2 * (9_500 * 10_000L - 700));
        ex.assertConsistent();

        ex.cancel(XBT_LTC, 11, 1, Side.BID, 2, 3);
        assertThat(ex.held(1, LTC)).isEqualTo(3 * perLot);
        ex.cancel(XBT_LTC, 11, 1, Side.BID, 3, 0);
        assertThat(ex.held(1, LTC)).isZero();
        assertThat(ex.balance(1, LTC)).isEqualTo(2_000_000_000L - paid);
        assertThat(ex.totals().fees(LTC)).isEqualTo(5 * (1_900 + 700));
        ex.assertConsistent();
    }

    @Test
    void makerBidPaysTheMakerFeeAndGetsTheReserveDifferenceBack() {
        ex.user(1, LTC, 1_000_000_000L);
        ex.user(2, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 9_800, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(4 * (9_800 * 10_000L + 1_900));
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.IOC, 8_000, 0, 4)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(XBT_LTC, 11, 1, 21, 2, Side.ASK, 9_000, 4, 0, 0);
        assertThat(ex.held(1, LTC)).isZero();
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L - 4 * (9_000 * 10_000L + 700));
        assertThat(ex.balance(2, LTC)).isEqualTo(4 * (9_000 * 10_000L - 1_900));
        assertThat(ex.held(2, XBT)).isZero();
        ex.assertConsistent();
    }

    @Test
    void budgetBidSpendsAtMostItsBudgetAndReleasesTheRest() {
        ex.user(1, LTC, 1_000_000_000L);
        ex.user(2, XBT, 10_000_000L);
        ex.user(3, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.GTC, 16_000, 0, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 3, 31, Side.ASK, OrderType.GTC, 16_100, 0, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.FOK_BUDGET, 64_200, 0, 4))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(64_200 * 10_000L + 4 * 1_900);
        ex.trade(XBT_LTC, 21, 2, 11, 1, Side.BID, 16_000, 3, 0, 1);
        assertThat(ex.held(1, LTC)).isEqualTo((64_200 - 48_000) * 10_000L + 1_900);
        ex.trade(XBT_LTC, 31, 3, 11, 1, Side.BID, 16_100, 1, 2, 0);
        assertThat(ex.held(1, LTC)).isZero();
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L - 64_100 * 10_000L - 4 * 1_900);
        assertThat(ex.balance(1, XBT)).isEqualTo(4_000_000);
        ex.assertConsistent();
    }

    @Test
    void unfilledBudgetBidCreatesNoMoney() {
        ex.user(1, LTC, 200_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.IOC_BUDGET, 15_000, 15_000, 5))
                .isEqualTo(ResultCode.SUCCESS);
        ex.cancel(XBT_LTC, 11, 1, Side.BID, 5, 0);
        assertThat(ex.balance(1, LTC)).isEqualTo(200_000_000_000L);
        assertThat(ex.held(1, LTC)).isZero();
        ex.assertConsistent();
    }

    @Test
    void budgetBidReducedBySelfTradePreventionReleasesTheFeePartPerLot() {
        ex.user(1, LTC, 1_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.IOC_BUDGET, 50_000, 0, 5))
                .isEqualTo(ResultCode.SUCCESS);
        ex.cancel(XBT_LTC, 11, 1, Side.BID, 2, 3);
        assertThat(ex.held(1, LTC)).isEqualTo(50_000 * 10_000L + 3 * 1_900);
        ex.assertConsistent();
        ex.cancel(XBT_LTC, 11, 1, Side.BID, 3, 0);
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L);
        ex.assertConsistent();
    }

    @Test
    void marketBidHoldsAtItsProtectionPrice() {
        ex.user(1, LTC, 1_000_000_000L);
        ex.user(2, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.GTC, 9_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.MARKET, 9_900, 99_999, 3))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(3 * (9_900 * 10_000L + 1_900));
        ex.trade(XBT_LTC, 21, 2, 11, 1, Side.BID, 9_000, 1, 0, 2);
        ex.cancel(XBT_LTC, 11, 1, Side.BID, 2, 0);
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L - 9_000 * 10_000L - 1_900);
        ex.assertConsistent();
    }

    @Test
    void bidMovesUpToItsReservePriceWithoutNewHoldButNotAbove() {
        ex.user(1, LTC, 1_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 9_500, 2)).isEqualTo(ResultCode.SUCCESS);
        final long held = ex.held(1, LTC);
        assertThat(ex.owner(1).checkMove(XBT_LTC, 1, 11, 9_500)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(1).checkMove(XBT_LTC, 1, 11, 9_501)).isEqualTo(ResultCode.MOVE_ABOVE_RESERVE_PRICE);
        assertThat(ex.held(1, LTC)).isEqualTo(held);
        ex.owner(1).revertAmend(XBT_LTC, 1, 11);
        assertThat(ex.held(1, LTC)).isEqualTo(held);
        ex.assertConsistent();
    }

    @Test
    void askMoveBelowTheFeeIsRefused() {
        ex.user(2, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.GTC, 9_000, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(2).checkMove(XBT_LTC, 2, 21, 1)).as("1 tick pays 10 000 > 1 900")
                .isEqualTo(ResultCode.SUCCESS);
        final var feeHeavy = XBT_LTC.toBuilder().symbolId(9).takerFee(20_001).makerFee(0).build();
        assertThat(ex.place(feeHeavy, 2, 22, Side.ASK, OrderType.GTC, 3, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(2).checkMove(feeHeavy, 2, 22, 2)).isEqualTo(ResultCode.ASK_PRICE_BELOW_FEE);
        ex.assertConsistent();
    }

    @Test
    void replaceToABiggerSizeHoldsTheDifferenceAndRevertRestoresIt() {
        ex.user(1, LTC, 1_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 9_500, 2)).isEqualTo(ResultCode.SUCCESS);
        final long perLot = 9_500 * 10_000L + 1_900;
        assertThat(ex.owner(1).checkReplace(XBT_LTC, 1, 11, 9_200, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(5 * perLot);
        ex.owner(1).revertAmend(XBT_LTC, 1, 11);
        assertThat(ex.held(1, LTC)).isEqualTo(2 * perLot);
        assertThat(ex.owner(1).orderRemaining(XBT_LTC.symbolId(), 11)).isEqualTo(2);
        ex.owner(1).revertAmend(XBT_LTC, 1, 11);
        assertThat(ex.held(1, LTC)).isEqualTo(2 * perLot);
        ex.assertConsistent();
    }

    @Test
    void replaceAbovePriceReserveRaisesTheReserveAndShrinkingReleases() {
        ex.user(1, LTC, 1_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 0, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(1).checkReplace(XBT_LTC, 1, 11, 9_900, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(4 * (9_900 * 10_000L + 1_900));
        assertThat(ex.owner(1).checkMove(XBT_LTC, 1, 11, 9_900)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(1).checkReplace(XBT_LTC, 1, 11, 9_900, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, LTC)).isEqualTo(9_900 * 10_000L + 1_900);
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L - (9_900 * 10_000L + 1_900));
        ex.assertConsistent();
    }

    @Test
    void replaceBeyondTheFreeBalanceIsRefusedAndChangesNothing() {
        ex.user(1, LTC, 3 * (9_000 * 10_000L + 1_900));
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(1).checkReplace(XBT_LTC, 1, 11, 9_000, 4)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(ex.owner(1).checkReplace(XBT_LTC, 1, 11, 9_000, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.balance(1, LTC)).isZero();
        ex.assertConsistent();
    }

    @Test
    void placeRefusedByTheBookReleasesItsHold() {
        ex.user(2, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 2, 21, Side.ASK, OrderType.POST_ONLY, 9_000, 0, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(2, XBT)).isEqualTo(4_000_000);
        ex.owner(2).revertPlace(XBT_LTC, 2, 21);
        assertThat(ex.held(2, XBT)).isZero();
        assertThat(ex.balance(2, XBT)).isEqualTo(10_000_000L);
        assertThat(ex.owner(2).orderRemaining(XBT_LTC.symbolId(), 21)).isEqualTo(-1);
        ex.assertConsistent();
    }

    @Test
    void selfTradeSettlesBothSidesOnTheSameShard() {
        ex.user(1, LTC, 1_000_000_000L);
        ex.user(1, XBT, 10_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.ASK, OrderType.GTC, 9_000, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 1, 12, Side.BID, OrderType.IOC, 9_000, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(XBT_LTC, 11, 1, 12, 1, Side.BID, 9_000, 2, 0, 0);
        assertThat(ex.balance(1, XBT)).isEqualTo(10_000_000L);
        assertThat(ex.balance(1, LTC)).isEqualTo(1_000_000_000L - 2 * (1_900 + 700));
        ex.assertConsistent();
    }

    @Test
    void settlementThatDisagreesWithTheRecordIsABug() {
        ex.user(1, LTC, 1_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 11, Side.BID, OrderType.GTC, 9_000, 0, 2)).isEqualTo(ResultCode.SUCCESS);
        org.assertj.core.api.Assertions.assertThatIllegalStateException()
                .isThrownBy(() -> ex.cancel(XBT_LTC, 11, 1, Side.BID, 1, 0));
        org.assertj.core.api.Assertions.assertThatIllegalStateException()
                .isThrownBy(() -> ex.cancel(XBT_LTC, 99, 1, Side.BID, 1, 0));
    }

    /**
     * A budget ask's budget is the least its fills must bring; they are at bids' prices, at least a tick each, and a
     * tick is worth 10,000 here, more than the fee (1,900): so a budget of 1 for 23 lots is a valid order, held as its
     * base. A fill then pays the bid's price less the fee.
     */
    @Test
    void aBudgetAskIsJudgedByWhatItsFillsBringNotByItsBudget() {
        ex.user(1, XBT, 100_000_000L);
        ex.user(2, LTC, 2_000_000_000L);
        assertThat(ex.place(XBT_LTC, 1, 1, Side.ASK, OrderType.FOK_BUDGET, 1, 0, 23)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.held(1, XBT)).isEqualTo(23_000_000L);
        ex.cancel(XBT_LTC, 1, 1, Side.ASK, 23, 0);
        assertThat(ex.held(1, XBT)).isZero();
        assertThat(ex.place(XBT_LTC, 2, 2, Side.BID, OrderType.GTC, 15_000, 0, 6)).isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.place(XBT_LTC, 1, 3, Side.ASK, OrderType.IOC_BUDGET, 1, 0, 6)).isEqualTo(ResultCode.SUCCESS);
        ex.trade(XBT_LTC, 2, 2, 3, 1, Side.ASK, 15_000, 6, 0, 0);
        assertThat(ex.balance(1, LTC)).isEqualTo(6L * 15_000 * 10_000 - 6 * 1_900);
        assertThat(ex.balance(1, XBT)).isEqualTo(94_000_000L);
        ex.assertConsistent();
    }
}
