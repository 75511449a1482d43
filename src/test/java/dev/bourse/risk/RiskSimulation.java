package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drives two risk shards through random account commands and orders, playing the book with a minimal price-time
 * matcher (no stops, icebergs or self-trade prevention), and checks after every step that money is conserved per
 * currency, no spot balance is negative, holds equal the sums of their records, every resting order's record agrees
 * with the book and open interest is balanced.
 */
final class RiskSimulation {
    /** One generated step; the fields are interpreted per action, see {@link #apply(Step)}. */
    record Step(int action, int user, int symbol, int side, int price, int size, int extra) {
    }

    static final int ACTIONS = 9;
    static final int USERS = 6;

    private static final SymbolSpec[] SPECS = {
        SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(10)
                .quoteScale(3).takerFee(5).makerFee(2).build(),
        SymbolSpec.builder().symbolId(2).type(SymbolType.SPOT).baseCurrency(3).quoteCurrency(1).baseScale(7)
                .quoteScale(1).takerFee(40).makerFee(0).build(),
        SymbolSpec.builder().symbolId(3).type(SymbolType.MARGIN).quoteCurrency(4).quoteScale(2).takerFee(3)
                .makerFee(1).marginBuy(150).marginSell(170).build(),
        SymbolSpec.builder().symbolId(4).type(SymbolType.MARGIN).quoteCurrency(4).quoteScale(1).marginBuy(100)
                .marginSell(100).build(),
        SymbolSpec.builder().symbolId(5).type(SymbolType.SPOT).baseCurrency(4).quoteCurrency(2).baseScale(1)
                .quoteScale(1).takerFee(1).makerFee(1).build(),
    };
    /** Most steps trade the first spot and the first margin symbol, so that books are deep enough to cross. */
    private static final int[] SYMBOL_WEIGHTS = {0, 0, 0, 1, 2, 2, 2, 3, 4};
    private static final OrderType[] TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.IOC, OrderType.MARKET,
        OrderType.IOC_BUDGET, OrderType.FOK, OrderType.POST_ONLY};

    private static final class Resting {
        final long orderId;
        final long uid;
        final Side side;
        long price;
        long remaining;
        long seq;

        Resting(final long orderId, final long uid, final Side side, final long price, final long remaining,
                final long seq) {
            this.orderId = orderId;
            this.uid = uid;
            this.side = side;
            this.price = price;
            this.remaining = remaining;
            this.seq = seq;
        }
    }

    private final Exchange ex = new Exchange(2);
    private final List<List<Resting>> books = new ArrayList<>();
    private final Set<String> transactions = new HashSet<>();
    private final boolean[] suspended = new boolean[USERS + 1];
    private final List<Long> hashes = new ArrayList<>();
    private long nextOrderId = 1;
    private long nextSeq = 1;

    RiskSimulation() {
        for (int i = 0; i < SPECS.length; i++) {
            books.add(new ArrayList<>());
        }
        final UserBatch batch = new UserBatch();
        for (long uid = 1; uid <= USERS; uid++) {
            batch.user(uid);
            for (int c = 4; c >= 1; c--) {
                batch.deposit(c, 20_000 * uid, 1_000 + c);
                transactions.add(uid + "/" + c + "/" + (1_000 + c));
            }
        }
        for (final RiskShard s : ex.shards) {
            assertThat(s.addUsers(batch)).isEqualTo(ResultCode.SUCCESS);
        }
        verify();
    }

    /** @return the state hash of each shard after each step, for replay comparisons */
    List<Long> hashes() {
        return hashes;
    }

    void run(final List<Step> steps) {
        for (final Step step : steps) {
            apply(step);
            verify();
        }
    }

    private void apply(final Step st) {
        final long uid = 1 + Math.floorMod(st.user(), USERS);
        final int symbolIndex = SYMBOL_WEIGHTS[Math.floorMod(st.symbol(), SYMBOL_WEIGHTS.length)];
        final long price = 95 + Math.floorMod(st.price(), 11);
        final long size = 1 + Math.floorMod(st.size(), 10);
        final int extra = Math.floorMod(st.extra(), 1_000);
        switch (Math.min(Math.floorMod(st.action(), ACTIONS + 6), ACTIONS + 1)) {
            case 0 -> adjust(uid, 1 + extra % 4, size * price * 40, extra % 6, true);
            case 1 -> adjust(uid, 1 + extra % 4, size * price * 10, extra % 6, false);
            case 2 -> place(uid, symbolIndex, st.side() % 2 == 0 ? Side.BID : Side.ASK, TYPES[extra % TYPES.length],
                    price, size, extra);
            case 3 -> withResting(symbolIndex, extra, r -> cancel(symbolIndex, r, r.remaining));
            case 4 -> withResting(symbolIndex, extra, r -> cancel(symbolIndex, r, Math.min(size, r.remaining)));
            case 5 -> withResting(symbolIndex, extra, r -> amend(symbolIndex, r, price, size, extra, true));
            case 6 -> withResting(symbolIndex, extra, r -> amend(symbolIndex, r, price, r.remaining, extra, false));
            case 7 -> {
                if (extra % 4 == 0) {
                    toggleSuspension(uid);
                }
            }
            case 8 -> {
                for (final RiskShard s : ex.shards) {
                    s.onLastPrice(SPECS[symbolIndex].symbolId(), price);
                }
            }
            default -> place(uid, symbolIndex, st.side() % 2 == 0 ? Side.BID : Side.ASK,
                    TYPES[extra % TYPES.length], price, size, extra);
        }
    }

    private void adjust(final long uid, final int currency, final long amount, final long txId,
            final boolean deposit) {
        final RiskShard shard = ex.owner(uid);
        final long before = shard.balance(uid, currency);
        final int code = deposit ? ex.deposit(uid, currency, amount, txId) : ex.withdraw(uid, currency, amount, txId);
        final String key = uid + "/" + currency + "/" + txId;
        if (suspended[(int) uid]) {
            assertThat(code).isEqualTo(ResultCode.USER_SUSPENDED);
        } else if (transactions.contains(key)) {
            assertThat(code).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        } else if (deposit) {
            assertThat(code).isEqualTo(ResultCode.SUCCESS);
        } else {
            assertThat(code).isIn(ResultCode.SUCCESS, ResultCode.INSUFFICIENT_FUNDS);
        }
        if (code == ResultCode.SUCCESS) {
            transactions.add(key);
            assertThat(shard.balance(uid, currency)).isEqualTo(before + (deposit ? amount : -amount));
        } else {
            assertThat(shard.balance(uid, currency)).isEqualTo(before);
        }
    }

    private void place(final long uid, final int symbolIndex, final Side side, final OrderType requested,
            final long price, final long size, final int extra) {
        final SymbolSpec spec = SPECS[symbolIndex];
        final OrderType type = requested == OrderType.IOC_BUDGET && side == Side.ASK ? OrderType.GTC : requested;
        final long aggressive = type.canRest() && extra % 2 == 0 ? price : side == Side.BID ? price + 4 : price - 4;
        final long limit = type == OrderType.IOC_BUDGET ? price * size - extra % 50 : aggressive;
        final long reserve = side == Side.BID && extra % 3 == 0 ? limit + extra % 7 : 0;
        final long orderId = nextOrderId++;
        final long hash = ex.owner(uid).stateHash();
        final int code = ex.place(spec, uid, orderId, side, type, limit, reserve, size);
        if (code != ResultCode.SUCCESS) {
            assertThat(code).isIn(ResultCode.INSUFFICIENT_FUNDS, ResultCode.INSUFFICIENT_MARGIN,
                    ResultCode.USER_SUSPENDED, ResultCode.PRICE_OUT_OF_BAND);
            assertThat(ex.owner(uid).stateHash()).as("a refused place changes nothing").isEqualTo(hash);
            return;
        }
        if (type == OrderType.POST_ONLY && crosses(symbolIndex, side, price) || extra % 17 == 0) {
            for (final RiskShard s : ex.shards) {
                s.revertPlace(spec, uid, orderId);
            }
            assertThat(ex.owner(uid).stateHash()).as("a reverted place leaves no trace").isEqualTo(hash);
            return;
        }
        final long left = type == OrderType.FOK && available(symbolIndex, side, limit) < size ? -1
                : match(symbolIndex, orderId, uid, side, type, limit, size);
        if (left < 0) {
            ex.cancel(spec, orderId, uid, side, size, 0);
        } else if (left > 0 && type.canRest()) {
            books.get(symbolIndex).add(new Resting(orderId, uid, side, limit, left, nextSeq++));
        } else if (left > 0) {
            ex.cancel(spec, orderId, uid, side, left, 0);
        }
    }

    /** Runs the taker phase; returns the unfilled size. */
    private long match(final int symbolIndex, final long orderId, final long uid, final Side side,
            final OrderType type, final long limit, final long size) {
        final SymbolSpec spec = SPECS[symbolIndex];
        final boolean budget = type == OrderType.IOC_BUDGET;
        long left = size;
        long spent = 0;
        while (left > 0) {
            final Resting maker = best(symbolIndex, side.opposite());
            if (maker == null || !budget && (side == Side.BID ? maker.price > limit : maker.price < limit)) {
                break;
            }
            long q = Math.min(left, maker.remaining);
            if (budget) {
                q = Math.min(q, (limit - spent) / maker.price);
                if (q == 0) {
                    break;
                }
                spent += q * maker.price;
            }
            maker.remaining -= q;
            left -= q;
            if (spec.isMargin()) {
            }
            ex.trade(spec, maker.orderId, maker.uid, orderId, uid, side, maker.price, q, maker.remaining, left);
            if (maker.remaining == 0) {
                books.get(symbolIndex).remove(maker);
            }
        }
        return left;
    }

    private Resting best(final int symbolIndex, final Side side) {
        Resting best = null;
        for (final Resting r : books.get(symbolIndex)) {
            if (r.side == side && (best == null || (side == Side.BID ? r.price > best.price : r.price < best.price)
                    || r.price == best.price && r.seq < best.seq)) {
                best = r;
            }
        }
        return best;
    }

    private long available(final int symbolIndex, final Side side, final long limit) {
        long n = 0;
        for (final Resting r : books.get(symbolIndex)) {
            if (r.side != side && (side == Side.BID ? r.price <= limit : r.price >= limit)) {
                n += r.remaining;
            }
        }
        return n;
    }

    private boolean crosses(final int symbolIndex, final Side side, final long price) {
        return available(symbolIndex, side, price) > 0;
    }

    private void withResting(final int symbolIndex, final int extra, final java.util.function.Consumer<Resting> f) {
        final List<Resting> book = books.get(symbolIndex);
        if (!book.isEmpty()) {
            f.accept(book.get(extra % book.size()));
        }
    }

    private void cancel(final int symbolIndex, final Resting r, final long lots) {
        r.remaining -= lots;
        ex.cancel(SPECS[symbolIndex], r.orderId, r.uid, r.side, lots, r.remaining);
        if (r.remaining == 0) {
            books.get(symbolIndex).remove(r);
        }
    }

    private void amend(final int symbolIndex, final Resting r, final long newPrice, final long newSize,
            final int extra, final boolean replace) {
        final SymbolSpec spec = SPECS[symbolIndex];
        final RiskShard owner = ex.owner(r.uid);
        final long hash = owner.stateHash();
        final int code = replace ? owner.checkReplace(spec, r.uid, r.orderId, newPrice, newSize)
                : owner.checkMove(spec, r.uid, r.orderId, newPrice);
        if (code != ResultCode.SUCCESS || extra % 4 == 0) {
            for (final RiskShard s : ex.shards) {
                s.revertAmend(spec, r.uid, r.orderId);
            }
            assertThat(owner.stateHash()).as("a refused or reverted amendment leaves no trace").isEqualTo(hash);
            return;
        }
        if (newPrice == r.price && newSize <= r.remaining) {
            r.remaining = newSize;
            return;
        }
        books.get(symbolIndex).remove(r);
        final long left = match(symbolIndex, r.orderId, r.uid, r.side, OrderType.GTC, newPrice, newSize);
        if (left > 0) {
            books.get(symbolIndex).add(new Resting(r.orderId, r.uid, r.side, newPrice, left, nextSeq++));
        }
    }

    private void toggleSuspension(final long uid) {
        final RiskShard shard = ex.owner(uid);
        final int code = suspended[(int) uid] ? shard.resumeUser(uid) : shard.suspendUser(uid);
        assertThat(code).isEqualTo(ResultCode.SUCCESS);
        suspended[(int) uid] = !suspended[(int) uid];
    }

    private void verify() {
        ex.assertConsistent();
        int resting = 0;
        for (int i = 0; i < SPECS.length; i++) {
            for (final Resting r : books.get(i)) {
                assertThat(ex.owner(r.uid).orderRemaining(SPECS[i].symbolId(), r.orderId))
                        .as("record of order %d", r.orderId).isEqualTo(r.remaining);
                resting++;
            }
        }
        int records = 0;
        for (final RiskShard s : ex.shards) {
            records += s.orderCount();
            hashes.add(s.stateHash());
        }
        assertThat(records).as("records of finished orders are gone").isEqualTo(resting);
    }
}
