package dev.bourse.command;

/**
 * An incremental snapshot capture in progress, as the stages that take part in it see it: which of their shards'
 * parts are finished, and where the longest stall of each shard is recorded while it runs. The snapshot package's
 * cut implements it; a stage keeps the capture its shard takes part in until its part is finished.
 *
 * <p>Thread-safety: each shard's cells by the thread running that shard.
 */
public interface CaptureProgress {

    /**
     * Records one stall of a shard (a command or step handled while the capture runs, capture work included).
     *
     * @param cell  the shard's cell ({@link #matchingCell}, {@link #riskCell}, {@link #engineCell})
     * @param nanos how long it took, ns
     */
    void recordStall(int cell, long nanos);

    /**
     * @param shard a matching shard
     * @return its stall cell
     */
    int matchingCell(int shard);

    /**
     * @param shard a risk shard
     * @return its stall cell
     */
    int riskCell(int shard);

    /** @return the stall cell of a one-thread engine running every shard */
    int engineCell();

    /**
     * @param shard a matching shard
     * @return whether its part is complete (or failed)
     */
    boolean matchingFinished(int shard);

    /**
     * @param shard a risk shard
     * @return whether its part is complete (or failed)
     */
    boolean riskFinished(int shard);

    /** @return whether every shard's part is complete (or failed) */
    boolean allFinished();
}
