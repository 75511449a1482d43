package dev.bourse.risk;

import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;

/**
 * Margin (futures) positions of one shard: admission of orders against initial margin, and the position, profit and
 * fee effects of fills.
 *
 * <p>Margin rules, per user and settlement currency {@code c}:
 * <ul>
 *   <li>required margin of a position = {@code max(marginBuy × (pendingBuy + size), marginSell × (pendingSell -
 *       size))}, {@code size} signed;</li>
 *   <li>unrealized profit of a position = {@code (mark × |size| - openPriceSum) × sign(size) × quoteScale}, with
 *       mark the symbol's last trade price, or 0 while the symbol has not traded (the position is valued at
 *       cost);</li>
 *   <li>equity = free balance in {@code c} + the unrealized profit of every position settled in {@code c}.</li>
 * </ul>
 * An order (or a replace) is admitted when it does not raise its position's requirement, or when the requirement of
 * all positions in {@code c}, with the order counted as pending, is at most the equity.
 *
 * <p>Exposure bound: whatever raises a position's pending size must also keep
 * {@code |balance| + held + Σ exposure <= }{@link #MAX_EXPOSURE} in {@code c} (else ARITHMETIC_OVERFLOW), where a
 * position's exposure {@code (openPriceSum + 2 × maxPrice × (|size| + pendingBuy + pendingSell)) × quoteScale +
 * (pendingBuy + pendingSell) × takerFee} bounds what all its pending lots can still move the balance by, filled at
 * any price up to {@code maxPrice}: every close realizes at most {@code max(p × k, basis) × quoteScale}, and the
 * bases of lots opened later are at most {@code maxPrice} each. So every product and sum of settlement, and the
 * unrealized profit at any mark up to {@code maxPrice}, fits a {@code long} with room to spare, however many fills
 * follow before the next check.
 *
 * <p>A fill of {@code q} lots at price {@code p} first closes the opposite position: closing {@code k} of {@code |n|}
 * open lots removes the basis {@code floor(openPriceSum × k / |n|)} and credits {@code (p × k - basis) × sign(n) ×
 * quoteScale} to the balance at once (every partial close realizes); the rest opens at {@code p}. The fee (taker or
 * maker, per lot) is charged on all {@code q} lots.
 *
 * <p>Thread-safety: owned by one risk shard's thread. Evaluation results live in fields, so calls must not nest.
 */
final class MarginRisk {
    /** The largest {@code |balance| + held + exposure} of an account in a settlement currency: {@code 2^61}. */
    static final long MAX_EXPOSURE = 1L << 61;

    private final Ledger ledger;
    private Position free;

    private long required;
    private long equity;
    private boolean overflow;
    private boolean anyPosition;

    MarginRisk(final Ledger ledger) {
        this.ledger = ledger;
    }

    /**
     * Whether adding {@code deltaBuy} / {@code deltaSell} lots to the pending sizes of the user's position in
     * {@code s} is allowed (either may be negative, for a shrinking replace).
     *
     * @return SUCCESS, INSUFFICIENT_MARGIN or ARITHMETIC_OVERFLOW
     */
    int admit(final Account a, final SymbolState s, final long deltaBuy, final long deltaSell) {
        final SymbolSpec spec = s.spec;
        final Position p = a.position(s.symbolId);
        final long size = p == null ? 0 : p.size;
        final long pendingBuy = p == null ? 0 : p.pendingBuy;
        final long pendingSell = p == null ? 0 : p.pendingSell;
        if (!Arith.addFits(pendingBuy, deltaBuy) || !Arith.addFits(pendingSell, deltaSell)) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        overflow = false;
        final long before = requirement(spec, size, pendingBuy, pendingSell);
        final long after = requirement(spec, size, pendingBuy + deltaBuy, pendingSell + deltaSell);
        if (overflow || !withinExposure(a, s, deltaBuy, deltaSell)) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        if (after <= before) {
            return ResultCode.SUCCESS;
        }
        evaluate(a, spec.quoteCurrency(), p);
        final long total = add(required, after);
        if (overflow) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        return total <= equity ? ResultCode.SUCCESS : ResultCode.INSUFFICIENT_MARGIN;
    }

    /**
     * Whether the user may take {@code amount} out of the free balance of {@code currency} (a spot hold or a
     * withdrawal): the balance must cover it and, if the user has margin positions settled in that currency, the
     * equity left must still cover their required margin.
     */
    boolean coversSpend(final Account a, final int currency, final long amount) {
        if (a.money.balance(currency) < amount) {
            return false;
        }
        if (a.positionCount == 0) {
            return true;
        }
        overflow = false;
        evaluate(a, currency, null);
        if (!anyPosition) {
            return true;
        }
        final long excess = sub(equity, required);
        return !overflow && excess >= amount;
    }

    /** Adds {@code delta} lots (may be negative) to the pending size of the {@code side} of the user's position. */
    void pend(final Account a, final SymbolState s, final Side side, final long delta) {
        final Position p = open(a, s);
        if (side == Side.BID) {
            p.pendingBuy += delta;
        } else {
            p.pendingSell += delta;
        }
        closeIfEmpty(a, p);
    }

