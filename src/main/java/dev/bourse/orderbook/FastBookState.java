package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.common.LongObjectMap;

import java.util.ArrayList;

/**
 * What a {@link FastOrderBook} holds and everything that keeps it or reads it without matching: the pools, the four
 * ladders (bids, asks, the stops on a rise and on a fall), the order index, the per-user lists and the expiry heap;
 * the steps that link an order into them and free it again, the copy-on-touch hook; the queries, the state hash, the
 * invariant checks, the snapshot export and restore. The commands and the matching are in {@link FastOrderBook}, its
 * one subclass; every method here is final, so the commands' calls stay direct.
 *
 * <p>Thread-safety: none; owned by one matching thread.
 */
abstract sealed class FastBookState implements RestorableOrderBook permits FastOrderBook {
    final ObjectPool<FastOrder> orderPool;
    final ObjectPool<FastUser> userPool;
    final PriceLadder bids;
    final PriceLadder asks;
    final PriceLadder stopsOnRise;
    final PriceLadder stopsOnFall;
    final OrderIndex index;
    final LongObjectMap<FastUser> users;
    final ExpiryHeap expiries;
    final FastBookQueries queries;
    final FastBookExport export = new FastBookExport();
    long lastTradePrice;
    long acceptCounter;
    /** Orders re-inserted by {@link #restoreOrder} and not yet linked to their users; null outside a restore. */
    private ArrayList<FastOrder> restoring;

    FastBookState(final BookPools pools, final int expected, final int minIdleLevels) {
        this.orderPool = pools.orders;
        this.userPool = pools.users;
        final ObjectPool<FastLevel> levelPool = pools.levels;
        this.bids = new PriceLadder(false, levelPool, expected, minIdleLevels, export);
        this.asks = new PriceLadder(true, levelPool, expected, minIdleLevels, export);
        this.stopsOnRise = new PriceLadder(true, levelPool, Math.min(expected, 64), PriceLadder.NO_IDLE, export);
        this.stopsOnFall = new PriceLadder(false, levelPool, Math.min(expected, 64), PriceLadder.NO_IDLE, export);
        export.ladders(bids, asks, stopsOnRise, stopsOnFall);
        this.index = new OrderIndex(expected);
        this.users = new LongObjectMap<>(Math.min(expected, 1024));
        this.expiries = new ExpiryHeap(Math.min(expected, 64));
        this.queries = new FastBookQueries(bids, asks, stopsOnRise, stopsOnFall, index, users, expiries);
    }

    /** @return what this book holds on to, counted deterministically: see {@link FastBookQueries#allocatedSlots} */
    public final long allocatedSlots() {
        return queries.allocatedSlots();
    }

    final void makeLive(final FastOrder o) {
        index.add(o);
        enlist(o);
    }

    /** Links an indexed order to its user's list (and the expiry heap when it has a deadline), marking it live. */
    final void enlist(final FastOrder o) {
        FastUser user = users.get(o.uid);
        if (user == null) {
            user = userPool.acquire();
            user.uid = o.uid;
            user.head = null;
            user.tail = null;
            user.count = 0;
            users.put(o.uid, user);
        }
        o.user = user;
        o.userPrev = user.tail;
        o.userNext = null;
        if (user.tail == null) {
            user.head = o;
        } else {
            user.tail.userNext = o;
        }
        user.tail = o;
        user.count++;
        o.live = true;
        if (o.type == OrderType.GTD) {
            expiries.add(o);
        }
    }

    /** Frees an order that has left the book: out of the index, its user's list and the expiry heap. */
    final void retire(final FastOrder o) {
        index.remove(o);
        final FastUser user = o.user;
        if (o.userPrev == null) {
            user.head = o.userNext;
        } else {
            o.userPrev.userNext = o.userNext;
        }
        if (o.userNext == null) {
            user.tail = o.userPrev;
        } else {
            o.userNext.userPrev = o.userPrev;
        }
        if (--user.count == 0) {
            users.remove(user.uid);
            user.head = null;
            user.tail = null;
            userPool.release(user);
        }
        if (o.heapIndex >= 0) {
            expiries.remove(o);
        }
        o.clear();
        orderPool.release(o);
    }

    /** Frees an order whether or not it became live. */
    final void finish(final FastOrder t) {
        if (t.live) {
            retire(t);
        } else {
            t.clear();
            orderPool.release(t);
        }
    }

