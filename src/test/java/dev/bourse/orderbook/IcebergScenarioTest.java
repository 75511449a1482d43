package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.REDUCED;
import static dev.bourse.api.CancelReason.SELF_TRADE;
import static dev.bourse.api.OrderType.FOK;
import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.iceberg;
import static dev.bourse.testkit.Orders.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.StpMode;
import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Amended;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import dev.bourse.testkit.OrderView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Icebergs: a display size shows one slice at a time; each refreshed slice goes to the tail of its level. */
class IcebergScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final long DAVE = 4;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void onlyTheDisplaySizeIsVisibleInL2(final BookFactory books) {
        final BookDriver book = new BookDriver(books);

        assertThat(book.place(iceberg(1, ALICE, BID, 100, 10, 3, 1))).isEqualTo(SUCCESS);
        assertThat(book.place(gtc(2, BOB, BID, 100, 2, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Rested(1, ALICE, BID, 100, 10, 3, 1),
                new Rested(2, BOB, BID, 100, 2, 2, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(2)]}");
        assertThat(book.orders(ALICE)).containsExactly(
                new OrderView(1, ALICE, BID, GTC, 100, 10, 3, 0, false, 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void displaySizeEqualToTheSizeIsAPlainOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books);

        assertThat(book.place(iceberg(1, ALICE, BID, 100, 4, 4, 1))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Rested(1, ALICE, BID, 100, 4, 4, 1));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[4@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void refreshedSliceMovesToTheTailWithANewTimePriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, BID, 100, 10, 3, 1), gtc(2, BOB, BID, 100, 4, 2));

        assertThat(book.place(gtc(3, CAROL, ASK, 100, 3, 3))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 3, CAROL, ASK, 100, 3, 7, 0, 3));
        assertThat(book.orders()).containsExactly(
                new OrderView(2, BOB, BID, GTC, 100, 4, 4, 0, false, 2),
                new OrderView(1, ALICE, BID, GTC, 100, 7, 3, 0, false, 3));

        assertThat(book.place(gtc(4, DAVE, ASK, 100, 5, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(2, BOB, 4, DAVE, ASK, 100, 4, 0, 1, 4),
                new Trade(1, ALICE, 4, DAVE, ASK, 100, 1, 6, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[2@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void takerConsumesHiddenSizeByMeetingTheRefreshedSlicesAgain(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(iceberg(1, ALICE, BID, 100, 10, 4, 1));

        assertThat(book.place(gtc(2, BOB, ASK, 100, 9, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 2, BOB, ASK, 100, 4, 6, 5, 2),
                new Trade(1, ALICE, 2, BOB, ASK, 100, 4, 2, 1, 2),
                new Trade(1, ALICE, 2, BOB, ASK, 100, 1, 1, 0, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[1@100(1)]}");
        assertThat(book.orders()).containsExactly(new OrderView(1, ALICE, BID, GTC, 100, 1, 1, 0, false, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void icebergAndPlainOrdersAlternateAtOneLevel(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, ASK, 100, 6, 2, 1), gtc(2, BOB, ASK, 100, 3, 2));

        assertThat(book.place(gtc(3, CAROL, BID, 100, 7, 3))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 3, CAROL, BID, 100, 2, 4, 5, 3),
                new Trade(2, BOB, 3, CAROL, BID, 100, 3, 0, 2, 3),
                new Trade(1, ALICE, 3, CAROL, BID, 100, 2, 2, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[2@100(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void fokCountsHiddenIcebergSize(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(iceberg(1, ALICE, BID, 100, 10, 2, 1));

        assertThat(book.place(order(2, BOB, ASK, FOK, 100, 7, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 2, BOB, ASK, 100, 2, 8, 5, 2),
                new Trade(1, ALICE, 2, BOB, ASK, 100, 2, 6, 3, 2),
                new Trade(1, ALICE, 2, BOB, ASK, 100, 2, 4, 1, 2),
                new Trade(1, ALICE, 2, BOB, ASK, 100, 1, 3, 0, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[1@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reduceTakesHiddenSizeFirstAndKeepsPriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, BID, 100, 10, 3, 1), gtc(2, BOB, BID, 100, 2, 2));

        assertThat(book.reduce(1, ALICE, 5, 3)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 100, 5, 5, REDUCED, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[5@100(2)]}");

        assertThat(book.reduce(1, ALICE, 4, 4)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 100, 4, 1, REDUCED, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@100(2)]}");
        assertThat(book.orders()).containsExactly(
                new OrderView(1, ALICE, BID, GTC, 100, 1, 1, 0, false, 1),
                new OrderView(2, BOB, BID, GTC, 100, 2, 2, 0, false, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void icebergTakerRestsItsRemainderAsAFreshSlice(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, BOB, ASK, 100, 4, 1));

        assertThat(book.place(iceberg(2, ALICE, BID, 100, 10, 3, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, BOB, 2, ALICE, BID, 100, 4, 0, 6, 2),
                new Rested(2, ALICE, BID, 100, 6, 3, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void movedIcebergShowsAFreshSlice(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, BID, 100, 10, 3, 1), gtc(2, BOB, ASK, 100, 2, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[1@100(1)]}");

        assertThat(book.move(1, ALICE, 99, 3)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 100, 99, 8, 8, false, 3),
                new Rested(1, ALICE, BID, 99, 8, 3, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@99(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceShrinkingAnIcebergInPlaceCapsItsVisibleSize(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(iceberg(1, ALICE, BID, 100, 10, 4, 1));

        assertThat(book.replace(1, ALICE, 100, 3, 2)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Amended(1, ALICE, BID, 100, 100, 10, 3, true, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@100(1)]}");
        assertThat(book.orders()).containsExactly(new OrderView(1, ALICE, BID, GTC, 100, 3, 3, 0, false, 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void selfTradeDecrementAgainstAnIcebergTakesItsVisibleSliceAndRefreshesIt(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, ASK, 100, 10, 3, 1), gtc(2, BOB, ASK, 100, 4, 2));

        assertThat(book.place(gtc(3, ALICE, BID, 100, 5, 3).stpMode(StpMode.DECREMENT))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, ASK, 100, 3, 7, SELF_TRADE, 3),
                new Cancelled(3, ALICE, BID, 100, 3, 2, SELF_TRADE, 3),
                new Trade(2, BOB, 3, ALICE, BID, 100, 2, 2, 0, 3));
        assertThat(book.orders()).containsExactly(
                new OrderView(2, BOB, ASK, GTC, 100, 2, 2, 0, false, 2),
                new OrderView(1, ALICE, ASK, GTC, 100, 7, 3, 0, false, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@100(2)], bids=[]}");
    }
}
