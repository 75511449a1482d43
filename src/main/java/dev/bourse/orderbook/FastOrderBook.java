package dev.bourse.orderbook;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

/**
 * The fast order book: price levels in an adaptive radix tree chained best to worst (emptied levels kept idle for
 * reuse, within bounds; see {@link PriceLadder}), each level an intrusive FIFO of pooled orders, an open-addressing
 * order index, per-user order lists and an expiry heap. In steady state a command allocates nothing. It follows the
 * rules of the package documentation exactly, as the reference book does; a property test holds the two equal.
 *
 * <p>Costs: place/cancel/reduce O(1) plus a tree lookup when a level appears or empties; each fill O(1); move
 * O(1) plus its fills; L2 O(depth plus the idle levels passed); per-user listing and mass cancel O(that user's
 * orders); expiry O(log n) per expired order; stop triggers O(triggered trigger levels).
 *
 * <p>Thread-safety: none; owned by one matching thread.
 */
public final class FastOrderBook extends FastBookState implements RestorableOrderBook {
    private final OrderBookListener listener;
    /** Budget spent so far by the IOC_BUDGET bid being matched (ticks × lots). */
    private long spent;

    /**
     * A book with pools of its own, preallocated for {@code expectedOrders} (a book alone: benchmarks, tools).
     *
     * @param listener       receives every event, synchronously
     * @param expectedOrders live orders to preallocate for (orders, levels, index); the book grows past it
     */
    public FastOrderBook(final OrderBookListener listener, final int expectedOrders) {
        this(listener, expectedOrders, PriceLadder.MIN_IDLE);
    }

    /**
     * A book of a matching shard: orders, levels and user heads come from the shard's pools; its own tables start at
     * their smallest and grow with the orders it holds, so an empty book costs little however many the shard expects.
     *
     * @param listener receives every event, synchronously
     * @param pools    the shard's pools, used by this thread only
     */
    public FastOrderBook(final OrderBookListener listener, final BookPools pools) {
        this(listener, pools, 0, PriceLadder.MIN_IDLE);
    }

    /** As {@link #FastOrderBook(OrderBookListener, int)} with another floor of idle levels per side (tests). */
    FastOrderBook(final OrderBookListener listener, final int expectedOrders, final int minIdleLevels) {
        this(listener, new BookPools(Math.max(16, expectedOrders)), Math.max(16, expectedOrders), minIdleLevels);
    }

    private FastOrderBook(final OrderBookListener listener, final BookPools pools, final int expected,
            final int minIdleLevels) {
        super(pools, expected, minIdleLevels);
        if (listener == null) {
            throw new IllegalArgumentException("listener is null");
        }
        this.listener = listener;
    }

