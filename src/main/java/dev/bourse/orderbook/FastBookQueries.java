package dev.bourse.orderbook;

import dev.bourse.common.LongObjectMap;
import dev.bourse.common.StateHash;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The read-only side of the fast book: L2, listings, the state hash (rule 17) and the invariant walk (rule 18).
 * Kept apart from the command path so each class has one job. Idle levels (no orders) are skipped everywhere.
 */
final class FastBookQueries {
    private final PriceLadder bids;
    private final PriceLadder asks;
    private final PriceLadder stopsOnRise;
    private final PriceLadder stopsOnFall;
    private final OrderIndex index;
    private final LongObjectMap<FastUser> users;
    private final ExpiryHeap expiries;
    /** The flyweight {@link #exportOrders} copies every order into. */
    private final OrderState state = new OrderState();

    FastBookQueries(final PriceLadder bids, final PriceLadder asks, final PriceLadder stopsOnRise,
            final PriceLadder stopsOnFall, final OrderIndex index, final LongObjectMap<FastUser> users,
            final ExpiryHeap expiries) {
        this.bids = bids;
        this.asks = asks;
        this.stopsOnRise = stopsOnRise;
        this.stopsOnFall = stopsOnFall;
        this.index = index;
        this.users = users;
        this.expiries = expiries;
    }

    /**
     * What the book holds on to besides its live orders, counted deterministically (no heap measurement) so that
     * tests can hold it to a bound: the slots of its index, user table and expiry heap, and per ladder the tree's
     * leaves and node slots, the level cache's slots and the idle levels. Objects in a {@link BookPools} are not
     * counted: with a shared pool they are the shard's. Cold path.
     */
    long allocatedSlots() {
        return index.capacity() + users.capacity() + expiries.capacity() + bids.allocatedSlots()
                + asks.allocatedSlots() + stopsOnRise.allocatedSlots() + stopsOnFall.allocatedSlots();
    }

    /**
     * Rule 16 as of {@code asOf}. While no resting order is due the level totals are exact and each level costs
     * O(1); otherwise each level written is summed over its orders without the due ones.
     */
    void fillL2(final int depth, final long asOf, final L2Snapshot out) {
        final int d = Math.max(0, depth);
        out.clear(d);
        final boolean due = expiries.earliest() <= asOf;
        fillSide(asks, true, d, due ? asOf : Long.MIN_VALUE, out);
        fillSide(bids, false, d, due ? asOf : Long.MIN_VALUE, out);
    }

    /** One side; {@code asOf} is {@link Long#MIN_VALUE} when nothing is due, which keeps every level O(1). */
    private static void fillSide(final PriceLadder ladder, final boolean ask, final int depth, final long asOf,
            final L2Snapshot out) {
        final boolean due = asOf != Long.MIN_VALUE;
        int n = 0;
        for (FastLevel l = ladder.best(); l != null && n < depth; l = l.worse) {
            long visible = l.visibleTotal;
            int count = l.count;
            if (due) {
                visible = 0;
                count = 0;
                for (FastOrder o = l.head; o != null; o = o.next) {
                    if (o.expireAt == 0 || o.expireAt > asOf) {
                        visible += o.visible;
                        count++;
                    }
                }
            }
            if (count > 0) {
                if (ask) {
                    out.addAsk(l.price, visible, count);
                } else {
                    out.addBid(l.price, visible, count);
                }
                n++;
            }
        }
    }

    static void visit(final FastOrder o, final OrderVisitor visitor) {
        visitor.visit(o.orderId, o.uid, o.side, o.type, o.price, o.remaining, o.visible,
                o.pendingStop ? o.triggerPrice : 0, o.pendingStop, o.timestamp);
    }

