package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.risk.RiskShard;
import dev.bourse.snapshot.SectionFields.Balance;
import dev.bourse.snapshot.SectionFields.Header;
import dev.bourse.snapshot.SectionFields.LastPrice;
import dev.bourse.snapshot.SectionFields.Ledger;
import dev.bourse.snapshot.SectionFields.Position;
import dev.bourse.snapshot.SectionFields.RiskOrder;
import dev.bourse.snapshot.SectionFields.Totals;
import dev.bourse.snapshot.SectionFields.Transactions;
import dev.bourse.snapshot.SectionFields.User;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.ValueIn;
import org.eclipse.collections.impl.list.mutable.primitive.LongArrayList;

/**
 * Restores the {@code users}, {@code orders} and {@code totals} sections ({@link SnapshotDescriptor}) into risk
 * shards of any count, routing each user and order record to the shard that owns its uid. A record's fields may
 * come in any order, so each record is read whole (groups into small lists) before it is applied. Cold path: it
 * allocates freely.
 *
 * <p>Thread-safety: none; call before the shards' threads start.
 */
final class RiskSectionReader {
    private static final long USER_REQUIRED = WireRecord.fields(User.UID);
    private static final long ORDER_REQUIRED = WireRecord.fields(RiskOrder.SYMBOL_ID, RiskOrder.ORDER_ID,
            RiskOrder.UID, RiskOrder.SIDE, RiskOrder.KIND, RiskOrder.CURRENCY, RiskOrder.REMAINING);

    private RiskSectionReader() {
    }

