package dev.bourse.api;

/**
 * One event a command caused, as its {@link CommandResult} lists them: the same events, in the same order, that the
 * {@link ExchangeListener} receives before the command's result (a trade, a rest, a cancel of any kind, an amend, a
 * stop accepted or triggered, a rejection by the book). Every event is in the command's symbol, at the command's
 * sequence and timestamp (see {@link CommandResult}). Prices in ticks, sizes in lots.
 *
 * <p>A cancel's {@link CancelReason} tells the kinds apart: a cancel or mass cancel by the user, a reduce, the unfilled
 * rest of an IOC or market order ({@link CancelReason#UNFILLED}), a killed FOK, a GTD expiry, a self-trade prevention
 * removal ({@link CancelReason#SELF_TRADE}).
 *
 * <p>Thread-safety: every implementation is an immutable record.
 */
public sealed interface CommandEvent permits Fill, CommandEvent.Rested, CommandEvent.Cancelled,
        CommandEvent.Amended, CommandEvent.StopAccepted, CommandEvent.StopTriggered, CommandEvent.Rejected,
        CommandEvent.Duplicate {

    /**
     * An order or its remainder rests in the book.
     *
     * @param orderId   order id
     * @param uid       owner
     * @param side      side
     * @param price     limit price
     * @param remaining unfilled lots, hidden included
     * @param visible   lots shown
     */
    record Rested(long orderId, long uid, Side side, long price, long remaining, long visible)
            implements CommandEvent {
    }

    /**
     * Size left an order without trading.
     *
     * @param orderId       order id
     * @param uid           owner
     * @param side          side
     * @param price         the order's price field
     * @param cancelledSize lots removed
     * @param remaining     lots still live (0: the order is gone)
     * @param reason        why
     */
    record Cancelled(long orderId, long uid, Side side, long price, long cancelledSize, long remaining,
            CancelReason reason) implements CommandEvent {
    }

    /**
     * A resting order was moved or replaced.
     *
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param oldPrice     ticks before
     * @param newPrice     ticks after
     * @param oldRemaining lots before
     * @param newRemaining lots after
     * @param priorityKept whether the order kept its place in the queue
     */
    record Amended(long orderId, long uid, Side side, long oldPrice, long newPrice, long oldRemaining,
            long newRemaining, boolean priorityKept) implements CommandEvent {
    }

    /**
     * A stop order was accepted and waits for its trigger.
     *
     * @param orderId      order id
     * @param uid          owner
     * @param side         side
     * @param triggerPrice ticks
     * @param size         lots
     */
    record StopAccepted(long orderId, long uid, Side side, long triggerPrice, long size) implements CommandEvent {
    }

    /**
     * A pending stop triggered; the events of its entry into the book follow.
     *
     * @param orderId        order id
     * @param uid            owner
     * @param side           side
     * @param triggerPrice   ticks
     * @param lastTradePrice the last trade price that reached it
     */
    record StopTriggered(long orderId, long uid, Side side, long triggerPrice, long lastTradePrice)
            implements CommandEvent {
    }

    /**
     * The book refused the command; the same code is the result's.
     *
     * @param orderId    the order id named
     * @param uid        the uid named
     * @param resultCode the negative {@link ResultCode}
     */
    record Rejected(long orderId, long uid, int resultCode) implements CommandEvent {
    }

    /**
     * The command was refused with {@link ResultCode#DUPLICATE_COMMAND}, nothing changed: its client command id was
     * not above the highest its user had sent, or its idempotency key was one the user sent within the core's window.
     * The only event of such a result (never heard by a listener, which gets the result code).
     *
     * @param commandId           the command's client command id (0 when it had none)
     * @param originalSequence    the sequence of the first command: for a repeated key always known; for a repeated
     *                            command id when it is the user's latest, else 0 (the core keeps the latest command's
     *                            outcome only)
     * @param originalResultCode  that first command's final {@link ResultCode}, or {@link ResultCode#DUPLICATE_COMMAND}
     *                            when {@code originalSequence} is 0
     * @param idempotencyKey      the repeated idempotency key, 0 when the duplicate is by command id
     * @param originalOrderId     the order id the first command named (0 for a mass cancel or when unknown)
     * @param originalRequestHash the request hash the key first came with ({@link OrderRequest#requestHash()}); a
     *                            repeat whose own hash differs reused the key for another request
     */
    record Duplicate(long commandId, long originalSequence, int originalResultCode, long idempotencyKey,
            long originalOrderId, long originalRequestHash) implements CommandEvent {

        /**
         * A duplicate by command id, without a key.
         *
         * @param commandId          the repeated client command id
         * @param originalSequence   as above
         * @param originalResultCode as above
         */
        public Duplicate(final long commandId, final long originalSequence, final int originalResultCode) {
            this(commandId, originalSequence, originalResultCode, 0, 0, 0);
        }
    }
}
