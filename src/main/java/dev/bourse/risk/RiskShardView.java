package dev.bourse.risk;

/**
 * What a {@link RiskShard} is made of and everything that reads it without changing it: the shard's identity and
 * ownership rule, the queries of one user's money, positions and order records, the reports, totals, hashes and
 * invariant checks, and the snapshot side (export of the whole shard, and the incremental copy-on-touch capture whose
 * touches the commands of {@link RiskShard} make). The commands that change the state are in {@link RiskShard}, its
 * one subclass; the snapshot import in {@link RiskSnapshotLoader}.
 *
 * <p>Thread-safety: none; the shard's owning thread (queries while the core is stopped or idle).
 */
abstract sealed class RiskShardView permits RiskShard {
    final int shardId;
    final int shardMask;
    final Ledger ledger = new Ledger();
    final MarginRisk margin = new MarginRisk(ledger);
    final RiskCapture capture = new RiskCapture();
    final OrderHolds orderHolds = new OrderHolds(capture);
    final SpotRisk spot = new SpotRisk(orderHolds, margin, ledger);
    final Accounts accounts;
    final OrderRisk orders;
    final RiskAudit audit;
    final RiskState state;

    RiskShardView(final int shardId, final int shardCount, final int expectedUsers) {
        if (expectedUsers < 1) {
            throw new IllegalArgumentException("expectedUsers: must be >= 1 (was " + expectedUsers + ")");
        }
        if (shardCount < 1 || Integer.bitCount(shardCount) != 1) {
            throw new IllegalArgumentException("shardCount: must be a power of two >= 1 (was " + shardCount + ")");
        }
        if (shardId < 0 || shardId >= shardCount) {
            throw new IllegalArgumentException("shardId: must be in [0, " + shardCount + ") (was " + shardId + ")");
        }
        this.shardId = shardId;
        this.shardMask = shardCount - 1;
        this.accounts = new Accounts(ledger, margin, capture, expectedUsers);
        this.orders = new OrderRisk(this, accounts, orderHolds, spot, margin, ledger);
        this.audit = new RiskAudit(this, accounts, orders.symbols, ledger);
        this.state = new RiskState(this, accounts, orders, orderHolds, ledger);
        capture.attach(accounts, orderHolds);
    }

    /**
     * @param symbolId symbol id
     * @return the last trade price known to this shard, ticks, 0 if none
     */
    public final long lastPrice(final int symbolId) {
        final SymbolState s = orders.symbols.get(symbolId);
        return s == null ? 0 : s.lastPrice;
    }

    /**
     * @param uid a user
     * @return whether this shard knows the user
     */
    public final boolean hasUser(final long uid) {
        return accounts.get(uid) != null;
    }

    /**
     * @param uid      a user
     * @param currency currency id
     * @return free balance in minor units, 0 for an unknown user
     */
    public final long balance(final long uid, final int currency) {
        final Account a = accounts.get(uid);
        return a == null ? 0 : a.money.balance(currency);
    }

    /**
     * @param uid      a user
     * @param currency currency id
     * @return amount held for open orders in minor units, 0 for an unknown user
     */
    public final long held(final long uid, final int currency) {
        final Account a = accounts.get(uid);
        return a == null ? 0 : a.money.held(currency);
    }

    /**
     * @param uid      a user
     * @param symbolId a margin symbol
     * @return signed position size in lots, 0 if none
     */
    public final long positionSize(final long uid, final int symbolId) {
        final Account a = accounts.get(uid);
        final Position p = a == null ? null : a.position(symbolId);
        return p == null ? 0 : p.size;
    }

    /**
     * @param symbolId symbol id
     * @param orderId  order id
     * @return the unfilled lots this shard's record of the order holds for, or -1 if it has none
     */
    public final long orderRemaining(final int symbolId, final long orderId) {
        final OrderHold r = orders.find(symbolId, orderId);
        return r == null ? -1 : r.remaining;
    }

    /**
     * @param symbolId symbol id
     * @param orderId  order id
     * @return the amount this shard's record of the order holds (minor units), or -1 if it has none
     */
    public final long orderHeld(final int symbolId, final long orderId) {
        final OrderHold r = orders.find(symbolId, orderId);
        return r == null ? -1 : r.held;
    }

    /** @return number of users of this shard, O(1) (snapshots size their buffers with it) */
    public final int userCount() {
        return accounts.users.size();
    }

    /**
     * @return number of open-order records (resting orders, pending stops and orders in their taker phase) of this
     *     shard's users, in O(symbols)
     */
    public final int orderCount() {
        return orders.orderCount();
    }

