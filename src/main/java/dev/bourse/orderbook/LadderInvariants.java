package dev.bourse.orderbook;

/**
 * The self-check of a {@link PriceLadder}, apart from the ladder so that the hot class stays small: the chain
 * against the tree, each level against its orders, the idle levels against their bounds and the level cache
 * against the tree. O(levels + orders); for tests and {@code Checks.ENABLED} paths.
 *
 * <p>Thread-safety: the ladder's owning thread.
 */
final class LadderInvariants {
    private LadderInvariants() {
    }

    /**
     * @param ladder the ladder
     * @param name   the ladder's name in messages
     * @throws IllegalStateException describing the first violation found
     */
    static void check(final PriceLadder ladder, final String name) {
        int levelsSeen = 0;
        int idleSeen = 0;
        int ordersSeen = 0;
        FastLevel previous = null;
        if (ladder.best != null && ladder.best.count == 0) {
            throw new IllegalStateException(name + ": the best level " + ladder.best.price + " is idle");
        }
        for (FastLevel l = ladder.best; l != null; l = l.worse) {
            levelsSeen++;
            if (l.count == 0) {
                idleSeen++;
            }
            if (l.better != previous) {
                throw new IllegalStateException(name + ": broken level links at " + l.price);
            }
            if (previous != null && (ladder.ascending ? l.price <= previous.price : l.price >= previous.price)) {
                throw new IllegalStateException(name + ": levels out of order at " + l.price);
            }
            if (ladder.levels.get(l.price) != l) {
                throw new IllegalStateException(name + ": tree does not map " + l.price + " to its level");
            }
            long visible = 0;
            long remaining = 0;
            int count = 0;
            FastOrder p = null;
            for (FastOrder o = l.head; o != null; o = o.next) {
                if (o.prev != p || o.level != l || PriceLadder.keyOf(o) != l.price) {
                    throw new IllegalStateException(name + ": broken order links in level " + l.price);
                }
                visible += o.visible;
                remaining += o.remaining;
                count++;
                p = o;
            }
            if (p != l.tail || count != l.count || visible != l.visibleTotal || remaining != l.remainingTotal) {
                throw new IllegalStateException(name + ": level totals wrong at " + l.price);
            }
            ordersSeen += count;
            previous = l;
        }
        if (levelsSeen != ladder.levels.size() || ordersSeen != ladder.orderCount
                || levelsSeen - idleSeen != ladder.activeLevels) {
            throw new IllegalStateException(name + ": counts wrong: levels " + levelsSeen + "/" + ladder.levels.size()
                    + ", orders " + ordersSeen + "/" + ladder.orderCount + ", active " + (levelsSeen - idleSeen) + "/"
                    + ladder.activeLevels);
        }
        checkIdle(ladder, name, idleSeen);
        for (int slot = 0; slot < ladder.near.length; slot++) {
            final FastLevel cached = ladder.near[slot];
            if (cached != null
                    && (ladder.levels.get(cached.price) != cached || ((int) cached.price & ladder.nearMask) != slot)) {
                throw new IllegalStateException(name + ": level cache slot " + slot + " holds a stale level");
            }
        }
    }

    private static void checkIdle(final PriceLadder ladder, final String name, final int idleSeen) {
        int parked = 0;
        FastLevel older = null;
        for (FastLevel l = ladder.idleOldest; l != null; l = l.idleNewer) {
            if (l.count != 0 || l.idleOlder != older || ladder.levels.get(l.price) != l) {
                throw new IllegalStateException(name + ": broken idle list at " + l.price);
            }
            older = l;
            parked++;
        }
        if (older != ladder.idleNewest || parked != idleSeen || parked != ladder.idleCount) {
            throw new IllegalStateException(name + ": idle levels: " + idleSeen + " in the chain, " + parked
                    + " parked, " + ladder.idleCount + " counted");
        }
        if (ladder.keepIdle ? ladder.idleCount > ladder.idleLimit() : ladder.idleCount != 0) {
            throw new IllegalStateException(name + ": " + ladder.idleCount + " idle levels for " + ladder.activeLevels
                    + " active ones");
        }
    }
}
