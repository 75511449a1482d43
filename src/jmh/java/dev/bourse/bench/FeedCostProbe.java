package dev.bourse.bench;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.CommandEndHook;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;

/**
 * What the market-data feed costs the engine: the main job's stream ({@link LoadSettings#defaults()}, the
 * {@code bourse bench} market and mix) through a fresh core per run, with the feed off and on, the variants
 * alternating in the same JVM so that a noisy machine spreads over all of them alike:
 * <ul>
 *   <li>{@code off}: no feed;</li>
 *   <li>{@code conflated}: every channel for every symbol (trades, BBO, L2 conflated per command, L3, statistics and
 *       bars, private reports), generated off the results thread from the core's event stream
 *       ({@link FeedFanOutAdapter}), SBE-encoded into a {@link FeedBroadcastPublisher} with a snapshot round every
 *       1,000 commands and one subscriber thread rebuilding L2 books;</li>
 *   <li>{@code unconflated}: the same with one L2 update per change;</li>
 *   <li>{@code stalled}: conflated, with a subscriber that never reads (it is lapped; the core must not notice).</li>
 * </ul>
 * Each run: a warm-up, a closed-loop throughput run (commands/s end to end), then an open-loop run at a fixed rate.
 * The feed's latency is taken at the generator, once per command after its last message was handed to the broadcast:
 * its time less the command's timestamp (the core's clock here is {@link System#nanoTime()} on the epoch), so it
 * spans grouping, matching, the event stream's hand-off and the generator, p50/p99 over the open-loop run. Printed:
 * one line per run, then the median of the rounds per variant. No figure is asserted; take them on a quiet machine.
 *
 * <pre>
 *   java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -cp target/bourse-benchmarks.jar \
 *       dev.bourse.bench.FeedCostProbe [seconds] [rounds] [rate] [latencySeconds]
 *   (defaults 5 s, 3 rounds, 100000 commands/s, 3 s; -Dbourse.journal.enabled=false to leave the disk out)
 * </pre>
 */
public final class FeedCostProbe {
    private static final long SNAPSHOT_EVERY = 1_000;
    private static final int BROADCAST_BYTES = 1 << 24;
    private static final long WARM_UP_NANOS = TimeUnit.SECONDS.toNanos(2);

    /** The runs compared. */
    enum Variant {
        OFF, CONFLATED, UNCONFLATED, STALLED
    }

    private FeedCostProbe() {
    }

    /**
     * @param args seconds of throughput per run, rounds, open-loop rate (commands/s), seconds of the open-loop run
     * @throws Exception when interrupted, or a journal directory cannot be deleted
     */
    public static void main(final String[] args) throws Exception {
        final double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        final int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        final long rate = args.length > 2 ? Long.parseLong(args[2]) : 100_000;
        final double latencySeconds = args.length > 3 ? Double.parseDouble(args[3]) : 3;
        final ExchangeConfig config = ExchangeConfig.loadDefault();
        final LoadSettings settings = LoadSettings.defaults();
        System.out.println("feed cost: " + settings + "; " + config.threadLayout() + " layout, journal "
                + (config.journalEnabled() ? config.journalDurability() : "off") + "; " + rounds + " rounds of "
                + seconds + " s throughput + " + latencySeconds + " s at " + rate + " commands/s per variant");
        final Map<Variant, List<Result>> results = new EnumMap<>(Variant.class);
        for (int r = 1; r <= rounds; r++) {
            for (final Variant v : Variant.values()) {
                final Result result = run(v, config, settings, seconds, rate, latencySeconds);
                results.computeIfAbsent(v, k -> new ArrayList<>()).add(result);
                System.out.println("round " + r + " " + result);
            }
        }
        final double off = median(results.get(Variant.OFF), Result::perSecond);
        for (final Variant v : Variant.values()) {
            final List<Result> rs = results.get(v);
            System.out.printf(Locale.ROOT, "median %-11s %,.0f commands/s (%.1f%% of off); feed p50 %,.0f ns p99 %,.0f"
                    + " ns at %,d commands/s%n", v.name().toLowerCase(Locale.ROOT), median(rs, Result::perSecond),
                    100 * median(rs, Result::perSecond) / off, median(rs, Result::p50), median(rs, Result::p99), rate);
        }
    }

