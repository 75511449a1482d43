package dev.bourse.gateway.ws;

import dev.bourse.gateway.rest.Replies;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The WebSocket heartbeat, both ways. Every interval each client gets {@code {"type":"heartbeat","timestamp":ms,
 * "interval":ms}}, so a client sees a dead node or a dead path within an interval or two even when the market is
 * quiet; and a client that sent nothing for {@code idleIntervals} intervals is closed with {@value #IDLE_CLOSE_CODE}
 * and a reason that says so, so a vanished peer (a closed laptop, a cut cable: no FIN ever comes) does not keep its
 * subscriptions, its queue and its socket for ever. Any message counts as a sign of life; one that has nothing else to
 * say sends {@code {"op":"ping"}} (answered with {@code pong}), simplest in answer to each heartbeat.
 *
 * <p>Why messages and not WebSocket ping frames: a browser answers ping frames on its own, so a page whose script
 * stopped still looks alive, and scripts can neither send pings nor see them; the server's web framework does not
 * pass pong frames up either. A message is seen by both ends' code.
 *
 * <p>Thread-safety: {@link #tick} runs on this heartbeat's daemon thread (or a test's); the sessions are safe for
 * concurrent use.
 */
public final class WsHeartbeat implements AutoCloseable {
    /** Close code for an idle client: going away, as servers close idle connections. */
    public static final int IDLE_CLOSE_CODE = 1001;
    private final StreamHub hub;
    private final long intervalMillis;
    private final long idleNanos;
    private final String reason;
    private final LongSupplier clockMillis;
    private final LongAdder idle = new LongAdder();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        final Thread t = new Thread(r, "bourse-ws-heartbeat");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param hub            the sessions
     * @param intervalMillis between heartbeats, ms, &gt;= 1
     * @param idleIntervals  intervals a client may stay silent, &gt;= 1
     * @param clockMillis    wall clock for the heartbeat's timestamp, ms since the epoch
     */
    public WsHeartbeat(final StreamHub hub, final long intervalMillis, final int idleIntervals,
            final LongSupplier clockMillis) {
        this.hub = hub;
        this.intervalMillis = intervalMillis;
        this.idleNanos = TimeUnit.MILLISECONDS.toNanos(intervalMillis * idleIntervals);
        this.clockMillis = clockMillis;
        this.reason = "idle: no message in " + intervalMillis * idleIntervals + " ms (send {\"op\":\"ping\"})";
    }

    /** Starts beating every interval. */
    public void start() {
        timer.scheduleAtFixedRate(() -> tick(System.nanoTime()), intervalMillis, intervalMillis,
                TimeUnit.MILLISECONDS);
    }

    /**
     * One beat: closes the clients silent for longer than the idle time, sends the heartbeat to the others (through
     * their bounded queues, so a client that does not read is still closed as a slow consumer).
     *
     * @param nowNanos now, {@link System#nanoTime()} ns
     */
    void tick(final long nowNanos) {
        String beat = null;
        for (final ClientSession s : hub.all()) {
            if (nowNanos - s.heardNanos() > idleNanos) {
                if (!s.isClosed()) {
                    idle.increment();
                    s.close(IDLE_CLOSE_CODE, reason);
                }
            } else {
                if (beat == null) {
                    beat = Replies.object().put("type", "heartbeat").put("timestamp", clockMillis.getAsLong())
                            .put("interval", intervalMillis).toString();
                }
                s.offer(beat);
            }
        }
    }

    /** @return clients closed as idle since the start */
    public long idleDisconnects() {
        return idle.sum();
    }

    /** @return the interval between heartbeats, ms */
    public long intervalMillis() {
        return intervalMillis;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
