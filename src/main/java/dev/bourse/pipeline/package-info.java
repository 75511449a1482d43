/**
 * The pipeline: one LMAX Disruptor ring of preallocated {@link dev.bourse.command.CommandSlot}s, the stages that
 * process it, and {@link dev.bourse.core.ExchangeCore}, which users embed. The stage graph (an arrow means
 * "does not overtake"; N risk shards by {@code uid & (N-1)}, M matching shards by {@code symbol & (M-1)}):
 * <pre>
 *  producers (ExchangeApi, any thread; the expiry timer's time events, see below)
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
 * <p>The stages are declared once, in this order, by {@code StageKind} (the stage list: sharding, failure policy,
 * role, thread key); the three layouts below are derived from it by {@code Topology}, and {@code PipelineWiring}
 * binds and places every stage from the list ({@link dev.bourse.pipeline.PipelineWiring#describe()} lists the
 * result).
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
 * Grouping numbers and times each command through the core's {@link dev.bourse.sequencer.CommandSequencer}: the
 * local one reads the configured {@link dev.bourse.config.ClockSource} (by default a sleeping {@code bourse-clock}
 * thread that stores the wall clock every millisecond, {@code TickingClock}; it runs no stage) and journals; an
 * external one keeps the sequence and timestamp a replicated log put on the slot at publish, and the journal stage
 * is then not wired at all.
 * Each thread polls its stages in graph order without blocking ({@code StageBinding}, {@code StageThread}) and
 * idles by the configured wait strategy (BLOCKING threads sleep until a {@code Doorbell} rings); so the layout
 * changes only where work runs, never its result.
 *
 * <p>Time events (GTD expiry). A GTD order expires when its time comes, not when the next command reaches its book:
 * <ul>
 *   <li><b>Who publishes.</b> The matching stages post to an {@code ExpiryBoard}, per shard, the book that expires
 *       first and when ({@link dev.bourse.matching.MatchingShard#earliestExpiry()}). A daemon thread,
 *       {@code bourse-expiry} ({@code ExpiryTimer}), parks until that moment by the core's clock (indefinitely while
 *       no GTD order rests; a post of an earlier expiry wakes it) and then publishes one
 *       {@link dev.bourse.command.CommandType#ADVANCE_TIME} for that book through the core's ordinary claim and
 *       publish, the path of every producer and of the snapshot steps; so in INLINE, where no engine thread exists,
 *       it takes the turn and runs the stages itself, and with {@code bourse.clock = SYSTEM}, where no clock thread
 *       exists, it reads the wall clock itself. It publishes nothing while nothing is due, one event per due book,
 *       and repeats an unanswered one only after 10 ms: no busy loop and no flood of the journal. A core given its
 *       own clock runs no timer (only grouping may read such a clock); its GTD orders expire at their book's next
 *       command, as before, and its L2 answers leave them out from their expiry on.</li>
 *   <li><b>A command like any other.</b> Grouping gives it a sequence and a timestamp from the clock, never earlier
 *       than the previous command's; the journal records it and a replay applies it at the same sequence with the
 *       same timestamp; the book's matching shard expires every GTD order with {@code expireAt <=} that timestamp
 *       ({@code onCancelled(EXPIRED)} each); risk settles those cancels and releases the holds; the results stage
 *       reports each expiry and then the command's result.</li>
 *   <li><b>One event per book, not one for all books.</b> Its events then belong to one book and one matching
 *       shard, like an order command's: settlement finds the symbol on the slot, the listener gets them in the
 *       book's order, no two matching shards write one slot at once in PIPELINED, and the events cannot depend on
 *       the shard layout. The price is n commands when n books are due at the same moment.</li>
 *   <li><b>Lazy expiry is kept.</b> Every command on a book still first expires what is due at its own timestamp
 *       (rule 1 of the book). The two cannot disagree: both apply the same rule at a journalled command's timestamp,
 *       and timestamps never decrease along the sequence, so an order expires at the first command on its book,
 *       time event or not, whose timestamp reaches its expiry, in every layout and on every replay.</li>
 *   <li><b>Queries.</b> Between an order's expiry and its time event (the timer's latency, about a millisecond) the
 *       order is still in its book; an L2 answer leaves out every order due at the query's timestamp, so no L2
 *       answered after an expiry shows the order. A feed built on the events removes it at that book's first command
 *       past the expiry, before any other event of the book.</li>
 *   <li><b>Cost.</b> Per command, the matching stage compares one counter and the shard asks the book for its next
 *       expiry (a heap peek); a shard that holds no GTD order does nothing more, one that does also updates a small
 *       heap of its books when a book's next expiry changed.</li>
 * </ul>
 *
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
 *       {@link dev.bourse.api.ResultCode#CORE_HALTED}; {@link dev.bourse.core.ExchangeCore#isRunning()} turns
 *       false and {@link dev.bourse.core.ExchangeCore#haltReason()} names the stage, the command and the error.
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
 * <p>Stop: {@link dev.bourse.core.ExchangeCore#stop(java.time.Duration)} gives every wait one deadline
 * ({@code CoreShutdown}); a stop that gives up halts the core (reason "stop timed out ...") and completes every
 * unreported command's future with CORE_HALTED.
 */
package dev.bourse.pipeline;
