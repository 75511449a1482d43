package dev.bourse.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

/**
 * One keep-alive HTTP/1.1 connection of {@link HttpLoadRun}, non-blocking, one request at a time: it writes a request
 * (registering for writability only when the socket would not take it all at once), then reads until one whole
 * response is in (status line, headers, then a {@code Content-Length} body or a chunked one), and is idle again.
 * A response with {@code Connection: close}, or a connection the server closed, is reopened by the run.
 *
 * <p>Thread-safety: used by the run's one thread.
 */
final class HttpLoadConnection {
    /** The response is not complete yet. */
    static final int INCOMPLETE = -1;
    private static final byte[] HEADER_END = {'\r', '\n', '\r', '\n'};
    private final SocketChannel channel;
    private final SelectionKey key;
    private final ByteBuffer in = ByteBuffer.allocate(64 * 1024);
    private ByteBuffer out;
    /** The intended send time of the request in flight, ns; or 0 when idle. */
    private long due;
    /** What the request in flight was ({@link HttpLoadRun} kinds). */
    private int kind;
    /** The order the request in flight placed or cancelled, for the run's bookkeeping. */
    private long orderId;
    private int memberIndex;
    private boolean closeAfter;

    HttpLoadConnection(final Selector selector, final InetSocketAddress address) throws IOException {
        channel = SocketChannel.open(address);
        channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
        channel.configureBlocking(false);
        key = channel.register(selector, SelectionKey.OP_READ, this);
    }

    /** @return whether no request is in flight */
    boolean idle() {
        return due == 0;
    }

    long due() {
        return due;
    }

    int kind() {
        return kind;
    }

    long orderId() {
        return orderId;
    }

    int memberIndex() {
        return memberIndex;
    }

    /**
     * Starts a request.
     *
     * @param request  its bytes, whole
     * @param dueNanos its intended send time, ns (not 0)
     * @param what     its kind
     * @param order    the order it concerns
     * @param member   the member sending it
     * @throws IOException if the socket fails
     */
    void send(final ByteBuffer request, final long dueNanos, final int what, final long order, final int member)
            throws IOException {
        due = dueNanos;
        kind = what;
        orderId = order;
        memberIndex = member;
        out = request;
        flush();
    }

    /** Writes what the socket takes; asks for writability while some is left. */
    void flush() throws IOException {
        channel.write(out);
        key.interestOps(out.hasRemaining() ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
    }

    /**
     * Reads what arrived and, when a whole response is in, consumes it and turns idle.
     *
     * @return the response's status, {@link #INCOMPLETE} when more must arrive
     * @throws IOException when the server closed the connection or the response is malformed
     */
    int read() throws IOException {
        if (channel.read(in) < 0) {
            throw new IOException("the server closed the connection");
        }
        in.flip();
        final int status = parse();
        in.compact();
        if (status != INCOMPLETE) {
            due = 0;
        }
        return status;
    }

    /** @return whether the last response asked to close the connection */
    boolean closeAfter() {
        return closeAfter;
    }

    /** Closes the socket. */
    void close() {
        key.cancel();
        try {
            channel.close();
        } catch (final IOException e) {
            // Closing a socket that failed: nothing more to do with it.
        }
    }

    /** Parses one response from {@code in} (flipped): consumes it and returns its status, or leaves it. */
    private int parse() throws IOException {
        final int start = in.position();
        final int headerEnd = indexOf(HEADER_END, start, in.limit());
        if (headerEnd < 0) {
            if (in.remaining() == in.capacity()) {
                throw new IOException("response headers over " + in.capacity() + " bytes");
            }
            return INCOMPLETE;
        }
        final String head = new String(in.array(), start, headerEnd - start, StandardCharsets.ISO_8859_1);
        if (!head.startsWith("HTTP/1.1 ") || head.length() < 12) {
            throw new IOException("not an HTTP/1.1 response: " + head.lines().findFirst().orElse(""));
        }
        final int status = Integer.parseInt(head.substring(9, 12));
        final String lower = head.toLowerCase(java.util.Locale.ROOT);
        closeAfter = lower.contains("\r\nconnection: close");
        final int bodyStart = headerEnd + HEADER_END.length;
        final int end = lower.contains("\r\ntransfer-encoding: chunked") ? chunkedEnd(bodyStart)
                : bodyStart + contentLength(lower);
        if (end < 0 || end > in.limit()) {
            if (in.remaining() == in.capacity()) {
                throw new IOException("response over " + in.capacity() + " bytes");
            }
            return INCOMPLETE;
        }
        in.position(end);
        return status;
    }

    private static int contentLength(final String lowerHead) throws IOException {
        final int at = lowerHead.indexOf("\r\ncontent-length:");
        if (at < 0) {
            return 0;
        }
        int i = at + "\r\ncontent-length:".length();
        while (lowerHead.charAt(i) == ' ') {
            i++;
        }
        int n = 0;
        while (i < lowerHead.length() && Character.isDigit(lowerHead.charAt(i))) {
            n = n * 10 + lowerHead.charAt(i++) - '0';
        }
        if (n > 1 << 24) {
            throw new IOException("Content-Length " + n + " is too large");
        }
        return n;
    }

    /** @return the end of a chunked body starting at {@code from}, or -1 while incomplete */
    private int chunkedEnd(final int from) {
        int at = from;
        while (true) {
            final int lineEnd = indexOf(HEADER_END, at, in.limit(), 2);
            if (lineEnd < 0) {
                return -1;
            }
            int size = 0;
            for (int i = at; i < lineEnd; i++) {
                final int d = Character.digit(in.get(i), 16);
                if (d < 0) {
                    break;
                }
                size = size * 16 + d;
            }
            at = lineEnd + 2;
            if (size == 0) {
                return at + 2 <= in.limit() ? at + 2 : -1;
            }
            at += size + 2;
            if (at > in.limit()) {
                return -1;
            }
        }
    }

    private int indexOf(final byte[] pattern, final int from, final int to) {
        return indexOf(pattern, from, to, pattern.length);
    }

    /** @return where the first {@code length} bytes of {@code pattern} occur in {@code in} between the bounds, or -1 */
    private int indexOf(final byte[] pattern, final int from, final int to, final int length) {
        final byte[] a = in.array();
        outer:
        for (int i = from; i + length <= to; i++) {
            for (int j = 0; j < length; j++) {
                if (a[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
