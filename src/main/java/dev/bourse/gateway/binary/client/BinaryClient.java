package dev.bourse.gateway.binary.client;

import dev.bourse.api.OrderRequest;
import dev.bourse.gateway.binary.FrameDescriptor;
import dev.bourse.gateway.binary.sbe.BooleanType;
import dev.bourse.gateway.binary.sbe.CancelOrderEncoder;
import dev.bourse.gateway.binary.sbe.EnterOrderEncoder;
import dev.bourse.gateway.binary.sbe.HeartbeatEncoder;
import dev.bourse.gateway.binary.sbe.LoginAcceptedDecoder;
import dev.bourse.gateway.binary.sbe.LoginEncoder;
import dev.bourse.gateway.binary.sbe.LoginRejectedDecoder;
import dev.bourse.gateway.binary.sbe.LogoutDecoder;
import dev.bourse.gateway.binary.sbe.LogoutEncoder;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.MassCancelEncoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderDecoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderEncoder;
import dev.bourse.gateway.binary.sbe.OrderType;
import dev.bourse.gateway.binary.sbe.ReplaceOrderEncoder;
import dev.bourse.gateway.binary.sbe.Side;
import dev.bourse.gateway.binary.sbe.StpMode;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * A member's connection to the binary order-entry gateway ({@code docs/binary-protocol.md}). {@link #connect} logs
 * in; the order methods encode a message into the send buffer and return at once (many messages then leave in one
 * write at {@link #flush()}, which the order methods also call when the buffer is full); {@link #poll} reads what the
 * socket has and hands every whole message to a {@link ResponseListener}. Nothing allocates per message.
 * <pre>{@code
 * try (BinaryClient c = BinaryClient.connect(new InetSocketAddress("127.0.0.1", port), uid, key, secret, 0, true,
 *         5_000)) {
 *     c.enter(1, new OrderRequest().uid(uid).symbol(1).orderId((uid << 32) | 1).side(Side.BID)
 *             .type(OrderType.GTC).price(10_000).size(5));
 *     c.flush();
 *     while (c.poll(listener) >= 0) { ... }
 * }
 * }</pre>
 * Heartbeats: the server ends a connection that sends nothing for three {@link #heartbeatMillis()}; a sender that
 * may be idle that long calls {@link #keepAlive()} now and then.
 * <p>Thread-safety: one thread may send (the order methods, {@link #flush()}, {@link #keepAlive()},
 * {@link #logout()}) while another polls; neither side is safe for more than one thread.
 */
public final class BinaryClient implements AutoCloseable {
    private static final int SEND_BYTES = 64 * 1024;
    private static final int READ_BYTES = 256 * 1024;
    private static final int MAX_MESSAGE = 256;
    private static final int STP_CORE_DEFAULT = 254;
    private final SocketChannel channel;
    private final ByteBuffer send = ByteBuffer.allocateDirect(SEND_BYTES);
    private final UnsafeBuffer sendView = new UnsafeBuffer(send);
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final EnterOrderEncoder enter = new EnterOrderEncoder();
    private final CancelOrderEncoder cancel = new CancelOrderEncoder();
    private final ReplaceOrderEncoder replace = new ReplaceOrderEncoder();
    private final MassCancelEncoder massCancel = new MassCancelEncoder();
    private final HeartbeatEncoder heartbeat = new HeartbeatEncoder();
    private final LogoutEncoder logout = new LogoutEncoder();
    private final ResponseDecoder decoder;
    private final long uid;
    private long replayFrom;
    private long nextSeq;
    private int heartbeatMillis;
    private volatile long lastSendNanos = System.nanoTime();

    private BinaryClient(final SocketChannel channel, final long uid) {
        this.channel = channel;
        this.uid = uid;
        this.decoder = new ResponseDecoder(channel, READ_BYTES);
    }

    /**
     * Connects and logs in, waiting for the server's answer.
     *
     * @param address            the gateway
     * @param uid                the member, &gt; 0
     * @param apiKey             its key, at most 64 ASCII characters
     * @param secret             its secret, at most 64 ASCII characters
     * @param nextSeq            the first response seq wanted again (replay after a reconnect); 0 for none
     * @param cancelOnDisconnect whether the server mass-cancels the member's orders when this connection ends
     * @param timeoutMillis      how long to wait for the connection and the answer
     * @return the logged-in client; the responses replayed follow through {@link #poll}
     * @throws LoginRefusedException if the server refused the Login or closed instead
     * @throws IOException           if the connection failed or the answer did not come in time
     */
    public static BinaryClient connect(final InetSocketAddress address, final long uid, final String apiKey,
            final String secret, final long nextSeq, final boolean cancelOnDisconnect, final long timeoutMillis)
            throws IOException {
        final SocketChannel channel = SocketChannel.open();
        boolean done = false;
        try {
            channel.socket().connect(address, (int) Math.min(Integer.MAX_VALUE, timeoutMillis));
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            channel.configureBlocking(false);
            final BinaryClient c = new BinaryClient(channel, uid);
            c.login(apiKey, secret, nextSeq, cancelOnDisconnect, timeoutMillis);
            done = true;
            return c;
        } finally {
            if (!done) {
                channel.close();
            }
        }
    }

    private void login(final String apiKey, final String secret, final long next, final boolean cod,
            final long timeoutMillis) throws IOException {
        final LoginEncoder login = new LoginEncoder();
        final int at = begin();
        login.wrapAndApplyHeader(sendView, at, header).uid(uid).nextSeq(next).apiKey(apiKey).secret(secret)
                .cancelOnDisconnect(cod ? BooleanType.TRUE : BooleanType.FALSE);
        end(at, login.encodedLength());
        flush();
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (true) {
            final int frame = decoder.nextFrame();
            if (frame >= 0) {
                answer(decoder.view(), frame);
                return;
            }
            if (frame == ResponseDecoder.END_OF_STREAM) {
                throw new LoginRefusedException(null, "the server closed the connection without answering");
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IOException("no answer to the Login within " + timeoutMillis + " ms");
            }
            LockSupport.parkNanos(100_000);
        }
    }

    private void answer(final UnsafeBuffer b, final int at) throws IOException {
        final MessageHeaderDecoder h = new MessageHeaderDecoder().wrap(b, at);
        final int blockAt = at + MessageHeaderDecoder.ENCODED_LENGTH;
        switch (h.templateId()) {
            case LoginAcceptedDecoder.TEMPLATE_ID: {
                final LoginAcceptedDecoder d = new LoginAcceptedDecoder().wrap(b, blockAt, h.blockLength(),
                        h.version());
                replayFrom = d.replayFrom();
                nextSeq = d.nextSeq();
                heartbeatMillis = d.heartbeatMillis();
                decoder.skipFrame();
                return;
            }
            case LoginRejectedDecoder.TEMPLATE_ID: {
                final LoginRejectedDecoder d = new LoginRejectedDecoder().wrap(b, blockAt, h.blockLength(),
                        h.version());
                throw new LoginRefusedException(d.reason(), "login refused: " + d.reason());
            }
            case LogoutDecoder.TEMPLATE_ID: {
                final LogoutDecoder d = new LogoutDecoder().wrap(b, blockAt, h.blockLength(), h.version());
                throw new LoginRefusedException(null, "logout " + d.reason() + ": " + d.text());
            }
            default:
                throw new LoginRefusedException(null, "template " + h.templateId() + " came before LoginAccepted");
        }
    }

    /** @return the member */
    public long uid() {
        return uid;
    }

    /** @return the seq of the first response the server replays (= {@link #nextSeqAtLogin()} when none) */
    public long replayFrom() {
        return replayFrom;
    }

    /** @return the seq the first new response after the Login carries */
    public long nextSeqAtLogin() {
        return nextSeq;
    }

    /** @return the server's heartbeat interval, ms */
    public int heartbeatMillis() {
        return heartbeatMillis;
    }

    /**
     * Queues an EnterOrder with every field of the request (its stp null: the core's default).
     *
     * @param commandId the member's id for this command, not 0; comes back in every response to it
     * @param order     the order; its uid must be the member's and its order id {@code uid x 2^32 + own id}
     * @throws IOException if a needed flush failed
     */
    public void enter(final long commandId, final OrderRequest order) throws IOException {
        final int at = begin();
        enter.wrapAndApplyHeader(sendView, at, header).commandId(commandId).uid(order.uid()).symbol(order.symbol())
                .orderId(order.orderId()).price(order.price()).size(order.size()).reservePrice(order.reservePrice())
                .displaySize(order.displaySize()).triggerPrice(order.triggerPrice()).expireAt(order.expireAt())
                .side(order.side() == null ? Side.NULL_VAL : Side.get((short) order.side().ordinal()))
                .orderType(order.type() == null ? OrderType.NULL_VAL : OrderType.get((short) order.type().ordinal()))
                .stp(order.stp() == null ? StpMode.get((short) STP_CORE_DEFAULT)
                        : StpMode.get((short) order.stp().ordinal()));
        end(at, enter.encodedLength());
    }

    /**
     * Queues a CancelOrder.
     *
     * @param commandId the member's id for this command, not 0
     * @param symbol    symbol
     * @param orderId   the order
     * @throws IOException if a needed flush failed
     */
    public void cancel(final long commandId, final long symbol, final long orderId) throws IOException {
        final int at = begin();
        cancel.wrapAndApplyHeader(sendView, at, header).commandId(commandId).uid(uid).symbol(symbol).orderId(orderId);
        end(at, cancel.encodedLength());
    }

    /**
     * Queues a ReplaceOrder: new price and unfilled size ({@code ExchangeApi.replace} rules).
     *
     * @param commandId the member's id for this command, not 0
     * @param symbol    symbol
     * @param orderId   the order
     * @param newPrice  ticks
     * @param newSize   lots
     * @throws IOException if a needed flush failed
     */
    public void replace(final long commandId, final long symbol, final long orderId, final long newPrice,
            final long newSize) throws IOException {
        final int at = begin();
        replace.wrapAndApplyHeader(sendView, at, header).commandId(commandId).uid(uid).symbol(symbol)
                .orderId(orderId).newPrice(newPrice).newSize(newSize);
        end(at, replace.encodedLength());
    }

    /**
     * Queues a MassCancel: every live order of the member in the symbol.
     *
     * @param commandId the member's id for this command, not 0
     * @param symbol    symbol
     * @throws IOException if a needed flush failed
     */
    public void massCancel(final long commandId, final long symbol) throws IOException {
        final int at = begin();
        massCancel.wrapAndApplyHeader(sendView, at, header).commandId(commandId).uid(uid).symbol(symbol);
        end(at, massCancel.encodedLength());
    }

    /**
     * Sends a Heartbeat if nothing was sent for half the heartbeat interval.
     *
     * @throws IOException if the write failed
     */
    public void keepAlive() throws IOException {
        if (System.nanoTime() - lastSendNanos >= TimeUnit.MILLISECONDS.toNanos(heartbeatMillis) / 2) {
            final int at = begin();
            heartbeat.wrapAndApplyHeader(sendView, at, header).timestamp(System.nanoTime());
            end(at, heartbeat.encodedLength());
            flush();
        }
    }

    /**
     * Sends a Logout; the server answers Logout LOGOUT_ACK (seen through {@link #poll}) and closes.
     *
     * @throws IOException if the write failed
     */
    public void logout() throws IOException {
        final int at = begin();
        logout.wrapAndApplyHeader(sendView, at, header).reason(LogoutReason.CLIENT_REQUEST).text("");
        end(at, logout.encodedLength());
        flush();
    }

    /**
     * Writes every queued message, waiting while the socket's buffer is full.
     *
     * @throws IOException if the connection failed
     */
    public void flush() throws IOException {
        if (send.position() == 0) {
            return;
        }
        send.flip();
        try {
            while (send.hasRemaining()) {
                if (channel.write(send) == 0) {
                    Thread.onSpinWait();
                }
            }
        } finally {
            send.clear();
        }
        lastSendNanos = System.nanoTime();
    }

    /**
     * Reads what the socket has and dispatches every whole message.
     *
     * @param listener gets the messages
     * @return messages dispatched (0 when none was whole), or -1 once the server has closed the connection
     * @throws IOException if the connection failed, or the server sent a frame that cannot be read
     */
    public int poll(final ResponseListener listener) throws IOException {
        return decoder.poll(listener);
    }

    /** @return whether the server has closed the connection (seen by {@link #poll}) */
    public boolean isClosed() {
        return decoder.isClosed();
    }

    /** Closes the connection without a Logout (the server sees a disconnect). */
    @Override
    public void close() throws IOException {
        channel.close();
    }

    private int begin() throws IOException {
        if (send.remaining() < MAX_MESSAGE) {
            flush();
        }
        return send.position() + FrameDescriptor.LENGTH_FIELD_BYTES;
    }

    private void end(final int at, final int blockAndData) {
        final int length = MessageHeaderEncoder.ENCODED_LENGTH + blockAndData;
        sendView.putShort(at - FrameDescriptor.LENGTH_FIELD_BYTES, (short) length, ByteOrder.LITTLE_ENDIAN);
        send.position(at + length);
    }
}
