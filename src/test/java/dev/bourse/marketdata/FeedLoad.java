package dev.bourse.marketdata;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TradingStatus;
import dev.bourse.testkit.TestSpecs;
import java.util.Random;

/**
 * A seeded random load for the feed's tests, one command at a time through futures: symbols and funded users, then
 * places of every order type (icebergs, stops, good-till-date orders that expire, every self-trade mode), cancels,
 * moves, replaces, reduces, mass cancels, and halts and resumptions. Prices stay in a narrow band so orders cross
 * and levels fill up. The clock a core is given should step {@link #STEP} per command, so GTD expiries and bars
 * come due.
 */
final class FeedLoad {
    /** Clock step per command, ns: 50 ms, so a 1 s bar closes every 20 commands. */
    static final long STEP = 50_000_000L;
    private static final OrderType[] TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.GTC,
        OrderType.IOC, OrderType.FOK, OrderType.POST_ONLY, OrderType.MARKET, OrderType.GTD, OrderType.STOP_LIMIT,
        OrderType.STOP_MARKET, OrderType.TAKE_PROFIT_LIMIT};
    private static final StpMode[] STP = StpMode.values();

    private final Random random;
    private final int symbols;
    private final int users;
    private long nextOrderId = 1;

    FeedLoad(final long seed, final int symbols, final int users) {
        this.random = new Random(seed);
        this.symbols = symbols;
        this.users = users;
    }

    /** Lists the symbols and funds the users. */
    void setUp(final ExchangeApi api) {
        for (long s = 1; s <= symbols; s++) {
            api.addSymbol(TestSpecs.spot(s)).join();
        }
        for (long u = 1; u <= users; u++) {
            api.addUser(u).join();
            api.deposit(u, TestSpecs.BASE, 1_000_000_000_000L, u * 2).join();
            api.deposit(u, TestSpecs.QUOTE, 1_000_000_000_000L, u * 2 + 1).join();
        }
    }

    /**
     * Sends one random command and waits for its result.
     *
     * @param api     the core
     * @param nowNanos the timestamp the command will get (for GTD expiries)
     * @return the symbol it named
     */
    long step(final ExchangeApi api, final long nowNanos) {
        final long uid = 1 + random.nextInt(users);
        final long symbol = 1 + random.nextInt(symbols);
        final int pick = random.nextInt(100);
        final long price = 95 + random.nextInt(11);
        final long size = 1 + random.nextInt(12);
        final long known = 1 + random.nextInt((int) nextOrderId);
        final CommandResult r;
        if (pick < 55) {
            r = place(api, uid, symbol, price, size, nowNanos);
        } else if (pick < 65) {
            r = api.cancel(uid, symbol, known).join();
        } else if (pick < 75) {
            r = api.move(uid, symbol, known, price).join();
        } else if (pick < 83) {
            r = api.reduce(uid, symbol, known, 1 + random.nextInt(4)).join();
        } else if (pick < 92) {
            r = api.replace(uid, symbol, known, price, size).join();
        } else if (pick < 94) {
            r = api.massCancel(uid, symbol).join();
        } else if (pick < 97) {
            r = api.updateSymbol(spec(symbol, random.nextInt(3) == 0 ? TradingStatus.HALTED : TradingStatus.OPEN))
                    .join();
        } else {
            r = api.place(uid, symbol, nextOrderId++, Side.ASK, OrderType.GTC, price, size).join();
        }
        if (r.resultCode() == Integer.MIN_VALUE) {
            throw new IllegalStateException("no result");
        }
        return symbol;
    }

    /**
     * An order that reaches the book and can neither trade nor rest (a fill-or-kill bid larger than every ask
     * together, at the bottom of the price band): the book first expires what is
     * due at its timestamp, as before any command, so the engine's L2 answer at that timestamp and the feed agree on
     * good-till-date orders.
     *
     * @param api    the core
     * @param symbol the book
     */
    void probe(final ExchangeApi api, final long symbol) {
        api.place(1, symbol, nextOrderId++, Side.BID, OrderType.FOK, 95, 100_000).join();
    }

    private CommandResult place(final ExchangeApi api, final long uid, final long symbol, final long price,
            final long size, final long now) {
        final OrderType type = TYPES[random.nextInt(TYPES.length)];
        final Side side = random.nextBoolean() ? Side.BID : Side.ASK;
        final long display = type == OrderType.GTC && random.nextInt(3) == 0 ? 1 + random.nextInt(3) : 0;
        final boolean stop = type == OrderType.STOP_LIMIT || type == OrderType.STOP_MARKET
                || type == OrderType.TAKE_PROFIT_LIMIT;
        final long trigger = stop ? 95 + random.nextInt(11) : 0;
        final long expireAt = type == OrderType.GTD ? now + STEP * (1 + random.nextInt(30)) : 0;
        final StpMode stp = random.nextInt(4) == 0 ? STP[random.nextInt(STP.length)] : null;
        return api.place(new OrderRequest().uid(uid).symbol(symbol).orderId(nextOrderId++).side(side).type(type)
                .price(price).size(size).displaySize(display).triggerPrice(trigger).expireAt(expireAt).stp(stp))
                .join();
    }

    private static SymbolSpec spec(final long symbol, final TradingStatus status) {
        return TestSpecs.spot(symbol).toBuilder().status(status).build();
    }
}
