package dev.bourse.testkit;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;

/**
 * One {@link dev.bourse.orderbook.OrderBookListener} callback as an immutable value, with every argument, so tests
 * can compare whole event lists with {@code equals}. Prices in ticks (budgets ticks × lots), sizes in lots, time ns.
 */
public sealed interface BookEvent {

    /** {@code onTrade}. */
    record Trade(long makerOrderId, long makerUid, long takerOrderId, long takerUid, Side takerSide, long price,
            long size, long makerRemaining, long takerRemaining, long timestamp) implements BookEvent {
        @Override
        public String toString() {
            return "Trade{maker=" + makerOrderId + "/u" + makerUid + ", taker=" + takerOrderId + "/u" + takerUid
                    + ' ' + takerSide + ", " + size + '@' + price + ", makerRemaining=" + makerRemaining
                    + ", takerRemaining=" + takerRemaining + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onRested}. */
    record Rested(long orderId, long uid, Side side, long price, long remaining, long visible, long timestamp)
            implements BookEvent {
        @Override
        public String toString() {
            return "Rested{" + orderId + "/u" + uid + ' ' + side + ' ' + remaining + '@' + price + ", visible="
                    + visible + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onStopAccepted}. */
    record StopAccepted(long orderId, long uid, Side side, long triggerPrice, long size, long timestamp)
            implements BookEvent {
        @Override
        public String toString() {
            return "StopAccepted{" + orderId + "/u" + uid + ' ' + side + ' ' + size + ", trigger=" + triggerPrice
                    + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onStopTriggered}. */
    record StopTriggered(long orderId, long uid, Side side, long triggerPrice, long lastTradePrice, long timestamp)
            implements BookEvent {
        @Override
        public String toString() {
            return "StopTriggered{" + orderId + "/u" + uid + ' ' + side + ", trigger=" + triggerPrice + ", last="
                    + lastTradePrice + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onCancelled}. */
    record Cancelled(long orderId, long uid, Side side, long price, long cancelledSize, long remaining,
            CancelReason reason, long timestamp) implements BookEvent {
        @Override
        public String toString() {
            return "Cancelled{" + orderId + "/u" + uid + ' ' + side + " @" + price + ' ' + reason + ", cancelled="
                    + cancelledSize + ", remaining=" + remaining + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onAmended}. */
    record Amended(long orderId, long uid, Side side, long oldPrice, long newPrice, long oldRemaining,
            long newRemaining, boolean priorityKept, long timestamp) implements BookEvent {
        @Override
        public String toString() {
            return "Amended{" + orderId + "/u" + uid + ' ' + side + ' ' + oldRemaining + '@' + oldPrice + " -> "
                    + newRemaining + '@' + newPrice + (priorityKept ? ", priority kept" : ", priority lost")
                    + ", ts=" + timestamp + '}';
        }
    }

    /** {@code onRejected}. */
    record Rejected(long orderId, long uid, int resultCode, long timestamp) implements BookEvent {
        @Override
        public String toString() {
            return "Rejected{" + orderId + "/u" + uid + ' ' + ResultCode.name(resultCode) + ", ts=" + timestamp + '}';
        }
    }
}
