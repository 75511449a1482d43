package dev.bourse.pipeline;

import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;

/**
 * What the pipeline needs from the risk engine, sharded by uid: shard {@code s} owns the users with
 * {@code uid & (shards - 1) == s}, and all calls for one shard come from one thread (in both thread layouts), so an
 * implementation keeps per-shard state without locks.
 *
 * <p>Per command, in ring order:
 * <ol>
 *   <li>{@link #preCheck} on the shard owning the command's uid, for order commands (PLACE, CANCEL, MOVE, REDUCE,
 *       REPLACE, MASS_CANCEL) and account commands (ADD_USER, DEPOSIT, WITHDRAW). A place holds funds here.
 *       Account commands are fully answered here and never reach matching. A non-SUCCESS code refuses the
 *       command: matching skips it.</li>
 *   <li>matching, which appends the book's events to {@link CommandSlot#events()} and may set a rejection code
 *       (then the risk engine must release what it held);</li>
 *   <li>{@link #settle} on <em>every</em> shard, after all matching shards are done with the command; each shard
 *       settles the events of the users it owns (a trade's maker and taker may live on different shards) and
 *       releases holds of cancelled, reduced or rejected size. Every command is offered, including ADD_SYMBOL
 *       (to register the symbol) and refused ones.</li>
 * </ol>
 * The results stage reports the command only after every shard settled it, so the next command of a user sees
 * settled balances.
 *
 * <p>Thread-safety: per shard, single-threaded (see above); different shards are called concurrently in the
 * pipelined layout.
 */
public interface RiskProcessor {

    /**
     * The pre-trade check (and hold) of an order command, or the whole of an account command.
     *
     * @param shard the shard owning {@link CommandSlot#uid()}
     * @param slot  the command; must not be kept
     * @return SUCCESS to let the command on, or the {@link dev.bourse.api.ResultCode} refusing it
     * @throws Exception a bug, thrown before anything was changed (an implementation checks before it holds or
     *                   credits): the stage counts it and refuses the command with INTERNAL_ERROR, and the core goes
     *                   on. An {@link Error} halts the core instead (see the package's failure policy)
     */
    int preCheck(int shard, CommandSlot slot) throws Exception;

    /**
     * Settles a command's events for the users of one shard.
     *
     * @param shard a shard
     * @param slot  the command with its final result code and events; must not be kept or changed
     * @throws Exception a bug; it may have left the shard half-settled, so the core halts (a query, which settles
     *                   nothing, is refused alone with INTERNAL_ERROR)
     */
    void settle(int shard, CommandSlot slot) throws Exception;

    /**
     * Hands one shard to the snapshot work the command carries ({@link CommandSlot#snapshot()}), after
     * {@link #settle} of that command on that shard: the beginning of the shard's incremental capture into a cut, or
     * one step of a capture in progress ({@link dev.bourse.command.CommandType#SNAPSHOT_STEP}). Only a processor that
     * supports snapshots gets such commands; the default does nothing.
     *
     * @param shard a shard
     * @param slot  a settled command carrying snapshot work
     * @return the capture this command began on the shard, or null
     * @throws Exception a bug; the capture is counted as failed and the snapshot is refused
     */
    default CaptureProgress capture(int shard, CommandSlot slot) throws Exception {
        return null;
    }
}
