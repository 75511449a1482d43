package dev.bourse.risk;

import dev.bourse.api.Side;
import java.util.Arrays;

/**
 * Creates and removes hold records in a symbol's order map, recycling them through an intrusive free list so that
 * steady-state placing and settling allocates nothing. Every live record is also in one dense array
 * ({@link #live}, swap-remove), which snapshot captures walk in chunks ({@link RiskCapture}).
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class OrderHolds {
    private final RiskCapture capture;
    private OrderHold free;
    /** Every live record, in no particular order; {@code live[r.liveIndex] == r}. */
    OrderHold[] live = new OrderHold[1024];
    int liveCount;

    OrderHolds(final RiskCapture capture) {
        this.capture = capture;
    }

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
        r.capturedEpoch = capture.epoch;
        if (liveCount == live.length) {
            live = Arrays.copyOf(live, liveCount * 2);
        }
        r.liveIndex = liveCount;
        live[liveCount++] = r;
        symbol.holds.add(r);
        return r;
    }

    /** Unregisters a record whose funds the caller has already released, and recycles it. */
    void close(final SymbolState symbol, final OrderHold r) {
        capture.removing(r);
        symbol.holds.remove(r);
        final int index = r.liveIndex;
        final OrderHold last = live[--liveCount];
        live[liveCount] = null;
        if (last != r) {
            live[index] = last;
            last.liveIndex = index;
            capture.moved(last, index);
        }
        r.clear();
        r.nextFree = free;
        free = r;
    }
}
