package dev.bourse.orderbook;

/**
 * A pooled price level of the fast book (or a trigger-price bucket of pending stops): a FIFO of orders as an
 * intrusive doubly linked list, its totals, and links to the neighbouring levels of its side in priority order.
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

    void clear() {
        visibleTotal = 0;
        remainingTotal = 0;
        count = 0;
        head = null;
        tail = null;
        better = null;
        worse = null;
    }
}
