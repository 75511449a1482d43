package dev.bourse.orderbook;

import dev.bourse.api.Side;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeSet;

/**
 * The incremental export of one {@link ReferenceOrderBook} ({@link RestorableOrderBook#beginExport}), kept obvious
 * rather than fast: at the cut it lists the prices of every level (O(levels)); a step exports the first listed
 * level of bids, then asks, then the pending stops in acceptance order, leaving a level or the stops half exported
 * when the budget runs out; the book calls {@link #touchLevel} or {@link #touchStops} before it changes a level or
 * the pending stops, which then export what is left of them first. A listed level is unchanged since the cut, so a
 * count of its orders already exported is enough to resume it; likewise the acceptance sequence of the last stop
 * exported.
 *
 * <p>Thread-safety: none; the book's owning thread.
 */
final class ReferenceBookExport {
    private final ReferenceBookSide bids;
    private final ReferenceBookSide asks;
    private final NavigableMap<Long, ReferenceOrder> pendingStops;
    private TreeSet<Long> bidPrices;
    private TreeSet<Long> askPrices;
    private boolean stopsLeft;
    /** Stops with an acceptance sequence up to this one are exported. */
    private long stopsDoneTo;
    private OrderStateVisitor sink;
    /** The flyweight every exported order is copied into. */
    private final OrderState state = new OrderState();
    /** The first listed level of the side being stepped, when half exported: its side, price and orders done. */
    private Side partSide;
    private long partPrice;
    private int partDone;

    ReferenceBookExport(final ReferenceBookSide bids, final ReferenceBookSide asks,
            final NavigableMap<Long, ReferenceOrder> pendingStops) {
        this.bids = bids;
        this.asks = asks;
        this.pendingStops = pendingStops;
    }

    boolean exporting() {
        return sink != null;
    }

    void begin(final OrderStateVisitor visitor) {
        if (sink != null) {
            throw new IllegalStateException("an export is already in progress");
        }
        bidPrices = new TreeSet<>(bids.levels().comparator());
        bidPrices.addAll(bids.levels().keySet());
        askPrices = new TreeSet<>(asks.levels().comparator());
        askPrices.addAll(asks.levels().keySet());
        stopsLeft = true;
        stopsDoneTo = Long.MIN_VALUE;
        partSide = null;
        sink = visitor;
    }

    void abort() {
        sink = null;
    }

    /** Before the level at {@code price} on {@code side} changes (or appears). */
    void touchLevel(final Side side, final long price) {
        if (sink == null || !(side == Side.BID ? bidPrices : askPrices).remove(price)) {
            return;
        }
        final int skip = side == partSide && price == partPrice ? partDone : 0;
        if (skip > 0) {
            partSide = null;
        }
        int k = 0;
        for (final ReferenceOrder o : (side == Side.BID ? bids : asks).levels().get(price)) {
            if (k++ >= skip) {
                export(o);
            }
        }
    }

    /** Before the pending stops change. */
    void touchStops() {
        if (sink == null || !stopsLeft) {
            return;
        }
        stopsLeft = false;
        for (final ReferenceOrder o : pendingStops.tailMap(stopsDoneTo, false).values()) {
            export(o);
        }
    }

    int step(final int budget) {
        int spent = 0;
        while (sink != null && spent < budget) {
            final Side side = !bidPrices.isEmpty() ? Side.BID : !askPrices.isEmpty() ? Side.ASK : null;
            if (side == null) {
                if (stopsLeft) {
                    spent += stepStops(budget - spent);
                }
                if (!stopsLeft) {
                    sink = null;
                }
                continue;
            }
            final TreeSet<Long> prices = side == Side.BID ? bidPrices : askPrices;
            final long price = prices.first();
            final ArrayDeque<ReferenceOrder> level = (side == Side.BID ? bids : asks).levels().get(price);
            final int skip = side == partSide && price == partPrice ? partDone : 0;
            int k = 0;
            for (final ReferenceOrder o : level) {
                if (k >= skip) {
                    if (spent == budget) {
                        partSide = side;
                        partPrice = price;
                        partDone = k;
                        return spent;
                    }
                    export(o);
                    spent++;
                }
                k++;
            }
            prices.pollFirst();
            partSide = null;
        }
        return spent;
    }

    private int stepStops(final int budget) {
        int spent = 0;
        for (final Map.Entry<Long, ReferenceOrder> e : pendingStops.tailMap(stopsDoneTo, false).entrySet()) {
            if (spent == budget) {
                return spent;
            }
            export(e.getValue());
            stopsDoneTo = e.getKey();
            spent++;
        }
        stopsLeft = false;
        return Math.max(spent, 1);
    }

    private void export(final ReferenceOrder o) {
        export(o, state, sink);
    }

    /** The whole book at once ({@link RestorableOrderBook#exportOrders}): bids, asks, then the pending stops. */
    void all(final OrderStateVisitor visitor) {
        for (final ArrayDeque<ReferenceOrder> level : bids.levels().values()) {
            for (final ReferenceOrder order : level) {
                export(order, state, visitor);
            }
        }
        for (final ArrayDeque<ReferenceOrder> level : asks.levels().values()) {
            for (final ReferenceOrder order : level) {
                export(order, state, visitor);
            }
        }
        for (final ReferenceOrder stop : pendingStops.values()) {
            export(stop, state, visitor);
        }
    }

    /** Copies {@code o} into the flyweight {@code into} and hands it to {@code visitor}. */
    static void export(final ReferenceOrder o, final OrderState into, final OrderStateVisitor visitor) {
        visitor.visit(into.from(o));
    }
}
