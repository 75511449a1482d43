package dev.bourse.risk;

import dev.bourse.api.Side;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;

/**
 * Export and import of a risk shard's whole state, for snapshots (the contracts are those of the {@link RiskShard}
 * methods of the same names). Not a hot path: it allocates.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class RiskState {
    private static final HoldKind[] KINDS = HoldKind.values();

    private final RiskShardView shard;
    private final Accounts accounts;
    private final OrderRisk orders;
    private final OrderHolds orderHolds;
    private final Ledger ledger;

    RiskState(final RiskShardView shard, final Accounts accounts, final OrderRisk orders, final OrderHolds orderHolds,
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
        final int[] txCurrencies = a.transactions.sortedCurrencies();
        final IdempotencyKeys keys = a.keys;
        v.onUser(a.uid, a.suspended, a.lastCommandId, a.lastCommandSequence, a.lastCommandResult, currencies.length,
                txCurrencies.length, a.positionCount, keys == null ? 0 : keys.count());
        for (final int c : currencies) {
            v.onCurrency(c, a.money.balance(c), a.money.held(c));
        }
        for (final int c : txCurrencies) {
            v.onTransactions(c, a.transactions.ids(c));
        }
        for (int i = 0; i < a.positionCount; i++) {
            final Position p = a.positions[i];
            v.onPosition(p.symbol.symbolId, p.size, p.openPriceSum, p.pendingBuy, p.pendingSell);
        }
        for (int i = 0; keys != null && i < keys.count(); i++) {
            final int at = keys.at(i);
            v.onIdempotencyKey(keys.key(at), keys.requestHash(at), keys.timestamp(at), keys.sequence(at),
                    keys.orderId(at), keys.result(at));
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
        keys.addAll(ledger.fees.keys());
        keys.addAll(ledger.deposits.keys());
        keys.addAll(ledger.withdrawals.keys());
        for (final int c : keys.toSortedArray()) {
            v.onLedger(c, ledger.fees.low(c), ledger.deposits.low(c), ledger.withdrawals.low(c));
            final long feesHigh = signedHigh(ledger.fees, c);
            final long depositsHigh = signedHigh(ledger.deposits, c);
            final long withdrawalsHigh = signedHigh(ledger.withdrawals, c);
            if (feesHigh != 0 || depositsHigh != 0 || withdrawalsHigh != 0) {
                v.onLedgerHigh(c, feesHigh, depositsHigh, withdrawalsHigh);
            }
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
        for (final long txId : txIds) {
            a.transactions.add(currency, txId);
        }
    }

    void restoreCommandId(final long uid, final long commandId, final long sequence, final int resultCode) {
        final Account a = existing(uid);
        a.lastCommandId = commandId;
        a.lastCommandSequence = sequence;
        a.lastCommandResult = resultCode;
    }

    void restoreIdempotencyKey(final long uid, final int keysPerUser, final long key, final long requestHash,
            final long timestamp, final long sequence, final long orderId, final int resultCode) {
        final Account a = existing(uid);
        if (key == 0) {
            throw new IllegalArgumentException("user " + uid + " has an idempotency key 0");
        }
        if (a.keys == null) {
            a.keys = new IdempotencyKeys(keysPerUser);
        }
        if (a.keys.find(key) >= 0) {
            throw new IllegalArgumentException("user " + uid + " has idempotency key " + key + " twice");
        }
        a.keys.restore(key, requestHash, timestamp, sequence, orderId, resultCode);
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
        ledger.fees.add(currency, fees);
        ledger.deposits.add(currency, deposits);
        ledger.withdrawals.add(currency, withdrawals);
    }

    void restoreLedgerHigh(final int currency, final long feesHigh, final long depositsHigh,
            final long withdrawalsHigh) {
        ledger.fees.addWide(currency, feesHigh, 0);
        ledger.deposits.addWide(currency, depositsHigh, 0);
        ledger.withdrawals.addWide(currency, withdrawalsHigh, 0);
    }

    /**
     * The high word that goes with the low word read as a signed {@code long}: {@code high × 2^64 + (long) low} is
     * the sum, as {@link RiskStateVisitor#onLedger} promises.
     */
    private static long signedHigh(final WideSums sums, final int currency) {
        return sums.high(currency) + (sums.low(currency) < 0 ? 1 : 0);
    }

    /**
     * Sets every shard's view of the core's cash to deposits − withdrawals − fees summed over the shards' ledgers:
     * after a snapshot load, which restores the ledgers (in any layout) but not the views derived from them.
     */
    static void shareCash(final Ledger[] ledgers) {
        final WideSums total = new WideSums();
        for (final Ledger l : ledgers) {
            total.addAll(l.deposits);
            l.withdrawals.forEach((c, high, low) -> total.subtractWide(c, high, low));
            l.fees.forEach((c, high, low) -> total.subtractWide(c, high, low));
        }
        for (final Ledger l : ledgers) {
            l.cash.clear();
            total.forEach(l.cash::set);
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
