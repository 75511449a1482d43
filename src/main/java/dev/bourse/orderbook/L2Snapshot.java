package dev.bourse.orderbook;

import java.util.Arrays;

/**
 * A reusable buffer for the top of a book: per level its price (ticks), visible size (lots, hidden iceberg size
 * excluded) and number of orders. Index 0 is the best level of each side. Filled by
 * {@link OrderBook#fillL2(int, L2Snapshot)} in O(depth). Its arrays grow (doubling) as levels are added, never to
 * the depth asked for: a request of any depth, {@link Integer#MAX_VALUE} included, allocates at most about twice the
 * levels the book really has, and the grown arrays are kept for the next request.
 *
 * <p>Thread-safety: none.
 */
public final class L2Snapshot {
    private final Levels asks;
    private final Levels bids;

    /**
     * @param capacity initial number of levels per side, &gt;= 1
     */
    public L2Snapshot(final int capacity) {
        asks = new Levels(Math.max(1, capacity));
        bids = new Levels(Math.max(1, capacity));
    }

    /**
     * Empties both sides. Called by the book before filling; allocates nothing, whatever the depth.
     *
     * @param depth levels per side the caller asked for (the book stops there)
     */
    public void clear(final int depth) {
        asks.count = 0;
        bids.count = 0;
    }

    /**
     * Appends the next-worse ask level.
     *
     * @param price  ticks
     * @param size   visible lots
     * @param orders number of orders at the level
     */
    public void addAsk(final long price, final long size, final int orders) {
        asks.add(price, size, orders);
    }

    /**
     * Appends the next-worse bid level.
     *
     * @param price  ticks
     * @param size   visible lots
     * @param orders number of orders at the level
     */
    public void addBid(final long price, final long size, final int orders) {
        bids.add(price, size, orders);
    }

    /** @return number of ask levels filled */
    public int askLevels() {
        return asks.count;
    }

    /** @return number of bid levels filled */
    public int bidLevels() {
        return bids.count;
    }

    /**
     * @param i level index, 0 = best
     * @return ask price in ticks
     */
    public long askPrice(final int i) {
        return asks.prices[i];
    }

    /**
     * @param i level index, 0 = best
     * @return visible ask lots
     */
    public long askSize(final int i) {
        return asks.sizes[i];
    }

    /**
     * @param i level index, 0 = best
     * @return ask orders at the level
     */
    public int askOrders(final int i) {
        return asks.orders[i];
    }

    /**
     * @param i level index, 0 = best
     * @return bid price in ticks
     */
    public long bidPrice(final int i) {
        return bids.prices[i];
    }

    /**
     * @param i level index, 0 = best
     * @return visible bid lots
     */
    public long bidSize(final int i) {
        return bids.sizes[i];
    }

    /**
     * @param i level index, 0 = best
     * @return bid orders at the level
     */
    public int bidOrders(final int i) {
        return bids.orders[i];
    }

    /**
     * Whether both snapshots hold the same levels.
     *
     * @param other another snapshot
     * @return true when every filled level is equal
     */
    public boolean sameAs(final L2Snapshot other) {
        return asks.sameAs(other.asks) && bids.sameAs(other.bids);
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("L2{asks=[");
        asks.appendTo(sb);
        sb.append("], bids=[");
        bids.appendTo(sb);
        return sb.append("]}").toString();
    }

    /** One side's levels, best first, in three parallel arrays of equal length. */
    private static final class Levels {
        private long[] prices;
        private long[] sizes;
        private int[] orders;
        private int count;

        Levels(final int capacity) {
            prices = new long[capacity];
            sizes = new long[capacity];
            orders = new int[capacity];
        }

        void add(final long price, final long size, final int orderCount) {
            if (count == prices.length) {
                grow();
            }
            prices[count] = price;
            sizes[count] = size;
            orders[count] = orderCount;
            count++;
        }

        /** Doubles the arrays, all three before the swap: a failed allocation leaves them as they were. */
        private void grow() {
            final int grown = (int) Math.min(Integer.MAX_VALUE - 8, 2L * count);
            final long[] morePrices = Arrays.copyOf(prices, grown);
            final long[] moreSizes = Arrays.copyOf(sizes, grown);
            final int[] moreOrders = Arrays.copyOf(orders, grown);
            prices = morePrices;
            sizes = moreSizes;
            orders = moreOrders;
        }

        boolean sameAs(final Levels other) {
            if (count != other.count) {
                return false;
            }
            for (int i = 0; i < count; i++) {
                if (prices[i] != other.prices[i] || sizes[i] != other.sizes[i] || orders[i] != other.orders[i]) {
                    return false;
                }
            }
            return true;
        }

        void appendTo(final StringBuilder sb) {
            for (int i = 0; i < count; i++) {
                sb.append(i == 0 ? "" : ", ").append(sizes[i]).append('@').append(prices[i]).append('(')
                        .append(orders[i]).append(')');
            }
        }
    }
}
