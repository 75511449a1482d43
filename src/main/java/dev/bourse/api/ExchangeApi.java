package dev.bourse.api;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * What users call to trade: one method per command. Two paths:
 * <ul>
 *   <li>the future methods return a {@link CompletableFuture} completed on the core's results thread after
 *       settlement (so the next command of the same user sees the settled state), carrying the result code, the
 *       sequence and every event the command caused ({@link CommandResult#events()}: fills, rests, cancels of every
 *       kind, amends, stop triggers); they allocate the future and the result;</li>
 *   <li>the {@code try*} methods write primitives straight into a ring slot and allocate nothing (an order comes in
 *       an {@link OrderRequest}, a command on live orders may come in an {@link AmendRequest}, both reusable); the
 *       outcome and the events reach the core's
 *       {@link ExchangeListener} with the caller's {@code correlationId}. They return
 *       the ring sequence (&gt;= 0) of the accepted command or a negative {@link ResultCode}.</li>
 * </ul>
 * Argument errors (a null side or type, a uid, symbol or order id &lt;= 0, a count above its documented bound) are
 * refused before the ring with {@link ResultCode#INVALID_ARGUMENT}; a stopped core refuses with
 * {@link ResultCode#CORE_NOT_RUNNING}, a halted one with {@link ResultCode#CORE_HALTED}. Every other check (sizes,
 * prices, funds, ...) happens in sequence inside the core and has its own code. When the ring is full
 * both paths wait for a free slot (back-pressure), except a submission from inside a listener callback in the INLINE
 * layout, which is refused with {@link ResultCode#RING_FULL} since its own thread would have to free the slot.
 * Units: price in ticks (budget types: ticks x lots), size in lots, amounts in minor units of the currency, time in
 * ns.
 *
 * <p>Bounds: every input is bounded, so no call can make the core allocate without limit: an L2 depth by
 * {@link #MAX_L2_DEPTH}, a batch by {@link #MAX_BATCH_COMMANDS}, the explicit snapshots in flight by
 * {@link #MAX_PENDING_SNAPSHOTS}; every other field is a fixed-size primitive checked in sequence. A report lists what
 * the state holds (a user report every live order of the user), so its size is bounded by the state itself.
 *
 * <p>Exactly once: every order command (place, cancel, move, reduce, replace, mass cancel) may carry a client
 * command id, increasing per user, and an idempotency key, any value unique per user within a window
 * ({@link OrderRequest}, {@link AmendRequest}). Both go through the journal and the snapshots with the command, and
 * are checked in sequence on the user's risk shard before anything else: a command whose id is not above the
 * user's mark, or whose key the user sent within the window ({@code bourse.risk.idempotency.window}, by the
 * commands' timestamps; the last {@code bourse.risk.idempotency.keys} keys per user), is refused with
 * {@link ResultCode#DUPLICATE_COMMAND} and changes nothing; its {@link CommandEvent.Duplicate} carries the first
 * command's sequence, result code, order id and request hash. A retry after a restart is caught the same way, since
 * recovery replays the journal through the same checks.
 *
 * <p>Failures: a core never leaves a call without an answer. When something inside it fails (a bug, an exhausted heap
 * or stack, a listener that throws), the failure is counted ({@code errors()}) and either
 * <ul>
 *   <li>refuses that command alone with {@link ResultCode#INTERNAL_ERROR}, nothing changed, when the failure could
 *       not have changed state: a query, or an exception in a pre-trade check; or</li>
 *   <li>halts the core, when state may be half-changed (matching, settlement, an {@link Error} anywhere but in a
 *       query) or could not be made durable (the journal): the failing command and every command still in flight
 *       complete with {@link ResultCode#CORE_HALTED} (or {@link ResultCode#JOURNAL_FAILED}), every later call is
 *       refused with CORE_HALTED (queries fail with it and the reason), the core reports that it is not running and
 *       why, and its state stays as the failure left it. Nothing is acknowledged from the failing command on; what was
 *       journalled is replayed by a restart.</li>
 * </ul>
 * A listener's exception is only counted: the command was complete and its future carries its result. The policy per
 * stage is drawn up in the {@code dev.bourse.pipeline} package documentation.
 *
 * <p>Thread-safety: every method may be called from any number of threads at once.
 */
public interface ExchangeApi {
    /**
     * Deepest L2 a request may ask for: 10,000 levels per side (the deepest default depth a configuration allows).
     * The answer holds at most the levels the book has.
     */
    int MAX_L2_DEPTH = 10_000;
    /**
     * Most commands one batch call may submit: 100,000 (for {@link #addUsers}, each user's ADD_USER plus one deposit
     * per balance). Larger set-ups are submitted in several batches.
     */
    int MAX_BATCH_COMMANDS = 100_000;
    /**
     * Most explicit snapshots requested and not yet completed: 4. Each one in flight holds a copy of the state until
     * it is written, so more are refused with {@link ResultCode#SNAPSHOT_BUSY} rather than queued without limit.
     */
    int MAX_PENDING_SNAPSHOTS = 4;

    /**
     * Places an order with the options most orders need (no iceberg, trigger or expiry; the default STP mode).
     *
     * @param uid     owner, &gt; 0
     * @param symbol  symbol, &gt; 0
     * @param orderId client order id, &gt; 0, unique among the symbol's live orders
     * @param side    side, not null
     * @param type    type, not null
     * @param price   ticks (budget for budget types)
     * @param size    lots
     * @return the result with the command's events; codes as for {@link #place(OrderRequest)}
     */
    CompletableFuture<CommandResult> place(long uid, long symbol, long orderId, Side side, OrderType type,
            long price, long size);

    /**
     * Places an order with every option ({@link OrderRequest} names them). The request's fields are copied before the
     * call returns, so the caller may refill it at once.
     *
     * @param order the order; its {@link OrderRequest#check()} rules apply
     * @return SUCCESS with the command's events (fills, rests, cancels, stop triggers...), or INVALID_ARGUMENT before
     *     the ring (a null request, an id &lt;= 0, no side or type), or in sequence the risk or book code
     *     (UNKNOWN_USER, INSUFFICIENT_FUNDS, UNKNOWN_SYMBOL, INVALID_SIZE, PRICE_OUT_OF_LIMITS, PRICE_OUT_OF_BAND,
     *     DUPLICATE_ORDER_ID, ...)
     */
    CompletableFuture<CommandResult> place(OrderRequest order);

    /**
     * Cancels a live order.
     *
     * @param uid     owner, &gt; 0
     * @param symbol  symbol, &gt; 0
     * @param orderId order id, &gt; 0
     * @return SUCCESS, UNKNOWN_ORDER_ID, NOT_ORDER_OWNER, UNKNOWN_SYMBOL
     */
    CompletableFuture<CommandResult> cancel(long uid, long symbol, long orderId);

    /**
     * Moves a live order to a new price, size unchanged. The same price changes nothing; another price takes the order
     * out of its level (priority lost) and it trades if it now crosses, like a new order at the command's time.
     *
     * <p>Funds: a move never takes a new hold. A spot bid's funds are held at its reserve price
     * ({@link OrderRequest#reservePrice}, by default its limit; {@link UserReport.Order#reservePrice} shows it now), so
     * it may move anywhere up to its reserve; above it the move is refused with MOVE_ABOVE_RESERVE_PRICE and the order
     * stays as it was. To go higher, {@link #replace} it, which holds funds again. Moving a bid down keeps the whole
     * hold at the reserve (what a fill does not use comes back as price improvement). A spot ask may move to any price
     * worth at least the taker fee (else ASK_PRICE_BELOW_FEE); a margin order's move needs no margin check (its pending
     * size does not change). Every new price must be within the symbol's price limits and band (PRICE_OUT_OF_LIMITS,
     * PRICE_OUT_OF_BAND) and its notional within the spec's. A pending stop cannot be moved (ORDER_NOT_AMENDABLE); a
     * post-only order that would trade at the new price is refused (POST_ONLY_WOULD_TRADE) and stays.
     *
     * @param uid      owner, &gt; 0
     * @param symbol   symbol, &gt; 0
     * @param orderId  order id, &gt; 0
     * @param newPrice ticks
     * @return SUCCESS with the fills, or INVALID_PRICE, UNKNOWN_ORDER_ID, NOT_ORDER_OWNER, ORDER_NOT_AMENDABLE,
     *     MOVE_ABOVE_RESERVE_PRICE, ASK_PRICE_BELOW_FEE, PRICE_OUT_OF_LIMITS, PRICE_OUT_OF_BAND,
     *     POST_ONLY_WOULD_TRADE, UNKNOWN_SYMBOL, ...
     */
    CompletableFuture<CommandResult> move(long uid, long symbol, long orderId, long newPrice);

    /**
     * Reduces a live order's unfilled size, keeping its priority; reducing by its whole unfilled size or more cancels
     * it (reason REDUCED). The hold of the removed lots is released at the order's own per-lot rate (a spot bid's at
     * its reserve price), and a margin order's pending size falls with it: a reduce never needs funds.
     *
     * @param uid      owner, &gt; 0
     * @param symbol   symbol, &gt; 0
     * @param orderId  order id, &gt; 0
     * @param reduceBy lots
     * @return SUCCESS, INVALID_SIZE, UNKNOWN_ORDER_ID, NOT_ORDER_OWNER, UNKNOWN_SYMBOL
     */
    CompletableFuture<CommandResult> reduce(long uid, long symbol, long orderId, long reduceBy);

    /**
     * Replaces a live order's price and unfilled size. The same price with a smaller size shrinks the order in place,
     * keeping its priority; any other change is a move that also sets the size (priority lost, trades if it crosses).
     *
     * <p>Funds: unlike {@link #move}, a replace is not bound by the reserve price, because it holds funds again. A spot
     * bid's new hold is {@code newSize × (max(reserve, newPrice) × quoteScale + takerFee)}: its reserve rises to a new
     * price above it and never falls, so a replace to a lower price keeps the hold per lot and a later move may go
     * back up to the reserve. A spot ask's is {@code newSize} lots of base. The difference is taken from, or given back
     * to, the free balance at once; when the user cannot cover it the replace is refused with INSUFFICIENT_FUNDS
     * (margin: the new pending size must pass the margin check, else INSUFFICIENT_MARGIN) and the order and its hold
     * are unchanged. The new size must be within the spec's size limits (SIZE_OUT_OF_LIMITS) and the new price within
     * its price limits and band. A pending stop cannot be replaced (ORDER_NOT_AMENDABLE). The order's original size
     * ({@link UserReport.Order#size}) stays as placed; its filled lots are kept.
     *
     * @param uid      owner, &gt; 0
     * @param symbol   symbol, &gt; 0
     * @param orderId  order id, &gt; 0
     * @param newPrice ticks
     * @param newSize  lots
     * @return SUCCESS with the fills, or INVALID_PRICE, INVALID_SIZE, UNKNOWN_ORDER_ID, ...
     */
    CompletableFuture<CommandResult> replace(long uid, long symbol, long orderId, long newPrice, long newSize);

    /**
     * Cancels every live order of a user in one symbol.
     *
     * @param uid    owner, &gt; 0
     * @param symbol symbol, &gt; 0
     * @return SUCCESS (also when there was nothing to cancel) or UNKNOWN_SYMBOL
     */
    CompletableFuture<CommandResult> massCancel(long uid, long symbol);

    /**
     * Cancels, moves, reduces, replaces or mass-cancels (the request's {@link AmendRequest#action()}, with the rules
     * of the method of the same name), exactly once when the request carries a client command id or an idempotency
     * key. The request's fields are copied before the call returns.
     *
     * @param request the command; its {@link AmendRequest#check()} rules apply
     * @return the codes of the action's own method; or DUPLICATE_COMMAND, nothing changed, with one
     *     {@link CommandEvent.Duplicate} carrying the first answer, when the command id is not above the user's mark
     *     or the key was already sent within the window; INVALID_ARGUMENT before the ring for a null request or one
     *     that breaks its check
     */
    CompletableFuture<CommandResult> amend(AmendRequest request);

    /**
     * Asks for the top of a book, answered in sequence with the other commands.
     *
     * @param symbol symbol, &gt; 0
     * @param depth  levels per side, 1..{@link #MAX_L2_DEPTH}
     * @return SUCCESS with {@link CommandResult#l2()} set (at most {@code depth} levels per side, no more than the
     *     book has), or UNKNOWN_SYMBOL; INVALID_ARGUMENT for a depth outside its range
     */
    CompletableFuture<CommandResult> l2(long symbol, int depth);

    /**
     * Adds a symbol: creates its order book and registers its specification with every risk shard.
     *
     * @param spec a validated specification with {@code symbolId > 0} ({@link SymbolSpec.Builder#check()} gives a
     *             builder's code without building it)
     * @return SUCCESS or SYMBOL_ALREADY_EXISTS (the existing symbol is unchanged); INVALID_ARGUMENT before the ring
     *     for a null spec or a symbol id of 0
     */
    CompletableFuture<CommandResult> addSymbol(SymbolSpec spec);

    /**
     * Adds symbols in one batch (one command each, in list order). The batch is checked whole before any command
     * enters the ring.
     *
     * @param specs validated specifications, none null, at most {@link #MAX_BATCH_COMMANDS}
     * @return one result per spec, in order, once all are done; or, for a null list, a null spec or too many specs,
     *     a single INVALID_ARGUMENT and nothing submitted
     */
    default CompletableFuture<List<CommandResult>> addSymbols(List<SymbolSpec> specs) {
        return Batches.addSymbols(this, specs);
    }

    /**
     * Replaces a symbol's specification (for example to halt or reopen it, or change its fees or limits).
     *
     * @param spec the new specification of an existing symbol
     * @return SUCCESS, UNKNOWN_SYMBOL or SYMBOL_BOOK_NOT_EMPTY (a spec may change only while its book is empty)
     */
    CompletableFuture<CommandResult> updateSymbol(SymbolSpec spec);

    /**
     * Suspends a user: no new orders, deposits or withdrawals; live orders stay and settle.
     *
     * @param uid user, &gt; 0
     * @return SUCCESS, UNKNOWN_USER or USER_SUSPENDED
     */
    CompletableFuture<CommandResult> suspendUser(long uid);

    /**
     * Resumes a suspended user.
     *
     * @param uid user, &gt; 0
     * @return SUCCESS, UNKNOWN_USER or USER_NOT_SUSPENDED
     */
    CompletableFuture<CommandResult> resumeUser(long uid);

    /**
     * Adds users with initial balances in one batch: for each user an ADD_USER, then one deposit per currency under
     * the given transaction id, so no initial deposit can be lost or applied twice. The batch is checked whole
     * before any command enters the ring.
     *
     * @param users the users (no null uid or balance map); their balances in minor units per currency id (no null
     *              currency or amount); at most {@link #MAX_BATCH_COMMANDS} commands in all (users plus balances)
     * @param txId  the transaction id of every initial deposit, &gt; 0
     * @return every command's result, in order, once all are done; or, for a batch that breaks a rule above, a
     *     single INVALID_ARGUMENT and nothing submitted
     */
    default CompletableFuture<List<CommandResult>> addUsers(Map<Long, Map<Integer, Long>> users, long txId) {
        return Batches.addUsers(this, users, txId);
    }

    /**
     * One user's balances, holds, positions and live orders, answered in sequence.
     *
     * @param uid user, &gt; 0
     * @return the report ({@link UserReport#exists()} false for an unknown uid); it lists every live order, position
     *     and currency of the user, so its size is the user's state. Fails with CORE_NOT_RUNNING, CORE_HALTED or
     *     INTERNAL_ERROR in its message when the core could not answer
     */
    CompletableFuture<UserReport> userReport(long uid);

    /**
     * Totals per currency and open interest per margin symbol over every user, answered in sequence.
     *
     * @return the totals, with the conservation check {@link TotalsReport#isBalanced()}
     */
    CompletableFuture<TotalsReport> totals();

    /**
     * A digest of the whole core (books and accounts), answered in sequence; the same history gives the same digest
     * whatever the shard layout.
     *
     * @return the digest
     */
    CompletableFuture<Long> stateHash();

    /**
     * Takes a snapshot at this command's place in the sequence: a consistent cut of every shard as it was right after
     * this command (no shard waits for another). The copy is incremental: each shard exports its state in short steps
     * while later commands keep running, and copies a record (a user, an order record, a book) just before the first
     * later command changes it; it is then written to disk on a background thread. A snapshot requested while the
     * previous one is still being captured completes that capture at once on each shard, then starts its own. A
     * restart recovers from the newest valid snapshot plus the journal after it.
     *
     * @return completed after the snapshot is durable: SUCCESS with the cut's sequence (the snapshot holds commands
     *     up to and including it), or SNAPSHOT_FAILED (no journal or no real risk engine, capture or write failed),
     *     SNAPSHOT_BUSY ({@link #MAX_PENDING_SNAPSHOTS} are in flight already), CORE_NOT_RUNNING, CORE_HALTED or
     *     JOURNAL_FAILED
     */
    CompletableFuture<CommandResult> snapshot();

    /**
     * Creates a user account (answered by the risk engine).
     *
     * @param uid user, &gt; 0
     * @return SUCCESS or USER_ALREADY_EXISTS
     */
    CompletableFuture<CommandResult> addUser(long uid);

    /**
     * Credits a user's balance (answered by the risk engine).
     *
     * @param uid      user, &gt; 0
     * @param currency currency id, &gt;= 0
     * @param amount   minor units
     * @param txId     transaction id, &gt; 0, idempotent per user and currency
     * @return SUCCESS, UNKNOWN_USER, INVALID_AMOUNT, DUPLICATE_TRANSACTION, UNKNOWN_CURRENCY,
     *     CURRENCY_LIMIT_EXCEEDED (the core would hold more than {@code 2^62} of the currency), ...
     */
    CompletableFuture<CommandResult> deposit(long uid, int currency, long amount, long txId);

    /**
     * Debits a user's available balance (answered by the risk engine). Refused with INSUFFICIENT_FUNDS, the code an
     * order gets for the same reason, when the free balance does not cover it.
     *
     * @param uid      user, &gt; 0
     * @param currency currency id, &gt;= 0
     * @param amount   minor units
     * @param txId     transaction id, &gt; 0, idempotent per user and currency
     * @return SUCCESS, UNKNOWN_USER, INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION, UNFUNDED_WITHDRAWAL (the core's
     *     money in the currency does not cover it, see {@link TotalsReport#cash}), ...
     */
    CompletableFuture<CommandResult> withdraw(long uid, int currency, long amount, long txId);

    /**
     * Zero-allocation place; the outcome reaches the listener with {@code correlationId}. The request's fields are
     * copied before the call returns: one {@link OrderRequest} per producer thread may be refilled for every order.
     *
     * @param correlationId the client's id, echoed back
     * @param order         the order
     * @return the ring sequence (&gt;= 0), or INVALID_ARGUMENT (a null request, an id &lt;= 0, no side or type),
     *     CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryPlace(long correlationId, OrderRequest order);

    /**
     * Zero-allocation cancel.
     *
     * @param correlationId the client's id
     * @param uid           owner, &gt; 0
     * @param symbol        symbol, &gt; 0
     * @param orderId       order id, &gt; 0
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryCancel(long correlationId, long uid, long symbol, long orderId);

    /**
     * Zero-allocation move: the rules of {@link #move} (a spot bid moves only up to its reserve price).
     *
     * @param correlationId the client's id
     * @param uid           owner, &gt; 0
     * @param symbol        symbol, &gt; 0
     * @param orderId       order id, &gt; 0
     * @param newPrice      ticks
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryMove(long correlationId, long uid, long symbol, long orderId, long newPrice);

    /**
     * Zero-allocation reduce: the rules of {@link #reduce}.
     *
     * @param correlationId the client's id
     * @param uid           owner, &gt; 0
     * @param symbol        symbol, &gt; 0
     * @param orderId       order id, &gt; 0
     * @param reduceBy      lots
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryReduce(long correlationId, long uid, long symbol, long orderId, long reduceBy);

    /**
     * Zero-allocation replace: the rules of {@link #replace} (holds again at {@code max(reserve, newPrice)}).
     *
     * @param correlationId the client's id
     * @param uid           owner, &gt; 0
     * @param symbol        symbol, &gt; 0
     * @param orderId       order id, &gt; 0
     * @param newPrice      ticks
     * @param newSize       lots
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryReplace(long correlationId, long uid, long symbol, long orderId, long newPrice, long newSize);

    /**
     * Zero-allocation mass cancel: every live order of the user in the symbol.
     *
     * @param correlationId the client's id
     * @param uid           owner, &gt; 0
     * @param symbol        symbol, &gt; 0
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryMassCancel(long correlationId, long uid, long symbol);

    /**
     * Zero-allocation {@link #amend}: one {@link AmendRequest} per producer thread may be refilled for every command.
     *
     * @param correlationId the client's id, echoed back
     * @param request       the command
     * @return the ring sequence, or INVALID_ARGUMENT (a null request or one that breaks its check),
     *     CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryAmend(long correlationId, AmendRequest request);

    /**
     * Zero-allocation deposit: the codes of {@link #deposit} reach the listener.
     *
     * @param correlationId the client's id
     * @param uid           user, &gt; 0
     * @param currency      currency id, &gt;= 0
     * @param amount        minor units
     * @param txId          transaction id, &gt; 0, idempotent per user and currency
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryDeposit(long correlationId, long uid, int currency, long amount, long txId);

    /**
     * Zero-allocation withdrawal: the codes of {@link #withdraw} reach the listener.
     *
     * @param correlationId the client's id
     * @param uid           user, &gt; 0
     * @param currency      currency id, &gt;= 0
     * @param amount        minor units
     * @param txId          transaction id, &gt; 0, idempotent per user and currency
     * @return the ring sequence, or INVALID_ARGUMENT, CORE_NOT_RUNNING, CORE_HALTED or RING_FULL
     */
    long tryWithdraw(long correlationId, long uid, int currency, long amount, long txId);
}
