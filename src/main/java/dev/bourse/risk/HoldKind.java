package dev.bourse.risk;

/**
 * How an open order's funds are held, which decides how its fills and cancels move them.
 *
 * <p>Thread-safety: immutable.
 */
enum HoldKind {
    /** Spot ask (any type): {@code baseScale} base units per remaining lot. */
    SPOT_ASK,
    /**
     * Spot limit or market bid: {@code reserve × quoteScale + takerFee} quote units per remaining lot, where reserve is
     * the reserve price (limit types) or the protection price (market types).
     */
    SPOT_BID,
    /**
     * Spot budget bid: the unspent budget × quoteScale plus {@code takerFee} per remaining lot, in quote units.
     */
    SPOT_BUDGET_BID,
    /** Margin order: nothing held; the remaining size counts in the position's pending buy or sell size. */
    MARGIN
}
