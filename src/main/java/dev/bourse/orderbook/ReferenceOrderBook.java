package dev.bourse.orderbook;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The oracle: the simplest implementation of every rule in the package documentation, written for obviousness, not
 * speed. Each side is a tree map from price to a deque of orders in time priority; orders are indexed by id in a
 * {@link HashMap}; pending stops and per-user listings are tree maps keyed by acceptance sequence; GTD expiry is a
 * scan of all orders per command. Commands allocate freely. The property tests compare the fast book's events, L2
 * and state hash against this one, so where the rule book leaves a detail open this class is the decision of record:
 * <ul>
 *   <li>A display size equal to the size is stored (and hashed) as 0, a plain order; an iceberg keeps its display
 *       size for life, also when a replace shrinks it below the display.</li>
 *   <li>Rule 7's walk: a level holding an own order (mode CANCEL_TAKER, CANCEL_BOTH or DECREMENT) ends the walk
 *       before that level contributes anything. An IOC_BUDGET ask fills the largest size the walk allows (up to its
 *       size) and is feasible when that size is positive and its proceeds reach the budget; its trades report
 *       {@code takerRemaining} against the whole size, and the unfilled rest is then cancelled (UNFILLED).</li>
 *   <li>An IOC_BUDGET bid checks the budget left ({@code (budget - spent) / price > 0}) before it looks at the next
 *       maker, so it stops, before any self-trade prevention, at the first maker it cannot afford one lot of.
 *       A DECREMENT against an own maker takes {@code min(unfilled, maker visible)}, not capped by the budget.</li>
 *   <li>Triggered stops keep their acceptance sequence and the type they were placed with (listings, hash).</li>
 *   <li>A replace at the same price with a smaller size reports {@code onAmended(priorityKept = true)} and nothing
 *       else; every other accepted move or replace reports {@code onAmended(priorityKept = false)}, its trades,
 *       then {@code onRested} when size is left.</li>
 *   <li>State hash: see {@link ReferenceBookState#stateHash()}.</li>
 * </ul>
 *
 * <p>Units: prices in ticks, sizes in lots, budgets in ticks × lots, timestamps in ns taken from the commands.
 *
 * <p>Thread-safety: none; one thread owns a book.
 */
public final class ReferenceOrderBook extends ReferenceBookState implements RestorableOrderBook {
    private final OrderBookListener listener;

    /**
     * Creates an empty book.
     *
     * @param listener receives every event, synchronously
     */
    public ReferenceOrderBook(final OrderBookListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null");
        }
        this.listener = listener;
    }

    /**
     * Places an order (rules 1 to 9). A display size equal to the size is stored as 0 (a plain order), which is what
     * the state hash sees.
     *
     * @param order the order; read during the call only
     * @return SUCCESS or the first failing validation code of rule 2
     */
    @Override
    public int place(final NewOrder order) {
        final long timestamp = order.timestamp();
        expire(timestamp);
        final int code = validate(order);
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(order.orderId(), order.uid(), code, timestamp);
            return code;
        }
        final ReferenceOrder accepted = new ReferenceOrder(order, ++acceptanceCounter);
        if (accepted.type.isStop()) {
            accepted.pending = true;
            export.touchStops();
            pendingStops.put(accepted.sequence, accepted);
            index(accepted);
            listener.onStopAccepted(accepted.id, accepted.uid, accepted.side, accepted.trigger, accepted.remaining,
                    timestamp);
        } else {
            enter(accepted, accepted.type, timestamp);
        }
        triggerStops(timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int cancel(final long orderId, final long uid, final long timestamp) {
        expire(timestamp);
        final ReferenceOrder order = ordersById.get(orderId);
        final int code = ownership(order, uid);
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        removeLive(order);
        listener.onCancelled(order.id, order.uid, order.side, order.price, order.remaining, 0,
                CancelReason.CANCELLED, timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
        expire(timestamp);
        final ReferenceOrder order = ordersById.get(orderId);
        final int code = reduceBy <= 0 ? ResultCode.INVALID_SIZE : ownership(order, uid);
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
            return code;
        }
        touch(order);
        final long removed = Math.min(reduceBy, order.remaining);
        if (removed == order.remaining) {
            removeLive(order);
        }
        order.remaining -= removed;
        order.visible = Math.min(order.visible, order.remaining);
        listener.onCancelled(order.id, order.uid, order.side, order.price, removed, order.remaining,
                CancelReason.REDUCED, timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
        return amend(orderId, uid, newPrice, 0, false, timestamp);
    }

    @Override
    public int replace(final long orderId, final long uid, final long newPrice, final long newSize,
            final long timestamp) {
        return amend(orderId, uid, newPrice, newSize, true, timestamp);
    }

    @Override
    public int massCancel(final long uid, final long timestamp) {
        expire(timestamp);
        final TreeMap<Long, ReferenceOrder> own = ordersByUser.get(uid);
        if (own != null) {
            for (final ReferenceOrder order : new ArrayList<>(own.values())) {
                removeLive(order);
                listener.onCancelled(order.id, order.uid, order.side, order.price, order.remaining, 0,
                        CancelReason.MASS_CANCELLED, timestamp);
            }
        }
        return ResultCode.SUCCESS;
    }

    @Override
    public void advanceTime(final long timestamp) {
        expire(timestamp);
    }

    @Override
    public void fillL2(final int depth, final long asOf, final L2Snapshot out) {
        out.clear(depth);
        bids.fillL2(depth, asOf, out);
        asks.fillL2(depth, asOf, out);
    }

    @Override
    public long nextExpiry() {
        long next = Long.MAX_VALUE;
        for (final ReferenceOrder order : goodTillDate.values()) {
            next = Math.min(next, order.expireAt);
        }
        return next;
    }

    private int validate(final NewOrder order) {
        final Side side = order.side();
        final OrderType type = order.type();
        if (side == null || type == null) {
            return ResultCode.INVALID_ORDER_TYPE;
        }
        if (order.size() <= 0) {
            return ResultCode.INVALID_SIZE;
        }
        if (order.price() <= 0) {
            return ResultCode.INVALID_PRICE;
        }
        final long display = order.displaySize();
        if (display < 0 || display > order.size() || display != 0 && !type.canRest()) {
            return ResultCode.INVALID_DISPLAY_SIZE;
        }
        if (type.isStop() ? order.triggerPrice() <= 0 : order.triggerPrice() != 0) {
            return ResultCode.INVALID_TRIGGER_PRICE;
        }
        if (type == OrderType.GTD ? order.expireAt() <= order.timestamp() : order.expireAt() != 0) {
            return ResultCode.INVALID_EXPIRY;
        }
        if (!type.isBudget() && productOverflows(order.price(), order.size())) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        if (ordersById.containsKey(order.orderId())) {
            return ResultCode.DUPLICATE_ORDER_ID;
        }
        if (type == OrderType.POST_ONLY && crossesOppositeBest(side, order.price())) {
            return ResultCode.POST_ONLY_WOULD_TRADE;
        }
        return ResultCode.SUCCESS;
    }

    private int ownership(final ReferenceOrder order, final long uid) {
        if (order == null) {
            return ResultCode.UNKNOWN_ORDER_ID;
        }
        return order.uid == uid ? ResultCode.SUCCESS : ResultCode.NOT_ORDER_OWNER;
    }

    /** Move (replace == false, newSize ignored) and replace, rules 12 and 13. */
    private int amend(final long orderId, final long uid, final long newPrice, final long newSize,
            final boolean replace, final long timestamp) {
        expire(timestamp);
        final ReferenceOrder order = ordersById.get(orderId);
        final int owner = ownership(order, uid);
        final int code;
        if (newPrice <= 0) {
            code = ResultCode.INVALID_PRICE;
        } else if (replace && newSize <= 0) {
            code = ResultCode.INVALID_SIZE;
        } else if (owner != ResultCode.SUCCESS) {
            code = owner;
        } else if (order.pending) {
            code = ResultCode.ORDER_NOT_AMENDABLE;
        } else if (productOverflows(newPrice, replace ? newSize : order.remaining)) {
            code = ResultCode.ARITHMETIC_OVERFLOW;
        } else if (newPrice == order.price && (!replace || newSize == order.remaining)) {
            return ResultCode.SUCCESS;
        } else if (newPrice == order.price && newSize < order.remaining) {
            touch(order);
            final long oldRemaining = order.remaining;
            order.remaining = newSize;
            order.visible = Math.min(order.visible, newSize);
            listener.onAmended(order.id, order.uid, order.side, order.price, order.price, oldRemaining, newSize,
                    true, timestamp);
            return ResultCode.SUCCESS;
        } else if (order.type == OrderType.POST_ONLY && crossesOppositeBest(order.side, newPrice)) {
            code = ResultCode.POST_ONLY_WOULD_TRADE;
        } else {
            final long oldPrice = order.price;
            final long oldRemaining = order.remaining;
            removeResting(order);
            order.price = newPrice;
            if (replace) {
                order.remaining = newSize;
            }
            order.visible = 0;
            listener.onAmended(order.id, order.uid, order.side, oldPrice, newPrice, oldRemaining, order.remaining,
                    false, timestamp);
            enter(order, OrderType.GTC, timestamp);
            triggerStops(timestamp);
            return ResultCode.SUCCESS;
        }
        listener.onRejected(orderId, uid, code, timestamp);
        return code;
    }

    /**
     * Runs an accepted (or amended, or triggered) order through rules 4 to 7.
     *
     * @param taker     the incoming order; not in any structure yet
     * @param behaviour how it executes: its own type, GTC for an amended order or a triggered stop-limit, MARKET
     *                  for a triggered stop-market
     * @param timestamp the command's timestamp
     */
    private void enter(final ReferenceOrder taker, final OrderType behaviour, final long timestamp) {
        final boolean askBudget = behaviour == OrderType.IOC_BUDGET && taker.side == Side.ASK;
        long maxFill = taker.remaining;
        if (behaviour == OrderType.FOK || behaviour == OrderType.FOK_BUDGET || askBudget) {
            maxFill = feasibleSize(taker, behaviour);
            if (maxFill == 0) {
                cancelTaker(taker, askBudget ? CancelReason.UNFILLED : CancelReason.FOK_KILLED, timestamp);
                return;
            }
        }
        final boolean bidBudget = behaviour == OrderType.IOC_BUDGET && taker.side == Side.BID;
        match(taker, !behaviour.isBudget(), maxFill, bidBudget, timestamp);
        if (taker.remaining == 0) {
            return;
        }
        if (behaviour.canRest()) {
            rest(taker, timestamp);
        } else {
            cancelTaker(taker, CancelReason.UNFILLED, timestamp);
        }
    }

    /**
     * The simulation of rule 7.
     *
     * @return the size the taker phase must fill, or 0 when the order is infeasible
     */
    private long feasibleSize(final ReferenceOrder taker, final OrderType behaviour) {
        final boolean budget = behaviour.isBudget();
        final StpMode mode = taker.stpMode;
        final boolean endsAtOwn = mode == StpMode.CANCEL_TAKER || mode == StpMode.CANCEL_BOTH
                || mode == StpMode.DECREMENT;
        final boolean skipsOwn = mode == StpMode.CANCEL_MAKER;
        final long target = taker.remaining;
        long filled = 0;
        long amount = 0;
        for (final Map.Entry<Long, ArrayDeque<ReferenceOrder>> level : opposite(taker.side).levels().entrySet()) {
            final long price = level.getKey();
            if (filled == target || !budget && !crosses(taker.side, taker.price, price)) {
                break;
            }
            long offered = 0;
            boolean holdsOwn = false;
            for (final ReferenceOrder maker : level.getValue()) {
                final boolean own = maker.uid == taker.uid;
                holdsOwn |= own;
                if (!(own && skipsOwn)) {
                    offered = saturatedAdd(offered, maker.remaining);
                }
            }
            if (holdsOwn && endsAtOwn) {
                break;
            }
            final long take = Math.min(offered, target - filled);
            if (budget && taker.side == Side.BID) {
                if (take > (taker.price - amount) / price) {
                    return 0;
                }
                amount += take * price;
            } else if (budget) {
                amount = take > (Long.MAX_VALUE - amount) / price ? Long.MAX_VALUE : amount + take * price;
            }
            filled += take;
        }
        if (behaviour == OrderType.IOC_BUDGET) {
            return filled > 0 && amount >= taker.price ? filled : 0;
        }
        if (filled < target || behaviour == OrderType.FOK_BUDGET && taker.side == Side.ASK && amount < taker.price) {
            return 0;
        }
        return target;
    }

    /**
     * The taker phase of rules 4 and 5.
     *
     * @param taker     the incoming order; its {@code remaining} is its unfilled size
     * @param hasLimit  whether its price is a per-lot limit (false for budget types)
     * @param maxFill   lots to fill at most (the simulated size of rule 7, else the unfilled size)
     * @param bidBudget whether each fill is capped by the budget left (an IOC_BUDGET bid)
     * @param timestamp the command's timestamp
     */
    private void match(final ReferenceOrder taker, final boolean hasLimit, final long maxFill, final boolean bidBudget,
            final long timestamp) {
        final ReferenceBookSide book = opposite(taker.side);
        long filled = 0;
        long spent = 0;
        while (taker.remaining > 0 && filled < maxFill && !book.isEmpty()) {
            final long price = book.bestPrice();
            if (hasLimit && !crosses(taker.side, taker.price, price)) {
                return;
            }
            long wanted = Math.min(taker.remaining, maxFill - filled);
            if (bidBudget) {
                final long affordable = (taker.price - spent) / price;
                if (affordable == 0) {
                    return;
                }
                wanted = Math.min(wanted, affordable);
            }
            final ReferenceOrder maker = book.head();
            if (maker.uid == taker.uid && taker.stpMode != StpMode.NONE) {
                preventSelfTrade(taker, maker, timestamp);
                continue;
            }
            final long size = Math.min(wanted, maker.visible);
            touch(maker);
            maker.remaining -= size;
            maker.visible -= size;
            maker.filled += size;
            taker.remaining -= size;
            taker.filled += size;
            filled += size;
            spent += bidBudget ? size * price : 0;
            lastTradePrice = price;
            listener.onTrade(maker.id, maker.uid, taker.id, taker.uid, taker.side, price, size, maker.remaining,
                    taker.remaining, timestamp);
            afterMakerShrank(maker, timestamp);
        }
    }

    /** Rule 5; a mode that ends the taker phase sets the taker's remaining size to 0. */
    private void preventSelfTrade(final ReferenceOrder taker, final ReferenceOrder maker, final long timestamp) {
        switch (taker.stpMode) {
            case CANCEL_TAKER:
                cancelTaker(taker, CancelReason.SELF_TRADE, timestamp);
                break;
            case CANCEL_MAKER:
                cancelMaker(maker, timestamp);
                break;
            case CANCEL_BOTH:
                cancelMaker(maker, timestamp);
                cancelTaker(taker, CancelReason.SELF_TRADE, timestamp);
                break;
            case DECREMENT: {
                final long size = Math.min(taker.remaining, maker.visible);
                touch(maker);
                maker.remaining -= size;
                maker.visible -= size;
                listener.onCancelled(maker.id, maker.uid, maker.side, maker.price, size, maker.remaining,
                        CancelReason.SELF_TRADE, timestamp);
                afterMakerShrank(maker, timestamp);
                taker.remaining -= size;
                listener.onCancelled(taker.id, taker.uid, taker.side, taker.price, size, taker.remaining,
                        CancelReason.SELF_TRADE, timestamp);
                break;
            }
            default:
                throw new IllegalStateException("no self-trade prevention for mode " + taker.stpMode);
        }
    }

    private void cancelMaker(final ReferenceOrder maker, final long timestamp) {
        removeResting(maker);
        listener.onCancelled(maker.id, maker.uid, maker.side, maker.price, maker.remaining, 0,
                CancelReason.SELF_TRADE, timestamp);
    }

    private void cancelTaker(final ReferenceOrder taker, final CancelReason reason, final long timestamp) {
        final long unfilled = taker.remaining;
        taker.remaining = 0;
        listener.onCancelled(taker.id, taker.uid, taker.side, taker.price, unfilled, 0, reason, timestamp);
    }

    /** The head maker lost visible size: it leaves when done, or shows its next slice at the tail of its level. */
    private void afterMakerShrank(final ReferenceOrder maker, final long timestamp) {
        if (maker.remaining == 0) {
            removeResting(maker);
        } else if (maker.visible == 0) {
            side(maker.side).moveHeadToTail(maker);
            maker.visible = maker.freshSlice();
            maker.timestamp = timestamp;
        }
    }

    private void rest(final ReferenceOrder order, final long timestamp) {
        order.visible = order.freshSlice();
        order.timestamp = timestamp;
        export.touchLevel(order.side, order.price);
        side(order.side).addLast(order);
        index(order);
        listener.onRested(order.id, order.uid, order.side, order.price, order.remaining, order.visible, timestamp);
    }

    /** Rule 9: triggers pending stops one at a time, oldest acceptance first, until none holds. */
    private void triggerStops(final long timestamp) {
        ReferenceOrder stop = firstTriggered();
        while (stop != null) {
            export.touchStops();
            pendingStops.remove(stop.sequence);
            unindex(stop);
            stop.pending = false;
            listener.onStopTriggered(stop.id, stop.uid, stop.side, stop.trigger, lastTradePrice, timestamp);
            final boolean limit = stop.type == OrderType.STOP_LIMIT || stop.type == OrderType.TAKE_PROFIT_LIMIT;
            enter(stop, limit ? OrderType.GTC : OrderType.MARKET, timestamp);
            stop = firstTriggered();
        }
    }

    private ReferenceOrder firstTriggered() {
        if (lastTradePrice == 0) {
            return null;
        }
        for (final ReferenceOrder stop : pendingStops.values()) {
            final boolean reached = stop.type.triggersOnRise(stop.side)
                    ? lastTradePrice >= stop.trigger
                    : lastTradePrice <= stop.trigger;
            if (reached) {
                return stop;
            }
        }
        return null;
    }

    /** Rule 1: removes the GTD orders due at {@code timestamp}, ascending (expireAt, acceptance sequence). */
    private void expire(final long timestamp) {
        final List<ReferenceOrder> due = new ArrayList<>();
        for (final ReferenceOrder order : goodTillDate.values()) {
            if (!order.pending && order.expireAt <= timestamp) {
                due.add(order);
            }
        }
        due.sort(Comparator.comparingLong((ReferenceOrder order) -> order.expireAt)
                .thenComparingLong(order -> order.sequence));
        for (final ReferenceOrder order : due) {
            removeResting(order);
            listener.onCancelled(order.id, order.uid, order.side, order.price, order.remaining, 0,
                    CancelReason.EXPIRED, timestamp);
        }
    }

}
