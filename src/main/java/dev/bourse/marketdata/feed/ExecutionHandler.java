package dev.bourse.marketdata.feed;

/**
 * The private stream: execution reports for one user's orders, each on the user's own sequence (1, 2, ... per
 * uid, without a gap). Units as in {@link FeedHandler}.
 *
 * <p>Thread-safety: called on one thread at a time.
 */
@FunctionalInterface
public interface ExecutionHandler {
    /** No liquidity flag: the report is not a fill. */
    int LIQUIDITY_NONE = 0;
    /** The fill's order rested: it made liquidity. */
    int LIQUIDITY_MAKER = 1;
    /** The fill's order was the incoming one: it took liquidity. */
    int LIQUIDITY_TAKER = 2;
    /** {@code side} of a report that names no side (acceptance, rejection). */
    int NO_SIDE = -1;

    /**
     * One execution report. Which fields mean what, by kind:
     * <pre>
     *  kind            price           size        remaining      fee    tradeId  code
     *  ACCEPTED        -               -           -              -      -        -
     *  REJECTED        -               -           -              -      -        ResultCode
     *  RESTED          limit           -           unfilled lots  -      -        -
     *  FILL            trade price     lots        unfilled lots  fee    trade    -
     *  CANCELLED       order's price   lots gone   lots left      -      -        CancelReason (REDUCED ...)
     *  EXPIRED         order's price   lots gone   0              -      -        CancelReason.EXPIRED
     *  AMENDED         new price       -           new unfilled   -      -        1 priority kept, else 0
     *  STOP_ACCEPTED   trigger         lots        -              -      -        -
     *  STOP_TRIGGERED  trigger         -           -              -      -        -
     * </pre>
     *
     * @param uid        the user
     * @param userSeq    the user's report sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param kind       {@link ExecutionKind} ordinal
     * @param symbol     symbol id
     * @param orderId    order id
     * @param side       side ordinal, or {@link #NO_SIDE}
     * @param price      ticks, by kind
     * @param size       lots, by kind
     * @param remaining  lots, by kind
     * @param fee        minor units of the quote currency (fills)
     * @param tradeId    trade id (fills)
     * @param liquidity  {@link #LIQUIDITY_MAKER} or {@link #LIQUIDITY_TAKER} for a fill, else
     *                   {@link #LIQUIDITY_NONE}
     * @param code       by kind
     */
    void onExecution(long uid, long userSeq, long commandSeq, long timestamp, int kind, long symbol, long orderId,
            int side, long price, long size, long remaining, long fee, long tradeId, int liquidity, int code);
}
