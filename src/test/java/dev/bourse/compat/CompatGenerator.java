package dev.bourse.compat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A seeded generator of command streams in the subset where Bourse and exchange-core 0.5.3 are meant to agree.
 *
 * <p>Four spot symbols with realistic scales and fees (one with no fees, one with equal maker and taker fees),
 * 20 users funded far beyond what their orders can hold (so neither engine refuses an order for funds, see
 * {@link ExchangeCoreSideBySideTest} on why), then a mix of GTC, IOC and FOK_BUDGET orders at resting and crossing
 * prices, cancels, moves, reduces and deposits. What the stream never contains, and why, is listed on
 * {@link ExchangeCoreSideBySideTest}: moves to the same price, bid moves above the reserve price, reused order ids,
 * bids whose reserve is below their price, budget bids whose reserve is not their budget, prices whose value per lot
 * is below the taker fee.
 *
 * <p>The generator keeps its own list of the orders it placed (ignoring fills), so cancels, moves and reduces often
 * hit live orders and sometimes filled or cancelled ones (which both engines must refuse), and a few come from the
 * wrong user (also refused).
 */
final class CompatGenerator {
    private static final int USERS = 20;
    private static final long DEPOSIT = 1_000_000_000_000_000L;
    private static final int RECENT = 300;

    private final Random random;
    private final List<CompatSymbol> symbols = new ArrayList<>();
    private final long[] mid;
    private final long[] band;
    private final List<CompatCommand> commands = new ArrayList<>();
    private final List<long[]> orders = new ArrayList<>();
    private long nextOrderId = 1_000;
    private long nextTxId = 1;

    private CompatGenerator(final long seed) {
        random = new Random(seed);
        // XBT/LTC of exchange-core's README; ETH/XBT of its cucumber tests (no fees); BTC/USDT and ETH/USDT in
        // micro-USDT with 0.1 % / 0.04 % and equal maker and taker fees.
        symbols.add(new CompatSymbol(3, 11, 12, 1_000_000, 10_000, 1_900, 700));
        symbols.add(new CompatSymbol(4, 13, 11, 100_000, 10, 0, 0));
        symbols.add(new CompatSymbol(5, 14, 15, 100_000, 10, 60_000, 24_000));
        symbols.add(new CompatSymbol(6, 13, 15, 1_000_000, 100, 30_000, 30_000));
        mid = new long[] {15_400, 30_000, 6_000_000, 300_000};
        band = new long[] {40, 25, 60, 30};
    }

    /**
     * @param seed     the seed; the same seed gives the same stream
     * @param commands how many trading commands follow the setup (users and their deposits)
     * @return the scenario
     */
    static CompatScenario generate(final long seed, final int commands) {
        final CompatGenerator g = new CompatGenerator(seed);
        g.setup();
        for (int i = 0; i < commands; i++) {
            g.next();
        }
        return new CompatScenario(List.copyOf(g.symbols), List.copyOf(g.commands));
    }

    private void setup() {
        final int[] currencies = {11, 12, 13, 14, 15};
        for (long uid = 1; uid <= USERS; uid++) {
            commands.add(CompatCommand.addUser(uid));
            for (final int c : currencies) {
                commands.add(CompatCommand.deposit(uid, c, DEPOSIT, nextTxId++));
            }
        }
    }

    private void next() {
        final int roll = random.nextInt(100);
        if (roll < 44) {
            place(CompatCommand.Type.GTC, random.nextInt(100) < 35);
        } else if (roll < 56) {
            place(CompatCommand.Type.IOC, random.nextInt(100) < 80);
        } else if (roll < 62) {
            budget();
        } else if (roll < 77) {
            cancel();
        } else if (roll < 89) {
            move();
        } else if (roll < 97) {
            reduce();
        } else {
            commands.add(CompatCommand.deposit(1 + random.nextInt(USERS), 11 + random.nextInt(5),
                    1 + random.nextInt(1_000_000_000), nextTxId++));
        }
    }

    private int pickSymbol() {
        final int s = random.nextInt(symbols.size());
        if (random.nextInt(10) == 0) {
            mid[s] += random.nextBoolean() ? 1 : -1;
        }
        return s;
    }

    private long size() {
        return random.nextInt(10) == 0 ? 1 + random.nextInt(50) : 1 + random.nextInt(10);
    }

    private long price(final int s, final boolean bid, final boolean crossing) {
        final long w = band[s];
        final long off = crossing ? random.nextInt((int) (w / 2 + 1)) : 1 + random.nextInt((int) w);
        return bid == crossing ? mid[s] + off : mid[s] - off;
    }

    private void place(final CompatCommand.Type type, final boolean crossing) {
        final int s = pickSymbol();
        final boolean bid = random.nextBoolean();
        final long price = price(s, bid, crossing);
        final long reserve = bid ? price + (random.nextBoolean() ? 0 : random.nextInt(6)) : 0;
        final long uid = 1 + random.nextInt(USERS);
        final long id = nextOrderId++;
        final long size = size();
        commands.add(CompatCommand.place(uid, symbols.get(s).id(), id, bid, type, price, size, reserve));
        if (type == CompatCommand.Type.GTC) {
            orders.add(new long[] {uid, s, id, bid ? 1 : 0, price, reserve, size});
        }
    }

    private void budget() {
        final int s = pickSymbol();
        final boolean bid = random.nextBoolean();
        final long size = 1 + random.nextInt(8);
        final long perLot = price(s, bid, true) + (random.nextInt(4) == 0 ? (bid ? -3 : 3) : 0);
        final long budget = perLot * size + random.nextInt(5) - 2;
        commands.add(CompatCommand.place(1 + random.nextInt(USERS), symbols.get(s).id(), nextOrderId++, bid,
                CompatCommand.Type.FOK_BUDGET, budget, size, bid ? budget : 0));
    }

    /** @return a known order, mostly a recent one, or null if none */
    private long[] pickOrder() {
        if (orders.isEmpty()) {
            return null;
        }
        final int from = Math.max(0, orders.size() - RECENT);
        return orders.get(from + random.nextInt(orders.size() - from));
    }

    private long owner(final long[] o) {
        return random.nextInt(30) == 0 ? 1 + (o[0] % USERS) : o[0];
    }

    private void cancel() {
        final long[] o = pickOrder();
        if (o != null) {
            commands.add(CompatCommand.cancel(owner(o), symbols.get((int) o[1]).id(), o[2]));
        }
    }

    private void move() {
        final long[] o = pickOrder();
        if (o == null) {
            return;
        }
        final int s = (int) o[1];
        final boolean bid = o[3] == 1;
        long p = price(s, bid, random.nextInt(100) < 30);
        if (bid && p > o[5]) {
            p = o[5] - random.nextInt(3);
        }
        if (p == o[4] || p <= 0) {
            return;
        }
        final long uid = owner(o);
        if (uid == o[0]) {
            o[4] = p;
        }
        commands.add(CompatCommand.move(uid, symbols.get(s).id(), o[2], p));
    }

    private void reduce() {
        final long[] o = pickOrder();
        if (o != null) {
            final long by = 1 + random.nextInt((int) Math.max(1, o[6]));
            commands.add(CompatCommand.reduce(owner(o), symbols.get((int) o[1]).id(), o[2], by));
        }
    }
}
