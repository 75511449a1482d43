package dev.bourse.gateway.rest;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.UserReport;
import dev.bourse.gateway.market.ExecutionRecorder;
import dev.bourse.gateway.market.MemberLog;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Set;

/**
 * A member's endpoints: place, cancel, move, reduce, replace, mass cancel, open orders, an order's status (by order
 * id or client order id), fills, balances and positions. The member is the
 * signing key's; no body names a uid. Order ids are {@link OrderIds}.
 * <p>Thread-safety: safe for concurrent use (stateless over thread-safe parts).
 */
public final class OrderRoutes {
    private static final Set<String> PLACE = Set.of("symbol", "clientOrderId", "side", "type", "price", "size",
            "reservePrice", "displaySize", "triggerPrice", "expireAt", "stp");
    private static final Set<String> MOVE = Set.of("price");
    private static final Set<String> REDUCE = Set.of("size");
    private static final Set<String> REPLACE = Set.of("price", "size");
    private static final String ORDER = "/api/v1/orders/{symbol}/{orderId}";

    private final ExchangeApi core;
    private final CoreGate gate;
    private final RestGate rest;
    private final SymbolCatalog catalog;
    private final ExecutionRecorder executions;
    private final IdempotencyGate idempotency;

    /**
     * @param core    the core
     * @param gate    the door into it
     * @param rest    request admission
     * @param catalog    the listings
     * @param executions  the members' recent orders and fills, from the market-data feed
     * @param idempotency the Idempotency-Key header's gate
     */
    public OrderRoutes(final ExchangeApi core, final CoreGate gate, final RestGate rest, final SymbolCatalog catalog,
            final ExecutionRecorder executions, final IdempotencyGate idempotency) {
        this.executions = executions;
        this.idempotency = idempotency;
        this.core = core;
        this.gate = gate;
        this.rest = rest;
        this.catalog = catalog;
    }

    /**
     * @param routes where to add the endpoints
     */
    public void register(final RoutesConfig routes) {
        routes.post("/api/v1/orders", this::place);
        routes.delete(ORDER, this::cancel);
        routes.post(ORDER + "/move", this::move);
        routes.post(ORDER + "/reduce", this::reduce);
        routes.post(ORDER + "/replace", this::replace);
        routes.delete("/api/v1/orders/{symbol}", this::massCancel);
        routes.get("/api/v1/orders", this::openOrders);
        routes.get("/api/v1/balances", this::balances);
        routes.get("/api/v1/orders/status", this::status);
        routes.get("/api/v1/fills", this::fills);
    }

    private void place(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final JsonFields f = JsonFields.parse(a.body(), PLACE);
        final Listing l = catalog.get(f.integer("symbol", 0, Integer.MAX_VALUE));
        final long clientOrderId = f.integer("clientOrderId", 1, OrderIds.MAX_CLIENT_ORDER_ID);
        final Side side = f.choice("side", Side.class);
        final OrderType type = f.choice("type", OrderType.class);
        final int pd = l.priceDecimals();
        final long price = f.units("price", type.isBudget() ? pd + l.sizeDecimals() : pd);
        final long size = f.units("size", l.sizeDecimals());
        final long reservePrice = f.units("reservePrice", pd, 0);
        final long displaySize = f.units("displaySize", l.sizeDecimals(), 0);
        final long triggerPrice = f.units("triggerPrice", pd, 0);
        final long expireAt = f.integer("expireAt", 0, Long.MAX_VALUE, 0);
        final StpMode stp = f.has("stp") ? f.choice("stp", StpMode.class) : null;
        final long uid = a.principal().uid();
        final IdempotencyGate.Key key = idempotency.key(ctx, uid, a.body());
        final long orderId = OrderIds.orderId(uid, clientOrderId);
        final int symbol = l.spec().symbolId();
        // A request of its own: Jetty's threads place concurrently.
        final OrderRequest order = new OrderRequest().uid(uid).symbol(symbol).orderId(orderId).side(side).type(type)
                .price(price).size(size).reservePrice(reservePrice).displaySize(displaySize)
                .triggerPrice(triggerPrice).expireAt(expireAt).stp(stp).idempotencyKey(key.key())
                .requestHash(key.requestHash());
        final CommandResult r = gate.command(() -> core.place(order));
        Replies.send(ctx, idempotency.answer(ctx, r, key, l).put("orderId", orderId)
                .put("clientOrderId", clientOrderId));
    }

