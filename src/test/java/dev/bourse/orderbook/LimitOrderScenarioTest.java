package dev.bourse.orderbook;

import static dev.bourse.api.OrderType.POST_ONLY;
import static dev.bourse.api.ResultCode.POST_ONLY_WOULD_TRADE;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Rejected;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** GTC and POST_ONLY limit orders: resting, partial and full fills, sweeps, price-time priority, L2. */
class LimitOrderScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final long DAVE = 4;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void bidRestsWhenNothingCrosses(final BookFactory books) {
        final BookDriver book = new BookDriver(books);

        assertThat(book.place(gtc(1, ALICE, BID, 100, 10, 1))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Rested(1, ALICE, BID, 100, 10, 10, 1));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[10@100(1)]}");
        assertThat(book.book().bestBidPrice()).isEqualTo(100);
        assertThat(book.book().bestAskPrice()).isZero();
        assertThat(book.book().lastTradePrice()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void askFillsRestingBidCompletelyAndBothLeave(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 10, 1));

        assertThat(book.place(gtc(2, BOB, ASK, 100, 10, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 2, BOB, ASK, 100, 10, 0, 0, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[]}");
        assertThat(book.book().lastTradePrice()).isEqualTo(100);
        assertThat(book.book().restingOrderCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void takerPartlyFilledRestsItsRemainder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 101, 5, 1));

        assertThat(book.place(gtc(2, BOB, BID, 102, 8, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 2, BOB, BID, 101, 5, 0, 3, 2),
                new Rested(2, BOB, BID, 102, 3, 3, 2));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@102(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void makerPartlyFilledKeepsItsPlace(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 10, 1), gtc(2, CAROL, ASK, 101, 1, 2));

        assertThat(book.place(gtc(3, BOB, BID, 101, 4, 3))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 3, BOB, BID, 101, 4, 6, 0, 3));
        assertThat(book.l2()).isEqualTo("L2{asks=[7@101(2)], bids=[]}");

        assertThat(book.place(gtc(4, BOB, BID, 101, 7, 4))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Trade(1, ALICE, 4, BOB, BID, 101, 6, 0, 1, 4),
                new Trade(2, CAROL, 4, BOB, BID, 101, 1, 0, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void bidSweepsSeveralLevelsBestFirstAtTheMakersPrices(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 103, 5, 1),
                gtc(2, BOB, ASK, 101, 3, 2),
                gtc(3, CAROL, ASK, 102, 4, 3));

        assertThat(book.place(gtc(4, DAVE, BID, 103, 10, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(2, BOB, 4, DAVE, BID, 101, 3, 0, 7, 4),
                new Trade(3, CAROL, 4, DAVE, BID, 102, 4, 0, 3, 4),
                new Trade(1, ALICE, 4, DAVE, BID, 103, 3, 2, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[2@103(1)], bids=[]}");
        assertThat(book.book().lastTradePrice()).isEqualTo(103);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void sweepStopsAtTheLimitAndRestsTheRest(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 103, 5, 1),
                gtc(2, BOB, ASK, 101, 3, 2),
                gtc(3, CAROL, ASK, 102, 4, 3));

        assertThat(book.place(gtc(4, DAVE, BID, 102, 10, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(2, BOB, 4, DAVE, BID, 101, 3, 0, 7, 4),
                new Trade(3, CAROL, 4, DAVE, BID, 102, 4, 0, 3, 4),
                new Rested(4, DAVE, BID, 102, 3, 3, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[5@103(1)], bids=[3@102(1)]}");
        assertThat(book.book().lastTradePrice()).isEqualTo(102);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void askTakesBetterBidsFirstThenEachLevelInTimePriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 5, 1),
                gtc(2, BOB, BID, 100, 5, 2),
                gtc(3, CAROL, BID, 101, 2, 3));

        assertThat(book.place(gtc(4, DAVE, ASK, 100, 9, 4))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(3, CAROL, 4, DAVE, ASK, 101, 2, 0, 7, 4),
                new Trade(1, ALICE, 4, DAVE, ASK, 100, 5, 0, 2, 4),
                new Trade(2, BOB, 4, DAVE, ASK, 100, 2, 3, 0, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[3@100(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void l2ShowsBestLevelsFirstUpToTheDepth(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 5, 1),
                gtc(2, BOB, BID, 98, 2, 2),
                gtc(3, CAROL, BID, 100, 3, 3),
                gtc(4, ALICE, BID, 99, 1, 4),
                gtc(5, BOB, ASK, 102, 6, 5),
                gtc(6, CAROL, ASK, 101, 4, 6),
                gtc(7, ALICE, ASK, 105, 1, 7));
        final L2Snapshot top = new L2Snapshot(1);

        book.book().fillL2(2, top);

        assertThat(top).hasToString("L2{asks=[4@101(1), 6@102(1)], bids=[8@100(2), 1@99(1)]}");
        assertThat(book.l2()).isEqualTo("L2{asks=[4@101(1), 6@102(1), 1@105(1)], bids=[8@100(2), 1@99(1), 2@98(1)]}");
        book.book().fillL2(0, top);
        assertThat(top).hasToString("L2{asks=[], bids=[]}");
        assertThat(book.book().bestBidPrice()).isEqualTo(100);
        assertThat(book.book().bestAskPrice()).isEqualTo(101);
        assertThat(book.book().restingOrderCount()).isEqualTo(7);
        assertThat(book.takeEvents()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void ordersOfTheSameUserTradeWithoutSelfTradePrevention(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(gtc(1, ALICE, ASK, 100, 5, 1));

        assertThat(book.place(gtc(2, ALICE, BID, 100, 3, 2))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(new Trade(1, ALICE, 2, ALICE, BID, 100, 3, 2, 0, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void postOnlyRestsWhenItDoesNotCross(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 5, 1), gtc(2, ALICE, BID, 99, 5, 2));

        assertThat(book.place(order(3, BOB, BID, POST_ONLY, 100, 5, 3))).isEqualTo(SUCCESS);
        assertThat(book.place(order(4, BOB, ASK, POST_ONLY, 101, 2, 4).displaySize(1))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Rested(3, BOB, BID, 100, 5, 5, 3),
                new Rested(4, BOB, ASK, 101, 2, 1, 4));
        assertThat(book.l2()).isEqualTo("L2{asks=[6@101(2)], bids=[5@100(1), 5@99(1)]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void postOnlyThatWouldTradeIsRejectedAndChangesNothing(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 5, 1), gtc(2, ALICE, BID, 99, 5, 2));
        final long hash = book.stateHash();

        assertThat(book.place(order(3, BOB, BID, POST_ONLY, 101, 5, 3))).isEqualTo(POST_ONLY_WOULD_TRADE);
        assertThat(book.place(order(4, BOB, BID, POST_ONLY, 150, 5, 4))).isEqualTo(POST_ONLY_WOULD_TRADE);
        assertThat(book.place(order(5, BOB, ASK, POST_ONLY, 99, 5, 5))).isEqualTo(POST_ONLY_WOULD_TRADE);

        assertThat(book.takeEvents()).containsExactly(
                new Rejected(3, BOB, POST_ONLY_WOULD_TRADE, 3),
                new Rejected(4, BOB, POST_ONLY_WOULD_TRADE, 4),
                new Rejected(5, BOB, POST_ONLY_WOULD_TRADE, 5));
        assertThat(book.stateHash()).isEqualTo(hash);
        assertThat(book.l2()).isEqualTo("L2{asks=[5@101(1)], bids=[5@99(1)]}");
    }
}
