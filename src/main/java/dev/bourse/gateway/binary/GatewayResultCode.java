package dev.bourse.gateway.binary;

/**
 * The codes a {@code Rejected} carries when this gateway refuses an order message before the core sees it. Every
 * other code is a {@link dev.bourse.api.ResultCode}; these do not collide with them.
 * <p>Thread-safety: constants only.
 */
public final class GatewayResultCode {
    /** The member has {@link BinaryGatewayConfig#maxInFlight()} commands in the core unanswered. */
    public static final int THROTTLED = -9101;
    /** The message's uid is not the logged-in member's. */
    public static final int NOT_YOUR_USER = -9102;
    /** The order id's high 32 bits are not the member's uid ({@code orderId = uid x 2^32 + own id}). */
    public static final int NOT_YOUR_ORDER = -9103;

    private GatewayResultCode() {
    }

    /**
     * @param code a gateway code or a {@link dev.bourse.api.ResultCode}
     * @return its name
     */
    public static String name(final int code) {
        switch (code) {
            case THROTTLED:
                return "THROTTLED";
            case NOT_YOUR_USER:
                return "NOT_YOUR_USER";
            case NOT_YOUR_ORDER:
                return "NOT_YOUR_ORDER";
            default:
                return dev.bourse.api.ResultCode.name(code);
        }
    }
}
