package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.EXPIRED;
import static dev.bourse.api.OrderType.GTD;
import static dev.bourse.api.ResultCode.INVALID_EXPIRY;
import static dev.bourse.api.ResultCode.INVALID_SIZE;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.ResultCode.UNKNOWN_ORDER_ID;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.Side;
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

/** GTD orders and the clock of rule 1: every command first expires what is due at its timestamp. */
class GoodTillDateScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;

    private static NewOrder gtd(final long id, final long uid, final Side side,
            final long price, final long size, final long expireAt, final long timestamp) {
        return order(id, uid, side, GTD, price, size, timestamp).expireAt(expireAt);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void gtdRestsAndTradesLikeGtcBeforeItsExpiry(final BookFactory books) {
        final BookDriver book = new BookDriver(books);

        assertThat(book.place(gtd(1, ALICE, BID, 100, 10, 50, 1))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Rested(1, ALICE, BID, 100, 10, 10, 1));

        assertThat(book.place(gtc(2, BOB, ASK, 100, 4, 49))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 2, BOB, ASK, 100, 4, 6, 0, 49));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[6@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void gtdExpiresOnTheFirstCommandReachingItsExpiryBeforeThatCommandRuns(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtd(1, ALICE, BID, 100, 10, 50, 1));

        assertThat(book.place(gtc(2, BOB, ASK, 100, 5, 50))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, BID, 100, 10, 0, EXPIRED, 50),
                new Rested(2, BOB, ASK, 100, 5, 5, 50));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@100(1)], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void expiryHappensEvenWhenTheCommandIsThenRejected(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtd(1, ALICE, BID, 100, 10, 50, 1), gtd(2, ALICE, BID, 99, 10, 70, 2));

        assertThat(book.cancel(7, BOB, 60)).isEqualTo(UNKNOWN_ORDER_ID);
        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, BID, 100, 10, 0, EXPIRED, 60),
                new Rejected(7, BOB, UNKNOWN_ORDER_ID, 60));

        assertThat(book.place(gtc(8, BOB, ASK, 100, 0, 70))).isEqualTo(INVALID_SIZE);
        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(2, ALICE, BID, 99, 10, 0, EXPIRED, 70),
                new Rejected(8, BOB, INVALID_SIZE, 70));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancellingAnOrderAtItsExpiryFindsItAlreadyGone(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtd(1, ALICE, BID, 100, 10, 50, 1));

        assertThat(book.cancel(1, ALICE, 50)).isEqualTo(UNKNOWN_ORDER_ID);

        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(1, ALICE, BID, 100, 10, 0, EXPIRED, 50),
                new Rejected(1, ALICE, UNKNOWN_ORDER_ID, 50));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void advanceTimeExpiresByExpiryThenAcceptanceOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtd(1, ALICE, BID, 100, 1, 30, 1),
                gtd(2, BOB, ASK, 110, 2, 20, 2),
                gtd(3, ALICE, BID, 99, 3, 20, 3),
                gtd(4, BOB, BID, 98, 4, 100, 4),
                gtc(5, ALICE, ASK, 111, 5, 5));

        book.advanceTime(19);
        assertThat(book.takeEvents()).isEmpty();

        book.advanceTime(40);
        assertThat(book.takeEvents()).containsExactly(
                new Cancelled(2, BOB, ASK, 110, 2, 0, EXPIRED, 40),
                new Cancelled(3, ALICE, BID, 99, 3, 0, EXPIRED, 40),
                new Cancelled(1, ALICE, BID, 100, 1, 0, EXPIRED, 40));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@111(1)], bids=[4@98(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void movedGtdKeepsItsExpiryAndExpiresItsRemainder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtd(1, ALICE, BID, 100, 10, 50, 1), gtc(2, BOB, ASK, 100, 3, 2));

        assertThat(book.move(1, ALICE, 99, 10)).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Amended(1, ALICE, BID, 100, 99, 7, 7, false, 10),
                new Rested(1, ALICE, BID, 99, 7, 7, 10));

        book.advanceTime(50);
        assertThat(book.takeEvents()).containsExactly(new Cancelled(1, ALICE, BID, 99, 7, 0, EXPIRED, 50));
        assertThat(book.book().restingOrderCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void gtdExpiringAtOrBeforeItsOwnTimestampIsRejected(final BookFactory books) {
        final BookDriver book = new BookDriver(books);
        final long hash = book.stateHash();

        assertThat(book.place(gtd(1, ALICE, BID, 100, 10, 5, 5))).isEqualTo(INVALID_EXPIRY);
        assertThat(book.place(gtd(2, ALICE, BID, 100, 10, 4, 5))).isEqualTo(INVALID_EXPIRY);
        assertThat(book.place(gtc(3, ALICE, BID, 100, 10, 5).expireAt(6))).isEqualTo(INVALID_EXPIRY);

        assertThat(book.takeEvents()).containsExactly(
                new Rejected(1, ALICE, INVALID_EXPIRY, 5),
                new Rejected(2, ALICE, INVALID_EXPIRY, 5),
                new Rejected(3, ALICE, INVALID_EXPIRY, 5));
        assertThat(book.stateHash()).isEqualTo(hash);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void anL2AsOfAMomentLeavesOutTheOrdersDueThenAndChangesNothing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtd(1, ALICE, BID, 100, 3, 30, 1),
                gtc(2, BOB, BID, 100, 4, 2),
                gtd(3, ALICE, BID, 99, 5, 20, 3),
                gtd(4, BOB, ASK, 110, 2, 60, 4),
                gtd(5, BOB, BID, 98, 6, 25, 5).displaySize(2));
        book.takeEvents();
        final long hash = book.stateHash();
        final L2Snapshot l2 = new L2Snapshot(2);

        book.book().fillL2(8, 19, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[2@110(1)], bids=[7@100(2), 5@99(1), 2@98(1)]}");
        book.book().fillL2(8, 20, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[2@110(1)], bids=[7@100(2), 2@98(1)]}");
        book.book().fillL2(2, 25, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[2@110(1)], bids=[7@100(2)]}");
        book.book().fillL2(1, 30, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[2@110(1)], bids=[4@100(1)]}");
        book.book().fillL2(8, 60, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[], bids=[4@100(1)]}");

        assertThat(book.takeEvents()).isEmpty();
        assertThat(book.stateHash()).isEqualTo(hash);
        assertThat(book.l2()).isEqualTo("L2{asks=[2@110(1)], bids=[7@100(2), 5@99(1), 2@98(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void theNextExpiryIsTheEarliestOfTheRestingGtdOrders(final BookFactory books) {
        final BookDriver book = new BookDriver(books);
        assertThat(book.book().nextExpiry()).isEqualTo(Long.MAX_VALUE);

        book.given(gtd(1, ALICE, BID, 100, 3, 50, 1), gtd(2, ALICE, BID, 99, 3, 30, 2), gtc(3, BOB, BID, 98, 1, 3),
                gtd(4, BOB, ASK, 120, 2, 40, 4));
        assertThat(book.book().nextExpiry()).isEqualTo(30);

        assertThat(book.cancel(2, ALICE, 5)).isEqualTo(SUCCESS);
        assertThat(book.book().nextExpiry()).isEqualTo(40);
        assertThat(book.place(gtc(5, ALICE, BID, 120, 2, 6))).isEqualTo(SUCCESS);
        assertThat(book.book().nextExpiry()).as("the GTD ask was filled").isEqualTo(50);
        book.advanceTime(50);
        assertThat(book.book().nextExpiry()).isEqualTo(Long.MAX_VALUE);
    }
}
