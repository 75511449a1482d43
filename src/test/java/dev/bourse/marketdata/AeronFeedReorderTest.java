package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.marketdata.aeron.AeronFeedSubscriber;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.codec.SbeFeedEncoder;
import io.aeron.ExclusivePublication;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The increment and snapshot streams of an Aeron feed are not ordered with each other: an increment can arrive before
 * the snapshot that the publisher wrote ahead of it has ended. Here the publisher's side is played by hand on IPC, so
 * the order of arrival is chosen, not left to the transport: the subscriber must end exact, not exact as of an old
 * snapshot with a level the engine no longer has.
 */
class AeronFeedReorderTest {
    private static final String CHANNEL = "aeron:ipc";
    private static final int STREAM = 1301;
    private static final long SYMBOL = 1;
    private static final int BID = 0;
    private static final int ASK = 1;
    private static final long[] BID_1 = {1, BID, 100, 5};
    private static final long[] BID_2 = {2, BID, 100, 2};
    private static final long[] BID_4 = {4, BID, 99, 4};
    private static final long[] ASK_3 = {3, ASK, 101, 3};

    @Test
    void anIncrementReadWhileItsSymbolLoadsAnOlderSnapshotIsHeldBackAndAppliedAfterIt() throws Exception {
        try (Feed feed = new Feed("reorder-load")) {
            feed.snapshot(10, BID_1, ASK_3);
            feed.pollUntilQuiet();
            assertThat(feed.subscriber.isRecovering()).isFalse();

            feed.snapshotBegin(12, BID_1, BID_2, BID_4, ASK_3);
            feed.level(11, BID, 100, 7, 2);
            feed.level(12, BID, 99, 4, 1);
            feed.level(13, ASK, 101, 0, 0);
            assertThat(feed.subscriber.poll()).as("the snapshot's start and the increments in one poll").isPositive();
            feed.snapshotEnd(12);
            feed.pollUntilQuiet();

            final BookBuilder books = feed.subscriber.books();
            assertThat(books.isSynced(SYMBOL)).isTrue();
            assertThat(books.book(SYMBOL).depth(ASK)).as("the level removed by seq 13 is gone").isZero();
            assertThat(books.sequence(SYMBOL)).as("the increment after the snapshot applied").isEqualTo(13);
            assertThat(books.book(SYMBOL).sizeAt(BID, 100)).isEqualTo(7);
            assertThat(books.book(SYMBOL).sizeAt(BID, 99)).isEqualTo(4);
        }
    }

    @Test
    void anIncrementPastAGapIsHeldBackAndAppliesOnTheSnapshotJustBeforeIt() throws Exception {
        try (Feed feed = new Feed("reorder-gap")) {
            feed.snapshot(10, BID_1, ASK_3);
            feed.pollUntilQuiet();

            feed.level(12, ASK, 101, 0, 0);
            feed.pollUntilQuiet();
            assertThat(feed.subscriber.books().isSynced(SYMBOL)).as("seq 11 was dropped: a gap").isFalse();
            assertThat(feed.subscriber.isRecovering()).isTrue();

            feed.snapshot(11, BID_1, BID_2, ASK_3);
            feed.pollUntilQuiet();

            final BookBuilder books = feed.subscriber.books();
            assertThat(books.isSynced(SYMBOL)).isTrue();
            assertThat(books.book(SYMBOL).depth(ASK)).as("seq 12 removed the ask level").isZero();
            assertThat(books.sequence(SYMBOL)).isEqualTo(12);
            assertThat(books.book(SYMBOL).sizeAt(BID, 100)).isEqualTo(7);
            assertThat(books.gaps()).isEqualTo(1);
        }
    }

    /** One symbol's feed written by hand: increments on {@link #STREAM}, snapshots on the next stream. */
    private static final class Feed implements AutoCloseable {
        final EmbeddedAeron aeron;
        final ExclusivePublication increments;
        final ExclusivePublication snapshots;
        final SbeFeedEncoder incrementEncoder;
        final SbeFeedEncoder snapshotEncoder;
        final AeronFeedSubscriber subscriber;

        Feed(final String name) throws InterruptedException {
            aeron = new EmbeddedAeron(name);
            increments = aeron.aeron().addExclusivePublication(CHANNEL, STREAM);
            snapshots = aeron.aeron().addExclusivePublication(CHANNEL, STREAM + 1);
            incrementEncoder = new SbeFeedEncoder((b, o, l) -> assertThat(increments.offer(b, o, l)).isPositive());
            snapshotEncoder = new SbeFeedEncoder((b, o, l) -> assertThat(snapshots.offer(b, o, l)).isPositive());
            subscriber = new AeronFeedSubscriber(aeron.aeron(), CHANNEL, STREAM, new BookBuilder(false));
            final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!(subscriber.isConnected() && increments.isConnected() && snapshots.isConnected())) {
                assertThat(System.nanoTime()).as("connected within 20 s").isLessThan(deadline);
                Thread.sleep(1);
            }
        }

        /** A snapshot as of {@code seq}; each order is {id, side, price, visible}. */
        void snapshot(final long seq, final long[]... orders) {
            snapshotBegin(seq, orders);
            snapshotEnd(seq);
        }

        /** The snapshot's begin and orders (the encoder sends the orders with the end). */
        void snapshotBegin(final long seq, final long[]... orders) {
            snapshotEncoder.onSnapshotBegin(SYMBOL, seq, seq, 0, orders.length, 0, 0, 0, 0, 0, 0, 0);
            for (final long[] o : orders) {
                snapshotEncoder.onSnapshotOrder(SYMBOL, seq, o[0], (int) o[1], o[2], o[3]);
            }
        }

        void snapshotEnd(final long seq) {
            snapshotEncoder.onSnapshotEnd(SYMBOL, seq, seq);
        }

        void level(final long seq, final int side, final long price, final long size, final int orders) {
            incrementEncoder.onLevel(SYMBOL, seq, seq, 0, side, price, size, orders);
        }

        void pollUntilQuiet() {
            for (int idle = 0; idle < 3; ) {
                idle = subscriber.poll() == 0 ? idle + 1 : 0;
            }
        }

        @Override
        public void close() {
            subscriber.close();
            increments.close();
            snapshots.close();
            aeron.close();
        }
    }
}
