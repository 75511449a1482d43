package dev.bourse.orderbook;

/**
 * The orders, price levels and per-user list heads that the fast books of one matching shard take and give back,
 * preallocated once for the whole shard rather than once per book.
 *
 * <p>Why shared: a venue lists many symbols and most of their books are shallow, so preallocating a book's worth of
 * objects per symbol costs memory in proportion to the symbols listed, not to the orders resting. With one set of
 * pools per shard the objects follow the orders: a book takes what it needs as orders arrive and gives it back when
 * they leave, where another book of the shard can take it. A pool that runs dry allocates (a new high-water mark of
 * the shard's live orders); nothing is ever handed to the garbage collector, so in steady state no command
 * allocates.
 *
 * <p>Thread-safety: none; the pools and every book that uses them belong to one matching thread.
 */
public final class BookPools {
    /** Per-user list heads preallocated per expected order: most users hold several orders. */
    private static final int ORDERS_PER_USER = 4;
    final ObjectPool<FastOrder> orders;
    final ObjectPool<FastLevel> levels;
    final ObjectPool<FastUser> users;

    /**
     * @param expectedOrders live orders to preallocate orders and levels for, 0..100,000,000; the pools grow past it
     * @throws IllegalArgumentException when out of range
     */
    public BookPools(final int expectedOrders) {
        if (expectedOrders < 0 || expectedOrders > 100_000_000) {
            throw new IllegalArgumentException("expectedOrders out of range: " + expectedOrders);
        }
        this.orders = new ObjectPool<>(FastOrder::new, expectedOrders);
        this.levels = new ObjectPool<>(FastLevel::new, expectedOrders);
        this.users = new ObjectPool<>(FastUser::new, expectedOrders / ORDERS_PER_USER);
    }

    /** @return orders waiting in the pool, for tests and reports */
    public int idleOrders() {
        return orders.size();
    }

    /** @return price levels waiting in the pool, for tests and reports */
    public int idleLevels() {
        return levels.size();
    }

    /** @return per-user list heads waiting in the pool, for tests and reports */
    public int idleUsers() {
        return users.size();
    }
}
