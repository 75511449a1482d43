package dev.bourse.gateway.binary;

import dev.bourse.api.ExchangeApi;
import dev.bourse.gateway.binary.sbe.AcceptedDecoder;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RejectedDecoder;
import java.io.IOException;
import java.net.StandardSocketOptions;
import java.nio.ByteOrder;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.Agent;
import org.agrona.concurrent.NanoClock;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;
import org.agrona.concurrent.MessageHandler;

/**
 * The gateway's one thread: a non-blocking selector over the listening socket and every connection, and the reader
 * of the responses the core's listener thread publishes. One duty cycle: accept and read what the sockets have
 * (every whole frame of each read is handled), number and retain the responses that arrived, copy each logged-in
 * connection's unsent responses into its write buffer and write as much as the socket takes, then the timers
 * (heartbeats, silent connections). Nothing on this path allocates per message.
 * <p>Failures: an I/O error or an unexpected exception on one connection ends that connection alone (counted in
 * {@link #errors()}); the server goes on.
 * <p>Thread-safety: {@link #doWork()} and {@link #onClose()} on the agent's thread; the counters from any thread.
 */
final class BinaryGatewayAgent implements Agent, MessageHandler {
    private static final int RESPONSES_PER_CYCLE = 4_096;
    /** Longest sleep in the selector without a socket event or a ring, ms: a safety net, and the timers' tick. */
    private static final long SLEEP_MILLIS = 1;
    private final BinaryGatewayConfig config;
    private final Selector selector;
    private final ServerSocketChannel server;
    private final OneToOneRingBuffer responses;
    private final SelectorDoorbell doorbell;
    private final NanoClock clock;
    private final MemberSessions sessions;
    private final SessionProxy proxy = new SessionProxy();
    private final OrderSubmitter orders;
    private final InboundAdapter inbound;
    private final List<Connection> connections = new ArrayList<>();
    private final Consumer<SelectionKey> onKey = this::onKey;
    private final long heartbeatNanos;
    private volatile boolean accepting = true;
    private volatile int connectionCount;
    private volatile long errors;
    private volatile long slowConsumers;
    private long now;

    BinaryGatewayAgent(final BinaryGatewayConfig config, final ServerSocketChannel server, final Selector selector,
            final OneToOneRingBuffer responses, final SelectorDoorbell doorbell, final ExchangeApi api,
            final LoginCheck logins, final NanoClock clock) throws IOException {
        this.config = config;
        this.server = server;
        this.selector = selector;
        this.responses = responses;
        this.doorbell = doorbell;
        this.clock = clock;
        this.sessions = new MemberSessions(config);
        this.orders = new OrderSubmitter(api);
        this.inbound = new InboundAdapter(this, sessions, proxy, orders, logins, config);
        this.heartbeatNanos = TimeUnit.MILLISECONDS.toNanos(config.heartbeatMillis());
        server.register(selector, SelectionKey.OP_ACCEPT);
    }

    @Override
    public String roleName() {
        return "bourse-binary-gateway";
    }

    /** @return whether Logins are still accepted (false once the server is stopping) */
    boolean isAccepting() {
        return accepting;
    }

    /** Refuses later Logins with NOT_ACCEPTING; the connections open go on until closed. */
    void stopAccepting() {
        accepting = false;
    }

    /** @return open connections */
    int connections() {
        return connectionCount;
    }

    /** @return connections ended by an I/O error or an unexpected exception */
    long errors() {
        return errors;
    }

    /** @return connections ended with Logout SLOW_CONSUMER (more than the retention behind) */
    long slowConsumers() {
        return slowConsumers;
    }

    @Override
    public int doWork() throws IOException {
        now = clock.nanoTime();
        int work = selector.selectNow(onKey);
        work += drainResponses();
        for (int i = connections.size() - 1; i >= 0; i--) {
            work += service(connections.get(i));
        }
        return work;
    }

    /**
     * Sleeps until a socket is ready (readable, or writable for a connection with bytes its socket did not take), the
     * listener rings ({@link SelectorDoorbell}) or {@value #SLEEP_MILLIS} ms have passed. Called by
     * {@link GatewayIdleStrategy} after idle cycles. A member whose socket is full costs the others nothing here: its
     * connection wakes the selector only once its socket takes bytes again.
     */
    void await() {
        doorbell.announce(true);
        try {
            if (responses.size() == 0) {
                selector.select(SLEEP_MILLIS);
                selector.selectedKeys().clear();
            }
        } catch (final IOException e) {
            errors++;
        } finally {
            doorbell.announce(false);
        }
    }

    /**
     * Takes in the responses published so far. Called after every order message as well as once per cycle: the
     * gateway thread may wait in a {@code try*} call for the core's ring while the core's listener waits for room in
     * the response buffer, so the buffer is kept as empty as possible whenever a command is submitted (the wait can
     * then only deadlock when a single command causes more responses than the buffer holds).
     *
     * @return responses taken
     */
    int drainResponses() {
        return responses.read(this, RESPONSES_PER_CYCLE);
    }

