package dev.bourse.gateway;

/**
 * The gateway's settings, validated on construction.
 *
 * @param host                 interface to bind, e.g. {@code 127.0.0.1}
 * @param port                 TCP port, 0 (any free port) to 65535
 * @param maxBodyBytes         largest request body accepted, 64 to 1 MiB; larger gets 413
 * @param signatureWindowMillis how far a request's timestamp may be from the gateway's clock, ms, 100 to 600,000
 * @param ratePerSecond        requests per second per API key, sustained, 1 to 1,000,000
 * @param rateBurst            requests per API key in a burst, 1 to 1,000,000
 * @param maxInFlight          commands submitted to the core and not yet answered, 1 to 1,000,000; past it 503
 * @param wsQueueMessages      messages queued per WebSocket client before it is disconnected as slow, 1 to 1,000,000
 * @param maxFrameBytes        largest WebSocket text frame accepted, 64 to 1 MiB
 * @param wsHeartbeatMillis    interval of the WebSocket heartbeat, ms, 100 to 600,000: a {@code heartbeat} message
 *                             to every client each interval, and a client silent for {@value #IDLE_HEARTBEATS}
 *                             intervals is closed (docs/gateway.md)
 * @param httpThreads          threads of the HTTP server's pool, 8 to 4,096: each request holds one while it waits for
 *                             the core's answer, so this bounds the requests waiting out a journal force at once; more
 *                             of them also means more threads contending for the core's turn (docs/gateway.md, "Where
 *                             a request's CPU goes")
 */
public record GatewayConfig(String host, int port, int maxBodyBytes, long signatureWindowMillis, int ratePerSecond,
        int rateBurst, int maxInFlight, int wsQueueMessages, int maxFrameBytes, long wsHeartbeatMillis,
        int httpThreads) {
    /** Heartbeat intervals a WebSocket client may stay silent before it is closed as idle. */
    public static final int IDLE_HEARTBEATS = 3;
    /** The largest body or frame limit, bytes. */
    public static final int MAX_LIMIT_BYTES = 1 << 20;
    /** HTTP threads by default: Javalin's own default pool size. */
    public static final int DEFAULT_HTTP_THREADS = 250;

    /**
     * @throws IllegalArgumentException naming the first setting out of range
     */
    public GatewayConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host: must be set");
        }
        check("port", port, 0, 65_535);
        check("maxBodyBytes", maxBodyBytes, 64, MAX_LIMIT_BYTES);
        check("signatureWindowMillis", signatureWindowMillis, 100, 600_000);
        check("ratePerSecond", ratePerSecond, 1, 1_000_000);
        check("rateBurst", rateBurst, 1, 1_000_000);
        check("maxInFlight", maxInFlight, 1, 1_000_000);
        check("wsQueueMessages", wsQueueMessages, 1, 1_000_000);
        check("maxFrameBytes", maxFrameBytes, 64, MAX_LIMIT_BYTES);
        check("wsHeartbeatMillis", wsHeartbeatMillis, 100, 600_000);
        check("httpThreads", httpThreads, 8, 4_096);
    }

    /**
     * @param host interface to bind
     * @param port TCP port (0: any free port)
     * @return the defaults: 64 KiB bodies, a 5 s window, 2,000 requests/s per key with bursts of 4,000, 8,192 commands
     *     in flight, 4,096 queued messages per WebSocket client, 16 KiB frames, a WebSocket heartbeat every 10 s,
     *     {@value #DEFAULT_HTTP_THREADS} HTTP threads
     */
    public static GatewayConfig defaults(final String host, final int port) {
        return new GatewayConfig(host, port, 64 * 1024, 5_000, 2_000, 4_000, 8_192, 4_096, 16 * 1024, 10_000,
                DEFAULT_HTTP_THREADS);
    }

    /**
     * @param millis the WebSocket heartbeat interval, ms, 100 to 600,000
     * @return these settings with that interval
     */
    public GatewayConfig withWsHeartbeatMillis(final long millis) {
        return new GatewayConfig(host, port, maxBodyBytes, signatureWindowMillis, ratePerSecond, rateBurst,
                maxInFlight, wsQueueMessages, maxFrameBytes, millis, httpThreads);
    }

    /**
     * @param threads threads of the HTTP server's pool, 8 to 4,096
     * @return these settings with that pool size
     */
    public GatewayConfig withHttpThreads(final int threads) {
        return new GatewayConfig(host, port, maxBodyBytes, signatureWindowMillis, ratePerSecond, rateBurst,
                maxInFlight, wsQueueMessages, maxFrameBytes, wsHeartbeatMillis, threads);
    }

    private static void check(final String name, final long value, final long min, final long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + ": " + value + " is outside " + min + " to " + max);
        }
    }
}
