package dev.bourse.cluster.route;

/**
 * The result codes the router and the transfer coordinator add, in their own range, -9201 to -9299: the core's are
 * -1xxx to -8xxx ({@link dev.bourse.api.ResultCode}), the cluster's -9001 to -9099
 * ({@link dev.bourse.cluster.ClusterResultCode}) and the binary gateway's -9101 to -9199. A cluster's own answer
 * (INSUFFICIENT_FUNDS, UNKNOWN_USER, NOT_CONNECTED, ...) is passed on unchanged, so these name only what no single
 * cluster could decide.
 *
 * <p>Thread-safety: constants only.
 */
public final class RouteResultCode {
    /** The symbol is in no cluster of the routing table: nothing was sent. */
    public static final int UNROUTED_SYMBOL = -9201;
    /**
     * A deposit or withdrawal from outside carries a transaction id in the range the transfers own
     * ({@link TransferIds#isReserved}): refused before any cluster, since a cluster would take it for a transfer leg
     * and a later transfer with that id would be refused as a duplicate, or the other way round.
     */
    public static final int RESERVED_TRANSACTION_ID = -9202;
    /**
     * A transfer is not finished: a cluster's answer was lost or the cluster could not answer, so its outcome is not
     * known yet. The transfer is recorded; {@link TransferCoordinator#recover()} (or the same transfer again) finishes
     * it. Its money is counted in flight from the moment the source's debit is confirmed.
     */
    public static final int TRANSFER_IN_FLIGHT = -9203;
    /**
     * The source debited the amount and the target refused the credit (unknown user there, suspended, currency limit):
     * the amount was credited back to the source. Net effect nothing; the target's code is in
     * {@link Transfer#refusal()}.
     */
    public static final int TRANSFER_REFUNDED = -9204;
    /** The transfer id was used before for another transfer (other user, currency, amount or clusters): no effect. */
    public static final int TRANSFER_ID_REUSED = -9205;

    private RouteResultCode() {
    }

    /**
     * @param code a result code
     * @return its name for a route code, else null
     */
    public static String name(final int code) {
        switch (code) {
            case UNROUTED_SYMBOL: return "UNROUTED_SYMBOL";
            case RESERVED_TRANSACTION_ID: return "RESERVED_TRANSACTION_ID";
            case TRANSFER_IN_FLIGHT: return "TRANSFER_IN_FLIGHT";
            case TRANSFER_REFUNDED: return "TRANSFER_REFUNDED";
            case TRANSFER_ID_REUSED: return "TRANSFER_ID_REUSED";
            default: return null;
        }
    }
}
