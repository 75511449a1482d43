package dev.bourse.snapshot;

import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static dev.bourse.testkit.Orders.gtc;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.RestorableOrderBook;
import dev.bourse.testkit.RecordingListener;
import org.junit.jupiter.api.Test;

/** What one book's capture holds in memory until the snapshot is assembled: what the book holds, no more. */
class BookImageBuilderTest {
    private static RestorableOrderBook bookOf(final int orders) {
        final RestorableOrderBook book = new FastOrderBook(new RecordingListener(), 16);
        for (int i = 0; i < orders; i++) {
            // Bids below the asks: nothing trades, every order rests.
            book.place(gtc(i + 1, 10 + i % 7, i % 2 == 0 ? BID : ASK, i % 2 == 0 ? 100 - i % 50 : 200 + i % 50, 1,
                    i + 1));
        }
        return book;
    }

    private static BookImageBuilder export(final RestorableOrderBook book) {
        final BookImageBuilder image = new BookImageBuilder(book);
        book.exportOrders(image);
        image.checkComplete();
        return image;
    }

    @Test
    void aBookOfThreeOrdersHoldsThreeOrdersOfLongsNotAWholeChunk() {
        final BookImageBuilder image = export(bookOf(3));
        assertThat(image.allocatedLongs()).isEqualTo(3L * BookCodec.STRIDE);
    }

    @Test
    void aBookOfMoreThanAChunkTakesFullChunksThenOnlyWhatIsLeft() {
        final int orders = BookImageBuilder.CHUNK_ORDERS + 476;
        final BookImageBuilder image = export(bookOf(orders));
        assertThat(image.allocatedLongs()).isEqualTo((long) orders * BookCodec.STRIDE);
        assertThat(image.count()).isEqualTo(orders);
    }

    @Test
    void anEmptyBookHoldsNothing() {
        assertThat(export(bookOf(0)).allocatedLongs()).isZero();
    }

    @Test
    void theJoinedImageIsTheOneTheWholeBookCopyGives() {
        final RestorableOrderBook book = bookOf(BookImageBuilder.CHUNK_ORDERS * 2 + 5);
        assertThat(export(book).image()).isEqualTo(BookCodec.copy(book));
    }
}
