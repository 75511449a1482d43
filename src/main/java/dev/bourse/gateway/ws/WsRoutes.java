package dev.bourse.gateway.ws;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.SignatureCheck;
import dev.bourse.gateway.rest.ApiProblem;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.rest.JsonFields;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.MarketRoutes;
import dev.bourse.gateway.rest.Replies;
import dev.bourse.gateway.rest.SymbolCatalog;
import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The endpoint {@value #PATH}. Client messages are JSON objects:
 * {@code {"op":"subscribe"|"unsubscribe","channel":"trades"|"l2"|"bbo"|"bars"|"orders","symbol":n}} (bars also
 * take {@code "interval":"1s"|"1m"}, 1m when absent; bbo and bars are {@link MarketChannelPublisher}'s) and
 * {@code {"op":"auth","key":k,"timestamp":ms,"signature":hex}}, the signature made as for a
 * {@code GET /api/v1/ws} request with no query and no body. Each is answered with {@code {"type":"ack","op":...}} or
 * {@code {"type":"error","error":REASON,"message":...}}; {@code {"op":"ping"}}, a sign of life for the
 * {@link WsHeartbeat}, with {@code {"type":"pong"}}.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class WsRoutes {
    /** The WebSocket path. */
    public static final String PATH = "/api/v1/ws";
    private static final String PONG = "{\"type\":\"pong\"}";
    private static final Set<String> FIELDS = Set.of("op", "channel", "symbol", "interval", "key", "timestamp",
            "signature");
    private final StreamHub hub;
    private final ExchangeApi core;
    private final CoreGate gate;
    private final SymbolCatalog catalog;
    private final SignatureCheck signatures;
    private final ApiKeys keys;
    private final int queueMessages;
    private final MarketChannelPublisher market;
    private final Map<String, ClientSession> bySession = new ConcurrentHashMap<>();

    /**
     * @param hub           the event hub
     * @param core          the core, for L2 snapshots
     * @param gate          the door into it
     * @param catalog       the listings
     * @param keys          the keys
     * @param signatures    the signature check
     * @param queueMessages queued messages per client at most
     * @param market        the bbo and bars channels
     */
    public WsRoutes(final StreamHub hub, final ExchangeApi core, final CoreGate gate, final SymbolCatalog catalog,
            final ApiKeys keys, final SignatureCheck signatures, final int queueMessages,
            final MarketChannelPublisher market) {
        this.market = market;
        this.hub = hub;
        this.core = core;
        this.gate = gate;
        this.catalog = catalog;
        this.keys = keys;
        this.signatures = signatures;
        this.queueMessages = queueMessages;
    }

    /**
     * @param routes where to add the endpoint
     */
    public void register(final RoutesConfig routes) {
        routes.ws(PATH, ws -> {
            ws.onConnect(ctx -> {
                final ClientSession s = new ClientSession(ctx.session, queueMessages, hub.slowCounter());
                bySession.put(ctx.sessionId(), s);
                hub.add(s);
            });
            ws.onMessage(this::message);
            ws.onClose(ctx -> drop(ctx));
            ws.onError(ctx -> drop(ctx));
        });
    }

    private void drop(final WsContext ctx) {
        final ClientSession s = bySession.remove(ctx.sessionId());
        if (s != null) {
            hub.remove(s);
        }
    }

    private void message(final WsMessageContext ctx) {
        final ClientSession s = bySession.get(ctx.sessionId());
        if (s == null) {
            return;
        }
        s.heard(System.nanoTime());
        try {
            final JsonFields f = JsonFields.parse(ctx.message().getBytes(StandardCharsets.UTF_8), FIELDS);
            final String op = f.text("op");
            if ("ping".equals(op)) {
                s.offer(PONG);
                return;
            }
            if ("auth".equals(op)) {
                auth(s, f);
            } else if ("subscribe".equals(op) || "unsubscribe".equals(op)) {
                subscription(s, f, "subscribe".equals(op));
            } else {
                throw ApiProblem.badRequest("UNKNOWN_OP", "op: auth, subscribe, unsubscribe or ping");
            }
            s.offer(Replies.object().put("type", "ack").put("op", op).toString());
        } catch (final ApiProblem p) {
            s.offer(Replies.object().put("type", "error").put("error", p.reason()).put("message", p.getMessage())
                    .toString());
        }
    }

    private void auth(final ClientSession s, final JsonFields f) {
        final String key = f.text("key");
        final SignatureCheck.Verdict v = signatures.check(key, Long.toString(f.integer("timestamp", 0,
                Long.MAX_VALUE)), f.text("signature"), "GET", PATH, null, new byte[0]);
        if (v != SignatureCheck.Verdict.OK || keys.find(key).admin()) {
            throw new ApiProblem(401, v == SignatureCheck.Verdict.OK ? "WRONG_ROLE" : v.name(),
                    "authentication failed");
        }
        s.authenticate(keys.find(key).uid());
    }

    private void subscription(final ClientSession s, final JsonFields f, final boolean on) {
        final String channel = f.text("channel");
        if ("orders".equals(channel)) {
            if (s.uid() == 0) {
                throw new ApiProblem(401, "NOT_AUTHENTICATED", "send an auth message first");
            }
            s.orders(on);
            return;
        }
        final Listing l = catalog.get(f.integer("symbol", 0, Integer.MAX_VALUE));
        final long symbol = l.spec().symbolId();
        if ("trades".equals(channel)) {
            if (on) {
                s.trades().add(symbol);
            } else {
                s.trades().remove(symbol);
            }
        } else if ("bbo".equals(channel) || "bars".equals(channel)) {
            final int which = "bbo".equals(channel) ? MarketChannelPublisher.BBO
                    : 1 + MarketRoutes.interval(f.has("interval") ? f.text("interval") : "1m");
            final long key = MarketChannelPublisher.key(symbol, which);
            if (on) {
                s.subscribeFeed(key, () -> market.snapshot(l, which));
            } else {
                s.unsubscribeFeed(key);
            }
        } else if ("l2".equals(channel)) {
            if (on) {
                levels(s, l);
            } else {
                s.endLevels(symbol);
            }
        } else {
            throw ApiProblem.badRequest("UNKNOWN_CHANNEL", "channel: trades, l2, bbo, bars or orders");
        }
    }

    private void levels(final ClientSession s, final Listing l) {
        final long symbol = l.spec().symbolId();
        s.beginLevels(symbol);
        final CommandResult r;
        try {
            r = gate.command(() -> core.l2(symbol, MarketRoutes.MAX_DEPTH));
        } catch (final ApiProblem p) {
            s.endLevels(symbol);
            throw p;
        }
        if (!r.isSuccess() || r.l2() == null) {
            s.endLevels(symbol);
            throw new ApiProblem(503, "NO_SNAPSHOT", "the book could not be read");
        }
        final ObjectNode snap = MarketRoutes.book(l, r.l2()).put("type", "l2snapshot").put("sequence", r.sequence());
        s.snapshot(symbol, r.sequence(), snap.toString());
    }
}
