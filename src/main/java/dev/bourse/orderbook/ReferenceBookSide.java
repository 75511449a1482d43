package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.common.StateHash;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * One side of the {@link ReferenceOrderBook}: price levels best first, each an {@link ArrayDeque} of resting orders in
 * time priority. Level totals are not cached; every query sums the orders, which keeps this class obviously right.
 *
 * <p>Units: prices in ticks, sizes in lots, times in ns.
 *
 * <p>Thread-safety: none; owned by its book's thread.
 */
final class ReferenceBookSide {
    private final Side side;
    private final TreeMap<Long, ArrayDeque<ReferenceOrder>> levels;

    /**
     * @param side BID keeps the highest price first, ASK the lowest
     */
    ReferenceBookSide(final Side side) {
        this.side = side;
        this.levels = side == Side.BID ? new TreeMap<>(Collections.reverseOrder()) : new TreeMap<>();
    }

    /** @return the levels best first, read-only */
    NavigableMap<Long, ArrayDeque<ReferenceOrder>> levels() {
        return Collections.unmodifiableNavigableMap(levels);
    }

    /** @return true when no order rests on this side */
    boolean isEmpty() {
        return levels.isEmpty();
    }

    /** @return the best price in ticks, 0 when the side is empty */
    long bestPrice() {
        return levels.isEmpty() ? 0 : levels.firstKey();
    }

    /** @return the first order of the best level in time priority, or null when the side is empty */
    ReferenceOrder head() {
        return levels.isEmpty() ? null : levels.firstEntry().getValue().peekFirst();
    }

    /**
     * Appends an order at the tail of its price level.
     *
     * @param order an order of this side, not resting yet
     */
    void addLast(final ReferenceOrder order) {
        levels.computeIfAbsent(order.price, price -> new ArrayDeque<>()).addLast(order);
    }

    /**
     * Moves the head order of its level to the tail of the same level (an iceberg showing its next slice).
     *
     * @param order the first order of its level
     */
    void moveHeadToTail(final ReferenceOrder order) {
        final ArrayDeque<ReferenceOrder> level = levels.get(order.price);
        if (level == null || level.peekFirst() != order) {
            throw new IllegalStateException("not the head of its level: " + order);
        }
        level.addLast(level.pollFirst());
    }

    /**
     * Takes a resting order out of its level, dropping the level when it empties.
     *
     * @param order a resting order of this side
     */
    void remove(final ReferenceOrder order) {
        final ArrayDeque<ReferenceOrder> level = levels.get(order.price);
        if (level == null || !level.remove(order)) {
            throw new IllegalStateException("resting order not found in its level: " + order);
        }
        if (level.isEmpty()) {
            levels.remove(order.price);
        }
    }

    /**
     * Writes the best {@code depth} levels into {@code out} as they stand at {@code asOf} (rule 16): without the
     * orders due then, and without the levels that leaves empty.
     *
     * @param depth levels to write at most
     * @param asOf  ns
     * @param out   the snapshot, already cleared
     */
    void fillL2(final int depth, final long asOf, final L2Snapshot out) {
        int written = 0;
        for (final Map.Entry<Long, ArrayDeque<ReferenceOrder>> level : levels.entrySet()) {
            if (written >= depth) {
                return;
            }
            long visible = 0;
            int orders = 0;
            for (final ReferenceOrder order : level.getValue()) {
                if (order.expireAt == 0 || order.expireAt > asOf) {
                    visible += order.visible;
                    orders++;
                }
            }
            if (orders == 0) {
                continue;
            }
            written++;
            if (side == Side.BID) {
                out.addBid(level.getKey(), visible, orders);
            } else {
                out.addAsk(level.getKey(), visible, orders);
            }
        }
    }

    /**
     * Folds this side into a state hash as rule 17 says: per level (price, order count), then each order's fields.
     *
     * @param seed the running hash
     * @return the new running hash
     */
    long hash(final long seed) {
        long hash = seed;
        for (final Map.Entry<Long, ArrayDeque<ReferenceOrder>> level : levels.entrySet()) {
            hash = StateHash.add(hash, level.getKey());
            hash = StateHash.add(hash, level.getValue().size());
            for (final ReferenceOrder order : level.getValue()) {
                hash = StateHash.add(hash, order.id);
                hash = StateHash.add(hash, order.uid);
                hash = StateHash.add(hash, order.remaining);
                hash = StateHash.add(hash, order.visible);
                hash = StateHash.add(hash, order.display);
                hash = StateHash.add(hash, order.type.ordinal());
                hash = StateHash.add(hash, order.stpMode.ordinal());
                hash = StateHash.add(hash, order.expireAt);
                hash = StateHash.add(hash, order.sequence);
                hash = StateHash.add(hash, order.timestamp);
            }
        }
        return hash;
    }

    /**
     * Checks the per-order invariants of rule 18 on this side.
     *
     * @param index the book's id index, which must hold every resting order
     * @return the number of resting orders
     * @throws IllegalStateException naming the first violation
     */
    int check(final Map<Long, ReferenceOrder> index) {
        int count = 0;
        for (final Map.Entry<Long, ArrayDeque<ReferenceOrder>> level : levels.entrySet()) {
            if (level.getValue().isEmpty()) {
                throw violation("empty " + side + " level at " + level.getKey());
            }
            for (final ReferenceOrder order : level.getValue()) {
                if (order.side != side || order.price != level.getKey() || order.pending) {
                    throw violation("order " + order + " misplaced in " + side + " level " + level.getKey());
                }
                if (order.visible <= 0 || order.visible > order.remaining) {
                    throw violation("order " + order + " breaks 0 < visible <= remaining");
                }
                if (order.display == 0 ? order.visible != order.remaining : order.visible > order.display) {
                    throw violation("order " + order + " shows more than its display size");
                }
                if (!order.type.canRest() && order.type != OrderType.STOP_LIMIT
                        && order.type != OrderType.TAKE_PROFIT_LIMIT) {
                    throw violation("order " + order + " of a type that cannot rest");
                }
                if (index.get(order.id) != order) {
                    throw violation("resting order " + order + " missing from the id index");
                }
                count++;
            }
        }
        return count;
    }

    /**
     * @param message what is wrong
     * @return the exception to throw
     */
    static IllegalStateException violation(final String message) {
        return new IllegalStateException("order book invariant violated: " + message);
    }
}
