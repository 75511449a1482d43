package dev.bourse.orderbook;

/**
 * A pooled per-user list head: the user's live orders in acceptance order, for O(user's orders) listings and mass
 * cancel.
 */
final class FastUser {
    long uid;
    FastOrder head;
    FastOrder tail;
    int count;
}
