package dev.bourse.risk;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.config.Settings;

/**
 * The risk and accounting of one shard: the users with {@code uid & (shardCount - 1) == shardId}, their
 * balances, holds, margin positions and open-order records, and the shard's fee, deposit and withdrawal totals.
 * The rules are in the package documentation; this class is the entry point the pipeline calls.
 *
 * <p>Three groups of methods:
 * <ul>
 *   <li><b>Accounts</b> ({@link #addUser}, {@link #addUsers}, {@link #suspendUser}, {@link #resumeUser},
 *       {@link #deposit}, {@link #withdraw}): called on the owner shard of the uid; every applied deposit and
 *       withdrawal is then given to every shard ({@link #settleTransfer}).</li>
 *   <li><b>Pre-trade checks</b> ({@link #checkPlace}, {@link #checkMove}, {@link #checkReplace}): called on the owner
 *       shard before the book sees the command; a SUCCESS has already taken the hold (or pending margin size).
 *       If the book then refuses the command, call {@link #revertPlace} or {@link #revertAmend}.</li>
 *   <li><b>Settlement</b> ({@link #settleTrade}, {@link #settleCancel}): called on every shard for every book event
 *       of those kinds; each shard applies only the parties it owns ({@link #owns}), and every shard learns the last
 *       trade price and the fees. The other book events (rested, amended, stop accepted or triggered) need no
 *       call.</li>
 * </ul>
 * Snapshots ({@link #beginCapture}, {@link #captureStep}) are incremental and copy-on-touch: while a capture is in
 * progress, each entry point above first exports, as it was at the cut, the user and the order record it is about to
 * change ({@link RiskCapture}); outside a capture that costs one field read per call.
 * A command must be settled before the next command is checked on the same shard, so every check sees the settled
 * balances of all earlier commands.
 *
 * <p>Every method taking a {@link SymbolSpec} also records it as the symbol's current spec. A spec may change its
 * status, limits and margins at any time, but not its type, currencies, scales or fees while this shard has open
 * orders or positions in the symbol ({@link IllegalArgumentException}, a configuration error).
 *
 * <p>Amounts stay below 2<sup>63</sup> without wrapping: every per-order product is checked before it is accepted
 * (ARITHMETIC_OVERFLOW), the core's cash per currency is bounded ({@code 2^62}, CURRENCY_LIMIT_EXCEEDED), a margin
 * account's exposure too, and the running totals are 128-bit. Every check reads only the account, the symbol and
 * views every shard holds alike (last trade prices, the core's cash), so it decides the same in every layout.
 *
 * <p>Thread-safety: none. One thread owns a shard; no method blocks. The check, revert and settlement paths allocate
 * nothing in steady state: records and positions are pooled, maps only grow, and the per-symbol order index deletes
 * without tombstones (a test measures zero bytes per cycle). Account commands may allocate (transaction-id sets
 * grow; a new user is an object), and reports, totals, hashes and invariant checks allocate freely.
 */
public final class RiskShard extends RiskShardView {
    private final RiskSnapshotLoader loader = new RiskSnapshotLoader(this, state);
    private final IdempotencyRegistry idempotency;

    /**
     * A shard sized for the default number of users ({@code bourse.risk.expected.users}).
     *
     * @param shardId    this shard's index, {@code 0 <= shardId < shardCount}
     * @param shardCount number of risk shards, a power of two &gt;= 1
     * @throws IllegalArgumentException if the count is not a power of two or the id is out of range
     */
    public RiskShard(final int shardId, final int shardCount) {
        this(shardId, shardCount, Settings.RISK_EXPECTED_USERS.defaultValue());
    }

