package dev.bourse.risk;

import dev.bourse.api.Side;

/**
 * The risk record of one open order (resting, pending stop, or in its taker phase): what it holds, so that fills and
 * cancels release exactly what was taken and nothing drifts. Invariant:
 * {@code held == remaining × perLot + budgetLeft × quoteScale}, {@code budgetLeft == 0} unless a budget bid.
 *
 * <p>Amendments keep one undo slot ({@code undo*} fields) so that a move or replace refused by the book can be
 * reverted; every other operation on the record clears it.
 *
 * <p>Pooled through {@link OrderHolds}. Thread-safety: owned by one risk shard's thread.
 */
final class OrderHold {
    int symbolId;
    long orderId;
    long uid;
    /** The owner's account, so settling and amending need no lookup by uid (accounts are never removed). */
    Account account;
    Side side;
    HoldKind kind;
    /** The currency held: base for a spot ask, quote otherwise (margin records hold nothing). */
    int currency;
    /** Unfilled lots, as the book sees them. */
    long remaining;
    /** Amount of {@code currency} still held, minor units. */
    long held;
    /** Amount held per remaining lot (for a budget bid: the taker fee part only). */
    long perLot;
    /** Spot bid: the reserve (limit) or protection price in ticks; a limit ask: its price; otherwise 0. */
    long reserve;
    /** Budget bid: unspent budget in ticks × lots; otherwise 0. */
    long budgetLeft;

    boolean undo;
    long undoRemaining;
    long undoHeld;
    long undoPerLot;
    long undoReserve;

    OrderHold nextFree;
    /** Position in {@link OrderHolds}' dense array of live records. */
    int liveIndex;
    /** The snapshot capture epoch this record was last exported in, or born in ({@link RiskCapture}). */
    int capturedEpoch;

    void clear() {
        symbolId = 0;
        orderId = 0;
        uid = 0;
        account = null;
        side = null;
        kind = null;
        currency = 0;
        remaining = 0;
        held = 0;
        perLot = 0;
        reserve = 0;
        budgetLeft = 0;
        undo = false;
        undoRemaining = 0;
        undoHeld = 0;
        undoPerLot = 0;
        undoReserve = 0;
    }

    void saveUndo() {
        undo = true;
        undoRemaining = remaining;
        undoHeld = held;
        undoPerLot = perLot;
        undoReserve = reserve;
    }
}
