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
 * <p>A fill of {@code q} lots at price {@code p} first closes the opposite position: closing {@code k} of {@code |n|}
 * open lots removes the basis {@code floor(openPriceSum × k / |n|)} and credits {@code (p × k - basis) × sign(n) ×
 * quoteScale} to the balance at once (every partial close realizes); the rest opens at {@code p}. The fee (taker or
 * maker, per lot) is charged on all {@code q} lots.
 *
 * <p>Thread-safety: owned by one risk shard's thread. Evaluation results live in fields, so calls must not nest.
 */
final class MarginRisk {
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
        if (overflow) {
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
     * the closed lots and the fee go to the balance.
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
        if (side == Side.BID) {
            p.pendingBuy -= lots;
        } else {
            p.pendingSell -= lots;
        }
        long opening = lots;
        if (p.size != 0 && (p.size > 0) != (dir > 0)) {
            final long open = Math.abs(p.size);
            final long closing = Math.min(lots, open);
            final long basis = closing == open ? p.openPriceSum : Arith.mulDivFloor(p.openPriceSum, closing, open);
            final long pnl = (price * closing - basis) * spec.quoteScale();
            a.money.addBalance(currency, p.size > 0 ? pnl : -pnl);
            p.openPriceSum -= basis;
            p.size += dir * closing;
            opening = lots - closing;
        }
        if (opening > 0) {
            p.size += dir * opening;
            p.openPriceSum += price * opening;
        }
        final long fee = feePerLot * lots;
        a.money.addBalance(currency, -fee);
        ledger.fee(currency, fee);
        closeIfEmpty(a, p);
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
