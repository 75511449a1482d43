package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.marketdata.client.BookBuilder;
import org.junit.jupiter.api.Test;

/** How a consumer's book follows sequences: duplicates skipped, a gap drops the book, a snapshot brings it back. */
class BookBuilderTest {
    private static final int BID = 0;

    private static BookBuilder listedWithOneOrder() {
        final BookBuilder books = new BookBuilder(true);
        books.onDirectory(1, 1, 1, 0, 0, 1, 2, 1, 1, 0);
        books.onOrderAdded(1, 2, 2, 0, 11, BID, 100, 5);
        return books;
    }

    @Test
    void aConsumerFromTheFirstMessageIsExactAndSkipsDuplicates() {
        final BookBuilder books = listedWithOneOrder();
        books.onOrderAdded(1, 2, 2, 0, 11, BID, 100, 5);
        assertThat(books.isSynced(1)).isTrue();
        assertThat(books.sequence(1)).isEqualTo(2);
        assertThat(books.book(1).sizeAt(BID, 100)).isEqualTo(5);
        assertThat(books.gaps()).isZero();
    }

    @Test
    void aGapDropsTheBookUntilASnapshotNewerThanTheGap() {
        final BookBuilder books = listedWithOneOrder();
        books.onOrderAdded(1, 4, 4, 0, 12, BID, 99, 3);
        assertThat(books.gaps()).isEqualTo(1);
        assertThat(books.needsSnapshot(1)).isTrue();
        assertThat(books.book(1).depth(BID)).isZero();

        books.onOrderAdded(1, 5, 5, 0, 13, BID, 98, 1);
        assertThat(books.book(1).depth(BID)).as("ignored while waiting").isZero();

        books.onSnapshotBegin(1, 5, 5, 0, 2, 0, 0, 0, 0, 0, 0, 0);
        books.onSnapshotOrder(1, 5, 11, BID, 100, 5);
        books.onSnapshotOrder(1, 5, 12, BID, 99, 3);
        books.onSnapshotEnd(1, 5, 5);
        books.onOrderDeleted(1, 6, 6, 0, 11, BID, 100, 0);
        assertThat(books.isSynced(1)).isTrue();
        assertThat(books.sequence(1)).isEqualTo(6);
        assertThat(books.book(1).depth(BID)).isEqualTo(1);
        assertThat(books.book(1).sizeAt(BID, 99)).isEqualTo(3);
    }

    @Test
    void aSnapshotMissingAnOrderIsDiscardedAndAResetDropsTheBook() {
        final BookBuilder books = listedWithOneOrder();
        books.onFeedReset(1, 3, 3, 0);
        assertThat(books.needsSnapshot(1)).isTrue();

        books.onSnapshotBegin(1, 3, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0);
        books.onSnapshotOrder(1, 3, 11, BID, 100, 5);
        books.onSnapshotEnd(1, 3, 3);
        assertThat(books.isSynced(1)).as("one of two orders came").isFalse();
        assertThat(books.needsSnapshot(1)).isTrue();
    }

    @Test
    void anL2ConsumerKeepsLevelsFromSnapshotsAndUpdates() {
        final BookBuilder books = new BookBuilder(false);
        books.onSnapshotBegin(1, 7, 7, 0, 2, 0, 0, 0, 0, 0, 0, 0);
        books.onSnapshotOrder(1, 7, 11, BID, 100, 5);
        books.onSnapshotOrder(1, 7, 12, BID, 100, 2);
        books.onSnapshotEnd(1, 7, 7);
        assertThat(books.book(1).sizeAt(BID, 100)).isEqualTo(7);
        assertThat(books.book(1).ordersAt(BID, 100)).isEqualTo(2);
        books.onOrderDeleted(1, 8, 8, 0, 11, BID, 100, 0);
        books.onLevel(1, 9, 8, 0, BID, 100, 2, 1);
        assertThat(books.book(1).sizeAt(BID, 100)).isEqualTo(2);
        books.onLevel(1, 10, 9, 0, BID, 100, 0, 0);
        assertThat(books.book(1).depth(BID)).isZero();
    }

    @Test
    void aSnapshotOlderThanAMessageDroppedWhileWaitingIsRefused() {
        final BookBuilder books = listedWithOneOrder();
        books.onOrderDeleted(1, 4, 4, 0, 11, BID, 100, 0);
        assertThat(books.needsSnapshot(1)).as("seq 3 never came").isTrue();

        books.onSnapshotBegin(1, 3, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0);
        books.onSnapshotOrder(1, 3, 11, BID, 100, 5);
        books.onSnapshotEnd(1, 3, 3);
        assertThat(books.isSynced(1)).as("exact as of 3, but 4 is gone").isFalse();

        books.onSnapshotBegin(1, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        books.onSnapshotEnd(1, 4, 4);
        assertThat(books.isSynced(1)).isTrue();
        assertThat(books.book(1).depth(BID)).isZero();
    }

    @Test
    void aSnapshotThatLoadedWhileALaterMessageWasDroppedIsDiscarded() {
        final BookBuilder books = listedWithOneOrder();
        books.onSnapshotBegin(1, 3, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0);
        books.onOrderDeleted(1, 4, 4, 0, 11, BID, 100, 0);
        books.onSnapshotOrder(1, 3, 11, BID, 100, 5);
        books.onSnapshotEnd(1, 3, 3);
        assertThat(books.isSynced(1)).as("seq 4 came while loading and was dropped").isFalse();
        assertThat(books.needsSnapshot(1)).isTrue();
    }

    @Test
    void aTransportAsksBeforeDeliveringAndAGapDropsTheBookButNotTheMessage() {
        final BookBuilder books = listedWithOneOrder();
        assertThat(books.readyFor(1, 2)).as("a duplicate").isTrue();
        assertThat(books.readyFor(1, 3)).as("the next").isTrue();
        assertThat(books.readyFor(1, 5)).as("a gap").isFalse();
        assertThat(books.gaps()).isEqualTo(1);
        assertThat(books.needsSnapshot(1)).isTrue();
        assertThat(books.readyFor(2, 7)).as("a symbol not heard of").isFalse();
        assertThat(books.needsSnapshot(2)).isTrue();
        assertThat(books.readyFor(3, 1)).as("a symbol's first message").isTrue();

        books.onSnapshotBegin(1, 4, 4, 0, 1, 0, 0, 0, 0, 0, 0, 0);
        assertThat(books.readyFor(1, 5)).as("loading").isFalse();
        books.onSnapshotOrder(1, 4, 11, BID, 100, 5);
        books.onSnapshotEnd(1, 4, 4);
        assertThat(books.readyFor(1, 5)).as("the held message is next after the snapshot").isTrue();
        books.onOrderDeleted(1, 5, 5, 0, 11, BID, 100, 0);
        assertThat(books.isSynced(1)).isTrue();
        assertThat(books.book(1).depth(BID)).isZero();
    }
}
