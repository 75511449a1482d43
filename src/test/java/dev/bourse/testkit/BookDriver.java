package dev.bourse.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;

import java.util.ArrayList;
import java.util.List;

/**
 * A book under test with its {@link RecordingListener}: every command goes to the book and is followed by
 * {@link OrderBook#checkInvariants()}, so a scenario checks the invariants after each step without saying so.
 */
public final class BookDriver {
    private final OrderBook book;
    private final RecordingListener recorder = new RecordingListener();
    private final L2Snapshot l2 = new L2Snapshot(8);

    /**
     * @param factory the implementation to drive
     */
    public BookDriver(final BookFactory factory) {
        this.book = factory.create(recorder);
    }

    /** @return the book, for queries */
    public OrderBook book() {
        return book;
    }

    /**
     * Places orders that must succeed and forgets their events: the "given" part of a scenario.
     *
     * @param orders placed in this order
     * @return this
     */
    public BookDriver given(final NewOrder... orders) {
        for (final NewOrder order : orders) {
            assertThat(place(order)).as("setup %s", order).isEqualTo(ResultCode.SUCCESS);
        }
        recorder.clear();
        return this;
    }

    /** @return the book's result code */
    public int place(final NewOrder order) {
        return checked(book.place(order));
    }

    /** @return the book's result code */
    public int cancel(final long orderId, final long uid, final long timestamp) {
        return checked(book.cancel(orderId, uid, timestamp));
    }

    /** @return the book's result code */
    public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
        return checked(book.reduce(orderId, uid, reduceBy, timestamp));
    }

    /** @return the book's result code */
    public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
        return checked(book.move(orderId, uid, newPrice, timestamp));
    }

    /** @return the book's result code */
    public int replace(final long orderId, final long uid, final long newPrice, final long newSize,
            final long timestamp) {
        return checked(book.replace(orderId, uid, newPrice, newSize, timestamp));
    }

    /** @return the book's result code */
    public int massCancel(final long uid, final long timestamp) {
        return checked(book.massCancel(uid, timestamp));
    }

    /**
     * @param timestamp ns
     */
    public void advanceTime(final long timestamp) {
        book.advanceTime(timestamp);
        book.checkInvariants();
    }

    /** @return the events since the last call, which are then forgotten */
    public List<BookEvent> takeEvents() {
        return recorder.takeEvents();
    }

    /** @return the top 8 levels per side, as {@link L2Snapshot#toString()} */
    public String l2() {
        book.fillL2(8, l2);
        return l2.toString();
    }

    /** @return {@link OrderBook#stateHash()} */
    public long stateHash() {
        return book.stateHash();
    }

    /** @return every live order in the book's documented order */
    public List<OrderView> orders() {
        final List<OrderView> views = new ArrayList<>();
        book.forEachOrder((id, uid, side, type, price, remaining, visible, trigger, pending, ts) ->
                views.add(new OrderView(id, uid, side, type, price, remaining, visible, trigger, pending, ts)));
        return views;
    }

    /** @return one user's live orders in acceptance order */
    public List<OrderView> orders(final long user) {
        final List<OrderView> views = new ArrayList<>();
        book.forEachOrder(user, (id, uid, side, type, price, remaining, visible, trigger, pending, ts) ->
                views.add(new OrderView(id, uid, side, type, price, remaining, visible, trigger, pending, ts)));
        return views;
    }

    private int checked(final int code) {
        book.checkInvariants();
        return code;
    }
}
