package dev.bourse.orderbook;

import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.OrderType.GTD;
import static dev.bourse.api.OrderType.IOC;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.OrderType.STOP_MARKET;
import static dev.bourse.api.OrderType.TAKE_PROFIT_MARKET;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.api.StpMode.CANCEL_MAKER;
import static dev.bourse.api.StpMode.DECREMENT;
import static dev.bourse.api.StpMode.NONE;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.iceberg;
import static dev.bourse.testkit.Orders.order;
import static dev.bourse.testkit.Orders.stop;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.common.StateHash;
import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import dev.bourse.testkit.OrderView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Queries: order listings (per user and whole book) and the state hash of rule 17. */
class BookQueryScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void userListingFollowsAcceptanceOrderWhateverThePriority(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 5, 1),
                gtc(2, BOB, ASK, 105, 5, 2),
                gtc(3, ALICE, ASK, 104, 2, 3),
                stop(4, ALICE, ASK, STOP_MARKET, 90, 3, 95, 4),
                iceberg(5, ALICE, BID, 101, 10, 2, 5),
                order(6, ALICE, BID, GTD, 99, 1, 6).expireAt(1000));
        assertThat(book.move(1, ALICE, 102, 7)).isEqualTo(SUCCESS);

        assertThat(book.orders(ALICE)).containsExactly(
                new OrderView(1, ALICE, BID, GTC, 102, 5, 5, 0, false, 7),
                new OrderView(3, ALICE, ASK, GTC, 104, 2, 2, 0, false, 3),
                new OrderView(4, ALICE, ASK, STOP_MARKET, 90, 3, 0, 95, true, 4),
                new OrderView(5, ALICE, BID, GTC, 101, 10, 2, 0, false, 5),
                new OrderView(6, ALICE, BID, GTD, 99, 1, 1, 0, false, 6));
        assertThat(book.orders(BOB)).containsExactly(new OrderView(2, BOB, ASK, GTC, 105, 5, 5, 0, false, 2));
        assertThat(book.orders(CAROL)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void wholeListingIsBidsBestFirstThenAsksBestFirstThenStopsByAcceptance(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                stop(7, ALICE, ASK, TAKE_PROFIT_MARKET, 50, 1, 200, 1),
                gtc(1, ALICE, BID, 100, 1, 2),
                gtc(2, BOB, BID, 101, 2, 3),
                gtc(3, CAROL, BID, 100, 3, 4),
                gtc(4, ALICE, ASK, 105, 4, 5),
                gtc(5, BOB, ASK, 103, 5, 6),
                stop(6, BOB, BID, STOP_LIMIT, 111, 6, 110, 7));

        assertThat(book.orders()).containsExactly(
                new OrderView(2, BOB, BID, GTC, 101, 2, 2, 0, false, 3),
                new OrderView(1, ALICE, BID, GTC, 100, 1, 1, 0, false, 2),
                new OrderView(3, CAROL, BID, GTC, 100, 3, 3, 0, false, 4),
                new OrderView(5, BOB, ASK, GTC, 103, 5, 5, 0, false, 6),
                new OrderView(4, ALICE, ASK, GTC, 105, 4, 4, 0, false, 5),
                new OrderView(7, ALICE, ASK, TAKE_PROFIT_MARKET, 50, 1, 0, 200, true, 1),
                new OrderView(6, BOB, BID, STOP_LIMIT, 111, 6, 0, 110, true, 7));
        assertThat(book.book().restingOrderCount()).isEqualTo(5);
        assertThat(book.book().pendingStopCount()).isEqualTo(2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stateHashOfAnEmptyBookFoldsZeros(final BookFactory books) {
        long expected = StateHash.SEED;
        expected = StateHash.add(expected, 0);
        expected = StateHash.add(expected, 0);
        expected = StateHash.add(expected, 0);
        expected = StateHash.add(expected, 0);

        assertThat(new BookDriver(books).stateHash()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stateHashFoldsTheFieldsOfRule17InOrder(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                iceberg(1, ALICE, BID, 100, 10, 3, 5),
                order(2, BOB, ASK, GTD, 105, 4, 6).expireAt(99).displaySize(4).stpMode(DECREMENT),
                stop(3, CAROL, BID, STOP_LIMIT, 110, 1, 120, 7).stpMode(CANCEL_MAKER));

        long expected = StateHash.SEED;
        expected = StateHash.add(expected, 0);
        expected = StateHash.add(expected, 3);
        expected = fold(expected, 100, 1, 1, ALICE, 10, 3, 3, GTC.ordinal(), NONE.ordinal(), 0, 1, 5);
        expected = fold(expected, 105, 1, 2, BOB, 4, 4, 0, GTD.ordinal(), DECREMENT.ordinal(), 99, 2, 6);
        expected = StateHash.add(expected, 1);
        final long stop = fold(StateHash.SEED, 3, CAROL, BID.ordinal(), STOP_LIMIT.ordinal(), 110, 1, 120,
                CANCEL_MAKER.ordinal(), 3, 7);
        expected = StateHash.add(expected, StateHash.mix(stop));

        assertThat(book.stateHash()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stateHashIsEqualForTheSameHistoryAndDiffersAfterAChange(final BookFactory books) {
        final BookDriver first = sampleHistory(new BookDriver(books));
        final BookDriver second = sampleHistory(new BookDriver(books));
        assertThat(first.stateHash()).isEqualTo(second.stateHash());

        assertThat(first.reduce(1, ALICE, 1, 20)).isEqualTo(SUCCESS);
        assertThat(first.stateHash()).isNotEqualTo(second.stateHash());

        assertThat(second.reduce(1, ALICE, 1, 20)).isEqualTo(SUCCESS);
        assertThat(first.stateHash()).isEqualTo(second.stateHash());

        assertThat(first.replace(4, BOB, 104, 1, 21)).isEqualTo(SUCCESS);
        assertThat(first.stateHash()).isNotEqualTo(second.stateHash());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void stateHashSeesTimePriority(final BookFactory books) {
        final BookDriver early = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 1));
        final BookDriver late = new BookDriver(books).given(gtc(1, ALICE, BID, 100, 5, 2));

        assertThat(early.stateHash()).isNotEqualTo(late.stateHash());
    }

    /** Levels emptied behind the best (which the fast book keeps idle for reuse) must leave no trace. */
    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void levelsEmptiedBehindTheBestNeitherShowNorTradeNorChangeTheHash(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, ASK, 101, 2, 1),
                gtc(2, BOB, ASK, 102, 3, 2),
                gtc(3, CAROL, ASK, 103, 4, 3));
        assertThat(book.move(2, BOB, 104, 4)).isEqualTo(SUCCESS);
        assertThat(book.cancel(3, CAROL, 5)).isEqualTo(SUCCESS);
        assertThat(book.l2()).isEqualTo("L2{asks=[2@101(1), 3@104(1)], bids=[]}");
        book.takeEvents();

        assertThat(book.place(order(4, CAROL, BID, IOC, 103, 5, 6))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).filteredOn(e -> e instanceof BookEvent.Trade)
                .containsExactly(new BookEvent.Trade(1, ALICE, 4, CAROL, BID, 101, 2, 0, 3, 6));
        assertThat(book.l2()).isEqualTo("L2{asks=[3@104(1)], bids=[]}");
        long expected = StateHash.SEED;
        expected = StateHash.add(expected, 101);
        expected = StateHash.add(expected, 4);
        expected = fold(expected, 104, 1, 2, BOB, 3, 3, 0, GTC.ordinal(), NONE.ordinal(), 0, 2, 4);
        expected = StateHash.add(expected, 0);
        expected = StateHash.add(expected, 0);
        assertThat(book.stateHash()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void orderArrivingAtAPriceEmptiedBehindTheBestQueuesThereAlone(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 2, 1),
                gtc(2, BOB, BID, 99, 3, 2),
                gtc(3, CAROL, BID, 98, 4, 3));
        assertThat(book.move(2, BOB, 97, 4)).isEqualTo(SUCCESS);

        assertThat(book.place(gtc(4, CAROL, BID, 99, 5, 5))).isEqualTo(SUCCESS);

        assertThat(book.l2()).isEqualTo("L2{asks=[], bids=[2@100(1), 5@99(1), 4@98(1), 3@97(1)]}");
        assertThat(book.orders()).extracting(OrderView::orderId).containsExactly(1L, 4L, 3L, 2L);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void anL2OfAnyDepthHoldsOnlyTheLevelsTheBookHas(final BookFactory books) {
        final BookDriver book = new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 2, 1),
                gtc(2, BOB, BID, 99, 3, 2),
                gtc(3, CAROL, ASK, 101, 4, 3));
        final L2Snapshot l2 = new L2Snapshot(1);

        book.book().fillL2(Integer.MAX_VALUE, l2);

        assertThat(l2.toString()).isEqualTo("L2{asks=[4@101(1)], bids=[2@100(1), 3@99(1)]}");
        book.book().fillL2(1, l2);
        assertThat(l2.toString()).isEqualTo("L2{asks=[4@101(1)], bids=[2@100(1)]}");
    }

    private static BookDriver sampleHistory(final BookDriver book) {
        book.given(
                gtc(1, ALICE, BID, 100, 5, 1),
                iceberg(2, BOB, BID, 100, 9, 2, 2),
                gtc(3, CAROL, ASK, 100, 3, 3),
                gtc(4, BOB, ASK, 104, 2, 4),
                stop(5, CAROL, ASK, STOP_LIMIT, 90, 2, 95, 5));
        return book;
    }

    private static long fold(final long seed, final long... values) {
        long hash = seed;
        for (final long value : values) {
            hash = StateHash.add(hash, value);
        }
        return hash;
    }
}
