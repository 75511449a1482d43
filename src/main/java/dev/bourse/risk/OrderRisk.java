package dev.bourse.risk;

import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TradingStatus;
import dev.bourse.common.Checks;
import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;

/**
 * The order side of a risk shard: the checks common to spot and margin orders, the per-symbol state, and the
 * dispatch of checks, reverts and settlements to {@link SpotRisk} or {@link MarginRisk}. The contracts are those of
 * the {@link RiskShard} methods of the same names.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class OrderRisk {
    final IntObjectHashMap<SymbolState> symbols = new IntObjectHashMap<>();
    private final RiskShardView shard;
    private final Accounts accounts;
    private final OrderHolds orderHolds;
    private final SpotRisk spot;
    private final MarginRisk margin;
    private final Ledger ledger;

    OrderRisk(final RiskShardView shard, final Accounts accounts, final OrderHolds orderHolds, final SpotRisk spot,
            final MarginRisk margin, final Ledger ledger) {
        this.shard = shard;
        this.ledger = ledger;
        this.accounts = accounts;
        this.orderHolds = orderHolds;
        this.spot = spot;
        this.margin = margin;
    }

    int checkPlace(final SymbolSpec spec, final long uid, final long orderId, final Side side,
            final OrderType type, final long price, final long reservePrice, final long size,
            final long triggerPrice) {
        final SymbolState s = symbol(spec);
        final Account a = accounts.get(uid);
        final int code = checkCommon(spec, a);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (side == null || type == null) {
            return ResultCode.INVALID_ORDER_TYPE;
        }
        if (size <= 0) {
            return ResultCode.INVALID_SIZE;
        }
        if (price <= 0) {
            return ResultCode.INVALID_PRICE;
        }
        if (size < spec.minSize() || size > spec.maxSize()) {
            return ResultCode.SIZE_OUT_OF_LIMITS;
        }
        if (triggerPrice > spec.maxPrice()) {
            return ResultCode.PRICE_OUT_OF_LIMITS;
        }
        if (!type.isBudget()) {
            final long reference = type.isStop() && triggerPrice > 0 ? triggerPrice : reference(s);
            final int band = checkPrice(spec, price, reference);
            if (band != ResultCode.SUCCESS) {
                return band;
            }
        }
        final int limits = checkNotional(spec, price, size, type.isBudget());
        if (limits != ResultCode.SUCCESS) {
            return limits;
        }
        if (!spec.isMargin()) {
            return spot.checkPlace(a, s, orderId, side, type, price, reservePrice, size);
        }
        if (s.holds.containsKey(orderId)) {
            return ResultCode.DUPLICATE_ORDER_ID;
        }
        final int admitted = margin.admit(a, s, side == Side.BID ? size : 0, side == Side.ASK ? size : 0);
        if (admitted != ResultCode.SUCCESS) {
            return admitted;
        }
        margin.pend(a, s, side, size);
        orderHolds.open(s, orderId, a, side, HoldKind.MARGIN, spec.quoteCurrency(), size);
        return ResultCode.SUCCESS;
    }

    void revertPlace(final SymbolSpec spec, final long uid, final long orderId) {
        final SymbolState s = symbol(spec);
        final OrderHold r = record(s, orderId, uid);
        final Account a = r.account;
        if (r.kind == HoldKind.MARGIN) {
            margin.pend(a, s, r.side, -r.remaining);
        } else {
            spot.releaseAll(a, r);
        }
        orderHolds.close(s, r);
    }

    int checkMove(final SymbolSpec spec, final long uid, final long orderId, final long newPrice) {
        final SymbolState s = symbol(spec);
        final OrderHold r = ownRecord(s, orderId, uid);
        final int code = checkCommon(spec, r != null ? r.account : accounts.get(uid));
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (r == null || newPrice <= 0) {
            return ResultCode.SUCCESS;
        }
        if (r.kind == HoldKind.SPOT_BUDGET_BID) {
            return ResultCode.SUCCESS;
        }
        final int band = checkPrice(spec, newPrice, reference(s));
        if (band != ResultCode.SUCCESS) {
            return band;
        }
        final int limits = checkNotional(spec, newPrice, r.remaining, false);
        if (limits != ResultCode.SUCCESS) {
            return limits;
        }
        return spec.isMargin() ? ResultCode.SUCCESS : spot.checkMove(spec, r, newPrice);
    }

    int checkReplace(final SymbolSpec spec, final long uid, final long orderId, final long newPrice,
            final long newSize) {
        final SymbolState s = symbol(spec);
        final OrderHold r = ownRecord(s, orderId, uid);
        final Account a = r != null ? r.account : accounts.get(uid);
        final int code = checkCommon(spec, a);
        if (code != ResultCode.SUCCESS) {
            return code;
        }
        if (r == null || newPrice <= 0 || newSize <= 0) {
            return ResultCode.SUCCESS;
        }
        if (r.kind == HoldKind.SPOT_BUDGET_BID) {
            return ResultCode.SUCCESS;
        }
        if (newSize < spec.minSize() || newSize > spec.maxSize()) {
            return ResultCode.SIZE_OUT_OF_LIMITS;
        }
        final int band = checkPrice(spec, newPrice, reference(s));
        if (band != ResultCode.SUCCESS) {
            return band;
        }
        final int limits = checkNotional(spec, newPrice, newSize, false);
        if (limits != ResultCode.SUCCESS) {
            return limits;
        }
        if (!spec.isMargin()) {
            return spot.checkReplace(a, spec, r, newPrice, newSize);
        }
        final long delta = newSize - r.remaining;
        final int admitted = margin.admit(a, s, r.side == Side.BID ? delta : 0, r.side == Side.ASK ? delta : 0);
        if (admitted != ResultCode.SUCCESS) {
            return admitted;
        }
        r.saveUndo();
        margin.pend(a, s, r.side, delta);
        r.remaining = newSize;
        return ResultCode.SUCCESS;
    }

    void revertAmend(final SymbolSpec spec, final long uid, final long orderId) {
        final SymbolState s = symbol(spec);
        final OrderHold r = s.holds.get(orderId);
        if (r == null || r.uid != uid || !r.undo) {
            return;
        }
        final Account a = r.account;
        if (r.kind == HoldKind.MARGIN) {
            margin.pend(a, s, r.side, r.undoRemaining - r.remaining);
            r.remaining = r.undoRemaining;
        } else {
            spot.revert(a, r);
        }
        r.undo = false;
    }

    void settleTrade(final SymbolSpec spec, final long makerOrderId, final long makerUid, final long takerOrderId,
            final long takerUid, final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining) {
        final SymbolState s = symbol(spec);
        s.lastPrice = price;
        ledger.cash.subtract(spec.quoteCurrency(), TradeFees.maker(spec, size));
        ledger.cash.subtract(spec.quoteCurrency(), TradeFees.taker(spec, size));
        if (shard.owns(makerUid)) {
            fill(s, makerOrderId, makerUid, takerSide.opposite(), price, size, makerRemaining, spec.makerFee());
        }
        if (shard.owns(takerUid)) {
            fill(s, takerOrderId, takerUid, takerSide, price, size, takerRemaining, spec.takerFee());
        }
    }

    void settleCancel(final SymbolSpec spec, final long orderId, final long uid, final Side side,
            final long cancelledSize, final long remaining) {
        final SymbolState s = symbol(spec);
        final OrderHold r = record(s, orderId, uid);
        requireSide(r, side);
        final Account a = r.account;
        if (r.kind == HoldKind.MARGIN) {
            margin.pend(a, s, side, -cancelledSize);
        } else {
            spot.cancel(a, r, cancelledSize);
        }
        r.remaining -= cancelledSize;
        finish(s, a, r, remaining);
    }

    SymbolState symbol(final SymbolSpec spec) {
        SymbolState s = symbols.get(spec.symbolId());
        if (s == null) {
            s = new SymbolState(spec.symbolId());
            symbols.put(spec.symbolId(), s);
        }
        if (s.spec != spec) {
            if (s.spec != null && (!s.holds.isEmpty() || s.positionCount > 0) && !sameEconomics(s.spec, spec)) {
                throw new IllegalArgumentException("symbol " + spec.symbolId()
                        + ": type, currencies, scales and fees cannot change while orders or positions exist");
            }
            s.spec = spec;
        }
        return s;
    }

    SymbolState symbol(final int symbolId) {
        SymbolState s = symbols.get(symbolId);
        if (s == null) {
            s = new SymbolState(symbolId);
            symbols.put(symbolId, s);
        }
        return s;
    }

    int orderCount() {
        int n = 0;
        for (final SymbolState s : symbols.values()) {
            n += s.holds.size();
        }
        return n;
    }

    OrderHold find(final int symbolId, final long orderId) {
        final SymbolState s = symbols.get(symbolId);
        return s == null ? null : s.holds.get(orderId);
    }

    private static boolean sameEconomics(final SymbolSpec a, final SymbolSpec b) {
        return a.type() == b.type() && a.baseCurrency() == b.baseCurrency() && a.quoteCurrency() == b.quoteCurrency()
                && a.baseScale() == b.baseScale() && a.quoteScale() == b.quoteScale()
                && a.takerFee() == b.takerFee() && a.makerFee() == b.makerFee();
    }

    private int checkCommon(final SymbolSpec spec, final Account a) {
        if (a == null) {
            return ResultCode.UNKNOWN_USER;
        }
        if (accounts.isSuspended(a)) {
            return ResultCode.USER_SUSPENDED;
        }
        return spec.status() == TradingStatus.HALTED ? ResultCode.SYMBOL_HALTED : ResultCode.SUCCESS;
    }

    /**
     * The static and dynamic price limits of a per-lot price (see {@link SymbolSpec}): PRICE_OUT_OF_LIMITS above
     * {@code maxPrice}, PRICE_OUT_OF_BAND farther from {@code reference} (ticks, 0 when the symbol has none yet) than
     * {@code max(1, reference × priceBand / 10,000)} ticks, else SUCCESS.
     */
    static int checkPrice(final SymbolSpec spec, final long price, final long reference) {
        if (price > spec.maxPrice()) {
            return ResultCode.PRICE_OUT_OF_LIMITS;
        }
        if (spec.priceBand() == PriceLimits.NO_PRICE_BAND || reference <= 0) {
            return ResultCode.SUCCESS;
        }
        final long width = Math.max(1, Arith.basisPoints(reference, spec.priceBand()));
        final long distance = price >= reference ? price - reference : reference - price;
        return distance > width ? ResultCode.PRICE_OUT_OF_BAND : ResultCode.SUCCESS;
    }

    /** The band's reference: the last trade price, or before the first trade the spec's reference price (or 0). */
    private static long reference(final SymbolState s) {
        return s.lastPrice != 0 ? s.lastPrice : s.spec.referencePrice();
    }

    private static int checkNotional(final SymbolSpec spec, final long price, final long size,
            final boolean budget) {
        if (!budget && !Arith.mulFits(price, size)) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        final long notional = budget ? price : price * size;
        if (notional > spec.maxNotional()) {
            return ResultCode.NOTIONAL_OUT_OF_LIMITS;
        }
        return Arith.mulFits(notional, spec.quoteScale()) ? ResultCode.SUCCESS : ResultCode.ARITHMETIC_OVERFLOW;
    }

    private void fill(final SymbolState s, final long orderId, final long uid, final Side side, final long price,
            final long size, final long remainingAfter, final long feePerLot) {
        final OrderHold r = record(s, orderId, uid);
        requireSide(r, side);
        final Account a = r.account;
        if (r.kind == HoldKind.MARGIN) {
            margin.fill(a, s, side, price, size, feePerLot);
        } else {
            spot.fill(a, s.spec, r, price, size, feePerLot);
        }
        r.remaining -= size;
        finish(s, a, r, remainingAfter);
    }

    private void finish(final SymbolState s, final Account a, final OrderHold r, final long remainingAfter) {
        r.undo = false;
        if (r.remaining != remainingAfter) {
            throw new IllegalStateException("order " + r.orderId + " of uid " + r.uid + " in symbol " + r.symbolId
                    + ": risk has " + r.remaining + " lots remaining, the book " + remainingAfter);
        }
        if (Checks.ENABLED && (r.held < 0 || r.budgetLeft < 0 || a.money.held(r.currency) < 0)) {
            throw new IllegalStateException("order " + r.orderId + " of uid " + r.uid + " holds " + r.held
                    + " (budget left " + r.budgetLeft + "), the user " + a.money.held(r.currency));
        }
        if (remainingAfter == 0) {
            if (r.kind != HoldKind.MARGIN) {
                spot.releaseAll(a, r);
            }
            orderHolds.close(s, r);
        }
    }

    /** The caller's record of the order, its undo slot cleared (an amendment check starts a new command), or null. */
    private static OrderHold ownRecord(final SymbolState s, final long orderId, final long uid) {
        final OrderHold r = s.holds.get(orderId);
        if (r == null || r.uid != uid) {
            return null;
        }
        r.undo = false;
        return r;
    }

    private static OrderHold record(final SymbolState s, final long orderId, final long uid) {
        final OrderHold r = s.holds.get(orderId);
        if (r == null || r.uid != uid) {
            throw new IllegalStateException("no risk record of order " + orderId + " of uid " + uid + " in symbol "
                    + s.symbolId);
        }
        return r;
    }

    private static void requireSide(final OrderHold r, final Side side) {
        if (r.side != side) {
            throw new IllegalStateException("order " + r.orderId + " is a " + r.side + ", the book says " + side);
        }
    }
}
