package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.FOK_KILLED;
import static dev.bourse.api.CancelReason.UNFILLED;
import static dev.bourse.api.OrderType.FOK_BUDGET;
import static dev.bourse.api.OrderType.IOC_BUDGET;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * IOC_BUDGET and FOK_BUDGET: the price is a total budget in ticks × lots. Asks at 100 × 5 and 102 × 5 cost 1010
 * for 10 lots; bids at 100 × 5 and 98 × 5 pay 990 for 10 lots.
 */
class BudgetOrderScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final String ASKS = "L2{asks=[5@100(1), 5@102(1)], bids=[]}";
    private static final String BIDS = "L2{asks=[], bids=[5@100(1), 5@98(1)]}";

    private static BookDriver withAsks(final BookFactory books) {
        return new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1), gtc(2, BOB, ASK, 102, 5, 2));
    }

    private static BookDriver withBids(final BookFactory books) {
        return new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 1), gtc(2, BOB, BID, 98, 5, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidWithExactlyEnoughBudgetBuysItsWholeSize(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, IOC_BUDGET, 1010, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 5, 0, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidOneTickShortBuysOneLotLess(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, IOC_BUDGET, 1009, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 4, 1, 1, 3),
                new Cancelled(3, CAROL, BID, 1009, 1, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[1@102(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidCapsEachFillByTheBudgetLeft(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, IOC_BUDGET, 800, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 2, 3, 3, 3),
                new Cancelled(3, CAROL, BID, 800, 3, 0, UNFILLED, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidBelowTheBestPriceBuysNothing(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, IOC_BUDGET, 99, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, BID, 99, 10, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo(ASKS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetBidWithTooLittleLiquidityBuysAllThereIs(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, IOC_BUDGET, 5000, 12, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 7, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 5, 0, 2, 3),
                new Cancelled(3, CAROL, BID, 5000, 2, 0, UNFILLED, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskWhoseProceedsReachTheBudgetSellsItsSize(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, IOC_BUDGET, 990, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 98, 5, 0, 0, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskOneTickShortOfItsBudgetSellsNothing(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, IOC_BUDGET, 991, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, ASK, 991, 10, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo(BIDS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskWithTooLittleLiquiditySellsWhatThereIsIfTheProceedsSuffice(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, IOC_BUDGET, 900, 15, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 5, 0, 10, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 98, 5, 0, 5, 3),
                new Cancelled(3, CAROL, ASK, 900, 5, 0, UNFILLED, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskWithTooLittleLiquidityAndTooLowProceedsSellsNothing(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, IOC_BUDGET, 1000, 15, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, ASK, 1000, 15, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo(BIDS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocBudgetAskSellsOnlyItsSizeEvenWhenMoreWouldPay(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, IOC_BUDGET, 600, 7, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 5, 0, 2, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 98, 2, 3, 0, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetBidWithExactlyEnoughBudgetFills(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, FOK_BUDGET, 1010, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 5, 0, 0, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetBidOneTickShortIsKilled(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, FOK_BUDGET, 1009, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, BID, 1009, 10, 0, FOK_KILLED, 3));
        assertThat(book.l2()).isEqualTo(ASKS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetBidWithTooLittleLiquidityIsKilled(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, FOK_BUDGET, 1_000_000, 11, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(3, CAROL, BID, 1_000_000, 11, 0, FOK_KILLED, 3));
        assertThat(book.l2()).isEqualTo(ASKS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetBidForPartOfTheBookPaysOnlyTheLevelsItTakes(final BookFactory books) {
        final BookDriver book = withAsks(books);

        assertThat(book.place(order(3, CAROL, BID, FOK_BUDGET, 704, 7, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 5, 0, 2, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 2, 3, 0, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetAskWhoseProceedsReachTheBudgetFills(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, FOK_BUDGET, 990, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 5, 0, 5, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 98, 5, 0, 0, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetAskOneTickShortOfItsBudgetIsKilled(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, FOK_BUDGET, 991, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, ASK, 991, 10, 0, FOK_KILLED, 3));
        assertThat(book.l2()).isEqualTo(BIDS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokBudgetAskWithTooLittleLiquidityIsKilledWhateverTheBudget(final BookFactory books) {
        final BookDriver book = withBids(books);

        assertThat(book.place(order(3, CAROL, ASK, FOK_BUDGET, 1, 11, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(3, CAROL, ASK, 1, 11, 0, FOK_KILLED, 3));
        assertThat(book.l2()).isEqualTo(BIDS);
    }
}
