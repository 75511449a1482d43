package dev.bourse.cli;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.ReferenceOrderBook;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bourse demo}: the scripted order book session of {@link BookDemoSession}, printed step by step with every
 * event and the book after each step, on the fast book or the reference one. Exit code 0; 2 for a usage error.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "demo", description = {"Prints a scripted session on one order book.",
    "GTC, IOC, market, iceberg and stop orders, a cancel and a move across the spread, with every event and the "
        + "book after each step."})
public final class DemoTool implements Callable<Integer> {
    /** The book implementations the demo can run on. */
    enum Book {
        /** {@link FastOrderBook}, the one the core uses. */
        FAST,
        /** {@link ReferenceOrderBook}, the oracle it is proven equal to. */
        REFERENCE
    }

    /** Orders the fast book preallocates for: the script rests fewer. */
    private static final int EXPECTED_ORDERS = 64;

    @Option(names = "--book", paramLabel = "BOOK", defaultValue = "FAST",
            description = "the book to run it on: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private Book book;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    DemoTool() {
    }

    @Override
    public Integer call() {
        final BookDemoSession session = new BookDemoSession(spec.commandLine().getOut());
        if (book == Book.FAST) {
            session.run(listener -> new FastOrderBook(listener, EXPECTED_ORDERS));
        } else {
            session.run(ReferenceOrderBook::new);
        }
        return 0;
    }
}
