package dev.bourse.gateway.binary;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * One TCP connection: its socket, a read buffer that frames are cut from (many per read, a frame may span reads) and
 * a write buffer that frames are gathered in and flushed from (many per write). A connection is logged in when it has
 * a {@link MemberSession}; {@link #sentSeq()} is then the next retained response to send it.
 * <p>The last {@value #SESSION_RESERVE_BYTES} bytes of the write buffer are kept for the session's own frames
 * ({@link #offer}): sequenced responses ({@link #offerResponse}) never take them, so a Logout always fits, even to a
 * member that stopped reading. A connection ended with a Logout is <em>closing</em>: what it still sends is read and
 * dropped (so the peer's writes do not block, and the close is not a reset that would discard the Logout unread), it
 * gets no more responses, it is half-closed once its last bytes (the Logout) are written, and it closes when the peer
 * closes its side or its grace ends.
 * <p>The selector watches a connection's writability only while it has bytes its socket did not take.
 * <p>Both buffers stay in fill mode between calls: position = bytes held.
 * <p>Thread-safety: owned by the gateway thread.
 */
final class Connection {
    /** Bytes of the write buffer only session frames may use: a Logout with its longest text is 267. */
    static final int SESSION_RESERVE_BYTES = 512;
    private final SocketChannel channel;
    private final ByteBuffer readBuffer;
    private final UnsafeBuffer readView;
    private final ByteBuffer writeBuffer;
    private final UnsafeBuffer writeView;
    private SelectionKey key;
    private MemberSession session;
    private long sentSeq;
    private long lastReadNanos;
    private long lastWriteNanos;
    private int rejects;
    private boolean closed;
    private boolean closing;
    private boolean outputEnded;
    private long closeByNanos;

    Connection(final SocketChannel channel, final int readBytes, final int writeBytes, final long nowNanos) {
        this.channel = channel;
        this.readBuffer = ByteBuffer.allocateDirect(readBytes);
        this.readView = new UnsafeBuffer(readBuffer);
        this.writeBuffer = ByteBuffer.allocateDirect(writeBytes);
        this.writeView = new UnsafeBuffer(writeBuffer);
        this.lastReadNanos = nowNanos;
        this.lastWriteNanos = nowNanos;
    }

    SocketChannel channel() {
        return channel;
    }

    void key(final SelectionKey value) {
        key = value;
    }

    /**
     * Reads what the socket has, as much as fits.
     *
     * @param nowNanos the gateway's clock
     * @return bytes read, or -1 at the end of the stream
     * @throws IOException if the socket failed
     */
    int read(final long nowNanos) throws IOException {
        final int n = channel.read(readBuffer);
        if (n > 0) {
            lastReadNanos = nowNanos;
        }
        return n;
    }

    /** @return the read buffer's view; bytes 0 to {@link #readable()} are unread */
    UnsafeBuffer readView() {
        return readView;
    }

    int readable() {
        return readBuffer.position();
    }

    /**
     * Drops the first bytes of the read buffer (the whole frames cut from it), keeping the rest at its start.
     *
     * @param consumed bytes to drop
     */
    void consumed(final int consumed) {
        final int left = readBuffer.position() - consumed;
        if (consumed > 0 && left > 0) {
            readView.putBytes(0, readView, consumed, left);
        }
        readBuffer.position(left);
    }

    /** @return free bytes in the write buffer */
    int writable() {
        return writeBuffer.remaining();
    }

    /**
     * Appends a whole session frame (unsequenced: LoginAccepted, Heartbeat, Logout, ...) to the write buffer, which
     * may take the reserve.
     *
     * @param frame  the frame, length field included
     * @param offset where it starts
     * @param length its length
     * @return false, appending nothing, when it does not fit
     */
    boolean offer(final DirectBuffer frame, final int offset, final int length) {
        return append(frame, offset, length, 0);
    }

    /**
     * Appends a whole sequenced response to the write buffer, leaving the reserve free; none once the connection is
     * closing.
     *
     * @param frame  the frame, length field included
     * @param offset where it starts
     * @param length its length
     * @return false, appending nothing, when it does not fit before the reserve or the connection is closing
     */
    boolean offerResponse(final DirectBuffer frame, final int offset, final int length) {
        return !closing && append(frame, offset, length, SESSION_RESERVE_BYTES);
    }

    private boolean append(final DirectBuffer frame, final int offset, final int length, final int reserve) {
        final int at = writeBuffer.position();
        if (length > writeBuffer.limit() - at - reserve) {
            return false;
        }
        writeView.putBytes(at, frame, offset, length);
        writeBuffer.position(at + length);
        return true;
    }

    /** @return whether bytes wait to be written */
    boolean hasPending() {
        return writeBuffer.position() > 0;
    }

    /**
     * Writes what the socket takes now.
     *
     * @param nowNanos the gateway's clock
     * @return bytes written
     * @throws IOException if the socket failed
     */
    int flush(final long nowNanos) throws IOException {
        if (writeBuffer.position() == 0) {
            return 0;
        }
        writeBuffer.flip();
        final int n;
        try {
            n = channel.write(writeBuffer);
        } finally {
            writeBuffer.compact();
        }
        if (n > 0) {
            lastWriteNanos = nowNanos;
        }
        watchWritable(writeBuffer.position() > 0);
        return n;
    }

    /** Asks the selector to report writability while bytes wait, and only then (a writable socket always is). */
    private void watchWritable(final boolean pending) {
        if (key == null || !key.isValid()) {
            return;
        }
        final int wanted = SelectionKey.OP_READ | (pending ? SelectionKey.OP_WRITE : 0);
        if (key.interestOps() != wanted) {
            key.interestOps(wanted);
        }
    }

    /**
     * Ends the connection without dropping what it still has to write: what it reads is dropped from now on, it takes
     * no more responses, and {@link #isDue} tells when to close it.
     *
     * @param byNanos the gateway clock's time after which it is closed even with bytes unwritten
     */
    void closing(final long byNanos) {
        closing = true;
        closeByNanos = byNanos;
        watchWritable(hasPending());
    }

    /** @return whether the connection was ended and waits only to write its last bytes */
    boolean isClosing() {
        return closing;
    }

    /**
     * @param nowNanos the gateway's clock
     * @return whether a closing connection's grace is over: it is closed then whatever is left
     */
    boolean isDue(final long nowNanos) {
        return closing && nowNanos - closeByNanos >= 0;
    }

    /**
     * Once a closing connection has written everything (its Logout last), half-closes it: the member reads the Logout
     * and then the end of the stream. Closing the socket outright instead, with the member's orders still arriving,
     * would answer them with a reset, which on Linux discards the Logout unread at the member's side.
     *
     * @throws IOException when the socket is gone
     */
    void endOutputWhenWritten() throws IOException {
        if (closing && !outputEnded && !hasPending()) {
            outputEnded = true;
            channel.shutdownOutput();
        }
    }

    long lastReadNanos() {
        return lastReadNanos;
    }

    long lastWriteNanos() {
        return lastWriteNanos;
    }

    /** @return the member session, or null before a Login */
    MemberSession session() {
        return session;
    }

    void session(final MemberSession value, final long firstSeq) {
        session = value;
        sentSeq = firstSeq;
    }

    long sentSeq() {
        return sentSeq;
    }

    void sentSeq(final long value) {
        sentSeq = value;
    }

    /** @return session rejects so far, this one included */
    int rejected() {
        return ++rejects;
    }

    boolean isClosed() {
        return closed;
    }

    /** Closes the socket quietly; idempotent. */
    void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (key != null) {
            key.cancel();
        }
        try {
            channel.close();
        } catch (final IOException ignored) {
            // The connection is gone either way; nothing is waiting for this socket.
        }
    }
}
