package dev.bourse.orderbook;

import static dev.bourse.api.CancelReason.UNFILLED;
import static dev.bourse.api.OrderType.FOK_BUDGET;
import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.OrderType.GTD;
import static dev.bourse.api.OrderType.IOC;
import static dev.bourse.api.OrderType.IOC_BUDGET;
import static dev.bourse.api.OrderType.MARKET;
import static dev.bourse.api.OrderType.POST_ONLY;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.OrderType.STOP_MARKET;
import static dev.bourse.api.ResultCode.ARITHMETIC_OVERFLOW;
import static dev.bourse.api.ResultCode.DUPLICATE_ORDER_ID;
import static dev.bourse.api.ResultCode.INVALID_DISPLAY_SIZE;
import static dev.bourse.api.ResultCode.INVALID_EXPIRY;
import static dev.bourse.api.ResultCode.INVALID_ORDER_TYPE;
import static dev.bourse.api.ResultCode.INVALID_PRICE;
import static dev.bourse.api.ResultCode.INVALID_SIZE;
import static dev.bourse.api.ResultCode.INVALID_TRIGGER_PRICE;
import static dev.bourse.api.ResultCode.NOT_ORDER_OWNER;
import static dev.bourse.api.ResultCode.ORDER_NOT_AMENDABLE;
import static dev.bourse.api.ResultCode.POST_ONLY_WOULD_TRADE;
import static dev.bourse.api.ResultCode.SUCCESS;
import static dev.bourse.api.ResultCode.UNKNOWN_ORDER_ID;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.order;
import static dev.bourse.testkit.Orders.stop;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.BookDriver;
import dev.bourse.testkit.BookEvent.Cancelled;
import dev.bourse.testkit.BookEvent.Rejected;
import dev.bourse.testkit.BookEvent.Rested;
import dev.bourse.testkit.BookEvent.Trade;
import dev.bourse.testkit.BookFactory;
import dev.bourse.testkit.OrderBooks;
import dev.bourse.testkit.OrderView;
import java.util.List;
import java.util.function.IntSupplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rejection of rules 2 and 10 to 13, in the order the checks are made. A rejected command emits exactly one
 * {@code onRejected} and changes nothing: state hash, L2 and the order listing stay as they were.
 */
class RejectionScenarioTest {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final long TS = 10;

    /** ALICE bids 100 × 5 (id 1), BOB asks 105 × 5 (id 2), CAROL holds a stop-limit bid (id 3). */
    private static BookDriver standardBook(final BookFactory books) {
        return new BookDriver(books).given(
                gtc(1, ALICE, BID, 100, 5, 1),
                gtc(2, BOB, ASK, 105, 5, 2),
                stop(3, CAROL, BID, STOP_LIMIT, 110, 1, 120, 3));
    }

