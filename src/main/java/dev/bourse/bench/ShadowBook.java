package dev.bourse.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The generator's own model of a book: only what its streams use (plain GTC and IOC limit orders, cancel and move,
 * no icebergs, stops or self-trade prevention), following the rule book in {@code dev.bourse.orderbook}: price-time
 * priority, fills at the maker's price, a move leaves its level, trades at the new price and rests the rest at the
 * tail. It exists so the stream can be generated without either real book, and so a real book can be checked
 * against it ({@code BookLoadPlayer.verifyCycle}, in {@code src/jmh}). Cold path: boxed tree maps, allocation per
 * order.
 *
 * <p>Thread-safety: none.
 */
final class ShadowBook {
    static final int BID = 0;
    static final int ASK = 1;

    /** A live order; fields are read by the generator. */
    static final class Order {
        final long id;
        final long uid;
        final int side;
        final long originalSize;
        long price;
        long remaining;
        int liveIndex;

        Order(final long id, final long uid, final int side, final long price, final long size) {
            this.id = id;
            this.uid = uid;
            this.side = side;
            this.price = price;
            this.remaining = size;
            this.originalSize = size;
        }
    }

    private final TreeMap<Long, ArrayDeque<Order>> bids = new TreeMap<>(Collections.reverseOrder());
    private final TreeMap<Long, ArrayDeque<Order>> asks = new TreeMap<>();
    private final HashMap<Long, Order> byId = new HashMap<>();
    private final ArrayList<Order> completedMakers = new ArrayList<>();
    private Order[] live = new Order[1024];
    private int liveCount;
    private long lastTradePrice;
    private int commandFills;
    private long totalFills;
    private long totalLots;

    /**
     * Places a GTC or IOC limit order.
     *
     * @return fills this command made
     */
    int place(final long id, final long uid, final int side, final boolean ioc, final long price, final long size) {
        if (byId.containsKey(id)) {
            throw new IllegalStateException("duplicate id " + id);
        }
        startCommand();
        final Order order = new Order(id, uid, side, price, size);
        order.remaining = takeLiquidity(side, price, size);
        if (order.remaining > 0 && !ioc) {
            rest(order);
        }
        return commandFills;
    }

    /** Cancels a live order. */
    void cancel(final long id) {
        startCommand();
        final Order order = live(id);
        leaveLevel(order);
        forget(order);
    }

    /**
     * Moves a live order to another price; it may trade there.
     *
     * @return fills this command made
     */
    int move(final long id, final long newPrice) {
        final Order order = live(id);
        if (order.price == newPrice) {
            throw new IllegalStateException("move to the same price " + newPrice + " of " + id);
        }
        startCommand();
        leaveLevel(order);
        order.price = newPrice;
        order.remaining = takeLiquidity(order.side, newPrice, order.remaining);
        if (order.remaining > 0) {
            levels(order.side).computeIfAbsent(newPrice, p -> new ArrayDeque<>()).addLast(order);
        } else {
            forget(order);
        }
        return commandFills;
    }

    private void startCommand() {
        commandFills = 0;
        completedMakers.clear();
    }

    private long takeLiquidity(final int takerSide, final long limit, final long size) {
        final TreeMap<Long, ArrayDeque<Order>> opposite = levels(1 - takerSide);
        long unfilled = size;
        while (unfilled > 0 && !opposite.isEmpty()) {
            final Map.Entry<Long, ArrayDeque<Order>> best = opposite.firstEntry();
            final long levelPrice = best.getKey();
            if (takerSide == BID ? levelPrice > limit : levelPrice < limit) {
                break;
            }
            final ArrayDeque<Order> queue = best.getValue();
            while (unfilled > 0 && !queue.isEmpty()) {
                final Order maker = queue.peekFirst();
                final long fill = Math.min(unfilled, maker.remaining);
                maker.remaining -= fill;
                unfilled -= fill;
                commandFills++;
                totalFills++;
                totalLots += fill;
                lastTradePrice = levelPrice;
                if (maker.remaining == 0) {
                    queue.pollFirst();
                    forget(maker);
                    completedMakers.add(maker);
                }
            }
            if (queue.isEmpty()) {
                opposite.remove(levelPrice);
            }
        }
        return unfilled;
    }

    private void rest(final Order order) {
        levels(order.side).computeIfAbsent(order.price, p -> new ArrayDeque<>()).addLast(order);
        byId.put(order.id, order);
        if (liveCount == live.length) {
            live = java.util.Arrays.copyOf(live, liveCount * 2);
        }
        order.liveIndex = liveCount;
        live[liveCount++] = order;
    }

    private void leaveLevel(final Order order) {
        final TreeMap<Long, ArrayDeque<Order>> side = levels(order.side);
        final ArrayDeque<Order> queue = side.get(order.price);
        queue.remove(order);
        if (queue.isEmpty()) {
            side.remove(order.price);
        }
    }

    private void forget(final Order order) {
        byId.remove(order.id);
        final Order last = live[--liveCount];
        live[order.liveIndex] = last;
        last.liveIndex = order.liveIndex;
        live[liveCount] = null;
    }

    private Order live(final long id) {
        final Order order = byId.get(id);
        if (order == null) {
            throw new IllegalStateException("no live order " + id);
        }
        return order;
    }

    private TreeMap<Long, ArrayDeque<Order>> levels(final int side) {
        return side == BID ? bids : asks;
    }

    /** @return the i-th live order in an arbitrary but deterministic order, 0 &lt;= i &lt; {@link #size()} */
    Order liveAt(final int i) {
        return live[i];
    }

    /** @return number of resting orders */
    int size() {
        return liveCount;
    }

    /** @return number of non-empty price levels, both sides */
    int levelCount() {
        return bids.size() + asks.size();
    }

    /** @return best bid in ticks, 0 when none */
    long bestBid() {
        return bids.isEmpty() ? 0 : bids.firstKey();
    }

    /** @return best ask in ticks, 0 when none */
    long bestAsk() {
        return asks.isEmpty() ? 0 : asks.firstKey();
    }

    /** @return price of the last fill, 0 before the first */
    long lastTradePrice() {
        return lastTradePrice;
    }

    /** @return makers the last command filled completely, in fill order; valid until the next command */
    ArrayList<Order> completedMakers() {
        return completedMakers;
    }

    /** @return fills since creation */
    long totalFills() {
        return totalFills;
    }

    /** @return lots filled since creation */
    long totalLots() {
        return totalLots;
    }
}
