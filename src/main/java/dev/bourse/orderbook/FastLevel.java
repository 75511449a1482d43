package dev.bourse.orderbook;

/**
 * A pooled price level of the fast book (or a trigger-price bucket of pending stops): a FIFO of orders as an
 * intrusive doubly linked list, its totals, and links to the neighbouring levels of its side in priority order.
 * A level with no order ({@code count == 0}) is idle: kept in its ladder for reuse, invisible to every query.
 */
final class FastLevel {
    long price;
    /** Sum of the orders' visible sizes (lots). */
    long visibleTotal;
    /** Sum of the orders' remaining sizes, hidden included (lots). */
    long remainingTotal;
    int count;
    FastOrder head;
    FastOrder tail;
    /** Next level toward the best price, or null for the best. */
    FastLevel better;
    /** Next level away from the best price, or null for the worst. */
    FastLevel worse;
    /** While idle (empty but kept, see {@link PriceLadder}): the level idle longer, or null for the oldest. */
    FastLevel idleOlder;
    /** While idle: the level idle for less time, or null for the newest. */
    FastLevel idleNewer;

    void clear() {
        visibleTotal = 0;
        remainingTotal = 0;
        count = 0;
        head = null;
        tail = null;
        better = null;
        worse = null;
        idleOlder = null;
        idleNewer = null;
    }
}
