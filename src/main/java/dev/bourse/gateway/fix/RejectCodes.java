package dev.bourse.gateway.fix;

import dev.bourse.api.ResultCode;

/**
 * The core's result codes as FIX reject reasons; the code's name goes into Text(58) beside them.
 * <pre>
 *   result code                                        OrdRejReason(103)   CxlRejReason(102)
 *   UNKNOWN_SYMBOL                                     1 unknown symbol    99 other
 *   SYMBOL_HALTED, CORE_NOT_RUNNING, CORE_HALTED,      2 exchange closed   2 exchange option
 *     RING_FULL, JOURNAL_FAILED
 *   INSUFFICIENT_FUNDS, INSUFFICIENT_MARGIN,           3 exceeds limit     2 exchange option
 *     NOTIONAL_OUT_OF_LIMITS, PRICE_OUT_OF_LIMITS,
 *     PRICE_OUT_OF_BAND, USER_SUSPENDED
 *   UNKNOWN_ORDER_ID, NOT_ORDER_OWNER                  5 unknown order     1 unknown order
 *   DUPLICATE_ORDER_ID                                 6 duplicate order   6 duplicate ClOrdID
 *   UNSUPPORTED_ORDER_TYPE, INVALID_ORDER_TYPE,        11 unsupported      2 exchange option
 *     POST_ONLY_WOULD_TRADE, ORDER_NOT_AMENDABLE,
 *     INVALID_DISPLAY_SIZE, INVALID_EXPIRY, INVALID_TRIGGER_PRICE
 *   INVALID_SIZE, SIZE_OUT_OF_LIMITS                   13 quantity         99 other
 *   UNKNOWN_USER                                       15 unknown account  99 other
 *   anything else                                      99 other            99 other
 * </pre>
 * <p>Thread-safety: stateless.
 */
final class RejectCodes {
    /** OrdRejReason 11, unsupported order characteristic. */
    static final int UNSUPPORTED = 11;
    /** OrdRejReason 1, unknown symbol. */
    static final int UNKNOWN_SYMBOL = 1;
    /** OrdRejReason 6, duplicate order; also CxlRejReason 6, duplicate ClOrdID. */
    static final int DUPLICATE = 6;
    /** OrdRejReason 13, incorrect quantity. */
    static final int QUANTITY = 13;
    /** OrdRejReason or CxlRejReason 99, other. */
    static final int OTHER = 99;
    /** CxlRejReason 1, unknown order. */
    static final int CXL_UNKNOWN_ORDER = 1;
    /** CxlRejReason 2, broker or exchange option. */
    static final int CXL_EXCHANGE_OPTION = 2;

    private RejectCodes() {
    }

    /**
     * @param resultCode a negative {@link ResultCode}
     * @return its OrdRejReason(103)
     */
    static int ordRejReason(final int resultCode) {
        switch (resultCode) {
            case ResultCode.UNKNOWN_SYMBOL:
                return UNKNOWN_SYMBOL;
            case ResultCode.SYMBOL_HALTED:
            case ResultCode.CORE_NOT_RUNNING:
            case ResultCode.CORE_HALTED:
            case ResultCode.RING_FULL:
            case ResultCode.JOURNAL_FAILED:
                return 2;
            case ResultCode.INSUFFICIENT_FUNDS:
            case ResultCode.INSUFFICIENT_MARGIN:
            case ResultCode.NOTIONAL_OUT_OF_LIMITS:
            case ResultCode.PRICE_OUT_OF_LIMITS:
            case ResultCode.PRICE_OUT_OF_BAND:
            case ResultCode.USER_SUSPENDED:
                return 3;
            case ResultCode.UNKNOWN_ORDER_ID:
            case ResultCode.NOT_ORDER_OWNER:
                return 5;
            case ResultCode.DUPLICATE_ORDER_ID:
                return DUPLICATE;
            case ResultCode.UNSUPPORTED_ORDER_TYPE:
            case ResultCode.INVALID_ORDER_TYPE:
            case ResultCode.POST_ONLY_WOULD_TRADE:
            case ResultCode.ORDER_NOT_AMENDABLE:
            case ResultCode.INVALID_DISPLAY_SIZE:
            case ResultCode.INVALID_EXPIRY:
            case ResultCode.INVALID_TRIGGER_PRICE:
                return UNSUPPORTED;
            case ResultCode.INVALID_SIZE:
            case ResultCode.SIZE_OUT_OF_LIMITS:
                return QUANTITY;
            case ResultCode.UNKNOWN_USER:
                return 15;
            default:
                return OTHER;
        }
    }

    /**
     * @param resultCode a negative {@link ResultCode}
     * @return its CxlRejReason(102)
     */
    static int cxlRejReason(final int resultCode) {
        switch (ordRejReason(resultCode)) {
            case 5:
                return CXL_UNKNOWN_ORDER;
            case DUPLICATE:
                return DUPLICATE;
            case 2:
            case 3:
            case UNSUPPORTED:
                return CXL_EXCHANGE_OPTION;
            default:
                return OTHER;
        }
    }
}