    static void readUsers(final SectionInput in, final RiskShard[] shards) {
        final WireRecord user = new WireRecord("user", WireRecord.fields(User.UID, User.SUSPENDED),
                WireRecord.fields(User.BALANCE, User.TRANSACTIONS, User.POSITION));
        final UserGroups groups = new UserGroups(in.name());
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            groups.clear();
            final DocumentContext doc = in.nextRecord();
            try {
                user.read(in.wire(), groups).require(in.name(), USER_REQUIRED);
            } finally {
                doc.close();
            }
            final long uid = user.get(User.UID);
            groups.restore(shards[(int) (uid & mask)], uid, user.get(User.SUSPENDED) != 0);
        }
        in.finish();
    }

    static void readOrders(final SectionInput in, final RiskShard[] shards) {
        final WireRecord r = new WireRecord("order", WireRecord.fields(RiskOrder.SYMBOL_ID, RiskOrder.ORDER_ID,
                RiskOrder.UID, RiskOrder.SIDE, RiskOrder.KIND, RiskOrder.CURRENCY, RiskOrder.REMAINING,
                RiskOrder.HELD, RiskOrder.PER_LOT, RiskOrder.RESERVE, RiskOrder.BUDGET_LEFT), 0);
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            final DocumentContext doc = in.nextRecord();
            try {
                r.read(in.wire()).require(in.name(), ORDER_REQUIRED);
            } finally {
                doc.close();
            }
            final long uid = r.get(RiskOrder.UID);
            final Side side = Side.fromCode(r.getInt(RiskOrder.SIDE));
            if (side == null) {
                throw new SnapshotException(in.name() + ": order " + r.get(RiskOrder.ORDER_ID) + " has a bad side");
            }
            shards[(int) (uid & mask)].restoreOrder(r.getInt(RiskOrder.SYMBOL_ID), r.get(RiskOrder.ORDER_ID), uid,
                    side, r.getInt(RiskOrder.KIND), r.getInt(RiskOrder.CURRENCY), r.get(RiskOrder.REMAINING),
                    r.get(RiskOrder.HELD), r.get(RiskOrder.PER_LOT), r.get(RiskOrder.RESERVE),
                    r.get(RiskOrder.BUDGET_LEFT));
        }
        in.finish();
    }

    /**
     * Restores ledger totals and last prices. With the writer's shard count, each shard gets its own totals (so each
     * shard's state hash is restored exactly); with another count, all totals are added into shard 0 (the sums over
     * shards, which the conservation invariant uses, are unchanged). Last prices go to every shard.
     */
    static void readTotals(final SectionInput in, final RiskShard[] shards) {
        final boolean sameLayout = in.header(Header.RISK_SHARDS) == shards.length;
        final WireRecord totals = new WireRecord("totals", WireRecord.fields(Totals.SHARD_ID),
                WireRecord.fields(Totals.LEDGER, Totals.LAST_PRICE));
        final WireRecord ledger = new WireRecord("ledger", WireRecord.fields(Ledger.CURRENCY, Ledger.FEES,
                Ledger.DEPOSITS, Ledger.WITHDRAWALS), 0);
        final WireRecord price = new WireRecord("last price", WireRecord.fields(LastPrice.SYMBOL_ID,
                LastPrice.PRICE), 0);
        final List<long[]> ledgers = new ArrayList<>();
        final List<long[]> prices = new ArrayList<>();
        for (int i = 0; i < in.recordCount(); i++) {
            ledgers.clear();
            prices.clear();
            final DocumentContext doc = in.nextRecord();
            try {
                totals.read(in.wire(), (field, value) -> value.marshallable(w -> {
                    if (field == Totals.LEDGER) {
                        ledger.read(w).require(in.name(), WireRecord.fields(Ledger.CURRENCY));
                        ledgers.add(new long[] {ledger.get(Ledger.CURRENCY), ledger.get(Ledger.FEES),
                            ledger.get(Ledger.DEPOSITS), ledger.get(Ledger.WITHDRAWALS)});
                    } else {
                        price.read(w).require(in.name(), WireRecord.fields(LastPrice.SYMBOL_ID, LastPrice.PRICE));
                        prices.add(new long[] {price.get(LastPrice.SYMBOL_ID), price.get(LastPrice.PRICE)});
                    }
                })).require(in.name(), WireRecord.fields(Totals.SHARD_ID));
            } finally {
                doc.close();
            }
            final int shardId = totals.getInt(Totals.SHARD_ID);
            if (sameLayout && (shardId < 0 || shardId >= shards.length)) {
                throw new SnapshotException(in.name() + ": totals of shard " + shardId + " of " + shards.length);
            }
            final RiskShard target = sameLayout ? shards[shardId] : shards[0];
            for (final long[] l : ledgers) {
                target.restoreLedger((int) l[0], l[1], l[2], l[3]);
            }
            for (final long[] p : prices) {
                if (sameLayout) {
                    target.onLastPrice((int) p[0], p[1]);
                } else {
                    for (final RiskShard shard : shards) {
                        shard.onLastPrice((int) p[0], p[1]);
                    }
                }
            }
        }
        in.finish();
    }

    /** Collects one user's balance, transactions and position groups, then restores them in that order. */
    private static final class UserGroups implements WireRecord.GroupReader {
        private final String section;
        private final WireRecord balance = new WireRecord("balance", WireRecord.fields(Balance.CURRENCY,
                Balance.BALANCE, Balance.HELD), 0);
        private final WireRecord transactions = new WireRecord("transactions",
                WireRecord.fields(Transactions.CURRENCY), WireRecord.fields(Transactions.TX_ID));
        private final WireRecord position = new WireRecord("position", WireRecord.fields(Position.SYMBOL_ID,
                Position.SIZE, Position.OPEN_PRICE_SUM, Position.PENDING_BUY, Position.PENDING_SELL), 0);
        private final LongArrayList balances = new LongArrayList();
        private final List<long[]> txIds = new ArrayList<>();
        private final LongArrayList txCurrencies = new LongArrayList();
        private final LongArrayList positions = new LongArrayList();
        private final LongArrayList ids = new LongArrayList();

        UserGroups(final String section) {
            this.section = section;
        }

        void clear() {
            balances.clear();
            txIds.clear();
            txCurrencies.clear();
            positions.clear();
        }

        @Override
        public void onGroup(final int field, final ValueIn value) {
            value.marshallable(w -> {
                if (field == User.BALANCE) {
                    balance.read(w).require(section, WireRecord.fields(Balance.CURRENCY));
                    balances.addAll(balance.get(Balance.CURRENCY), balance.get(Balance.BALANCE),
                            balance.get(Balance.HELD));
                } else if (field == User.TRANSACTIONS) {
                    ids.clear();
                    transactions.read(w, (f, id) -> ids.add(id.int64()))
                            .require(section, WireRecord.fields(Transactions.CURRENCY));
                    txCurrencies.add(transactions.get(Transactions.CURRENCY));
                    txIds.add(ids.toArray());
                } else {
                    position.read(w).require(section, WireRecord.fields(Position.SYMBOL_ID));
                    positions.addAll(position.get(Position.SYMBOL_ID), position.get(Position.SIZE),
                            position.get(Position.OPEN_PRICE_SUM), position.get(Position.PENDING_BUY),
                            position.get(Position.PENDING_SELL));
                }
            });
        }

        void restore(final RiskShard shard, final long uid, final boolean suspended) {
            shard.restoreUser(uid, suspended);
            for (int i = 0; i < balances.size(); i += 3) {
                shard.restoreCurrency(uid, (int) balances.get(i), balances.get(i + 1), balances.get(i + 2));
            }
            for (int i = 0; i < txIds.size(); i++) {
                shard.restoreTransactions(uid, (int) txCurrencies.get(i), txIds.get(i));
            }
            for (int i = 0; i < positions.size(); i += 5) {
                shard.restorePosition(uid, (int) positions.get(i), positions.get(i + 1), positions.get(i + 2),
                        positions.get(i + 3), positions.get(i + 4));
            }
        }
    }
}