    /**
     * @param shardId       this shard's index, {@code 0 <= shardId < shardCount}
     * @param shardCount    number of risk shards, a power of two &gt;= 1
     * @param expectedUsers users to preallocate for, a hint (the shard grows past it), &gt;= 1
     * @throws IllegalArgumentException if the count is not a power of two, the id is out of range or the hint is
     *                                  not positive
     */
    public RiskShard(final int shardId, final int shardCount, final int expectedUsers) {
        this(shardId, shardCount, expectedUsers, Settings.RISK_IDEMPOTENCY_KEYS.defaultValue(),
                Settings.RISK_IDEMPOTENCY_WINDOW.defaultValue() * 1_000_000_000L);
    }

    /**
     * @param shardId       this shard's index, {@code 0 <= shardId < shardCount}
     * @param shardCount    number of risk shards, a power of two &gt;= 1
     * @param expectedUsers users to preallocate for, a hint (the shard grows past it), &gt;= 1
     * @param keysPerUser   idempotency keys kept per user ({@code bourse.risk.idempotency.keys}), &gt;= 1
     * @param keyWindow     how long a key is kept, ns by the commands' timestamps, &gt;= 1
     * @throws IllegalArgumentException if an argument is out of its range
     */
    public RiskShard(final int shardId, final int shardCount, final int expectedUsers, final int keysPerUser,
            final long keyWindow) {
        super(shardId, shardCount, expectedUsers);
        idempotency = new IdempotencyRegistry(accounts, capture, keysPerUser, keyWindow);
    }

    /** @return the snapshot import of this shard (restores users, order records and ledger totals) */
    public RiskSnapshotLoader loader() {
        return loader;
    }

    /** @return the idempotency keys of this shard's users (exactly-once by key) */
    public IdempotencyRegistry idempotency() {
        return idempotency;
    }

    /**
     * Creates an active user with no money.
     *
     * @param uid a user id this shard owns
     * @return SUCCESS or USER_ALREADY_EXISTS
     * @throws IllegalArgumentException if this shard does not own the uid (a routing bug)
     */
    public int addUser(final long uid) {
        requireOwned(uid);
        return accounts.add(uid);
    }

    /**
     * Creates the batch's users that this shard owns, with their initial deposits (each recorded under its own
     * transaction id, so no deposit can be lost to the order of a map). Give the same batch to every shard. The
     * static checks cover every entry, so all shards agree on them; whether a uid already exists is known only to
     * its owner shard, so a batch naming an existing uid is refused there and applied on the other shards (batch
     * only new uids). All or nothing per shard.
     *
     * @param batch users and deposits; read during the call only
     * @return SUCCESS, USER_ALREADY_EXISTS (a uid repeated in the batch or already known), UNKNOWN_CURRENCY (id &lt;
     *     0), INVALID_AMOUNT (amount &lt;= 0 or a user's sum that would overflow), DUPLICATE_TRANSACTION (an id
     *     repeated for the same user and currency) or CURRENCY_LIMIT_EXCEEDED (the core's cash would pass
     *     {@code 2^62})
     */
    public int addUsers(final UserBatch batch) {
        return accounts.addUsers(batch, this);
    }

    /**
     * Suspends a user: no new orders, amendments, deposits or withdrawals; open orders still settle and can be
     * cancelled.
     *
     * @param uid the user
     * @return SUCCESS, UNKNOWN_USER or USER_SUSPENDED (already)
     */
    public int suspendUser(final long uid) {
        touchUser(uid);
        return accounts.suspend(uid);
    }

    /**
     * Lifts a suspension.
     *
     * @param uid the user
     * @return SUCCESS, UNKNOWN_USER or USER_NOT_SUSPENDED
     */
    public int resumeUser(final long uid) {
        touchUser(uid);
        return accounts.resume(uid);
    }

