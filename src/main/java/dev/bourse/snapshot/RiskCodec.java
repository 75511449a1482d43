package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskStateVisitor;
import dev.bourse.snapshot.SectionFields.Header;
import dev.bourse.snapshot.SectionFields.Totals;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * Marshals the risk shards' state as layout-independent sections ({@code users}, {@code orders}, {@code totals} of
 * {@link SnapshotDescriptor}), and routes each user and record to the shard that owns its uid when loading
 * ({@link RiskSectionReader}).
 *
 * <p>Thread-safety: stateless; the writes run while the shards are quiescent.
 */
final class RiskCodec {
    private RiskCodec() {
    }

    /**
     * Bytes to reserve for a shard's user records: a typical user (two currencies, a deposit id each) takes 50-60;
     * reserving enough up front saves the doublings and copies of a growing buffer during the pause.
     */
    static int expectedUserBytes(final RiskShard shard) {
        return bufferBytes(64 + 64L * shard.userCount());
    }

    /** Bytes to reserve for a shard's order records (about 50 each). */
    static int expectedOrderBytes(final RiskShard shard) {
        return bufferBytes(64 + 56L * shard.orderCount());
    }

    /** An estimate as a buffer size, capped where a Java array ends. */
    private static int bufferBytes(final long estimate) {
        return (int) Math.min(Integer.MAX_VALUE - 64, estimate);
    }

    static SectionOutput writeUsers(final RiskShard[] shards) {
        long expectedBytes = 64;
        for (final RiskShard shard : shards) {
            expectedBytes += expectedUserBytes(shard);
        }
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_USERS,
                bufferBytes(expectedBytes));
        out.header();
        final RiskRecordEncoder encoder = new RiskRecordEncoder(out.wire());
        int users = 0;
        for (final RiskShard shard : shards) {
            users += userRecords(shard, encoder);
        }
        out.end(users);
        return out;
    }

    /**
     * Appends one shard's user records (the body of the {@code users} section without its frame).
     *
     * @return the number of users written
     */
    static int userRecords(final RiskShard shard, final RiskRecordEncoder encoder) {
        final int[] users = new int[1];
        final RiskStateVisitor v = new RiskStateVisitor() {
            @Override
            public void onUser(final long uid, final boolean suspended, final long lastCommandId,
                    final long lastCommandSequence, final int lastCommandResult, final int currencies,
                    final int txCurrencies, final int positions, final int keys) {
                encoder.user(uid, suspended, lastCommandId, lastCommandSequence, lastCommandResult, currencies,
                        txCurrencies, positions, keys);
                users[0]++;
            }

            @Override
            public void onCurrency(final int currency, final long balance, final long held) {
                encoder.currency(currency, balance, held);
            }

            @Override
            public void onTransactions(final int currency, final long[] txIds) {
                encoder.transactions(currency, txIds);
            }

            @Override
            public void onPosition(final int symbolId, final long size, final long openPriceSum,
                    final long pendingBuy, final long pendingSell) {
                encoder.position(symbolId, size, openPriceSum, pendingBuy, pendingSell);
            }

            @Override
            public void onIdempotencyKey(final long key, final long requestHash, final long timestamp,
                    final long sequence, final long orderId, final int resultCode) {
                encoder.idempotencyKey(key, requestHash, timestamp, sequence, orderId, resultCode);
            }
        };
        shard.exportUsers(v);
        return users[0];
    }

    static SectionOutput writeOrders(final RiskShard[] shards) {
        long expectedBytes = 64;
        for (final RiskShard shard : shards) {
            expectedBytes += expectedOrderBytes(shard);
        }
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_ORDERS,
                bufferBytes(expectedBytes));
        out.header();
        final RiskRecordEncoder encoder = new RiskRecordEncoder(out.wire());
        int records = 0;
        for (final RiskShard shard : shards) {
            records += orderRecords(shard, encoder);
        }
        out.end(records);
        return out;
    }

    /**
     * Appends one shard's order records (the body of the {@code orders} section without its frame).
     *
     * @return the number of records written
     */
    static int orderRecords(final RiskShard shard, final RiskRecordEncoder encoder) {
        final int[] records = new int[1];
        final RiskStateVisitor v = new RiskStateVisitor() {
            @Override
            public void onOrder(final int symbolId, final long orderId, final long uid, final Side side,
                    final int kind, final int currency, final long remaining, final long held, final long perLot,
                    final long reserve, final long budgetLeft) {
                encoder.order(symbolId, orderId, uid, side, kind, currency, remaining, held, perLot, reserve,
                        budgetLeft);
                records[0]++;
            }
        };
        shard.exportOrders(v);
        return records[0];
    }

    static SectionOutput writeTotals(final RiskShard[] shards) {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_TOTALS, 256);
        totalsHeader(out, shards.length);
        for (final RiskShard shard : shards) {
            totalsRecord(shard, out.wire());
        }
        out.end(shards.length);
        return out;
    }

    /** Writes the totals section's header document: its type and the number of risk shards that wrote it. */
    static void totalsHeader(final SectionOutput out, final int riskShards) {
        final DocumentContext header = out.beginHeader();
        try {
            SectionWire.field(out.wire(), Header.RISK_SHARDS, riskShards);
        } finally {
            header.close();
        }
    }

    /** Appends one shard's totals record (one document of the {@code totals} section). */
    static void totalsRecord(final RiskShard shard, final Wire wire) {
        final DocumentContext doc = wire.writingDocument();
        try {
            SectionWire.field(wire, Totals.SHARD_ID, shard.shardId());
            shard.exportTotals(new TotalsEncoder(wire));
        } finally {
            doc.close();
        }
    }

    /** Writes a shard's ledger and last-price groups into the open totals document. */
    private static final class TotalsEncoder implements RiskStateVisitor {
        private final Wire wire;

        TotalsEncoder(final Wire wire) {
            this.wire = wire;
        }

        @Override
        public void onLedger(final int currency, final long fees, final long deposits, final long withdrawals) {
            SectionWire.field(wire, Totals.LEDGER_CURRENCY, currency);
            SectionWire.optional(wire, Totals.FEES, fees);
            SectionWire.optional(wire, Totals.DEPOSITS, deposits);
            SectionWire.optional(wire, Totals.WITHDRAWALS, withdrawals);
        }

        @Override
        public void onLedgerHigh(final int currency, final long feesHigh, final long depositsHigh,
                final long withdrawalsHigh) {
            SectionWire.optional(wire, Totals.FEES_HIGH, feesHigh);
            SectionWire.optional(wire, Totals.DEPOSITS_HIGH, depositsHigh);
            SectionWire.optional(wire, Totals.WITHDRAWALS_HIGH, withdrawalsHigh);
        }

        @Override
        public void onLastPrice(final int symbolId, final long price) {
            SectionWire.field(wire, Totals.PRICE_SYMBOL_ID, symbolId);
            SectionWire.field(wire, Totals.PRICE, price);
        }
    }
}
