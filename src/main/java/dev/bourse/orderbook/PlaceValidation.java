package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;

/**
 * The stateless part of rule 2: the checks of a place that need only the order itself, in the rule's order.
 */
final class PlaceValidation {
    private PlaceValidation() {
    }

    /** @return SUCCESS or the code of the first failing stateless check */
    static int check(final NewOrder o) {
        final OrderType type = o.type();
        if (o.side() == null || type == null) {
            return ResultCode.INVALID_ORDER_TYPE;
        }
        if (o.size() <= 0) {
            return ResultCode.INVALID_SIZE;
        }
        if (o.price() <= 0) {
            return ResultCode.INVALID_PRICE;
        }
        if (o.displaySize() < 0 || o.displaySize() > o.size() || (o.displaySize() != 0 && !type.canRest())) {
            return ResultCode.INVALID_DISPLAY_SIZE;
        }
        if (type.isStop() ? o.triggerPrice() <= 0 : o.triggerPrice() != 0) {
            return ResultCode.INVALID_TRIGGER_PRICE;
        }
        if (type == OrderType.GTD ? o.expireAt() <= o.timestamp() : o.expireAt() != 0) {
            return ResultCode.INVALID_EXPIRY;
        }
        if (!type.isBudget() && productOverflows(o.price(), o.size())) {
            return ResultCode.ARITHMETIC_OVERFLOW;
        }
        return ResultCode.SUCCESS;
    }

    /**
     * Whether {@code a × b} of two positive longs exceeds {@link Long#MAX_VALUE}. Uses the 128-bit product's high
     * half (an intrinsic) rather than a division, since it runs on every place and move.
     */
    static boolean productOverflows(final long a, final long b) {
        return Math.multiplyHigh(a, b) != 0 || a * b < 0;
    }
}
