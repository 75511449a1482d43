package dev.bourse.risk;

import org.eclipse.collections.impl.map.mutable.primitive.IntLongHashMap;

/**
 * Running per-currency totals of one risk shard that no account carries: fees collected, deposits and withdrawals
 * applied. Balances, holds and the margin cost basis are summed from the accounts when a report asks for them.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class Ledger {
    final IntLongHashMap fees = new IntLongHashMap();
    final IntLongHashMap deposits = new IntLongHashMap();
    final IntLongHashMap withdrawals = new IntLongHashMap();

    void fee(final int currency, final long amount) {
        if (amount != 0) {
            fees.addToValue(currency, amount);
        }
    }
}
