package dev.bourse.gateway;

import dev.bourse.api.CommandResult;
import dev.bourse.api.LagPolicy;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.auth.RateLimiter;
import dev.bourse.gateway.auth.SignatureCheck;
import dev.bourse.gateway.market.ExecutionRecorder;
import dev.bourse.gateway.market.TapeRecorder;
import dev.bourse.gateway.binary.BinaryGateway;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import dev.bourse.gateway.fix.FixAcceptor;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.rest.AdminRoutes;
import dev.bourse.gateway.rest.ApiProblem;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.rest.IdempotencyGate;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.MarketRoutes;
import dev.bourse.gateway.rest.OrderRoutes;
import dev.bourse.gateway.rest.Replies;
import dev.bourse.gateway.rest.RestGate;
import dev.bourse.gateway.rest.SymbolCatalog;
import dev.bourse.gateway.ws.MarketChannelPublisher;
import dev.bourse.gateway.ws.StreamHub;
import dev.bourse.gateway.ws.WsHeartbeat;
import dev.bourse.gateway.web.WebRoutes;
import dev.bourse.gateway.ws.WsRoutes;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedChannelConfig;
import dev.bourse.marketdata.live.FeedChannelPublisher;
import io.javalin.Javalin;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * A running node: the core (started, recovered from its journal when it has one), its event stream, and the HTTP
 * and WebSocket gateway in front of it, and optionally the binary order entry ({@code dev.bourse.gateway.binary}, fed
 * by a BLOCK consumer of the event stream) and the market-data feed out of the process on Aeron
 * ({@code dev.bourse.marketdata.live.FeedChannelPublisher}, fed by the public event stream). {@link #close()}
 * drains: the gateway stops accepting commands (503 NOT_ACCEPTING), the binary sessions end (Logout
 * SERVER_STOPPING; cancel on disconnect still reaches the running core), the commands already accepted finish, the
 * core stops (flushing its journal; its stream consumers read what was published), the feed's publications close,
 * WebSocket clients get a 1001 close frame, and the server stops.
 * <p>Thread-safety: {@link #close()} from any one thread; the accessors from any thread.
 */
public final class GatewayNode implements AutoCloseable {
    private static final long DRAIN_MS = 10_000;
    /** Signatures kept for the replay check: 2^18, some 50 MiB at most; room for 25,000 requests/s in a 5 s window. */
    private static final int MAX_REMEMBERED_SIGNATURES = 1 << 18;
    private final ExchangeCore core;
    private final Javalin app;
    private final ApiKeys keys = new ApiKeys();
    private final SymbolCatalog catalog = new SymbolCatalog();
    private final StreamHub hub = new StreamHub(catalog);
    private final CoreGate gate;
    private final TapeRecorder tape;
    private final MarketChannelPublisher market;
    private final WsHeartbeat heartbeat;
    private final NodeMetrics metrics;
    private final ExecutionRecorder executions = new ExecutionRecorder();
    private final ResultCounter results = new ResultCounter();
    private final NodeStatus status;
    private volatile boolean ready;
    private final BinaryGateway binary;
    /** The FIX acceptor, or null when the node runs none. */
    private final FixAcceptor fix;
    /** The market-data feed on Aeron, or null when the node publishes none. */
    private final FeedChannelPublisher feedChannel;
    /** The generators' saved states, or null without a journal (a core with nothing to recover). */
    private final NodeFeedStates feedStates;
    private NodeFeedStates.Restored feedRestored = new NodeFeedStates.Restored(0, null);
    private boolean closed;

    private GatewayNode(final ExchangeConfig config, final GatewayConfig gateway,
            final BinaryGatewayConfig binaryConfig, final FixSettings fixSettings, final FeedChannelConfig feed)
            throws IOException {
        this.gate = new CoreGate(gateway.maxInFlight());
        this.market = new MarketChannelPublisher(hub, catalog);
        this.tape = market.tape();
        this.binary = binaryConfig == null ? null : BinaryGateway.create(binaryConfig, this::binaryLogin);
        this.fix = fixSettings == null ? null : new FixAcceptor(fixSettings, catalog);
        // The feed runs on the results thread: it allocates nothing per event and keeps what the queries read.
        final FeedGenerator local = new FeedGenerator(Channels.TRADES | Channels.BBO | Channels.L3
                | Channels.STATISTICS | Channels.PRIVATE, true, tape, executions);
        final CoreContext context = ExchangeCore.builder(config).listener(local)
                .subscribe("ws-stream", hub, LagPolicy.DROP, false)
                .subscribe("results", results, LagPolicy.DROP, false);
        if (binary != null) {
            context.subscribe("binary-gateway", new StreamListenerAdapter(binary.listener()), LagPolicy.BLOCK, false);
        }
        if (fix != null) {
            // BLOCK: an execution report is never dropped; the core waits instead when the FIX side falls behind.
            context.subscribe("fix-reports", new StreamListenerAdapter(fix.listener()), LagPolicy.BLOCK, false);
        }
        this.feedChannel = feed == null ? null : new FeedChannelPublisher(feed);
        this.core = feedChannel == null ? context.build() : feedChannel.build(context);
        this.feedStates = config.journalEnabled() ? new NodeFeedStates(config) : null;
        if (feedStates != null) {
            feedStates.add("local", local, tape);
            if (feedChannel != null) {
                feedStates.add("aeron", feedChannel.generator(), null);
            }
        }
        this.status = new NodeStatus(gate, tape, hub, core.counters());
        final SignatureCheck signatures = new SignatureCheck(keys, System::currentTimeMillis,
                gateway.signatureWindowMillis(), MAX_REMEMBERED_SIGNATURES);
        final RestGate rest = new RestGate(keys, signatures,
                new RateLimiter(System::nanoTime, gateway.ratePerSecond(), gateway.rateBurst()),
                gateway.maxBodyBytes());
        final OrderRoutes orders = new OrderRoutes(core, gate, rest, catalog, executions, new IdempotencyGate());
        final MarketRoutes marketRoutes = new MarketRoutes(core, gate, catalog, () -> ready && core.isRunning(), tape);
        final AdminRoutes admin = new AdminRoutes(core, gate, rest, catalog, keys);
        final WsRoutes ws = new WsRoutes(hub, core, gate, catalog, keys, signatures, gateway.wsQueueMessages(),
                this.market);
        final WebRoutes web = new WebRoutes();
        this.heartbeat = new WsHeartbeat(hub, gateway.wsHeartbeatMillis(), GatewayConfig.IDLE_HEARTBEATS,
                System::currentTimeMillis);
        this.metrics = new NodeMetrics(core, gate, hub, status, results, heartbeat);
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.jetty.host = gateway.host();
            c.jetty.port = gateway.port();
            // The buffer each answer is copied through, allocated per answer: most answers are a few hundred bytes.
            c.http.responseBufferSize = 4096;
            c.http.maxRequestSize = gateway.maxBodyBytes();
            c.jetty.threadPool = new QueuedThreadPool(gateway.httpThreads(), Math.min(8, gateway.httpThreads()),
                    60_000);
            // Jetty's idle timeout only backs up the heartbeat's, which closes a silent client first, with a reason.
            c.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(gateway.maxFrameBytes());
                f.setIdleTimeout(java.time.Duration.ofMillis(2L * GatewayConfig.IDLE_HEARTBEATS
                        * gateway.wsHeartbeatMillis()));
            });
            c.routes.exception(ApiProblem.class, (e, ctx) -> Replies.problem(ctx, e));
            orders.register(c.routes);
            marketRoutes.register(c.routes);
            admin.register(c.routes);
            ws.register(c.routes);
            web.register(c);
            c.routes.get("/metrics", ctx -> ctx.contentType("text/plain; version=0.0.4; charset=utf-8")
                    .result(metrics.scrape()));
            c.routes.get("/api/v1/node", ctx -> Replies.send(ctx, NodeViews.node(status.last(), core)));
            c.routes.after(ctx -> metrics.request(ctx.endpoints().matchedHttpEndpoint(), ctx.status().getCode()));
        });
    }

    /**
     * Starts the core (recovering its journal), lists the symbols, then opens the gateway.
     *
     * @param config   the core's configuration
     * @param gateway  the gateway's
     * @param listings symbols to list: added to the core, or taken as they are when the core has them already
     * @return the running node
     * @throws IOException if the journal cannot be opened
     */
    public static GatewayNode start(final ExchangeConfig config, final GatewayConfig gateway,
            final List<Listing> listings) throws IOException {
        return start(config, gateway, listings, null, null);
    }

    /**
     * Starts the core, lists the symbols, then opens the gateway and, when configured, the binary order entry
     * ({@code docs/binary-protocol.md}: members log in with their API key and secret) and the FIX 4.4 acceptor
     * ({@code docs/fix.md}).
     *
     * @param config   the core's configuration
     * @param gateway  the gateway's
     * @param listings symbols to list
     * @param binary   the binary order entry's settings, or null for none
     * @param fix      the FIX sessions, or null for none
     * @return the running node
     * @throws IOException if the journal cannot be opened or the binary or FIX port bound
     */
    public static GatewayNode start(final ExchangeConfig config, final GatewayConfig gateway,
            final List<Listing> listings, final BinaryGatewayConfig binary, final FixSettings fix) throws IOException {
        return start(config, gateway, listings, binary, fix, null);
    }

    /**
     * Starts the node as {@link #start(ExchangeConfig, GatewayConfig, List, BinaryGatewayConfig, FixSettings)} does,
     * and, when {@code feed} is given, publishes the market-data feed on Aeron ({@code docs/market-data.md}: every
     * channel, the snapshot loop for late joiners, the private reports) from the core's public event stream.
     *
     * @param config   the core's configuration
     * @param gateway  the gateway's
     * @param listings symbols to list
     * @param binary   the binary order entry's settings, or null for none
     * @param fix      the FIX sessions, or null for none
     * @param feed     the Aeron channel of the market-data feed, or null for none
     * @return the running node
     * @throws IOException if the journal cannot be opened or the binary or FIX port bound
     */
    public static GatewayNode start(final ExchangeConfig config, final GatewayConfig gateway,
            final List<Listing> listings, final BinaryGatewayConfig binary, final FixSettings fix,
            final FeedChannelConfig feed) throws IOException {
        final GatewayNode node = new GatewayNode(config, gateway, binary, fix, feed);
        if (node.feedStates != null) {
            node.feedRestored = node.feedStates.restore(node.core);
        }
        node.core.start();
        for (final Listing l : listings) {
            final CommandResult r = node.await(node.core.addSymbol(l.spec()).orTimeout(30, TimeUnit.SECONDS));
            if (r.isSuccess() || r.resultCode() == ResultCode.SYMBOL_ALREADY_EXISTS) {
                node.catalog.put(l);
            } else {
                node.close();
                throw new IllegalStateException("symbol " + l.spec().symbolId() + " refused: "
                        + ResultCode.name(r.resultCode()));
            }
        }
        if (node.binary != null || node.fix != null) {
            try {
                if (node.binary != null) {
                    node.binary.start(node.core);
                }
                if (node.fix != null) {
                    node.fix.start(node.core);
                }
            } catch (final IOException e) {
                node.close();
                throw e;
            }
        }
        node.market.start();
        node.app.start();
        node.heartbeat.start();
        node.status.start();
        node.ready = true;
        return node;
    }

    /** A member's binary Login: its own (non-admin) API key, with the right secret. */
    private boolean binaryLogin(final long uid, final String key, final String secret) {
        final Principal p = keys.find(key);
        return p != null && !p.admin() && p.uid() == uid && MessageDigest.isEqual(
                p.secret().getBytes(StandardCharsets.US_ASCII), secret.getBytes(StandardCharsets.US_ASCII));
    }

    /** @return the binary order entry's port, or -1 when it is not enabled */
    public int binaryPort() {
        return binary == null ? -1 : binary.port();
    }

    private CommandResult await(final java.util.concurrent.CompletableFuture<CommandResult> f) {
        try {
            return f.get();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            return CommandResult.refused(ResultCode.CORE_NOT_RUNNING);
        } catch (final ExecutionException e) {
            return CommandResult.refused(e.getCause() instanceof TimeoutException ? ResultCode.CORE_NOT_RUNNING
                    : ResultCode.INTERNAL_ERROR);
        }
    }

    /** @return calls the gateway has submitted to the core so far (requests refused before it are not counted) */
    public long submitted() {
        return gate.submitted();
    }

    /**
     * @return every HTTP route as {@code "METHOD path"} (path parameters as {@code {name}}), for the test that the
     *     OpenAPI document lists them all
     */
    public List<String> routes() {
        final List<String> routes = new java.util.ArrayList<>();
        for (final io.javalin.router.ParsedEndpoint e : app.unsafe.internalRouter.allHttpHandlers()) {
            routes.add(e.endpoint.method.name() + " " + e.endpoint.path);
        }
        return routes;
    }

    /** @return the port the server listens on */
    public int port() {
        return app.port();
    }

    /** @return the market-data feed on Aeron, or null when the node publishes none */
    public FeedChannelPublisher feedChannel() {
        return feedChannel;
    }

    /** @return the FIX acceptor, or null when the node runs none */
    public FixAcceptor fix() {
        return fix;
    }

    /** @return the API keys (the node's operator registers the first admin key here) */
    public ApiKeys keys() {
        return keys;
    }

    /** @return the core, for embedders and tests (totals, reports) */
    public ExchangeCore core() {
        return core;
    }

    /** @return the listings and currency scales */
    public SymbolCatalog catalog() {
        return catalog;
    }

    /**
     * @return one line for the operator: commands submitted, per second and their round-trip p50 and p99 (the last
     *     second's), orders resting, WebSocket subscribers, commands refused and in flight, events published,
     *     whether the core runs
     */
    public String status() {
        final NodeStatus.Sample s = status.last();
        return "commands=" + gate.submitted() + " commands/s=" + s.perSecond() + " p50=" + s.p50Micros() + "us p99="
                + s.p99Micros() + "us resting=" + tape.resting() + " subscribers=" + hub.sessions() + " refused="
                + gate.refused() + " inFlight=" + gate.inFlight() + " events=" + core.events().published() + " running="
                + core.isRunning() + (binary == null ? "" : " binaryConnections=" + binary.connections())
                + (fix == null ? "" : " " + fix.status())
                + (feedStates == null || feedStates.failures() == 0 ? "" : " feedStateFailures="
                        + feedStates.failures());
    }

    /**
     * @return why the node's feeds started with empty books although the engine restored a snapshot (no usable
     *     saved feed state, see {@code docs/gateway.md}), or null when they carried on from where they were
     */
    public String feedRestoreNote() {
        return feedRestored.note();
    }

    /** @return the once-a-second sampler behind the status line */
    public NodeStatus sampler() {
        return status;
    }

    /**
     * Drains and stops; idempotent. Interrupted, it stops without waiting further and keeps the interrupt.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        ready = false;
        status.close();
        gate.close();
        if (binary != null) {
            binary.close();
        }
        if (fix != null) {
            fix.close();
        }
        try {
            gate.awaitIdle(DRAIN_MS);
            core.stop();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        market.close();
        heartbeat.close();
        metrics.close();
        if (feedChannel != null) {
            feedChannel.close();
        }
        hub.closeAll("node stopping");
        app.stop();
    }
}