    @Override
    public void onMessage(final int msgTypeId, final MutableDirectBuffer buffer, final int index, final int length) {
        final MemberSession s = sessions.find(buffer.getLong(index + ResponsePublisher.UID_OFFSET,
                ByteOrder.LITTLE_ENDIAN));
        if (s == null) {
            return;
        }
        final long token = buffer.getLong(index + ResponsePublisher.TOKEN_OFFSET, ByteOrder.LITTLE_ENDIAN);
        final int at = index + ResponsePublisher.MESSAGE_OFFSET;
        final int templateId = buffer.getShort(at + 2, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
        final long commandId = templateId == AcceptedDecoder.TEMPLATE_ID || templateId == RejectedDecoder.TEMPLATE_ID
                ? s.answered(token) : s.commandIdOf(token);
        s.append(buffer, at, length - ResponsePublisher.MESSAGE_OFFSET, commandId);
    }

    private void onKey(final SelectionKey key) {
        if (!key.isValid()) {
            return;
        }
        if (key.isAcceptable()) {
            accept();
            return;
        }
        final Connection c = (Connection) key.attachment();
        if (!key.isReadable()) {
            return;
        }
        try {
            final int n = c.read(now);
            if (n < 0) {
                end(c, null, null);
                close(c);
            } else if (c.isClosing()) {
                c.consumed(c.readable());
            } else if (n > 0) {
                inbound.onBytes(c);
            }
        } catch (final IOException e) {
            end(c, null, null);
            close(c);
        } catch (final Exception e) {
            failed(c, e);
        }
    }

    private void accept() {
        try {
            SocketChannel channel;
            while ((channel = server.accept()) != null) {
                if (connections.size() >= config.maxConnections()) {
                    channel.close();
                    continue;
                }
                channel.configureBlocking(false);
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                final Connection c = new Connection(channel, config.readBufferBytes(), config.writeBufferBytes(),
                        now);
                c.key(channel.register(selector, SelectionKey.OP_READ, c));
                connections.add(c);
                connectionCount = connections.size();
            }
        } catch (final IOException e) {
            errors++;
        }
    }

    /** Sends the connection's unsent responses, writes, and runs its timers. */
    private int service(final Connection c) {
        int work = 0;
        if (c.isClosing()) {
            return linger(c);
        }
        try {
            final MemberSession s = c.session();
            if (s != null) {
                work += pump(c, s);
            }
            if (!c.isClosed()) {
                work += c.flush(now);
            }
            if (!c.isClosed()) {
                timers(c, s);
            }
        } catch (final IOException e) {
            end(c, null, null);
        } catch (final Exception e) {
            failed(c, e);
        }
        return work;
    }

    private int pump(final Connection c, final MemberSession s) {
        int sent = 0;
        long seq = c.sentSeq();
        final long next = s.nextSeq();
        if (seq < next && seq < s.oldestSeq()) {
            slowConsumers++;
            end(c, LogoutReason.SLOW_CONSUMER, "fell more than " + config.retainedResponses() + " responses behind");
            return 1;
        }
        while (seq < next && c.offerResponse(s.retained(), s.slotOffset(seq), s.frameLength(seq))) {
            seq++;
            sent++;
        }
        c.sentSeq(seq);
        return sent;
    }

    private void timers(final Connection c, final MemberSession s) {
        if (now - c.lastReadNanos() > 3 * heartbeatNanos) {
            end(c, LogoutReason.HEARTBEAT_TIMEOUT, "nothing received for " + 3 * config.heartbeatMillis() + " ms");
        } else if (s != null && now - c.lastWriteNanos() >= heartbeatNanos && !c.hasPending()) {
            proxy.heartbeat(c, now);
        }
    }

    private void failed(final Connection c, final Exception e) {
        errors++;
        end(c, LogoutReason.SERVER_STOPPING, "internal error: " + e.getClass().getSimpleName());
    }

    /**
     * Ends a connection: a Logout with the reason when one is given, the member session detached at once (the member
     * may log in again), and its orders mass-cancelled when it asked for cancel on disconnect. With a Logout, the
     * socket is half-closed once what it still has to write (the Logout last) is written, and closed when the member
     * closes its side or after three heartbeat intervals; meanwhile what it sends is dropped and it gets no more
     * responses ({@link Connection#closing}).
     *
     * @param c      the connection
     * @param reason the Logout's reason, or null to send none
     * @param text   the Logout's text
     */
    void end(final Connection c, final LogoutReason reason, final String text) {
        if (c.isClosed() || c.isClosing()) {
            return;
        }
        if (reason != null) {
            proxy.logout(c, reason, text);
        }
        try {
            c.flush(now);
        } catch (final IOException ignored) {
            c.close();
        }
        final MemberSession s = c.session();
        if (s != null && s.connection() == c) {
            s.connection(null);
            if (s.cancelOnDisconnect()) {
                orders.cancelOnDisconnect(s);
            }
        }
        if (reason == null || c.isClosed()) {
            close(c);
        } else {
            c.closing(now + 3 * heartbeatNanos);
            linger(c);
        }
    }

    /**
     * A closing connection: writes what its socket takes, half-closes it once all is written, and closes it when the
     * member closes its side (the read loop sees the end of its stream) or the grace is over.
     */
    private int linger(final Connection c) {
        int work = 0;
        try {
            work = c.flush(now);
            c.endOutputWhenWritten();
        } catch (final IOException e) {
            close(c);
            return 1;
        }
        if (c.isDue(now)) {
            close(c);
            work++;
        }
        return work;
    }

    private void close(final Connection c) {
        c.close();
        connections.remove(c);
        connectionCount = connections.size();
    }

    @Override
    public void onClose() {
        accepting = false;
        now = clock.nanoTime();
        for (int i = connections.size() - 1; i >= 0; i--) {
            final Connection c = connections.get(i);
            end(c, LogoutReason.SERVER_STOPPING, "server stopping");
            close(c);
        }
        try {
            selector.close();
            server.close();
        } catch (final IOException e) {
            errors++;
        }
    }
}
