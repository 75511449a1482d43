package dev.bourse.command;

import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;

/**
 * The accumulator a report query carries in its slot ({@link CommandSlot#query()}). Every risk shard and every
 * matching shard adds its own part into its own cells (never a cell of another shard, so the shards need no lock),
 * and the results stage, which runs after all of them, completes the caller's future from the parts.
 *
 * <p>Thread-safety: each method on the thread of the shard or stage named; the ring's sequences order them.
 */
public interface ShardQuery {

    /**
     * Adds one matching shard's part.
     *
     * @param shard    the matching shard
     * @param matching its books
     */
    void addMatching(int shard, MatchingShard matching);

    /**
     * Adds one risk shard's part.
     *
     * @param shard the risk shard
     * @param risk  its state
     */
    void addRisk(int shard, RiskShard risk);

    /**
     * Completes the caller's future; called once, by the results stage.
     *
     * @param resultCode the command's result code
     */
    void complete(int resultCode);

    /**
     * Fails the caller's future: {@link #complete} threw (building the report failed), or a stop gave up before the
     * query was answered. Must not allocate beyond the future's own completion, and may be called from any thread.
     *
     * @param cause why the query has no answer
     */
    void fail(Throwable cause);
}
