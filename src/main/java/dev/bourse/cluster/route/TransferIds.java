package dev.bourse.cluster.route;

/**
 * The transaction ids a transfer's legs carry. A core keeps every applied deposit and withdrawal id per (user,
 * currency) and refuses a repeat with DUPLICATE_TRANSACTION, changing nothing; the coordinator leans on that set and
 * keeps none of its own. So each leg's id must be a pure function of the transfer id, and no outside deposit may
 * ever take one: the ids from {@link #RESERVED_BASE} up are the transfers', and the router refuses them from outside
 * ({@link RouteResultCode#RESERVED_TRANSACTION_ID}).
 * <pre>
 *   bit  63 62 61 60 .................................... 1  0
 *        0  1  0  |<--------- transfer id (1..2^60 - 1) ---->| leg
 *   leg 0: the debit in the source and the credit in the target (one id: two cores, two sets)
 *   leg 1: the refund, a credit back in the source (the source's set holds leg 0 already)
 * </pre>
 *
 * <p>Thread-safety: stateless.
 */
public final class TransferIds {
    /** The first reserved transaction id, 2^62. */
    public static final long RESERVED_BASE = 1L << 62;
    /** The largest transfer id, 2^60 − 1. */
    public static final long MAX_TRANSFER_ID = (1L << 60) - 1;

    private TransferIds() {
    }

    /**
     * @param txId a deposit's or withdrawal's transaction id
     * @return whether it is in the transfers' range
     */
    public static boolean isReserved(final long txId) {
        return txId >= RESERVED_BASE;
    }

    /**
     * @param transferId 1..{@link #MAX_TRANSFER_ID}
     * @return the transaction id of the source's debit and of the target's credit
     */
    public static long legTxId(final long transferId) {
        return RESERVED_BASE | transferId << 1;
    }

    /**
     * @param transferId 1..{@link #MAX_TRANSFER_ID}
     * @return the transaction id of the refund credited back in the source
     */
    public static long refundTxId(final long transferId) {
        return RESERVED_BASE | transferId << 1 | 1;
    }
}
