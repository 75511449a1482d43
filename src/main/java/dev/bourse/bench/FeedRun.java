package dev.bourse.bench;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.CommandEndHook;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * The main job's market-data run: the session's stream through a fresh core (journal off, so the disk stays out of
 * it) with every channel of every symbol on, generated off the results thread by a {@link FeedFanOutAdapter} into an
 * in-process {@link FeedBroadcastPublisher} (a snapshot round every 1,000 commands), and one subscriber thread
 * rebuilding every book order by order. A short warm-up, then an open-loop run at the given rate. Measured:
 * <ul>
 *   <li>messages published per second over the open-loop run;</li>
 *   <li>the feed's latency: from a command's timestamp to its last message handed to the broadcast, on the
 *       generator's thread (the core's clock is {@link System#nanoTime()} on the epoch here, so the span covers
 *       grouping, matching, the event stream's hand-off and the generator);</li>
 *   <li>the subscriber's lag: messages published but not yet read, sampled after each of its polls;</li>
 *   <li>whether the subscriber, once it has read everything, holds exactly the generator's books (their state hash)
 *       and was never lapped.</li>
 * </ul>
 *
 * <p>Thread-safety: one controlling thread; the generator and the subscriber run on threads of their own.
 */
public final class FeedRun {
    private static final long SNAPSHOT_EVERY = 1_000;
    private static final int BROADCAST_BYTES = 1 << 24;
    private static final int POLL_LIMIT = 256;
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private final FeedBroadcastPublisher publisher = new FeedBroadcastPublisher(BROADCAST_BYTES, SNAPSHOT_EVERY);
    private final FeedGenerator generator;
    private final FeedFanOutAdapter adapter;
    private final BookBuilder books = new BookBuilder(true);
    private final FeedBroadcastSubscriber subscriber;
    private final Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
    private final Histogram lag = new Histogram(1L << 40, 3);
    private final AtomicLong published = new AtomicLong();
    private final LongSupplier clock;
    private volatile boolean reading = true;
    private volatile boolean measuring;

    private FeedRun(final LongSupplier clock) {
        this.clock = clock;
        this.generator = new FeedGenerator(Channels.ALL, true, publisher.feed(), publisher.executions());
        generator.onCommandEnd(publisher).onCommandEnd(new Probe());
        this.adapter = new FeedFanOutAdapter(generator);
        this.subscriber = publisher.subscribe(books, null);
    }

    /**
     * Runs the feed's session.
     *
     * @param base        the session's configuration; its journal is turned off for this run
     * @param settings    the market and stream
     * @param rate        commands per second of the open-loop run, &gt; 0
     * @param warmUpNanos the closed-loop warm-up before it, ns &gt; 0
     * @param nanos       the open-loop run's length, ns &gt; 0
     * @return the figures
     * @throws InterruptedException when interrupted while stopping the core or the subscriber
     */
    public static FeedReport run(final ExchangeConfig base, final LoadSettings settings, final long rate,
            final long warmUpNanos, final long nanos) throws InterruptedException {
        final ExchangeConfig config = base.toBuilder().journalEnabled(false).build();
        final long offset = System.currentTimeMillis() * 1_000_000L - System.nanoTime();
        final FeedRun feed = new FeedRun(() -> offset + System.nanoTime());
        final LoadHarness harness = new LoadHarness(config, null, new LoadStream(settings),
                core -> MarketSetup.apply(core, settings), ctx -> feed.adapter.build(ctx.clock(feed.clock)));
        final Thread reader = new Thread(feed::read, "bench-feed-subscriber");
        reader.setDaemon(true);
        harness.start();
        reader.start();
        final RunReport run;
        final long frames;
        try {
            harness.throughput("feed warm-up", warmUpNanos);
            feed.awaitCaughtUp();
            feed.measuring = true;
            final long framesBefore = feed.published.get();
            run = harness.latency(rate, nanos);
            feed.awaitCaughtUp();
            feed.measuring = false;
            frames = feed.published.get() - framesBefore;
        } finally {
            harness.stop();
            feed.reading = false;
            reader.join();
        }
        while (feed.subscriber.poll(POLL_LIMIT) > 0) {
            continue;
        }
        final ExchangeCore core = harness.core();
        final boolean exact = feed.subscriber.losses() == 0 && feed.books.stateHash() == feed.generator.stateHash()
                && feed.adapter.errors() == 0;
        return new FeedReport(settings.symbols(), rate, run, frames * (double) NANOS_PER_SECOND / nanos,
                feed.latency.getValueAtPercentile(50), feed.latency.getValueAtPercentile(99),
                feed.lag.getValueAtPercentile(99), feed.lag.getMaxValue(), feed.subscriber.losses(),
                core.events().producerWaits(), exact);
    }

    private void read() {
        while (reading) {
            final int n = subscriber.poll(POLL_LIMIT);
            if (measuring) {
                final long behind = published.get() - subscriber.frames();
                lag.recordValue(Math.max(0, Math.min(behind, lag.getHighestTrackableValue())));
            }
            if (n == 0) {
                Thread.yield();
            }
        }
    }

    private void awaitCaughtUp() {
        while (adapter.position() < adapter.published()) {
            Thread.yield();
        }
    }

    /** On the generator's thread, after the broadcast's own hook: the latency sample and the frames published. */
    private final class Probe implements CommandEndHook {
        @Override
        public void afterCommand(final FeedGenerator feed, final long commandSeq, final long timestamp) {
            if (measuring) {
                final long nanos = Math.max(0, clock.getAsLong() - timestamp);
                latency.recordValue(Math.min(nanos, latency.getHighestTrackableValue()));
            }
            published.lazySet(publisher.frames());
        }
    }
}