    /**
     * Adds money to a free balance. Idempotent: an id already applied for this user and currency (by a deposit or a
     * withdrawal) is refused and changes nothing.
     *
     * @param uid      the user
     * @param currency currency id, &gt;= 0
     * @param amount   minor units, &gt; 0
     * @param txId     transaction id, any value, unique per (user, currency)
     * @return SUCCESS, UNKNOWN_USER, USER_SUSPENDED, UNKNOWN_CURRENCY, INVALID_AMOUNT, DUPLICATE_TRANSACTION,
     *     CURRENCY_LIMIT_EXCEEDED (the core's cash in the currency would pass {@code 2^62}) or INVALID_AMOUNT (the
     *     user's balance would overflow)
     */
    public int deposit(final long uid, final int currency, final long amount, final long txId) {
        touchUser(uid);
        return accounts.deposit(uid, currency, amount, txId);
    }

    /**
     * Takes money out of a free (unheld) balance; in a margin settlement currency the equity left must still cover
     * the required margin of the user's positions. Idempotent like {@link #deposit}.
     *
     * @param uid      the user
     * @param currency currency id, &gt;= 0
     * @param amount   minor units, &gt; 0
     * @param txId     transaction id, unique per (user, currency)
     * @return SUCCESS, UNKNOWN_USER, USER_SUSPENDED, UNKNOWN_CURRENCY, INVALID_AMOUNT, DUPLICATE_TRANSACTION,
     *     INSUFFICIENT_FUNDS or UNFUNDED_WITHDRAWAL (the core's cash in the currency is less than the amount: margin
     *     accounts lost more than they had, and no one's money may pay for it)
     */
    public int withdraw(final long uid, final int currency, final long amount, final long txId) {
        touchUser(uid);
        return accounts.withdraw(uid, currency, amount, txId);
    }

    /**
     * The exactly-once check of an order command carrying a client command id: an id above every id the user sent
     * before is accepted and becomes the user's mark; any other is a duplicate. Call before the command's other
     * checks, on the owner shard.
     *
     * @param uid       the user
     * @param commandId the client's id, &gt; 0
     * @param sequence  the command's sequence
     * @return SUCCESS (also for an unknown user, which the command's own checks refuse) or DUPLICATE_COMMAND
     */
    public int checkCommandId(final long uid, final long commandId, final long sequence) {
        final Account a = accounts.get(uid);
        if (a == null) {
            return ResultCode.SUCCESS;
        }
        if (capture.active) {
            capture.touch(a);
        }
        return CommandIds.check(a, commandId, sequence);
    }

    /**
     * Settlement of an order command carrying a client command id, on the owner shard: records its final result
     * code as the user's latest outcome.
     *
     * @param uid        the user
     * @param sequence   the command's sequence
     * @param resultCode its final result code
     */
    public void settleCommandId(final long uid, final long sequence, final int resultCode) {
        final Account a = accounts.get(uid);
        if (a != null && a.lastCommandSequence == sequence) {
            if (capture.active) {
                capture.touch(a);
            }
            CommandIds.settled(a, sequence, resultCode);
        }
    }

    /**
     * @param uid       the user
     * @param commandId a duplicate's id
     * @return the sequence of the first command with that id when it is the user's latest, else 0
     */
    public long originalSequence(final long uid, final long commandId) {
        final Account a = accounts.get(uid);
        return a == null ? 0 : CommandIds.originalSequence(a, commandId);
    }

    /**
     * @param uid       the user
     * @param commandId a duplicate's id
     * @return that first command's final result code, or DUPLICATE_COMMAND when unknown
     */
    public int originalResult(final long uid, final long commandId) {
        final Account a = accounts.get(uid);
        return a == null ? ResultCode.DUPLICATE_COMMAND : CommandIds.originalResult(a, commandId);
    }

    /**
     * Learns a deposit ({@code amount > 0}) or withdrawal ({@code amount < 0}) that the owner shard of {@code uid}
     * applied, so that this shard's view of the core's cash stays the same as every other shard's. Call it on every
     * shard after each successful {@link #deposit} or {@link #withdraw}; the owner shard ignores it.
     *
     * @param uid      the user
     * @param currency currency id
     * @param amount   signed minor units
     */
    public void settleTransfer(final long uid, final int currency, final long amount) {
        if (!owns(uid)) {
            ledger.cash.add(currency, amount);
        }
    }

