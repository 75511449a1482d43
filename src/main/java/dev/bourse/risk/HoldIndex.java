package dev.bourse.risk;

import dev.bourse.common.IdTable;

/**
 * One symbol's open-order hold records by order id ({@link IdTable}: the table holds the records themselves, so a
 * lookup reads the record it returns and no separate key).
 *
 * <p>Thread-safety: none; owned by the risk shard's thread.
 */
final class HoldIndex extends IdTable<OrderHold> {
    /** @param expected records to hold without growing, 0 or more */
    HoldIndex(final int expected) {
        super(expected);
    }

    @Override
    protected long idOf(final OrderHold record) {
        return record.orderId;
    }
}
