/**
 * Pre-trade risk and accounting: one {@link dev.bourse.risk.RiskShard} per risk shard, owning the users with
 * {@code uid & (shards - 1) == shard}. Single-threaded per shard: no locks, volatiles or atomics; the check and
 * settlement paths allocate nothing in steady state.
 *
 * <pre>
 *   command ──► [risk pre-check, owner shard of uid] ──► [book, shard of symbol] ──► [settlement, every risk shard]
 *                 checkPlace / checkMove / checkReplace      OrderBookListener events     settleTrade / settleCancel
 *                 (takes holds or pending margin size)      onRejected ──────────────►   revertPlace / revertAmend
 * </pre>
 * A command is settled on every shard before the next command is checked, so checks see settled balances. The
 * book's other events (rested, amended, stop accepted, stop triggered) need no call: a triggered stop keeps the
 * record and hold it was accepted with, and a replace adjusted the hold at its check.
 *
 * <p>Classes: {@code RiskShard} (the entry point), {@code Accounts} (users, deposits, withdrawals),
 * {@code SpotRisk} (holds and spot settlement), {@code MarginRisk} (positions, margin, realized profit),
 * {@code OrderRisk} (common checks, price limits and dispatch), {@code OrderHold}/{@code OrderHolds} (pooled
 * open-order records by symbol and id), {@code Ledger} (fees, deposits, withdrawals, the view of the core's cash),
 * {@code RiskAudit} (reports, totals, state hash, invariants), {@code CurrencyAmounts} (an account's balance and hold
 * per currency, one flat array), {@code WideSums} (128-bit running totals). Maps are Eclipse Collections primitive
 * maps, except on the per-order path: the open-order index ({@code HoldIndex}, a {@link dev.bourse.common.IdTable} of
 * the records themselves, which deletes without tombstones so that order churn allocates nothing) and
 * {@code CurrencyAmounts}.
 *
 * <h2>Layout independence</h2>
 * Every check decides the same in every shard layout, because it reads only the account it is about, the symbol's
 * spec and two views that every shard keeps alike: each symbol's last trade price (every shard settles every trade)
 * and each currency's <em>cash</em>, deposits − withdrawals − fees over the whole core (every shard learns every
 * applied deposit and withdrawal, {@code RiskShard.settleTransfer}, and every trade's fees). Nothing depends on the
 * totals of one shard.
 *
 * <h2>Accounts</h2>
 * Balances are free (unheld) amounts per currency in minor units; holds are kept apart per currency. Deposits and
 * withdrawals carry a transaction id that is idempotent per (user, currency): a repeated id is refused with
 * DUPLICATE_TRANSACTION and has no effect (the ids are kept in a primitive set per account and currency, about 16 to
 * 32 bytes each). A suspended user cannot place, amend, deposit or withdraw; open orders still cancel and settle.
 * A deposit that would take a currency's cash past {@code 2^62} is refused (CURRENCY_LIMIT_EXCEEDED): every amount of
 * a spot currency is then a share of at most {@code 2^62}. A withdrawal the cash does not cover is refused
 * (UNFUNDED_WITHDRAWAL): the core never pays out money nobody paid in.
 *
 * <h2>Price limits</h2>
 * Before any hold, a per-lot price must be at most the spec's {@code maxPrice} (PRICE_OUT_OF_LIMITS) and within the
 * spec's band around the reference price (PRICE_OUT_OF_BAND): the last trade price, or before the first trade the
 * spec's reference price; a stop's around its trigger. The rules are in {@link dev.bourse.api.SymbolSpec}.
 *
 * <h2>Spot</h2>
 * Every open order has a hold record (symbol, order id) with its remaining lots and held amount; releases use the
 * record's own per-lot amount, and the whole rest goes back when the order's remaining size reaches 0, so holds
 * never drift. Holds: a limit-type bid {@code size × (reserve × quoteScale + takerFee)} quote, reserve defaulting to
 * the limit (a bid may later move up to its reserve with no new check); a market-type bid the same at its protection
 * price; a budget bid {@code budget × quoteScale + size × takerFee}; an ask {@code size × baseScale} base. A fill of
 * {@code q} lots at {@code p}: the bid pays {@code p × q × quoteScale + fee × q} from its hold and gets the rest of
 * that share back (price improvement, maker fee below taker fee); the ask receives {@code p × q × quoteScale -
 * fee × q}. Fees per trade: {@code (takerFee + makerFee) × q} quote, each charged on its party's shard. An ask must
 * be able to pay its fees from its fills: a limit or protection price worth at least the taker fee, and a budget ask
 * {@code max(budget, size) × quoteScale >= size × takerFee} (its fills are at bids' prices, a tick at least, and
 * bring at least the budget), else ASK_PRICE_BELOW_FEE.
 *
 * <h2>Margin</h2>
 * A position per (user, symbol): signed size, open price sum (ticks × lots) and pending buy and sell sizes of open
 * orders. Fills close first, realizing {@code (p × k - basis) × sign × quoteScale} for each partial close of
 * {@code k} lots (basis = the floored pro-rata share of the open price sum), then open; every fill pays its fee. An
 * order is admitted if it does not raise its position's required margin
 * ({@code max(marginBuy × (pendingBuy + size), marginSell × (pendingSell - size))}), or if the requirement of all
 * the user's positions in the settlement currency fits the equity (balance + unrealized profit at each symbol's last
 * trade price). No money moves for margin orders. Whatever raises a pending size must also keep the account's
 * worst-case settlement within {@code 2^61} (see {@code MarginRisk}), so that no fill can overflow; every amount of a
 * fill is computed exactly before it is applied.
 *
 * <h2>Invariants</h2>
 * Summed over all shards, per currency, exactly (128-bit): {@code claims + fees - deficits == deposits -
 * withdrawals}, where an account's equity is its balance + holds + unrealized profit at the last trade prices,
 * {@code claims} sums the positive equities and {@code deficits} the negative ones (a margin account that lost more
 * than it had: the loss was credited to others and cannot be collected, so it is shown, not hidden); per margin
 * symbol, long and short open interest are equal; and every shard's view of the cash equals the sum. With balanced
 * open interest this is the bookkeeping form {@code balances + holds + fees + C == deposits - withdrawals}, {@code C}
 * the margin cost basis ({@code +openPriceSum × quoteScale} per short, {@code -openPriceSum × quoteScale} per long).
 * Every trade moves equity between accounts and fees only, so no trade credits more than its counterparties lose. Per
 * shard: no negative balance outside margin settlement currencies, holds equal the sums of the records. See
 * {@link dev.bourse.risk.RiskTotals} and {@link dev.bourse.risk.RiskShard#checkInvariants()}.
 */
package dev.bourse.risk;