    void forEachOrder(final OrderVisitor visitor) {
        for (FastLevel l = bids.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                visit(o, visitor);
            }
        }
        for (FastLevel l = asks.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                visit(o, visitor);
            }
        }
        for (FastOrder o : stopsBySequence()) {
            visit(o, visitor);
        }
    }

    /** Full-state export for snapshots: bids, asks (each in priority order), then stops by acceptance. */
    void exportOrders(final OrderStateVisitor visitor) {
        for (FastLevel l = bids.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                export(o, visitor);
            }
        }
        for (FastLevel l = asks.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                export(o, visitor);
            }
        }
        for (FastOrder o : stopsBySequence()) {
            export(o, visitor);
        }
    }

    private void export(final FastOrder o, final OrderStateVisitor visitor) {
        FastBookExport.export(o, state, visitor);
    }

    private List<FastOrder> stopsBySequence() {
        final List<FastOrder> stops = new ArrayList<>();
        collect(stopsOnRise, stops);
        collect(stopsOnFall, stops);
        stops.sort(Comparator.comparingLong(o -> o.seq));
        return stops;
    }

    private static void collect(final PriceLadder ladder, final List<FastOrder> into) {
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                into.add(o);
            }
        }
    }

    long stateHash(final long lastTradePrice, final long acceptCounter) {
        long h = StateHash.add(StateHash.SEED, lastTradePrice);
        h = StateHash.add(h, acceptCounter);
        h = hashSide(h, bids);
        h = hashSide(h, asks);
        h = StateHash.add(h, stopsOnRise.orderCount() + stopsOnFall.orderCount());
        return StateHash.add(h, stopSum(stopsOnRise) + stopSum(stopsOnFall));
    }

    private static long hashSide(final long start, final PriceLadder ladder) {
        long h = start;
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            if (l.count == 0) {
                continue;
            }
            h = StateHash.add(h, l.price);
            h = StateHash.add(h, l.count);
            for (FastOrder o = l.head; o != null; o = o.next) {
                h = StateHash.add(h, o.orderId);
                h = StateHash.add(h, o.uid);
                h = StateHash.add(h, o.remaining);
                h = StateHash.add(h, o.visible);
                h = StateHash.add(h, o.display);
                h = StateHash.add(h, o.type.ordinal());
                h = StateHash.add(h, o.stpMode.ordinal());
                h = StateHash.add(h, o.expireAt);
                h = StateHash.add(h, o.seq);
                h = StateHash.add(h, o.timestamp);
            }
        }
        return h;
    }

    private static long stopSum(final PriceLadder ladder) {
        long sum = 0;
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                long e = StateHash.add(StateHash.SEED, o.orderId);
                e = StateHash.add(e, o.uid);
                e = StateHash.add(e, o.side.ordinal());
                e = StateHash.add(e, o.type.ordinal());
                e = StateHash.add(e, o.price);
                e = StateHash.add(e, o.remaining);
                e = StateHash.add(e, o.triggerPrice);
                e = StateHash.add(e, o.stpMode.ordinal());
                e = StateHash.add(e, o.seq);
                e = StateHash.add(e, o.timestamp);
                sum += StateHash.mix(e);
            }
        }
        return sum;
    }

    void checkInvariants() {
        bids.checkInvariants("bids");
        asks.checkInvariants("asks");
        stopsOnRise.checkInvariants("stops on rise");
        stopsOnFall.checkInvariants("stops on fall");
        expiries.checkInvariants();
        if (bids.best() != null && asks.best() != null && bids.best().price >= asks.best().price) {
            throw new IllegalStateException("crossed book at rest: bid " + bids.best().price + " >= ask "
                    + asks.best().price);
        }
        checkRestingOrders(bids);
        checkRestingOrders(asks);
        checkStops(stopsOnRise);
        checkStops(stopsOnFall);
        final int live = bids.orderCount() + asks.orderCount() + stopsOnRise.orderCount() + stopsOnFall.orderCount();
        if (index.size() != live) {
            throw new IllegalStateException("index holds " + index.size() + " orders, book holds " + live);
        }
        final int[] listed = new int[1];
        users.forEach((uid, user) -> listed[0] += checkUser(uid, user));
        if (listed[0] != live) {
            throw new IllegalStateException("user lists hold " + listed[0] + " orders, book holds " + live);
        }
    }

    private void checkRestingOrders(final PriceLadder ladder) {
        int gtd = 0;
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                if (o.pendingStop || !o.live || index.get(o.orderId) != o) {
                    throw new IllegalStateException("resting order " + o.orderId + " not indexed as live");
                }
                if (o.visible <= 0 || o.visible > o.remaining || (o.display == 0 && o.visible != o.remaining)
                        || (o.display > 0 && o.visible > o.display)) {
                    throw new IllegalStateException("order " + o.orderId + " has visible " + o.visible
                            + " of remaining " + o.remaining + " with display " + o.display);
                }
                if ((o.heapIndex >= 0) != (o.expireAt != 0)) {
                    throw new IllegalStateException("order " + o.orderId + " expiry tracking wrong");
                }
                if (o.expireAt != 0) {
                    gtd++;
                }
            }
        }
        if (ladder == asks && gtd + countGtd(bids) != expiries.size()) {
            throw new IllegalStateException("expiry heap size " + expiries.size() + " != resting GTD orders");
        }
    }

    private static int countGtd(final PriceLadder ladder) {
        int n = 0;
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                if (o.expireAt != 0) {
                    n++;
                }
            }
        }
        return n;
    }

    private void checkStops(final PriceLadder ladder) {
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            for (FastOrder o = l.head; o != null; o = o.next) {
                if (!o.pendingStop || !o.live || o.visible != 0 || index.get(o.orderId) != o || !o.type.isStop()) {
                    throw new IllegalStateException("pending stop " + o.orderId + " inconsistent");
                }
            }
        }
    }

    private int checkUser(final long uid, final FastUser user) {
        int n = 0;
        long lastSeq = 0;
        FastOrder prev = null;
        for (FastOrder o = user.head; o != null; o = o.userNext) {
            if (o.uid != uid || o.user != user || o.userPrev != prev || !o.live || o.seq <= lastSeq) {
                throw new IllegalStateException("user list of " + uid + " broken at order " + o.orderId);
            }
            lastSeq = o.seq;
            prev = o;
            n++;
        }
        if (n != user.count || n == 0 || prev != user.tail) {
            throw new IllegalStateException("user list of " + uid + " has wrong count or tail");
        }
        return n;
    }
}