    private void cancel(final Context ctx) {
        final Target t = target(ctx, null);
        submit(ctx, t, t.request().cancel(t.uid, t.symbol, t.orderId));
    }

    private void move(final Context ctx) {
        final Target t = target(ctx, MOVE);
        final long price = t.body.units("price", t.listing.priceDecimals());
        submit(ctx, t, t.request().move(t.uid, t.symbol, t.orderId, price));
    }

    private void reduce(final Context ctx) {
        final Target t = target(ctx, REDUCE);
        final long size = t.body.units("size", t.listing.sizeDecimals());
        submit(ctx, t, t.request().reduce(t.uid, t.symbol, t.orderId, size));
    }

    private void replace(final Context ctx) {
        final Target t = target(ctx, REPLACE);
        final long price = t.body.units("price", t.listing.priceDecimals());
        final long size = t.body.units("size", t.listing.sizeDecimals());
        submit(ctx, t, t.request().replace(t.uid, t.symbol, t.orderId, price, size));
    }

    /**
     * An admitted request about one of the caller's orders, with its decoded body (null when it takes none) and its
     * idempotency key.
     */
    private record Target(long uid, long symbol, long orderId, Listing listing, JsonFields body,
            IdempotencyGate.Key key) {
        /** @return a request of its own (Jetty's threads submit concurrently) */
        AmendRequest request() {
            return new AmendRequest();
        }
    }

