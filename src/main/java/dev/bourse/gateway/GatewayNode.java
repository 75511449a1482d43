package dev.bourse.gateway;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.RateLimiter;
import dev.bourse.gateway.auth.SignatureCheck;
import dev.bourse.gateway.fix.FixAcceptor;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.rest.AdminRoutes;
import dev.bourse.gateway.rest.ApiProblem;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.MarketRoutes;
import dev.bourse.gateway.rest.OrderRoutes;
import dev.bourse.gateway.rest.Replies;
import dev.bourse.gateway.rest.RestGate;
import dev.bourse.gateway.rest.SymbolCatalog;
import dev.bourse.gateway.ws.StreamHub;
import dev.bourse.gateway.ws.WsRoutes;
import dev.bourse.pipeline.fanout.EventFanOut;
import dev.bourse.pipeline.fanout.LagPolicy;
import io.javalin.Javalin;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A running node: the core (started, recovered from its journal when it has one), its event fan-out, and the HTTP
 * and WebSocket gateway in front of it. {@link #close()} drains: the gateway stops accepting commands (503
 * NOT_ACCEPTING), the commands already accepted finish, the core stops (flushing its journal), the fan-out stops,
 * WebSocket clients get a 1001 close frame, and the server stops.
 * <p>Thread-safety: {@link #close()} from any one thread; the accessors from any thread.
 */
public final class GatewayNode implements AutoCloseable {
    private static final long DRAIN_MS = 10_000;
    /** Signatures kept for the replay check: 2^18, some 50 MiB at most; room for 25,000 requests/s in a 5 s window. */
    private static final int MAX_REMEMBERED_SIGNATURES = 1 << 18;
    private final ExchangeCore core;
    private final EventFanOut fanOut;
    private final Javalin app;
    private final ApiKeys keys = new ApiKeys();
    private final SymbolCatalog catalog = new SymbolCatalog();
    private final StreamHub hub = new StreamHub(catalog);
    private final CoreGate gate;
    /** The FIX acceptor, or null when the node runs none. */
    private final FixAcceptor fix;
    private boolean closed;

    private GatewayNode(final ExchangeConfig config, final GatewayConfig gateway, final FixSettings fixSettings)
            throws IOException {
        this.gate = new CoreGate(gateway.maxInFlight());
        this.fix = fixSettings == null ? null : new FixAcceptor(fixSettings, catalog);
        final EventFanOut.Builder stream = EventFanOut.builder().consumer("ws-stream", hub, LagPolicy.DROP, false);
        if (fix != null) {
            // BLOCK: an execution report is never dropped; the core waits instead when the FIX side falls behind.
            stream.consumer("fix-reports", new StreamListenerAdapter(fix.listener()), LagPolicy.BLOCK, false);
        }
        this.fanOut = stream.start();
        this.core = ExchangeCore.builder(config).listener(fanOut).build();
        final SignatureCheck signatures = new SignatureCheck(keys, System::currentTimeMillis,
                gateway.signatureWindowMillis(), MAX_REMEMBERED_SIGNATURES);
        final RestGate rest = new RestGate(keys, signatures,
                new RateLimiter(System::nanoTime, gateway.ratePerSecond(), gateway.rateBurst()),
                gateway.maxBodyBytes());
        final OrderRoutes orders = new OrderRoutes(core, gate, rest, catalog);
        final MarketRoutes market = new MarketRoutes(core, gate, catalog, core::isRunning);
        final AdminRoutes admin = new AdminRoutes(core, gate, rest, catalog, keys);
        final WsRoutes ws = new WsRoutes(hub, core, gate, catalog, keys, signatures, gateway.wsQueueMessages());
        final NodeMetrics metrics = new NodeMetrics(core, gate, hub, fanOut);
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.jetty.host = gateway.host();
            c.jetty.port = gateway.port();
            c.http.maxRequestSize = gateway.maxBodyBytes();
            c.jetty.modifyWebSocketServletFactory(f -> f.setMaxTextMessageSize(gateway.maxFrameBytes()));
            c.routes.exception(ApiProblem.class, (e, ctx) -> Replies.problem(ctx, e));
            orders.register(c.routes);
            market.register(c.routes);
            admin.register(c.routes);
            ws.register(c.routes);
            c.routes.get("/metrics", ctx -> ctx.contentType("text/plain; version=0.0.4; charset=utf-8")
                    .result(metrics.scrape()));
            c.routes.after(ctx -> metrics.request(ctx.status().getCode()));
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
        return start(config, gateway, listings, null);
    }

    /**
     * Like {@link #start(ExchangeConfig, GatewayConfig, List)}, with a FIX acceptor (docs/fix.md) opened after the
     * symbols are listed.
     *
     * @param config   the core's configuration
     * @param gateway  the gateway's
     * @param listings symbols to list
     * @param fix      the FIX sessions, or null for none
     * @return the running node
     * @throws IOException if the journal cannot be opened or the FIX port bound
     */
    public static GatewayNode start(final ExchangeConfig config, final GatewayConfig gateway,
            final List<Listing> listings, final FixSettings fix) throws IOException {
        final GatewayNode node = new GatewayNode(config, gateway, fix);
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
        if (node.fix != null) {
            try {
                node.fix.start(node.core);
            } catch (final IOException e) {
                node.close();
                throw e;
            }
        }
        node.app.start();
        return node;
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

    /** @return the port the server listens on */
    public int port() {
        return app.port();
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
     * @return one line for the operator: commands submitted and refused, in flight, WebSocket clients, events
     *     published, whether the core runs
     */
    public String status() {
        return "commands=" + gate.submitted() + " refused=" + gate.refused() + " inFlight=" + gate.inFlight()
                + " wsClients=" + hub.sessions() + " events=" + fanOut.position() + " running=" + core.isRunning()
                + (fix == null ? "" : " " + fix.status());
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
        gate.close();
        if (fix != null) {
            fix.close();
        }
        try {
            gate.awaitIdle(DRAIN_MS);
            core.stop();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        fanOut.close();
        hub.closeAll("node stopping");
        app.stop();
    }
}
