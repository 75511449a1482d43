package dev.bourse.snapshot;

import static dev.bourse.api.OrderType.GTD;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.OrderType.STOP_MARKET;
import static dev.bourse.api.OrderType.TAKE_PROFIT_MARKET;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static dev.bourse.testkit.Orders.iceberg;
import static dev.bourse.testkit.Orders.order;
import static dev.bourse.testkit.Orders.stop;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.ReferenceOrderBook;
import dev.bourse.orderbook.RestorableOrderBook;
import dev.bourse.testkit.BookEvent;
import dev.bourse.testkit.RecordingListener;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class BookSnapshotTest {

    private static void given(final OrderBook b) {
        b.place(gtc(1, 10, BID, 100, 5, 1));
        b.place(iceberg(2, 11, BID, 100, 30, 4, 2));
        b.place(gtc(3, 12, BID, 99, 7, 3));
        b.place(order(4, 13, ASK, GTD, 103, 6, 4).expireAt(101));
        b.place(iceberg(5, 14, ASK, 104, 20, 3, 5));
        b.place(gtc(6, 15, ASK, 104, 2, 6));
        b.place(gtc(7, 16, ASK, 100, 6, 7));
        b.place(stop(8, 10, BID, STOP_LIMIT, 106, 4, 104, 8));
        b.place(stop(9, 11, ASK, STOP_MARKET, 90, 3, 98, 9));
        b.place(stop(10, 12, BID, TAKE_PROFIT_MARKET, 200, 2, 95, 10));
        b.place(gtc(11, 17, BID, 104, 3, 11));
        b.place(order(12, 18, BID, GTD, 98, 4, 12).expireAt(700));
        b.reduce(3, 12, 2, 13);
    }

    private static void tail(final OrderBook b) {
        b.place(gtc(20, 19, ASK, 98, 50, 100));
        b.move(5, 14, 103, 101);
        b.place(gtc(21, 20, BID, 104, 30, 102));
        b.replace(12, 18, 97, 9, 103);
        b.massCancel(11, 104);
        b.advanceTime(600);
        b.place(gtc(22, 21, ASK, 90, 10, 800));
    }

    private static RestorableOrderBook copy(final RestorableOrderBook source,
            final Function<RecordingListener, RestorableOrderBook> factory, final RecordingListener listener) {
        final SectionOutput out = BookCodec.write(42, source);
        final SectionInput in = SectionInput.open("book-42", out.compress(), SnapshotDescriptor.SECTION_BOOK);
        assertThat(BookCodec.readSymbol(in)).isEqualTo(42);
        final RestorableOrderBook target = factory.apply(listener);
        BookCodec.read(in, target);
        return target;
    }

    @Test
    void aBookRestoredIntoEitherImplementationHasTheSameHashAndTheSameFuture() {
        final RecordingListener originalEvents = new RecordingListener();
        final FastOrderBook original = new FastOrderBook(originalEvents, 16);
        given(original);
        original.checkInvariants();
        assertThat(original.pendingStopCount()).isEqualTo(3);

        final RecordingListener fastEvents = new RecordingListener();
        final RecordingListener refEvents = new RecordingListener();
        final RestorableOrderBook fast = copy(original, l -> new FastOrderBook(l, 16), fastEvents);
        final RestorableOrderBook reference = copy(original, ReferenceOrderBook::new, refEvents);
        fast.checkInvariants();
        reference.checkInvariants();
        assertThat(fast.stateHash()).isEqualTo(original.stateHash());
        assertThat(reference.stateHash()).isEqualTo(original.stateHash());
        assertThat(fastEvents.events()).isEmpty();

        originalEvents.clear();
        tail(original);
        tail(fast);
        tail(reference);
        final List<BookEvent> expected = originalEvents.takeEvents();
        assertThat(expected).anyMatch(e -> e instanceof BookEvent.StopTriggered)
                .anyMatch(e -> e.toString().contains("EXPIRED"));
        assertThat(fastEvents.takeEvents()).containsExactlyElementsOf(expected);
        assertThat(refEvents.takeEvents()).containsExactlyElementsOf(expected);
        assertThat(fast.stateHash()).isEqualTo(original.stateHash());
        assertThat(reference.stateHash()).isEqualTo(original.stateHash());
        fast.checkInvariants();
    }

    @Test
    void aReferenceBookExportsTheSameStateAsTheFastOne() {
        final RestorableOrderBook fast = new FastOrderBook(new RecordingListener(), 16);
        final RestorableOrderBook reference = new ReferenceOrderBook(new RecordingListener());
        given(fast);
        given(reference);
        final SectionOutput a = BookCodec.write(1, fast);
        final SectionOutput b = BookCodec.write(1, reference);
        assertThat(a.compress()).isEqualTo(b.compress());
    }
}
