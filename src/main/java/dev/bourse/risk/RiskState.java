package dev.bourse.risk;

import dev.bourse.api.Side;
import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;

/**
 * Export and import of a risk shard's whole state, for snapshots (the contracts are those of the {@link RiskShard}
 * methods of the same names). Not a hot path: it allocates.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class RiskState {
    private static final HoldKind[] KINDS = HoldKind.values();

    private final RiskShard shard;
    private final Accounts accounts;
    private final OrderRisk orders;
    private final OrderHolds orderHolds;
    private final Ledger ledger;

    RiskState(final RiskShard shard, final Accounts accounts, final OrderRisk orders, final OrderHolds orderHolds,
            final Ledger ledger) {
        this.shard = shard;
        this.accounts = accounts;
        this.orders = orders;
        this.orderHolds = orderHolds;
        this.ledger = ledger;
    }

    void exportUsers(final RiskStateVisitor v) {
        accounts.forEach(a -> exportUser(a, v));
    }

    static void exportUser(final Account a, final RiskStateVisitor v) {
        final int[] currencies = a.money.sortedCurrencies();
        final int[] txCurrencies = a.transactions.keySet().toSortedArray();
        v.onUser(a.uid, a.suspended, currencies.length, txCurrencies.length, a.positionCount);
        for (final int c : currencies) {
            v.onCurrency(c, a.money.balance(c), a.money.held(c));
        }
        for (final int c : txCurrencies) {
            v.onTransactions(c, a.transactions.get(c).toArray());
        }
        for (int i = 0; i < a.positionCount; i++) {
            final Position p = a.positions[i];
            v.onPosition(p.symbol.symbolId, p.size, p.openPriceSum, p.pendingBuy, p.pendingSell);
        }
    }


    void exportOrders(final RiskStateVisitor v) {
        orders.symbols.forEachValue(s -> {
            for (int i = 0; i < s.holds.capacity(); i++) {
                final OrderHold r = s.holds.valueAt(i);
                if (r != null) {
                    exportOrder(r, v);
                }
            }
        });
    }

    static void exportOrder(final OrderHold r, final RiskStateVisitor v) {
        v.onOrder(r.symbolId, r.orderId, r.uid, r.side, r.kind.ordinal(), r.currency, r.remaining, r.held, r.perLot,
                r.reserve, r.budgetLeft);
    }

    void exportTotals(final RiskStateVisitor v) {
        final IntHashSet keys = new IntHashSet();
        keys.addAll(ledger.fees.keySet());
        keys.addAll(ledger.deposits.keySet());
        keys.addAll(ledger.withdrawals.keySet());
        for (final int c : keys.toSortedArray()) {
            v.onLedger(c, ledger.fees.get(c), ledger.deposits.get(c), ledger.withdrawals.get(c));
        }
        for (final int id : orders.symbols.keySet().toSortedArray()) {
            final long price = orders.symbols.get(id).lastPrice;
            if (price != 0) {
                v.onLastPrice(id, price);
            }
        }
    }

    void restoreUser(final long uid, final boolean suspended) {
        if (accounts.add(uid) != dev.bourse.api.ResultCode.SUCCESS) {
            throw new IllegalArgumentException("user " + uid + " already exists");
        }
        accounts.setSuspended(accounts.get(uid), suspended);
    }

    void restoreCurrency(final long uid, final int currency, final long balance, final long held) {
        final Account a = existing(uid);
        a.money.set(currency, balance, held);
    }

    void restoreTransactions(final long uid, final int currency, final long[] txIds) {
        final Account a = existing(uid);
        LongHashSet set = a.transactions.get(currency);
        if (set == null) {
            set = new LongHashSet(txIds.length);
            a.transactions.put(currency, set);
        }
        set.addAll(txIds);
    }

    void restorePosition(final long uid, final int symbolId, final long size, final long openPriceSum,
            final long pendingBuy, final long pendingSell) {
        final Account a = existing(uid);
        final SymbolState s = knownSymbol(symbolId);
        if (a.position(symbolId) != null) {
            throw new IllegalArgumentException("user " + uid + " already has a position in " + symbolId);
        }
        final Position p = new Position();
        p.symbol = s;
        p.size = size;
        p.openPriceSum = openPriceSum;
        p.pendingBuy = pendingBuy;
        p.pendingSell = pendingSell;
        a.addPosition(p);
        s.positionCount++;
    }

    void restoreOrder(final int symbolId, final long orderId, final long uid, final Side side, final int kind,
            final int currency, final long remaining, final long held, final long perLot, final long reserve,
            final long budgetLeft) {
        final Account a = existing(uid);
        final SymbolState s = knownSymbol(symbolId);
        if (s.holds.containsKey(orderId)) {
            throw new IllegalArgumentException("order " + orderId + " of symbol " + symbolId + " already exists");
        }
        if (kind < 0 || kind >= KINDS.length || side == null) {
            throw new IllegalArgumentException("order " + orderId + ": bad hold kind " + kind + " or side");
        }
        final OrderHold r = orderHolds.open(s, orderId, a, side, KINDS[kind], currency, remaining);
        r.held = held;
        r.perLot = perLot;
        r.reserve = reserve;
        r.budgetLeft = budgetLeft;
    }

    void restoreLedger(final int currency, final long fees, final long deposits, final long withdrawals) {
        add(ledger.fees, currency, fees);
        add(ledger.deposits, currency, deposits);
        add(ledger.withdrawals, currency, withdrawals);
    }

    private static void add(final IntLongHashMap map, final int currency, final long amount) {
        if (amount != 0 || map.containsKey(currency)) {
            map.put(currency, Math.addExact(map.get(currency), amount));
        }
    }

    private Account existing(final long uid) {
        final Account a = accounts.get(uid);
        if (a == null) {
            throw new IllegalArgumentException("user " + uid + " is not restored on shard " + shard.shardId());
        }
        return a;
    }

    private SymbolState knownSymbol(final int symbolId) {
        final SymbolState s = orders.symbols.get(symbolId);
        if (s == null || s.spec == null) {
            throw new IllegalArgumentException("symbol " + symbolId + " has no spec on shard " + shard.shardId()
                    + " (restore the specs first)");
        }
        return s;
    }
}
