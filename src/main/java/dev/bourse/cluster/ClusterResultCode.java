package dev.bourse.cluster;

/**
 * The result codes the cluster adds to {@link dev.bourse.api.ResultCode}, in their own range (-9xxx) so they never
 * collide with the core's. A re-sent command the cluster applied before is answered with the core's own
 * {@link dev.bourse.api.ResultCode#DUPLICATE_COMMAND} (-2006), the code an in-process core gives a re-sent order, so
 * that an embedder handles one code whichever {@link dev.bourse.api.ExchangeApi} it runs on.
 *
 * <p>Thread-safety: constants only.
 */
public final class ClusterResultCode {
    /** The message could not be decoded into a command (an unknown enum code, a short message). */
    public static final int MALFORMED_COMMAND = -9002;
    /** The client was closed, or could not reach the cluster, before the command was acknowledged. */
    public static final int NOT_CONNECTED = -9003;
    /**
     * A query's answer would exceed the egress message limit (a user report with very many orders, or a figure beyond
     * 128 bits): it was answered without its contents. Nothing changed.
     */
    public static final int ANSWER_TOO_LARGE = -9004;

    private ClusterResultCode() {
    }

    /**
     * @param code a result code
     * @return its name for a cluster code, else null
     */
    public static String name(final int code) {
        switch (code) {
            case MALFORMED_COMMAND: return "MALFORMED_COMMAND";
            case NOT_CONNECTED: return "NOT_CONNECTED";
            case ANSWER_TOO_LARGE: return "ANSWER_TOO_LARGE";
            default: return null;
        }
    }
}
