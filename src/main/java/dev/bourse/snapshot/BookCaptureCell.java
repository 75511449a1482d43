package dev.bourse.snapshot;

import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.OrderStateVisitor;
import dev.bourse.orderbook.RestorableOrderBook;
import java.util.ArrayList;
import java.util.List;

/**
 * One matching shard's part of an incremental {@link SnapshotCut}: at the cut it starts every book's export
 * ({@link MatchingShard#beginCapture}), each into its own {@link BookImageBuilder} (the book-wide values are read
 * then); the books then deliver their orders level by level, in steps or on touch, and the images are encoded into
 * their sections later, by the assembling thread. It knows the capture is complete when every book the shard held at
 * the cut has delivered all its orders. Never throws into the shard: a failure is kept and fails the snapshot, not
 * the command being run.
 *
 * <p>Thread-safety: written by the shard's thread only; read by the assembling thread after a happens-before edge.
 */
final class BookCaptureCell extends CaptureCell implements MatchingShard.BookCaptureSink {
    private final List<Long> symbols = new ArrayList<>();
    private final List<BookImageBuilder> images = new ArrayList<>();
    private final int expectedBooks;
    private int completedBooks;

    /**
     * At the cut, on the shard's thread: starts the shard's capture (copies nothing).
     *
     * @param shard the matching shard, right after the cut's command
     */
    BookCaptureCell(final MatchingShard shard) {
        expectedBooks = shard.symbolCount();
        shard.beginCapture(this);
        checkDone();
    }

    @Override
    public OrderStateVisitor begin(final long symbol, final RestorableOrderBook book) {
        final BookImageBuilder image = new BookImageBuilder(book);
        symbols.add(symbol);
        images.add(image);
        return image;
    }

    @Override
    public void completed(final long symbol) {
        try {
            if (symbols.get(completedBooks) != symbol) {
                throw new IllegalStateException("book " + symbol + " completed out of turn");
            }
            images.get(completedBooks).checkComplete();
        } catch (final Exception e) {
            failed(e);
        }
        completedBooks++;
        checkDone();
    }

    private void checkDone() {
        doneWhen(completedBooks == expectedBooks);
    }

    /** @return orders the books have delivered so far */
    int exportedOrders() {
        int n = 0;
        for (final BookImageBuilder image : images) {
            n += image.count();
        }
        return n;
    }

    List<String> names() {
        final List<String> names = new ArrayList<>(symbols.size());
        for (final long symbol : symbols) {
            names.add(SnapshotDescriptor.BOOK_PREFIX + symbol);
        }
        return names;
    }

    /** @return the books' sections, joined and encoded now from their images (the assembling thread) */
    List<SectionOutput> sections() {
        final List<SectionOutput> sections = new ArrayList<>(images.size());
        for (int k = 0; k < images.size(); k++) {
            sections.add(BookCodec.encode(symbols.get(k), images.get(k).image()));
        }
        return sections;
    }
}
