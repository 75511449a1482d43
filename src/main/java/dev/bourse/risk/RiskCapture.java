package dev.bourse.risk;

import dev.bourse.common.Checks;

/**
 * Incremental, copy-on-touch snapshot capture of one risk shard, on the shard's own thread: {@link #begin} at the
 * cut copies nothing but two counts and an epoch; every user and open-order record that existed at the cut is then
 * exported exactly once, as it was at the cut, either by {@link #step} (in bounded chunks) or by a touch just before
 * the first change after the cut ({@link RiskShard} guards each entry point that changes a record), whichever comes
 * first.
 *
 * <p>How "existed at the cut and not yet exported" is known in O(1): each {@link Account} and {@link OrderHold}
 * carries the epoch it was last exported in; records created after the cut are stamped with the current epoch at
 * birth, so they count as exported (they were not in the cut). Users live in an append-only array
 * ({@link Accounts#all}), so the first {@code userCut} entries are exactly the users of the cut. Records live in a
 * dense array with swap-remove ({@link OrderHolds#live}): a removal moves the last record down into the hole, so the
 * step cursor could miss it; {@link #moved} exports such a record at once when it lands below the cursor. Records
 * only move down, so every record of the cut stays below {@code orderCut}.
 *
 * <p>Thread-safety: none; the shard's owning thread.
 */
final class RiskCapture {
    /** Records stamped with this epoch are exported in the current capture, or were born after its cut. */
    int epoch;
    /** Whether a capture is in progress: entry points then touch the records they are about to change. */
    boolean active;
    private RiskStateVisitor sink;
    private Accounts accounts;
    private OrderHolds holds;
    private int userCut;
    private int userCursor;
    private int orderCut;
    private int orderCursor;

    void attach(final Accounts users, final OrderHolds records) {
        this.accounts = users;
        this.holds = records;
    }

    /**
     * Starts a capture at the cut: records the counts of users and open-order records, exports nothing.
     *
     * @throws IllegalStateException if a capture is in progress
     */
    void begin(final RiskStateVisitor visitor) {
        if (active) {
            throw new IllegalStateException("a risk capture is already in progress");
        }
        epoch++;
        sink = visitor;
        userCut = accounts.count;
        userCursor = 0;
        orderCut = holds.liveCount;
        orderCursor = 0;
        active = true;
        finishIfDone();
    }

    /**
     * Exports up to {@code budget} records of the cut not yet exported (records already exported by a touch count
     * as a tenth of one, so a step also stays short where most were touched).
     *
     * @return true when the capture is complete (or none is in progress)
     */
    boolean step(final int budget) {
        if (!active) {
            return true;
        }
        int work = 0;
        final int budgetTenths = budget * 10;
        while (userCursor < userCut && work < budgetTenths) {
            final Account a = accounts.all[userCursor++];
            if (a.capturedEpoch != epoch) {
                exportUser(a);
                work += 10;
            } else {
                work++;
            }
        }
        while (orderCursor < Math.min(orderCut, holds.liveCount) && work < budgetTenths) {
            final OrderHold r = holds.live[orderCursor++];
            if (r.capturedEpoch != epoch) {
                exportOrder(r);
                work += 10;
            } else {
                work++;
            }
        }
        return finishIfDone();
    }

    /** Drops a capture in progress (the snapshot failed elsewhere); what was exported is left to the sink. */
    void abort() {
        active = false;
        sink = null;
    }

    /** Exports a user of the cut before its first change. */
    void touch(final Account a) {
        if (a != null && a.capturedEpoch != epoch) {
            exportUser(a);
        }
    }

    /** Exports a record of the cut before its first change or its removal. */
    void touch(final OrderHold r) {
        if (r != null && r.capturedEpoch != epoch) {
            exportOrder(r);
        }
    }

    /** A record removal moved {@code r} down to {@code index}: export it now if the cursor has passed there. */
    void moved(final OrderHold r, final int index) {
        if (active && index < orderCursor && r.capturedEpoch != epoch) {
            exportOrder(r);
        }
    }

    /** A record is being removed: it must have been exported already (its entry point touched it). */
    void removing(final OrderHold r) {
        if (Checks.ENABLED && active && r.capturedEpoch != epoch) {
            throw new IllegalStateException("order " + r.orderId + " of symbol " + r.symbolId
                    + " removed during a capture before it was exported");
        }
    }

    private void exportUser(final Account a) {
        a.capturedEpoch = epoch;
        RiskState.exportUser(a, sink);
    }

    private void exportOrder(final OrderHold r) {
        r.capturedEpoch = epoch;
        RiskState.exportOrder(r, sink);
    }

    private boolean finishIfDone() {
        if (userCursor >= userCut && orderCursor >= Math.min(orderCut, holds.liveCount)) {
            active = false;
            sink = null;
            return true;
        }
        return false;
    }
}
