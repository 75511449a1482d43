/**
 * The pipeline: one LMAX Disruptor ring of preallocated {@link dev.bourse.pipeline.CommandSlot}s, the stages that
 * process it, and {@link dev.bourse.pipeline.ExchangeCore}, which users embed. The stage graph (an arrow means
 * "does not overtake"; N risk shards by {@code uid & (N-1)}, M matching shards by {@code symbol & (M-1)}):
 * <pre>
 *  producers (ExchangeApi, any thread)
 *      |  claim slot, write primitives, publish (or journal replay at start)
 *      v
 *  +----------+   +--------------+   +--------------+   +--------------+   +---------+
 *  | grouping |--&gt;| risk check 0 |--&gt;| matching 0   |--&gt;| settlement 0 |--&gt;| results |
 *  | seq + ts |   |   ...        | X |   ...        | X |   ...        |   | futures |
 *  +----------+   | risk check   |   | matching M-1 |   | settlement   |   | listener|
 *       |         |   N-1        |   +--------------+   |   N-1        |   +---------+
 *       |         +--------------+                      +--------------+     ^    |
 *       |         +---------------------------------+                        |    v
 *       +--------&gt;| journal (opt.; GROUP_COMMIT:     |------------------------+  gating: slots are
 *                 |  forced before results go out)  |                              reused after results
 *                 +---------------------------------+
 * </pre>
 * X: every matching shard waits for all risk checks, every settlement shard for all matching shards. Risk check
 * {@code i} and settlement {@code i} always share a thread (the shard's accounts have one owner), and risk check
 * {@code i} handles command {@code k} only after settlement {@code i} finished command {@code k - 1}: every command
 * is checked against balances that include the settlement of every earlier command, so a filled buy can be resold
 * by the very next command (exchange-core's two-step risk has a window where it cannot). Grouping and the journal
 * still run ahead of the engine.
 *
 * <p>Threads ({@link dev.bourse.config.ThreadLayout}):
 * <pre>
 *  COMPACT:    [grouping, (risk checks, matching shards, settlements) per command, results]
 *              with a journal: [journal] [grouping, (risk checks, matching shards, settlements) per command, results]
 *  PIPELINED:  [grouping] [journal] [risk check 0 + settlement 0] ... [matching 0] ... [results]
 *  INLINE:     no engine thread: each submitter takes the turn ({@code InlineTurn}), claims, publishes and runs
 *              [grouping, (risk checks, matching shards, settlements) per command, results] before its call returns;
 *              with a journal: [journal, results]
 * </pre>
 * Each slot carries its command's book events ({@code SlotEvents}); in INLINE without a journal, where a command is
 * reported before the next one is grouped, all slots share one event buffer, which grouping empties.
 * Grouping's timestamps come from the configured {@link dev.bourse.config.ClockSource}: by default a sleeping
 * {@code bourse-clock} thread that stores the wall clock every millisecond ({@code TickingClock}); it runs no stage.
 * Each thread polls its stages in graph order without blocking ({@code StageBinding}, {@code StageThread}) and
 * idles by the configured wait strategy (BLOCKING threads sleep until a {@code Doorbell} rings); so the layout
 * changes only where work runs, never its result.
 *
 * <p>Failure policy ({@code GuardedHandler}, which wraps a polled stage; the one-thread engine and the INLINE pass
 * call their stages directly and apply the same {@code GuardedHandler.failed}): an exception is counted in
 * {@link dev.bourse.pipeline.StageErrors}, the command is marked {@link dev.bourse.api.ResultCode#INTERNAL_ERROR}
 * (later stages skip it, settlement still sees it) and the stage goes on with the next command.
 */
package dev.bourse.pipeline;
