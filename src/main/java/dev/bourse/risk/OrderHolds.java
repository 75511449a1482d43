package dev.bourse.risk;

import dev.bourse.api.Side;

/**
 * Creates and removes hold records in a symbol's order map, recycling them through an intrusive free list so that
 * steady-state placing and settling allocates nothing.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class OrderHolds {
    private OrderHold free;

    /**
     * Registers a new record; the caller has checked that the id is not taken and moves the funds itself.
     */
    OrderHold open(final SymbolState symbol, final long orderId, final Account account, final Side side,
            final HoldKind kind, final int currency, final long size) {
        OrderHold r = free;
        if (r == null) {
            r = new OrderHold();
        } else {
            free = r.nextFree;
            r.nextFree = null;
        }
        r.symbolId = symbol.symbolId;
        r.orderId = orderId;
        r.uid = account.uid;
        r.account = account;
        r.side = side;
        r.kind = kind;
        r.currency = currency;
        r.remaining = size;
        symbol.holds.put(orderId, r);
        return r;
    }

    /** Unregisters a record whose funds the caller has already released, and recycles it. */
    void close(final SymbolState symbol, final OrderHold r) {
        symbol.holds.remove(r.orderId);
        r.clear();
        r.nextFree = free;
        free = r;
    }
}
