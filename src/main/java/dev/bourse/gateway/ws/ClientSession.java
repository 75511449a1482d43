package dev.bourse.gateway.ws;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One WebSocket client: what it subscribed to, who it is, and its outbound queue. At most one send is under way; the
 * queue holds at most {@code capacity} messages, and an offer past that closes the session with 1008 "slow consumer".
 * <p>Thread-safety: safe for concurrent use (the hub thread offers, Jetty threads complete sends and subscribe).
 */
public final class ClientSession {
    /** Close code for a client that could not keep up (policy violation). */
    public static final int SLOW_CLOSE_CODE = 1008;
    private final Session session;
    private final int capacity;
    /** Counts the sessions closed as slow consumers (the hub's, for metrics). */
    private final LongAdder slow;
    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private final Set<Long> trades = ConcurrentHashMap.newKeySet();
    private final Set<Long> levels = ConcurrentHashMap.newKeySet();
    private final Map<Long, List<Object[]>> pendingLevels = new HashMap<>();
    /** Market channel (see {@link MarketChannelPublisher#key}) to the position of the last message sent on it. */
    private final Map<Long, long[]> feeds = new HashMap<>();
    private volatile long uid;
    private volatile boolean orders;
    /** When the client last sent a message, {@link System#nanoTime()} ns: the heartbeat closes it when too long ago. */
    private volatile long heardNanos = System.nanoTime();
    private boolean sending;
    private boolean closed;

    /**
     * @param session  the Jetty session
     * @param capacity queued messages at most
     */
    public ClientSession(final Session session, final int capacity) {
        this(session, capacity, new LongAdder());
    }

    /**
     * @param session  the Jetty session
     * @param capacity queued messages at most
     * @param slow     incremented when this session is closed as a slow consumer
     */
    ClientSession(final Session session, final int capacity, final LongAdder slow) {
        this.session = session;
        this.capacity = capacity;
        this.slow = slow;
    }

    /** @param nowNanos when the client sent a message, {@link System#nanoTime()} ns */
    void heard(final long nowNanos) {
        heardNanos = nowNanos;
    }

    /** @return when the client last sent a message (or connected), {@link System#nanoTime()} ns */
    long heardNanos() {
        return heardNanos;
    }

    /** @return the authenticated member's uid, 0 before authentication */
    public long uid() {
        return uid;
    }

    /** @param member the authenticated member's uid */
    void authenticate(final long member) {
        uid = member;
    }

    /** @return whether it wants its order events */
    public boolean wantsOrders() {
        return orders && uid != 0;
    }

    /** @param on whether it wants its order events */
    void orders(final boolean on) {
        orders = on;
    }

    /** @return symbols whose trades it wants (live view) */
    Set<Long> trades() {
        return trades;
    }

    /**
     * @param symbol a symbol
     * @return whether it wants the symbol's L2
     */
    boolean wantsLevels(final long symbol) {
        return levels.contains(symbol);
    }

    /**
     * Starts an L2 subscription: deltas are held back until {@link #snapshot}.
     *
     * @param symbol the symbol
     */
    synchronized void beginLevels(final long symbol) {
        pendingLevels.put(symbol, new ArrayList<>());
        levels.add(symbol);
    }

    /**
     * Sends the snapshot, then the held-back deltas newer than it.
     *
     * @param symbol   the symbol
     * @param sequence the snapshot's command sequence
     * @param message  the snapshot
     */
    synchronized void snapshot(final long symbol, final long sequence, final String message) {
        final List<Object[]> held = pendingLevels.remove(symbol);
        offer(message);
        if (held != null) {
            for (final Object[] d : held) {
                if ((Long) d[0] > sequence) {
                    offer((String) d[1]);
                }
            }
        }
    }

    /**
     * @param symbol the symbol
     */
    synchronized void endLevels(final long symbol) {
        levels.remove(symbol);
        pendingLevels.remove(symbol);
    }

    /**
     * An L2 delta: held back while the snapshot is pending, else queued.
     *
     * @param symbol   the symbol
     * @param sequence its command sequence
     * @param message  the delta
     */
    synchronized void level(final long symbol, final long sequence, final String message) {
        final List<Object[]> held = pendingLevels.get(symbol);
        if (held == null) {
            offer(message);
        } else if (held.size() < capacity) {
            held.add(new Object[] {sequence, message});
        } else {
            close(SLOW_CLOSE_CODE, "slow consumer: snapshot pending with " + capacity + " deltas held");
        }
    }

    /**
     * Subscribes to a market channel: under this session's lock takes the channel's snapshot and queues it, so an
     * update racing with it is either in the snapshot (and then not sent again) or sent after it.
     *
     * @param key      the channel
     * @param snapshot takes the snapshot: its position (updates at or below it are not sent) and message
     */
    synchronized void subscribeFeed(final long key, final Supplier<FeedUpdate> snapshot) {
        final FeedUpdate u = snapshot.get();
        feeds.put(key, new long[] {u.position()});
        offer(u.message());
    }

    /** @param key a market channel */
    synchronized void unsubscribeFeed(final long key) {
        feeds.remove(key);
    }

    /**
     * @param key a market channel
     * @return whether it is subscribed
     */
    synchronized boolean wantsFeed(final long key) {
        return feeds.containsKey(key);
    }

    /**
     * An update of a market channel: queued when subscribed and newer than what was sent on it.
     *
     * @param key      the channel
     * @param position its position (the feed's sequence, or a bar's start)
     * @param message  the update
     */
    synchronized void feed(final long key, final long position, final String message) {
        final long[] last = feeds.get(key);
        if (last != null && position > last[0]) {
            last[0] = position;
            offer(message);
        }
    }

    /**
     * A market channel's message and its position.
     *
     * @param position the feed's sequence, or a bar's start (ns)
     * @param message  the text frame
     */
    record FeedUpdate(long position, String message) {
    }

    /**
     * Queues a message, or disconnects the client when its queue is full.
     *
     * @param message the text frame
     */
    public void offer(final String message) {
        final String next;
        synchronized (this) {
            if (closed) {
                return;
            }
            if (queue.size() >= capacity) {
                close(SLOW_CLOSE_CODE, "slow consumer: " + capacity + " messages queued");
                return;
            }
            if (sending) {
                queue.add(message);
                return;
            }
            sending = true;
            next = message;
        }
        session.sendText(next, Callback.from(this::sent, this::failed));
    }

    private void sent() {
        final String next;
        synchronized (this) {
            next = closed ? null : queue.poll();
            if (next == null) {
                sending = false;
                return;
            }
        }
        session.sendText(next, Callback.from(this::sent, this::failed));
    }

    private void failed(final Throwable cause) {
        synchronized (this) {
            closed = true;
            sending = false;
            queue.clear();
        }
    }

    /**
     * Closes the session with a reason; later offers are dropped.
     *
     * @param code   close code
     * @param reason close reason
     */
    public void close(final int code, final String reason) {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            queue.clear();
        }
        if (code == SLOW_CLOSE_CODE) {
            slow.increment();
        }
        session.close(code, reason, Callback.NOOP);
    }

    /** @return whether it was closed by this side or failed */
    public synchronized boolean isClosed() {
        return closed;
    }
}
