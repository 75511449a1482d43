package dev.bourse.orderbook;

/**
 * A limit order book for one symbol with price-time priority. Every rule it follows is stated once, in the
 * package documentation ({@code package-info.java}); the implementations differ only in speed.
 *
 * <p>Commands return a {@link dev.bourse.api.ResultCode} and report what they did to the
 * {@link OrderBookListener} given at construction, synchronously, before returning. A rejected command (negative
 * code) emits exactly one {@code onRejected} and changes nothing, apart from the expiry its timestamp causes (rule
 * 1). Queries change nothing and emit nothing.
 *
 * <p>Thread-safety: none. A book belongs to one thread (its matching shard).
 */
public interface OrderBook {

    /**
     * Places an order (rules 2 to 9). The argument is not retained.
     *
     * @param order the order; read during the call only
     * @return SUCCESS, or INVALID_ORDER_TYPE, INVALID_SIZE, INVALID_PRICE, INVALID_DISPLAY_SIZE,
     *     INVALID_TRIGGER_PRICE, INVALID_EXPIRY, ARITHMETIC_OVERFLOW, DUPLICATE_ORDER_ID, POST_ONLY_WOULD_TRADE
     */
    int place(NewOrder order);

    /**
     * Cancels a resting order or a pending stop (rule 10).
     *
     * @param orderId   order id
     * @param uid       the caller, who must own the order
     * @param timestamp ns
     * @return SUCCESS, UNKNOWN_ORDER_ID or NOT_ORDER_OWNER
     */
    int cancel(long orderId, long uid, long timestamp);

    /**
     * Reduces an order's unfilled size, keeping its priority (rule 11).
     *
     * @param orderId   order id
     * @param uid       the caller, who must own the order
     * @param reduceBy  lots to remove, &gt; 0; more than the remaining size removes the order
     * @param timestamp ns
     * @return SUCCESS, INVALID_SIZE, UNKNOWN_ORDER_ID or NOT_ORDER_OWNER
     */
    int reduce(long orderId, long uid, long reduceBy, long timestamp);

    /**
     * Moves a resting order to a new price, losing priority and trading if it crosses (rule 12).
     *
     * @param orderId   order id
     * @param uid       the caller, who must own the order
     * @param newPrice  ticks, &gt; 0
     * @param timestamp ns
     * @return SUCCESS, INVALID_PRICE, UNKNOWN_ORDER_ID, NOT_ORDER_OWNER, ORDER_NOT_AMENDABLE, ARITHMETIC_OVERFLOW or
     *     POST_ONLY_WOULD_TRADE
     */
    int move(long orderId, long uid, long newPrice, long timestamp);

    /**
     * Replaces a resting order's price and unfilled size (rule 13).
     *
     * @param orderId   order id
     * @param uid       the caller, who must own the order
     * @param newPrice  ticks, &gt; 0
     * @param newSize   the new unfilled size in lots, &gt; 0
     * @param timestamp ns
     * @return SUCCESS, INVALID_PRICE, INVALID_SIZE, UNKNOWN_ORDER_ID, NOT_ORDER_OWNER, ORDER_NOT_AMENDABLE,
     *     ARITHMETIC_OVERFLOW or POST_ONLY_WOULD_TRADE
     */
    int replace(long orderId, long uid, long newPrice, long newSize, long timestamp);

    /**
     * Cancels every live order of a user in this book, pending stops included (rule 14).
     *
     * @param uid       the user
     * @param timestamp ns
     * @return SUCCESS, also when the user had no order
     */
    int massCancel(long uid, long timestamp);

    /**
     * Applies the passage of time alone: expires GTD orders whose expiry is at or before {@code timestamp} (rule 1).
     *
     * @param timestamp ns
     */
    void advanceTime(long timestamp);

    /**
     * Writes the best {@code depth} levels of each side into {@code out} (rule 16), in O(depth), every resting order
     * included: {@link #fillL2(int, long, L2Snapshot)} at a moment before every expiry.
     *
     * @param depth levels per side, &gt;= 0
     * @param out   the buffer to fill; cleared first
     */
    default void fillL2(int depth, L2Snapshot out) {
        fillL2(depth, Long.MIN_VALUE, out);
    }

    /**
     * Writes the best {@code depth} levels of each side into {@code out} as they stand at {@code asOf} (rule 16):
     * a GTD order whose {@code expireAt <= asOf} is left out, since the next command or time event at that moment
     * expires it before anything else. In O(depth) while no resting order is due at {@code asOf}; otherwise in
     * O(orders of the levels written). Changes nothing.
     *
     * @param depth levels per side, &gt;= 0
     * @param asOf  ns, the moment of the query (its command's timestamp)
     * @param out   the buffer to fill; cleared first
     */
    void fillL2(int depth, long asOf, L2Snapshot out);

    /**
     * The earliest expiry of a resting GTD order (rule 1), so that a time event can be scheduled for it. O(1) in
     * the fast book.
     *
     * @return ns, or {@link Long#MAX_VALUE} when no GTD order rests
     */
    long nextExpiry();

    /** @return price of the last trade in ticks, 0 before the first trade */
    long lastTradePrice();

    /** @return best bid price in ticks, 0 when there is no bid */
    long bestBidPrice();

    /** @return best ask price in ticks, 0 when there is no ask */
    long bestAskPrice();

    /** @return number of resting orders */
    int restingOrderCount();

    /** @return number of pending stop orders */
    int pendingStopCount();

    /**
     * Visits one user's live orders in ascending acceptance order, in O(that user's orders).
     *
     * @param uid     the user
     * @param visitor called once per order
     */
    void forEachOrder(long uid, OrderVisitor visitor);

    /**
     * Visits every live order: bids best to worst, each level in time priority, then asks likewise, then pending
     * stops in ascending acceptance order.
     *
     * @param visitor called once per order
     */
    void forEachOrder(OrderVisitor visitor);

    /**
     * A 64-bit digest of the book's logical state (rule 17), equal for every implementation with the same history.
     *
     * @return the digest
     */
    long stateHash();

    /**
     * Walks the whole structure and checks every invariant (rule 18). For tests; O(orders).
     *
     * @throws IllegalStateException naming the first violation found
     */
    void checkInvariants();
}
