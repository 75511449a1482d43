package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import dev.bourse.marketdata.aeron.AeronFeedPublisher;
import dev.bourse.marketdata.aeron.AeronFeedSubscriber;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.testkit.TestSpecs;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A message the publisher drops (its subscriber is a whole window behind) owes its symbol a snapshot after the
 * command, out of the round: the loss is made back at once, not only when the symbol's next message shows the gap or
 * the next round comes. The window is made small (a 64 KiB IPC term) and the subscriber does not read while the
 * orders go out, so the drops happen for sure, and the round is too far off to come.
 */
class AeronFeedOwedSnapshotTest {
    private static final String SMALL_WINDOW = "aeron:ipc?term-length=65536";
    private static final int STREAM = 1401;
    private static final long SYMBOL = 1;

    @Test
    void aMessageDroppedWhileASubscriberLagsOwesItsSymbolASnapshotThatMakesTheSubscriberExact() throws Exception {
        try (EmbeddedAeron aeron = new EmbeddedAeron("owed-snapshot");
             AeronFeedPublisher publisher = new AeronFeedPublisher(aeron.aeron(), SMALL_WINDOW, STREAM, 10_000_000);
             AeronFeedSubscriber subscriber = new AeronFeedSubscriber(aeron.aeron(), SMALL_WINDOW, STREAM,
                     new BookBuilder(true))) {
            final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, false, publisher.feed(),
                    null);
            feed.onCommandEnd(publisher);
            final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!(subscriber.isConnected() && publisher.isConnected())) {
                assertThat(System.nanoTime()).as("connected within 20 s").isLessThan(deadline);
                Thread.sleep(1);
            }
            feed.onSymbolUpdated(1, TestSpecs.spot(SYMBOL), 1);
            feed.onResult(0, CommandType.ADD_SYMBOL, 1, 0, SYMBOL, 0, ResultCode.SUCCESS, 1);
            long seq = 1;
            while (publisher.dropped() == 0) {
                assertThat(seq).as("the window fills within 100,000 orders").isLessThan(100_000);
                seq++;
                feed.onRested(seq, SYMBOL, seq, 1, Side.BID, 100 + (seq & 15), 10, 10, seq);
                feed.onResult(0, CommandType.PLACE, seq, 1, SYMBOL, seq, ResultCode.SUCCESS, seq);
            }
            assertThat(publisher.owedSnapshots()).as("sent after the command that dropped").isEqualTo(1);
            assertThat(publisher.owedSymbols()).isZero();

            while (subscriber.isRecovering() || subscriber.poll() > 0) {
                assertThat(System.nanoTime()).as("exact within 20 s").isLessThan(deadline);
                subscriber.poll();
            }
            assertThat(subscriber.books().isSynced(SYMBOL)).isTrue();
            assertThat(subscriber.books().sequence(SYMBOL)).isEqualTo(feed.sequence(SYMBOL));
            assertThat(subscriber.books().stateHash()).isEqualTo(feed.stateHash());
        }
    }

    @Test
    void aMessageDroppedForWantOfASubscriberOwesNothing() {
        try (EmbeddedAeron aeron = new EmbeddedAeron("owed-none");
             AeronFeedPublisher publisher = new AeronFeedPublisher(aeron.aeron(), SMALL_WINDOW, STREAM, 10_000_000)) {
            final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, false, publisher.feed(),
                    null);
            feed.onCommandEnd(publisher);
            feed.onSymbolUpdated(1, TestSpecs.spot(SYMBOL), 1);
            feed.onResult(0, CommandType.ADD_SYMBOL, 1, 0, SYMBOL, 0, ResultCode.SUCCESS, 1);
            feed.onRested(2, SYMBOL, 2, 1, Side.BID, 100, 10, 10, 2);
            feed.onResult(0, CommandType.PLACE, 2, 1, SYMBOL, 2, ResultCode.SUCCESS, 2);
            assertThat(publisher.dropped()).isPositive();
            assertThat(publisher.owedSnapshots()).isZero();
            assertThat(publisher.owedSymbols()).isZero();
        }
    }
}
