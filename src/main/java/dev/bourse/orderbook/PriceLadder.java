package dev.bourse.orderbook;

import dev.bourse.orderbook.art.LongArtMap;

/**
 * One side of the fast book, or one group of pending stops: levels found by price through an adaptive radix tree
 * and chained best to worst, so the best level is O(1), walking the book is pointer chasing, and a new level is
 * spliced next to its nearest better neighbour in O(tree depth).
 *
 * <p>Ascending ladders (asks, and stops that trigger on a rise) have their lowest price best; descending ladders
 * (bids, and stops that trigger on a fall) their highest.
 */
final class PriceLadder {
    /** Links a hinted insertion may walk before it falls back to the tree. */
    private static final int HINT_STEPS = 8;
    /** Marks a hinted walk that gave up. */
    private static final FastLevel NOT_FOUND = new FastLevel();
    private final LongArtMap<FastLevel> levels;
    private final ObjectPool<FastLevel> levelPool;
    private final boolean ascending;
    private FastLevel best;
    private int orderCount;

    PriceLadder(final boolean ascending, final ObjectPool<FastLevel> levelPool, final int expectedLevels) {
        this.ascending = ascending;
        this.levelPool = levelPool;
        this.levels = new LongArtMap<>(expectedLevels);
    }

    FastLevel best() {
        return best;
    }

    boolean isEmpty() {
        return best == null;
    }

    int orderCount() {
        return orderCount;
    }

    /** Whether a taker limited to {@code limit} may take a level at {@code price} on this ladder. */
    boolean reaches(final long price, final long limit) {
        return ascending ? price <= limit : price >= limit;
    }

    /** Appends an order at the tail of its price's level, creating the level if needed. */
    void append(final FastOrder order) {
        append(order, null);
    }

    /**
     * As {@link #append(FastOrder)}, with a level of this ladder near the order's price (or null): a new level is
     * then spliced in by walking a few links from the hint instead of searching the tree for its neighbour. A moved
     * order passes where it came from, since most moves are short.
     */
    void append(final FastOrder order, final FastLevel hint) {
        final long key = keyOf(order);
        FastLevel level = levels.get(key);
        if (level == null) {
            level = insertLevel(key, hint);
        }
        order.level = level;
        order.next = null;
        order.prev = level.tail;
        if (level.tail == null) {
            level.head = order;
        } else {
            level.tail.next = order;
        }
        level.tail = order;
        level.count++;
        level.visibleTotal += order.visible;
        level.remainingTotal += order.remaining;
        orderCount++;
    }

    /** Removes an order from its level, dropping the level when it empties. */
    void unlink(final FastOrder order) {
        final FastLevel level = order.level;
        if (order.prev == null) {
            level.head = order.next;
        } else {
            order.prev.next = order.next;
        }
        if (order.next == null) {
            level.tail = order.prev;
        } else {
            order.next.prev = order.prev;
        }
        level.count--;
        level.visibleTotal -= order.visible;
        level.remainingTotal -= order.remaining;
        order.level = null;
        order.prev = null;
        order.next = null;
        orderCount--;
        if (level.count == 0) {
            removeLevel(level);
        }
    }

    /** Sends an order to the tail of its own level (new time priority); totals are unchanged. */
    void moveToTail(final FastOrder order) {
        final FastLevel level = order.level;
        if (level.tail == order) {
            return;
        }
        if (order.prev == null) {
            level.head = order.next;
        } else {
            order.prev.next = order.next;
        }
        order.next.prev = order.prev;
        order.prev = level.tail;
        order.next = null;
        level.tail.next = order;
        level.tail = order;
    }

    private FastLevel insertLevel(final long price, final FastLevel hint) {
        final FastLevel level = levelPool.acquire();
        level.clear();
        level.price = price;
        levels.put(price, level);
        FastLevel better = hint == null ? NOT_FOUND : betterNeighbourNear(hint, price);
        if (better == NOT_FOUND) {
            better = ascending ? levels.lowerValue(price) : levels.higherValue(price);
        }
        if (better == null) {
            level.worse = best;
            if (best != null) {
                best.better = level;
            }
            best = level;
        } else {
            level.better = better;
            level.worse = better.worse;
            if (better.worse != null) {
                better.worse.better = level;
            }
            better.worse = level;
        }
        return level;
    }

    /**
     * The level just better than {@code price}, found by walking at most {@link #HINT_STEPS} links from
     * {@code hint}; null when {@code price} becomes the best; {@link #NOT_FOUND} when the walk is too long.
     */
    private FastLevel betterNeighbourNear(final FastLevel hint, final long price) {
        FastLevel cur = hint;
        if (isBetter(cur.price, price)) {
            for (int i = 0; i < HINT_STEPS; i++) {
                final FastLevel next = cur.worse;
                if (next == null || !isBetter(next.price, price)) {
                    return cur;
                }
                cur = next;
            }
            return NOT_FOUND;
        }
        for (int i = 0; i < HINT_STEPS; i++) {
            cur = cur.better;
            if (cur == null || isBetter(cur.price, price)) {
                return cur;
            }
        }
        return NOT_FOUND;
    }

    private boolean isBetter(final long levelPrice, final long price) {
        return ascending ? levelPrice < price : levelPrice > price;
    }

    private void removeLevel(final FastLevel level) {
        levels.remove(level.price);
        if (level.better == null) {
            best = level.worse;
        } else {
            level.better.worse = level.worse;
        }
        if (level.worse != null) {
            level.worse.better = level.better;
        }
        level.clear();
        levelPool.release(level);
    }

    /** A resting order is keyed by its price, a pending stop by its trigger price. */
    static long keyOf(final FastOrder order) {
        return order.pendingStop ? order.triggerPrice : order.price;
    }

    /** Checks the chain against the tree and each level against its orders. */
    void checkInvariants(final String name) {
        int levelsSeen = 0;
        int ordersSeen = 0;
        FastLevel previous = null;
        for (FastLevel l = best; l != null; l = l.worse) {
            levelsSeen++;
            if (l.better != previous) {
                throw new IllegalStateException(name + ": broken level links at " + l.price);
            }
            if (previous != null && (ascending ? l.price <= previous.price : l.price >= previous.price)) {
                throw new IllegalStateException(name + ": levels out of order at " + l.price);
            }
            if (levels.get(l.price) != l) {
                throw new IllegalStateException(name + ": tree does not map " + l.price + " to its level");
            }
            long visible = 0;
            long remaining = 0;
            int count = 0;
            FastOrder p = null;
            for (FastOrder o = l.head; o != null; o = o.next) {
                if (o.prev != p || o.level != l || keyOf(o) != l.price) {
                    throw new IllegalStateException(name + ": broken order links in level " + l.price);
                }
                visible += o.visible;
                remaining += o.remaining;
                count++;
                p = o;
            }
            if (p != l.tail || count != l.count || visible != l.visibleTotal || remaining != l.remainingTotal
                    || count == 0) {
                throw new IllegalStateException(name + ": level totals wrong at " + l.price);
            }
            ordersSeen += count;
            previous = l;
        }
        if (levelsSeen != levels.size() || ordersSeen != orderCount) {
            throw new IllegalStateException(name + ": counts wrong: levels " + levelsSeen + "/" + levels.size()
                    + ", orders " + ordersSeen + "/" + orderCount);
        }
    }
}
