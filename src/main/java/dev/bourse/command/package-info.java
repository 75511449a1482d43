/**
 * The command record: what travels through the ring, the journal and (later) an external log. Below {@code journal}
 * and {@code pipeline}, imported by both; it imports only {@code api} and, for the typed control payloads, the domain
 * shards those payloads visit.
 * <pre>
 *   CommandSlot (+ SlotSpecFields)   one preallocated ring slot: a flat record of primitives, drawn in its Javadoc
 *     |- CommandType                  the stable command codes (journalled)
 *     |- SlotEvents                   the command's book events, one flat long[] per slot
 *     |- SlotSpecs                    a SymbolSpec written into / read from the slot's fields
 *     |- ShardQuery                   typed control: a query's accumulator, visited by every shard
 *     '- SnapshotControl              typed control: a snapshot cut to begin, or one capture step
 *          '- CaptureProgress         the capture a shard takes part in (stall timing, finished parts)
 * </pre>
 * Producers write a slot through its setters; each stage reads and writes only the fields drawn for it; nobody keeps
 * a slot after handling it.
 *
 * <p>Thread-safety: none in this package; the ring's sequences order every access to a slot.
 */
package dev.bourse.command;
