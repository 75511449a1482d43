package dev.bourse.orderbook;

import dev.bourse.orderbook.art.LongArtMap;

/**
 * One side of the fast book, or one group of pending stops: levels found by price through an adaptive radix tree
 * and chained best to worst, so the best level is O(1), walking the book is pointer chasing, and a new level is
 * spliced next to its nearest better neighbour in O(tree depth).
 *
 * <p>Ascending ladders (asks, and stops that trigger on a rise) have their lowest price best; descending ladders
 * (bids, and stops that trigger on a fall) their highest.
 *
 * <h2>Idle levels</h2>
 * A ladder built to keep idle levels (the two sides of the book; never the stop ladders) does not drop a level
 * that empties behind the best one: the level stays in the tree and in the chain, with no order, and is parked
 * on a FIFO of idle levels. An order that later arrives at that price reuses it with one tree lookup, so the
 * common move, which empties one level and fills a nearby one, costs no tree insertion or removal. Idle levels
 * are invisible outside this class and the few walks that skip them ({@code count == 0}): they never match,
 * never show in L2, the state hash or exports. The bounds:
 * <ul>
 *   <li>the best level is never idle: a best level that empties is dropped at once, together with any idle
 *       levels the best then moves past, so {@link #best()} is always a level with orders (or null);</li>
 *   <li>at most {@code max(minIdle, }{@value #IDLE_PER_ACTIVE}{@code  × active levels)} levels are idle
 *       ({@code minIdle} is {@link #MIN_IDLE} in production); past that the level idle longest is dropped, so
 *       the tree holds at most {@value #IDLE_PER_ACTIVE} + 1 times the active levels plus a constant, whatever
 *       the history, and a walk over {@code d} active levels passes at most that many idle ones.</li>
 * </ul>
 */
final class PriceLadder {
    /** Links a hinted insertion may walk before it falls back to the tree. */
    private static final int HINT_STEPS = 8;
    /** Idle levels a ladder may always keep, however few levels are active. */
    static final int MIN_IDLE = 64;
    /** The {@code minIdle} of a ladder that keeps no idle level. */
    static final int NO_IDLE = -1;
    /** Idle levels a ladder may keep per active level. */
    static final int IDLE_PER_ACTIVE = 3;
    /** Fewest slots of the level cache (a power of two). */
    private static final int MIN_NEAR_SLOTS = 8;
    /** The level cache grows while it has fewer than this many slots per level in the tree. */
    private static final int NEAR_SLOTS_PER_LEVEL = 4;
    /** Most slots of the level cache (a power of two): 16 KiB of references, a wide band of ticks. */
    private static final int MAX_NEAR_SLOTS = 4096;
    /** Marks a hinted walk that gave up. */
    private static final FastLevel NOT_FOUND = new FastLevel();
    final LongArtMap<FastLevel> levels;
    /**
     * A direct-mapped cache in front of {@link #levels}: slot {@code price & nearMask} may hold the level at that
     * price, so most lookups of a clustered book are one array read. A level leaves its slot when it leaves the
     * ladder, so the cache never holds a level of another ladder or a pooled one. It starts small and doubles (up to
     * {@link #MAX_NEAR_SLOTS}) as the tree passes a quarter of its slots, so a shallow book keeps a small cache.
     */
    FastLevel[] near;
    int nearMask;
    private final ObjectPool<FastLevel> levelPool;
    final boolean ascending;
    final boolean keepIdle;
    private final int minIdle;
    FastLevel best;
    int orderCount;
    /** Levels holding at least one order. */
    int activeLevels;
    int idleCount;
    /** The level idle longest: the next to be dropped. */
    FastLevel idleOldest;
    FastLevel idleNewest;
    /** The book's incremental export: told before a level of the cut changes (see {@link #touch}). */
    private final FastBookExport export;
    /**
     * Whether the book's export is in progress, set by the export ({@link FastBookExport}): the hook's only test
     * when none is, a field of the ladder it is already using.
     */
    boolean exporting;
    /** This ladder's place in the export's walk, set by the export. */
    int exportSlot;

    /**
     * @param ascending      whether the lowest price is best
     * @param levelPool      where levels come from and go back to, shared by the ladders of one book
     * @param expectedLevels levels to preallocate tree nodes and cache slots for, 0 or more (0: nothing until the
     *                       first level)
     * @param minIdle        idle levels always allowed (see the class comment), 0 or more, or {@link #NO_IDLE} to
     *                       drop every level as it empties
     */
    PriceLadder(final boolean ascending, final ObjectPool<FastLevel> levelPool, final int expectedLevels,
            final int minIdle) {
        this(ascending, levelPool, expectedLevels, minIdle, new FastBookExport());
    }

