package dev.bourse.snapshot;

import dev.bourse.orderbook.OrderState;
import dev.bourse.orderbook.OrderStateVisitor;
import dev.bourse.orderbook.RestorableOrderBook;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects one book's incremental export ({@link RestorableOrderBook#beginExport}) into the primitive image of
 * {@link BookCodec#copy} (same layout: {@link BookCodec#HEADER} longs, then {@link BookCodec#STRIDE} per order), in
 * chunks of at most {@link #CHUNK_ORDERS} orders, each no larger than the orders still to come, so that the book's
 * thread never allocates more than one chunk per {@link #CHUNK_ORDERS} orders, never copies what it has already
 * copied, and a small book costs what it holds (100,000 books of a few orders each must not cost a full chunk each);
 * {@link #image()} joins the chunks later, on the assembling thread.
 * The book-wide values are read at the cut, in the constructor.
 *
 * <p>Thread-safety: {@link #visit} on the book's thread; {@link #image()} on another thread after a happens-before
 * edge from the last visit.
 */
final class BookImageBuilder implements OrderStateVisitor {
    /** Orders per chunk: 1,024 orders are 112 KiB of longs. */
    static final int CHUNK_ORDERS = 1024;

    private final long lastTradePrice;
    private final long acceptanceCounter;
    /** Orders the book held at the cut: what the export must deliver. */
    private final int expected;
    private final List<long[]> chunks = new ArrayList<>();
    private long[] chunk = new long[0];
    private int at;
    private int count;
    private long allocatedLongs;

    /**
     * At the cut, on the book's thread.
     *
     * @param book the book, as it is at the cut
     */
    BookImageBuilder(final RestorableOrderBook book) {
        lastTradePrice = book.lastTradePrice();
        acceptanceCounter = book.acceptanceCounter();
        expected = book.restingOrderCount() + book.pendingStopCount();
    }

    @Override
    public void visit(final OrderState order) {
        if (at == chunk.length) {
            // A book that delivers more than it held at the cut still gets room: checkComplete refuses it later.
            final int orders = Math.max(1, Math.min(CHUNK_ORDERS, expected - count));
            chunk = new long[orders * BookCodec.STRIDE];
            allocatedLongs += chunk.length;
            chunks.add(chunk);
            at = 0;
        }
        BookCodec.putOrder(chunk, at, order);
        at += BookCodec.STRIDE;
        count++;
    }

    /** @return orders collected so far */
    int count() {
        return count;
    }

    /** @return longs allocated for the chunks so far (what the export holds in memory until {@link #image()}) */
    long allocatedLongs() {
        return allocatedLongs;
    }

    /**
     * When the export is complete.
     *
     * @throws IllegalStateException if the book delivered another number of orders than it held at the cut
     */
    void checkComplete() {
        if (count != expected) {
            throw new IllegalStateException("book exported " + count + " orders, held " + expected + " at the cut");
        }
    }

    /** @return the whole image, as {@link BookCodec#copy} lays it out; on the assembling thread */
    long[] image() {
        final long[] image = new long[BookCodec.HEADER + count * BookCodec.STRIDE];
        image[0] = lastTradePrice;
        image[1] = acceptanceCounter;
        image[2] = count;
        int to = BookCodec.HEADER;
        int left = count * BookCodec.STRIDE;
        for (final long[] c : chunks) {
            final int n = Math.min(left, c.length);
            System.arraycopy(c, 0, image, to, n);
            to += n;
            left -= n;
        }
        return image;
    }
}
