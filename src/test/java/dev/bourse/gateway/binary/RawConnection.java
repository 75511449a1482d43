package dev.bourse.gateway.binary;

import dev.bourse.gateway.binary.sbe.BooleanType;
import dev.bourse.gateway.binary.sbe.EnterOrderEncoder;
import dev.bourse.gateway.binary.sbe.LoginEncoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderDecoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderEncoder;
import dev.bourse.gateway.binary.sbe.OrderType;
import dev.bourse.gateway.binary.sbe.Side;
import dev.bourse.gateway.binary.sbe.StpMode;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteOrder;
import org.agrona.concurrent.UnsafeBuffer;

/** A blocking socket that writes any bytes, for the inputs a well-behaved client never sends. */
final class RawConnection implements AutoCloseable {
    private final Socket socket = new Socket();
    private final DataInputStream in;

    RawConnection(final InetSocketAddress address) throws IOException {
        socket.connect(address, 5_000);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(5_000);
        in = new DataInputStream(socket.getInputStream());
    }

    void send(final byte[] bytes) throws IOException {
        socket.getOutputStream().write(bytes);
        socket.getOutputStream().flush();
    }

    /** One frame read: its template id and the whole SBE message. */
    record Frame(int templateId, UnsafeBuffer message) {
        int byteAt(final int offset) {
            return message.getByte(offset) & 0xFF;
        }
    }

    /** @return the next frame, or null at the end of the stream */
    Frame read() throws IOException {
        final int lo;
        try {
            lo = in.read();
        } catch (final SocketTimeoutException e) {
            throw new AssertionError("no frame within the socket timeout", e);
        }
        if (lo < 0) {
            return null;
        }
        final int length = lo | (in.readUnsignedByte() << 8);
        final byte[] body = new byte[length];
        in.readFully(body);
        final UnsafeBuffer b = new UnsafeBuffer(body);
        return new Frame(b.getShort(2, ByteOrder.LITTLE_ENDIAN) & 0xFFFF, b);
    }

    /** @return true when nothing arrives within {@code millis} (the connection stays open) */
    boolean silentFor(final int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            in.read();
            return false;
        } catch (final SocketTimeoutException e) {
            return true;
        } finally {
            socket.setSoTimeout(5_000);
        }
    }

    /** @return true once the server has closed the connection (after any frames still in flight) */
    boolean closedByServer() throws IOException {
        try {
            while (read() != null) {
                continue;
            }
            return true;
        } catch (final EOFException e) {
            return true;
        }
    }

    static byte[] frame(final UnsafeBuffer message, final int length) {
        final byte[] f = new byte[length + 2];
        f[0] = (byte) length;
        f[1] = (byte) (length >>> 8);
        message.getBytes(0, f, 2, length);
        return f;
    }

    static byte[] login(final long uid, final String key, final String secret, final long nextSeq) {
        final UnsafeBuffer b = new UnsafeBuffer(new byte[512]);
        final LoginEncoder e = new LoginEncoder().wrapAndApplyHeader(b, 0, new MessageHeaderEncoder()).uid(uid)
                .nextSeq(nextSeq).apiKey(key).secret(secret).cancelOnDisconnect(BooleanType.FALSE);
        return frame(b, MessageHeaderDecoder.ENCODED_LENGTH + e.encodedLength());
    }

    static byte[] enter(final long commandId, final long uid, final long own) {
        final UnsafeBuffer b = new UnsafeBuffer(new byte[512]);
        final EnterOrderEncoder e = new EnterOrderEncoder().wrapAndApplyHeader(b, 0, new MessageHeaderEncoder())
                .commandId(commandId).uid(uid).symbol(BinaryFixture.SYMBOL).orderId(BinaryFixture.orderId(uid, own))
                .price(1_000_000).size(1).side(Side.ASK).orderType(OrderType.IOC).stp(StpMode.CORE_DEFAULT);
        return frame(b, MessageHeaderDecoder.ENCODED_LENGTH + e.encodedLength());
    }

    /** A frame with the given SBE header over a zeroed block. */
    static byte[] headerOnly(final int blockLength, final int templateId, final int schemaId, final int version,
            final int bodyBytes) {
        final UnsafeBuffer b = new UnsafeBuffer(new byte[8 + bodyBytes]);
        new MessageHeaderEncoder().wrap(b, 0).blockLength(blockLength).templateId(templateId).schemaId(schemaId)
                .version(version);
        return frame(b, 8 + bodyBytes);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
