package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.CANCELLED;
import static dev.bourse.api.CancelReason.MASS_CANCELLED;
import static dev.bourse.api.CancelReason.REDUCED;
import static dev.bourse.api.OrderType.POST_ONLY;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.ResultCode.POST_ONLY_WOULD_TRADE;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.order;
import static dev.bourse.testkit.Orders.stop;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Amended;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Rejected;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Cancel, reduce, move, replace and mass cancel of live orders (rules 10 to 14). */
class AmendScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelRemovesTheWholeRemainingSize(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, ASK, 100, 4, 2));

        assertThat(book.cancel(1, ALICE, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 100, 6, 0, CANCELLED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
        assertThat(book.orders()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reduceKeepsTimePriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, BID, 100, 5, 2));

        assertThat(book.reduce(1, ALICE, 4, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 100, 4, 6, REDUCED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[11@100(2)]}");

        assertThat(book.place(gtc(3, CAROL, ASK, 100, 6, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 3, CAROL, ASK, 100, 6, 0, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reduceByMoreThanTheRemainingSizeRemovesTheOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 10, 1));

        assertThat(book.reduce(1, ALICE, 50, 2)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 100, 10, 0, REDUCED, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
        assertThat(book.book().restingOrderCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void moveToTheSamePriceChangesNothing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, BID, 100, 5, 2));
        final long hash = book.stateHash();

        assertThat(book.move(1, ALICE, 100, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).isEmpty();
        assertThat(book.stateHash()).isEqualTo(hash);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void moveLosesTimePriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 101, 5, 1), gtc(2, BOB, BID, 100, 5, 2));

        assertThat(book.move(1, ALICE, 100, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 101, 100, 5, 5, false, 3),
                new Rested(1, ALICE, BID, 100, 5, 5, 3));

        assertThat(book.place(gtc(3, CAROL, ASK, 100, 5, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(2, BOB, 3, CAROL, ASK, 100, 5, 0, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void moveAcrossTheSpreadTradesAtTheMakersPricesThenRests(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 2, 1), gtc(2, ALICE, ASK, 102, 2, 2), gtc(3, ALICE, ASK, 104, 2, 3),
                gtc(4, BOB, BID, 99, 6, 4));

        assertThat(book.move(4, BOB, 103, 5)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Amended(4, BOB, BID, 99, 103, 6, 6, false, 5),
                new Trade(1, ALICE, 4, BOB, BID, 101, 2, 0, 4, 5),
                new Trade(2, ALICE, 4, BOB, BID, 102, 2, 0, 2, 5),
                new Rested(4, BOB, BID, 103, 2, 2, 5));
        assertThat(book.l2()).isEqualTo("L2{asks=[2@104(1)], bids=[2@103(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void moveThatFillsCompletelyEndsTheOrderAndFreesItsId(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 101, 5, 1), gtc(2, BOB, BID, 99, 3, 2));

        assertThat(book.move(2, BOB, 101, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(2, BOB, BID, 99, 101, 3, 3, false, 3),
                new Trade(1, ALICE, 2, BOB, BID, 101, 3, 2, 0, 3));
        assertThat(book.orders(BOB)).isEmpty();

        assertThat(book.place(gtc(2, BOB, BID, 98, 1, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Rested(2, BOB, BID, 98, 1, 1, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void postOnlyMoveThatWouldCrossIsRejected(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 5, 1), order(2, BOB, BID, POST_ONLY, 99, 5, 2));
        final long hash = book.stateHash();

        assertThat(book.move(2, BOB, 101, 3)).isEqualTo(POST_ONLY_WOULD_TRADE);
        assertThat(book.takeEvents()).containsExactly(new Rejected(2, BOB, POST_ONLY_WOULD_TRADE, 3));
        assertThat(book.stateHash()).isEqualTo(hash);

        assertThat(book.move(2, BOB, 100, 4)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(2, BOB, BID, 99, 100, 5, 5, false, 4),
                new Rested(2, BOB, BID, 100, 5, 5, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceAtTheSamePriceWithASmallerSizeKeepsPriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, BID, 100, 5, 2));

        assertThat(book.replace(1, ALICE, 100, 4, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Amended(1, ALICE, BID, 100, 100, 10, 4, true, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[9@100(2)]}");

        assertThat(book.place(gtc(3, CAROL, ASK, 100, 4, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 3, CAROL, ASK, 100, 4, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceWithABiggerSizeLosesPriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, BID, 100, 5, 2));

        assertThat(book.replace(1, ALICE, 100, 12, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 100, 100, 10, 12, false, 3),
                new Rested(1, ALICE, BID, 100, 12, 12, 3));

        assertThat(book.place(gtc(3, CAROL, ASK, 100, 5, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(2, BOB, 3, CAROL, ASK, 100, 5, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceWithANewPriceLosesPriorityEvenWhenSmaller(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, BID, 99, 5, 2));

        assertThat(book.replace(1, ALICE, 99, 5, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 100, 99, 10, 5, false, 3),
                new Rested(1, ALICE, BID, 99, 5, 5, 3));

        assertThat(book.place(gtc(3, CAROL, ASK, 99, 5, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(2, BOB, 3, CAROL, ASK, 99, 5, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceWithTheSamePriceAndUnfilledSizeChangesNothing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, ASK, 100, 4, 2));
        final long hash = book.stateHash();

        assertThat(book.replace(1, ALICE, 100, 6, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).isEmpty();
        assertThat(book.stateHash()).isEqualTo(hash);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceSetsTheUnfilledSizeOfAPartlyFilledOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 10, 1), gtc(2, BOB, ASK, 100, 4, 2));

        assertThat(book.replace(1, ALICE, 100, 8, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 100, 100, 6, 8, false, 3),
                new Rested(1, ALICE, BID, 100, 8, 8, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceAcrossTheSpreadTradesThenRestsTheNewSize(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 101, 2, 1), gtc(2, BOB, BID, 99, 5, 2));

        assertThat(book.replace(2, BOB, 101, 3, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Amended(2, BOB, BID, 99, 101, 5, 3, false, 3),
                new Trade(1, ALICE, 2, BOB, BID, 101, 2, 0, 1, 3),
                new Rested(2, BOB, BID, 101, 1, 1, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[1@101(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void postOnlyReplaceThatWouldCrossIsRejected(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 5, 1), order(2, BOB, BID, POST_ONLY, 99, 5, 2));
        final long hash = book.stateHash();

        assertThat(book.replace(2, BOB, 102, 5, 3)).isEqualTo(POST_ONLY_WOULD_TRADE);
        assertThat(book.takeEvents()).containsExactly(new Rejected(2, BOB, POST_ONLY_WOULD_TRADE, 3));
        assertThat(book.stateHash()).isEqualTo(hash);

        assertThat(book.replace(2, BOB, 99, 7, 4)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(2, BOB, BID, 99, 99, 5, 7, false, 4),
                new Rested(2, BOB, BID, 99, 7, 7, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void massCancelRemovesTheUsersOrdersAndStopsInAcceptanceOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 5, 1),
                gtc(2, BOB, BID, 100, 5, 2),
                stop(3, ALICE, BID, STOP_LIMIT, 110, 1, 120, 3),
                gtc(4, ALICE, ASK, 110, 2, 4),
                gtc(5, ALICE, BID, 99, 3, 5));
        assertThat(book.move(1, ALICE, 98, 6)).isEqualTo(SUCCESS);
        book.takeEvents();

        assertThat(book.massCancel(ALICE, 7)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, BID, 98, 5, 0, MASS_CANCELLED, 7),
                new Cancelled(3, ALICE, BID, 110, 1, 0, MASS_CANCELLED, 7),
                new Cancelled(4, ALICE, ASK, 110, 2, 0, MASS_CANCELLED, 7),
                new Cancelled(5, ALICE, BID, 99, 3, 0, MASS_CANCELLED, 7));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(1)]}");
        assertThat(book.book().pendingStopCount()).isZero();
        assertThat(book.orders(ALICE)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void massCancelOfAUserWithoutOrdersSucceedsAndChangesNothing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 1));
        final long hash = book.stateHash();

        assertThat(book.massCancel(CAROL, 2)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).isEmpty();
        assertThat(book.stateHash()).isEqualTo(hash);
    }
}