    /**
     * As {@link #PriceLadder(boolean, ObjectPool, int, int)}, for a book whose export tracks this ladder.
     *
     * @param export the book's export, shared by its ladders
     */
    PriceLadder(final boolean ascending, final ObjectPool<FastLevel> levelPool, final int expectedLevels,
            final int minIdle, final FastBookExport export) {
        this.export = export;
        this.ascending = ascending;
        this.levelPool = levelPool;
        this.keepIdle = minIdle >= 0;
        this.minIdle = minIdle;
        this.levels = new LongArtMap<>(keepIdle ? 2 * expectedLevels : expectedLevels);
        final int slots = Math.max(MIN_NEAR_SLOTS, Math.min(MAX_NEAR_SLOTS, Integer.highestOneBit(expectedLevels) * 2));
        this.near = new FastLevel[slots];
        this.nearMask = slots - 1;
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

    /** @return levels with at least one order */
    int activeLevels() {
        return activeLevels;
    }

    /** @return levels kept empty for reuse, 0 for a ladder that keeps none */
    int idleLevels() {
        return idleCount;
    }

    /**
     * Copy-on-touch hook: call before changing a level or one of its orders. One predictable branch when no export
     * is in progress; otherwise a level of the cut not exported yet is exported first, as it is
     * ({@link FastBookExport#touched}).
     */
    void touch(final FastLevel level) {
        if (exporting) {
            export.touched(exportSlot, level);
        }
    }

    /** @return the level just worse than {@code price} (idle or not), or null */
    FastLevel after(final long price) {
        return ascending ? levels.higherValue(price) : levels.lowerValue(price);
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
        append(order, hint, null);
    }

    /**
     * As {@link #append(FastOrder, FastLevel)}, with what {@link #cachedLevel(long)} returned for the order's price
     * a moment ago (or null), so the level need not be looked up again; it is checked to be still in the cache.
     */
    void append(final FastOrder order, final FastLevel hint, final FastLevel known) {
        final long key = keyOf(order);
        FastLevel level = known != null && known.price == key && near[(int) key & nearMask] == known
                ? known : find(key);
        if (level == null) {
            level = insertLevel(key, hint);
            activeLevels++;
        } else {
            touch(level);
            if (level.count == 0) {
                unpark(level);
                activeLevels++;
            }
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

    /**
     * Removes an order from its level. A level it leaves empty is dropped, or kept idle (see the class comment).
     *
     * @return a level of this ladder near the order's old price, a hint for {@link #append(FastOrder, FastLevel)}
     *     (its old level if that is still in the ladder), or null when the ladder has no level left
     */
    FastLevel unlink(final FastOrder order) {
        final FastLevel level = order.level;
        touch(level);
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
        if (level.count > 0) {
            return level;
        }
        activeLevels--;
        final FastLevel hint;
        if (level == best) {
            dropEmptyBest();
            hint = best;
        } else if (keepIdle) {
            park(level);
            hint = level;
        } else {
            hint = level.worse != null ? level.worse : level.better;
            removeLevel(level);
        }
        final int idleLimit = idleLimit();
        while (idleCount > idleLimit) {
            final FastLevel oldest = idleOldest;
            unpark(oldest);
            removeLevel(oldest);
        }
        return hint;
    }

    /** @return how many idle levels the ladder may keep now */
    int idleLimit() {
        return Math.max(minIdle, IDLE_PER_ACTIVE * activeLevels);
    }

    /** Drops the emptied best level and the idle levels behind it, so that the best level has orders again. */
    private void dropEmptyBest() {
        removeLevel(best);
        while (best != null && best.count == 0) {
            final FastLevel idle = best;
            unpark(idle);
            removeLevel(idle);
        }
    }

    /** Puts an emptied level at the newest end of the idle FIFO. */
    private void park(final FastLevel level) {
        level.idleOlder = idleNewest;
        level.idleNewer = null;
        if (idleNewest == null) {
            idleOldest = level;
        } else {
            idleNewest.idleNewer = level;
        }
        idleNewest = level;
        idleCount++;
    }

    /** Takes an idle level off the idle FIFO, to reuse or to drop it. */
    private void unpark(final FastLevel level) {
        if (level.idleOlder == null) {
            idleOldest = level.idleNewer;
        } else {
            level.idleOlder.idleNewer = level.idleNewer;
        }
        if (level.idleNewer == null) {
            idleNewest = level.idleOlder;
        } else {
            level.idleNewer.idleOlder = level.idleOlder;
        }
        level.idleOlder = null;
        level.idleNewer = null;
        idleCount--;
    }

    /** Sends an order to the tail of its own level (new time priority); totals are unchanged. */
    void moveToTail(final FastOrder order) {
        final FastLevel level = order.level;
        touch(level);
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

    /**
     * @return the level at {@code price} if the level cache holds it, else null (it may still exist); one array
     *     read, no tree search
     */
    FastLevel cachedLevel(final long price) {
        final FastLevel cached = near[(int) price & nearMask];
        return cached != null && cached.price == price ? cached : null;
    }

    /** @return the level at {@code price}, idle or not, or null */
    private FastLevel find(final long price) {
        final int slot = (int) price & nearMask;
        final FastLevel cached = near[slot];
        if (cached != null && cached.price == price) {
            return cached;
        }
        final FastLevel level = levels.get(price);
        if (level != null) {
            near[slot] = level;
        }
        return level;
    }

    private FastLevel insertLevel(final long price, final FastLevel hint) {
        final FastLevel level = levelPool.acquire();
        level.clear();
        level.price = price;
        if (exporting) {
            export.created(exportSlot, price);
        }
        levels.put(price, level);
        if (levels.size() * NEAR_SLOTS_PER_LEVEL > near.length && near.length < MAX_NEAR_SLOTS) {
            growNear();
        }
        near[(int) price & nearMask] = level;
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
     * Doubles the level cache and fills it from the chain (every level of the tree is in it): a new high-water mark of
     * levels, so it allocates, as the tree does then.
     */
    private void growNear() {
        near = new FastLevel[near.length * 2];
        nearMask = near.length - 1;
        for (FastLevel l = best; l != null; l = l.worse) {
            near[(int) l.price & nearMask] = l;
        }
    }

    /**
     * @return what this ladder holds on to besides its levels' orders, counted deterministically: the tree's leaves
     *     and node slots, the cache's slots and the idle levels
     */
    long allocatedSlots() {
        return levels.allocatedSlots() + near.length + idleCount;
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
        final int slot = (int) level.price & nearMask;
        if (near[slot] == level) {
            near[slot] = null;
        }
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

    /** Checks the chain against the tree, each level against its orders and the idle levels against their bounds. */
    void checkInvariants(final String name) {
        LadderInvariants.check(this, name);
    }
}