    /**
     * Copy-on-touch hook for changes made here rather than by a ladder (see {@link PriceLadder#touch}): one
     * test when no export is in progress (every ladder of the book has the same flag); the level has orders.
     */
    final void touch(final FastLevel level) {
        if (bids.exporting) {
            final FastOrder o = level.head;
            (o.pendingStop ? stopLadder(o) : o.side == Side.BID ? bids : asks).touch(level);
        }
    }

    final PriceLadder stopLadder(final FastOrder o) {
        return o.type.triggersOnRise(o.side) ? stopsOnRise : stopsOnFall;
    }

    final boolean wouldCross(final Side side, final long price) {
        final FastLevel best = side == Side.BID ? asks.best() : bids.best();
        return best != null && (side == Side.BID ? price >= best.price : price <= best.price);
    }

    @Override
    public final void fillL2(final int depth, final long asOf, final L2Snapshot out) {
        queries.fillL2(depth, asOf, out);
    }

    @Override
    public final long nextExpiry() {
        return expiries.earliest();
    }

    @Override
    public final long lastTradePrice() {
        return lastTradePrice;
    }

    @Override
    public final long bestBidPrice() {
        final FastLevel best = bids.best();
        return best == null ? 0 : best.price;
    }

    @Override
    public final long bestAskPrice() {
        final FastLevel best = asks.best();
        return best == null ? 0 : best.price;
    }

    @Override
    public final int restingOrderCount() {
        return bids.orderCount() + asks.orderCount();
    }

    @Override
    public final int pendingStopCount() {
        return stopsOnRise.orderCount() + stopsOnFall.orderCount();
    }

    @Override
    public final void forEachOrder(final long uid, final OrderVisitor visitor) {
        final FastUser user = users.get(uid);
        for (FastOrder o = user == null ? null : user.head; o != null; o = o.userNext) {
            FastBookQueries.visit(o, visitor);
        }
    }

    @Override
    public final void forEachOrderState(final long uid, final OrderStateVisitor visitor) {
        final FastUser user = users.get(uid);
        final OrderState state = new OrderState();
        for (FastOrder o = user == null ? null : user.head; o != null; o = o.userNext) {
            FastBookExport.export(o, state, visitor);
        }
    }

    @Override
    public final void forEachOrder(final OrderVisitor visitor) {
        queries.forEachOrder(visitor);
    }

    @Override
    public final long stateHash() {
        return queries.stateHash(lastTradePrice, acceptCounter);
    }

    @Override
    public final void checkInvariants() {
        queries.checkInvariants();
    }

    @Override
    public final long acceptanceCounter() {
        return acceptCounter;
    }

    @Override
    public final void exportOrders(final OrderStateVisitor visitor) {
        queries.exportOrders(visitor);
    }

    @Override
    public final void beginExport(final OrderStateVisitor visitor) {
        export.beginExport(visitor);
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
        export.abortExport();
    }

    @Override
    public final void restoreOrder(final OrderState s) {
        if (index.get(s.orderId()) != null) {
            throw new IllegalArgumentException("order " + s.orderId() + " is already live");
        }
        if (restoring == null) {
            restoring = new ArrayList<>();
        }
        final FastOrder o = orderPool.acquire();
        final boolean pendingStop = s.pendingStop();
        o.init(s.orderId(), s.uid(), s.side(), s.type(), s.stpMode(), s.price(), s.remaining(), s.triggerPrice(),
                s.expireAt(), s.sequence(), s.timestamp());
        o.size = s.size();
        o.filled = s.filled();
        o.createdAt = s.createdAt();
        o.visible = pendingStop ? 0 : s.visible();
        o.display = s.display();
        o.pendingStop = pendingStop;
        (pendingStop ? stopLadder(o) : s.side() == Side.BID ? bids : asks).append(o);
        index.add(o);
        restoring.add(o);
    }

    @Override
    public final void completeRestore(final long lastTradePrice, final long acceptanceCounter) {
        this.lastTradePrice = lastTradePrice;
        this.acceptCounter = acceptanceCounter;
        if (restoring == null) {
            return;
        }
        restoring.sort((a, b) -> Long.compare(a.seq, b.seq));
        for (final FastOrder o : restoring) {
            enlist(o);
        }
        restoring = null;
    }
}