    private Target target(final Context ctx, final Set<String> fields) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final long uid = a.principal().uid();
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final long orderId = OrderIds.owned(ctx.pathParam("orderId"), uid);
        if (fields == null && a.body().length > 0) {
            throw ApiProblem.badRequest("UNEXPECTED_BODY", "this request takes no body");
        }
        final JsonFields f = fields == null ? null : JsonFields.parse(a.body(), fields);
        return new Target(uid, l.spec().symbolId(), orderId, l, f, idempotency.key(ctx, uid, a.body()));
    }

    private void submit(final Context ctx, final Target t, final AmendRequest request) {
        request.idempotencyKey(t.key.key()).requestHash(t.key.requestHash());
        final CommandResult r = gate.command(() -> core.amend(request));
        Replies.send(ctx, idempotency.answer(ctx, r, t.key, t.listing).put("orderId", t.orderId)
                .put("clientOrderId", OrderIds.clientOrderId(t.orderId)));
    }

    private void massCancel(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final long uid = a.principal().uid();
        final IdempotencyGate.Key key = idempotency.key(ctx, uid, a.body());
        final AmendRequest request = new AmendRequest().massCancel(uid, l.spec().symbolId())
                .idempotencyKey(key.key()).requestHash(key.requestHash());
        final CommandResult r = gate.command(() -> core.amend(request));
        Replies.send(ctx, idempotency.answer(ctx, r, key, l));
    }

    private void openOrders(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final UserReport report = gate.call(() -> core.userReport(a.principal().uid()));
        final ObjectNode o = Replies.object();
        final ArrayNode orders = o.putArray("orders");
        for (final UserReport.Order order : report.orders()) {
            orders.add(OrderViews.open(catalog.get(order.symbol()), catalog.currencyDecimals(order.heldCurrency()),
                    order));
        }
        Replies.send(ctx, o);
    }

    private void balances(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final UserReport report = gate.call(() -> core.userReport(a.principal().uid()));
        final ObjectNode o = Replies.object();
        o.put("suspended", report.suspended());
        final ArrayNode balances = o.putArray("balances");
        for (final UserReport.Balance b : report.balances()) {
            final int d = catalog.currencyDecimals(b.currency());
            balances.addObject().put("currency", b.currency()).put("balance", Decimals.toText(b.balance(), d))
                    .put("held", Decimals.toText(b.held(), d));
        }
        final ArrayNode positions = o.putArray("positions");
        for (final UserReport.Position p : report.positions()) {
            final Listing l = catalog.get(p.symbol());
            positions.addObject().put("symbol", p.symbol()).put("size", Decimals.toText(p.size(), l.sizeDecimals()))
                    .put("pendingBuy", Decimals.toText(p.pendingBuy(), l.sizeDecimals()))
                    .put("pendingSell", Decimals.toText(p.pendingSell(), l.sizeDecimals()));
        }
        Replies.send(ctx, o);
    }

    private void status(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final long uid = a.principal().uid();
        final String byId = ctx.queryParam("orderId");
        final String byClient = ctx.queryParam("clientOrderId");
        if ((byId == null) == (byClient == null)) {
            throw ApiProblem.badRequest("BAD_PARAMETER", "give orderId or clientOrderId, not both");
        }
        final long orderId = byId != null ? OrderIds.owned(byId, uid)
                : OrderIds.orderId(uid, clientOrderId(byClient));
        final UserReport report = gate.call(() -> core.userReport(uid));
        for (final UserReport.Order open : report.orders()) {
            if (open.orderId() == orderId) {
                Replies.send(ctx, OrderViews.open(catalog.get(open.symbol()),
                        catalog.currencyDecimals(open.heldCurrency()), open).put("state", openState(open)));
                return;
            }
        }
        final MemberLog log = executions.log(uid);
        final MemberLog.Order order = log == null ? null : log.order(orderId);
        if (order != null) {
            Replies.send(ctx, OrderViews.order(catalog.get(order.symbol()), order));
            return;
        }
        throw new ApiProblem(404, "UNKNOWN_ORDER", "order " + orderId + " is neither open nor among the recent ones");
    }

    /** The state of a live order, from the core's own numbers. */
    private static String openState(final UserReport.Order open) {
        if (open.pendingStop()) {
            return "PENDING_STOP";
        }
        return open.filled() > 0 ? "PARTIALLY_FILLED" : "OPEN";
    }

    private static long clientOrderId(final String text) {
        final long id = PathParams.positive("clientOrderId", text);
        if (id > OrderIds.MAX_CLIENT_ORDER_ID) {
            throw ApiProblem.badRequest("BAD_PARAMETER", "clientOrderId: at most " + OrderIds.MAX_CLIENT_ORDER_ID);
        }
        return id;
    }

    private void fills(final Context ctx) {
        final RestGate.Admitted a = rest.admit(ctx, false);
        final String s = ctx.queryParam("symbol");
        final long symbol = s == null ? -1 : catalog.get(PathParams.nonNegative("symbol", s)).spec().symbolId();
        final String l = ctx.queryParam("limit");
        final long limit = l == null ? 100 : PathParams.positive("limit", l);
        if (limit > MemberLog.FILLS) {
            throw ApiProblem.badRequest("BAD_PARAMETER", "limit: at most " + MemberLog.FILLS);
        }
        final ObjectNode o = Replies.object();
        final ArrayNode list = o.putArray("fills");
        final MemberLog log = executions.log(a.principal().uid());
        if (log != null) {
            for (final MemberLog.Fill f : log.fills(symbol, (int) limit)) {
                final Listing fl = catalog.get(f.symbol());
                list.add(OrderViews.fill(fl, catalog.currencyDecimals(fl.spec().quoteCurrency()), f));
            }
        }
        Replies.send(ctx, o);
    }
}
