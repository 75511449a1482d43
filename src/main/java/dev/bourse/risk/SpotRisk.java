package dev.bourse.risk;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;

/**
 * Spot (direct exchange) holds and settlement of one shard. Every open order has an {@link OrderHold}; placing moves
 * its hold from the free balance, fills consume it and cancels give it back, always by the record's own per-lot
 * amount, so what is released is exactly what was held.
 *
 * <p>Holds ({@code qs} quote scale, {@code bs} base scale, {@code tf} taker fee):
 * <ul>
 *   <li>limit-type bid: {@code size × (reserve × qs + tf)} quote; reserve = the reserve price, or the limit if
 *       0;</li>
 *   <li>market-type bid: {@code size × (protection × qs + tf)} quote;</li>
 *   <li>budget bid: {@code budget × qs + size × tf} quote;</li>
 *   <li>any ask: {@code size × bs} base.</li>
 * </ul>
 * A fill of {@code q} lots at {@code p}, fee {@code f} per lot (taker or maker): a bid pays {@code p × q × qs + f × q}
 * out of the {@code q} lots' share of its hold (a budget bid: out of its budget), gets the rest of that share back
 * and receives {@code q × bs} base; an ask gives up {@code q × bs} held base and receives {@code p × q × qs - f × q}.
 *
 * <p>Thread-safety: owned by one risk shard's thread. The quote of a place lives in fields, so calls must not nest.
 */
final class SpotRisk {
    private final OrderHolds orderHolds;
    private final MarginRisk margin;
    private final Ledger ledger;

    private HoldKind kind;
    private int currency;
    private long amount;
    private long perLot;
    private long reserve;
    private long budgetLeft;

    SpotRisk(final OrderHolds orderHolds, final MarginRisk margin, final Ledger ledger) {
        this.orderHolds = orderHolds;
        this.margin = margin;
        this.ledger = ledger;
    }

    /**
     * Checks and holds for a new spot order (arguments already validated for sign, size and notional limits).
     *
     * @return SUCCESS, INVALID_RESERVE_PRICE, ASK_PRICE_BELOW_FEE, ARITHMETIC_OVERFLOW, DUPLICATE_ORDER_ID or
     *     INSUFFICIENT_FUNDS
     */
    int checkPlace(final Account a, final SymbolState s, final long orderId, final Side side, final OrderType type,
            final long price, final long reservePrice, final long size) {
        final int code = side == Side.ASK ? quoteAsk(s.spec, type, price, size)
                : quoteBid(s.spec, type, price, reservePrice, size);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (s.holds.containsKey(orderId)) {
            return ResultCode.DUPLICATE_ORDER_ID;
        }
        if (!margin.coversSpend(a, currency, amount)) {
            return ResultCode.INSUFFICIENT_FUNDS;
        }
        final OrderHold r = orderHolds.open(s, orderId, a, side, kind, currency, size);
        r.held = amount;
        r.perLot = perLot;
        r.reserve = reserve;
        r.budgetLeft = budgetLeft;
        a.hold(currency, amount);
        return ResultCode.SUCCESS;
    }

    /**
     * Checks a move of a resting spot order; a bid may move up to its reserve price with no new hold.
     *
     * @return SUCCESS, MOVE_ABOVE_RESERVE_PRICE, ASK_PRICE_BELOW_FEE or ARITHMETIC_OVERFLOW
     */
    int checkMove(final SymbolSpec spec, final OrderHold r, final long newPrice) {
        if (r.kind == HoldKind.SPOT_BID) {
            return newPrice > r.reserve ? ResultCode.MOVE_ABOVE_RESERVE_PRICE : ResultCode.SUCCESS;
        }
        if (r.kind == HoldKind.SPOT_ASK) {
            return checkAskPrice(spec, newPrice);
        }
        return ResultCode.SUCCESS;
    }

    /**
     * Checks a replace and adjusts the hold at once (more for a bigger size or a price above the reserve, less for a
     * smaller size), saving the undo slot so that {@link #revert} can restore it if the book refuses.
     *
     * @return SUCCESS, ASK_PRICE_BELOW_FEE, ARITHMETIC_OVERFLOW or INSUFFICIENT_FUNDS
     */
    int checkReplace(final Account a, final SymbolSpec spec, final OrderHold r, final long newPrice,
            final long newSize) {
        long newReserve = 0;
        long newPerLot = r.perLot;
        if (r.kind == HoldKind.SPOT_BID) {
            newReserve = Math.max(r.reserve, newPrice);
            if (!Arith.mulFits(newReserve, spec.quoteScale())
                    || !Arith.addFits(newReserve * spec.quoteScale(), spec.takerFee())) {
                return ResultCode.ARITHMETIC_OVERFLOW;
            }
            newPerLot = newReserve * spec.quoteScale() + spec.takerFee();
        } else if (r.kind == HoldKind.SPOT_ASK) {
            final int code = checkAskPrice(spec, newPrice);
            if (code != ResultCode.SUCCESS) {
                return code;
            }
        } else {
            return ResultCode.SUCCESS;
        }
        if (!Arith.mulFits(newSize, newPerLot)) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        final long newHeld = newSize * newPerLot;
        final long extra = newHeld - r.held;
        if (extra > 0 && !margin.coversSpend(a, r.currency, extra)) {
            return ResultCode.INSUFFICIENT_FUNDS;
        }
        r.saveUndo();
        a.hold(r.currency, extra);
        r.held = newHeld;
        r.perLot = newPerLot;
        r.reserve = newReserve;
        r.remaining = newSize;
        return ResultCode.SUCCESS;
    }

