package dev.bourse.gateway.binary;

/**
 * The binary gateway's settings, validated on construction. Memory: each member that ever logs in costs
 * {@code retainedResponses x 128} bytes of retention plus {@code maxInFlight x 8}; each connection
 * {@code readBufferBytes + writeBufferBytes} of direct memory; the server one response buffer.
 *
 * @param host                interface to bind, e.g. {@code 127.0.0.1}
 * @param port                TCP port, 0 (any free port) to 65535
 * @param maxFrameBytes       largest inbound frame length (after the 2-byte length field), 160 to 65,535; larger
 *                            ends the connection with Logout FRAME_TOO_LARGE
 * @param heartbeatMillis     heartbeat interval, ms, 10 to 60,000; a connection silent for three intervals is ended
 *                            (HEARTBEAT_TIMEOUT)
 * @param retainedResponses   responses kept per member for replay, a power of two, 16 to 2^20
 * @param maxSessions         members the server keeps session state for, 1 to 2^18
 * @param maxConnections      open connections, logged in or not, 1 to 65,536; more are closed at once
 * @param maxInFlight         commands per member in the core and not yet answered, a power of two, 1 to 2^16; more
 *                            are refused with THROTTLED
 * @param readBufferBytes     per-connection read buffer, at least {@code 2 x (maxFrameBytes + 2)}, at most 16 MiB
 * @param writeBufferBytes    per-connection write buffer, 1 KiB to 64 MiB
 * @param responseBufferBytes the buffer from the core's listener thread to the gateway thread, a power of two, 64 KiB
 *                            to 1 GiB
 */
public record BinaryGatewayConfig(String host, int port, int maxFrameBytes, int heartbeatMillis,
        int retainedResponses, int maxSessions, int maxConnections, int maxInFlight, int readBufferBytes,
        int writeBufferBytes, int responseBufferBytes) {

    /**
     * @throws IllegalArgumentException naming the first setting out of range
     */
    public BinaryGatewayConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host: must be set");
        }
        check("port", port, 0, 65_535);
        check("maxFrameBytes", maxFrameBytes, 160, FrameDescriptor.MAX_MESSAGE_LENGTH);
        check("heartbeatMillis", heartbeatMillis, 10, 60_000);
        checkPowerOfTwo("retainedResponses", retainedResponses, 16, 1 << 20);
        check("maxSessions", maxSessions, 1, CommandTokens.MAX_SESSIONS);
        check("maxConnections", maxConnections, 1, 65_536);
        checkPowerOfTwo("maxInFlight", maxInFlight, 1, 1 << 16);
        check("readBufferBytes", readBufferBytes, 2L * (maxFrameBytes + FrameDescriptor.LENGTH_FIELD_BYTES), 1 << 24);
        check("writeBufferBytes", writeBufferBytes, 1 << 10, 1 << 26);
        checkPowerOfTwo("responseBufferBytes", responseBufferBytes, 1 << 16, 1 << 30);
    }

    /**
     * @param host interface to bind
     * @param port TCP port (0: any free port)
     * @return the defaults: 512-byte frames, a 1 s heartbeat, 8,192 responses kept per member (1 MiB), 64 members,
     *     256 connections, 4,096 commands in flight per member, 64 KiB read and 256 KiB write buffers, a 4 MiB response
     *     buffer
     */
    public static BinaryGatewayConfig defaults(final String host, final int port) {
        return new BinaryGatewayConfig(host, port, 512, 1_000, 8_192, 64, 256, 4_096, 64 * 1024, 256 * 1024,
                4 << 20);
    }

    /**
     * @param value another heartbeat interval, ms
     * @return a copy with it
     */
    public BinaryGatewayConfig withHeartbeatMillis(final int value) {
        return new BinaryGatewayConfig(host, port, maxFrameBytes, value, retainedResponses, maxSessions,
                maxConnections, maxInFlight, readBufferBytes, writeBufferBytes, responseBufferBytes);
    }

    /**
     * @param value another number of responses kept per member
     * @return a copy with it
     */
    public BinaryGatewayConfig withRetainedResponses(final int value) {
        return new BinaryGatewayConfig(host, port, maxFrameBytes, heartbeatMillis, value, maxSessions,
                maxConnections, maxInFlight, readBufferBytes, writeBufferBytes, responseBufferBytes);
    }

    /**
     * @param value another number of member sessions
     * @return a copy with it
     */
    public BinaryGatewayConfig withMaxSessions(final int value) {
        return new BinaryGatewayConfig(host, port, maxFrameBytes, heartbeatMillis, retainedResponses, value,
                maxConnections, maxInFlight, readBufferBytes, writeBufferBytes, responseBufferBytes);
    }

    private static void check(final String name, final long value, final long min, final long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + ": " + value + " is outside " + min + " to " + max);
        }
    }

    private static void checkPowerOfTwo(final String name, final int value, final int min, final int max) {
        check(name, value, min, max);
        if (Integer.bitCount(value) != 1) {
            throw new IllegalArgumentException(name + ": " + value + " is not a power of two");
        }
    }
}
