package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.marketdata.aeron.AeronFeedPublisher;
import dev.bourse.marketdata.aeron.AeronFeedSubscriber;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedFanOut;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A publisher on Aeron and a subscriber that joins late: it takes a snapshot from the recovery stream, then the
 * increments, and ends with exactly the publisher's books (order by order). Over IPC in the default run; over UDP
 * on loopback with a longer load behind the {@code slow} tag.
 */
class AeronFeedTest {
    private static final int STREAM = 1001;

    @Test
    void aLateSubscriberOverIpcRebuildsTheExactBooks() throws Exception {
        lateSubscriberRebuildsTheBooks("aeron:ipc", 150, 250);
    }

    @Test
    @Tag("slow")
    void aLateSubscriberOverUdpOnLoopbackRebuildsTheExactBooks() throws Exception {
        lateSubscriberRebuildsTheBooks("aeron:udp?endpoint=127.0.0.1:40456", 1_000, 3_000);
    }

    private static void lateSubscriberRebuildsTheBooks(final String channel, final int before, final int after)
            throws Exception {
        final FeedFanOut out = new FeedFanOut();
        final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, false, out, null);
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        try (EmbeddedAeron aeron = new EmbeddedAeron("feedtest");
             AeronFeedPublisher publisher = new AeronFeedPublisher(aeron.aeron(), channel, STREAM, 20)) {
            out.add(publisher.feed());
            feed.onCommandEnd(publisher);
            final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                    .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).build())
                    .riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE).listener(feed)
                    .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
            core.start();
            try {
                final FeedLoad load = new FeedLoad(21, 3, 5);
                load.setUp(core);
                for (int k = 0; k < before; k++) {
                    load.step(core, clock.get() + FeedLoad.STEP);
                }
                try (AeronFeedSubscriber subscriber = new AeronFeedSubscriber(aeron.aeron(), channel, STREAM,
                        new BookBuilder(true))) {
                    final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                    while (!(subscriber.isConnected() && publisher.isConnected())) {
                        assertThat(System.nanoTime()).as("connected within 20 s").isLessThan(deadline);
                        Thread.sleep(1);
                    }
                    for (int k = 0; k < after; k++) {
                        load.step(core, clock.get() + FeedLoad.STEP);
                        subscriber.poll();
                    }
                    int extra = 0;
                    while (!caughtUp(subscriber, feed)) {
                        assertThat(System.nanoTime()).as("caught up within 20 s").isLessThan(deadline);
                        if (subscriber.poll() == 0 && subscriber.isRecovering() && extra++ < 200) {
                            load.probe(core, 1);
                        }
                    }
                    assertThat(subscriber.books().stateHash()).isEqualTo(feed.stateHash());
                    for (int i = 0; i < feed.symbolCount(); i++) {
                        final long symbol = feed.symbolAt(i);
                        assertThat(FeedRebuildPropertyTest.describe(subscriber.books().book(symbol)))
                                .isEqualTo(FeedRebuildPropertyTest.describe(feed.book(symbol)));
                    }
                    assertThat(subscriber.rejected()).isZero();
                    assertThat(publisher.sent()).isPositive();
                }
            } finally {
                core.stop();
            }
        }
    }

    private static boolean caughtUp(final AeronFeedSubscriber subscriber, final FeedGenerator feed) {
        if (subscriber.isRecovering() || subscriber.books().symbolCount() != feed.symbolCount()) {
            return false;
        }
        for (int i = 0; i < feed.symbolCount(); i++) {
            final long symbol = feed.symbolAt(i);
            if (subscriber.books().sequence(symbol) != feed.sequence(symbol)) {
                return false;
            }
        }
        return true;
    }
}
