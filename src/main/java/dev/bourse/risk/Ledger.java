package dev.bourse.risk;

/**
 * Running per-currency totals of one risk shard that no account carries: fees collected, deposits and withdrawals
 * applied (128-bit, see {@link WideSums}). Balances, holds and the margin figures are summed from the accounts when
 * a report asks for them.
 *
 * <p>It also keeps this shard's view of the whole core's {@link #cash}: every shard learns every applied deposit,
 * withdrawal and trade fee, in command order, so the view is the same on every shard and in every shard layout,
 * and checks that read it decide alike everywhere.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class Ledger {
    /** The most cash one currency may reach ({@code 2^62} minor units): deposits beyond it are refused. */
    static final long MAX_CASH = 1L << 62;

    final WideSums fees = new WideSums();
    final WideSums deposits = new WideSums();
    final WideSums withdrawals = new WideSums();
    /**
     * Per currency, over every shard of the core: deposits − withdrawals − fees, the money users paid in and may
     * still take out. In a spot-only currency it equals the users' balances and holds; in a margin settlement
     * currency users' claims exceed it by exactly the deficits of accounts that lost more than they had.
     */
    final WideSums cash = new WideSums();

    /** Books a fee charged on this shard (the core's {@link #cash} learns it from the trade, on every shard). */
    void fee(final int currency, final long amount) {
        if (amount != 0) {
            fees.add(currency, amount);
        }
    }

    /** @return whether depositing {@code amount} keeps the currency's cash at most {@link #MAX_CASH} */
    boolean cashAllowsDeposit(final int currency, final long amount) {
        return amount <= MAX_CASH && !cash.isAtLeast(currency, MAX_CASH - amount + 1);
    }

    /** @return whether the currency's cash covers a withdrawal of {@code amount} */
    boolean cashCovers(final int currency, final long amount) {
        return cash.isAtLeast(currency, amount);
    }
}
