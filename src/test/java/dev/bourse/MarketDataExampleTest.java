package dev.bourse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.book.LevelBook;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import org.junit.jupiter.api.Test;

/**
 * The subscribing example of docs/market-data.md, compiled and run: the code between the markers below is that
 * page's Java block, its imports are this file's (less the test's own), and a check fails when the two drift apart.
 */
class MarketDataExampleTest {
    private static final String PAGE = "docs/market-data.md";
    private static final String SOURCE = "src/test/java/dev/bourse/MarketDataExampleTest.java";
    private static final String BEGIN = "// market-data example begins";
    private static final String END = "// market-data example ends";

    @Test
    void aSubscriberRebuildsTheBookThePageDescribes() throws InterruptedException {
        // market-data example begins
        ExchangeConfig config = ExchangeConfig.builder().journalEnabled(false).build();
        // every channel, L2 conflated per command, a snapshot of every book each 1,000 commands for late joiners
        FeedBroadcastPublisher broadcast = new FeedBroadcastPublisher(1 << 24, 1_000);
        FeedGenerator feed = new FeedGenerator(Channels.ALL, true, broadcast.feed(), broadcast.executions());
        feed.onCommandEnd(broadcast);
        ExchangeCore core = new FeedFanOutAdapter(feed).build(ExchangeCore.builder(config)); // feed on its own thread
        BookBuilder books = new BookBuilder(true);                   // L2 and order by order; false: L2 only
        FeedBroadcastSubscriber subscriber = broadcast.subscribe(books, null);
        core.start();

        core.addSymbol(SymbolSpec.builder().symbolId(7).type(SymbolType.SPOT).baseCurrency(2).quoteCurrency(1)
                .baseScale(1).quoteScale(1).build()).join();
        core.addUser(100).join();
        core.deposit(100, 2, 10, 1).join();
        core.place(100, 7, 1, Side.ASK, OrderType.GTC, 30_000, 4).join();
        core.place(100, 7, 2, Side.ASK, OrderType.GTC, 30_000, 3).join();
        core.stop();                                                 // drains the feed's thread too

        while (subscriber.poll(256) > 0) {                           // live: poll on a thread of your own; it never
            continue;                                                // waits, and a lapped subscriber is told and
        }                                                            // resynchronises from the next snapshot
        LevelBook book = books.book(7);
        int ask = Side.ASK.ordinal();
        // books.isSynced(7); book.price(ask, 0) = 30,000, book.size(ask, 0) = 7 in book.orders(ask, 0) = 2 orders
        // market-data example ends

        assertThat(books.isSynced(7)).isTrue();
        assertThat(book.depth(ask)).isEqualTo(1);
        assertThat(book.price(ask, 0)).isEqualTo(30_000);
        assertThat(book.size(ask, 0)).isEqualTo(7);
        assertThat(book.orders(ask, 0)).isEqualTo(2);
        assertThat(book.depth(Side.BID.ordinal())).isZero();
        assertThat(subscriber.losses()).isZero();
        assertThat(books.stateHash()).isEqualTo(feed.stateHash());
    }

    @Test
    void thePageShowsExactlyTheExampleThisTestRuns() {
        assertThat(ExampleSource.javaBlock(PAGE)).as(PAGE + "'s Java block: this test's imports (less the test's "
                + "own) and the code between its markers")
                .isEqualTo(ExampleSource.read(SOURCE, BEGIN, END).asBlock());
    }
}
