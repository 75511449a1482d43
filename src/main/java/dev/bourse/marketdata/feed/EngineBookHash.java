package dev.bourse.marketdata.feed;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.marketdata.book.BookHash;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderState;
import dev.bourse.orderbook.OrderStateVisitor;
import dev.bourse.orderbook.OrderVisitor;
import dev.bourse.orderbook.RestorableOrderBook;

/**
 * The engine side of the feed's books: the order-by-order hash of an engine {@link OrderBook}, computed as a
 * consumer computes it from the rebuilt book ({@link BookHash}), and the seed of a {@link FeedGenerator}'s book from
 * an engine book (after a loss, or to regenerate the feed from a journal that starts at a snapshot). Reads the
 * book's visitors only, so it runs where the book may be read: on its owning thread, or on a book restored from a
 * snapshot.
 *
 * <p>Thread-safety: one instance per thread; not re-entrant.
 */
public final class EngineBookHash implements OrderVisitor, OrderStateVisitor {
    private long hash;
    private FeedGenerator seeding;
    private long seedSymbol;

    /**
     * @param book an engine book
     * @return {@link BookHash} over its resting orders (pending stops and hidden lots left out)
     */
    public long hash(final OrderBook book) {
        hash = BookHash.SEED;
        book.forEachOrder((OrderVisitor) this);
        return hash;
    }

    /**
     * Seeds a generator's book of {@code symbol} with the resting orders of an engine book (hidden lots and iceberg
     * slice sizes included, so later slices are derived exactly).
     *
     * @param feed   the generator
     * @param symbol the symbol id
     * @param book   the engine's book of that symbol
     */
    public void seed(final FeedGenerator feed, final long symbol, final RestorableOrderBook book) {
        seeding = feed;
        seedSymbol = symbol;
        feed.beginSeed(symbol);
        book.exportOrders(this);
        feed.endSeed(symbol);
        seeding = null;
    }

    @Override
    public void visit(final long orderId, final long uid, final Side side, final OrderType type, final long price,
            final long remaining, final long visible, final long triggerPrice, final boolean pendingStop,
            final long timestamp) {
        if (!pendingStop) {
            hash = BookHash.add(hash, side.ordinal(), price, orderId, visible);
        }
    }

    @Override
    public void visit(final OrderState o) {
        if (!o.pendingStop()) {
            seeding.seedOrder(seedSymbol, o.orderId(), o.side().ordinal(), o.price(), o.remaining(), o.visible(),
                    o.display());
        }
    }
}
