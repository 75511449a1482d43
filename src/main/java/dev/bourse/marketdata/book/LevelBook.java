package dev.bourse.marketdata.book;

import dev.bourse.api.Side;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * One symbol's book as the feed shows it: price levels per side, best first, each with its visible size and order
 * count, and, in an order-by-order (L3) book, its orders in time priority. The publisher keeps one per symbol to
 * derive the level updates and snapshots from the engine's events; a consumer rebuilds one from snapshots and
 * updates ({@code dev.bourse.marketdata.client.BookBuilder}). A level-only (L2) book holds levels without orders
 * ({@link #level(int, long, long, int)}).
 *
 * <p>Units: prices in ticks, sizes in lots. Sides are {@link Side} ordinals. Orders and levels are pooled and the
 * arrays grow by doubling, so a book in its steady state allocates nothing.
 *
 * <p>{@link #stateHash()} folds, bids best to worst and then asks best to worst, each order in time priority, its
 * side, price, id and visible size with {@link BookHash}; the engine side computes the same from its own books
 * ({@code dev.bourse.marketdata.feed.EngineBookHash}), so equal hashes mean equal order-by-order books.
 *
 * <p>Thread-safety: none; one thread at a time.
 */
public final class LevelBook {
    private final BookSide bids = new BookSide(Side.BID.ordinal());
    private final BookSide asks = new BookSide(Side.ASK.ordinal());
    private final Long2ObjectHashMap<BookOrder> orders = new Long2ObjectHashMap<>();
    private BookOrder freeOrders;
    private BookLevel freeLevels;

    private BookSide side(final int side) {
        return side == Side.BID.ordinal() ? bids : asks;
    }

    /**
     * @param orderId an order id
     * @return the order in this book, or null
     */
    public BookOrder order(final long orderId) {
        return orders.get(orderId);
    }

    /**
     * Adds an order at the tail of its level.
     *
     * @param orderId order id, not in this book
     * @param side    side ordinal
     * @param price   ticks
     * @param visible lots shown, &gt; 0
     * @return the order, or null when the id is already in this book (nothing changed)
     */
    public BookOrder add(final long orderId, final int side, final long price, final long visible) {
        if (orders.containsKey(orderId)) {
            return null;
        }
        BookOrder o = freeOrders;
        if (o == null) {
            o = new BookOrder();
        } else {
            freeOrders = o.next;
        }
        o.orderId = orderId;
        o.side = side;
        o.price = price;
        o.visible = visible;
        o.remaining = 0;
        o.display = 0;
        levelFor(side, price).append(o);
        orders.put(orderId, o);
        return o;
    }

    /**
     * Changes what an order shows, keeping its place.
     *
     * @param o       an order of this book
     * @param visible lots shown, &gt; 0
     */
    public void visible(final BookOrder o, final long visible) {
        o.level.size += visible - o.visible;
        o.visible = visible;
    }

    /**
     * Moves an order to the tail of its level with a new visible size (an iceberg's next slice).
     *
     * @param o       an order of this book
     * @param visible lots shown, &gt; 0
     */
    public void moveToTail(final BookOrder o, final long visible) {
        final BookLevel level = o.level;
        level.unlink(o);
        o.visible = visible;
        level.append(o);
    }

    /**
     * Removes an order; it must not be used afterwards.
     *
     * @param o an order of this book
     */
    public void remove(final BookOrder o) {
        final BookLevel level = o.level;
        level.unlink(o);
        orders.remove(o.orderId);
        if (level.count == 0) {
            dropLevel(o.side, level);
        }
        o.level = null;
        o.next = freeOrders;
        freeOrders = o;
    }

    /**
     * Sets a level of a level-only book.
     *
     * @param side  side ordinal
     * @param price ticks
     * @param size  visible lots; 0 removes the level
     * @param count orders at the level
     */
    public void level(final int side, final long price, final long size, final int count) {
        final BookLevel existing = side(side).find(price);
        if (size == 0) {
            if (existing != null) {
                dropLevel(side, existing);
            }
            return;
        }
        final BookLevel level = existing != null ? existing : levelFor(side, price);
        level.size = size;
        level.count = count;
    }

    private BookLevel levelFor(final int side, final long price) {
        final BookSide s = side(side);
        BookLevel level = s.find(price);
        if (level == null) {
            level = freeLevels;
            if (level == null) {
                level = new BookLevel();
            } else {
                freeLevels = level.nextFree;
            }
            level.price = price;
            level.size = 0;
            level.count = 0;
            level.head = null;
            level.tail = null;
            s.insert(level);
        }
        return level;
    }

    private void dropLevel(final int side, final BookLevel level) {
        side(side).remove(level.price);
        level.head = null;
        level.tail = null;
        level.nextFree = freeLevels;
        freeLevels = level;
    }

    /** Empties the book, keeping its pools. */
    public void clear() {
        for (int s = 0; s < 2; s++) {
            final BookSide side = side(s);
            while (side.size() > 0) {
                final BookLevel level = side.at(0);
                while (level.head != null) {
                    final BookOrder o = level.head;
                    level.unlink(o);
                    o.level = null;
                    o.next = freeOrders;
                    freeOrders = o;
                }
                dropLevel(s, level);
            }
        }
        orders.clear();
    }

    /**
     * @param side side ordinal
     * @return number of levels on that side
     */
    public int depth(final int side) {
        return side(side).size();
    }

    /**
     * @param side  side ordinal
     * @param depth 0 for the best level, up to {@link #depth(int)} - 1
     * @return the level's price
     */
    public long price(final int side, final int depth) {
        return side(side).at(depth).price;
    }

    /**
     * @param side  side ordinal
     * @param depth 0 for the best level
     * @return the level's visible size
     */
    public long size(final int side, final int depth) {
        return side(side).at(depth).size;
    }

    /**
     * @param side  side ordinal
     * @param depth 0 for the best level
     * @return the level's order count
     */
    public int orders(final int side, final int depth) {
        return side(side).at(depth).count;
    }

    /**
     * @param side  side ordinal
     * @param depth 0 for the best level
     * @return the level's first order in time priority (null in a level-only book)
     */
    public BookOrder first(final int side, final int depth) {
        return side(side).at(depth).head;
    }

    /**
     * @param side  side ordinal
     * @param price ticks
     * @return the visible size at that price, 0 when there is no level
     */
    public long sizeAt(final int side, final long price) {
        final BookLevel level = side(side).find(price);
        return level == null ? 0 : level.size;
    }

    /**
     * @param side  side ordinal
     * @param price ticks
     * @return the order count at that price, 0 when there is no level
     */
    public int ordersAt(final int side, final long price) {
        final BookLevel level = side(side).find(price);
        return level == null ? 0 : level.count;
    }

    /** @return orders in the book (0 in a level-only book) */
    public int orderCount() {
        return orders.size();
    }

    /** @return the order-by-order digest described in the class comment */
    public long stateHash() {
        long h = BookHash.SEED;
        for (int s = 0; s < 2; s++) {
            final BookSide side = side(s);
            for (int d = 0; d < side.size(); d++) {
                for (BookOrder o = side.at(d).head; o != null; o = o.next) {
                    h = BookHash.add(h, o.side, o.price, o.orderId, o.visible);
                }
            }
        }
        return h;
    }
}
