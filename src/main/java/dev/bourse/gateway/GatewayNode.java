package dev.bourse.gateway;

import dev.bourse.api.CommandResult;
import dev.bourse.api.LagPolicy;
import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.RateLimiter;
import dev.bourse.gateway.auth.SignatureCheck;
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
import io.javalin.Javalin;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A running node: the core (started, recovered from its journal when it has one) with its event stream's WebSocket
 * consumer, and the HTTP and WebSocket gateway in front of it. {@link #close()} drains: the gateway stops accepting
 * commands (503 NOT_ACCEPTING), the commands already accepted finish, the core stops (flushing its journal, and its
 * stream consumer reads what was published), WebSocket clients get a 1001 close frame, and the server stops.
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
    private boolean closed;

    private GatewayNode(final ExchangeConfig config, final GatewayConfig gateway) throws IOException {
        this.gate = new CoreGate(gateway.maxInFlight());
        this.core = ExchangeCore.builder(config).subscribe("ws-stream", hub, LagPolicy.DROP, false).build();
        final SignatureCheck signatures = new SignatureCheck(keys, System::currentTimeMillis,
                gateway.signatureWindowMillis(), MAX_REMEMBERED_SIGNATURES);
        final RestGate rest = new RestGate(keys, signatures,
                new RateLimiter(System::nanoTime, gateway.ratePerSecond(), gateway.rateBurst()),
                gateway.maxBodyBytes());
        final OrderRoutes orders = new OrderRoutes(core, gate, rest, catalog);
        final MarketRoutes market = new MarketRoutes(core, gate, catalog, core::isRunning);
        final AdminRoutes admin = new AdminRoutes(core, gate, rest, catalog, keys);
        final WsRoutes ws = new WsRoutes(hub, core, gate, catalog, keys, signatures, gateway.wsQueueMessages());
        final NodeMetrics metrics = new NodeMetrics(core, gate, hub);
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
        final GatewayNode node = new GatewayNode(config, gateway);
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
                + " wsClients=" + hub.sessions() + " events=" + core.events().published() + " running="
                + core.isRunning();
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
        try {
            gate.awaitIdle(DRAIN_MS);
            core.stop();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        hub.closeAll("node stopping");
        app.stop();
    }
}
