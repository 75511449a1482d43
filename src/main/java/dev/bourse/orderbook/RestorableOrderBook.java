package dev.bourse.orderbook;

/**
 * An order book whose whole logical state can be exported and rebuilt, for snapshots. A book restored from the
 * export of another (of either implementation) has the same {@link #stateHash()} and answers every later command
 * with the same events.
 *
 * <p>Restoring: on an empty book, call {@link #restoreOrder} once per order in the order {@link #exportOrders}
 * (or an incremental export, {@link #beginExport}) visited them, then {@link #completeRestore} once. No event is
 * emitted. Between the two the book must not be used.
 *
 * <p>Thread-safety: none; the book's owning thread (or any thread while the book is not in use).
 */
public interface RestorableOrderBook extends OrderBook {

    /** @return the last acceptance sequence given out, 0 before the first accepted place */
    long acceptanceCounter();

    /**
     * Visits every live order with its full state: bids best to worst, each level in time priority, then asks
     * likewise, then pending stops in ascending acceptance sequence. O(orders); allocates nothing per order.
     *
     * @param visitor called once per order
     */
    void exportOrders(OrderStateVisitor visitor);

    /**
     * Begins an incremental export of the book as it is now (the cut), exporting nothing yet. From now on every
     * order the book holds now reaches {@code visitor} exactly once, with its state at the cut: by
     * {@link #exportStep}, or just before the first later command that changes its price level (or its stop
     * bucket) -- a place into it, a cancel, reduce, move or fill of one of its orders, a trigger -- in which case
     * that whole level (what is left of it) is exported first. Orders within a level come in time priority (stops
     * within a trigger bucket in its order); levels may come in any order, which {@link #restoreOrder} accepts.
     * Orders placed later are never exported. The book-wide values ({@link #lastTradePrice},
     * {@link #acceptanceCounter}) are the caller's to read at the cut. O(1).
     *
     * <p>Cost when no export is in progress: one compare per level change.
     *
     * @param visitor receives the orders; must not modify the book
     * @throws IllegalStateException if an export is in progress
     */
    void beginExport(OrderStateVisitor visitor);

    /**
     * One bounded step of the export in progress (nothing when none is).
     *
     * @param budget at most this many orders are exported, counting a level passed with nothing to export as one,
     *               &gt; 0
     * @return the units spent, at most {@code budget}
     * @throws IllegalArgumentException if {@code budget} is not positive
     */
    int exportStep(int budget);

    /**
     * The {@link #exportStep} argument rule, for every implementation.
     *
     * @param budget the argument
     * @return {@code budget}
     * @throws IllegalArgumentException if it is not positive
     */
    static int checkedBudget(final int budget) {
        if (budget <= 0) {
            throw new IllegalArgumentException("budget must be > 0: " + budget);
        }
        return budget;
    }

    /** @return whether an export is in progress ({@link #beginExport} until its last step) */
    boolean isExporting();

    /** Abandons the export in progress, if any; the book stops exporting on touch. */
    void abortExport();

    /**
     * Re-inserts one exported order at the tail of its level (or trigger bucket), with its history. The argument is
     * not retained.
     *
     * @param order the order's state as {@link #exportOrders} gave it; its id not live in this book
     * @throws IllegalArgumentException if the id is already live
     */
    void restoreOrder(OrderState order);

    /**
     * Visits one user's live orders with their full state ({@link OrderStateVisitor}), in ascending acceptance
     * order, in O(that user's orders): the order view of a user report. Changes nothing.
     *
     * @param uid     the user
     * @param visitor called once per order; must not modify the book
     */
    void forEachOrderState(long uid, OrderStateVisitor visitor);

    /**
     * Ends a restore: sets the book-wide values and builds the per-user listings (by acceptance sequence).
     *
     * @param lastTradePrice     ticks, 0 before the first trade
     * @param acceptanceCounter  the last acceptance sequence given out
     */
    void completeRestore(long lastTradePrice, long acceptanceCounter);
}
