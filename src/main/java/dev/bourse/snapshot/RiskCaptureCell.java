package dev.bourse.snapshot;

import dev.bourse.api.Side;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskStateVisitor;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;

/**
 * One risk shard's part of an incremental {@link SnapshotCut}: receives the users and order records the shard
 * exports during its capture ({@link RiskShard#beginCapture}), encodes them into chunked buffers, and knows the
 * capture is complete when it has received as many of each as the shard held at the cut (each is exported exactly
 * once). Never throws into the shard: an encoding failure is kept and fails the snapshot, not the command being run.
 *
 * <p>Thread-safety: written by the shard's thread only; read by the assembling thread after a happens-before edge.
 */
final class RiskCaptureCell extends CaptureCell implements RiskStateVisitor {
    private final ChunkedBytes users = new ChunkedBytes();
    private final ChunkedBytes orders = new ChunkedBytes();
    private final RiskRecordEncoder userEncoder = new RiskRecordEncoder(users.wire());
    private final RiskRecordEncoder orderEncoder = new RiskRecordEncoder(orders.wire());
    private final int expectedUsers;
    private final int expectedOrders;
    private final byte[] totals;
    private int userCount;
    private int orderCount;

    /**
     * At the cut, on the shard's thread: copies the totals (small) and starts the shard's capture.
     *
     * @param shard the risk shard, right after the cut's command
     */
    RiskCaptureCell(final RiskShard shard) {
        expectedUsers = shard.userCount();
        expectedOrders = shard.orderCount();
        final Bytes<byte[]> b = Bytes.allocateElasticOnHeap(256);
        try {
            RiskCodec.totalsRecord(shard, SectionWire.over(b));
            totals = b.toByteArray();
        } finally {
            b.releaseLast();
        }
        shard.beginCapture(this);
        checkDone();
    }

    @Override
    public void onUser(final long uid, final boolean suspended, final long lastCommandId,
            final long lastCommandSequence, final int lastCommandResult, final int currencies,
            final int txCurrencies, final int positions, final int keys) {
        try {
            if (userEncoder.betweenRecords()) {
                users.mark();
            }
            userEncoder.user(uid, suspended, lastCommandId, lastCommandSequence, lastCommandResult,
                    currencies, txCurrencies, positions, keys);
        } catch (final Exception e) {
            failed(e);
        }
        userCount++;
        checkDone();
    }

    @Override
    public void onCurrency(final int currency, final long balance, final long held) {
        try {
            userEncoder.currency(currency, balance, held);
        } catch (final Exception e) {
            failed(e);
        }
    }

    @Override
    public void onTransactions(final int currency, final long[] txIds) {
        try {
            userEncoder.transactions(currency, txIds);
        } catch (final Exception e) {
            failed(e);
        }
    }

    @Override
    public void onPosition(final int symbolId, final long size, final long openPriceSum, final long pendingBuy,
            final long pendingSell) {
        try {
            userEncoder.position(symbolId, size, openPriceSum, pendingBuy, pendingSell);
        } catch (final Exception e) {
            failed(e);
        }
    }

    @Override
    public void onIdempotencyKey(final long key, final long requestHash, final long timestamp, final long sequence,
            final long orderId, final int resultCode) {
        try {
            userEncoder.idempotencyKey(key, requestHash, timestamp, sequence, orderId, resultCode);
        } catch (final Exception e) {
            failed(e);
        }
    }

    @Override
    public void onOrder(final int symbolId, final long orderId, final long uid, final Side side, final int kind,
            final int currency, final long remaining, final long held, final long perLot, final long reserve,
            final long budgetLeft) {
        try {
            orders.mark();
            orderEncoder.order(symbolId, orderId, uid, side, kind, currency, remaining, held,
                    perLot, reserve, budgetLeft);
        } catch (final Exception e) {
            failed(e);
        }
        orderCount++;
        checkDone();
    }

    private void checkDone() {
        doneWhen(userCount == expectedUsers && orderCount == expectedOrders);
    }

    int userCount() {
        return userCount;
    }

    int orderCount() {
        return orderCount;
    }

    byte[] totals() {
        return totals;
    }

    /** @return the users section body of this shard, in parts; once, after {@link #done()} */
    List<byte[]> userParts() {
        return users.finish();
    }

    /** @return the orders section body of this shard, in parts; once, after {@link #done()} */
    List<byte[]> orderParts() {
        return orders.finish();
    }
}
