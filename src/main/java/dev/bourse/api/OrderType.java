package dev.bourse.api;

/**
 * How an order executes. Prices are in ticks, sizes in lots, budgets in ticks × lots (the sum of price × size over
 * the fills). The rules for each type are stated once, in the {@code dev.bourse.orderbook} package documentation.
 *
 * <p>Thread-safety: immutable.
 */
public enum OrderType {
    /** Limit, good till cancelled: trades what crosses, rests the remainder. */
    GTC,
    /** Limit, immediate or cancel: trades what crosses, cancels the remainder (reason UNFILLED). */
    IOC,
    /** Limit, fill or kill: fills its whole size at the limit or better, or does nothing (reason FOK_KILLED). */
    FOK,
    /**
     * Budget, immediate or cancel; {@code price} is the total budget. A bid fills best-first as many lots as the
     * budget pays for; an ask sells up to its size if the proceeds reach the budget, otherwise nothing.
     */
    IOC_BUDGET,
    /**
     * Budget, fill or kill; {@code price} is the total budget. A bid fills its whole size if the cost is at most the
     * budget; an ask fills its whole size if the proceeds are at least the budget; otherwise nothing.
     */
    FOK_BUDGET,
    /** Market: immediate or cancel with {@code price} as the protection price (the worst acceptable price). */
    MARKET,
    /** Limit that only rests: rejected with {@code POST_ONLY_WOULD_TRADE} if it would trade on arrival. */
    POST_ONLY,
    /**
     * Limit, good till date: like GTC until {@code expireAt}. The first command on its book whose timestamp reaches
     * {@code expireAt}, the time event the core publishes when that moment comes or any other, cancels it with
     * {@link CancelReason#EXPIRED} before doing anything else.
     */
    GTD,
    /** Stop-loss limit: held until the last trade price reaches the trigger (bid: at or above, ask: at or below). */
    STOP_LIMIT,
    /** Stop-loss market: as STOP_LIMIT, then enters as MARKET with {@code price} as the protection price. */
    STOP_MARKET,
    /** Take-profit limit: held until the last trade price reaches the trigger (bid: at or below, ask: at or above). */
    TAKE_PROFIT_LIMIT,
    /** Take-profit market: as TAKE_PROFIT_LIMIT, then enters as MARKET with {@code price} as the protection price. */
    TAKE_PROFIT_MARKET;

    private static final OrderType[] VALUES = values();

    /**
     * Decodes {@link #ordinal()} without allocating.
     *
     * @param code the ordinal
     * @return the type, or {@code null} when the code is out of range
     */
    public static OrderType fromCode(final int code) {
        return code >= 0 && code < VALUES.length ? VALUES[code] : null;
    }

    /**
     * Whether the order waits for a trigger price before it enters the book.
     *
     * @return true for the four stop and take-profit types
     */
    public boolean isStop() {
        return this == STOP_LIMIT || this == STOP_MARKET || this == TAKE_PROFIT_LIMIT || this == TAKE_PROFIT_MARKET;
    }

    /**
     * Whether a pending order of this type triggers when the last trade price rises to the trigger
     * ({@code last >= trigger}) rather than falls to it ({@code last <= trigger}).
     *
     * @param side the order's side
     * @return true for bid stop-losses and ask take-profits
     */
    public boolean triggersOnRise(final Side side) {
        final boolean stopLoss = this == STOP_LIMIT || this == STOP_MARKET;
        return stopLoss == (side == Side.BID);
    }

    /**
     * Whether {@code price} is a total budget rather than a per-lot price.
     *
     * @return true for IOC_BUDGET and FOK_BUDGET
     */
    public boolean isBudget() {
        return this == IOC_BUDGET || this == FOK_BUDGET;
    }

    /**
     * Whether a remainder of this type may rest in the book (so that a display size is allowed).
     *
     * @return true for GTC, GTD and POST_ONLY
     */
    public boolean canRest() {
        return this == GTC || this == GTD || this == POST_ONLY;
    }
}