    /**
     * Deposit ({@code amount > 0}) or withdrawal ({@code amount < 0}) in one call, as a balance-adjustment command
     * carries it.
     *
     * @param uid      the user
     * @param currency currency id
     * @param amount   signed minor units, not 0 and not {@link Long#MIN_VALUE}
     * @param txId     transaction id
     * @return as {@link #deposit} or {@link #withdraw}; INVALID_AMOUNT for 0 or {@link Long#MIN_VALUE}
     */
    public int adjust(final long uid, final int currency, final long amount, final long txId) {
        if (amount > 0) {
            return deposit(uid, currency, amount, txId);
        }
        if (amount == 0 || amount == Long.MIN_VALUE) {
            return accounts.get(uid) == null ? ResultCode.UNKNOWN_USER : ResultCode.INVALID_AMOUNT;
        }
        return withdraw(uid, currency, -amount, txId);
    }

    /**
     * Records a symbol's current spec (a status or limit change, for example) without any other effect.
     *
     * @param spec the spec
     */
    public void updateSymbol(final SymbolSpec spec) {
        orders.symbol(spec);
    }

    /**
     * {@link #checkPlace(SymbolSpec, long, long, Side, OrderType, long, long, long, long)} without a trigger price
     * (a stop is then banded around the last trade price).
     *
     * @return SUCCESS or the code of the first failing check
     */
    public int checkPlace(final SymbolSpec spec, final long uid, final long orderId, final Side side,
            final OrderType type, final long price, final long reservePrice, final long size) {
        return checkPlace(spec, uid, orderId, side, type, price, reservePrice, size, 0);
    }

    /**
     * Pre-trade check of a new order; on SUCCESS the hold (spot) or pending size (margin) is taken and a record
     * created under (symbol, orderId). First failing check decides: UNKNOWN_USER, USER_SUSPENDED, SYMBOL_HALTED,
     * INVALID_ORDER_TYPE (side or type null), INVALID_SIZE (&lt;= 0), INVALID_PRICE (&lt;= 0), SIZE_OUT_OF_LIMITS,
     * PRICE_OUT_OF_LIMITS (the price or the trigger above maxPrice), PRICE_OUT_OF_BAND (the price outside the band
     * around the last trade price, or a stop's around its trigger; see {@link SymbolSpec}), ARITHMETIC_OVERFLOW
     * (price × size), NOTIONAL_OUT_OF_LIMITS (price × size, or the budget, above maxNotional), ARITHMETIC_OVERFLOW
     * (notional × quoteScale); then for spot INVALID_RESERVE_PRICE, ASK_PRICE_BELOW_FEE (limit or protection price
     * × quoteScale below the taker fee; {@code max(budget, size) × quoteScale} below {@code size × takerFee}),
     * ARITHMETIC_OVERFLOW (the hold); then DUPLICATE_ORDER_ID (this shard already has a record for the id in this
     * symbol); then INSUFFICIENT_FUNDS (spot: free balance, and the margin of positions settled in the same currency)
     * or ARITHMETIC_OVERFLOW (margin exposure, see the package documentation) / INSUFFICIENT_MARGIN.
     *
     * @param spec         the symbol
     * @param uid          the owner, owned by this shard
     * @param orderId      the client's order id
     * @param side         BID or ASK
     * @param type         the order type (stops hold like the order they become)
     * @param price        ticks: limit, protection price (market types) or total budget (budget types), &gt; 0
     * @param reservePrice spot limit-type bids only: the highest price the bid may later move to without a new
     *                     check, ticks, &gt;= price, 0 meaning the price; ignored otherwise
     * @param size         lots, &gt; 0
     * @param triggerPrice a stop's trigger, ticks (0: none; the book refuses a stop without one)
     * @return SUCCESS or the code of the first failing check
     */
    public int checkPlace(final SymbolSpec spec, final long uid, final long orderId, final Side side,
            final OrderType type, final long price, final long reservePrice, final long size,
            final long triggerPrice) {
        touchUser(uid);
        return orders.checkPlace(spec, uid, orderId, side, type, price, reservePrice, size, triggerPrice);
    }