    /**
     * Applies a fill of an order of this user: the pending size shrinks, the position closes then opens, profit of
     * the closed lots and the fee go to the balance. Every amount is computed exactly before anything changes; the
     * exposure bound makes an overflow impossible, so one would be a bug (an exception, nothing applied).
     *
     * @param feePerLot taker or maker fee, quote units per lot
     */
    void fill(final Account a, final SymbolState s, final Side side, final long price, final long lots,
            final long feePerLot) {
        final Position p = a.position(s.symbolId);
        if (p == null) {
            throw new IllegalStateException("fill without a position: uid " + a.uid + " symbol " + s.symbolId);
        }
        final SymbolSpec spec = s.spec;
        final int currency = spec.quoteCurrency();
        final long dir = side == Side.BID ? 1 : -1;
        long closing = 0;
        long basis = 0;
        long pnl = 0;
        if (p.size != 0 && (p.size > 0) != (dir > 0)) {
            final long open = Math.abs(p.size);
            closing = Math.min(lots, open);
            basis = closing == open ? p.openPriceSum : Arith.mulDivFloor(p.openPriceSum, closing, open);
            final long gain = Math.multiplyExact(Math.subtractExact(Math.multiplyExact(price, closing), basis),
                    spec.quoteScale());
            pnl = p.size > 0 ? gain : -gain;
        }
        final long opening = lots - closing;
        final long openPriceSum = Math.addExact(p.openPriceSum - basis, Math.multiplyExact(price, opening));
        final long fee = Math.multiplyExact(feePerLot, lots);
        final long balance = a.money.balance(currency);
        if (!Arith.addFits(balance, pnl) || !Arith.addFits(balance + pnl, -fee)) {
            throw new IllegalStateException("fill would overflow the balance of uid " + a.uid + " in " + currency);
        }
        if (side == Side.BID) {
            p.pendingBuy -= lots;
        } else {
            p.pendingSell -= lots;
        }
        p.size += dir * lots;
        p.openPriceSum = openPriceSum;
        a.money.addBalance(currency, pnl);
        a.money.addBalance(currency, -fee);
        ledger.fee(currency, fee);
        closeIfEmpty(a, p);
    }

    /**
     * Whether the account stays within {@link #MAX_EXPOSURE} in the settlement currency of {@code s} with
     * {@code deltaBuy} / {@code deltaSell} more pending lots in {@code s} (see the class documentation).
     */
    private boolean withinExposure(final Account a, final SymbolState s, final long deltaBuy, final long deltaSell) {
        final int currency = s.spec.quoteCurrency();
        long total = add(Math.abs(a.money.balance(currency)), a.money.held(currency));
        boolean counted = false;
        for (int i = 0; i < a.positionCount; i++) {
            final Position q = a.positions[i];
            if (q.symbol.spec.quoteCurrency() != currency) {
                continue;
            }
            final boolean mine = q.symbol == s;
            counted |= mine;
            total = add(total, exposure(q.symbol.spec, q.size, q.openPriceSum,
                    add(q.pendingBuy, mine ? deltaBuy : 0), add(q.pendingSell, mine ? deltaSell : 0)));
        }
        if (!counted) {
            total = add(total, exposure(s.spec, 0, 0, deltaBuy, deltaSell));
        }
        return !overflow && a.money.balance(currency) != Long.MIN_VALUE && total <= MAX_EXPOSURE;
    }

    private long exposure(final SymbolSpec spec, final long size, final long openPriceSum, final long pendingBuy,
            final long pendingSell) {
        final long pending = add(pendingBuy, pendingSell);
        final long lots = add(Math.abs(size), pending);
        final long reach = mul(mul(2, spec.maxPrice()), lots);
        return add(mul(add(openPriceSum, reach), spec.quoteScale()), mul(pending, spec.takerFee()));
    }

    private Position open(final Account a, final SymbolState s) {
        Position p = a.position(s.symbolId);
        if (p == null) {
            p = free;
            if (p == null) {
                p = new Position();
            } else {
                free = p.nextFree;
                p.nextFree = null;
            }
            p.symbol = s;
            a.addPosition(p);
            s.positionCount++;
        }
        return p;
    }

    private void closeIfEmpty(final Account a, final Position p) {
        if (p.isEmpty()) {
            a.removePosition(p);
            p.symbol.positionCount--;
            p.clear();
            p.nextFree = free;
            free = p;
        }
    }

    private void evaluate(final Account a, final int currency, final Position exclude) {
        long req = 0;
        long unrealized = 0;
        anyPosition = false;
        for (int i = 0; i < a.positionCount; i++) {
            final Position q = a.positions[i];
            final SymbolSpec spec = q.symbol.spec;
            if (spec.quoteCurrency() != currency) {
                continue;
            }
            anyPosition = true;
            if (q != exclude) {
                req = add(req, requirement(spec, q.size, q.pendingBuy, q.pendingSell));
            }
            unrealized = add(unrealized, unrealized(q, spec));
        }
        required = req;
        equity = add(a.money.balance(currency), unrealized);
    }

    private long requirement(final SymbolSpec spec, final long size, final long pendingBuy,
            final long pendingSell) {
        return Math.max(mul(spec.marginBuy(), add(pendingBuy, size)), mul(spec.marginSell(), sub(pendingSell, size)));
    }

    private long unrealized(final Position q, final SymbolSpec spec) {
        final long mark = q.symbol.lastPrice;
        if (mark == 0 || q.size == 0) {
            return 0;
        }
        final long diff = sub(mul(mark, Math.abs(q.size)), q.openPriceSum);
        return mul(q.size > 0 ? diff : -diff, spec.quoteScale());
    }

    private long mul(final long a, final long b) {
        if (!Arith.mulFits(a, b)) {
            overflow = true;
        }
        return a * b;
    }

    private long add(final long a, final long b) {
        if (!Arith.addFits(a, b)) {
            overflow = true;
        }
        return a + b;
    }

    private long sub(final long a, final long b) {
        final long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            overflow = true;
        }
        return r;
    }
}
