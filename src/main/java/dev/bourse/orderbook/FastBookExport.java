package dev.bourse.orderbook;

import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;

/**
 * The incremental export of one {@link FastOrderBook} ({@link RestorableOrderBook#beginExport}): a cursor that walks
 * the levels of the four ladders (bids, asks, stops on rise, stops on fall) in bounded steps, and the copy-on-touch
 * of a level that a command is about to change.
 *
 * <p>While an export runs, each ladder's {@link PriceLadder#exporting} flag is set and this class keeps, per ladder,
 * the prices whose level holds nothing of the cut left to export: exported ones, and those created after the cut
 * ({@link #created}). A ladder calls {@link #touched} before it changes a level; a level whose price is not in the
 * set is exported first, as it was at the cut (it cannot have changed: this is its first change), and its price goes
 * in. When no export runs, the hook costs the ladder one test of its flag, and levels carry nothing extra. The step
 * walks the ladders' chains, exports the levels not in the sets, passes the others, and keeps its place between
 * steps by price (never by a level reference, since a level may be dropped and pooled between two steps), plus the
 * next order of a level it left half exported: such a level is unchanged, so that order is still in it.
 *
 * <p>Exported order: per level, orders in time priority (stop buckets in their trigger FIFO); levels in chain order
 * except those a command touched first, which come when touched. A restore appends each order at the tail of its
 * level or bucket, so it rebuilds the same book whatever the order of the levels.
 *
 * <p>Thread-safety: none; the book's owning thread.
 */
final class FastBookExport {
    private static final int LADDERS = 4;
    private final PriceLadder[] ladders = new PriceLadder[LADDERS];
    /**
     * Per ladder: prices whose level has nothing of the cut left to export; null outside an export, so that an idle
     * book (most of a venue's books at any moment) keeps no set.
     */
    private final LongHashSet[] done = new LongHashSet[LADDERS];
    private OrderStateVisitor sink;
    /** The flyweight every exported order is copied into. */
    private final OrderState state = new OrderState();
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
        for (int i = 0; i < LADDERS; i++) {
            ladders[i].exportSlot = i;
        }
    }

    /** @return whether an export is in progress */
    boolean exporting() {
        return sink != null;
    }

    void beginExport(final OrderStateVisitor visitor) {
        if (sink != null) {
            throw new IllegalStateException("an export is already in progress");
        }
        // The sets are made when a ladder is first touched or stepped, not here: a cut begins every book's export at
        // once, and 100,000 books times four sets made it stall for a quarter of a second.
        for (int i = 0; i < LADDERS; i++) {
            done[i] = null;
        }
        sink = visitor;
        ladder = 0;
        started = false;
        partLevel = null;
        partOrder = null;
        flag(true);
    }

    /** Drops the export in progress, if any. */
    void abortExport() {
        end();
    }

    private void end() {
        sink = null;
        ladder = LADDERS;
        partLevel = null;
        partOrder = null;
        flag(false);
        for (int i = 0; i < LADDERS; i++) {
            done[i] = null;
        }
    }

    private void flag(final boolean on) {
        for (final PriceLadder l : ladders) {
            if (l != null) {
                l.exporting = on;
            }
        }
    }

    /** @return the prices of ladder {@code slot} whose cut contents are exported (or had none), made on first use */
    private LongHashSet done(final int slot) {
        LongHashSet set = done[slot];
        if (set == null) {
            set = new LongHashSet();
            done[slot] = set;
        }
        return set;
    }

    /** A level appeared at {@code levelPrice} in ladder {@code slot} during the export: nothing of the cut in it. */
    void created(final int slot, final long levelPrice) {
        done(slot).add(levelPrice);
    }

    /**
     * Copy-on-touch: before ladder {@code slot} changes {@code level}, exports what the level held at the cut and has
     * not been exported, if anything.
     */
    void touched(final int slot, final FastLevel level) {
        if (!done(slot).add(level.price)) {
            return;
        }
        FastOrder o = level.head;
        if (level == partLevel) {
            o = partOrder;
            partLevel = null;
            partOrder = null;
        }
        for (; o != null; o = o.next) {
            export(o, state, sink);
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
                if (l.count == 0 || done(ladder).contains(l.price)) {
                    spent++;
                    l = l.worse;
                    continue;
                }
                FastOrder o = from == null ? l.head : from;
                from = null;
                while (o != null && spent < budget) {
                    export(o, state, sink);
                    spent++;
                    o = o.next;
                }
                if (o != null) {
                    partLevel = l;
                    partOrder = o;
                    return spent;
                }
                done(ladder).add(l.price);
                l = l.worse;
            }
            if (l == null) {
                ladder++;
                started = false;
            }
        }
        if (sink != null && ladder == LADDERS) {
            end();
        }
        return spent;
    }

    /** Copies {@code o} into the flyweight {@code into} and hands it to {@code visitor}. */
    static void export(final FastOrder o, final OrderState into, final OrderStateVisitor visitor) {
        visitor.visit(into.from(o));
    }
}
