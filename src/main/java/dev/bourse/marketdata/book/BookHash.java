package dev.bourse.marketdata.book;

import dev.bourse.common.StateHash;

/**
 * The fold behind an order-by-order book's state hash: per order, in book order (bids best to worst, then asks best
 * to worst, each level in time priority), its side ordinal, price, id and visible size, with
 * {@link StateHash#add(long, long)} from {@link #SEED}. The publisher's books, a consumer's rebuilt books and the
 * engine's own books ({@code dev.bourse.marketdata.feed.EngineBookHash}) all hash this way. Hidden iceberg size and
 * pending stops are not part of it: the feed does not show them.
 *
 * <p>Thread-safety: stateless.
 */
public final class BookHash {
    /** The hash of an empty book. */
    public static final long SEED = StateHash.SEED;

    private BookHash() {
    }

    /**
     * @param hash    the hash so far
     * @param side    side ordinal
     * @param price   ticks
     * @param orderId order id
     * @param visible lots shown
     * @return the hash with this order folded in
     */
    public static long add(final long hash, final int side, final long price, final long orderId,
            final long visible) {
        return StateHash.add(StateHash.add(StateHash.add(StateHash.add(hash, side), price), orderId), visible);
    }

    /**
     * Combines books into one digest: per symbol in ascending id order, its id and its book's hash.
     *
     * @param hash      the digest so far ({@link #SEED} to start)
     * @param symbol    symbol id
     * @param bookHash  that symbol's book hash
     * @return the digest with this symbol folded in
     */
    public static long addBook(final long hash, final long symbol, final long bookHash) {
        return StateHash.add(StateHash.add(hash, symbol), bookHash);
    }
}
