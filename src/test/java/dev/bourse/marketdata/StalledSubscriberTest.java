package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedFanOut;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import dev.bourse.pipeline.RiskEngine;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The feed runs off the core's results thread (a fan-out consumer) and its subscribers read a broadcast that never
 * waits for them: a subscriber stuck in a callback while the core handles far more messages than its buffer holds
 * does not hold back one command; once it runs again it is told it lost messages, drops its books, takes the next
 * snapshots and ends with exactly the generator's books and the engine's L2.
 */
class StalledSubscriberTest {
    private static final int SYMBOLS = 3;
    private static final int STALLED_COMMANDS = 1_000;
    /** At most a hundred rounds of snapshots after the subscriber runs again. */
    private static final int RESUMED_COMMANDS = 5_000;

    @Test
    void aSubscriberStuckInACallbackNeitherStallsMatchingNorStaysWrong() throws Exception {
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final AtomicBoolean frozen = new AtomicBoolean();
        final FeedBroadcastPublisher broadcast = new FeedBroadcastPublisher(1 << 16, 50);
        final FeedFanOut out = new FeedFanOut(broadcast.feed());
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, false, out, broadcast.executions());
        feed.onCommandEnd(broadcast);
        final FeedFanOutAdapter adapter = new FeedFanOutAdapter(feed);
        final ExchangeCore core = adapter.build(ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).build())
                .riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE)
                .clock(() -> frozen.get() ? clock.get() : clock.addAndGet(FeedLoad.STEP)));
        final BookBuilder books = new BookBuilder(true);
        final CountDownLatch stuck = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final FeedBroadcastSubscriber subscriber = broadcast.subscribe(
                new FeedFanOut(new Blocker(stuck, release), books), null);
        final AtomicBoolean running = new AtomicBoolean(true);
        final AtomicBoolean recovered = new AtomicBoolean();
        final AtomicBoolean idle = new AtomicBoolean();
        final Thread reader = new Thread(() -> {
            while (running.get()) {
                final boolean none = subscriber.poll(64) == 0;
                recovered.set(subscriber.losses() > 0 && allSynced(books));
                idle.set(none);
                if (none) {
                    Thread.onSpinWait();
                }
            }
            while (subscriber.poll(64) > 0) {
                Thread.onSpinWait();
            }
        }, "stalled-subscriber");
        reader.start();
        core.start();
        try {
            final FeedLoad load = new FeedLoad(16, SYMBOLS, 6);
            load.setUp(core);
            for (int k = 0; k < 20; k++) {
                load.step(core, clock.get() + FeedLoad.STEP);
            }
            assertThat(stuck.await(30, TimeUnit.SECONDS)).as("the subscriber entered its stuck callback").isTrue();
            final long framesBefore = subscriber.frames();

            for (int k = 0; k < STALLED_COMMANDS; k++) {
                load.step(core, clock.get() + FeedLoad.STEP);
            }
            assertThat(subscriber.frames()).as("every command completed while the subscriber read nothing")
                    .isEqualTo(framesBefore);
            assertThat(reader.getState()).isEqualTo(Thread.State.WAITING);

            release.countDown();
            boolean settled = false;
            for (int k = 0; k < RESUMED_COMMANDS && !settled; k++) {
                load.step(core, clock.get() + FeedLoad.STEP);
                settled = recovered.get() && settled(adapter, idle, recovered);
            }
            assertThat(settled).as("resynchronised within %d commands", RESUMED_COMMANDS).isTrue();
            assertThat(subscriber.losses()).as("told it lost messages").isPositive();
            assertThat(books.gaps()).as("dropped its books").isPositive();
            frozen.set(true);
            final L2Book[] engine = new L2Book[SYMBOLS + 1];
            for (long s = 1; s <= SYMBOLS; s++) {
                load.probe(core, s);
                engine[(int) s] = core.l2(s, ExchangeApi.MAX_L2_DEPTH).join().l2();
            }
            assertThat(core.stop()).isTrue();
            running.set(false);
            reader.join(TimeUnit.SECONDS.toMillis(30));
            assertThat(reader.isAlive()).isFalse();

            assertThat(adapter.errors()).isZero();
            assertThat(adapter.position()).isEqualTo(adapter.published());
            for (long s = 1; s <= SYMBOLS; s++) {
                assertThat(books.isSynced(s)).as("symbol %d resynchronised (losses %d, gaps %d, seq %d of %d)", s,
                        subscriber.losses(), books.gaps(), books.sequence(s), feed.sequence(s)).isTrue();
                assertThat(books.sequence(s)).isEqualTo(feed.sequence(s));
                FeedRebuildPropertyTest.assertSameLevels(engine[(int) s], books.book(s), "symbol " + s);
            }
            assertThat(books.stateHash()).isEqualTo(feed.stateHash());
        } finally {
            release.countDown();
            running.set(false);
            core.stop();
        }
    }

    /**
     * Whether the subscriber is still exact once everything published so far reached it: the generator runs behind
     * the core (its own thread) and may still be writing messages that lap the subscriber again.
     */
    private static boolean settled(final FeedFanOutAdapter adapter, final AtomicBoolean idle,
            final AtomicBoolean recovered) throws InterruptedException {
        for (int i = 0; i < 1_000 && adapter.position() != adapter.published(); i++) {
            Thread.sleep(1);
        }
        idle.set(false);
        for (int i = 0; i < 1_000 && !idle.get(); i++) {
            Thread.sleep(1);
        }
        return adapter.position() == adapter.published() && idle.get() && recovered.get();
    }

    /** On the subscriber's thread: every symbol listed and exact. */
    private static boolean allSynced(final BookBuilder books) {
        boolean all = books.symbolCount() == SYMBOLS;
        for (int i = 0; all && i < books.symbolCount(); i++) {
            all = books.isSynced(books.symbolAt(i));
        }
        return all;
    }

    /**
     * Blocks the subscriber's thread in its first trade until released, as a consumer stuck on a lock or a full
     * socket would.
     */
    private static final class Blocker implements FeedHandler {
        private final CountDownLatch stuck;
        private final CountDownLatch release;
        private boolean blocked;

        Blocker(final CountDownLatch stuck, final CountDownLatch release) {
            this.stuck = stuck;
            this.release = release;
        }

        @Override
        public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
                final long tradeId, final long price, final long size, final long makerOrderId,
                final long takerOrderId, final int aggressor) {
            if (!blocked) {
                blocked = true;
                stuck.countDown();
                try {
                    release.await();
                } catch (final InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
