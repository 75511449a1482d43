package dev.bourse.gateway.rest;

import dev.bourse.gateway.auth.Principal;

/**
 * Order ids carry their owner: {@code orderId = uid × 2^32 + clientOrderId}, with uid 1 to 2^31 − 1 and the member's
 * client order id 1 to 2^32 − 1. So a member's ids never collide with another's, and the gateway refuses an id of
 * another member without asking the core.
 * <p>Thread-safety: stateless.
 */
public final class OrderIds {
    /** Largest client order id. */
    public static final long MAX_CLIENT_ORDER_ID = 0xFFFF_FFFFL;

    private OrderIds() {
    }

    /**
     * @param uid           the member, 1 to {@link Principal#MAX_UID}
     * @param clientOrderId 1 to {@link #MAX_CLIENT_ORDER_ID}
     * @return the core's order id
     */
    public static long orderId(final long uid, final long clientOrderId) {
        return (uid << 32) | clientOrderId;
    }

    /**
     * @param orderId a core order id made by {@link #orderId}
     * @return the member's client order id in it
     */
    public static long clientOrderId(final long orderId) {
        return orderId & MAX_CLIENT_ORDER_ID;
    }

    /**
     * @param text a path segment
     * @param uid  the caller
     * @return the order id
     * @throws ApiProblem 400 BAD_ORDER_ID when not a positive integer, 403 NOT_YOUR_ORDER when it is another member's
     */
    public static long owned(final String text, final long uid) {
        final long id = PathParams.positive("orderId", text);
        if (id >>> 32 != uid || clientOrderId(id) == 0) {
            throw new ApiProblem(403, "NOT_YOUR_ORDER", "order " + id + " does not belong to this key");
        }
        return id;
    }
}
