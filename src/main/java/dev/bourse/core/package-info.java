/**
 * The entry package embedders import beside {@code dev.bourse.api}: {@link dev.bourse.core.ExchangeCore}, the façade
 * that builds a core from one configuration, starts, recovers, stops and takes commands through
 * {@link dev.bourse.api.ExchangeApi}, and {@link dev.bourse.core.CoreContext}, what a core is built from (the
 * configuration and the injected collaborators: listener, clock, journal, risk engine, error handler, thread
 * factory, idle strategies, sequencer, snapshot store; {@code ExchangeCore.builder(config)} starts one,
 * {@code build()} concludes it: checks it and fills in the defaults). Behind them, package-private and split by
 * concern:
 * <pre>
 *   ExchangeCore          façade: composition of the pipeline, accessors
 *     |- CoreLifecycle      the one run: start (recovery first), stop, what may happen only before or after
 *     |- CoreThreads        the threads a running core owns, started and stopped in order
 *     |- Recovery           snapshot restore from the store, journal replay, the recovery report, snapshots of
 *     |                     the recovered state and, for a log-driven core, on demand
 *     |- CoreShutdown       one stop under one deadline
 *     |- RingPublisher      the claim / publish protocol of the three thread layouts, for every producer
 *     |- OrderTranslator    place, cancel, move, reduce, replace, mass cancel (future and try* paths)
 *     |- AccountTranslator  users, deposits and withdrawals (also try*), suspensions, symbols
 *     |- QueryTranslator    L2 and the reports, whose accumulators (UserReportQuery, TotalsQuery, StateHashQuery)
 *     |                     visit every shard and are completed by the results stage
 *     '- SnapshotCommands   explicit snapshot requests and the capture steps
 * </pre>
 * Two seams let a replicated log drive a core (see docs/architecture.md, "Seams for replication"):
 * {@code CoreContext.sequencer(new ExternalSequencer())} (the log numbers, times and stores every command; the core
 * runs no journal, clock or expiry timer; {@link dev.bourse.core.ExchangeCore#advanceTime(long)} publishes a time
 * event) and {@code CoreContext.snapshotStore(...)} with
 * {@link dev.bourse.core.ExchangeCore#writeSnapshot(dev.bourse.snapshot.SnapshotStore)} (snapshots into and out of a
 * stream). The core prints nothing: what a start recovered is {@link dev.bourse.core.RecoveryReport}, for the caller
 * to show.
 *
 * <p>Thread-safety: the {@link dev.bourse.api.ExchangeApi} methods from any thread; start and stop from one
 * controlling thread (see {@link dev.bourse.core.ExchangeCore}).
 */
package dev.bourse.core;
