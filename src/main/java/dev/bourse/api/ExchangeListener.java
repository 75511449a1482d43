package dev.bourse.api;

/**
 * Receives the outcome and the book events of every command, in sequence order, from the core's results stage,
 * after settlement. For each command the events come first, in the order the book produced them, then
 * {@link #onResult}. All arguments are primitives or constants, so the zero-allocation path stays
 * allocation-free; implement only the methods you need (the defaults do nothing). Prices in ticks, sizes in lots,
 * time in ns; {@code sequence} and {@code timestamp} are the command's.
 *
 * <p>Thread-safety: called on the results thread only; must not block for long (it holds back the whole ring)
 * and must not submit commands synchronously into a full ring from this thread (in the INLINE layout such a
 * submission is refused with {@link ResultCode#RING_FULL}; in the others it would wait for itself).
 *
 * <p>Failures: an exception thrown by a callback is counted by the core, which goes on (the command is complete and
 * its future carries its result; this listener misses the rest of the command's events). An {@link Error} halts the
 * core after the command ({@link ResultCode#CORE_HALTED}). A callback that never returns holds the ring until a stop
 * gives up on it.
 */
public interface ExchangeListener {

    /**
     * The outcome of a command.
     *
     * @param correlationId the client's id given to a {@code try*} method (0 for the future-returning methods)
     * @param commandType   the command's code ({@code dev.bourse.command.CommandType})
     * @param sequence      the command's sequence, 1-based
     * @param uid           the command's uid (0 when it has none)
     * @param symbol        the command's symbol (0 when it has none)
     * @param orderId       the command's order id (0 when it has none)
     * @param resultCode    a {@link ResultCode}
     * @param timestamp     the command's timestamp
     */
    default void onResult(long correlationId, int commandType, long sequence, long uid, long symbol, long orderId,
            int resultCode, long timestamp) {
    }

    /**
     * A trade.
     *
     * @param sequence       the command's sequence
     * @param tradeId        1, 2, ... over the life of the core
     * @param symbol         symbol id
     * @param makerOrderId   resting order
     * @param makerUid       its owner
     * @param takerOrderId   incoming order
     * @param takerUid       its owner
     * @param takerSide      the incoming order's side
     * @param price          execution price
     * @param size           lots traded
     * @param makerRemaining maker's unfilled size afterwards (0: completed)
     * @param takerRemaining taker's unfilled size afterwards (0: completed)
     * @param makerFee       fee charged to the maker, minor units of the quote currency
     * @param takerFee       fee charged to the taker, minor units of the quote currency
     * @param timestamp      the command's timestamp
     */
    default void onTrade(long sequence, long tradeId, long symbol, long makerOrderId, long makerUid,
            long takerOrderId, long takerUid, Side takerSide, long price, long size, long makerRemaining,
            long takerRemaining, long makerFee, long takerFee, long timestamp) {
    }

    /**
     * An order or its remainder rests in the book.
     *
     * @param sequence  the command's sequence
     * @param symbol    symbol id
     * @param orderId   order id
     * @param uid       owner
     * @param side      side
     * @param price     limit price
     * @param remaining unfilled lots, hidden included
     * @param visible   lots shown
     * @param timestamp the command's timestamp
     */
    default void onRested(long sequence, long symbol, long orderId, long uid, Side side, long price, long remaining,
            long visible, long timestamp) {
    }

    /**
     * Size left an order without trading.
     *
     * @param sequence      the command's sequence
     * @param symbol        symbol id
     * @param orderId       order id
     * @param uid           owner
     * @param side          side
     * @param price         the order's price field
     * @param cancelledSize lots removed
     * @param remaining     lots still live (0: gone)
     * @param reason        why
     * @param timestamp     the command's timestamp
     */
    default void onCancelled(long sequence, long symbol, long orderId, long uid, Side side, long price,
            long cancelledSize, long remaining, CancelReason reason, long timestamp) {
    }

    /**
     * A resting order was moved or replaced.
     *
     * @param sequence     the command's sequence
     * @param symbol       symbol id
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param oldPrice     ticks before
     * @param newPrice     ticks after
     * @param oldRemaining lots before
     * @param newRemaining lots after
     * @param priorityKept whether the order kept its queue place
     * @param timestamp    the command's timestamp
     */
    default void onAmended(long sequence, long symbol, long orderId, long uid, Side side, long oldPrice,
            long newPrice, long oldRemaining, long newRemaining, boolean priorityKept, long timestamp) {
    }

    /**
     * A stop order was accepted and waits for its trigger.
     *
     * @param sequence     the command's sequence
     * @param symbol       symbol id
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param triggerPrice ticks
     * @param size         lots
     * @param timestamp    the command's timestamp
     */
    default void onStopAccepted(long sequence, long symbol, long orderId, long uid, Side side, long triggerPrice,
            long size, long timestamp) {
    }

    /**
     * A pending stop triggered; its entry's events follow.
     *
     * @param sequence       the command's sequence
     * @param symbol         symbol id
     * @param orderId        order id
     * @param uid            owner
     * @param side           side
     * @param triggerPrice   ticks
     * @param lastTradePrice the last trade price that reached it
     * @param timestamp      the command's timestamp
     */
    default void onStopTriggered(long sequence, long symbol, long orderId, long uid, Side side, long triggerPrice,
            long lastTradePrice, long timestamp) {
    }

    /**
     * The book refused the command (the same code follows in {@link #onResult}).
     *
     * @param sequence   the command's sequence
     * @param symbol     symbol id
     * @param orderId    the order id named
     * @param uid        the uid named
     * @param resultCode the negative {@link ResultCode}
     * @param timestamp  the command's timestamp
     */
    default void onRejected(long sequence, long symbol, long orderId, long uid, int resultCode, long timestamp) {
    }

    /**
     * A symbol was added or its specification updated (a successful {@code addSymbol} or {@code updateSymbol}),
     * before that command's {@link #onResult}. Market data lists symbols and announces trading status changes from
     * it. Symbol commands are rare: the specification is a new object each time.
     *
     * @param sequence  the command's sequence
     * @param spec      the symbol's specification as of this command (its status included)
     * @param timestamp the command's timestamp
     */
    default void onSymbolUpdated(long sequence, SymbolSpec spec, long timestamp) {
    }

    /**
     * Whether this listener also hears the commands the core replays from its journal when it starts (recovery),
     * with the events and results they had the first time. By default it does not: a listener then hears only the
     * commands accepted after the start. A listener that keeps derived state (a book built from the events, an
     * event feed whose consumers rebuild themselves) says true. Read once, when the core is built.
     *
     * @return true to hear replayed commands too, framed by {@link #onReplay(boolean)}
     */
    default boolean receivesReplayedCommands() {
        return false;
    }

    /**
     * Frames the replayed commands for a listener that {@link #receivesReplayedCommands() receives them}: called
     * with true before the events of the first replayed command, and with false before the events of the first
     * command accepted after the recovery. Never called for a listener that does not receive replayed commands.
     *
     * @param replaying true from here on the commands are replays, false from here on they are new
     */
    default void onReplay(boolean replaying) {
    }
}
