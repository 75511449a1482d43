package dev.bourse.pipeline.fanout;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A seeded session through the public API: symbols (spot and margin, with fees), funded users, then order commands
 * of every kind the book knows except GTD (icebergs, stops, self-trade prevention, immediate and budget types,
 * cancels, moves, reduces, replaces, mass cancels) over a narrow price band, so that they trade, rest, refresh
 * slices and amend a lot.
 */
final class Workload {
    static final long[] SYMBOLS = {1, 2, 3, 4};
    private static final int USERS = 8;
    private static final OrderType[] TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.GTC,
        OrderType.IOC, OrderType.FOK, OrderType.MARKET, OrderType.POST_ONLY, OrderType.STOP_LIMIT,
        OrderType.STOP_MARKET, OrderType.TAKE_PROFIT_LIMIT, OrderType.IOC_BUDGET, OrderType.FOK_BUDGET};

    private final List<Function<ExchangeApi, CompletableFuture<CommandResult>>> setup = new ArrayList<>();
    private final List<Function<ExchangeApi, CompletableFuture<CommandResult>>> orders = new ArrayList<>();

    Workload(final long seed, final int commands) {
        for (final long s : SYMBOLS) {
            setup.add(api -> api.addSymbol(spec(s)));
        }
        for (long u = 1; u <= USERS; u++) {
            final long uid = u;
            setup.add(api -> api.addUser(uid));
            for (int c = 1; c <= 3; c++) {
                final int currency = c;
                setup.add(api -> api.deposit(uid, currency, 50_000_000, currency));
            }
        }
        final Random rnd = new Random(seed);
        long nextId = 1;
        for (int i = 0; i < commands; i++) {
            final long uid = 1 + rnd.nextInt(USERS);
            final long symbol = SYMBOLS[rnd.nextInt(SYMBOLS.length)];
            final long price = 95 + rnd.nextInt(11);
            final int op = rnd.nextInt(100);
            if (op < 60) {
                orders.add(place(rnd, uid, symbol, nextId++, price));
            } else {
                final long target = Math.max(1, nextId - 1 - rnd.nextInt(30));
                final long size = 1 + rnd.nextInt(9);
                if (op < 70) {
                    orders.add(api -> api.cancel(uid, symbol, target));
                } else if (op < 80) {
                    orders.add(api -> api.move(uid, symbol, target, price));
                } else if (op < 87) {
                    orders.add(api -> api.reduce(uid, symbol, target, 1 + rnd.nextInt(3)));
                } else if (op < 97) {
                    orders.add(api -> api.replace(uid, symbol, target, price, size));
                } else {
                    orders.add(api -> api.massCancel(uid, symbol));
                }
            }
        }
    }

    private static Function<ExchangeApi, CompletableFuture<CommandResult>> place(final Random rnd, final long uid,
            final long symbol, final long id, final long price) {
        final OrderType type = TYPES[rnd.nextInt(TYPES.length)];
        final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
        final long size = 1 + rnd.nextInt(rnd.nextInt(8) == 0 ? 40 : 9);
        final long p = type.isBudget() ? price * size + rnd.nextInt(40) : price;
        final long trigger = type.isStop() ? 95 + rnd.nextInt(11) : 0;
        final long display = (type == OrderType.GTC || type == OrderType.POST_ONLY) && rnd.nextInt(4) == 0
                ? 1 + rnd.nextInt((int) Math.min(size, 3)) : 0;
        final StpMode stp = StpMode.values()[rnd.nextInt(4) == 0 ? rnd.nextInt(StpMode.values().length) : 0];
        return api -> api.place(new OrderRequest().uid(uid).symbol(symbol).orderId(id).side(side).type(type).price(p)
                .size(size).displaySize(display).triggerPrice(trigger).stp(stp));
    }

    static SymbolSpec spec(final long symbol) {
        final SymbolSpec.Builder b = SymbolSpec.builder().symbolId((int) symbol).status(TradingStatus.OPEN)
                .quoteCurrency(2).quoteScale(10).takerFee(5).makerFee(2);
        if (symbol <= 2) {
            return b.type(SymbolType.SPOT).baseCurrency(symbol == 1 ? 1 : 3).baseScale(100).build();
        }
        return b.type(SymbolType.MARGIN).marginBuy(2_000).marginSell(2_500).build();
    }

    /** Sends the symbols and users, waiting for each. */
    void setUp(final ExchangeApi api) {
        for (final Function<ExchangeApi, CompletableFuture<CommandResult>> c : setup) {
            c.apply(api).join();
        }
    }

    /** Sends order commands {@code from} (inclusive) to {@code to} (exclusive), then waits for all of them. */
    void send(final ExchangeApi api, final int from, final int to) {
        final List<CompletableFuture<CommandResult>> futures = new ArrayList<>();
        for (int i = from; i < to; i++) {
            futures.add(orders.get(i).apply(api));
        }
        for (final CompletableFuture<CommandResult> f : futures) {
            f.join();
        }
    }

    int size() {
        return orders.size();
    }
}
