package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.snapshot.SectionFields.Balance;
import dev.bourse.snapshot.SectionFields.Position;
import dev.bourse.snapshot.SectionFields.RiskOrder;
import dev.bourse.snapshot.SectionFields.Transactions;
import dev.bourse.snapshot.SectionFields.User;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireOut;
import net.openhft.chronicle.wire.WriteMarshallable;

/**
 * Encodes a risk shard's exported users and order records as the {@code users} and {@code orders} record documents
 * of {@link SnapshotDescriptor} (without their sections' frames), into the Wire it was made for. One encoder for the
 * stop-the-world export ({@link RiskCodec}) and the incremental capture ({@link RiskCaptureCell}), so both write the
 * same bytes for the same record.
 *
 * <p>A user arrives as several visitor calls ({@link #user} announces how many of each follow), so its document
 * stays open until the last of them; the nested groups are written through reusable flyweights, and nothing is
 * allocated per record.
 *
 * <p>Thread-safety: none; the exporting shard's thread.
 */
final class RiskRecordEncoder {
    private final Wire wire;
    private final BalanceGroup balance = new BalanceGroup();
    private final TransactionsGroup transactions = new TransactionsGroup();
    private final PositionGroup position = new PositionGroup();
    private DocumentContext openUser;
    private int pendingGroups;

    /**
     * @param wire where the record documents go (a {@link SectionWire})
     */
    RiskRecordEncoder(final Wire wire) {
        this.wire = wire;
    }

    /** @return true when no user document is waiting for its groups: a record boundary */
    boolean betweenRecords() {
        return openUser == null;
    }

    void user(final long uid, final boolean suspended, final int currencies, final int txCurrencies,
            final int positions) {
        if (openUser != null) {
            throw new IllegalStateException("user " + uid + " begins while " + pendingGroups
                    + " groups of the previous user are still due");
        }
        openUser = wire.writingDocument();
        SectionWire.field(wire, User.UID, uid);
        SectionWire.optional(wire, User.SUSPENDED, suspended ? 1 : 0);
        pendingGroups = currencies + txCurrencies + positions;
        closeUserWhenComplete();
    }

    void currency(final int currency, final long balanceAmount, final long held) {
        balance.currency = currency;
        balance.balance = balanceAmount;
        balance.held = held;
        group(User.BALANCE, balance);
    }

    void transactions(final int currency, final long[] txIds) {
        transactions.currency = currency;
        transactions.txIds = txIds;
        group(User.TRANSACTIONS, transactions);
        transactions.txIds = null;
    }

    void position(final int symbolId, final long size, final long openPriceSum, final long pendingBuy,
            final long pendingSell) {
        position.symbolId = symbolId;
        position.size = size;
        position.openPriceSum = openPriceSum;
        position.pendingBuy = pendingBuy;
        position.pendingSell = pendingSell;
        group(User.POSITION, position);
    }

    private void group(final int field, final WriteMarshallable group) {
        if (openUser == null) {
            throw new IllegalStateException("a user's group arrived outside a user");
        }
        wire.writeEventId(field).marshallable(group);
        pendingGroups--;
        closeUserWhenComplete();
    }

    private void closeUserWhenComplete() {
        if (pendingGroups == 0) {
            final DocumentContext doc = openUser;
            openUser = null;
            doc.close();
        }
    }

    void order(final int symbolId, final long orderId, final long uid, final Side side, final int kind,
            final int currency, final long remaining, final long held, final long perLot, final long reserve,
            final long budgetLeft) {
        final DocumentContext doc = wire.writingDocument();
        try {
            SectionWire.field(wire, RiskOrder.SYMBOL_ID, symbolId);
            SectionWire.field(wire, RiskOrder.ORDER_ID, orderId);
            SectionWire.field(wire, RiskOrder.UID, uid);
            SectionWire.field(wire, RiskOrder.SIDE, side.ordinal());
            SectionWire.field(wire, RiskOrder.KIND, kind);
            SectionWire.field(wire, RiskOrder.CURRENCY, currency);
            SectionWire.field(wire, RiskOrder.REMAINING, remaining);
            SectionWire.optional(wire, RiskOrder.HELD, held);
            SectionWire.optional(wire, RiskOrder.PER_LOT, perLot);
            SectionWire.optional(wire, RiskOrder.RESERVE, reserve);
            SectionWire.optional(wire, RiskOrder.BUDGET_LEFT, budgetLeft);
        } finally {
            doc.close();
        }
    }

    /** Flyweight of a user's balance group. */
    private static final class BalanceGroup implements WriteMarshallable {
        private int currency;
        private long balance;
        private long held;

        @Override
        public void writeMarshallable(final WireOut out) {
            SectionWire.field(out, Balance.CURRENCY, currency);
            SectionWire.optional(out, Balance.BALANCE, balance);
            SectionWire.optional(out, Balance.HELD, held);
        }
    }

    /** Flyweight of a user's transactions group: the id field repeats. */
    private static final class TransactionsGroup implements WriteMarshallable {
        private int currency;
        private long[] txIds;

        @Override
        public void writeMarshallable(final WireOut out) {
            SectionWire.field(out, Transactions.CURRENCY, currency);
            for (final long tx : txIds) {
                SectionWire.field(out, Transactions.TX_ID, tx);
            }
        }
    }

    /** Flyweight of a user's position group. */
    private static final class PositionGroup implements WriteMarshallable {
        private int symbolId;
        private long size;
        private long openPriceSum;
        private long pendingBuy;
        private long pendingSell;

        @Override
        public void writeMarshallable(final WireOut out) {
            SectionWire.field(out, Position.SYMBOL_ID, symbolId);
            SectionWire.optional(out, Position.SIZE, size);
            SectionWire.optional(out, Position.OPEN_PRICE_SUM, openPriceSum);
            SectionWire.optional(out, Position.PENDING_BUY, pendingBuy);
            SectionWire.optional(out, Position.PENDING_SELL, pendingSell);
        }
    }
}