    /**
     * Undoes a successful {@link #checkPlace} whose order the book then refused: releases the whole hold or pending
     * size and drops the record. Does nothing on a shard that does not own the uid.
     *
     * @param spec    the symbol
     * @param uid     the owner
     * @param orderId the order id
     * @throws IllegalStateException if this shard owns the uid but has no record of the order
     */
    public void revertPlace(final SymbolSpec spec, final long uid, final long orderId) {
        if (owns(uid)) {
            touchOrder(spec, uid, orderId);
            orders.revertPlace(spec, uid, orderId);
        }
    }

    /**
     * Pre-trade check of a move to {@code newPrice}. Changes no state (a spot bid was held at its reserve price), so
     * a refused move needs no revert. When this shard has no record of the order for this uid, or the price is not
     * positive, it returns SUCCESS and leaves the refusal to the book (UNKNOWN_ORDER_ID, NOT_ORDER_OWNER,
     * INVALID_PRICE).
     *
     * @param spec     the symbol
     * @param uid      the caller
     * @param orderId  the order id
     * @param newPrice ticks
     * @return SUCCESS, UNKNOWN_USER, USER_SUSPENDED, SYMBOL_HALTED, PRICE_OUT_OF_LIMITS, PRICE_OUT_OF_BAND,
     *     ARITHMETIC_OVERFLOW, NOTIONAL_OUT_OF_LIMITS, MOVE_ABOVE_RESERVE_PRICE (spot bid) or ASK_PRICE_BELOW_FEE (spot
     *     ask)
     */
    public int checkMove(final SymbolSpec spec, final long uid, final long orderId, final long newPrice) {
        return orders.checkMove(spec, uid, orderId, newPrice);
    }

    /**
     * Pre-trade check of a replace with {@code (newPrice, newSize)}; on SUCCESS the hold (spot: more for a bigger
     * size or a price above the reserve price, which becomes the new reserve; less for a smaller size) or the pending
     * size (margin) is already adjusted. If the book refuses the replace, call {@link #revertAmend}. Identity and
     * sign refusals are left to the book as in {@link #checkMove}.
     *
     * @param spec     the symbol
     * @param uid      the caller
     * @param orderId  the order id
     * @param newPrice ticks
     * @param newSize  the new unfilled size, lots
     * @return SUCCESS, UNKNOWN_USER, USER_SUSPENDED, SYMBOL_HALTED, SIZE_OUT_OF_LIMITS, PRICE_OUT_OF_LIMITS,
     *     PRICE_OUT_OF_BAND, ARITHMETIC_OVERFLOW, NOTIONAL_OUT_OF_LIMITS, ASK_PRICE_BELOW_FEE, INSUFFICIENT_FUNDS or
     *     INSUFFICIENT_MARGIN
     */
    public int checkReplace(final SymbolSpec spec, final long uid, final long orderId, final long newPrice,
            final long newSize) {
        touchOrder(spec, uid, orderId);
        return orders.checkReplace(spec, uid, orderId, newPrice, newSize);
    }

    /**
     * Undoes the effect of the last successful {@link #checkReplace} of this order, when the book refused it. Does
     * nothing if that check changed nothing, after a {@link #checkMove}, or on a shard that does not own the uid.
     *
     * @param spec    the symbol
     * @param uid     the owner
     * @param orderId the order id
     */
    public void revertAmend(final SymbolSpec spec, final long uid, final long orderId) {
        if (owns(uid)) {
            touchOrder(spec, uid, orderId);
            orders.revertAmend(spec, uid, orderId);
        }
    }

