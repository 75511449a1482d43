package dev.bourse.risk;

import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.common.StateHash;
import java.math.BigInteger;
import java.util.Arrays;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;

/**
 * The read-only walks over a risk shard: user reports, totals, the state hash and the invariant check. None is a hot
 * path; they may allocate.
 *
 * <p>The state hash is a fold, in a fixed order, of order-independent sums of {@link StateHash#mix} over map
 * entries, so it does not depend on hash-map iteration order. Zero balances, holds and last prices are skipped, so
 * an entry that is (or went back to) 0 hashes like one never created; symbol specs are configuration, not hashed.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class RiskAudit {
    private final RiskShardView shard;
    private final Accounts accounts;
    private final IntObjectHashMap<SymbolState> symbols;
    private final Ledger ledger;

    RiskAudit(final RiskShardView shard, final Accounts accounts, final IntObjectHashMap<SymbolState> symbols,
            final Ledger ledger) {
        this.shard = shard;
        this.accounts = accounts;
        this.symbols = symbols;
        this.ledger = ledger;
    }

    int userReport(final long uid, final UserReportVisitor visitor) {
        final Account a = accounts.get(uid);
        if (a == null) {
            return ResultCode.UNKNOWN_USER;
        }
        visitor.onUser(uid, a.suspended);
        for (final int c : a.money.sortedCurrencies()) {
            final long balance = a.money.balance(c);
            final long held = a.money.held(c);
            if (balance != 0 || held != 0) {
                visitor.onCurrency(c, balance, held);
            }
        }
        final Position[] sorted = Arrays.copyOf(a.positions, a.positionCount);
        Arrays.sort(sorted, (x, y) -> Integer.compare(x.symbol.symbolId, y.symbol.symbolId));
        for (final Position p : sorted) {
            visitor.onPosition(p.symbol.symbolId, p.size, p.openPriceSum, p.pendingBuy, p.pendingSell);
        }
        symbols.forEachValue(s -> {
            for (int i = 0; i < s.holds.capacity(); i++) {
                final OrderHold r = s.holds.valueAt(i);
                if (r != null && r.uid == uid) {
                    visitor.onOrder(r.symbolId, r.orderId, r.kind == HoldKind.MARGIN ? 0 : r.currency, r.held,
                            r.reserve);
                }
            }
        });
        return ResultCode.SUCCESS;
    }

    void addTotals(final RiskTotals out) {
        accounts.forEach(a -> {
            a.money.forEach((c, balance, held) -> {
                out.addBalance(c, balance);
                out.addHold(c, held);
            });
            if (a.positionCount == 0) {
                a.money.forEach(out::addEquity);
            } else {
                addMarginEquity(a, out);
            }
        });
        out.addFees(ledger.fees);
        out.addDeposits(ledger.deposits);
        out.addWithdrawals(ledger.withdrawals);
        out.addCashViews(ledger.cash);
    }

    /**
     * The equity of an account with margin positions, exactly: per currency, balance + held + the unrealized profit
     * at each symbol's last trade price of the positions settled in it (0 before the symbol's first trade: valued at
     * cost). Cold path; it allocates.
     */
    private static void addMarginEquity(final Account a, final RiskTotals out) {
        final IntObjectHashMap<BigInteger> equity = new IntObjectHashMap<>();
        a.money.forEach((c, balance, held) -> equity.put(c,
                BigInteger.valueOf(balance).add(BigInteger.valueOf(held))));
        for (int i = 0; i < a.positionCount; i++) {
            final Position p = a.positions[i];
            final SymbolSpec spec = p.symbol.spec;
            final int c = spec.quoteCurrency();
            out.addCostBasis(c, p.size, p.openPriceSum, spec.quoteScale());
            out.addOpenInterest(p.symbol.symbolId, p.size);
            final long mark = p.symbol.lastPrice;
            final BigInteger cost = BigInteger.valueOf(p.size > 0 ? p.openPriceSum : -p.openPriceSum);
            final BigInteger unrealized = mark == 0 ? BigInteger.ZERO
                    : BigInteger.valueOf(mark).multiply(BigInteger.valueOf(p.size)).subtract(cost)
                            .multiply(BigInteger.valueOf(spec.quoteScale()));
            out.addUnrealized(c, unrealized);
            final BigInteger before = equity.get(c);
            equity.put(c, before == null ? unrealized : before.add(unrealized));
        }
        equity.forEachKeyValue(out::addEquity);
    }

    /** The part of the state hash that is a sum over users and order records, so shards add up to the same total. */
    long contentHash() {
        final long[] sum = new long[1];
        accounts.forEach(a -> sum[0] += StateHash.mix(accountHash(a)));
        symbols.forEachValue(s -> {
            for (int i = 0; i < s.holds.capacity(); i++) {
                final OrderHold r = s.holds.valueAt(i);
                if (r != null) {
                    sum[0] += StateHash.mix(recordHash(r));
                }
            }
        });
        return sum[0];
    }

    long stateHash() {
        final long[] users = new long[1];
        accounts.forEach(a -> users[0] += StateHash.mix(accountHash(a)));
        final long[] orders = new long[2];
        symbols.forEachValue(s -> {
            if (s.lastPrice != 0) {
                orders[0] += StateHash.mix(StateHash.add(StateHash.add(StateHash.SEED, s.symbolId), s.lastPrice));
            }
            for (int i = 0; i < s.holds.capacity(); i++) {
                final OrderHold r = s.holds.valueAt(i);
                if (r != null) {
                    orders[1] += StateHash.mix(recordHash(r));
                }
            }
        });
        long h = StateHash.add(StateHash.SEED, shard.shardId());
        h = StateHash.add(h, shard.shardCount());
        h = StateHash.add(h, accounts.users.size());
        h = StateHash.add(h, users[0]);
        h = StateHash.add(h, orders[0]);
        h = StateHash.add(h, orders[1]);
        h = StateHash.add(h, wideHash(ledger.fees));
        h = StateHash.add(h, wideHash(ledger.deposits));
        return StateHash.add(h, wideHash(ledger.withdrawals));
    }

    private static long accountHash(final Account a) {
        long h = StateHash.add(StateHash.SEED, a.uid);
        h = StateHash.add(h, a.suspended ? 1 : 0);
        final long[] money = new long[2];
        a.money.forEach((c, balance, held) -> {
            money[0] += entryHash(c, balance);
            money[1] += entryHash(c, held);
        });
        h = StateHash.add(h, money[0]);
        h = StateHash.add(h, money[1]);
        final long[] txs = new long[1];
        a.transactions.forEach((c, tx) -> txs[0] += StateHash.mix(StateHash.add(StateHash.add(StateHash.SEED, c), tx)));
        h = StateHash.add(h, txs[0]);
        if (a.lastCommandId != 0) {
            h = StateHash.add(StateHash.add(StateHash.add(h, a.lastCommandId), a.lastCommandSequence),
                    a.lastCommandResult);
        }
        for (int i = 0; a.keys != null && i < a.keys.count(); i++) {
            final int at = a.keys.at(i);
            h = StateHash.add(StateHash.add(StateHash.add(StateHash.add(h, a.keys.key(at)), a.keys.requestHash(at)),
                    StateHash.add(StateHash.add(a.keys.timestamp(at), a.keys.sequence(at)), a.keys.orderId(at))),
                    a.keys.result(at));
        }
        long positions = 0;
        for (int i = 0; i < a.positionCount; i++) {
            final Position p = a.positions[i];
            long ph = StateHash.add(StateHash.SEED, p.symbol.symbolId);
            ph = StateHash.add(ph, p.size);
            ph = StateHash.add(ph, p.openPriceSum);
            ph = StateHash.add(ph, p.pendingBuy);
            positions += StateHash.mix(StateHash.add(ph, p.pendingSell));
        }
        return StateHash.add(h, positions);
    }

    private static long recordHash(final OrderHold r) {
        long h = StateHash.add(StateHash.SEED, r.symbolId);
        h = StateHash.add(h, r.orderId);
        h = StateHash.add(h, r.uid);
        h = StateHash.add(h, r.side.ordinal());
        h = StateHash.add(h, r.kind.ordinal());
        h = StateHash.add(h, r.currency);
        h = StateHash.add(h, r.remaining);
        h = StateHash.add(h, r.held);
        h = StateHash.add(h, r.perLot);
        h = StateHash.add(h, r.reserve);
        return StateHash.add(h, r.budgetLeft);
    }

    /**
     * An order-independent digest of 128-bit sums; a sum that fits a {@code long} hashes as that {@code long} did
     * when the ledger held {@code long}s, so the digests of ordinary states did not change.
     */
    private static long wideHash(final WideSums sums) {
        final long[] sum = new long[1];
        sums.forEach((c, high, low) -> {
            sum[0] += entryHash(c, low);
            final long carried = high + (low < 0 ? 1 : 0);
            if (carried != 0) {
                sum[0] += StateHash.mix(StateHash.add(StateHash.add(StateHash.SEED, ~c), carried));
            }
        });
        return sum[0];
    }

    /** One (currency, amount) entry's share of an order-independent sum; zero amounts count as absent. */
    private static long entryHash(final int currency, final long amount) {
        return amount == 0 ? 0 : StateHash.mix(StateHash.add(StateHash.add(StateHash.SEED, currency), amount));
    }

    void checkInvariants() {
        final LongObjectHashMap<IntLongHashMap> expectedHolds = new LongObjectHashMap<>();
        final LongObjectHashMap<IntLongHashMap> expectedBuys = new LongObjectHashMap<>();
        final LongObjectHashMap<IntLongHashMap> expectedSells = new LongObjectHashMap<>();
        final IntHashSet marginCurrencies = new IntHashSet();
        symbols.forEachKeyValue((id, s) -> {
            if (s.spec != null && s.spec.isMargin()) {
                marginCurrencies.add(s.spec.quoteCurrency());
            }
            for (int i = 0; i < s.holds.capacity(); i++) {
                final OrderHold r = s.holds.valueAt(i);
                if (r == null) {
                    continue;
                }
                checkRecord(s, r);
                check(r.account != null && r.account == accounts.get(r.uid), "order %d of symbol %d: account of uid %d"
                        + " not linked", r.orderId, id, r.uid);
                if (r.kind == HoldKind.MARGIN) {
                    final LongObjectHashMap<IntLongHashMap> pending = r.side == Side.BID ? expectedBuys
                            : expectedSells;
                    pending.getIfAbsentPut(r.uid, IntLongHashMap::new).addToValue(s.symbolId, r.remaining);
                } else {
                    expectedHolds.getIfAbsentPut(r.uid, IntLongHashMap::new).addToValue(r.currency, r.held);
                }
            }
            check(counted(s) == s.holds.size(), "symbol %d: index size %d, %d entries", id, s.holds.size(),
                    counted(s));
        });
        final IntLongHashMap positionCounts = new IntLongHashMap();
        final int[] suspended = {0};
        accounts.forEach(a -> {
            final long uid = a.uid;
            check(accounts.get(uid) == a, "user %d is not indexed", uid);
            suspended[0] += a.suspended ? 1 : 0;
            check(shard.owns(uid), "user %d is not owned by shard %d", uid, shard.shardId());
            checkMoney(a, expectedHolds.get(uid), marginCurrencies);
            for (int i = 0; i < a.positionCount; i++) {
                final Position p = a.positions[i];
                checkPosition(a, p, expectedBuys.get(uid), expectedSells.get(uid));
                positionCounts.addToValue(p.symbol.symbolId, 1);
            }
            for (final LongObjectHashMap<IntLongHashMap> pending : Arrays.asList(expectedBuys, expectedSells)) {
                final IntLongHashMap mine = pending.get(uid);
                if (mine != null) {
                    mine.forEachKey(symbolId -> check(a.position(symbolId) != null,
                            "user %d has margin orders in symbol %d but no position", uid, symbolId));
                }
            }
        });
        symbols.forEachKeyValue((id, s) -> check(s.positionCount == positionCounts.get(id),
                "symbol %d counts %d positions, found %d", id, s.positionCount, positionCounts.get(id)));
        check(accounts.users.size() == accounts.count, "%d users indexed, %d created", accounts.users.size(),
                accounts.count);
        check(suspended[0] == accounts.suspendedCount(), "%d users suspended, %d counted", suspended[0],
                accounts.suspendedCount());
        expectedHolds.forEachKey(uid -> check(accounts.get(uid) != null, "records of unknown user %d", uid));
        ledger.fees.forEach((c, high, low) -> check(high >= 0, "negative fees in currency %d", c));
    }

    private static int counted(final SymbolState s) {
        int n = 0;
        for (int i = 0; i < s.holds.capacity(); i++) {
            if (s.holds.valueAt(i) != null) {
                n++;
            }
        }
        return n;
    }

    private static void checkRecord(final SymbolState s, final OrderHold r) {
        final long orderId = r.orderId;
        check(s.holds.get(orderId) == r && r.symbolId == s.symbolId, "record %d of symbol %d is not found by its id",
                orderId, r.symbolId);
        check(r.remaining > 0, "order %d has %d lots remaining", orderId, r.remaining);
        check(r.held >= 0 && r.budgetLeft >= 0, "order %d holds %d (budget left %d)", orderId, r.held,
                r.budgetLeft);
        final SymbolSpec spec = s.spec;
        final HoldKind expected = spec.isMargin() ? HoldKind.MARGIN
                : r.side == Side.ASK ? HoldKind.SPOT_ASK
                : r.kind == HoldKind.SPOT_BUDGET_BID ? HoldKind.SPOT_BUDGET_BID : HoldKind.SPOT_BID;
        check(r.kind == expected, "order %d of symbol %d has hold kind %s", orderId, s.symbolId, r.kind);
        final long expectedHeld = r.kind == HoldKind.MARGIN ? 0
                : r.remaining * r.perLot + r.budgetLeft * spec.quoteScale();
        check(r.held == expectedHeld, "order %d holds %d, expected %d", orderId, r.held, expectedHeld);
        final int currency = r.kind == HoldKind.SPOT_ASK ? spec.baseCurrency() : spec.quoteCurrency();
        check(r.currency == currency, "order %d holds currency %d", orderId, r.currency);
    }

    private static void checkMoney(final Account a, final IntLongHashMap expectedHolds,
            final IntHashSet marginCurrencies) {
        a.money.forEach((c, balance, held) -> {
            final long expected = expectedHolds == null ? 0 : expectedHolds.get(c);
            check(held >= 0 && held == expected, "user %d holds %d of currency %d, its records %d", a.uid, held, c,
                    expected);
        });
        if (expectedHolds != null) {
            expectedHolds.forEachKeyValue((c, expected) -> check(a.money.held(c) == expected,
                    "user %d holds %d of currency %d, its records %d", a.uid, a.money.held(c), c, expected));
        }
        a.money.forEach((c, balance, held) -> check(balance >= 0 || marginCurrencies.contains(c),
                "user %d has a negative balance %d in spot currency %d", a.uid, balance, c));
    }

    private static void checkPosition(final Account a, final Position p, final IntLongHashMap buys,
            final IntLongHashMap sells) {
        final int id = p.symbol.symbolId;
        check(!p.isEmpty() && p.symbol.spec.isMargin(), "user %d has an empty or spot position in %d", a.uid, id);
        check(p.openPriceSum >= 0 && (p.size != 0 || p.openPriceSum == 0),
                "user %d position %d: size %d, open price sum %d", a.uid, id, p.size, p.openPriceSum);
        final long buy = buys == null ? 0 : buys.get(id);
        final long sell = sells == null ? 0 : sells.get(id);
        check(p.pendingBuy == buy && p.pendingSell == sell, "user %d position %d: pending %d/%d, orders %d/%d",
                a.uid, id, p.pendingBuy, p.pendingSell, buy, sell);
        check(a.position(id) == p, "user %d has two positions in %d", a.uid, id);
    }

    private static void check(final boolean ok, final String format, final Object... args) {
        if (!ok) {
            throw new IllegalStateException(String.format(format, args));
        }
    }
}
