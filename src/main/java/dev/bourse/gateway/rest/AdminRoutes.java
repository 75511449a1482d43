package dev.bourse.gateway.rest;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.Principal;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Set;

/**
 * Operator endpoints under {@code /api/v1/admin}, for admin keys only: list a symbol, halt or resume its trading,
 * describe a currency's decimals, add a member (and issue its key), issue a key for an existing member, deposit,
 * withdraw. Symbol fields are the
 * core's units (integers, see {@link SymbolSpec}); amounts are decimal strings in the currency's decimals.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class AdminRoutes {
    private static final Set<String> SYMBOL = Set.of("symbol", "type", "baseCurrency", "quoteCurrency", "baseScale",
            "quoteScale", "takerFee", "makerFee", "marginBuy", "marginSell", "minSize", "maxSize", "maxPrice",
            "priceBand", "referencePrice", "priceDecimals", "sizeDecimals", "underlyingSymbol", "contractSize");
    private static final Set<String> CURRENCY = Set.of("currency", "decimals");
    private static final Set<String> USER = Set.of("uid");
    private static final Set<String> MONEY = Set.of("uid", "currency", "amount", "txId");
    private static final long MAX = Long.MAX_VALUE;

    private final ExchangeApi core;
    private final CoreGate gate;
    private final RestGate rest;
    private final SymbolCatalog catalog;
    private final ApiKeys keys;

    /**
     * @param core    the core
     * @param gate    the door into it
     * @param rest    request admission
     * @param catalog the listings, updated by a successful symbol addition
     * @param keys    the keys, added to by a member's addition
     */
    public AdminRoutes(final ExchangeApi core, final CoreGate gate, final RestGate rest, final SymbolCatalog catalog,
            final ApiKeys keys) {
        this.core = core;
        this.gate = gate;
        this.rest = rest;
        this.catalog = catalog;
        this.keys = keys;
    }

    /**
     * @param routes where to add the endpoints
     */
    public void register(final RoutesConfig routes) {
        routes.post("/api/v1/admin/symbols", this::addSymbol);
        routes.post("/api/v1/admin/currencies", this::currency);
        routes.post("/api/v1/admin/users", this::addUser);
        routes.post("/api/v1/admin/keys", this::issueKey);
        routes.post("/api/v1/admin/deposits", ctx -> money(ctx, true));
        routes.post("/api/v1/admin/withdrawals", ctx -> money(ctx, false));
        routes.post("/api/v1/admin/symbols/{symbol}/halt", ctx -> status(ctx, TradingStatus.HALTED));
        routes.post("/api/v1/admin/symbols/{symbol}/resume", ctx -> status(ctx, TradingStatus.OPEN));
    }

    private void addSymbol(final Context ctx) {
        final JsonFields f = JsonFields.parse(rest.admit(ctx, true).body(), SYMBOL);
        final SymbolType type = f.choice("type", SymbolType.class);
        final SymbolSpec.Builder b = SymbolSpec.builder().symbolId((int) f.integer("symbol", 0, Integer.MAX_VALUE))
                .type(type).quoteCurrency((int) f.integer("quoteCurrency", 0, Integer.MAX_VALUE))
                .quoteScale(f.integer("quoteScale", 1, MAX)).takerFee(f.integer("takerFee", 0, MAX, 0))
                .makerFee(f.integer("makerFee", 0, MAX, 0)).minSize(f.integer("minSize", 1, MAX, 1))
                .maxSize(f.integer("maxSize", 1, MAX, MAX)).maxPrice(f.integer("maxPrice", 0, MAX, 0))
                .priceBand((int) f.integer("priceBand", 0, Integer.MAX_VALUE, 0))
                .referencePrice(f.integer("referencePrice", 0, MAX, 0));
        if (type == SymbolType.SPOT) {
            b.baseCurrency((int) f.integer("baseCurrency", 0, Integer.MAX_VALUE)).baseScale(f.integer("baseScale", 1,
                    MAX));
        } else {
            b.marginBuy(f.integer("marginBuy", 1, MAX)).marginSell(f.integer("marginSell", 1, MAX))
                    .underlying((int) f.integer("underlyingSymbol", SymbolSpec.NO_UNDERLYING, Integer.MAX_VALUE,
                            SymbolSpec.NO_UNDERLYING), f.integer("contractSize", 0, MAX, 0));
        }
        final int pd = (int) f.integer("priceDecimals", 0, Decimals.MAX_DECIMALS, 0);
        final int sd = (int) f.integer("sizeDecimals", 0, Decimals.MAX_DECIMALS, 0);
        final SymbolSpec spec;
        try {
            spec = b.build();
        } catch (final IllegalArgumentException e) {
            throw ApiProblem.badRequest("INVALID_SYMBOL_SPEC", e.getMessage());
        }
        final CommandResult r = gate.command(() -> core.addSymbol(spec));
        if (r.isSuccess()) {
            catalog.put(new Listing(spec, pd, sd));
        }
        Replies.send(ctx, Replies.result(ctx, r, null));
    }

    private void currency(final Context ctx) {
        final JsonFields f = JsonFields.parse(rest.admit(ctx, true).body(), CURRENCY);
        final int currency = (int) f.integer("currency", 0, Integer.MAX_VALUE);
        catalog.currency(currency, (int) f.integer("decimals", 0, Decimals.MAX_DECIMALS));
        Replies.send(ctx, Replies.object().put("result", "SUCCESS"));
    }

    private void addUser(final Context ctx) {
        final JsonFields f = JsonFields.parse(rest.admit(ctx, true).body(), USER);
        final long uid = f.integer("uid", 1, Principal.MAX_UID);
        final CommandResult r = gate.command(() -> core.addUser(uid));
        final var o = Replies.result(ctx, r, null);
        if (r.isSuccess()) {
            final Principal p = keys.issue(uid, false);
            o.put("uid", uid).put("key", p.key()).put("secret", p.secret());
        }
        Replies.send(ctx, o);
    }

    private void issueKey(final Context ctx) {
        final JsonFields f = JsonFields.parse(rest.admit(ctx, true).body(), USER);
        final long uid = f.integer("uid", 1, Principal.MAX_UID);
        final Principal p = keys.issue(uid, false);
        Replies.send(ctx, Replies.object().put("result", "SUCCESS").put("uid", uid).put("key", p.key())
                .put("secret", p.secret()));
    }

    private void money(final Context ctx, final boolean deposit) {
        final JsonFields f = JsonFields.parse(rest.admit(ctx, true).body(), MONEY);
        final long uid = f.integer("uid", 1, Principal.MAX_UID);
        final int currency = (int) f.integer("currency", 0, Integer.MAX_VALUE);
        final long amount = f.units("amount", catalog.currencyDecimals(currency));
        final long txId = f.integer("txId", 1, MAX);
        final CommandResult r = gate.command(() -> deposit ? core.deposit(uid, currency, amount, txId)
                : core.withdraw(uid, currency, amount, txId));
        Replies.send(ctx, Replies.result(ctx, r, null));
    }

    /** Halts or resumes a symbol: the core's symbol update with the new status, journalled like every command. */
    private void status(final Context ctx, final TradingStatus status) {
        final RestGate.Admitted a = rest.admit(ctx, true);
        if (a.body().length > 0) {
            throw ApiProblem.badRequest("UNEXPECTED_BODY", "this request takes no body");
        }
        final Listing l = catalog.get(PathParams.nonNegative("symbol", ctx.pathParam("symbol")));
        final SymbolSpec spec = l.spec().withStatus(status);
        final CommandResult r = gate.command(() -> core.updateSymbol(spec));
        if (r.isSuccess()) {
            catalog.put(new Listing(spec, l.priceDecimals(), l.sizeDecimals()));
        }
        Replies.send(ctx, Replies.result(ctx, r, null).put("symbol", spec.symbolId()).put("status", status.name()));
    }
}