    private static Result run(final Variant variant, final ExchangeConfig base, final LoadSettings settings,
            final double seconds, final long rate, final double latencySeconds)
            throws InterruptedException, IOException {
        final ExchangeConfig config = base.journalEnabled() ? base.toBuilder()
                .journalDir(base.journalDir().resolve("feed-cost-" + System.nanoTime())).build() : base;
        final long offset = System.currentTimeMillis() * 1_000_000L - System.nanoTime();
        final LongSupplier clock = () -> offset + System.nanoTime();
        final Feed feed = variant == Variant.OFF ? null : new Feed(variant, clock);
        final LoadHarness harness = new LoadHarness(config, null, new LoadStream(settings),
                core -> MarketSetup.apply(core, settings), ctx -> feed == null ? ctx.clock(clock).build()
                        : feed.adapter.build(ctx.clock(clock)));
        harness.start();
        if (feed != null) {
            feed.startReader();
        }
        final RunReport throughput;
        try {
            harness.throughput("warm-up", WARM_UP_NANOS);
            throughput = harness.throughput((long) (seconds * 1e9));
            if (feed != null) {
                feed.awaitCaughtUp();
                feed.latency.reset();
            }
            harness.latency(rate, (long) (latencySeconds * 1e9));
            if (feed != null) {
                feed.awaitCaughtUp();
            }
        } finally {
            harness.stop();
            if (feed != null) {
                feed.stopReader();
            }
            if (config.journalEnabled()) {
                SessionDirectory.deleteRecursively(config.journalDir());
            }
        }
        final long waits = harness.core().events().producerWaits();
        return feed == null ? new Result(variant, throughput.commandsPerSecond(), 0, 0, 0, 0, waits)
                : new Result(variant, throughput.commandsPerSecond(), feed.latency.getValueAtPercentile(50),
                        feed.latency.getValueAtPercentile(99), feed.publisher.frames(), feed.losses(), waits);
    }

    private static double median(final List<Result> rs, final ToDoubleFunction<Result> f) {
        final double[] v = new double[rs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = f.applyAsDouble(rs.get(i));
        }
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /** One run's figures. */
    private record Result(Variant variant, double perSecond, long p50, long p99, long frames, long losses,
            long coreWaits) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%-11s %,.0f commands/s; feed p50 %,d ns p99 %,d ns; %,d frames, "
                    + "subscriber losses %d, core waits for the feed %d", variant.name().toLowerCase(Locale.ROOT),
                    perSecond, p50, p99, frames, losses, coreWaits);
        }
    }

    /**
     * The feed of one run: generator, broadcast, latency hook and the subscriber. The hook and the broadcast on the
     * feed thread; the counters read after the core stopped and the reader joined.
     */
    private static final class Feed implements CommandEndHook {
        final FeedBroadcastPublisher publisher = new FeedBroadcastPublisher(BROADCAST_BYTES, SNAPSHOT_EVERY);
        final FeedFanOutAdapter adapter;
        final Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
        private final LongSupplier clock;
        private final FeedBroadcastSubscriber subscriber;
        private final boolean reads;
        private volatile boolean running = true;
        private Thread reader;

        Feed(final Variant variant, final LongSupplier clock) {
            this.clock = clock;
            final FeedGenerator generator = new FeedGenerator(Channels.ALL, variant != Variant.UNCONFLATED,
                    publisher.feed(), publisher.executions());
            generator.onCommandEnd(publisher).onCommandEnd(this);
            this.adapter = new FeedFanOutAdapter(generator);
            this.subscriber = publisher.subscribe(new BookBuilder(false), null);
            this.reads = variant != Variant.STALLED;
        }

        @Override
        public void afterCommand(final FeedGenerator feed, final long commandSeq, final long timestamp) {
            final long nanos = Math.max(0, clock.getAsLong() - timestamp);
            latency.recordValue(Math.min(nanos, latency.getHighestTrackableValue()));
        }

        void startReader() {
            if (!reads) {
                return;
            }
            reader = new Thread(() -> {
                while (running) {
                    if (subscriber.poll(256) == 0) {
                        Thread.yield();
                    }
                }
            }, "feed-cost-subscriber");
            reader.setDaemon(true);
            reader.start();
        }

        /** Stops the reader; a stalled subscriber then reads once, and hears that it was lapped. */
        void stopReader() throws InterruptedException {
            running = false;
            if (reader != null) {
                reader.join();
            } else {
                subscriber.poll(1);
            }
        }

        long losses() {
            return subscriber.losses();
        }

        void awaitCaughtUp() {
            while (adapter.position() < adapter.published()) {
                Thread.yield();
            }
        }
    }
}
