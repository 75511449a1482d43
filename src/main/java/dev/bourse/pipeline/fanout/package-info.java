/**
 * The fan-out: any number of consumers of one ordered event stream, each on its own thread and its own position, so
 * that a slow consumer never holds back matching. Internal: embedders add consumers on the core's builder
 * ({@code CoreContext.subscribe}, with {@link dev.bourse.api.EventConsumer}, {@link dev.bourse.api.StreamEvent},
 * {@link dev.bourse.api.LagPolicy} from {@code api}), which then makes {@link dev.bourse.pipeline.fanout.EventFanOut}
 * its listener (next to an in-thread listener through {@link dev.bourse.pipeline.fanout.ListenerTee}); it encodes each
 * event into a fixed-length record ({@link dev.bourse.pipeline.fanout.EventDescriptor} draws the layout), numbers it
 * and hands it to the consumers' buffers:
 * <pre>
 *   core: ... settlement --&gt; results stage (results thread)
 *                                 |  ExchangeListener callbacks, one at a time, in sequence order
 *                                 v
 *                        +------------------+
 *                        |   EventFanOut    |  encode (flyweight, no allocation), level bookkeeping,
 *                        |   position n     |  position n = n + 1
 *                        +------------------+
 *                          |               |
 *        transmit, never   |               |  write; while full: idle (the consumer's read position gates it)
 *        waits             v               v
 *   +------------------------------+   +----------------+  +----------------+
 *   | broadcast buffer (DROP, one) |   | ring (BLOCK 1) |  | ring (BLOCK k) |
 *   +------------------------------+   +----------------+  +----------------+
 *      |            |          |               |                  |
 *      v            v          v               v                  v
 *   [drop 1]    [drop 2]   [drop j]        [block 1]   ...    [block k]     one thread each (AgentRunner),
 *   own cursor; overrun: onGap(from, lost)  every record, in order            its own idle strategy
 * </pre>
 *
 * <p><b>The stream.</b> Per command, in sequence order: its events in the order the book produced them (TRADE,
 * RESTED, STOP_ACCEPTED, STOP_TRIGGERED, CANCELLED with its reason, which covers expiries, kills, unfilled remainders
 * and self-trade prevention, AMENDED, REJECTED), then its RESULT (every command: orders, account commands, queries,
 * symbol additions and updates, time events). Each record has its stream position, 1, 2, ... without hole, so a
 * consumer knows exactly what it missed; and for an event that changes a price level, the level's side, price,
 * visible size and order count after the event, so a market-data consumer maintains L2 from absolute values (a
 * record repairs its level even after a gap) and needs no book of its own.
 *
 * <p><b>Policies</b> ({@link dev.bourse.api.LagPolicy}), per consumer: BLOCK gets everything and may hold
 * the core back once its ring is full; DROP never holds it back and is told of each overrun with the count of records
 * lost. The synchronous {@link dev.bourse.api.ExchangeListener}, given to the core directly, remains the zero-overhead
 * option for a listener that is fast and must run in the results thread.
 *
 * <p><b>Recovery.</b> The publisher receives the commands the core replays from its journal at start
 * ({@link dev.bourse.api.ExchangeListener#receivesReplayedCommands()}); their records are flagged and delivered to the
 * consumers that asked for them, so a consumer can rebuild what it derives from the events after a restart.
 */
package dev.bourse.pipeline.fanout;