    private static void assertRejected(final BookDriver book, final long orderId, final long uid, final int code,
            final IntSupplier command) {
        final long hash = book.stateHash();
        final String l2 = book.l2();
        final List<OrderView> orders = book.orders();

        assertThat(command.getAsInt()).isEqualTo(code);

        assertThat(book.takeEvents()).containsExactly(new Rejected(orderId, uid, code, TS));
        assertThat(book.stateHash()).isEqualTo(hash);
        assertThat(book.l2()).isEqualTo(l2);
        assertThat(book.orders()).isEqualTo(orders);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void missingSideOrTypeIsAnInvalidOrderType(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_ORDER_TYPE, () -> book.place(order(10, BOB, null, GTC, 100, 1, TS)));
        assertRejected(book, 10, BOB, INVALID_ORDER_TYPE, () -> book.place(order(10, BOB, BID, null, 100, 1, TS)));
        assertRejected(book, 0, 0, INVALID_ORDER_TYPE, () -> book.place(new NewOrder().timestamp(TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void nonPositiveSizeIsAnInvalidSize(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_SIZE, () -> book.place(gtc(10, BOB, BID, 100, 0, TS)));
        assertRejected(book, 10, BOB, INVALID_SIZE, () -> book.place(gtc(10, BOB, BID, 100, -5, TS)));
        assertRejected(book, 10, BOB, INVALID_SIZE, () -> book.place(order(10, BOB, BID, IOC_BUDGET, 100, 0, TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void nonPositivePriceProtectionOrBudgetIsAnInvalidPrice(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_PRICE, () -> book.place(gtc(10, BOB, BID, 0, 1, TS)));
        assertRejected(book, 10, BOB, INVALID_PRICE, () -> book.place(gtc(10, BOB, ASK, -1, 1, TS)));
        assertRejected(book, 10, BOB, INVALID_PRICE, () -> book.place(order(10, BOB, BID, MARKET, 0, 1, TS)));
        assertRejected(book, 10, BOB, INVALID_PRICE, () -> book.place(order(10, BOB, BID, FOK_BUDGET, 0, 1, TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void badDisplaySizeIsAnInvalidDisplaySize(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(gtc(10, BOB, BID, 100, 5, TS).displaySize(-1)));
        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(gtc(10, BOB, BID, 100, 5, TS).displaySize(6)));
        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(order(10, BOB, BID, IOC, 100, 5, TS).displaySize(3)));
        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(order(10, BOB, BID, IOC, 100, 5, TS).displaySize(5)));
        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(stop(10, BOB, BID, STOP_LIMIT, 100, 5, 120, TS).displaySize(2)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void missingOrUnexpectedTriggerIsAnInvalidTriggerPrice(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_TRIGGER_PRICE,
                () -> book.place(stop(10, BOB, BID, STOP_LIMIT, 100, 5, 0, TS)));
        assertRejected(book, 10, BOB, INVALID_TRIGGER_PRICE,
                () -> book.place(stop(10, BOB, ASK, STOP_MARKET, 100, 5, -1, TS)));
        assertRejected(book, 10, BOB, INVALID_TRIGGER_PRICE,
                () -> book.place(gtc(10, BOB, BID, 100, 5, TS).triggerPrice(120)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void missingOrUnexpectedExpiryIsAnInvalidExpiry(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_EXPIRY, () -> book.place(order(10, BOB, BID, GTD, 100, 5, TS)));
        assertRejected(book, 10, BOB, INVALID_EXPIRY,
                () -> book.place(order(10, BOB, BID, GTD, 100, 5, TS).expireAt(TS)));
        assertRejected(book, 10, BOB, INVALID_EXPIRY,
                () -> book.place(order(10, BOB, BID, IOC, 100, 5, TS).expireAt(TS + 1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void priceTimesSizeOverflowingALongIsAnArithmeticOverflow(final BookFactory books) {
        final BookDriver book = standardBook(books);
        final long half = Long.MAX_VALUE / 2;

        assertRejected(book, 10, BOB, ARITHMETIC_OVERFLOW, () -> book.place(gtc(10, BOB, ASK, half + 1, 2, TS)));
        assertRejected(book, 10, BOB, ARITHMETIC_OVERFLOW,
                () -> book.place(stop(10, BOB, BID, STOP_LIMIT, 3, half, 120, TS)));

        assertThat(book.place(gtc(11, BOB, ASK, half, 2, TS))).isEqualTo(SUCCESS);
        assertThat(book.place(gtc(12, BOB, ASK, Long.MAX_VALUE, 1, TS))).isEqualTo(SUCCESS);
        assertThat(book.takeEvents()).containsExactly(
                new Rested(11, BOB, ASK, half, 2, 2, TS),
                new Rested(12, BOB, ASK, Long.MAX_VALUE, 1, 1, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void budgetOrdersAreNotCheckedForPriceTimesSizeOverflow(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertThat(book.place(order(10, CAROL, BID, IOC_BUDGET, Long.MAX_VALUE, Long.MAX_VALUE, TS)))
                .isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Trade(2, BOB, 10, CAROL, BID, 105, 5, 0, Long.MAX_VALUE - 5, TS),
                new Cancelled(10, CAROL, BID, Long.MAX_VALUE, Long.MAX_VALUE - 5, 0, UNFILLED, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void idOfALiveOrderOrPendingStopIsADuplicate(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 1, BOB, DUPLICATE_ORDER_ID, () -> book.place(gtc(1, BOB, ASK, 106, 5, TS)));
        assertRejected(book, 3, BOB, DUPLICATE_ORDER_ID, () -> book.place(gtc(3, BOB, ASK, 106, 5, TS)));
        assertRejected(book, 2, BOB, DUPLICATE_ORDER_ID,
                () -> book.place(stop(2, BOB, BID, STOP_MARKET, 200, 5, 120, TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void idOfAFilledOrCancelledOrderCanBeReused(final BookFactory books) {
        final BookDriver book = standardBook(books);
        assertThat(book.place(gtc(20, CAROL, ASK, 100, 5, 4))).isEqualTo(SUCCESS);
        assertThat(book.cancel(2, BOB, 5)).isEqualTo(SUCCESS);
        book.takeEvents();

        assertThat(book.place(gtc(1, BOB, ASK, 106, 1, TS))).isEqualTo(SUCCESS);
        assertThat(book.place(gtc(2, ALICE, BID, 99, 2, TS))).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).containsExactly(
                new Rested(1, BOB, ASK, 106, 1, 1, TS),
                new Rested(2, ALICE, BID, 99, 2, 2, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void postOnlyCrossingIsCheckedLast(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, POST_ONLY_WOULD_TRADE,
                () -> book.place(order(10, BOB, BID, POST_ONLY, 105, 5, TS)));
        assertRejected(book, 10, BOB, POST_ONLY_WOULD_TRADE,
                () -> book.place(order(10, BOB, ASK, POST_ONLY, 100, 5, TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void theFirstFailingCheckDecides(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 10, BOB, INVALID_ORDER_TYPE, () -> book.place(order(10, BOB, null, GTC, 0, 0, TS)));
        assertRejected(book, 10, BOB, INVALID_SIZE, () -> book.place(gtc(10, BOB, BID, 0, 0, TS)));
        assertRejected(book, 10, BOB, INVALID_PRICE,
                () -> book.place(gtc(10, BOB, BID, 0, 5, TS).displaySize(-1)));
        assertRejected(book, 10, BOB, INVALID_DISPLAY_SIZE,
                () -> book.place(gtc(10, BOB, BID, 100, 5, TS).displaySize(9).triggerPrice(1)));
        assertRejected(book, 10, BOB, INVALID_TRIGGER_PRICE,
                () -> book.place(gtc(10, BOB, BID, 100, 5, TS).triggerPrice(1).expireAt(1)));
        assertRejected(book, 10, BOB, INVALID_EXPIRY,
                () -> book.place(gtc(10, BOB, BID, Long.MAX_VALUE, 5, TS).expireAt(1)));
        assertRejected(book, 1, BOB, ARITHMETIC_OVERFLOW, () -> book.place(gtc(1, BOB, BID, Long.MAX_VALUE, 5, TS)));
        assertRejected(book, 1, BOB, DUPLICATE_ORDER_ID,
                () -> book.place(order(1, BOB, BID, POST_ONLY, 105, 5, TS)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void rejectedPlaceTakesNoAcceptanceSequence(final BookFactory books) {
        final BookDriver rejectedFirst = standardBook(books);
        final BookDriver clean = standardBook(books);

        assertThat(rejectedFirst.place(gtc(10, BOB, BID, 100, 0, TS))).isEqualTo(INVALID_SIZE);
        assertThat(rejectedFirst.place(gtc(11, BOB, BID, 99, 1, TS))).isEqualTo(SUCCESS);
        assertThat(clean.place(gtc(11, BOB, BID, 99, 1, TS))).isEqualTo(SUCCESS);

        assertThat(rejectedFirst.stateHash()).isEqualTo(clean.stateHash());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void cancelOfAnUnknownOrForeignOrderIsRejected(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 99, ALICE, UNKNOWN_ORDER_ID, () -> book.cancel(99, ALICE, TS));
        assertRejected(book, 1, BOB, NOT_ORDER_OWNER, () -> book.cancel(1, BOB, TS));
        assertRejected(book, 3, ALICE, NOT_ORDER_OWNER, () -> book.cancel(3, ALICE, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void reduceChecksTheSizeFirstThenTheOrder(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 99, BOB, INVALID_SIZE, () -> book.reduce(99, BOB, 0, TS));
        assertRejected(book, 1, ALICE, INVALID_SIZE, () -> book.reduce(1, ALICE, -1, TS));
        assertRejected(book, 99, ALICE, UNKNOWN_ORDER_ID, () -> book.reduce(99, ALICE, 1, TS));
        assertRejected(book, 1, BOB, NOT_ORDER_OWNER, () -> book.reduce(1, BOB, 1, TS));
        assertRejected(book, 3, BOB, NOT_ORDER_OWNER, () -> book.reduce(3, BOB, 1, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void moveChecksPriceThenOrderThenOwnerThenAmendabilityThenOverflow(final BookFactory books) {
        final BookDriver book = standardBook(books);

        assertRejected(book, 99, BOB, INVALID_PRICE, () -> book.move(99, BOB, 0, TS));
        assertRejected(book, 99, BOB, UNKNOWN_ORDER_ID, () -> book.move(99, BOB, 101, TS));
        assertRejected(book, 3, BOB, NOT_ORDER_OWNER, () -> book.move(3, BOB, 101, TS));
        assertRejected(book, 3, CAROL, ORDER_NOT_AMENDABLE, () -> book.move(3, CAROL, 111, TS));
        assertRejected(book, 1, ALICE, ARITHMETIC_OVERFLOW, () -> book.move(1, ALICE, Long.MAX_VALUE / 5 + 1, TS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void replaceChecksPriceAndSizeThenOrderThenOwnerThenAmendabilityThenOverflowOfTheNewSize(
            final BookFactory books) {
        final BookDriver book = standardBook(books);
        final long price = Long.MAX_VALUE / 10;

        assertRejected(book, 99, BOB, INVALID_PRICE, () -> book.replace(99, BOB, 0, 0, TS));
        assertRejected(book, 99, BOB, INVALID_SIZE, () -> book.replace(99, BOB, 101, 0, TS));
        assertRejected(book, 99, BOB, UNKNOWN_ORDER_ID, () -> book.replace(99, BOB, 101, 1, TS));
        assertRejected(book, 1, BOB, NOT_ORDER_OWNER, () -> book.replace(1, BOB, 101, 1, TS));
        assertRejected(book, 3, CAROL, ORDER_NOT_AMENDABLE, () -> book.replace(3, CAROL, 110, 1, TS));
        assertRejected(book, 1, ALICE, ARITHMETIC_OVERFLOW, () -> book.replace(1, ALICE, price, 11, TS));
        assertThat(book.move(1, ALICE, price, TS)).isEqualTo(SUCCESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource(OrderBooks.ALL)
    void massCancelIsNeverRejected(final BookFactory books) {
        final BookDriver book = standardBook(books);
        final long hash = book.stateHash();

        assertThat(book.massCancel(99, TS)).isEqualTo(SUCCESS);

        assertThat(book.takeEvents()).isEmpty();
        assertThat(book.stateHash()).isEqualTo(hash);
    }
}
