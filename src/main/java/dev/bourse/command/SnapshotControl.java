package dev.bourse.command;

import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.List;

/**
 * The snapshot work a command carries through the stages ({@link CommandSlot#snapshot()}): either a cut to begin
 * after the command (a snapshot request, explicit or periodic) or one step of a capture in progress (an internal
 * {@link CommandType#SNAPSHOT_STEP}). Each stage hands it its own shard after handling the command, on its own
 * thread, in ring order; the results stage reports it last.
 *
 * <p>Thread-safety: handed from stage to stage through the ring's sequences, which order every access.
 */
public interface SnapshotControl {

    /**
     * Grouping: the command's sequence and timestamp are known; a request's cut begins to exist. A step ignores it.
     *
     * @param sequence  the command's sequence
     * @param timestamp its timestamp, ns
     */
    void begin(long sequence, long timestamp);

    /**
     * @return the capture a request begins (after {@link #begin}), or null for a step or before it
     */
    CaptureProgress cut();

    /**
     * A matching shard's part, after it handled the command.
     *
     * @param shard    the matching shard
     * @param matching its books
     * @return the capture this command began on the shard (to time its stalls until the shard's part is finished), or
     *     null
     */
    CaptureProgress matching(int shard, MatchingShard matching);

    /**
     * A risk shard's part, after its settlement of the command.
     *
     * @param shard the risk shard
     * @param risk  its accounts
     * @param specs the symbol specifications a cut records (risk shard 0 gives them, the others an empty list)
     * @return the capture this command began on the shard, or null
     */
    CaptureProgress risk(int shard, RiskShard risk, List<SymbolSpec> specs);

    /**
     * The results stage: every shard is past the command, or the core halted before the stages applied it.
     *
     * @param resultCode the command's result code
     * @param halted     whether the stages skipped the command
     * @param trades     trades reported through the command, so trade ids continue after a restore
     */
    void reported(int resultCode, boolean halted, long trades);

    /** A stop gave up before the results stage reported the command: whoever waits for it is told so. */
    void abandon();
}