    /**
     * Reports one user's state to a visitor (not a hot path: it allocates small sorted arrays, and finds the user's
     * order records in O(the shard's open orders)).
     *
     * @param uid     the user
     * @param visitor receives the report
     * @return SUCCESS or UNKNOWN_USER
     */
    public final int userReport(final long uid, final UserReportVisitor visitor) {
        return audit.userReport(uid, visitor);
    }

    /**
     * Adds this shard's per-currency and per-symbol figures to {@code out}, in O(users + positions).
     *
     * @param out accumulates the totals of one or more shards
     */
    public final void addTotals(final RiskTotals out) {
        audit.addTotals(out);
    }

    /**
     * A 64-bit digest of the shard's logical state, independent of hash-map iteration order: users (status,
     * balances, holds, transaction ids, positions), order records, last prices and ledger totals.
     *
     * @return the digest
     */
    public final long stateHash() {
        return audit.stateHash();
    }

    /**
     * A digest of the users and order records of this shard that is additive across shards: the sum over all shards
     * of a core is the same for every shard layout holding the same users and orders.
     *
     * @return the shard's share of the layout-independent digest
     */
    public final long contentHash() {
        return audit.contentHash();
    }

    /**
     * Checks every invariant: users owned by this shard; no negative balance outside margin settlement currencies;
     * holds non-negative and equal, per user and currency, to the sum of the user's records; every record
     * consistent ({@code held == remaining × perLot + budgetLeft × quoteScale}, remaining &gt; 0, kind matching the
     * symbol); margin pending sizes equal to the sums of the records; no empty position. O(users + records).
     *
     * @throws IllegalStateException naming the first violation found
     */
    public final void checkInvariants() {
        audit.checkInvariants();
    }

    /**
     * Snapshot export of every user of this shard: {@link RiskStateVisitor#onUser} then its currencies (sorted),
     * transaction-id sets (sorted by currency) and positions. Cold path; allocates.
     *
     * @param visitor receives the users
     */
    public final void exportUsers(final RiskStateVisitor visitor) {
        state.exportUsers(visitor);
    }

    /**
     * Snapshot export of every open-order record of this shard's users ({@link RiskStateVisitor#onOrder}).
     *
     * @param visitor receives the records
     */
    public final void exportOrders(final RiskStateVisitor visitor) {
        state.exportOrders(visitor);
    }

    /**
     * Snapshot export of the shard's ledger totals (sorted by currency) and non-zero last trade prices (sorted by
     * symbol).
     *
     * @param visitor receives {@link RiskStateVisitor#onLedger} and {@link RiskStateVisitor#onLastPrice}
     */
    public final void exportTotals(final RiskStateVisitor visitor) {
        state.exportTotals(visitor);
    }

    /**
     * Starts an incremental snapshot capture at the cut (right after the cut's command, on the owning thread): exports
     * nothing yet. From now on, every user and open-order record that exists now is handed to {@code visitor} exactly
     * once, as it is now: by {@link #captureStep} or, if an entry point is about to change or remove it first, by that
     * entry point just before the change (copy-on-touch). Users and records created later are not exported. The ledger
     * totals and last prices are not part of it: export them now with {@link #exportTotals}. O(1).
     *
     * @param visitor receives {@link RiskStateVisitor#onUser} (with its currencies, transactions and positions) and
     *                {@link RiskStateVisitor#onOrder} calls, in no particular order; must not throw or modify the
     *                shard
     * @throws IllegalStateException if a capture is in progress
     */
    public final void beginCapture(final RiskStateVisitor visitor) {
        capture.begin(visitor);
    }

    /**
     * Exports the next chunk of the capture in progress.
     *
     * @param budget records to export in this step, &gt; 0 (already exported ones cost a tenth each)
     * @return true when the capture is complete (also when none is in progress)
     */
    public final boolean captureStep(final int budget) {
        return capture.step(budget);
    }

    /** Abandons the capture in progress, if any (its snapshot failed); the entry points stop touching. */
    public final void abortCapture() {
        capture.abort();
    }

    /** @return whether a capture is in progress */
    public final boolean isCapturing() {
        return capture.active;
    }

    /** @return this shard's index */
    public final int shardId() {
        return shardId;
    }

    /** @return number of risk shards */
    public final int shardCount() {
        return shardMask + 1;
    }

    /**
     * @param uid a user id
     * @return whether this shard owns the user: {@code (uid & (shardCount - 1)) == shardId}
     */
    public final boolean owns(final long uid) {
        return (int) (uid & shardMask) == shardId;
    }
}
