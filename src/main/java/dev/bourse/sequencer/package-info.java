/**
 * The sequencer seam: who gives each command its sequence and timestamp and makes it durable
 * ({@link dev.bourse.sequencer.CommandSequencer}). The core is built with one, through
 * {@code CoreContext.sequencer(...)}:
 * <pre>
 *                 sequence                 timestamp                 durable by           recovery
 *   Local         ring order 1, 2, ...     the clock, never back     the core's journal   snapshot + journal replay
 *   External      the log's (e.g. its      the log's (e.g. cluster   the log              snapshot; the log replays
 *                 position), increasing    time in ns), never back                        the rest through the API
 * </pre>
 * The pipeline asks the sequencer at three points only: a producer's publish ({@code publishing}), the grouping
 * stage ({@code stamp}) and recovery ({@code resumeAfter}, {@code journal}). Everything after grouping (risk,
 * matching, settlement, results, GTD expiry) reads the slot's sequence and timestamp and cannot tell the two apart:
 * the same commands with the same stamps give the same events and the same state hash.
 *
 * <p>Driving a core from a log:
 * <pre>
 *   ExternalSequencer sequencer = new ExternalSequencer();
 *   ExchangeCore core = ExchangeCore.builder(config).sequencer(sequencer).build();
 *   core.start();
 *   // per log message, on the log's thread:
 *   sequencer.next(logPosition, clusterTimeNanos);
 *   core.tryPlace(correlationId, order);
 * </pre>
 * The package sits above {@code command} and {@code journal} and below {@code pipeline} and {@code core}.
 */
package dev.bourse.sequencer;
