package dev.bourse.testkit;

import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;

/**
 * Makes fresh books of one implementation, so that scenario and property tests run against every implementation.
 */
public interface BookFactory {

    /** @return a short name for test reports, e.g. {@code "reference"} */
    String name();

    /**
     * @param listener receives the new book's events
     * @return an empty book
     */
    OrderBook create(OrderBookListener listener);
}
