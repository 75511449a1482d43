package dev.bourse.gateway.rest;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.gateway.market.SymbolTape;
import dev.bourse.gateway.market.TapeRecorder;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.function.BooleanSupplier;

/**
 * Public endpoints, no signature: the listed symbols with scales and limits, a book's depth, recent trades, OHLCV
 * bars (both as the market-data feed made them), the node's liveness and readiness.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class MarketRoutes {
    /** Depth answered when the request names none. */
    public static final int DEFAULT_DEPTH = 20;
    /** Largest depth a request may ask for. */
    public static final int MAX_DEPTH = 1_000;
    private final ExchangeApi core;
    private final CoreGate gate;
    private final SymbolCatalog catalog;
    private final BooleanSupplier ready;
    private final TapeRecorder tape;

    /**
     * @param core    the core
     * @param gate    the door into it
     * @param catalog the listings
     * @param ready   whether the node has recovered and accepts commands
     * @param tape    the feed's trades and bars
     */
    public MarketRoutes(final ExchangeApi core, final CoreGate gate, final SymbolCatalog catalog,
            final BooleanSupplier ready, final TapeRecorder tape) {
        this.tape = tape;
        this.core = core;
        this.gate = gate;
        this.catalog = catalog;
        this.ready = ready;
    }

    /**
     * @param routes where to add the endpoints
     */
    public void register(final RoutesConfig routes) {
        routes.get("/api/v1/symbols", this::symbols);
        routes.get("/api/v1/book/{symbol}", this::book);
        routes.get("/api/v1/trades/{symbol}", this::trades);
        routes.get("/api/v1/bars/{symbol}", this::bars);
        routes.get("/health", this::health);
        routes.get("/health/ready", this::health);
        routes.get("/health/live", ctx -> Replies.send(ctx, Replies.object().put("status", "UP")));
    }

    private void symbols(final Context ctx) {
        final ObjectNode o = Replies.object();
        final ArrayNode list = o.putArray("symbols");
        for (final Listing l : catalog.all()) {
            final SymbolSpec s = l.spec();
            final ObjectNode entry = list.addObject();
            entry.put("symbol", s.symbolId()).put("type", s.type().name())
                    .put("baseCurrency", s.baseCurrency()).put("quoteCurrency", s.quoteCurrency())
                    .put("priceDecimals", l.priceDecimals()).put("sizeDecimals", l.sizeDecimals())
                    .put("baseScale", s.baseScale()).put("quoteScale", s.quoteScale())
                    .put("takerFee", s.takerFee()).put("makerFee", s.makerFee())
                    .put("minSize", Decimals.toText(s.minSize(), l.sizeDecimals()))
                    .put("maxSize", Decimals.toText(s.maxSize(), l.sizeDecimals()))
                    .put("maxPrice", Decimals.toText(s.maxPrice(), l.priceDecimals()))
                    .put("priceBand", s.priceBand()).put("status", s.status().name());
            if (s.underlyingSymbol() != SymbolSpec.NO_UNDERLYING) {
                entry.put("underlyingSymbol", s.underlyingSymbol()).put("contractSize", s.contractSize());
            }
        }
        Replies.send(ctx, o);
    }

    private void book(final Context ctx) {
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final String d = ctx.queryParam("depth");
        final long depth = d == null ? DEFAULT_DEPTH : PathParams.positive("depth", d);
        if (depth > MAX_DEPTH) {
            throw ApiProblem.badRequest("BAD_PARAMETER", "depth: at most " + MAX_DEPTH);
        }
        final CommandResult r = gate.command(() -> core.l2(l.spec().symbolId(), (int) depth));
        if (!r.isSuccess() || r.l2() == null) {
            Replies.send(ctx, Replies.result(ctx, r, l));
            return;
        }
        Replies.send(ctx, book(l, r.l2()).put("sequence", r.sequence()));
    }

    /**
     * @param l    the listing
     * @param book the core's L2 answer
     * @return {@code {"symbol", "bids": [[price, size, orders]...], "asks": [...]}} in the listing's decimals
     */
    public static ObjectNode book(final Listing l, final L2Book book) {
        final ObjectNode o = Replies.object();
        o.put("symbol", l.spec().symbolId());
        final ArrayNode bids = o.putArray("bids");
        for (int i = 0; i < book.bidLevels(); i++) {
            bids.addArray().add(Decimals.toText(book.bidPrice(i), l.priceDecimals()))
                    .add(Decimals.toText(book.bidSize(i), l.sizeDecimals())).add(book.bidOrders(i));
        }
        final ArrayNode asks = o.putArray("asks");
        for (int i = 0; i < book.askLevels(); i++) {
            asks.addArray().add(Decimals.toText(book.askPrice(i), l.priceDecimals()))
                    .add(Decimals.toText(book.askSize(i), l.sizeDecimals())).add(book.askOrders(i));
        }
        return o;
    }

    private static int limit(final Context ctx, final int max) {
        final String text = ctx.queryParam("limit");
        final long limit = text == null ? Math.min(100, max) : PathParams.positive("limit", text);
        if (limit > max) {
            throw ApiProblem.badRequest("BAD_PARAMETER", "limit: at most " + max);
        }
        return (int) limit;
    }

    private void trades(final Context ctx) {
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final int limit = limit(ctx, SymbolTape.TRADES);
        final ObjectNode o = Replies.object().put("symbol", l.spec().symbolId());
        final ArrayNode list = o.putArray("trades");
        final SymbolTape t = tape.tape(l.spec().symbolId());
        if (t != null) {
            for (final SymbolTape.Trade trade : t.trades(limit)) {
                list.addObject().put("tradeId", trade.tradeId())
                        .put("price", Decimals.toText(trade.price(), l.priceDecimals()))
                        .put("size", Decimals.toText(trade.size(), l.sizeDecimals()))
                        .put("takerSide", Side.values()[trade.aggressor()].name()).put("timestamp", trade.timestamp());
            }
        }
        Replies.send(ctx, o);
    }

    private void bars(final Context ctx) {
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final String interval = ctx.queryParam("interval") == null ? "1m" : ctx.queryParam("interval");
        final int which = interval(interval);
        final int limit = limit(ctx, SymbolTape.BARS);
        final ObjectNode o = Replies.object().put("symbol", l.spec().symbolId()).put("interval", interval);
        final ArrayNode list = o.putArray("bars");
        final SymbolTape t = tape.tape(l.spec().symbolId());
        if (t != null) {
            for (final SymbolTape.Bar b : t.bars(which, limit)) {
                bar(list.addObject(), l, b);
            }
        }
        Replies.send(ctx, o);
    }

    /**
     * @param interval {@code 1s} or {@code 1m}
     * @return {@link TapeRecorder#SECONDS} or {@link TapeRecorder#MINUTES}
     * @throws ApiProblem 400 BAD_PARAMETER for anything else
     */
    public static int interval(final String interval) {
        if ("1s".equals(interval)) {
            return TapeRecorder.SECONDS;
        } else if ("1m".equals(interval)) {
            return TapeRecorder.MINUTES;
        }
        throw ApiProblem.badRequest("BAD_PARAMETER", "interval: 1s or 1m");
    }

    /**
     * Writes a bar's fields, prices and volume in the listing's decimals.
     *
     * @param o where: gets start (ns), open, high, low, close, volume, trades
     * @param l the listing
     * @param b the bar
     * @return {@code o}
     */
    public static ObjectNode bar(final ObjectNode o, final Listing l, final SymbolTape.Bar b) {
        final int pd = l.priceDecimals();
        return o.put("start", b.start()).put("open", Decimals.toText(b.open(), pd))
                .put("high", Decimals.toText(b.high(), pd)).put("low", Decimals.toText(b.low(), pd))
                .put("close", Decimals.toText(b.close(), pd))
                .put("volume", Decimals.toText(b.volume(), l.sizeDecimals())).put("trades", b.trades());
    }

    private void health(final Context ctx) {
        final boolean up = ready.getAsBoolean();
        ctx.status(up ? 200 : 503);
        Replies.send(ctx, Replies.object().put("status", up ? "UP" : "DOWN"));
    }
}
