package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.snapshot.SectionFields.RiskOrder;
import dev.bourse.snapshot.SectionFields.User;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * Encodes a risk shard's exported users and order records as the {@code users} and {@code orders} record documents
 * of {@link SnapshotDescriptor} (without their sections' frames), into the Wire it was made for. One encoder for the
 * stop-the-world export ({@link RiskCodec}) and the incremental capture ({@link RiskCaptureCell}), so both write the
 * same bytes for the same record.
 *
 * <p>A user arrives as several visitor calls ({@link #user} announces how many of each follow), so its document
 * stays open until the last of them; the encoder is the flyweight, and nothing is allocated per record.
 *
 * <p>Thread-safety: none; the exporting shard's thread.
 */
final class RiskRecordEncoder {
    private final Wire wire;
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

    void user(final long uid, final boolean suspended, final long lastCommandId, final long lastCommandSequence,
            final int lastCommandResult, final int currencies, final int txCurrencies, final int positions,
            final int keys) {
        if (openUser != null) {
            throw new IllegalStateException("user " + uid + " begins while " + pendingGroups
                    + " groups of the previous user are still due");
        }
        openUser = wire.writingDocument();
        SectionWire.field(wire, User.UID, uid);
        SectionWire.optional(wire, User.SUSPENDED, suspended ? 1 : 0);
        if (lastCommandId != 0) {
            SectionWire.field(wire, User.LAST_COMMAND_ID, lastCommandId);
            SectionWire.field(wire, User.LAST_COMMAND_SEQUENCE, lastCommandSequence);
            SectionWire.field(wire, User.LAST_COMMAND_RESULT, lastCommandResult);
        }
        pendingGroups = currencies + txCurrencies + positions + keys;
        closeUserWhenComplete();
    }

    void currency(final int currency, final long balance, final long held) {
        checkInUser();
        SectionWire.field(wire, User.BALANCE_CURRENCY, currency);
        SectionWire.optional(wire, User.BALANCE, balance);
        SectionWire.optional(wire, User.HELD, held);
        groupDone();
    }

    void transactions(final int currency, final long[] txIds) {
        checkInUser();
        SectionWire.field(wire, User.TX_CURRENCY, currency);
        for (final long tx : txIds) {
            SectionWire.field(wire, User.TX_ID, tx);
        }
        groupDone();
    }

    void position(final int symbolId, final long size, final long openPriceSum, final long pendingBuy,
            final long pendingSell) {
        checkInUser();
        SectionWire.field(wire, User.POSITION_SYMBOL_ID, symbolId);
        SectionWire.optional(wire, User.SIZE, size);
        SectionWire.optional(wire, User.OPEN_PRICE_SUM, openPriceSum);
        SectionWire.optional(wire, User.PENDING_BUY, pendingBuy);
        SectionWire.optional(wire, User.PENDING_SELL, pendingSell);
        groupDone();
    }

    void idempotencyKey(final long key, final long requestHash, final long timestamp, final long sequence,
            final long orderId, final int resultCode) {
        checkInUser();
        SectionWire.field(wire, User.KEY, key);
        SectionWire.optional(wire, User.KEY_REQUEST_HASH, requestHash);
        SectionWire.field(wire, User.KEY_TIMESTAMP, timestamp);
        SectionWire.field(wire, User.KEY_SEQUENCE, sequence);
        SectionWire.optional(wire, User.KEY_ORDER_ID, orderId);
        SectionWire.optional(wire, User.KEY_RESULT, resultCode);
        groupDone();
    }

    private void checkInUser() {
        if (openUser == null) {
            throw new IllegalStateException("a user's group arrived outside a user");
        }
    }

    private void groupDone() {
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
}
