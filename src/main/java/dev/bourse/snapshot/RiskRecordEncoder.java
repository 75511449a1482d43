package dev.bourse.snapshot;

import dev.bourse.api.Side;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Encodes a risk shard's exported users and order records in the {@code users} and {@code orders} record formats of
 * {@link SnapshotDescriptor} (the bodies without their section frames), into whatever buffers the caller points it
 * at. One encoder for the stop-the-world export ({@link RiskCodec}) and the incremental capture
 * ({@link RiskCaptureCell}), so both write the same bytes for the same record.
 *
 * <p>Thread-safety: none; the exporting shard's thread.
 */
final class RiskRecordEncoder {
    private RiskRecordEncoder() {
    }

    static void user(final Bytes<byte[]> b, final long uid, final boolean suspended, final int currencies,
            final int txCurrencies, final int positions) {
        b.writeLong(uid);
        b.writeByte((byte) (suspended ? 1 : 0));
        b.writeStopBit(currencies);
        b.writeStopBit(txCurrencies);
        b.writeStopBit(positions);
    }

    static void currency(final Bytes<byte[]> b, final int currency, final long balance, final long held) {
        b.writeStopBit(currency);
        b.writeStopBit(balance);
        b.writeStopBit(held);
    }

    static void transactions(final Bytes<byte[]> b, final int currency, final long[] txIds) {
        b.writeStopBit(currency);
        b.writeStopBit(txIds.length);
        for (final long tx : txIds) {
            b.writeStopBit(tx);
        }
    }

    static void position(final Bytes<byte[]> b, final int symbolId, final long size, final long openPriceSum,
            final long pendingBuy, final long pendingSell) {
        b.writeStopBit(symbolId);
        b.writeStopBit(size);
        b.writeStopBit(openPriceSum);
        b.writeStopBit(pendingBuy);
        b.writeStopBit(pendingSell);
    }

    static void order(final Bytes<byte[]> b, final int symbolId, final long orderId, final long uid, final Side side,
            final int kind, final int currency, final long remaining, final long held, final long perLot,
            final long reserve, final long budgetLeft) {
        b.writeStopBit(symbolId);
        b.writeLong(orderId);
        b.writeLong(uid);
        b.writeByte((byte) side.ordinal());
        b.writeByte((byte) kind);
        b.writeStopBit(currency);
        b.writeStopBit(remaining);
        b.writeStopBit(held);
        b.writeStopBit(perLot);
        b.writeStopBit(reserve);
        b.writeStopBit(budgetLeft);
    }
}
