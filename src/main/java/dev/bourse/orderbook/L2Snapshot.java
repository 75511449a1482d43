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
    private long[] askPrices;
    private long[] askSizes;
    private int[] askOrders;
    private long[] bidPrices;
    private long[] bidSizes;
    private int[] bidOrders;
    private int askLevels;
    private int bidLevels;

    /**
     * @param capacity initial number of levels per side, &gt;= 1
     */
    public L2Snapshot(final int capacity) {
        final int c = Math.max(1, capacity);
        askPrices = new long[c];
        askSizes = new long[c];
        askOrders = new int[c];
        bidPrices = new long[c];
        bidSizes = new long[c];
        bidOrders = new int[c];
    }

    /**
     * Empties both sides. Called by the book before filling; allocates nothing, whatever the depth.
     *
     * @param depth levels per side the caller asked for (the book stops there)
     */
    public void clear(final int depth) {
        askLevels = 0;
        bidLevels = 0;
    }

    /**
     * Appends the next-worse ask level.
     *
     * @param price  ticks
     * @param size   visible lots
     * @param orders number of orders at the level
     */
    public void addAsk(final long price, final long size, final int orders) {
        if (askLevels == askPrices.length) {
            // All three first, then swap: a failed allocation leaves the arrays as they were, of equal lengths.
            final int grown = grownCapacity(askLevels);
            final long[] prices = Arrays.copyOf(askPrices, grown);
            final long[] sizes = Arrays.copyOf(askSizes, grown);
            final int[] counts = Arrays.copyOf(askOrders, grown);
            askPrices = prices;
            askSizes = sizes;
            askOrders = counts;
        }
        askPrices[askLevels] = price;
        askSizes[askLevels] = size;
        askOrders[askLevels] = orders;
        askLevels++;
    }

    /**
     * Appends the next-worse bid level.
     *
     * @param price  ticks
     * @param size   visible lots
     * @param orders number of orders at the level
     */
    public void addBid(final long price, final long size, final int orders) {
        if (bidLevels == bidPrices.length) {
            // All three first, then swap: a failed allocation leaves the arrays as they were, of equal lengths.
            final int grown = grownCapacity(bidLevels);
            final long[] prices = Arrays.copyOf(bidPrices, grown);
            final long[] sizes = Arrays.copyOf(bidSizes, grown);
            final int[] counts = Arrays.copyOf(bidOrders, grown);
            bidPrices = prices;
            bidSizes = sizes;
            bidOrders = counts;
        }
        bidPrices[bidLevels] = price;
        bidSizes[bidLevels] = size;
        bidOrders[bidLevels] = orders;
        bidLevels++;
    }

    /** Doubles, up to the largest array length; a side cannot hold more levels than the book has. */
    private static int grownCapacity(final int levels) {
        return (int) Math.min(Integer.MAX_VALUE - 8, 2L * levels);
    }

    /** @return number of ask levels filled */
    public int askLevels() {
        return askLevels;
    }

    /** @return number of bid levels filled */
    public int bidLevels() {
        return bidLevels;
    }

    /**
     * @param i level index, 0 = best
     * @return ask price in ticks
     */
    public long askPrice(final int i) {
        return askPrices[i];
    }

    /**
     * @param i level index, 0 = best
     * @return visible ask lots
     */
    public long askSize(final int i) {
        return askSizes[i];
    }

    /**
     * @param i level index, 0 = best
     * @return ask orders at the level
     */
    public int askOrders(final int i) {
        return askOrders[i];
    }

    /**
     * @param i level index, 0 = best
     * @return bid price in ticks
     */
    public long bidPrice(final int i) {
        return bidPrices[i];
    }

    /**
     * @param i level index, 0 = best
     * @return visible bid lots
     */
    public long bidSize(final int i) {
        return bidSizes[i];
    }

    /**
     * @param i level index, 0 = best
     * @return bid orders at the level
     */
    public int bidOrders(final int i) {
        return bidOrders[i];
    }

    /**
     * Whether both snapshots hold the same levels.
     *
     * @param other another snapshot
     * @return true when every filled level is equal
     */
    public boolean sameAs(final L2Snapshot other) {
        if (askLevels != other.askLevels || bidLevels != other.bidLevels) {
            return false;
        }
        for (int i = 0; i < askLevels; i++) {
            if (askPrices[i] != other.askPrices[i] || askSizes[i] != other.askSizes[i]
                    || askOrders[i] != other.askOrders[i]) {
                return false;
            }
        }
        for (int i = 0; i < bidLevels; i++) {
            if (bidPrices[i] != other.bidPrices[i] || bidSizes[i] != other.bidSizes[i]
                    || bidOrders[i] != other.bidOrders[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("L2{asks=[");
        for (int i = 0; i < askLevels; i++) {
            sb.append(i == 0 ? "" : ", ").append(askSizes[i]).append('@').append(askPrices[i])
                    .append('(').append(askOrders[i]).append(')');
        }
        sb.append("], bids=[");
        for (int i = 0; i < bidLevels; i++) {
            sb.append(i == 0 ? "" : ", ").append(bidSizes[i]).append('@').append(bidPrices[i])
                    .append('(').append(bidOrders[i]).append(')');
        }
        return sb.append("]}").toString();
    }
}
