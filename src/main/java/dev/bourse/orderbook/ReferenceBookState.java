package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.common.StateHash;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a {@link ReferenceOrderBook} holds and everything that reads it or maintains its indexes without matching: the
 * two sides, the pending stops, the id, user and GTD indexes, the counters; the queries, the state hash, the invariant
 * checks, the snapshot export and restore, and the small index and removal steps its commands share. The commands
 * and the matching rules are in {@link ReferenceOrderBook}, its one subclass.
 *
 * <p>Thread-safety: none; one thread owns a book.
 */
abstract sealed class ReferenceBookState implements RestorableOrderBook permits ReferenceOrderBook {
    final ReferenceBookSide bids = new ReferenceBookSide(Side.BID);
    final ReferenceBookSide asks = new ReferenceBookSide(Side.ASK);
    final TreeMap<Long, ReferenceOrder> pendingStops = new TreeMap<>();
    final HashMap<Long, ReferenceOrder> ordersById = new HashMap<>();
    /** Live GTD orders by acceptance sequence, so that expiry looks at them only. */
    final TreeMap<Long, ReferenceOrder> goodTillDate = new TreeMap<>();
    final HashMap<Long, TreeMap<Long, ReferenceOrder>> ordersByUser = new HashMap<>();
    long acceptanceCounter;
    long lastTradePrice;
    final ReferenceBookExport export = new ReferenceBookExport(bids, asks, pendingStops);

    @Override
    public final long lastTradePrice() {
        return lastTradePrice;
    }

    @Override
    public final long bestBidPrice() {
        return bids.bestPrice();
    }

    @Override
    public final long bestAskPrice() {
        return asks.bestPrice();
    }

    @Override
    public final int restingOrderCount() {
        return ordersById.size() - pendingStops.size();
    }

    @Override
    public final int pendingStopCount() {
        return pendingStops.size();
    }

    @Override
    public final void forEachOrder(final long uid, final OrderVisitor visitor) {
        final TreeMap<Long, ReferenceOrder> own = ordersByUser.get(uid);
        if (own != null) {
            for (final ReferenceOrder order : own.values()) {
                visit(order, visitor);
            }
        }
    }

    @Override
    public final void forEachOrderState(final long uid, final OrderStateVisitor visitor) {
        final TreeMap<Long, ReferenceOrder> own = ordersByUser.get(uid);
        if (own != null) {
            final OrderState state = new OrderState();
            for (final ReferenceOrder order : own.values()) {
                ReferenceBookExport.export(order, state, visitor);
            }
        }
    }

    @Override
    public final void forEachOrder(final OrderVisitor visitor) {
        for (final ArrayDeque<ReferenceOrder> level : bids.levels().values()) {
            for (final ReferenceOrder order : level) {
                visit(order, visitor);
            }
        }
        for (final ArrayDeque<ReferenceOrder> level : asks.levels().values()) {
            for (final ReferenceOrder order : level) {
                visit(order, visitor);
            }
        }
        for (final ReferenceOrder stop : pendingStops.values()) {
            visit(stop, visitor);
        }
    }

    /**
     * The digest of rule 17. A pending stop contributes {@code StateHash.mix(f)} where {@code f} folds its ten
     * fields with {@link StateHash#add(long, long)} starting from {@link StateHash#SEED}; the acceptance counter is
     * the last sequence given out (0 before the first accepted place).
     *
     * @return the digest
     */
    @Override
    public final long stateHash() {
        long hash = StateHash.SEED;
        hash = StateHash.add(hash, lastTradePrice);
        hash = StateHash.add(hash, acceptanceCounter);
        hash = bids.hash(hash);
        hash = asks.hash(hash);
        long stopSum = 0;
        for (final ReferenceOrder stop : pendingStops.values()) {
            long fields = StateHash.SEED;
            fields = StateHash.add(fields, stop.id);
            fields = StateHash.add(fields, stop.uid);
            fields = StateHash.add(fields, stop.side.ordinal());
            fields = StateHash.add(fields, stop.type.ordinal());
            fields = StateHash.add(fields, stop.price);
            fields = StateHash.add(fields, stop.remaining);
            fields = StateHash.add(fields, stop.trigger);
            fields = StateHash.add(fields, stop.stpMode.ordinal());
            fields = StateHash.add(fields, stop.sequence);
            fields = StateHash.add(fields, stop.timestamp);
            stopSum += StateHash.mix(fields);
        }
        hash = StateHash.add(hash, pendingStops.size());
        return StateHash.add(hash, stopSum);
    }

