package dev.bourse.bench;

import java.util.Arrays;

import dev.bourse.api.OrderType;

/**
 * Growable primitive columns that {@link BookLoadGenerator} appends commands to; trimmed copies go into a
 * {@link BookLoad}. Cold path.
 *
 * <p>Thread-safety: none.
 */
final class CommandColumns {
    private byte[] ops;
    private byte[] sides;
    private byte[] types;
    private long[] orderIds;
    private long[] uids;
    private long[] prices;
    private long[] sizes;
    private boolean[] timed;
    private int count;

    CommandColumns(final int capacity) {
        final int c = Math.max(16, capacity);
        ops = new byte[c];
        sides = new byte[c];
        types = new byte[c];
        orderIds = new long[c];
        uids = new long[c];
        prices = new long[c];
        sizes = new long[c];
        timed = new boolean[c];
    }

    void place(final long id, final long uid, final int side, final OrderType type, final long price,
            final long size, final boolean isTimed) {
        add(BookLoad.OP_PLACE, id, uid, side, type.ordinal(), price, size, isTimed);
    }

    void cancel(final long id, final long uid, final boolean isTimed) {
        add(BookLoad.OP_CANCEL, id, uid, 0, 0, 0, 0, isTimed);
    }

    void move(final long id, final long uid, final long newPrice, final boolean isTimed) {
        add(BookLoad.OP_MOVE, id, uid, 0, 0, newPrice, 0, isTimed);
    }

    private void add(final byte op, final long id, final long uid, final int side, final int type, final long price,
            final long size, final boolean isTimed) {
        if (count == ops.length) {
            grow(count * 2);
        }
        ops[count] = op;
        sides[count] = (byte) side;
        types[count] = (byte) type;
        orderIds[count] = id;
        uids[count] = uid;
        prices[count] = price;
        sizes[count] = size;
        timed[count] = isTimed;
        count++;
    }

    /** @return commands appended so far */
    int count() {
        return count;
    }

    /** Shrinks every column to {@link #count()}; call once, before reading the columns. */
    void trim() {
        grow(count);
    }

    private void grow(final int capacity) {
        ops = Arrays.copyOf(ops, capacity);
        sides = Arrays.copyOf(sides, capacity);
        types = Arrays.copyOf(types, capacity);
        orderIds = Arrays.copyOf(orderIds, capacity);
        uids = Arrays.copyOf(uids, capacity);
        prices = Arrays.copyOf(prices, capacity);
        sizes = Arrays.copyOf(sizes, capacity);
        timed = Arrays.copyOf(timed, capacity);
    }

    byte[] ops() {
        return ops;
    }

    byte[] sides() {
        return sides;
    }

    byte[] types() {
        return types;
    }

    long[] orderIds() {
        return orderIds;
    }

    long[] uids() {
        return uids;
    }

    long[] prices() {
        return prices;
    }

    long[] sizes() {
        return sizes;
    }

    boolean[] timed() {
        return timed;
    }
}
