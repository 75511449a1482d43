package dev.bourse.orderbook;

/**
 * The incremental export of one {@link FastOrderBook} ({@link RestorableOrderBook#beginExport}): a cursor that walks
 * the levels of the four ladders (bids, asks, stops on rise, stops on fall) in bounded steps, and the copy-on-touch
 * of a level that a command is about to change.
 *
 * <p>Epochs: {@link #beginExport} increments {@link #epoch}, so every level that exists at the cut has a
 * {@link FastLevel#stamp} that differs from it; a level created later is stamped with it at once. A ladder calls
 * {@link #exportRest} before it changes a level whose stamp differs (one compare per change: when no export is in
 * progress every stamp equals the epoch), and this class exports the level's orders as they were at the cut and
 * stamps it. The step walks the ladders' chains, exports the levels still unstamped, passes the others, and keeps
 * its place between steps by price (never by a level reference, since a level may be dropped and pooled between
 * two steps), plus the next order of a level it left half exported: such a level is unstamped, so unchanged, so
 * that order is still in it.
 *
 * <p>Exported order: per level, orders in time priority (stop buckets in their trigger FIFO); levels in chain order
 * except those a command touched first, which come when touched. A restore appends each order at the tail of its
 * level or bucket, so it rebuilds the same book whatever the order of the levels.
 *
 * <p>Thread-safety: none; the book's owning thread.
 */
final class FastBookExport {
    private static final int LADDERS = 4;
    /** The current epoch; each ladder holds a copy ({@link PriceLadder#epoch}) that its hook compares with. */
    int epoch;
    private final PriceLadder[] ladders = new PriceLadder[LADDERS];
    private OrderStateVisitor sink;
    /** Index of the ladder the cursor is in; {@link #LADDERS} when the walk is over. */
    private int ladder = LADDERS;
    /** Whether the cursor has passed at least one level of its ladder ({@link #price} is meaningful). */
    private boolean started;
    /** Price of the last level the cursor reached in its ladder. */
    private long price;
    /** The level the cursor left half exported, and its next order to export; null when none. */
    private FastLevel partLevel;
    private FastOrder partOrder;

    /** Wires the ladders, in walk order. */
    void ladders(final PriceLadder bids, final PriceLadder asks, final PriceLadder stopsOnRise,
            final PriceLadder stopsOnFall) {
        ladders[0] = bids;
        ladders[1] = asks;
        ladders[2] = stopsOnRise;
        ladders[3] = stopsOnFall;
    }

    /** @return whether an export is in progress */
    boolean exporting() {
        return sink != null;
    }

    void beginExport(final OrderStateVisitor visitor) {
        if (sink != null) {
            throw new IllegalStateException("an export is already in progress");
        }
        epoch++;
        for (final PriceLadder l : ladders) {
            l.epoch = epoch;
        }
        sink = visitor;
        ladder = 0;
        started = false;
        partLevel = null;
        partOrder = null;
    }

    /** Drops the export in progress; levels left unstamped are stamped, without exporting, when next touched. */
    void abortExport() {
        sink = null;
        ladder = LADDERS;
        partLevel = null;
        partOrder = null;
    }

    /**
     * Copy-on-touch: exports what the level held at the cut and has not been exported, then stamps it. Called by a
     * ladder just before it changes a level whose stamp is not the epoch.
     */
    void exportRest(final FastLevel level) {
        level.stamp = epoch;
        if (sink == null) {
            return;
        }
        FastOrder o = level.head;
        if (level == partLevel) {
            o = partOrder;
            partLevel = null;
            partOrder = null;
        }
        for (; o != null; o = o.next) {
            export(o, sink);
        }
    }

    /**
     * Exports at most {@code budget} orders, walking on from where the last step stopped.
     *
     * @param budget orders plus levels passed without exporting, &gt; 0
     * @return the units spent, at most {@code budget}
     */
    int step(final int budget) {
        int spent = 0;
        while (sink != null && ladder < LADDERS && spent < budget) {
            final PriceLadder ladderNow = ladders[ladder];
            FastLevel l;
            FastOrder from = null;
            if (partLevel != null) {
                l = partLevel;
                from = partOrder;
                partLevel = null;
                partOrder = null;
            } else {
                l = started ? ladderNow.after(price) : ladderNow.best();
            }
            while (l != null && spent < budget) {
                started = true;
                price = l.price;
                if (l.stamp == epoch || l.count == 0) {
                    l.stamp = epoch;
                    spent++;
                    l = l.worse;
                    continue;
                }
                FastOrder o = from == null ? l.head : from;
                from = null;
                while (o != null && spent < budget) {
                    export(o, sink);
                    spent++;
                    o = o.next;
                }
                if (o != null) {
                    partLevel = l;
                    partOrder = o;
                    return spent;
                }
                l.stamp = epoch;
                l = l.worse;
            }
            if (l == null) {
                ladder++;
                started = false;
            }
        }
        if (ladder == LADDERS) {
            sink = null;
        }
        return spent;
    }

    static void export(final FastOrder o, final OrderStateVisitor visitor) {
        visitor.visit(o.orderId, o.uid, o.side, o.type, o.stpMode, o.price, o.remaining, o.visible, o.display,
                o.triggerPrice, o.expireAt, o.seq, o.timestamp, o.pendingStop);
    }
}
