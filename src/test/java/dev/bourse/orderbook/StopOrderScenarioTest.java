package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.CANCELLED;
import static dev.bourse.api.CancelReason.REDUCED;
import static dev.bourse.api.CancelReason.SELF_TRADE;
import static dev.bourse.api.CancelReason.UNFILLED;
import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.OrderType.STOP_MARKET;
import static dev.bourse.api.OrderType.TAKE_PROFIT_LIMIT;
import static dev.bourse.api.OrderType.TAKE_PROFIT_MARKET;
import static dev.bourse.api.ResultCode.ORDER_NOT_AMENDABLE;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.stop;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.StpMode;
import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Amended;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Rejected;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.StopAccepted;
import dev.bourse.testkit.BookEvent.StopTriggered;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import dev.bourse.testkit.OrderView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Stop-loss and take-profit orders: held off the book, triggered by the last trade price, oldest first. */
class StopOrderScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final long DAVE = 4;
    private static final long ERIN = 5;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stopLimitBidWaitsOffTheBookThenTriggersWhenThePriceRisesToItsTrigger(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 100, 1, 1), gtc(2, ALICE, ASK, 105, 5, 2));

        assertThat(book.place(stop(3, CAROL, BID, STOP_LIMIT, 106, 2, 100, 3))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new StopAccepted(3, CAROL, BID, 100, 2, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[1@100(1), 5@105(1)], bids=[]}");
        assertThat(book.book().pendingStopCount()).isEqualTo(1);
        assertThat(book.book().restingOrderCount()).isEqualTo(2);

        assertThat(book.place(gtc(4, BOB, BID, 100, 1, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 4, BOB, BID, 100, 1, 0, 0, 4),
                new StopTriggered(3, CAROL, BID, 100, 100, 4),
                new Trade(2, ALICE, 3, CAROL, BID, 105, 2, 3, 0, 4));
        assertThat(book.book().pendingStopCount()).isZero();
        assertThat(book.l2()).isEqualTo("L2{asks=[3@105(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stopWaitsWhileTheLastTradePriceHasNotReachedItsTrigger(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 99, 1, 1), stop(2, CAROL, BID, STOP_MARKET, 200, 2, 100, 2));

        assertThat(book.place(gtc(3, BOB, BID, 99, 1, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 3, BOB, BID, 99, 1, 0, 0, 3));
        assertThat(book.book().pendingStopCount()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stopMarketAskTriggersWhenThePriceFallsAndCancelsWhatItCannotFill(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 1, 1), gtc(2, ALICE, BID, 95, 2, 2));

        assertThat(book.place(stop(3, CAROL, ASK, STOP_MARKET, 90, 5, 100, 3))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new StopAccepted(3, CAROL, ASK, 100, 5, 3));

        assertThat(book.place(gtc(4, BOB, ASK, 100, 1, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 4, BOB, ASK, 100, 1, 0, 0, 4),
                new StopTriggered(3, CAROL, ASK, 100, 100, 4),
                new Trade(2, ALICE, 3, CAROL, ASK, 95, 2, 0, 3, 4),
                new Cancelled(3, CAROL, ASK, 90, 3, 0, UNFILLED, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void takeProfitLimitAskTriggersWhenThePriceRisesAndRestsAsALimitOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 110, 1, 1), gtc(2, ALICE, BID, 100, 5, 2));

        assertThat(book.place(stop(3, CAROL, ASK, TAKE_PROFIT_LIMIT, 104, 2, 110, 3))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new StopAccepted(3, CAROL, ASK, 110, 2, 3));

        assertThat(book.place(gtc(4, BOB, BID, 110, 1, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 4, BOB, BID, 110, 1, 0, 0, 4),
                new StopTriggered(3, CAROL, ASK, 110, 110, 4),
                new Rested(3, CAROL, ASK, 104, 2, 2, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[2@104(1)], bids=[5@100(1)]}");
        assertThat(book.orders(CAROL)).containsExactly(
                new OrderView(3, CAROL, ASK, TAKE_PROFIT_LIMIT, 104, 2, 2, 0, false, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void takeProfitMarketBidTriggersWhenThePriceFalls(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 90, 1, 1), gtc(2, ALICE, ASK, 95, 3, 2), gtc(3, ALICE, BID, 91, 1, 3));

        assertThat(book.place(stop(4, CAROL, BID, TAKE_PROFIT_MARKET, 100, 2, 90, 4))).isEqualTo(SUCCESS);
        assertThat(book.place(gtc(5, BOB, ASK, 91, 1, 5))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new StopAccepted(4, CAROL, BID, 90, 2, 4),
                new Trade(3, ALICE, 5, BOB, ASK, 91, 1, 0, 0, 5));

        assertThat(book.place(gtc(6, BOB, ASK, 90, 1, 6))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 6, BOB, ASK, 90, 1, 0, 0, 6),
                new StopTriggered(4, CAROL, BID, 90, 90, 6),
                new Trade(2, ALICE, 4, CAROL, BID, 95, 2, 1, 0, 6));
        assertThat(book.l2()).isEqualTo("L2{asks=[1@95(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stopWhoseTriggerIsAlreadyReachedTriggersOnArrival(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 100, 1, 1), gtc(2, BOB, BID, 100, 1, 2), gtc(3, ALICE, ASK, 101, 5, 3));

        assertThat(book.place(stop(4, CAROL, BID, STOP_LIMIT, 101, 2, 99, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new StopAccepted(4, CAROL, BID, 99, 2, 4),
                new StopTriggered(4, CAROL, BID, 99, 100, 4),
                new Trade(3, ALICE, 4, CAROL, BID, 101, 2, 3, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stopsNeverTriggerBeforeTheFirstTrade(final BookFactory books) {
        final BookDriver book = new BookDriver(books);

        assertThat(book.place(stop(1, ALICE, ASK, STOP_MARKET, 1, 5, 100, 1))).isEqualTo(SUCCESS);
        assertThat(book.place(stop(2, ALICE, BID, TAKE_PROFIT_LIMIT, 50, 5, 50, 2))).isEqualTo(SUCCESS);
        assertThat(book.place(gtc(3, BOB, BID, 40, 1, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new StopAccepted(1, ALICE, ASK, 100, 5, 1),
                new StopAccepted(2, ALICE, BID, 50, 5, 2),
                new Rested(3, BOB, BID, 40, 1, 1, 3));
        assertThat(book.book().pendingStopCount()).isEqualTo(2);
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[1@40(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void triggersCascadeOldestAcceptanceFirst(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 100, 1, 1),
                gtc(2, ALICE, ASK, 102, 1, 2),
                gtc(3, ALICE, ASK, 104, 1, 3),
                stop(10, CAROL, BID, STOP_LIMIT, 102, 1, 100, 4),
                stop(11, DAVE, BID, STOP_LIMIT, 104, 1, 102, 5),
                stop(12, ERIN, BID, STOP_MARKET, 200, 5, 101, 6));

        assertThat(book.place(gtc(20, BOB, BID, 100, 1, 7))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 20, BOB, BID, 100, 1, 0, 0, 7),
                new StopTriggered(10, CAROL, BID, 100, 100, 7),
                new Trade(2, ALICE, 10, CAROL, BID, 102, 1, 0, 0, 7),
                new StopTriggered(11, DAVE, BID, 102, 102, 7),
                new Trade(3, ALICE, 11, DAVE, BID, 104, 1, 0, 0, 7),
                new StopTriggered(12, ERIN, BID, 101, 104, 7),
                new Cancelled(12, ERIN, BID, 200, 5, 0, UNFILLED, 7));
        assertThat(book.book().pendingStopCount()).isZero();
        assertThat(book.book().lastTradePrice()).isEqualTo(104);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelledStopNeverTriggers(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(stop(1, CAROL, BID, STOP_LIMIT, 105, 3, 100, 1));

        assertThat(book.cancel(1, CAROL, 2)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, CAROL, BID, 105, 3, 0, CANCELLED, 2));
        assertThat(book.book().pendingStopCount()).isZero();

        book.given(gtc(2, ALICE, ASK, 100, 1, 3));
        assertThat(book.place(gtc(3, BOB, BID, 100, 1, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(2, ALICE, 3, BOB, BID, 100, 1, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reducedStopTriggersWithItsReducedSize(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(stop(1, CAROL, ASK, STOP_MARKET, 90, 5, 100, 1));

        assertThat(book.reduce(1, CAROL, 2, 2)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, CAROL, ASK, 90, 2, 3, REDUCED, 2));
        assertThat(book.orders(CAROL)).containsExactly(
                new OrderView(1, CAROL, ASK, STOP_MARKET, 90, 3, 0, 100, true, 1));

        book.given(gtc(2, ALICE, BID, 100, 1, 3), gtc(3, ALICE, BID, 95, 10, 4));
        assertThat(book.place(gtc(4, BOB, ASK, 100, 1, 5))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(2, ALICE, 4, BOB, ASK, 100, 1, 0, 0, 5),
                new StopTriggered(1, CAROL, ASK, 100, 100, 5),
                new Trade(3, ALICE, 1, CAROL, ASK, 95, 3, 7, 0, 5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reducingAStopByItsWholeSizeRemovesIt(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(stop(1, CAROL, ASK, STOP_MARKET, 90, 5, 100, 1));

        assertThat(book.reduce(1, CAROL, 9, 2)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, CAROL, ASK, 90, 5, 0, REDUCED, 2));
        assertThat(book.book().pendingStopCount()).isZero();
        assertThat(book.orders()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void pendingStopCannotBeMovedOrReplaced(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(stop(1, CAROL, BID, STOP_LIMIT, 105, 3, 100, 1));
        final long hash = book.stateHash();

        assertThat(book.move(1, CAROL, 106, 2)).isEqualTo(ORDER_NOT_AMENDABLE);
        assertThat(book.replace(1, CAROL, 105, 2, 3)).isEqualTo(ORDER_NOT_AMENDABLE);

        assertThat(book.takeEvents()).containsExactly(
                new Rejected(1, CAROL, ORDER_NOT_AMENDABLE, 2),
                new Rejected(1, CAROL, ORDER_NOT_AMENDABLE, 3));
        assertThat(book.stateHash()).isEqualTo(hash);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void aMoveThatTradesTriggersStops(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 100, 1, 1),
                gtc(2, ALICE, ASK, 103, 2, 2),
                gtc(3, BOB, BID, 99, 1, 3),
                stop(4, CAROL, BID, STOP_LIMIT, 103, 2, 100, 4));

        assertThat(book.move(3, BOB, 100, 5)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Amended(3, BOB, BID, 99, 100, 1, 1, false, 5),
                new Trade(1, ALICE, 3, BOB, BID, 100, 1, 0, 0, 5),
                new StopTriggered(4, CAROL, BID, 100, 100, 5),
                new Trade(2, ALICE, 4, CAROL, BID, 103, 2, 0, 0, 5));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void triggeredStopKeepsItsSelfTradePreventionMode(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, BOB, ASK, 100, 1, 1),
                gtc(2, ALICE, ASK, 101, 5, 2),
                stop(3, ALICE, BID, STOP_LIMIT, 101, 2, 100, 3).stpMode(StpMode.CANCEL_TAKER));

        assertThat(book.place(gtc(4, CAROL, BID, 100, 1, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 4, CAROL, BID, 100, 1, 0, 0, 4),
                new StopTriggered(3, ALICE, BID, 100, 100, 4),
                new Cancelled(3, ALICE, BID, 101, 2, 0, SELF_TRADE, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@101(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void triggeredStopKeepsItsAcceptancePlaceInTheUsersListing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                stop(1, ALICE, ASK, TAKE_PROFIT_LIMIT, 120, 1, 100, 1),
                gtc(2, ALICE, BID, 90, 1, 2),
                gtc(3, BOB, ASK, 100, 1, 3));

        assertThat(book.place(gtc(4, CAROL, BID, 100, 1, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(3, BOB, 4, CAROL, BID, 100, 1, 0, 0, 4),
                new StopTriggered(1, ALICE, ASK, 100, 100, 4),
                new Rested(1, ALICE, ASK, 120, 1, 1, 4));
        assertThat(book.orders(ALICE)).containsExactly(
                new OrderView(1, ALICE, ASK, TAKE_PROFIT_LIMIT, 120, 1, 1, 0, false, 4),
                new OrderView(2, ALICE, BID, GTC, 90, 1, 1, 0, false, 2));
    }
}
