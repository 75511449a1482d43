package dev.bourse.cluster;

/**
 * The result codes the cluster adds to {@link dev.bourse.api.ResultCode}, in their own range (-9xxx) so they never
 * collide with the core's.
 *
 * <p>Thread-safety: constants only.
 */
public final class ClusterResultCode {
    /**
     * The command's id is at or below its client's high-water mark: an earlier copy of it was applied (its answer was
     * lost with a failed leader, or this is a re-send after a failover). Nothing was applied now.
     */
    public static final int DUPLICATE_COMMAND = -9001;
    /** The message could not be decoded into a command (an unknown enum code, a short message). */
    public static final int MALFORMED_COMMAND = -9002;
    /** The client was closed, or could not reach the cluster, before the command was acknowledged. */
    public static final int NOT_CONNECTED = -9003;

    private ClusterResultCode() {
    }

    /**
     * @param code a result code
     * @return its name for a cluster code, else null
     */
    public static String name(final int code) {
        switch (code) {
            case DUPLICATE_COMMAND: return "DUPLICATE_COMMAND";
            case MALFORMED_COMMAND: return "MALFORMED_COMMAND";
            case NOT_CONNECTED: return "NOT_CONNECTED";
            default: return null;
        }
    }
}
