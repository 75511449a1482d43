package dev.bourse.gateway.binary.client;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RequestType;
import dev.bourse.gateway.binary.sbe.SessionRejectReason;

/**
 * What a {@link BinaryClient} hears from the server, one call per message, on the thread that calls
 * {@link BinaryClient#poll}. The sequenced responses carry {@code seq} (1, 2, ... per member, gap-free; a jump means
 * responses older than the server keeps) and {@code commandId} (the member's id of the command that caused it, 0 when
 * another caused it). Units: prices in ticks, sizes in lots, fees in minor units of the quote currency, time in ns.
 * Implement what you need; the defaults ignore the message.
 * <p>Thread-safety: called on the polling thread only.
 */
public interface ResponseListener {
    /**
     * The core accepted an order message; its events follow.
     *
     * @param seq          response seq
     * @param commandId    the member's command id
     * @param coreSequence the command's place in the core's sequence
     * @param timestamp    the command's timestamp, ns
     * @param symbol       symbol
     * @param orderId      order id (0 for a mass cancel)
     * @param type         which order message it answers
     */
    default void onAccepted(long seq, long commandId, long coreSequence, long timestamp, long symbol, long orderId,
            RequestType type) {
    }

    /**
     * An order message was refused; nothing changed.
     *
     * @param seq          response seq
     * @param commandId    the member's command id
     * @param coreSequence the command's place in the core's sequence, 0 when refused before the core
     * @param timestamp    the command's timestamp, 0 when refused before the core
     * @param symbol       symbol
     * @param orderId      order id
     * @param code         a {@code dev.bourse.api.ResultCode} or a
     *                     {@link dev.bourse.gateway.binary.GatewayResultCode}
     * @param type         which order message it answers
     */
    default void onRejected(long seq, long commandId, long coreSequence, long timestamp, long symbol, long orderId,
            int code, RequestType type) {
    }

    /**
     * One of the member's orders traded.
     *
     * @param seq          response seq
     * @param commandId    the member's command that caused it, or 0
     * @param coreSequence the causing command's sequence
     * @param timestamp    its timestamp, ns
     * @param symbol       symbol
     * @param orderId      the member's order
     * @param tradeId      trade id
     * @param price        ticks
     * @param size         lots
     * @param remaining    the order's unfilled lots afterwards (0: done)
     * @param fee          charged to the member, minor units of the quote currency
     * @param side         the order's side
     * @param maker        true when the order was resting (maker), false when it was the incoming one (taker)
     */
    default void onExecuted(long seq, long commandId, long coreSequence, long timestamp, long symbol, long orderId,
            long tradeId, long price, long size, long remaining, long fee, Side side, boolean maker) {
    }

    /**
     * Size left one of the member's orders without trading.
     *
     * @param seq          response seq
     * @param commandId    the member's command that caused it, or 0
     * @param coreSequence the causing command's sequence
     * @param timestamp    its timestamp, ns
     * @param symbol       symbol
     * @param orderId      the member's order
     * @param price        the order's price, ticks
     * @param canceledSize lots removed
     * @param remaining    lots still live (0: the order is gone)
     * @param side         the order's side
     * @param reason       why
     */
    default void onCanceled(long seq, long commandId, long coreSequence, long timestamp, long symbol, long orderId,
            long price, long canceledSize, long remaining, Side side, CancelReason reason) {
    }

    /**
     * One of the member's resting orders was moved or resized.
     *
     * @param seq          response seq
     * @param commandId    the member's command that caused it, or 0
     * @param coreSequence the causing command's sequence
     * @param timestamp    its timestamp, ns
     * @param symbol       symbol
     * @param orderId      the member's order
     * @param oldPrice     ticks before
     * @param newPrice     ticks after
     * @param oldRemaining lots before
     * @param newRemaining lots after
     * @param side         the order's side
     * @param priorityKept whether it kept its queue place
     */
    default void onReplaced(long seq, long commandId, long coreSequence, long timestamp, long symbol, long orderId,
            long oldPrice, long newPrice, long oldRemaining, long newRemaining, Side side, boolean priorityKept) {
    }

    /**
     * The server refused one message unread; the session goes on.
     *
     * @param refusedTemplateId the refused message's template id
     * @param reason            why
     * @param text              detail
     */
    default void onSessionReject(int refusedTemplateId, SessionRejectReason reason, String text) {
    }

    /**
     * The server ended the session; the connection closes.
     *
     * @param reason why
     * @param text   detail, may be empty
     */
    default void onLogout(LogoutReason reason, String text) {
    }

    /**
     * The server's heartbeat.
     *
     * @param timestamp the server's clock, ns
     */
    default void onHeartbeat(long timestamp) {
    }
}
