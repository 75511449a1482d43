package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.risk.RiskShard;
import dev.bourse.snapshot.SectionFields.Header;
import dev.bourse.snapshot.SectionFields.RiskOrder;
import dev.bourse.snapshot.SectionFields.Totals;
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
        final WireRecord user = new WireRecord("user", WireRecord.fields(User.UID, User.SUSPENDED,
                User.LAST_COMMAND_ID, User.LAST_COMMAND_SEQUENCE, User.LAST_COMMAND_RESULT),
                WireRecord.fields(User.BALANCE_CURRENCY, User.BALANCE, User.HELD, User.TX_CURRENCY, User.TX_ID,
                        User.POSITION_SYMBOL_ID, User.SIZE, User.OPEN_PRICE_SUM, User.PENDING_BUY,
                        User.PENDING_SELL, User.KEY, User.KEY_REQUEST_HASH, User.KEY_TIMESTAMP, User.KEY_SEQUENCE,
                        User.KEY_ORDER_ID, User.KEY_RESULT));
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
            final RiskShard shard = shards[(int) (uid & mask)];
            groups.restore(shard, uid, user.get(User.SUSPENDED) != 0);
            final long lastCommandId = user.get(User.LAST_COMMAND_ID);
            if (lastCommandId != 0) {
                shard.loader().restoreCommandId(uid, lastCommandId, user.get(User.LAST_COMMAND_SEQUENCE),
                        (int) user.get(User.LAST_COMMAND_RESULT));
            }
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
            shards[(int) (uid & mask)].loader().restoreOrder(r.getInt(RiskOrder.SYMBOL_ID), r.get(RiskOrder.ORDER_ID),
                    uid, side, r.getInt(RiskOrder.KIND), r.getInt(RiskOrder.CURRENCY), r.get(RiskOrder.REMAINING),
                    r.get(RiskOrder.HELD), r.get(RiskOrder.PER_LOT), r.get(RiskOrder.RESERVE),
                    r.get(RiskOrder.BUDGET_LEFT));
        }
        in.finish();
    }

    /**
     * Restores ledger totals and last prices. With the writer's shard count, each shard gets its own totals (so each
     * shard's state hash is restored exactly); with another count, all totals are added into shard 0 (the sums over
     * shards, which the conservation invariant uses, are unchanged). Last prices go to every shard. Then every shard
     * gets its view of the core's cash from the restored ledgers ({@link RiskShard#shareCash}).
     */
    static void readTotals(final SectionInput in, final RiskShard[] shards) {
        final boolean sameLayout = in.header(Header.RISK_SHARDS) == shards.length;
        final WireRecord totals = new WireRecord("totals", WireRecord.fields(Totals.SHARD_ID),
                WireRecord.fields(Totals.LEDGER_CURRENCY, Totals.FEES, Totals.DEPOSITS, Totals.WITHDRAWALS,
                        Totals.PRICE_SYMBOL_ID, Totals.PRICE, Totals.FEES_HIGH, Totals.DEPOSITS_HIGH,
                        Totals.WITHDRAWALS_HIGH));
        final FlatGroups ledgers = new FlatGroups("ledger", 7);
        final FlatGroups prices = new FlatGroups("last price", 2);
        final WireRecord.GroupReader groups = (field, value) -> {
            final long v = value.int64();
            if (field == Totals.LEDGER_CURRENCY) {
                ledgers.begin(v);
            } else if (field == Totals.PRICE_SYMBOL_ID) {
                prices.begin(v);
            } else if (field == Totals.PRICE) {
                prices.set(in.name(), 1, v);
            } else if (field >= Totals.FEES_HIGH) {
                ledgers.set(in.name(), 4 + field - Totals.FEES_HIGH, v);
            } else {
                ledgers.set(in.name(), field - Totals.LEDGER_CURRENCY, v);
            }
        };
        for (int i = 0; i < in.recordCount(); i++) {
            ledgers.clear();
            prices.clear();
            final DocumentContext doc = in.nextRecord();
            try {
                totals.read(in.wire(), groups).require(in.name(), WireRecord.fields(Totals.SHARD_ID));
            } finally {
                doc.close();
            }
            final int shardId = totals.getInt(Totals.SHARD_ID);
            if (sameLayout && (shardId < 0 || shardId >= shards.length)) {
                throw new SnapshotException(in.name() + ": totals of shard " + shardId + " of " + shards.length);
            }
            final RiskShard target = sameLayout ? shards[shardId] : shards[0];
            for (int l = 0; l < ledgers.rows(); l++) {
                target.loader().restoreLedger((int) ledgers.get(l, 0), ledgers.get(l, 1), ledgers.get(l, 2),
                        ledgers.get(l, 3));
                target.loader().restoreLedgerHigh((int) ledgers.get(l, 0), ledgers.get(l, 4), ledgers.get(l, 5),
                        ledgers.get(l, 6));
            }
            for (int p = 0; p < prices.rows(); p++) {
                for (final RiskShard shard : shards) {
                    if (!sameLayout || shard == target) {
                        shard.onLastPrice((int) prices.get(p, 0), prices.get(p, 1));
                    }
                }
            }
        }
        in.finish();
        RiskShard.shareCash(shards);
    }

    /** Collects one user's balance, transactions and position groups, then restores them in that order. */
    private static final class UserGroups implements WireRecord.GroupReader {
        private final String section;
        private final FlatGroups balances = new FlatGroups("balance", 3);
        private final FlatGroups positions = new FlatGroups("position", 5);
        private final FlatGroups keys = new FlatGroups("idempotency key", 6);
        private final LongArrayList txCurrencies = new LongArrayList();
        private final List<LongArrayList> txIds = new ArrayList<>();

        UserGroups(final String section) {
            this.section = section;
        }

        void clear() {
            balances.clear();
            positions.clear();
            keys.clear();
            txCurrencies.clear();
            txIds.clear();
        }

        @Override
        public void onGroup(final int field, final ValueIn value) {
            final long v = value.int64();
            switch (field) {
                case User.BALANCE_CURRENCY:
                    balances.begin(v);
                    break;
                case User.BALANCE:
                case User.HELD:
                    balances.set(section, field - User.BALANCE_CURRENCY, v);
                    break;
                case User.TX_CURRENCY:
                    txCurrencies.add(v);
                    txIds.add(new LongArrayList());
                    break;
                case User.TX_ID:
                    if (txIds.isEmpty()) {
                        throw new SnapshotException(section + ": a transaction id comes before its currency");
                    }
                    txIds.get(txIds.size() - 1).add(v);
                    break;
                case User.POSITION_SYMBOL_ID:
                    positions.begin(v);
                    break;
                case User.KEY:
                    keys.begin(v);
                    break;
                case User.KEY_REQUEST_HASH:
                case User.KEY_TIMESTAMP:
                case User.KEY_SEQUENCE:
                case User.KEY_ORDER_ID:
                case User.KEY_RESULT:
                    keys.set(section, field - User.KEY, v);
                    break;
                default:
                    positions.set(section, field - User.POSITION_SYMBOL_ID, v);
                    break;
            }
        }

        void restore(final RiskShard shard, final long uid, final boolean suspended) {
            shard.loader().restoreUser(uid, suspended);
            for (int i = 0; i < balances.rows(); i++) {
                shard.loader().restoreCurrency(uid, (int) balances.get(i, 0), balances.get(i, 1), balances.get(i, 2));
            }
            for (int i = 0; i < txIds.size(); i++) {
                shard.loader().restoreTransactions(uid, (int) txCurrencies.get(i), txIds.get(i).toArray());
            }
            for (int i = 0; i < positions.rows(); i++) {
                shard.loader().restorePosition(uid, (int) positions.get(i, 0), positions.get(i, 1), positions.get(i, 2),
                        positions.get(i, 3), positions.get(i, 4));
            }
            for (int i = 0; i < keys.rows(); i++) {
                shard.loader().restoreIdempotencyKey(uid, keys.get(i, 0), keys.get(i, 1), keys.get(i, 2),
                        keys.get(i, 3), keys.get(i, 4), (int) keys.get(i, 5));
            }
        }
    }
}
