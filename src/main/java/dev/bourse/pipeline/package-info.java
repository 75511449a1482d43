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
 * <p>Failure policy ({@code StageFailure}, applied by {@code StageGuard} around every stage call: by
 * {@code GuardedHandler} for a polled stage, by the one-thread engine and the INLINE pass per stage). Whatever a stage
 * throws, {@link Error}s included, is counted in {@link dev.bourse.pipeline.StageErrors} and ends in one of two
 * defined states:
 * <pre>
 *  stage         query (L2, reports)   any other command                        why
 *  grouping      halt                  halt                                     numbers what the journal records
 *  risk check    -                     Exception: refuse; Error: halt           checks before it changes anything
 *  matching      refuse                halt                                     may have half-changed a book
 *  settlement    refuse                halt                                     may have half-changed accounts
 *  results       refuse                Exception: count; Error: halt after it   the command is whole and reported
 *  journal       -                     halt (JOURNAL_FAILED from the lost one)  durability lost, state whole
 * </pre>
 * <ul>
 *   <li><b>refuse</b>: the command gets {@link dev.bourse.api.ResultCode#INTERNAL_ERROR} (a query's future fails),
 *       nothing was changed, the core goes on. A query is never journalled and changes nothing anywhere.</li>
 *   <li><b>halt</b> ({@code CoreHalt}): the core refuses every new command with
 *       {@link dev.bourse.api.ResultCode#CORE_HALTED}; {@link dev.bourse.pipeline.ExchangeCore#isRunning()} turns
 *       false and {@link dev.bourse.pipeline.ExchangeCore#haltReason()} names the stage, the command and the error.
 *       From the failing command on, the stages apply nothing more (the state stays as the failure left it, for
 *       inspection), while the results stage still reports each command in the ring with CORE_HALTED: every future
 *       completes, no thread dies, and a stop ends. Such a command is not acknowledged: it may have been journalled
 *       (the journal runs ahead), and a restart then replays it.</li>
 * </ul>
 * An Error halts rather than refuses even in a risk check because it may strike between two writes, and because it
 * need not strike again on replay: a journalled command it refused could be applied after a restart, while a halt
 * acknowledges nothing from the failing command on. A listener's exception is counted and the core goes on: the
 * command's state change is complete and its future carries its result; only the listener missed the rest of its
 * events. A failure outside every stage guard (a bug of a thread's loop) halts the core too.
 *
 * <p>Stop: {@link dev.bourse.pipeline.ExchangeCore#stop(java.time.Duration)} gives every wait one deadline
 * ({@code CoreShutdown}); a stop that gives up halts the core (reason "stop timed out ...") and completes every
 * unreported command's future with CORE_HALTED.
 */
package dev.bourse.pipeline;
