package dev.bourse.orderbook;

/**
 * A reusable buffer for the top of a book: per level its price (ticks), visible size (lots, hidden iceberg size
 * excluded) and number of orders. Index 0 is the best level of each side. Filled by
 * {@link OrderBook#fillL2(int, L2Snapshot)} in O(depth); grows its arrays when asked for a deeper book.
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
     * Empties both sides and makes room for {@code depth} levels per side. Called by the book before filling.
     *
     * @param depth levels per side the caller asked for
     */
    public void clear(final int depth) {
        askLevels = 0;
        bidLevels = 0;
        if (depth > askPrices.length) {
            askPrices = new long[depth];
            askSizes = new long[depth];
            askOrders = new int[depth];
            bidPrices = new long[depth];
            bidSizes = new long[depth];
            bidOrders = new int[depth];
        }
    }

    /**
     * Appends the next-worse ask level.
     *
     * @param price  ticks
     * @param size   visible lots
     * @param orders number of orders at the level
     */
    public void addAsk(final long price, final long size, final int orders) {
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
        bidPrices[bidLevels] = price;
        bidSizes[bidLevels] = size;
        bidOrders[bidLevels] = orders;
        bidLevels++;
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
