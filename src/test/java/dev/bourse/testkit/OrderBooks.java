package dev.bourse.testkit;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.orderbook.ReferenceOrderBook;

import java.util.List;
import java.util.function.Function;

/**
 * Every {@link OrderBook} implementation under test. Scenario tests take their book from here:
 * {@code @ParameterizedTest @MethodSource(OrderBooks.ALL)}. Adding an implementation is one line in {@link #all()}.
 */
public final class OrderBooks {
    /** The {@code @MethodSource} name of {@link #all()}. */
    public static final String ALL = "dev.bourse.testkit.OrderBooks#all";

    private OrderBooks() {
    }

    /** @return one factory per implementation, the reference (oracle) first */
    public static List<BookFactory> all() {
        return List.of(
                new Named("reference", ReferenceOrderBook::new),
                new Named("fast", listener -> new FastOrderBook(listener, 16)));
    }

    /** @return the oracle alone, for property tests that compare another book against it */
    public static BookFactory reference() {
        return all().get(0);
    }

    /**
     * A factory from a name and a constructor reference.
     *
     * @param name        shown in test reports
     * @param constructor makes a book for a listener
     */
    public record Named(String name, Function<OrderBookListener, OrderBook> constructor) implements BookFactory {
        @Override
        public OrderBook create(final OrderBookListener listener) {
            return constructor.apply(listener);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
