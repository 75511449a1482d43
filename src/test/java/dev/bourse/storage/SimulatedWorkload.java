package dev.bourse.storage;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.testkit.TestSpecs;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;

/**
 * The commands a simulated run sends: symbols, users and deposits first, then a seeded mix of orders (limit and
 * immediate), cancels, moves, reductions, deposits and withdrawals over a few users and two symbols with fees, so
 * that trades, holds and fees move money between accounts. Picks depend only on the random sequence, never on
 * results, so a run replays from its seed.
 */
final class SimulatedWorkload {
    private static final int USERS = 6;
    private static final int SYMBOLS = 2;
    private final SplittableRandom random;
    private int setUp;
    private long nextOrderId = 1;
    private long nextTx = 1_000;

    SimulatedWorkload(final SplittableRandom random) {
        this.random = random;
    }

    private static SymbolSpec spec(final int symbol) {
        return SymbolSpec.builder().symbolId(symbol).type(SymbolType.SPOT).baseCurrency(TestSpecs.BASE)
                .quoteCurrency(TestSpecs.QUOTE).baseScale(1).quoteScale(1).takerFee(symbol).makerFee(symbol - 1)
                .status(TradingStatus.OPEN).build();
    }

    /** Submits the next command. */
    CompletableFuture<CommandResult> next(final ExchangeApi api) {
        if (setUp < SYMBOLS) {
            return api.addSymbol(spec(++setUp));
        }
        if (setUp < SYMBOLS + USERS) {
            return api.addUser(++setUp - SYMBOLS);
        }
        if (setUp < SYMBOLS + 3 * USERS) {
            final int k = setUp++ - SYMBOLS - USERS;
            return api.deposit(1 + k / 2, k % 2 == 0 ? TestSpecs.BASE : TestSpecs.QUOTE, 10_000 + k, nextTx++);
        }
        final long uid = 1 + random.nextInt(USERS);
        final long symbol = 1 + random.nextInt(SYMBOLS);
        final long price = 95 + random.nextInt(11);
        final long size = 1 + random.nextInt(9);
        final long someOrder = 1 + random.nextLong(nextOrderId);
        final int pick = random.nextInt(20);
        if (pick < 10) {
            return api.place(uid, symbol, nextOrderId++, random.nextBoolean() ? Side.BID : Side.ASK,
                    pick < 8 ? OrderType.GTC : OrderType.IOC, price, size);
        }
        switch (pick) {
            case 10, 11, 12:
                return api.cancel(uid, symbol, someOrder);
            case 13, 14:
                return api.move(uid, symbol, someOrder, price);
            case 15:
                return api.reduce(uid, symbol, someOrder, size);
            case 16, 17:
                return api.deposit(uid, random.nextBoolean() ? TestSpecs.BASE : TestSpecs.QUOTE,
                        1 + random.nextInt(500), nextTx++);
            default:
                return api.withdraw(uid, random.nextBoolean() ? TestSpecs.BASE : TestSpecs.QUOTE,
                        1 + random.nextInt(800), nextTx++);
        }
    }
}
