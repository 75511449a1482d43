package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.Test;

/**
 * The in-process broadcast writes a round of snapshots when a subscriber asked for one (it joined, or it was lapped)
 * and otherwise only one due round in sixteen: readers in sequence skip them, so the rest would be work for nobody.
 */
class FeedBroadcastRoundsTest {
    private static final long SYMBOL = 1;

    private final FeedBroadcastPublisher publisher = new FeedBroadcastPublisher(1 << 20, 1);
    private final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, true, publisher.feed(),
            null);
    private long seq;

    FeedBroadcastRoundsTest() {
        feed.onCommandEnd(publisher);
        feed.onSymbolUpdated(++seq, TestSpecs.spot(SYMBOL), seq);
        feed.onResult(0, CommandType.ADD_SYMBOL, seq, 0, SYMBOL, 0, ResultCode.SUCCESS, seq);
    }

    private void rest() {
        ++seq;
        feed.onRested(seq, SYMBOL, seq, 1, Side.BID, 100 + (seq & 15), 10, 10, seq);
        feed.onResult(0, CommandType.PLACE, seq, 1, SYMBOL, seq, ResultCode.SUCCESS, seq);
    }

    @Test
    void roundsNobodyAskedForAreWrittenOneInSixteen() {
        assertThat(publisher.rounds()).as("the first due round: a publisher starts asked").isEqualTo(1);
        for (int i = 0; i < 15; i++) {
            rest();
        }
        assertThat(publisher.rounds()).isEqualTo(1);
        rest();
        assertThat(publisher.rounds()).isEqualTo(2);
    }

    @Test
    void aSubscriberThatJoinsOrIsLappedGetsTheNextRoundAndEndsExact() {
        rest();
        final long before = publisher.rounds();
        final BookBuilder books = new BookBuilder(true);
        final FeedBroadcastSubscriber subscriber = publisher.subscribe(books, null);
        rest();
        assertThat(publisher.rounds()).as("joined").isEqualTo(before + 1);
        drain(subscriber);
        assertThat(books.isSynced(SYMBOL)).isTrue();

        while (publisher.frames() < 40_000) {
            rest();
        }
        final long unasked = publisher.rounds();
        drain(subscriber);
        assertThat(subscriber.losses()).as("lapped").isPositive();
        assertThat(books.isSynced(SYMBOL)).isFalse();
        rest();
        assertThat(publisher.rounds()).as("asked after the loss").isEqualTo(unasked + 1);
        drain(subscriber);
        assertThat(books.isSynced(SYMBOL)).isTrue();
        assertThat(books.stateHash()).isEqualTo(feed.stateHash());
        assertThat(books.sequence(SYMBOL)).isEqualTo(feed.sequence(SYMBOL));
    }

    private static void drain(final FeedBroadcastSubscriber subscriber) {
        while (subscriber.poll(256) > 0) {
            assertThat(subscriber.frames()).isNotNegative();
        }
    }
}
