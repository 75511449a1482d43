package dev.bourse.cli;

import java.io.PrintWriter;
import java.util.function.Function;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;

/**
 * A short scripted session on one book: four users place GTC, IOC, market, iceberg and stop orders, cancel one and
 * move one across the spread. Prints each step, every event it causes and the top of the book after it
 * ({@code bourse demo}, {@link DemoTool}). Cold path.
 *
 * <p>Thread-safety: none.
 */
public final class BookDemoSession {
    private static final long ALICE = 1;
    private static final long BOB = 2;
    private static final long CAROL = 3;
    private static final long DAVE = 4;
    private static final int DEPTH = 5;

    private final PrintWriter out;
    private final NewOrder order = new NewOrder();
    private final L2Snapshot l2 = new L2Snapshot(DEPTH);
    private long clock;

    /**
     * @param out where the session is printed
     */
    public BookDemoSession(final PrintWriter out) {
        this.out = out;
    }

    /**
     * Runs the script on a new book.
     *
     * @param books makes the book, given the printing listener
     */
    public void run(final Function<OrderBookListener, OrderBook> books) {
        final OrderBook book = books.apply(new PrintingBookListener(out, "", "alice", "bob", "carol", "dave"));
        step("1. alice offers 10 @ 100010, 5 @ 100020, 3 @ 100030; bob bids 8 @ 99990, 4 @ 99980");
        place(book, 101, ALICE, Side.ASK, OrderType.GTC, 100_010, 10);
        place(book, 102, ALICE, Side.ASK, OrderType.GTC, 100_020, 5);
        place(book, 103, ALICE, Side.ASK, OrderType.GTC, 100_030, 3);
        place(book, 201, BOB, Side.BID, OrderType.GTC, 99_990, 8);
        place(book, 202, BOB, Side.BID, OrderType.GTC, 99_980, 4);
        printBook(book);

        step("2. carol buys 12 immediate-or-cancel, limit 100015");
        place(book, 301, CAROL, Side.BID, OrderType.IOC, 100_015, 12);
        printBook(book);

        step("3. dave sells an iceberg of 12 @ 100012, showing 5 at a time");
        order.set(401, DAVE, Side.ASK, OrderType.GTC, 100_012, 12, ++clock).displaySize(5);
        book.place(order);
        printBook(book);

        step("4. bob places a stop: buy 3 at market (protection 100030) once a trade prints at 100012+");
        order.set(203, BOB, Side.BID, OrderType.STOP_MARKET, 100_030, 3, ++clock).triggerPrice(100_012);
        book.place(order);
        printBook(book);

        step("5. carol buys 7 at market (protection 100030)");
        place(book, 302, CAROL, Side.BID, OrderType.MARKET, 100_030, 7);
        printBook(book);

        step("6. alice cancels #103");
        book.cancel(103, ALICE, ++clock);
        printBook(book);

        step("7. bob moves his bid #201 from 99990 across the spread to 100015");
        book.move(201, BOB, 100_015, ++clock);
        printBook(book);
    }

    private void step(final String title) {
        out.println(title);
    }

    private void place(final OrderBook book, final long id, final long uid, final Side side, final OrderType type,
            final long price, final long size) {
        book.place(order.set(id, uid, side, type, price, size, ++clock));
    }

    private void printBook(final OrderBook book) {
        book.fillL2(DEPTH, l2);
        final StringBuilder line = new StringBuilder("    book     bids");
        for (int i = 0; i < l2.bidLevels(); i++) {
            line.append(' ').append(l2.bidSize(i)).append('@').append(l2.bidPrice(i));
        }
        line.append("  |  asks");
        for (int i = 0; i < l2.askLevels(); i++) {
            line.append(' ').append(l2.askSize(i)).append('@').append(l2.askPrice(i));
        }
        if (book.lastTradePrice() != 0) {
            line.append("  |  last ").append(book.lastTradePrice());
        }
        out.println(line);
    }
}
