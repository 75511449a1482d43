package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskStateVisitor;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Marshals the risk shards' state as layout-independent sections ({@code users}, {@code orders}, {@code totals} of
 * {@link SnapshotDescriptor}), and routes each user and record to the shard that owns its uid when loading.
 *
 * <p>Thread-safety: stateless; the writes run while the shards are quiescent.
 */
final class RiskCodec {
    private RiskCodec() {
    }

    /**
     * Bytes to reserve for a shard's user records: a typical user (two or three currencies, a deposit id) takes
     * 30-40; reserving enough up front saves the doublings and copies of a growing buffer during the pause.
     */
    static int expectedUserBytes(final RiskShard shard) {
        return bufferBytes(64 + 40L * shard.userCount());
    }

    /** Bytes to reserve for a shard's order records (about 40 each). */
    static int expectedOrderBytes(final RiskShard shard) {
        return bufferBytes(64 + 48L * shard.orderCount());
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
        int users = 0;
        for (final RiskShard shard : shards) {
            users += userRecords(shard, out.bytes());
        }
        out.end(users);
        return out;
    }

    /**
     * Appends one shard's user records (the body of the {@code users} section without its frame).
     *
     * @return the number of users written
     */
    static int userRecords(final RiskShard shard, final Bytes<byte[]> b) {
        final int[] users = new int[1];
        final RiskStateVisitor v = new RiskStateVisitor() {
            @Override
            public void onUser(final long uid, final boolean suspended, final int currencies, final int txCurrencies,
                    final int positions) {
                RiskRecordEncoder.user(b, uid, suspended, currencies, txCurrencies, positions);
                users[0]++;
            }

            @Override
            public void onCurrency(final int currency, final long balance, final long held) {
                RiskRecordEncoder.currency(b, currency, balance, held);
            }

            @Override
            public void onTransactions(final int currency, final long[] txIds) {
                RiskRecordEncoder.transactions(b, currency, txIds);
            }

            @Override
            public void onPosition(final int symbolId, final long size, final long openPriceSum,
                    final long pendingBuy, final long pendingSell) {
                RiskRecordEncoder.position(b, symbolId, size, openPriceSum, pendingBuy, pendingSell);
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
        int records = 0;
        for (final RiskShard shard : shards) {
            records += orderRecords(shard, out.bytes());
        }
        out.end(records);
        return out;
    }

    /**
     * Appends one shard's order records (the body of the {@code orders} section without its frame).
     *
     * @return the number of records written
     */
    static int orderRecords(final RiskShard shard, final Bytes<byte[]> b) {
        final int[] records = new int[1];
        final RiskStateVisitor v = new RiskStateVisitor() {
            @Override
            public void onOrder(final int symbolId, final long orderId, final long uid, final Side side,
                    final int kind, final int currency, final long remaining, final long held, final long perLot,
                    final long reserve, final long budgetLeft) {
                RiskRecordEncoder.order(b, symbolId, orderId, uid, side, kind, currency, remaining, held, perLot,
                        reserve, budgetLeft);
                records[0]++;
            }
        };
        shard.exportOrders(v);
        return records[0];
    }

    static SectionOutput writeTotals(final RiskShard[] shards) {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_TOTALS, 256);
        final Bytes<byte[]> b = out.bytes();
        b.writeInt(shards.length);
        for (final RiskShard shard : shards) {
            totalsRecord(shard, b);
        }
        out.end(shards.length);
        return out;
    }

    /** Appends one shard's totals record (one record of the {@code totals} section). */
    static void totalsRecord(final RiskShard shard, final Bytes<byte[]> b) {
        final TotalsCollector c = new TotalsCollector();
        shard.exportTotals(c);
        b.writeInt(shard.shardId());
        b.writeStopBit(c.ledgerCount);
        b.write(c.ledger.toByteArray());
        b.writeStopBit(c.priceCount);
        b.write(c.prices.toByteArray());
        c.ledger.releaseLast();
        c.prices.releaseLast();
    }

    /** Buffers one shard's totals so each list can be prefixed by its count. */
    private static final class TotalsCollector implements RiskStateVisitor {
        private final Bytes<byte[]> ledger = Bytes.allocateElasticOnHeap(64);
        private final Bytes<byte[]> prices = Bytes.allocateElasticOnHeap(64);
        private int ledgerCount;
        private int priceCount;

        @Override
        public void onLedger(final int currency, final long fees, final long deposits, final long withdrawals) {
            ledger.writeStopBit(currency);
            ledger.writeStopBit(fees);
            ledger.writeStopBit(deposits);
            ledger.writeStopBit(withdrawals);
            ledgerCount++;
        }

        @Override
        public void onLastPrice(final int symbolId, final long price) {
            prices.writeStopBit(symbolId);
            prices.writeStopBit(price);
            priceCount++;
        }
    }

    static void readUsers(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.bytes();
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            final long uid = b.readLong();
            final RiskShard shard = shards[(int) (uid & mask)];
            shard.restoreUser(uid, b.readByte() != 0);
            final long currencies = b.readStopBit();
            final long txCurrencies = b.readStopBit();
            final long positions = b.readStopBit();
            for (long j = 0; j < currencies; j++) {
                shard.restoreCurrency(uid, (int) b.readStopBit(), b.readStopBit(), b.readStopBit());
            }
            for (long j = 0; j < txCurrencies; j++) {
                final int currency = (int) b.readStopBit();
                final long n = b.readStopBit();
                if (n < 0 || n > b.readRemaining()) {
                    throw new SnapshotException(in.name() + ": user " + uid + " has a bad transaction count " + n);
                }
                final long[] txIds = new long[(int) n];
                for (int k = 0; k < n; k++) {
                    txIds[k] = b.readStopBit();
                }
                shard.restoreTransactions(uid, currency, txIds);
            }
            for (long j = 0; j < positions; j++) {
                shard.restorePosition(uid, (int) b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit(),
                        b.readStopBit());
            }
        }
        in.finish();
    }

    static void readOrders(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.bytes();
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            final int symbolId = (int) b.readStopBit();
            final long orderId = b.readLong();
            final long uid = b.readLong();
            final Side side = Side.fromCode(b.readByte());
            final int kind = b.readByte();
            shards[(int) (uid & mask)].restoreOrder(symbolId, orderId, uid, side, kind, (int) b.readStopBit(),
                    b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit());
        }
        in.finish();
    }

    /**
     * Restores ledger totals and last prices. With the writer's shard count, each shard gets its own totals (so each
     * shard's state hash is restored exactly); with another count, all totals are added into shard 0 (the sums over
     * shards, which the conservation invariant uses, are unchanged). Last prices go to every shard.
     */
    static void readTotals(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.bytes();
        final int writers = b.readInt();
        final boolean sameLayout = writers == shards.length;
        for (int i = 0; i < in.recordCount(); i++) {
            final int shardId = b.readInt();
            final RiskShard target = sameLayout ? shards[shardId] : shards[0];
            final long ledgerCount = b.readStopBit();
            for (long j = 0; j < ledgerCount; j++) {
                target.restoreLedger((int) b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit());
            }
            final long priceCount = b.readStopBit();
            for (long j = 0; j < priceCount; j++) {
                final int symbolId = (int) b.readStopBit();
                final long price = b.readStopBit();
                if (sameLayout) {
                    shards[shardId].onLastPrice(symbolId, price);
                } else {
                    for (final RiskShard shard : shards) {
                        shard.onLastPrice(symbolId, price);
                    }
                }
            }
        }
        in.finish();
    }
}