    @Override
    public final void checkInvariants() {
        final int resting = bids.check(ordersById) + asks.check(ordersById);
        if (!bids.isEmpty() && !asks.isEmpty() && bids.bestPrice() >= asks.bestPrice()) {
            fail("crossed book: best bid " + bids.bestPrice() + " >= best ask " + asks.bestPrice());
        }
        for (final Map.Entry<Long, ReferenceOrder> entry : pendingStops.entrySet()) {
            final ReferenceOrder stop = entry.getValue();
            if (!stop.pending || !stop.type.isStop() || stop.sequence != entry.getKey()) {
                fail("malformed pending stop " + stop);
            }
            if (stop.remaining <= 0 || stop.visible != 0) {
                fail("pending stop with bad sizes " + stop);
            }
            if (ordersById.get(stop.id) != stop) {
                fail("pending stop missing from the id index " + stop);
            }
        }
        for (final Map.Entry<Long, ReferenceOrder> entry : ordersById.entrySet()) {
            if (entry.getValue().id != entry.getKey()) {
                fail("id index maps " + entry.getKey() + " to " + entry.getValue());
            }
        }
        if (ordersById.size() != resting + pendingStops.size()) {
            fail("id index holds " + ordersById.size() + " orders, book holds " + resting + " resting and "
                    + pendingStops.size() + " pending stops");
        }
        int listed = 0;
        for (final Map.Entry<Long, TreeMap<Long, ReferenceOrder>> user : ordersByUser.entrySet()) {
            if (user.getValue().isEmpty()) {
                fail("empty per-user listing for uid " + user.getKey());
            }
            for (final Map.Entry<Long, ReferenceOrder> entry : user.getValue().entrySet()) {
                final ReferenceOrder order = entry.getValue();
                if (order.uid != user.getKey() || order.sequence != entry.getKey()
                        || ordersById.get(order.id) != order) {
                    fail("per-user listing of uid " + user.getKey() + " holds a dead or foreign order " + order);
                }
                if (order.sequence <= 0 || order.sequence > acceptanceCounter) {
                    fail("acceptance sequence out of range " + order);
                }
                listed++;
            }
        }
        if (listed != ordersById.size()) {
            fail("per-user listings hold " + listed + " orders, id index " + ordersById.size());
        }
    }

    @Override
    public final long acceptanceCounter() {
        return acceptanceCounter;
    }

    @Override
    public final void exportOrders(final OrderStateVisitor visitor) {
        export.all(visitor);
    }

    @Override
    public final void beginExport(final OrderStateVisitor visitor) {
        export.begin(visitor);
    }

    @Override
    public final int exportStep(final int budget) {
        return export.step(RestorableOrderBook.checkedBudget(budget));
    }

    @Override
    public final boolean isExporting() {
        return export.exporting();
    }

    @Override
    public final void abortExport() {
        export.abort();
    }

    @Override
    public final void restoreOrder(final OrderState s) {
        if (ordersById.containsKey(s.orderId())) {
            throw new IllegalArgumentException("order " + s.orderId() + " is already live");
        }
        final ReferenceOrder o = new ReferenceOrder(s);
        final boolean pendingStop = s.pendingStop();
        o.price = s.price();
        o.remaining = s.remaining();
        o.filled = s.filled();
        o.visible = pendingStop ? 0 : s.visible();
        o.timestamp = s.timestamp();
        o.pending = pendingStop;
        if (pendingStop) {
            pendingStops.put(o.sequence, o);
        } else {
            side(o.side).addLast(o);
        }
        index(o);
    }

    @Override
    public final void completeRestore(final long lastTradePrice, final long acceptanceCounter) {
        this.lastTradePrice = lastTradePrice;
        this.acceptanceCounter = acceptanceCounter;
    }

    static void fail(final String message) {
        throw ReferenceBookSide.violation(message);
    }

    final void index(final ReferenceOrder order) {
        ordersById.put(order.id, order);
        ordersByUser.computeIfAbsent(order.uid, uid -> new TreeMap<>()).put(order.sequence, order);
        if (order.type == OrderType.GTD) {
            goodTillDate.put(order.sequence, order);
        }
    }

    final void unindex(final ReferenceOrder order) {
        ordersById.remove(order.id);
        goodTillDate.remove(order.sequence);
        final TreeMap<Long, ReferenceOrder> own = ordersByUser.get(order.uid);
        own.remove(order.sequence);
        if (own.isEmpty()) {
            ordersByUser.remove(order.uid);
        }
    }

    final ReferenceBookSide side(final Side side) {
        return side == Side.BID ? bids : asks;
    }

    static void visit(final ReferenceOrder order, final OrderVisitor visitor) {
        visitor.visit(order.id, order.uid, order.side, order.type, order.price, order.remaining, order.visible,
                order.pending ? order.trigger : 0, order.pending, order.timestamp);
    }

    final void removeLive(final ReferenceOrder order) {
        if (order.pending) {
            export.touchStops();
            pendingStops.remove(order.sequence);
            unindex(order);
        } else {
            removeResting(order);
        }
    }

    final void removeResting(final ReferenceOrder order) {
        export.touchLevel(order.side, order.price);
        side(order.side).remove(order);
        unindex(order);
    }

    /** Copy-on-touch before a live order changes in place: its level, or the pending stops. */
    final void touch(final ReferenceOrder order) {
        if (order.pending) {
            export.touchStops();
        } else {
            export.touchLevel(order.side, order.price);
        }
    }

    /** Whether a taker of {@code side} limited at {@code limit} trades with a level at {@code levelPrice}. */
    static boolean crosses(final Side side, final long limit, final long levelPrice) {
        return side == Side.BID ? levelPrice <= limit : levelPrice >= limit;
    }

    /** Whether {@code a × b} overflows a long; both are &gt; 0. */
    static boolean productOverflows(final long a, final long b) {
        return a > Long.MAX_VALUE / b;
    }

    static long saturatedAdd(final long a, final long b) {
        return b > Long.MAX_VALUE - a ? Long.MAX_VALUE : a + b;
    }

    final ReferenceBookSide opposite(final Side side) {
        return side == Side.BID ? asks : bids;
    }

    final boolean crossesOppositeBest(final Side side, final long price) {
        final ReferenceBookSide other = opposite(side);
        return !other.isEmpty() && crosses(side, price, other.bestPrice());
    }
}