    /** Restores the record and the hold saved by the last {@link #checkReplace}. */
    void revert(final Account a, final OrderHold r) {
        a.unhold(r.currency, r.held - r.undoHeld);
        r.held = r.undoHeld;
        r.perLot = r.undoPerLot;
        r.reserve = r.undoReserve;
        r.remaining = r.undoRemaining;
    }

    /**
     * Settles a fill of {@code lots} at {@code price} for the owner of {@code r} ({@code r.remaining} is updated by
     * the caller).
     *
     * @param feePerLot taker or maker fee, quote units per lot
     */
    void fill(final Account a, final SymbolSpec spec, final OrderHold r, final long price, final long lots,
            final long feePerLot) {
        final int quote = spec.quoteCurrency();
        final long value = price * lots * spec.quoteScale();
        final long fee = feePerLot * lots;
        long released = lots * r.perLot;
        if (r.side == Side.BID) {
            if (r.kind == HoldKind.SPOT_BUDGET_BID) {
                released += value;
                r.budgetLeft -= price * lots;
            }
            if (released < value + fee || r.budgetLeft < 0) {
                throw new IllegalStateException("fill exceeds the hold of order " + r.orderId + " of uid " + r.uid);
            }
            r.held -= released;
            a.money.addHeld(quote, -released);
            a.money.addBalance(quote, released - value - fee);
            a.money.addBalance(spec.baseCurrency(), lots * spec.baseScale());
        } else {
            r.held -= released;
            a.money.addHeld(r.currency, -released);
            a.money.addBalance(quote, value - fee);
        }
        ledger.fee(quote, fee);
    }

    /** Gives back the hold of {@code lots} cancelled lots (for a budget bid: their fee part). */
    void cancel(final Account a, final OrderHold r, final long lots) {
        final long released = lots * r.perLot;
        r.held -= released;
        a.unhold(r.currency, released);
    }

    /** Gives back everything the record still holds (the order is done). */
    void releaseAll(final Account a, final OrderHold r) {
        if (r.held != 0) {
            a.unhold(r.currency, r.held);
        }
        r.held = 0;
        r.budgetLeft = 0;
    }

    private int quoteBid(final SymbolSpec spec, final OrderType type, final long price, final long reservePrice,
            final long size) {
        final long qs = spec.quoteScale();
        final long tf = spec.takerFee();
        currency = spec.quoteCurrency();
        if (type.isBudget()) {
            if (!Arith.mulFits(price, qs) || !Arith.mulFits(size, tf) || !Arith.addFits(price * qs, size * tf)) {
                return ResultCode.ARITHMETIC_OVERFLOW;
            }
            kind = HoldKind.SPOT_BUDGET_BID;
            amount = price * qs + size * tf;
            perLot = tf;
            reserve = 0;
            budgetLeft = price;
            return ResultCode.SUCCESS;
        }
        final long limit;
        if (isMarketType(type)) {
            limit = price;
        } else {
            limit = reservePrice == 0 ? price : reservePrice;
            if (limit < price) {
                return ResultCode.INVALID_RESERVE_PRICE;
            }
        }
        if (!Arith.mulFits(limit, qs) || !Arith.addFits(limit * qs, tf) || !Arith.mulFits(size, limit * qs + tf)) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        kind = HoldKind.SPOT_BID;
        perLot = limit * qs + tf;
        amount = size * perLot;
        reserve = limit;
        budgetLeft = 0;
        return ResultCode.SUCCESS;
    }

    /**
     * An ask holds its base. A budget ask's budget is the least its fills must bring in total, and each fill is at a
     * bid's price, at least one tick: so {@code n} filled lots bring at least {@code max(budget, n) × qs}, and the
     * fees {@code n × takerFee} are covered for every {@code n <= size} exactly when
     * {@code max(budget, size) × qs >= size × takerFee} (always when {@code qs >= takerFee}). Only an ask whose
     * fills could cost more in fees than they bring is refused, ASK_PRICE_BELOW_FEE.
     */
    private int quoteAsk(final SymbolSpec spec, final OrderType type, final long price, final long size) {
        final long qs = spec.quoteScale();
        if (type.isBudget()) {
            if (!Arith.mulFits(size, spec.takerFee())) {
                return ResultCode.ARITHMETIC_OVERFLOW;
            }
            final long least = Math.max(price, size);
            if (Arith.mulFits(least, qs) && least * qs < size * spec.takerFee()) {
                return ResultCode.ASK_PRICE_BELOW_FEE;
            }
        } else {
            final int code = checkAskPrice(spec, price);
            if (code != ResultCode.SUCCESS) {
                return code;
            }
            if (!Arith.mulFits(price * size, qs)) {
                return ResultCode.ARITHMETIC_OVERFLOW;
            }
        }
        if (!Arith.mulFits(size, spec.baseScale())) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        kind = HoldKind.SPOT_ASK;
        currency = spec.baseCurrency();
        perLot = spec.baseScale();
        amount = size * perLot;
        reserve = 0;
        budgetLeft = 0;
        return ResultCode.SUCCESS;
    }

    private static int checkAskPrice(final SymbolSpec spec, final long price) {
        if (!Arith.mulFits(price, spec.quoteScale())) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        return price * spec.quoteScale() < spec.takerFee() ? ResultCode.ASK_PRICE_BELOW_FEE : ResultCode.SUCCESS;
    }

    private static boolean isMarketType(final OrderType type) {
        return type == OrderType.MARKET || type == OrderType.STOP_MARKET || type == OrderType.TAKE_PROFIT_MARKET;
    }
}
