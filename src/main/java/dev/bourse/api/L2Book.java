package dev.bourse.api;

import java.util.Arrays;

/**
 * The top of one book as answered by {@link ExchangeApi#l2(long, int)}: per side, best level first, the price in
 * ticks, the visible size in lots (hidden iceberg size excluded) and the number of orders.
 *
 * <p>Thread-safety: immutable (the arrays are private copies).
 */
public final class L2Book {
    private final long[] bidPrices;
    private final long[] bidSizes;
    private final int[] bidOrders;
    private final long[] askPrices;
    private final long[] askSizes;
    private final int[] askOrders;

    /**
     * @param bidPrices ticks, best first
     * @param bidSizes  lots, same length
     * @param bidOrders orders per level, same length
     * @param askPrices ticks, best first
     * @param askSizes  lots, same length
     * @param askOrders orders per level, same length
     */
    public L2Book(final long[] bidPrices, final long[] bidSizes, final int[] bidOrders, final long[] askPrices,
            final long[] askSizes, final int[] askOrders) {
        this.bidPrices = bidPrices.clone();
        this.bidSizes = bidSizes.clone();
        this.bidOrders = bidOrders.clone();
        this.askPrices = askPrices.clone();
        this.askSizes = askSizes.clone();
        this.askOrders = askOrders.clone();
    }

    /** @return number of bid levels */
    public int bidLevels() {
        return bidPrices.length;
    }

    /** @return number of ask levels */
    public int askLevels() {
        return askPrices.length;
    }

    /**
     * @param i level, 0 = best
     * @return bid price in ticks
     */
    public long bidPrice(final int i) {
        return bidPrices[i];
    }

    /**
     * @param i level, 0 = best
     * @return visible bid lots
     */
    public long bidSize(final int i) {
        return bidSizes[i];
    }

    /**
     * @param i level, 0 = best
     * @return bid orders at the level
     */
    public int bidOrders(final int i) {
        return bidOrders[i];
    }

    /**
     * @param i level, 0 = best
     * @return ask price in ticks
     */
    public long askPrice(final int i) {
        return askPrices[i];
    }

    /**
     * @param i level, 0 = best
     * @return visible ask lots
     */
    public long askSize(final int i) {
        return askSizes[i];
    }

    /**
     * @param i level, 0 = best
     * @return ask orders at the level
     */
    public int askOrders(final int i) {
        return askOrders[i];
    }

    @Override
    public boolean equals(final Object o) {
        if (!(o instanceof L2Book)) {
            return false;
        }
        final L2Book b = (L2Book) o;
        return Arrays.equals(bidPrices, b.bidPrices) && Arrays.equals(bidSizes, b.bidSizes)
                && Arrays.equals(bidOrders, b.bidOrders) && Arrays.equals(askPrices, b.askPrices)
                && Arrays.equals(askSizes, b.askSizes) && Arrays.equals(askOrders, b.askOrders);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bidPrices) * 31 + Arrays.hashCode(askPrices);
    }

    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("L2Book{bids=[");
        for (int i = 0; i < bidPrices.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(bidSizes[i]).append('@').append(bidPrices[i]);
        }
        sb.append("], asks=[");
        for (int i = 0; i < askPrices.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(askSizes[i]).append('@').append(askPrices[i]);
        }
        return sb.append("]}").toString();
    }
}
