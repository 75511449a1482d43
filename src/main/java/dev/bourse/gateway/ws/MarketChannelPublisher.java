package dev.bourse.gateway.ws;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.gateway.market.SymbolTape;
import dev.bourse.gateway.market.TapeRecorder;
import dev.bourse.gateway.rest.Decimals;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.MarketRoutes;
import dev.bourse.gateway.rest.Replies;
import dev.bourse.gateway.rest.SymbolCatalog;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * The WebSocket market channels fed by the market-data feed: {@code bbo} (the best bid and ask on change) and
 * {@code bars} (closed 1 s and 1 min OHLCV bars), both as the feed generator made them (kept by the
 * {@link TapeRecorder}), never recomputed.
 *
 * <pre>
 *   feed (results thread) --&gt; TapeRecorder: store, then {@link #changed()} (a flag and at most one unpark)
 *   this thread: per symbol, a BBO newer than the last sent --&gt; one "bbo" message; bars closed since --&gt; "bar"s
 *                --&gt; each subscribed ClientSession (bounded queue; a slow client is closed as elsewhere)
 * </pre>
 *
 * <p>The feed's thread does no JSON and touches no socket. A burst of changes between two wake-ups is conflated to
 * the latest best bid and ask (each message carries the feed's sequence, so a client sees that it skipped some);
 * every closed bar is sent. A subscription's snapshot is taken under the session's lock ({@link
 * ClientSession#subscribeFeed}) and each session drops updates at or below the position it was sent, so a client
 * never sees an update older than its snapshot, nor one twice.
 *
 * <p>Messages: {@code {"type":"bbo","symbol","bidPrice","bidSize","bidOrders","askPrice","askSize","askOrders",
 * "sequence","commandSequence","timestamp","snapshot"}} (an empty side's price and size are null; before the first
 * change the snapshot has sequence 0); {@code {"type":"bars","symbol","interval","bars":[...]}} as the snapshot (up to
 * {@value #SNAPSHOT_BARS} latest closed bars, oldest first) and {@code {"type":"bar","symbol","interval","start",
 * "open","high","low","close","volume","trades"}} per bar closed after it.
 *
 * <p>Thread-safety: {@link #changed()} from any thread (the feed's); {@link #snapshot} from Jetty threads; the rest
 * on this publisher's own daemon thread.
 */
public final class MarketChannelPublisher implements AutoCloseable {
    /** The bbo channel. */
    static final int BBO = 0;
    /** Bars closed per snapshot at most. */
    static final int SNAPSHOT_BARS = 100;
    private static final String[] INTERVALS = {"1s", "1m"};
    /** A rescan at least this often, in case a wake-up raced with the flag. */
    private static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private final StreamHub hub;
    private final TapeRecorder tape;
    private final SymbolCatalog catalog;
    private final AtomicBoolean pending = new AtomicBoolean();
    /** Per symbol, on this thread: the BBO sequence published, and bars published per interval. */
    private final Map<Long, long[]> published = new HashMap<>();
    private final Thread thread;
    private volatile boolean running = true;

    /**
     * @param hub     the sessions
     * @param catalog the listings, for the decimals
     */
    public MarketChannelPublisher(final StreamHub hub, final SymbolCatalog catalog) {
        this.hub = hub;
        this.tape = new TapeRecorder(this::changed);
        this.catalog = catalog;
        this.thread = new Thread(this::run, "bourse-ws-market");
        thread.setDaemon(true);
    }

    /**
     * @param symbol   symbol id (0 to 2^31 - 1)
     * @param channel  {@link #BBO}, or 1 + {@link TapeRecorder#SECONDS} / {@link TapeRecorder#MINUTES} for bars
     * @return the channel's key in a {@link ClientSession}
     */
    static long key(final long symbol, final int channel) {
        return symbol << 2 | channel;
    }

    /** @return the recorder to give the feed generator (its trades and bars also serve the REST queries) */
    public TapeRecorder tape() {
        return tape;
    }

    /** Starts the thread. */
    public void start() {
        thread.start();
    }

    /** Something changed: wakes the thread. Allocation-free; on the feed's thread. */
    public void changed() {
        if (!pending.get() && pending.compareAndSet(false, true)) {
            LockSupport.unpark(thread);
        }
    }

    private void run() {
        while (running) {
            pending.set(false);
            for (final Listing l : catalog.all()) {
                final SymbolTape t = tape.tape(l.spec().symbolId());
                if (t != null) {
                    publish(l, t);
                }
            }
            if (!pending.get()) {
                LockSupport.parkNanos(this, IDLE_NANOS);
            }
        }
    }

    private void publish(final Listing l, final SymbolTape t) {
        final long symbol = l.spec().symbolId();
        final long[] done = published.computeIfAbsent(symbol, s -> new long[3]);
        final SymbolTape.Bbo b = t.bbo();
        if (b != null && b.seq() > done[0]) {
            done[0] = b.seq();
            final long key = key(symbol, BBO);
            if (hub.wantsFeed(key)) {
                hub.feed(key, b.seq(), bbo(l, b, false).toString());
            }
        }
        for (int interval = 0; interval < INTERVALS.length; interval++) {
            final long count = t.barCount(interval);
            if (count > done[1 + interval]) {
                final int fresh = (int) Math.min(count - done[1 + interval], SymbolTape.BARS);
                done[1 + interval] = count;
                final long key = key(symbol, 1 + interval);
                if (hub.wantsFeed(key)) {
                    for (final SymbolTape.Bar bar : t.bars(interval, fresh)) {
                        final ObjectNode o = Replies.object().put("type", "bar").put("symbol", symbol)
                                .put("interval", INTERVALS[interval]);
                        hub.feed(key, bar.start(), MarketRoutes.bar(o, l, bar).toString());
                    }
                }
            }
        }
    }

    /**
     * The snapshot of a channel for a new subscriber: the latest best bid and ask (sequence 0 and empty sides before
     * the first), or the latest closed bars.
     *
     * @param l       the listing
     * @param channel {@link #BBO} or 1 + an interval
     * @return the snapshot and its position
     */
    ClientSession.FeedUpdate snapshot(final Listing l, final int channel) {
        final long symbol = l.spec().symbolId();
        final SymbolTape t = tape.tape(symbol);
        if (channel == BBO) {
            final SymbolTape.Bbo b = t == null ? null : t.bbo();
            final SymbolTape.Bbo shown = b == null ? new SymbolTape.Bbo(0, 0, 0, 0, 0, 0, 0, 0, 0) : b;
            return new ClientSession.FeedUpdate(shown.seq(), bbo(l, shown, true).toString());
        }
        final int interval = channel - 1;
        final ObjectNode o = Replies.object().put("type", "bars").put("symbol", symbol)
                .put("interval", INTERVALS[interval]);
        final ArrayNode list = o.putArray("bars");
        final List<SymbolTape.Bar> bars = t == null ? List.of() : t.bars(interval, SNAPSHOT_BARS);
        for (final SymbolTape.Bar bar : bars) {
            MarketRoutes.bar(list.addObject(), l, bar);
        }
        return new ClientSession.FeedUpdate(bars.isEmpty() ? Long.MIN_VALUE : bars.get(bars.size() - 1).start(),
                o.toString());
    }

    private static ObjectNode bbo(final Listing l, final SymbolTape.Bbo b, final boolean snapshot) {
        final ObjectNode o = Replies.object().put("type", "bbo").put("symbol", l.spec().symbolId());
        side(o, "bid", l, b.bidPrice(), b.bidSize(), b.bidOrders());
        side(o, "ask", l, b.askPrice(), b.askSize(), b.askOrders());
        return o.put("sequence", b.seq()).put("commandSequence", b.commandSeq()).put("timestamp", b.timestamp())
                .put("snapshot", snapshot);
    }

    private static void side(final ObjectNode o, final String name, final Listing l, final long price,
            final long size, final int orders) {
        if (orders == 0) {
            o.putNull(name + "Price").putNull(name + "Size");
        } else {
            o.put(name + "Price", Decimals.toText(price, l.priceDecimals()))
                    .put(name + "Size", Decimals.toText(size, l.sizeDecimals()));
        }
        o.put(name + "Orders", orders);
    }

    /** Stops the thread; idempotent. */
    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
    }
}
