package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.ExchangeApi;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.marketdata.aeron.AeronFeedSubscriber;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.live.FeedChannelConfig;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A node started with a feed channel publishes the market-data feed on Aeron UDP over loopback, fed by its public
 * event stream: a subscriber with its own media driver joins after the market has traded, takes the snapshot loop,
 * follows the increments, and ends with every book equal, level for level at every depth, to the L2 the node serves.
 */
class NodeFeedChannelTest {
    private static final int SYMBOLS = 3;
    private static final int STREAM = 1201;

    @Test
    void aLateSubscriberOverUdpRebuildsTheNodesBooksEqualToItsL2() throws Exception {
        final int port;
        try (DatagramSocket probe = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        final String channel = "aeron:udp?endpoint=127.0.0.1:" + port;
        final GatewayNode node = GatewayNode.start(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(),
                GatewayConfig.defaults("127.0.0.1", 0), List.of(), null, null,
                new FeedChannelConfig(channel, STREAM, 25, true));
        try (EmbeddedAeron aeron = new EmbeddedAeron("node-feed-sub-" + port)) {
            assertThat(node.feedChannel().config().channel()).isEqualTo(channel);
            final ExchangeApi core = node.core();
            final FeedLoad load = new FeedLoad(23, SYMBOLS, 5);
            load.setUp(core);
            for (int k = 0; k < 150; k++) {
                load.step(core, 0);
            }
            try (AeronFeedSubscriber feed = new AeronFeedSubscriber(aeron.aeron(), channel, STREAM,
                    new BookBuilder(false))) {
                final long joinBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (feed.isRecovering()) {
                    assertThat(System.nanoTime()).as("joined from the snapshot loop within 60 s").isLessThan(joinBy);
                    load.step(core, 0);
                    drain(feed);
                    Thread.sleep(2);
                }
                for (int k = 0; k < 200; k++) {
                    load.step(core, 0);
                    drain(feed);
                }
                final long settleBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!sameBooks(core, feed.books())) {
                    assertThat(System.nanoTime()).as("the subscriber's books equal the node's L2 within 60 s: %s",
                            mismatch(core, feed.books())).isLessThan(settleBy);
                    drain(feed);
                    Thread.sleep(10);
                }
                assertThat(feed.rejected()).isZero();
                for (long s = 1; s <= SYMBOLS; s++) {
                    assertThat(feed.books().sequence(s)).as("symbol %d's sequence", s).isPositive();
                }
            }
        } finally {
            node.close();
        }
    }

    @Test
    void aChannelOtherThanIpcOrUdpWithAnEndpointIsRefusedBeforeAnythingStarts() {
        assertThatThrownBy(() -> new FeedChannelConfig("aeron:udp?control=127.0.0.1:1", STREAM, 25, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("channel");
        assertThatThrownBy(() -> new FeedChannelConfig("udp://127.0.0.1:1", STREAM, 25, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("aeron:ipc");
        assertThatThrownBy(() -> new FeedChannelConfig("aeron:ipc", 0, 25, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("streamId");
        assertThatThrownBy(() -> new FeedChannelConfig("aeron:ipc", STREAM, 0, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("snapshotEveryCommands");
        assertThat(FeedChannelConfig.defaults("aeron:ipc").streamId()).isEqualTo(FeedChannelConfig.DEFAULT_STREAM_ID);
    }

    private static void drain(final AeronFeedSubscriber feed) {
        for (int i = 0; i < 100; i++) {
            if (feed.poll() == 0) {
                return;
            }
        }
    }

    private static boolean sameBooks(final ExchangeApi core, final BookBuilder books) {
        return mismatch(core, books).isEmpty();
    }

    private static String mismatch(final ExchangeApi core, final BookBuilder books) {
        for (long s = 1; s <= SYMBOLS; s++) {
            final String engine = FeedRebuildPropertyTest.describe(core.l2(s, ExchangeApi.MAX_L2_DEPTH).join().l2());
            final String mine = books.book(s) == null ? "no book" : FeedRebuildPropertyTest.describe(books.book(s));
            if (!books.isSynced(s) || !engine.equals(mine)) {
                return "symbol " + s + " synced=" + books.isSynced(s) + " engine " + engine + " subscriber " + mine;
            }
        }
        return "";
    }
}
