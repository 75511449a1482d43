package dev.bourse.bench;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.orderbook.ReferenceOrderBook;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Set-up and tear-down shared by the order book suites: builds the book a JMH {@code impl} parameter names, checks
 * that it plays a stream exactly as the generator expects before anything is measured, and consumes the counters at
 * the end. Cold path.
 */
final class BenchBooks {
    /** JMH {@code impl} value for {@link ReferenceOrderBook}. */
    static final String REFERENCE = "reference";
    /** JMH {@code impl} value for {@link FastOrderBook}. */
    static final String FAST = "fast";

    private BenchBooks() {
    }

    /**
     * @param impl           {@link #REFERENCE} or {@link #FAST}
     * @param listener       receives the book's events
     * @param expectedOrders resting orders the book should be sized for
     * @return a new, empty book
     */
    static OrderBook newBook(final String impl, final OrderBookListener listener, final int expectedOrders) {
        switch (impl) {
            case REFERENCE:
                return new ReferenceOrderBook(listener);
            case FAST:
                return new FastOrderBook(listener, expectedOrders);
            default:
                throw new IllegalArgumentException("impl must be reference or fast: " + impl);
        }
    }

    /**
     * Verifies one whole cycle of {@code load} on a throwaway book of the same kind, then builds the book to measure
     * and plays the prefill into it, leaving the cursor on the first body command.
     *
     * @param impl   {@link #REFERENCE} or {@link #FAST}
     * @param load   the stream
     * @param events the listener of the measured book
     * @return a player positioned after the prefill
     * @throws IllegalStateException when the book does not play the stream as generated
     */
    static BookLoadPlayer preparedPlayer(final String impl, final BookLoad load, final CountingBookListener events) {
        final int expectedOrders = 2 * load.profile().restingAfterPrefill();
        final CountingBookListener checkEvents = new CountingBookListener();
        new BookLoadPlayer(load, newBook(impl, checkEvents, expectedOrders)).verifyCycle(checkEvents);
        final BookLoadPlayer player = new BookLoadPlayer(load, newBook(impl, events, expectedOrders));
        player.playTo(load.prefillEnd());
        events.reset();
        return player;
    }

    /**
     * Fails the run if any measured command was refused (the numbers would be of a different workload), and feeds the
     * counters to the blackhole.
     *
     * @param player the player that ran
     * @param events its listener
     * @param sink   JMH's blackhole
     */
    static void finish(final BookLoadPlayer player, final CountingBookListener events, final Blackhole sink) {
        if (player.failures() != 0 || events.rejections() != 0) {
            throw new IllegalStateException(player.failures() + " commands failed and " + events.rejections()
                    + " were rejected: the stream and the book disagree");
        }
        sink.consume(events.checksum());
        sink.consume(player.played());
    }
}