    /**
     * Settles one fill (the book's {@code onTrade}) for the parties this shard owns, and records, on every shard, the
     * price as the symbol's last trade price (the margin mark and the price band's reference) and the fees as taken
     * from the core's cash.
     *
     * @param spec           the symbol
     * @param makerOrderId   maker's order id
     * @param makerUid       maker's owner
     * @param takerOrderId   taker's order id
     * @param takerUid       taker's owner
     * @param takerSide      taker's side
     * @param price          ticks, the maker's price
     * @param size           lots, &gt; 0
     * @param makerRemaining maker's unfilled lots after the fill
     * @param takerRemaining taker's unfilled lots after the fill
     * @throws IllegalStateException if an owned party has no record, or the record disagrees with the book
     */
    public void settleTrade(final SymbolSpec spec, final long makerOrderId, final long makerUid,
            final long takerOrderId, final long takerUid, final Side takerSide, final long price, final long size,
            final long makerRemaining, final long takerRemaining) {
        if (capture.active) {
            if (owns(makerUid)) {
                touchOrder(spec, makerUid, makerOrderId);
            }
            if (owns(takerUid)) {
                touchOrder(spec, takerUid, takerOrderId);
            }
        }
        orders.settleTrade(spec, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size,
                makerRemaining, takerRemaining);
    }

    /**
     * Settles size leaving an order without trading (the book's {@code onCancelled}, any reason): releases exactly
     * the hold or pending size of the cancelled lots, and everything left when {@code remaining} is 0. Does nothing
     * on a shard that does not own the uid.
     *
     * @param spec          the symbol
     * @param orderId       order id
     * @param uid           owner
     * @param side          the order's side
     * @param cancelledSize lots removed, &gt; 0
     * @param remaining     lots still live
     * @throws IllegalStateException if this shard owns the uid but has no matching record
     */
    public void settleCancel(final SymbolSpec spec, final long orderId, final long uid, final Side side,
            final long cancelledSize, final long remaining) {
        if (owns(uid)) {
            touchOrder(spec, uid, orderId);
            orders.settleCancel(spec, orderId, uid, side, cancelledSize, remaining);
        }
    }

    /**
     * Sets a symbol's last trade price (the mark of its margin positions) from another source than
     * {@link #settleTrade}, for example a snapshot.
     *
     * @param symbolId symbol id
     * @param price    ticks, &gt;= 0 (0: unknown, positions valued at cost)
     */
    public void onLastPrice(final int symbolId, final long price) {
        orders.symbol(symbolId).lastPrice = price;
    }

    /**
     * After a snapshot load, once every ledger is restored: gives each shard its view of the core's cash (deposits −
     * withdrawals − fees over all the shards), which the deposit and withdrawal checks read.
     *
     * @param shards every shard of the core
     */
    public static void shareCash(final RiskShard... shards) {
        final Ledger[] ledgers = new Ledger[shards.length];
        for (int i = 0; i < shards.length; i++) {
            ledgers[i] = shards[i].ledger;
        }
        RiskState.shareCash(ledgers);
    }

    /** Copy-on-touch: exports the user, if it belongs to the capture in progress and is not yet exported. */
    private void touchUser(final long uid) {
        if (capture.active) {
            capture.touch(accounts.get(uid));
        }
    }

    /** Copy-on-touch of an order record and its owner, before an entry point changes them. */
    private void touchOrder(final SymbolSpec spec, final long uid, final long orderId) {
        if (capture.active) {
            capture.touch(accounts.get(uid));
            capture.touch(orders.find(spec.symbolId(), orderId));
        }
    }

    void requireOwned(final long uid) {
        if (!owns(uid)) {
            throw new IllegalArgumentException("uid " + uid + " belongs to shard " + (uid & shardMask) + ", not "
                    + shardId);
        }
    }
}
