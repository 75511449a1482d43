package dev.bourse.bench;

import dev.bourse.api.ResultCode;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;

/**
 * Plays a {@link BookLoad} into one book, one command per {@link #step()}, wrapping from the last command back to the
 * first (valid because each cycle ends with an empty book). Stamps command {@code n} (counting from 1) with timestamp
 * {@code n} ns, so timestamps only increase. Counts commands that did not return {@code SUCCESS}: on a book that
 * follows the rule book there are none, so a non-zero {@link #failures()} means the book and the generator disagree.
 *
 * <p>Thread-safety: none; the book's thread only.
 */
public final class BookLoadPlayer {
    private final BookLoad load;
    private final OrderBook book;
    private final NewOrder scratch = new NewOrder();
    private final int length;
    private int cursor;
    private long played;
    private long failures;

    /**
     * @param load the stream
     * @param book an empty book; the player starts at command 0
     */
    public BookLoadPlayer(final BookLoad load, final OrderBook book) {
        this.load = load;
        this.book = book;
        this.length = load.length();
    }

    /**
     * Plays the next command. Allocation-free apart from what the book itself does.
     *
     * @return the book's result code
     */
    public int step() {
        final int i = cursor;
        final int result = load.apply(book, i, scratch, ++played);
        if (result != ResultCode.SUCCESS) {
            failures++;
        }
        cursor = i + 1 == length ? 0 : i + 1;
        return result;
    }

    /** Plays commands until the next one is timed (a command the scenario measures). */
    public void skipUntimed() {
        while (!load.timed(cursor)) {
            step();
        }
    }

    /**
     * Plays commands until the cursor reaches {@code index}, wrapping if it is behind.
     *
     * @param index a command index, 0 &lt;= index &lt; {@link BookLoad#length()}
     */
    public void playTo(final int index) {
        while (cursor != index) {
            step();
        }
    }

    /**
     * Plays one whole cycle from command 0 on a book that must be empty, and checks the book against the
     * generator's expectations: every command returns SUCCESS; after the prefill the resting count matches; after the
     * body the resting count, best bid, best ask and last trade price match; at the end the book is empty; the
     * listener saw exactly the expected fills and traded lots and no rejection. Cold path.
     *
     * @param counts the listener the book was built with; reset first
     * @throws IllegalStateException naming the first difference, when the book does not do what the generator's model
     *     did (a bug in the book or in the generator)
     */
    public void verifyCycle(final CountingBookListener counts) {
        if (cursor != 0 || book.restingOrderCount() != 0) {
            throw new IllegalStateException("verifyCycle needs an empty book and the cursor at 0, cursor=" + cursor);
        }
        counts.reset();
        final long failuresBefore = failures;
        final BookLoadProfile p = load.profile();
        playTo(load.prefillEnd());
        expect("resting after prefill", p.restingAfterPrefill(), book.restingOrderCount());
        playTo(load.bodyEnd() == length ? 0 : load.bodyEnd());
        expect("resting after body", p.restingAfterBody(), book.restingOrderCount());
        expect("best bid after body", p.bestBidAfterBody(), book.bestBidPrice());
        expect("best ask after body", p.bestAskAfterBody(), book.bestAskPrice());
        expect("last trade after body", p.lastTradeAfterBody(), book.lastTradePrice());
        playTo(0);
        expect("commands not SUCCESS", 0, failures - failuresBefore);
        expect("rejections", 0, counts.rejections());
        expect("resting after closing", 0, book.restingOrderCount());
        expect("fills per cycle", p.fillsPerCycle(), counts.trades());
        expect("traded lots per cycle", p.tradedLotsPerCycle(), counts.tradedLots());
    }

    private void expect(final String what, final long expected, final long actual) {
        if (expected != actual) {
            throw new IllegalStateException(load.scenario().key() + " stream: " + what + " expected " + expected
                    + " but the book has " + actual + " (command " + played + ")");
        }
    }

    /** @return index of the next command to play */
    public int cursor() {
        return cursor;
    }

    /** @return commands played so far */
    public long played() {
        return played;
    }

    /** @return commands played so far that returned something other than SUCCESS */
    public long failures() {
        return failures;
    }

    /** @return the book being played into */
    public OrderBook book() {
        return book;
    }
}
