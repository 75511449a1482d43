/**
 * The order book: one per symbol, price-time priority, every order type. This page is the rule book; both
 * implementations ({@link dev.bourse.orderbook.ReferenceOrderBook}, the oracle, and
 * {@link dev.bourse.orderbook.FastOrderBook}) follow it and a property test proves their event streams, L2 and
 * state hashes equal.
 *
 * <p>Snapshots: a {@link dev.bourse.orderbook.RestorableOrderBook} exports its state at once ({@code exportOrders})
 * or incrementally while it keeps trading ({@code beginExport}, then bounded {@code exportStep}s): every change to a
 * price level or stop bucket first passes one hook, which exports the level as it was at the cut when the export has
 * not reached it yet; in the fast book the hook is one test of a flag of the ladder while no export runs
 * ({@code FastBookExport}).
 *
 * <p>Memory follows the orders, not the symbols: the fast books of a matching shard take their orders, price
 * levels and per-user list heads from the shard's {@link dev.bourse.orderbook.BookPools}, preallocated once
 * ({@code bourse.orderbook.expected.orders} per shard) and refilled as orders leave, and each book's own tables
 * (order index, price trees, level caches, user table, expiry heap) start at their smallest and double with its
 * orders. An empty book holds a fixed handful of slots ({@code FastOrderBook.allocatedSlots()}, held to a bound by a
 * test), so 100,000 listed symbols cost about 2 KiB each. Nothing is handed back to the garbage collector, so a
 * book that has reached its size allocates nothing per command.
 *
 * <p>Units: price in ticks, size in lots, both {@code long} &gt; 0; a budget is ticks × lots; time is the command's
 * timestamp in ns (the book never reads a clock). Result codes are {@link dev.bourse.api.ResultCode}s.
 *
 * <h2>Rules</h2>
 * <ol>
 * <li><b>Clock.</b> Every command (place, cancel, reduce, move, replace, mass cancel, {@code advanceTime}) first
 *   expires the GTD orders whose {@code expireAt <= timestamp}, in ascending (expireAt, acceptance sequence), each
 *   with {@code onCancelled(EXPIRED)}. This happens even if the command is then rejected: it is the passage of
 *   time, which the next command would apply anyway. {@code advanceTime} does nothing else: it is how the core's
 *   time events expire orders when no other command reaches the book, and {@code nextExpiry} (the smallest
 *   {@code expireAt} resting) tells when one is needed. Since a command's timestamp is never earlier than the
 *   previous one's, an order expires at the first command, of either kind, whose timestamp reaches its expiry.
 *   Queries never expire anything.</li>
 * <li><b>Validation of a place</b>, first failing check decides: side or type missing → INVALID_ORDER_TYPE;
 *   size ≤ 0 → INVALID_SIZE; price ≤ 0 → INVALID_PRICE; display size &lt; 0, &gt; size, or ≠ 0 for a type other
 *   than GTC, GTD, POST_ONLY → INVALID_DISPLAY_SIZE; a stop type with trigger ≤ 0, or another type with trigger ≠ 0
 *   → INVALID_TRIGGER_PRICE; GTD with expireAt ≤ timestamp, or another type with expireAt ≠ 0 → INVALID_EXPIRY;
 *   a non-budget type whose price × size overflows a {@code long} → ARITHMETIC_OVERFLOW; an order id that is live
 *   (resting or pending stop) → DUPLICATE_ORDER_ID; POST_ONLY whose price crosses the opposite best (bid ≥ best ask,
 *   ask ≤ best bid) → POST_ONLY_WOULD_TRADE. A display size equal to the size means a plain order.</li>
 * <li><b>Acceptance.</b> A place that passes validation gets the book's next acceptance sequence (1, 2, …). It
 *   orders mass cancels, expiries, stop triggers and per-user listings, and never changes afterwards.</li>
 * <li><b>Taker phase.</b> The opposite side is walked best price first, each level in time priority, while the level
 *   crosses: a bid takes asks priced ≤ its limit, an ask takes bids priced ≥ its limit. The limit is the price for
 *   limit types and the protection price for MARKET; budget types have no per-lot limit. Each fill is
 *   {@code min(taker unfilled, maker visible)} lots at the maker's price ({@code onTrade}); the last trade price
 *   becomes that price. An IOC_BUDGET bid also caps each fill at {@code (budget − spent) / price} lots and stops when
 *   that is 0. A maker whose visible size is used up while hidden size remains shows its next slice,
 *   {@code min(display, remaining)}, and moves to the tail of its level with the command's timestamp as its time
 *   priority; the taker may meet it again. A maker with nothing left leaves the book.</li>
 * <li><b>Self-trade prevention</b> applies when the maker's uid equals the taker's and the taker's mode is not NONE,
 *   instead of a fill: CANCEL_TAKER cancels the taker's unfilled size and ends the taker phase; CANCEL_MAKER
 *   cancels the maker's whole remaining size and goes on; CANCEL_BOTH cancels the maker, then the taker, and ends;
 *   DECREMENT takes {@code q = min(taker unfilled, maker visible)} from the maker (with the slice refresh or removal
 *   of rule 4) and then from the taker, and goes on while the taker has size. Every such removal is an
 *   {@code onCancelled(SELF_TRADE)}, maker before taker.</li>
 * <li><b>After the taker phase</b>, unless self-trade prevention already ended the order: GTC, GTD, POST_ONLY and a
 *   triggered stop-limit rest their unfilled size at the tail of their price level, visible
 *   {@code min(display, unfilled)} (all of it for a plain order), time priority the command's timestamp
 *   ({@code onRested}). IOC, MARKET, IOC_BUDGET and a triggered stop-market cancel it
 *   ({@code onCancelled(UNFILLED)}). A market order meeting an empty side is thus cancelled in full.</li>
 * <li><b>All-or-nothing check.</b> FOK, FOK_BUDGET and an IOC_BUDGET ask are first simulated without changing
 *   anything. The walk of rule 4 goes level by level; a level holding an order of the taker's uid ends the walk when
 *   the taker's mode is CANCEL_TAKER, CANCEL_BOTH or DECREMENT. A level offers its whole remaining size, hidden
 *   included, less the taker's own orders when the mode is CANCEL_MAKER. FOK is feasible if the walk fills the size;
 *   a FOK_BUDGET bid if it fills the size at a cost ≤ the budget; a FOK_BUDGET ask if it fills the size with
 *   proceeds ≥ the budget; an IOC_BUDGET ask if it fills some size {@code n > 0} with proceeds ≥ the budget. An
 *   infeasible order is cancelled in full and nothing else happens ({@code onCancelled(FOK_KILLED)} for the FOK
 *   types, {@code UNFILLED} for IOC_BUDGET). A feasible one runs the taker phase for exactly the simulated size
 *   (an IOC_BUDGET ask then cancels the rest, UNFILLED); CANCEL_MAKER removes the own orders it meets.</li>
 * <li><b>Stops.</b> A stop or take-profit passes validation, is held off the book ({@code onStopAccepted}) and is
 *   invisible to matching and L2. A bid stop-loss and an ask take-profit trigger when the last trade price is at or
 *   above the trigger; an ask stop-loss and a bid take-profit when it is at or below.</li>
 * <li><b>Triggers</b> are evaluated at the end of every place, move and replace: while some pending stop's
 *   condition holds against the last trade price (none before the first trade), the one with the smallest
 *   acceptance sequence is removed, reported ({@code onStopTriggered}) and entered as a new order with the same id,
 *   uid, side, size and mode, time priority the command's timestamp: a limit type as GTC at its price, a market
 *   type as MARKET with its price as protection. Its own trades may trigger more (cascade).</li>
 * <li><b>Cancel</b>: UNKNOWN_ORDER_ID, NOT_ORDER_OWNER; otherwise the order or pending stop leaves
 *   ({@code onCancelled(CANCELLED)} with its whole remaining size).</li>
 * <li><b>Reduce</b> by {@code r}: r ≤ 0 → INVALID_SIZE, then UNKNOWN_ORDER_ID, NOT_ORDER_OWNER; removes
 *   {@code min(r, remaining)}, hidden size first (visible becomes {@code min(visible, remaining)}), keeps priority
 *   ({@code onCancelled(REDUCED)}); an order reduced to 0 leaves. Applies to pending stops too.</li>
 * <li><b>Move</b> to {@code p}: p ≤ 0 → INVALID_PRICE, then UNKNOWN_ORDER_ID, NOT_ORDER_OWNER; a pending stop →
 *   ORDER_NOT_AMENDABLE; p × remaining overflowing → ARITHMETIC_OVERFLOW; p equal to the price → SUCCESS with no
 *   event and no change; a POST_ONLY order whose new price crosses → POST_ONLY_WOULD_TRADE. Otherwise the order
 *   leaves its level ({@code onAmended}, priority lost), runs the taker phase at the new price with its own mode,
 *   and rests what is left as in rule 6 (an iceberg shows a fresh slice).</li>
 * <li><b>Replace</b> with {@code (p, s)}: p ≤ 0 → INVALID_PRICE, s ≤ 0 → INVALID_SIZE, then as for move, with
 *   p × s for the overflow check. Same price and size → SUCCESS, no event. Same price and {@code s} below the
 *   remaining size → the size shrinks in place, priority kept (visible becomes {@code min(visible, s)}). Otherwise
 *   it is a move that also sets the unfilled size to {@code s}.</li>
 * <li><b>Mass cancel</b> of a uid: its live orders and pending stops leave in ascending acceptance sequence
 *   ({@code onCancelled(MASS_CANCELLED)}); SUCCESS even when there were none.</li>
 * <li><b>Last trade price</b>: the price of the latest fill in this book, 0 before the first.</li>
 * <li><b>L2</b>: per side, best first, up to {@code depth} levels of (price, visible size, number of orders);
 *   hidden iceberg size and pending stops are excluded. An L2 as of a moment {@code t} also leaves out the GTD
 *   orders with {@code expireAt <= t}, and a level left with no order, without expiring them: the answer to a query
 *   at {@code t} never shows an order whose time has come, whether or not a command has expired it yet.</li>
 * <li><b>State hash</b>: {@link dev.bourse.common.StateHash} over, in order, the last trade price, the acceptance
 *   counter, then bids best to worst and asks best to worst, each level as (price, order count) followed by each
 *   order in time priority as (id, uid, remaining, visible, display, type ordinal, mode ordinal, expireAt,
 *   acceptance sequence, time priority); then the pending stop count and the sum, over pending stops, of
 *   {@code StateHash.mix} of (id, uid, side ordinal, type ordinal, price, size, trigger, mode ordinal, acceptance
 *   sequence, timestamp) folded from {@code StateHash.SEED} in that order.</li>
 * <li><b>Invariants</b>: at rest the best bid is below the best ask; every level's visible and total sizes and
 *   order count equal the sums over its orders; every order has {@code 0 < visible ≤ remaining}; the order index
 *   holds exactly the resting orders and pending stops; per-user listings hold exactly each user's live
 *   orders.</li>
 * </ol>
 */
package dev.bourse.orderbook;
