package dev.bourse.marketdata.live;

import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.aeron.AeronFeedPublisher;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;

/**
 * A running core's market-data feed out of the process: a {@link FeedGenerator} with every channel on, fed by the
 * core's public event stream ({@link FeedFanOutAdapter}, on its own thread), publishing through an
 * {@link AeronFeedPublisher} on a media driver embedded in this JVM: increments, the snapshot loop for late joiners
 * and the private reports, as {@code docs/market-data.md} describes.
 *
 * <pre>
 *   core results thread --event stream--&gt; feed thread: FeedFanOutAdapter -&gt; FeedGenerator -&gt; Aeron publisher
 *                                                   streams S (increments), S+1 (snapshots), S+2 (private) ==&gt;
 * </pre>
 *
 * <p>The generator hears the commands the core replays from its journal at start, so the feed's sequences carry on
 * from the previous run's (their messages are offered again; nobody listening yet, they are dropped and counted).
 * The core never waits for a subscriber: the publisher drops what cannot be offered and subscribers recover from the
 * snapshot loop.
 *
 * <p>Thread-safety: build the core with {@link #build}; close once, after the core stopped.
 */
public final class FeedChannelPublisher implements AutoCloseable {
    private final FeedChannelConfig config;
    private final EmbeddedAeron aeron;
    private final AeronFeedPublisher publisher;
    private final FeedFanOutAdapter adapter;
    private final FeedGenerator generator;

    /**
     * Starts the embedded media driver and the publications.
     *
     * @param config where and how to publish
     */
    public FeedChannelPublisher(final FeedChannelConfig config) {
        this.config = config;
        this.aeron = new EmbeddedAeron("feed" + config.streamId());
        this.publisher = new AeronFeedPublisher(aeron.aeron(), config.channel(), config.streamId(),
                config.snapshotEveryCommands());
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, config.conflate(), publisher.feed(),
                publisher.executions());
        feed.onCommandEnd(publisher);
        this.generator = feed;
        this.adapter = new FeedFanOutAdapter(feed);
    }

    /**
     * Adds the feed to a core's context (see {@link FeedFanOutAdapter#build}) and builds the core.
     *
     * @param context the core's context, not built yet; its own listener, if any, is kept
     * @return the core, not started
     */
    public ExchangeCore build(final CoreContext context) {
        return adapter.build(context);
    }

    /** @return where it publishes */
    public FeedChannelConfig config() {
        return config;
    }

    /** @return the embedded media driver's directory: what a subscriber on {@code aeron:ipc} connects to */
    public String aeronDirectory() {
        return aeron.directory();
    }

    /**
     * @return the generator behind the publications: add a hook or load a saved state into it before the core
     *     starts, never while it runs (it is the feed thread's)
     */
    public FeedGenerator generator() {
        return generator;
    }

    /** @return the adapter feeding the generator (its stream position and error count) */
    public FeedFanOutAdapter adapter() {
        return adapter;
    }

    @Override
    public void close() {
        publisher.close();
        aeron.close();
    }
}
