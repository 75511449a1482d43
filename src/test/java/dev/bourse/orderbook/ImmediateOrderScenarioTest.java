package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.FOK_KILLED;
import static dev.bourse.api.CancelReason.UNFILLED;
import static dev.bourse.api.OrderType.FOK;
import static dev.bourse.api.OrderType.IOC;
import static dev.bourse.api.OrderType.MARKET;
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

/** IOC, FOK and MARKET orders: they never rest. */
class ImmediateOrderScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocFillsWhatCrossesAndCancelsTheRest(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 4, 1), gtc(2, ALICE, ASK, 103, 4, 2));

        assertThat(book.place(order(3, BOB, BID, IOC, 102, 10, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, BOB, BID, 101, 4, 0, 6, 3),
                new Cancelled(3, BOB, BID, 102, 6, 0, UNFILLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[4@103(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocThatCrossesNothingIsCancelledInFull(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 4, 1));

        assertThat(book.place(order(2, BOB, ASK, IOC, 101, 5, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(2, BOB, ASK, 101, 5, 0, UNFILLED, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[4@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void iocFilledCompletelyEmitsNoCancel(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 4, 1));

        assertThat(book.place(order(2, BOB, ASK, IOC, 99, 4, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 2, BOB, ASK, 100, 4, 0, 0, 2));
        assertThat(book.book().restingOrderCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokFillsWhenTheLevelsWithinItsLimitHoldEnough(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 101, 3, 1), gtc(2, BOB, ASK, 102, 4, 2));

        assertThat(book.place(order(3, CAROL, BID, FOK, 102, 6, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 101, 3, 0, 3, 3),
                new Trade(2, BOB, 3, CAROL, BID, 102, 3, 1, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[1@102(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokIsKilledWithoutAnyFillWhenTheLimitLeavesTooLittle(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 3, 1), gtc(2, BOB, ASK, 102, 4, 2), gtc(3, BOB, ASK, 103, 10, 3));

        assertThat(book.place(order(4, CAROL, BID, FOK, 102, 8, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(4, CAROL, BID, 102, 8, 0, FOK_KILLED, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[3@101(1), 4@102(1), 10@103(1)], bids=[]}");
        assertThat(book.book().lastTradePrice()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokFillingExactlyTheWholeLiquidityEmptiesTheSide(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 3, 1), gtc(2, BOB, BID, 99, 4, 2));

        assertThat(book.place(order(3, CAROL, ASK, FOK, 99, 7, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 3, 0, 4, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 99, 4, 0, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokAgainstAnEmptySideIsKilled(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 3, 1));

        assertThat(book.place(order(2, BOB, BID, FOK, 100, 1, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(2, BOB, BID, 100, 1, 0, FOK_KILLED, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void marketOrderSweepsUpToItsProtectionPriceAndCancelsTheRest(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 3, 1), gtc(2, BOB, ASK, 102, 2, 2), gtc(3, BOB, ASK, 104, 5, 3));

        assertThat(book.place(order(4, CAROL, BID, MARKET, 103, 10, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 4, CAROL, BID, 101, 3, 0, 7, 4),
                new Trade(2, BOB, 4, CAROL, BID, 102, 2, 0, 5, 4),
                new Cancelled(4, CAROL, BID, 103, 5, 0, UNFILLED, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@104(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void marketAskSellsDownToItsProtectionPrice(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 2, 1), gtc(2, BOB, BID, 95, 5, 2));

        assertThat(book.place(order(3, CAROL, ASK, MARKET, 95, 4, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, ASK, 100, 2, 0, 2, 3),
                new Trade(2, BOB, 3, CAROL, ASK, 95, 2, 3, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@95(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void marketOrderAgainstAnEmptySideIsCancelledInFull(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 2, 1));

        assertThat(book.place(order(2, BOB, BID, MARKET, 1000, 5, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(2, BOB, BID, 1000, 5, 0, UNFILLED, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[2@100(1)]}");
    }
}
