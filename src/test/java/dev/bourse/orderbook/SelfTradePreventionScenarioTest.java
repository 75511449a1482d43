package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.FOK_KILLED;
import static dev.bourse.api.CancelReason.SELF_TRADE;
import static dev.bourse.api.CancelReason.UNFILLED;
import static dev.bourse.api.OrderType.FOK;
import static dev.bourse.api.OrderType.IOC;
import static dev.bourse.api.OrderType.IOC_BUDGET;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.api.StpMode.CANCEL_BOTH;
import static dev.bourse.api.StpMode.CANCEL_MAKER;
import static dev.bourse.api.StpMode.CANCEL_TAKER;
import static dev.bourse.api.StpMode.DECREMENT;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.iceberg;
import static dev.bourse.testkit.Orders.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.StpMode;
import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Self-trade prevention (rule 5) and its effect on the all-or-nothing simulation (rule 7). */
class SelfTradePreventionScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void onlyTheTakersModeCounts(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1).stpMode(CANCEL_BOTH));

        assertThat(book.place(gtc(2, ALICE, BID, 100, 2, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 2, ALICE, BID, 100, 2, 3, 0, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelTakerCancelsTheTakersUnfilledSizeAtItsOwnOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 2, 1), gtc(2, ALICE, ASK, 100, 5, 2), gtc(3, BOB, ASK, 101, 5, 3));

        assertThat(book.place(gtc(4, ALICE, BID, 101, 8, 4).stpMode(CANCEL_TAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 4, ALICE, BID, 100, 2, 0, 6, 4),
                new Cancelled(4, ALICE, BID, 101, 6, 0, SELF_TRADE, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@100(1), 5@101(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelTakerOnAnIocReportsOnlyTheSelfTradeCancel(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1));

        assertThat(book.place(order(2, ALICE, BID, IOC, 100, 3, 2).stpMode(CANCEL_TAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(2, ALICE, BID, 100, 3, 0, SELF_TRADE, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@100(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelMakerCancelsTheWholeMakerHiddenSizeIncludedAndGoesOn(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 2, 1), iceberg(2, ALICE, ASK, 100, 10, 3, 2), gtc(3, CAROL, ASK, 100, 4, 3));

        assertThat(book.place(gtc(4, ALICE, BID, 100, 5, 4).stpMode(CANCEL_MAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 4, ALICE, BID, 100, 2, 0, 3, 4),
                new Cancelled(2, ALICE, ASK, 100, 10, 0, SELF_TRADE, 4),
                new Trade(3, CAROL, 4, ALICE, BID, 100, 3, 1, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[1@100(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelMakerRestsWhatIsLeftAfterRemovingOwnOrders(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 3, 1));

        assertThat(book.place(gtc(2, ALICE, BID, 101, 5, 2).stpMode(CANCEL_MAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 3, 0, SELF_TRADE, 2),
                new Rested(2, ALICE, BID, 101, 5, 5, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@101(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelBothCancelsTheMakerThenTheTaker(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1), gtc(2, BOB, ASK, 100, 5, 2));

        assertThat(book.place(gtc(3, ALICE, BID, 100, 3, 3).stpMode(CANCEL_BOTH))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 5, 0, SELF_TRADE, 3),
                new Cancelled(3, ALICE, BID, 100, 3, 0, SELF_TRADE, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@100(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void decrementReducesBothWithoutATradeAndGoesOnWithOtherUsers(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 3, 1), gtc(2, BOB, ASK, 100, 5, 2));

        assertThat(book.place(gtc(3, ALICE, BID, 100, 5, 3).stpMode(DECREMENT))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 3, 0, SELF_TRADE, 3),
                new Cancelled(3, ALICE, BID, 100, 3, 2, SELF_TRADE, 3),
                new Trade(2, BOB, 3, ALICE, BID, 100, 2, 3, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[3@100(1)], bids=[]}");
        assertThat(book.book().lastTradePrice()).isEqualTo(100);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void decrementEndsTheTakerWhenItIsTheSmaller(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1));

        assertThat(book.place(gtc(2, ALICE, BID, 100, 2, 2).stpMode(DECREMENT))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 2, 3, SELF_TRADE, 2),
                new Cancelled(2, ALICE, BID, 100, 2, 0, SELF_TRADE, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[3@100(1)], bids=[]}");
        assertThat(book.book().lastTradePrice()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void decrementRestsTheTakersRemainder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 2, 1));

        assertThat(book.place(gtc(2, ALICE, BID, 101, 5, 2).stpMode(DECREMENT))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 2, 0, SELF_TRADE, 2),
                new Cancelled(2, ALICE, BID, 101, 2, 3, SELF_TRADE, 2),
                new Rested(2, ALICE, BID, 101, 3, 3, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokEndsItsSimulationAtALevelHoldingItsOwnOrderWithoutCountingThatLevel(final BookFactory books) {
        for (final StpMode mode : new StpMode[] {CANCEL_TAKER, CANCEL_BOTH, DECREMENT}) {
            final BookDriver book = new BookDriver(books).given(
                    gtc(1, BOB, ASK, 100, 3, 1),
                    gtc(2, BOB, ASK, 101, 1, 2),
                    gtc(3, ALICE, ASK, 101, 1, 3),
                    gtc(4, BOB, ASK, 101, 10, 4));

            assertThat(book.place(order(5, ALICE, BID, FOK, 101, 4, 5).stpMode(mode))).as("%s", mode)
                    .isEqualTo(SUCCESS);

            assertThat(book.takeEvents()).as("%s", mode).containsExactly(
                    new Cancelled(5, ALICE, BID, 101, 4, 0, FOK_KILLED, 5));
            assertThat(book.l2()).as("%s", mode).isEqualTo("L2{asks=[3@100(1), 12@101(3)], bids=[]}");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokFillsFromTheLevelsBeforeItsOwnOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 3, 1), gtc(2, ALICE, ASK, 101, 1, 2), gtc(3, BOB, ASK, 101, 10, 3));

        assertThat(book.place(order(4, ALICE, BID, FOK, 101, 3, 4).stpMode(CANCEL_TAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, BOB, 4, ALICE, BID, 100, 3, 0, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[11@101(2)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokWithCancelMakerCountsOtherUsersOnlyAndRemovesTheOwnOrdersItMeets(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 3, 1), gtc(2, ALICE, ASK, 100, 4, 2), gtc(3, BOB, ASK, 100, 3, 3));

        assertThat(book.place(order(4, ALICE, BID, FOK, 100, 6, 4).stpMode(CANCEL_MAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 4, ALICE, BID, 100, 3, 0, 3, 4),
                new Cancelled(2, ALICE, ASK, 100, 4, 0, SELF_TRADE, 4),
                new Trade(3, BOB, 4, ALICE, BID, 100, 3, 0, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokWithCancelMakerIsKilledWhenOtherUsersHoldTooLittle(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 3, 1), gtc(2, ALICE, ASK, 100, 4, 2), gtc(3, BOB, ASK, 100, 3, 3));

        assertThat(book.place(order(4, ALICE, BID, FOK, 100, 7, 4).stpMode(CANCEL_MAKER))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(4, ALICE, BID, 100, 7, 0, FOK_KILLED, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[10@100(3)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokWithoutSelfTradePreventionCountsAndTradesWithOwnOrders(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 3, 1), gtc(2, ALICE, ASK, 100, 4, 2), gtc(3, BOB, ASK, 100, 3, 3));

        assertThat(book.place(order(4, ALICE, BID, FOK, 100, 10, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 4, ALICE, BID, 100, 3, 0, 7, 4),
                new Trade(2, ALICE, 4, ALICE, BID, 100, 4, 0, 3, 4),
                new Trade(3, BOB, 4, ALICE, BID, 100, 3, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskWithCancelMakerSimulatesWithoutOwnOrdersThenRemovesThem(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 1), gtc(2, BOB, BID, 99, 5, 2));

        assertThat(book.place(order(3, ALICE, ASK, IOC_BUDGET, 400, 10, 3).stpMode(CANCEL_MAKER)))
                .isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, BID, 100, 5, 0, SELF_TRADE, 3),
                new Trade(2, BOB, 3, ALICE, ASK, 99, 5, 0, 5, 3),
                new Cancelled(3, ALICE, ASK, 400, 5, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskWithCancelMakerKeepsOwnOrdersWhenInfeasible(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 1), gtc(2, BOB, BID, 99, 5, 2));

        assertThat(book.place(order(3, ALICE, ASK, IOC_BUDGET, 500, 10, 3).stpMode(CANCEL_MAKER)))
                .isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, ALICE, ASK, 500, 10, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(1), 5@99(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidStopsAtTheFirstMakerItCannotAffordBeforeSelfTradePrevention(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, BOB, ASK, 100, 2, 1), gtc(2, ALICE, ASK, 101, 5, 2));

        assertThat(book.place(order(3, ALICE, BID, IOC_BUDGET, 300, 10, 3).stpMode(CANCEL_MAKER)))
                .isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 3, ALICE, BID, 100, 2, 0, 8, 3),
                new Cancelled(3, ALICE, BID, 300, 8, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@101(1)], bids=[]}");
    }
}
