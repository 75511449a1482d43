package dev.bourse.pipeline.fanout;

import dev.bourse.api.CancelReason;
import org.agrona.collections.Long2LongHashMap;

/**
 * The price levels of one book as its events describe them: each resting order's side, price, remaining and visible
 * size and display slice, and per side and price the level's visible size and order count. It applies the book's
 * rules (see {@code dev.bourse.orderbook}) to each event: a fill takes from the maker's visible slice, and a maker
 * whose slice is used up while hidden size remains shows {@code min(display, remaining)} again; a reduce keeps
 * {@code min(visible, remaining)}; a self-trade decrement takes from the slice like a fill; an order that leaves
 * takes its visible size and one count from its level; a moved order leaves its level (its new rest follows as a
 * RESTED). An order's display is its first slice when that is less than its remaining size; an order that rests
 * showing all of it keeps visible equal to remaining by those rules, so its display never matters.
 *
 * <p>After each call, {@link #side()}, {@link #visible()}, {@link #orders()} name the level the event changed and
 * its state after it ({@code side} {@link EventDescriptor#NO_SIDE} when none changed). Orders are rows of one
 * {@code long[]} reused through a free list; the maps and the array grow only when the book holds more orders or
 * levels than it ever did: the steady state allocates nothing.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class BookLevels {
    private static final int SIDE = 0;
    private static final int PRICE = 1;
    private static final int REMAINING = 2;
    private static final int VISIBLE = 3;
    private static final int DISPLAY = 4;
    private static final int ROW = 5;
    private static final int NONE = -1;
    /** The level maps' "no entry" value: one no level can hold, so any sum can be stored. */
    private static final long ABSENT = Long.MIN_VALUE;

    private final Long2LongHashMap rowById = new Long2LongHashMap(NONE);
    private final Long2LongHashMap[] levelVisible = {new Long2LongHashMap(ABSENT), new Long2LongHashMap(ABSENT)};
    private final Long2LongHashMap[] levelOrders = {new Long2LongHashMap(ABSENT), new Long2LongHashMap(ABSENT)};
    private long[] rows = new long[64 * ROW];
    private int usedRows;
    /** Head of the free rows, linked through their PRICE cell. */
    private int freeRow = NONE;

    private int side;
    private long visible;
    private long orders;

    /** @return the side ordinal of the level the last event changed, or {@link EventDescriptor#NO_SIDE} */
    int side() {
        return side;
    }

    /** @return lots shown at that level after the event */
    long visible() {
        return visible;
    }

    /** @return orders at that level after the event, 0 when it is gone */
    long orders() {
        return orders;
    }

    void rested(final long orderId, final int orderSide, final long price, final long remaining, final long shown) {
        if (rowById.containsKey(orderId)) {
            leave(orderId, (int) rowById.get(orderId));
        }
        final int row = takeRow();
        final int base = row * ROW;
        rows[base + SIDE] = orderSide;
        rows[base + PRICE] = price;
        rows[base + REMAINING] = remaining;
        rows[base + VISIBLE] = shown;
        rows[base + DISPLAY] = shown;
        rowById.put(orderId, row);
        change(orderSide, price, shown, 1);
    }

    void traded(final long makerOrderId, final long size, final long makerRemaining) {
        final int row = (int) rowById.get(makerOrderId);
        if (row == NONE) {
            side = EventDescriptor.NO_SIDE;
            return;
        }
        if (makerRemaining == 0) {
            leave(makerOrderId, row);
            return;
        }
        final int base = row * ROW;
        rows[base + REMAINING] = makerRemaining;
        show(base, rows[base + VISIBLE] - size);
    }

    void cancelled(final long orderId, final long cancelledSize, final long remaining, final int reason) {
        final int row = (int) rowById.get(orderId);
        if (row == NONE) {
            side = EventDescriptor.NO_SIDE;
            return;
        }
        if (remaining == 0) {
            leave(orderId, row);
            return;
        }
        final int base = row * ROW;
        rows[base + REMAINING] = remaining;
        if (reason == CancelReason.SELF_TRADE.ordinal()) {
            show(base, rows[base + VISIBLE] - cancelledSize);
        } else {
            show(base, Math.min(rows[base + VISIBLE], remaining));
        }
    }

    void amended(final long orderId, final long newRemaining, final boolean priorityKept) {
        final int row = (int) rowById.get(orderId);
        if (row == NONE) {
            side = EventDescriptor.NO_SIDE;
            return;
        }
        if (!priorityKept) {
            leave(orderId, row);
            return;
        }
        final int base = row * ROW;
        rows[base + REMAINING] = newRemaining;
        show(base, Math.min(rows[base + VISIBLE], newRemaining));
    }

    /** Sets the order's visible size, refreshing a used-up slice from its hidden size. */
    private void show(final int base, final long shown) {
        final long now = shown > 0 ? shown : Math.min(rows[base + DISPLAY], rows[base + REMAINING]);
        final long delta = now - rows[base + VISIBLE];
        rows[base + VISIBLE] = now;
        change((int) rows[base + SIDE], rows[base + PRICE], delta, 0);
    }

    private void leave(final long orderId, final int row) {
        final int base = row * ROW;
        change((int) rows[base + SIDE], rows[base + PRICE], -rows[base + VISIBLE], -1);
        rowById.remove(orderId);
        rows[base + PRICE] = freeRow;
        freeRow = row;
    }

    private void change(final int levelSide, final long price, final long visibleDelta, final int ordersDelta) {
        final long count = levelOrders[levelSide].getOrDefault(price, 0) + ordersDelta;
        final long shown = levelVisible[levelSide].getOrDefault(price, 0) + visibleDelta;
        if (count == 0) {
            levelOrders[levelSide].remove(price);
            levelVisible[levelSide].remove(price);
        } else {
            levelOrders[levelSide].put(price, count);
            levelVisible[levelSide].put(price, shown);
        }
        side = levelSide;
        visible = count == 0 ? 0 : shown;
        orders = count;
    }

    private int takeRow() {
        if (freeRow != NONE) {
            final int row = freeRow;
            freeRow = (int) rows[row * ROW + PRICE];
            return row;
        }
        if ((usedRows + 1) * ROW > rows.length) {
            final long[] grown = new long[rows.length * 2];
            System.arraycopy(rows, 0, grown, 0, rows.length);
            rows = grown;
        }
        return usedRows++;
    }
}