    @Override
    public int place(final NewOrder o) {
        final long ts = o.timestamp();
        advanceTime(ts);
        int code = PlaceValidation.check(o);
        if (code == ResultCode.SUCCESS) {
            if (index.get(o.orderId()) != null) {
                code = ResultCode.DUPLICATE_ORDER_ID;
            } else if (o.type() == OrderType.POST_ONLY && wouldCross(o.side(), o.price())) {
                code = ResultCode.POST_ONLY_WOULD_TRADE;
            }
        }
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(o.orderId(), o.uid(), code, ts);
            return code;
        }
        final FastOrder order = orderPool.acquire();
        order.init(o.orderId(), o.uid(), o.side(), o.type(), o.stpMode(), o.price(), o.size(), o.triggerPrice(),
                o.expireAt(), ++acceptCounter, ts);
        order.display = o.displaySize() == o.size() ? 0 : o.displaySize();
        if (order.type.isStop()) {
            order.pendingStop = true;
            makeLive(order);
            stopLadder(order).append(order);
            listener.onStopAccepted(order.orderId, order.uid, order.side, order.triggerPrice, order.remaining, ts);
        } else {
            execute(order, ts);
        }
        runTriggers(ts);
        return ResultCode.SUCCESS;
    }

    @Override
    public int cancel(final long orderId, final long uid, final long timestamp) {
        advanceTime(timestamp);
        final FastOrder o = index.get(orderId);
        final int code = FastOrder.ownership(o, uid);
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        cancelLive(o, CancelReason.CANCELLED, timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
        advanceTime(timestamp);
        final FastOrder o = index.get(orderId);
        final int code = reduceBy <= 0 ? ResultCode.INVALID_SIZE : FastOrder.ownership(o, uid);
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        if (reduceBy >= o.remaining) {
            cancelLive(o, CancelReason.REDUCED, timestamp);
            return ResultCode.SUCCESS;
        }
        final FastLevel level = o.level;
        touch(level);
        o.remaining -= reduceBy;
        level.remainingTotal -= reduceBy;
        if (o.visible > o.remaining) {
            level.visibleTotal -= o.visible - o.remaining;
            o.visible = o.remaining;
        }
        listener.onCancelled(o.orderId, o.uid, o.side, o.price, reduceBy, o.remaining, CancelReason.REDUCED,
                timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
        advanceTime(timestamp);
        final FastOrder o = index.get(orderId);
        int code = newPrice <= 0 ? ResultCode.INVALID_PRICE : FastOrder.amendable(o, uid);
        if (code == ResultCode.SUCCESS && PlaceValidation.productOverflows(newPrice, o.remaining)) {
            code = ResultCode.ARITHMETIC_OVERFLOW;
        }
        if (code == ResultCode.SUCCESS && newPrice != o.price && o.type == OrderType.POST_ONLY
                && wouldCross(o.side, newPrice)) {
            code = ResultCode.POST_ONLY_WOULD_TRADE;
        }
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        if (newPrice != o.price) {
            reprice(o, newPrice, o.remaining, timestamp);
            runTriggers(timestamp);
        }
        return ResultCode.SUCCESS;
    }

    @Override
    public int replace(final long orderId, final long uid, final long newPrice, final long newSize,
            final long timestamp) {
        advanceTime(timestamp);
        final FastOrder o = index.get(orderId);
        int code = newPrice <= 0 ? ResultCode.INVALID_PRICE
                : newSize <= 0 ? ResultCode.INVALID_SIZE : FastOrder.amendable(o, uid);
        if (code == ResultCode.SUCCESS && PlaceValidation.productOverflows(newPrice, newSize)) {
            code = ResultCode.ARITHMETIC_OVERFLOW;
        }
        if (code == ResultCode.SUCCESS && newPrice != o.price && o.type == OrderType.POST_ONLY
                && wouldCross(o.side, newPrice)) {
            code = ResultCode.POST_ONLY_WOULD_TRADE;
        }
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        if (newPrice == o.price && newSize <= o.remaining) {
            if (newSize < o.remaining) {
                shrinkInPlace(o, newSize, timestamp);
            }
            return ResultCode.SUCCESS;
        }
        reprice(o, newPrice, newSize, timestamp);
        runTriggers(timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int massCancel(final long uid, final long timestamp) {
        advanceTime(timestamp);
        final FastUser user = users.get(uid);
        if (user != null) {
            FastOrder o = user.head;
            while (o != null) {
                final FastOrder next = o.userNext;
                cancelLive(o, CancelReason.MASS_CANCELLED, timestamp);
                o = next;
            }
        }
        return ResultCode.SUCCESS;
    }

    @Override
    public void advanceTime(final long timestamp) {
        FastOrder o;
        while ((o = expiries.peek()) != null && o.expireAt <= timestamp) {
            cancelLive(o, CancelReason.EXPIRED, timestamp);
        }
    }

    /** Runs a fresh order, a triggered stop: all-or-nothing check, taker phase, then rest or cancel (rules 4-7). */
    private void execute(final FastOrder t, final long ts) {
        final OrderType type = t.type;
        long target = t.remaining;
        if (type == OrderType.FOK || type == OrderType.FOK_BUDGET
                || (type == OrderType.IOC_BUDGET && t.side == Side.ASK)) {
            target = feasibleFill(t);
            if (target == 0) {
                cancelTaker(t, type == OrderType.IOC_BUDGET ? CancelReason.UNFILLED : CancelReason.FOK_KILLED, ts);
                finish(t);
                return;
            }
        }
        spent = 0;
        match(t, !type.isBudget(), target, type == OrderType.IOC_BUDGET && t.side == Side.BID, ts);
        if (t.remaining == 0) {
            finish(t);
        } else if (type.canRest() || type == OrderType.STOP_LIMIT || type == OrderType.TAKE_PROFIT_LIMIT) {
            rest(t, ts);
        } else {
            cancelTaker(t, CancelReason.UNFILLED, ts);
            finish(t);
        }
    }

    /** The taker phase (rules 4 and 5): fills up to {@code target} lots, or until the limit or budget stops it. */
    private void match(final FastOrder t, final boolean limited, final long target, final boolean budgetCapped,
            final long ts) {
        final PriceLadder opposite = t.side == Side.BID ? asks : bids;
        long filled = 0;
        while (filled < target && t.remaining > 0) {
            final FastLevel level = opposite.best();
            if (level == null || (limited && !opposite.reaches(level.price, t.price))) {
                return;
            }
            final long price = level.price;
            final long affordable = budgetCapped ? (t.price - spent) / price : Long.MAX_VALUE;
            if (affordable == 0) {
                return;
            }
            final FastOrder maker = level.head;
            if (maker.uid == t.uid && t.stpMode != StpMode.NONE) {
                preventSelfTrade(t, maker, opposite, ts);
                continue;
            }
            final long q = Math.min(Math.min(t.remaining, maker.visible), Math.min(target - filled, affordable));
            if (budgetCapped) {
                spent += q * price;
            }
            t.remaining -= q;
            t.filled += q;
            filled += q;
            lastTradePrice = price;
            final long makerId = maker.orderId;
            final long makerUid = maker.uid;
            final long makerRemaining = maker.remaining - q;
            takeFromMaker(maker, opposite, q, ts);
            if (makerRemaining > 0) {
                maker.filled += q; // after takeFromMaker's touch, so that an export in progress copies the old value
            }
            listener.onTrade(makerId, makerUid, t.orderId, t.uid, t.side, price, q, makerRemaining, t.remaining, ts);
        }
    }

    /** Removes {@code q} lots of a maker's visible size: removal when done, next iceberg slice when shown out. */
    private void takeFromMaker(final FastOrder maker, final PriceLadder ladder, final long q, final long ts) {
        if (q == maker.remaining) {
            ladder.unlink(maker);
            retire(maker);
            return;
        }
        final FastLevel level = maker.level;
        touch(level);
        maker.remaining -= q;
        maker.visible -= q;
        level.remainingTotal -= q;
        level.visibleTotal -= q;
        if (maker.visible == 0) {
            final long slice = Math.min(maker.display, maker.remaining);
            maker.visible = slice;
            level.visibleTotal += slice;
            maker.timestamp = ts;
            ladder.moveToTail(maker);
        }
    }

    private void preventSelfTrade(final FastOrder t, final FastOrder maker, final PriceLadder ladder,
            final long ts) {
        switch (t.stpMode) {
            case CANCEL_TAKER:
                cancelTaker(t, CancelReason.SELF_TRADE, ts);
                break;
            case CANCEL_MAKER:
                cancelLive(maker, CancelReason.SELF_TRADE, ts);
                break;
            case CANCEL_BOTH:
                cancelLive(maker, CancelReason.SELF_TRADE, ts);
                cancelTaker(t, CancelReason.SELF_TRADE, ts);
                break;
            case DECREMENT:
                final long q = Math.min(t.remaining, maker.visible);
                final long makerId = maker.orderId;
                final Side makerSide = maker.side;
                final long makerPrice = maker.price;
                final long makerRemaining = maker.remaining - q;
                takeFromMaker(maker, ladder, q, ts);
                listener.onCancelled(makerId, t.uid, makerSide, makerPrice, q, makerRemaining,
                        CancelReason.SELF_TRADE, ts);
                t.remaining -= q;
                listener.onCancelled(t.orderId, t.uid, t.side, t.price, q, t.remaining, CancelReason.SELF_TRADE, ts);
                break;
            default:
                throw new IllegalStateException("no self-trade rule for " + t.stpMode);
        }
    }

    /**
     * The all-or-nothing simulation of rule 7.
     *
     * @return the lots to fill, or 0 when the order must be cancelled in full
     */
    private long feasibleFill(final FastOrder t) {
        final PriceLadder opposite = t.side == Side.BID ? asks : bids;
        final boolean limited = !t.type.isBudget();
        final boolean stopAtOwn = t.stpMode == StpMode.CANCEL_TAKER || t.stpMode == StpMode.CANCEL_BOTH
                || t.stpMode == StpMode.DECREMENT;
        final boolean countOwn = stopAtOwn || t.stpMode == StpMode.CANCEL_MAKER;
        final boolean budgetBid = t.type.isBudget() && t.side == Side.BID;
        final boolean budgetAsk = t.type.isBudget() && t.side == Side.ASK;
        long need = t.remaining;
        long amount = 0;
        for (FastLevel l = opposite.best(); l != null && need > 0; l = l.worse) {
            if (limited && !opposite.reaches(l.price, t.price)) {
                break;
            }
            if (l.count == 0) {
                continue;
            }
            long available = l.remainingTotal;
            if (countOwn) {
                final long own = ownSize(l, t.uid);
                if (own > 0 && stopAtOwn) {
                    break;
                }
                available -= own;
            }
            final long take = Math.min(available, need);
            if (budgetBid) {
                if (take > (t.price - amount) / l.price) {
                    return 0;
                }
                amount += take * l.price;
            } else if (budgetAsk && amount < t.price) {
                final long gap = t.price - amount;
                final long lotsToReach = gap / l.price + (gap % l.price == 0 ? 0 : 1);
                amount = take >= lotsToReach ? t.price : amount + take * l.price;
            }
            need -= take;
        }
        final long filled = t.remaining - need;
        if (t.type == OrderType.IOC_BUDGET) {
            return filled > 0 && amount >= t.price ? filled : 0;
        }
        if (need != 0 || (budgetAsk && amount < t.price)) {
            return 0;
        }
        return filled;
    }

    private static long ownSize(final FastLevel level, final long uid) {
        long own = 0;
        for (FastOrder o = level.head; o != null; o = o.next) {
            if (o.uid == uid) {
                own += o.remaining;
            }
        }
        return own;
    }

    /** Takes a resting order off its level, re-prices and re-sizes it, and runs it as a taker (rules 12, 13). */
    private void reprice(final FastOrder o, final long newPrice, final long newSize, final long ts) {
        final long oldPrice = o.price;
        final long oldRemaining = o.remaining;
        final PriceLadder ladder = o.side == Side.BID ? bids : asks;
        // looked up before the unlink, so that the cache misses on the old and the new level overlap
        final FastLevel target = ladder.cachedLevel(newPrice);
        final FastLevel hint = ladder.unlink(o);
        o.visible = 0;
        listener.onAmended(o.orderId, o.uid, o.side, oldPrice, newPrice, oldRemaining, newSize, false, ts);
        o.price = newPrice;
        o.remaining = newSize;
        o.timestamp = ts;
        if (wouldCross(o.side, newPrice)) {
            match(o, true, newSize, false, ts);
        }
        if (o.remaining == 0) {
            retire(o);
        } else {
            rest(o, ts, hint, target);
        }
    }

    private void shrinkInPlace(final FastOrder o, final long newSize, final long ts) {
        final FastLevel level = o.level;
        touch(level);
        final long oldRemaining = o.remaining;
        final long newVisible = Math.min(o.visible, newSize);
        level.remainingTotal -= oldRemaining - newSize;
        level.visibleTotal -= o.visible - newVisible;
        o.remaining = newSize;
        o.visible = newVisible;
        listener.onAmended(o.orderId, o.uid, o.side, o.price, o.price, oldRemaining, newSize, true, ts);
    }

    /** Rule 9: triggers pending stops, oldest acceptance first, until none is triggered. */
    private void runTriggers(final long ts) {
        while (lastTradePrice > 0) {
            final FastOrder s = oldestTriggered();
            if (s == null) {
                return;
            }
            stopLadder(s).unlink(s);
            s.pendingStop = false;
            listener.onStopTriggered(s.orderId, s.uid, s.side, s.triggerPrice, lastTradePrice, ts);
            s.timestamp = ts;
            execute(s, ts);
        }
    }

    private FastOrder oldestTriggered() {
        FastOrder oldest = null;
        for (FastLevel l = stopsOnRise.best(); l != null && l.price <= lastTradePrice; l = l.worse) {
            if (oldest == null || l.head.seq < oldest.seq) {
                oldest = l.head;
            }
        }
        for (FastLevel l = stopsOnFall.best(); l != null && l.price >= lastTradePrice; l = l.worse) {
            if (oldest == null || l.head.seq < oldest.seq) {
                oldest = l.head;
            }
        }
        return oldest;
    }

    private void rest(final FastOrder t, final long ts) {
        rest(t, ts, null, null);
    }

    private void rest(final FastOrder t, final long ts, final FastLevel hint, final FastLevel known) {
        if (!t.live) {
            makeLive(t);
        }
        t.visible = t.display > 0 ? Math.min(t.display, t.remaining) : t.remaining;
        t.timestamp = ts;
        (t.side == Side.BID ? bids : asks).append(t, hint, known);
        listener.onRested(t.orderId, t.uid, t.side, t.price, t.remaining, t.visible, ts);
    }

    /** Cancels what the taker has left; it never rested or has already left its level. */
    private void cancelTaker(final FastOrder t, final CancelReason reason, final long ts) {
        final long size = t.remaining;
        t.remaining = 0;
        listener.onCancelled(t.orderId, t.uid, t.side, t.price, size, 0, reason, ts);
    }

    /** Removes a live order (resting or pending stop) in full. */
    private void cancelLive(final FastOrder o, final CancelReason reason, final long ts) {
        final long size = o.remaining;
        (o.pendingStop ? stopLadder(o) : o.side == Side.BID ? bids : asks).unlink(o);
        listener.onCancelled(o.orderId, o.uid, o.side, o.price, size, 0, reason, ts);
        retire(o);
    }

}
