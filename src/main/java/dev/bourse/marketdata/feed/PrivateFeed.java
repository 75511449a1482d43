package dev.bourse.marketdata.feed;

import java.util.Arrays;
import org.agrona.collections.Long2LongHashMap;

/**
 * The private streams: each user's execution reports on the user's own sequence. A command's reports are held until
 * its result, so that its acceptance or rejection comes first, and then go out in the order of the engine's events.
 * The held reports live in one flat {@code long[]} that grows by doubling; the per-user sequences in a primitive map.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class PrivateFeed {
    private static final int UID = 0;
    private static final int KIND = 1;
    private static final int SYMBOL = 2;
    private static final int ORDER = 3;
    private static final int SIDE = 4;
    private static final int PRICE = 5;
    private static final int SIZE = 6;
    private static final int REMAINING = 7;
    private static final int FEE = 8;
    private static final int TRADE = 9;
    private static final int LIQUIDITY = 10;
    private static final int CODE = 11;
    private static final int STRIDE = 12;

    private final ExecutionHandler out;
    final Long2LongHashMap sequences = new Long2LongHashMap(0);
    private long[] rows = new long[16 * STRIDE];
    private int count;

    PrivateFeed(final ExecutionHandler out) {
        this.out = out;
    }

    /** Holds one report of the command being handled. */
    void hold(final long uid, final ExecutionKind kind, final long symbol, final long orderId, final int side,
            final long price, final long size, final long remaining, final long fee, final long tradeId,
            final int liquidity, final int code) {
        if ((count + 1) * STRIDE > rows.length) {
            rows = Arrays.copyOf(rows, rows.length * 2);
        }
        final int b = count++ * STRIDE;
        rows[b + UID] = uid;
        rows[b + KIND] = kind.ordinal();
        rows[b + SYMBOL] = symbol;
        rows[b + ORDER] = orderId;
        rows[b + SIDE] = side;
        rows[b + PRICE] = price;
        rows[b + SIZE] = size;
        rows[b + REMAINING] = remaining;
        rows[b + FEE] = fee;
        rows[b + TRADE] = tradeId;
        rows[b + LIQUIDITY] = liquidity;
        rows[b + CODE] = code;
    }

    /**
     * The command's result: its acceptance or rejection (for an order command of a user), then the held reports.
     *
     * @param orderCommand whether the command is an order command of {@code uid}
     */
    void result(final long cmd, final long ts, final boolean orderCommand, final boolean place, final long uid,
            final long symbol, final long orderId, final int resultCode) {
        if (orderCommand && uid != 0) {
            if (resultCode < 0) {
                send(uid, cmd, ts, ExecutionKind.REJECTED.ordinal(), symbol, orderId, ExecutionHandler.NO_SIDE, 0, 0,
                        0, 0, 0, ExecutionHandler.LIQUIDITY_NONE, resultCode);
            } else if (place) {
                send(uid, cmd, ts, ExecutionKind.ACCEPTED.ordinal(), symbol, orderId, ExecutionHandler.NO_SIDE, 0, 0,
                        0, 0, 0, ExecutionHandler.LIQUIDITY_NONE, 0);
            }
        }
        for (int i = 0; i < count; i++) {
            final int b = i * STRIDE;
            send(rows[b + UID], cmd, ts, (int) rows[b + KIND], rows[b + SYMBOL], rows[b + ORDER], (int) rows[b + SIDE],
                    rows[b + PRICE], rows[b + SIZE], rows[b + REMAINING], rows[b + FEE], rows[b + TRADE],
                    (int) rows[b + LIQUIDITY], (int) rows[b + CODE]);
        }
        count = 0;
    }

    private void send(final long uid, final long cmd, final long ts, final int kind, final long symbol,
            final long orderId, final int side, final long price, final long size, final long remaining,
            final long fee, final long tradeId, final int liquidity, final int code) {
        final long userSeq = sequences.get(uid) + 1;
        sequences.put(uid, userSeq);
        out.onExecution(uid, userSeq, cmd, ts, kind, symbol, orderId, side, price, size, remaining, fee, tradeId,
                liquidity, code);
    }

    /** @return the last sequence sent to {@code uid}, 0 before the first */
    long sequence(final long uid) {
        return sequences.get(uid);
    }
}
