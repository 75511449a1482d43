package dev.bourse.gateway.binary;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ExchangeListener;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.SystemNanoClock;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;
import org.agrona.concurrent.ringbuffer.RingBufferDescriptor;

/**
 * Binary order entry over TCP: members log in, enter, cancel, replace and mass-cancel orders with SBE messages, and
 * get numbered responses that are replayed after a reconnect ({@code docs/binary-protocol.md}). The core's order
 * events reach the gateway through {@link #listener()}, which must be registered with the core (directly, or behind an
 * event fan-out) before the core starts:
 * <pre>{@code
 * BinaryGateway gateway = BinaryGateway.create(BinaryGatewayConfig.defaults("127.0.0.1", 0), logins);
 * ExchangeCore core = ExchangeCore.builder(config).listener(gateway.listener()).build();
 * core.start();
 * gateway.start(core);              // binds and runs the gateway thread
 * int port = gateway.port();
 * ...
 * gateway.close();                  // ends every connection with Logout SERVER_STOPPING
 * }</pre>
 * Threads: one gateway thread (non-blocking selector, Agrona agent that sleeps in its selector when idle, woken by
 * a socket or by the listener's next response) does all socket
 * work and submits commands with the core's zero-allocation {@code try*} calls; the listener runs on the core's
 * listener thread and hands responses over through a one-to-one ring buffer. When the core's ring is full the gateway
 * thread waits in the {@code try*} call (back-pressure reaches the members' sockets).
 * <p>Thread-safety: {@link #start}, {@link #close()} from one thread; the accessors from any thread.
 */
public final class BinaryGateway implements AutoCloseable {
    private final BinaryGatewayConfig config;
    private final LoginCheck logins;
    private final OneToOneRingBuffer responses;
    private final ResponsePublisher publisher;
    private final AtomicLong runnerErrors = new AtomicLong();
    private BinaryGatewayAgent agent;
    private AgentRunner runner;
    private int port = -1;

    private BinaryGateway(final BinaryGatewayConfig config, final LoginCheck logins) {
        this.config = Objects.requireNonNull(config, "config");
        this.logins = Objects.requireNonNull(logins, "logins");
        this.responses = new OneToOneRingBuffer(new UnsafeBuffer(ByteBuffer.allocateDirect(
                config.responseBufferBytes() + RingBufferDescriptor.TRAILER_LENGTH)));
        this.publisher = new ResponsePublisher(responses);
    }

    /**
     * A gateway not yet listening: register {@link #listener()} with the core, then {@link #start}.
     *
     * @param config its settings
     * @param logins decides which Logins are accepted
     * @return the gateway
     */
    public static BinaryGateway create(final BinaryGatewayConfig config, final LoginCheck logins) {
        return new BinaryGateway(config, logins);
    }

    /**
     * The listener the core must call with its events (on one thread). It encodes the members' responses without
     * allocating; it waits while the gateway thread is a whole response buffer behind, and drops responses once the
     * gateway is closed.
     *
     * @return the listener
     */
    public ExchangeListener listener() {
        return publisher;
    }

    /**
     * Binds {@link BinaryGatewayConfig#host()}:{@link BinaryGatewayConfig#port()} and starts the gateway thread.
     *
     * @param api the core the members' commands go to
     * @throws IOException if the port cannot be bound
     * @throws IllegalStateException if started already
     */
    public synchronized void start(final ExchangeApi api) throws IOException {
        if (runner != null) {
            throw new IllegalStateException("started already");
        }
        Objects.requireNonNull(api, "api");
        final ServerSocketChannel server = ServerSocketChannel.open();
        try {
            server.configureBlocking(false);
            server.bind(new InetSocketAddress(config.host(), config.port()));
            port = ((InetSocketAddress) server.getLocalAddress()).getPort();
            final Selector selector = Selector.open();
            final SelectorDoorbell doorbell = new SelectorDoorbell(selector);
            agent = new BinaryGatewayAgent(config, server, selector, responses, doorbell, api, logins,
                    new SystemNanoClock());
            publisher.doorbell(doorbell);
        } catch (final Exception e) {
            server.close();
            throw e;
        }
        runner = new AgentRunner(new GatewayIdleStrategy(agent), e -> runnerErrors.incrementAndGet(), null, agent);
        AgentRunner.startOnThread(runner);
    }

    /** @return the port it listens on, or -1 before {@link #start} */
    public int port() {
        return port;
    }

    /** @return open connections, logged in or not */
    public int connections() {
        final BinaryGatewayAgent a = agent;
        return a == null ? 0 : a.connections();
    }

    /** @return connections ended by an I/O error or an unexpected exception, and duty-cycle failures */
    public long errors() {
        final BinaryGatewayAgent a = agent;
        return runnerErrors.get() + (a == null ? 0 : a.errors());
    }

    /**
     * @return connections ended with Logout SLOW_CONSUMER: their member fell more than
     *     {@link BinaryGatewayConfig#retainedResponses()} responses behind
     */
    public long slowConsumers() {
        final BinaryGatewayAgent a = agent;
        return a == null ? 0 : a.slowConsumers();
    }

    /** Refuses later Logins (NOT_ACCEPTING), as a node does while it drains; open sessions go on. */
    public void stopAccepting() {
        final BinaryGatewayAgent a = agent;
        if (a != null) {
            a.stopAccepting();
        }
    }

    /**
     * Stops the gateway thread: every connection ends with Logout SERVER_STOPPING (cancel on disconnect applies),
     * the port is released, and the listener drops later events. Idempotent.
     */
    @Override
    public synchronized void close() {
        publisher.close();
        if (runner != null) {
            runner.close();
        }
    }
}
