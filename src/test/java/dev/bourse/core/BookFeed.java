package dev.bourse.core;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.L2Book;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A market-data feed built from the core's events alone, as a consumer would build it: per symbol the resting orders
 * (plain orders only: no icebergs, no stops), with each order's expiry as the test placed it. At each result it
 * checks what the events must guarantee about expiry, and it logs every event as a line for comparing layouts:
 * <ul>
 *   <li>after any command on a book, that book holds no order due at the command's timestamp (a command expires
 *       what is due on its book first; a time event does nothing else);</li>
 *   <li>an L2 answer equals this feed's book at the query's timestamp less the orders due by then ({@link
 *       #expectedL2}); how often a due order was still in the feed when an L2 was asked is counted.</li>
 * </ul>
 *
 * <p>Thread-safety: callbacks on the results thread (one at a time); the accessors from the test thread after the
 * command's future completed.
 */
final class BookFeed implements ExchangeListener {
    /** An order as the feed sees it. */
    private static final class Resting {
        private final Side side;
        private long price;
        private long remaining;
        private final long expireAt;

        Resting(final Side side, final long price, final long remaining, final long expireAt) {
            this.side = side;
            this.price = price;
            this.remaining = remaining;
            this.expireAt = expireAt;
        }
    }

    private final Map<Long, Long> expiries = new ConcurrentHashMap<>();
    private final Map<Long, Map<Long, Resting>> books = new HashMap<>();
    private final Map<Long, String> expectedL2 = new ConcurrentHashMap<>();
    private final List<String> lines = new ArrayList<>();
    private final List<String> violations = new ArrayList<>();
    private final List<Long> expired = new ArrayList<>();
    private volatile int dueWhenAsked;
    private volatile int expiredByTimeEvents;
    /** Expiries heard for the command being reported. */
    private int expiredNow;

    /**
     * The test states an order's expiry before it submits it.
     *
     * @param orderId  the order
     * @param expireAt its expiry, 0 for none
     */
    void expect(final long orderId, final long expireAt) {
        expiries.put(orderId, expireAt);
    }

    /** @return every event and result, one line each, in sequence order */
    synchronized List<String> lines() {
        return new ArrayList<>(lines);
    }

    /** @return the broken guarantees, empty when none */
    synchronized List<String> violations() {
        return new ArrayList<>(violations);
    }

    /** @return how many L2 queries found a due order still in the feed (the answers must leave it out) */
    int dueWhenAsked() {
        return dueWhenAsked;
    }

    /** @return the ids of the orders expired so far, by any command, ascending */
    synchronized List<Long> expired() {
        final List<Long> ids = new ArrayList<>(expired);
        ids.sort(null);
        return ids;
    }

    /** @return how many orders time events expired */
    int expiredByTimeEvents() {
        return expiredByTimeEvents;
    }

    /**
     * @param sequence an L2 query's sequence
     * @return the answer the feed expects, as {@link #describe}
     */
    String expectedL2(final long sequence) {
        return expectedL2.get(sequence);
    }

    /**
     * @param l2 an answer
     * @return its levels as one line, bids best first then asks best first
     */
    static String describe(final L2Book l2) {
        final StringBuilder b = new StringBuilder("bids");
        for (int i = 0; i < l2.bidLevels(); i++) {
            b.append(' ').append(l2.bidSize(i)).append('@').append(l2.bidPrice(i)).append('x').append(l2.bidOrders(i));
        }
        b.append(" asks");
        for (int i = 0; i < l2.askLevels(); i++) {
            b.append(' ').append(l2.askSize(i)).append('@').append(l2.askPrice(i)).append('x').append(l2.askOrders(i));
        }
        return b.toString();
    }

    private Map<Long, Resting> book(final long symbol) {
        return books.computeIfAbsent(symbol, s -> new HashMap<>());
    }

    @Override
    public synchronized void onResult(final long correlationId, final int commandType, final long sequence,
            final long uid, final long symbol, final long orderId, final int resultCode, final long timestamp) {
        lines.add(sequence + " RESULT " + CommandType.name(commandType) + " " + symbol + " " + uid + " " + orderId
                + " " + ResultCode.name(resultCode) + " ts=" + timestamp);
        if (commandType == CommandType.ADVANCE_TIME) {
            expiredByTimeEvents += expiredNow;
        }
        expiredNow = 0;
        if (commandType == CommandType.L2_REQUEST) {
            expectedL2.put(sequence, levels(symbol, timestamp));
        } else if (CommandType.isMatchingCommand(commandType) && resultCode == ResultCode.SUCCESS) {
            for (final Map.Entry<Long, Resting> e : book(symbol).entrySet()) {
                if (due(e.getValue(), timestamp)) {
                    violations.add("order " + e.getKey() + " due at " + e.getValue().expireAt + " is still in book "
                            + symbol + " after " + CommandType.name(commandType) + " at " + timestamp);
                }
            }
        }
    }

    private static boolean due(final Resting o, final long timestamp) {
        return o.expireAt != 0 && o.expireAt <= timestamp;
    }

    private String levels(final long symbol, final long timestamp) {
        final TreeMap<Long, long[]> bids = new TreeMap<>((a, b) -> Long.compare(b, a));
        final TreeMap<Long, long[]> asks = new TreeMap<>();
        boolean sawDue = false;
        for (final Resting o : book(symbol).values()) {
            if (due(o, timestamp)) {
                sawDue = true;
                continue;
            }
            final long[] level = (o.side == Side.BID ? bids : asks).computeIfAbsent(o.price, p -> new long[2]);
            level[0] += o.remaining;
            level[1]++;
        }
        if (sawDue) {
            dueWhenAsked++;
        }
        final StringBuilder b = new StringBuilder("bids");
        bids.entrySet().stream().limit(GoodTillDateLayoutsTest.DEPTH).forEach(e -> b.append(' ')
                .append(e.getValue()[0]).append('@').append(e.getKey()).append('x').append(e.getValue()[1]));
        b.append(" asks");
        asks.entrySet().stream().limit(GoodTillDateLayoutsTest.DEPTH).forEach(e -> b.append(' ')
                .append(e.getValue()[0]).append('@').append(e.getKey()).append('x').append(e.getValue()[1]));
        return b.toString();
    }

    @Override
    public synchronized void onTrade(final long sequence, final long tradeId, final long symbol,
            final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long makerFee, final long takerFee, final long timestamp) {
        lines.add(sequence + " TRADE " + symbol + " " + tradeId + " " + makerOrderId + "/" + takerOrderId + " "
                + size + "@" + price + " fees " + makerFee + "/" + takerFee);
        shrink(symbol, makerOrderId, makerRemaining);
        shrink(symbol, takerOrderId, takerRemaining);
    }

    private void shrink(final long symbol, final long orderId, final long remaining) {
        final Resting o = book(symbol).get(orderId);
        if (o != null) {
            o.remaining = remaining;
            if (remaining == 0) {
                book(symbol).remove(orderId);
            }
        }
    }

    @Override
    public synchronized void onRested(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long remaining, final long visible, final long timestamp) {
        lines.add(sequence + " RESTED " + symbol + " " + orderId + " " + side + " " + remaining + "@" + price);
        book(symbol).put(orderId, new Resting(side, price, remaining, expiries.getOrDefault(orderId, 0L)));
    }

    @Override
    public synchronized void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        lines.add(sequence + " CANCELLED " + symbol + " " + orderId + " " + cancelledSize + " left " + remaining + " "
                + reason);
        if (reason == CancelReason.EXPIRED) {
            expiredNow++;
            expired.add(orderId);
        }
        shrink(symbol, orderId, remaining);
    }

    @Override
    public synchronized void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        lines.add(sequence + " AMENDED " + symbol + " " + orderId + " " + oldRemaining + "@" + oldPrice + " -> "
                + newRemaining + "@" + newPrice + " kept=" + priorityKept);
        final Resting o = book(symbol).get(orderId);
        if (o != null) {
            o.price = newPrice;
            o.remaining = newRemaining;
        }
    }

    @Override
    public synchronized void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        lines.add(sequence + " REJECTED " + symbol + " " + orderId + " " + ResultCode.name(resultCode));
    }
}
