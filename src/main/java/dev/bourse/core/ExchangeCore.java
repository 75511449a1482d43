package dev.bourse.core;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ErrorCounts;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.command.CommandType;
import dev.bourse.command.ShardQuery;
import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.Journal;
import dev.bourse.journal.JournalWriter;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.pipeline.RiskProcessor;
import dev.bourse.pipeline.StageErrors;
import dev.bourse.sequencer.CommandSequencer;
import dev.bourse.snapshot.SnapshotReport;
import dev.bourse.snapshot.SnapshotStore;
import dev.bourse.snapshot.SnapshotTaker;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The embeddable exchange core: the pipeline built from one {@link ExchangeConfig} and the collaborators of its
 * {@link CoreContext} ({@link #builder(ExchangeConfig)}), started with {@link #start()} and stopped with
 * {@link #stop()}, which returns once every accepted command has been reported (or its timeout has passed, see
 * {@link #stop(Duration)}). Commands enter through the {@link ExchangeApi} methods this class implements.
 *
 * <p>Time: the context's {@link dev.bourse.sequencer.CommandSequencer} gives each command its sequence and timestamp
 * (ns since the epoch) at grouping; engine logic uses only that timestamp, so the same commands with the same
 * timestamps give the same events. By default that is the clock (the configured {@link ClockSource} unless the
 * context gives one; {@link ClockSource#TICKING} runs a sleeping clock thread while the core runs) and the journal;
 * an {@link dev.bourse.sequencer.ExternalSequencer} takes both from a replicated log. A core that chose its clock
 * also runs the expiry timer, which publishes the time events that expire GTD orders on quiet books; any other core
 * gets them from {@link #advanceTime(long)}.
 *
 * <p>Lifecycle: a core runs once, from {@link #start()} to {@link #stop()}; a stopped core refuses to start again
 * (create a new one, which recovers the state from the journal). It may halt before that (see the failure policy in
 * {@link ExchangeApi}): {@link #isRunning()} is then false and {@link #haltReason()} says why.
 *
 * <p>Thread-safety: the {@link ExchangeApi} methods may be called from any thread; {@link #start()} and
 * {@link #stop()} from one controlling thread.
 */
public final class ExchangeCore implements ExchangeApi {
    /** The timeout of {@link #stop()}: room to drain a full ring and write a snapshot in progress on a slow disk. */
    public static final Duration DEFAULT_STOP_TIMEOUT = Duration.ofSeconds(30);

    private final StageErrors errors;
    private final CoreHalt halt = new CoreHalt();
    private final PipelineWiring wiring;
    private final RingPublisher publisher;
    private final OrderTranslator orders;
    private final AccountTranslator accounts;
    private final QueryTranslator queries;
    private final SnapshotCommands snapshotCommands;
    private final CoreThreads threads;
    private final Recovery recovery;
    private final CoreLifecycle lifecycle;
    private final EventStream events;
    private final CoreCounters counters;

    /**
     * Starts building a core: the returned context takes the optional collaborators (listener, clock, risk engine,
     * journal) and {@link CoreContext#build()} creates the core.
     *
     * @param config the settings, not null
     * @return a context with every collaborator at its default
     * @throws IllegalArgumentException when {@code config} is null
     */
    public static CoreContext builder(final ExchangeConfig config) {
        if (config == null) {
            throw new IllegalArgumentException("a core needs a configuration");
        }
        return new CoreContext().config(config);
    }

    /**
     * A core built from a context, which this concludes (see {@link CoreContext} for the defaults); embedders call
     * {@link CoreContext#build()}.
     *
     * @param context the configuration and the collaborators injected
     * @throws IllegalArgumentException when the context has no configuration
     * @throws UncheckedIOException     when the default journal's directory cannot be created
     */
    ExchangeCore(final CoreContext context) {
        final CoreContext c = context.conclude();
        final ExchangeConfig config = c.config();
        final RiskProcessor risk = c.riskEngine();
        final Journal journal = c.journal();
        final CommandSequencer sequencer = c.sequencer();
        this.errors = new StageErrors(c.errorHandler());
        this.wiring = new PipelineWiring(config, risk, sequencer, c.coreListener(), errors, halt, c.idleStrategies());
        this.publisher = new RingPublisher(wiring, halt, config.threadLayout() == ThreadLayout.INLINE, sequencer);
        this.orders = new OrderTranslator(publisher, config.defaultStpMode().ordinal());
        this.accounts = new AccountTranslator(publisher);
        this.queries = new QueryTranslator(publisher, config.riskShards(), config.matchingShards());
        final RiskEngine engine = risk instanceof RiskEngine ? (RiskEngine) risk : null;
        // Only a journalled core with the real risk engine snapshots by itself: only that core can restore one.
        final SnapshotTaker snapshots = engine != null && sequencer.journal() != null
                ? new SnapshotTaker(config, errors, journal.storage()) : null;
        if (snapshots != null) {
            wiring.scheduleSnapshots(snapshots::periodic, config.snapshotEveryCommands(),
                    config.snapshotEveryNanos());
        }
        this.snapshotCommands = new SnapshotCommands(publisher, snapshots);
        this.threads = new CoreThreads(wiring, c, errors, snapshots, snapshotCommands);
        this.recovery = new Recovery(config, wiring, publisher, sequencer, engine, c.snapshotStore());
        this.events = new EventStream(c.fanOut());
        this.counters = new CoreCounters(wiring.ring(),
                journal instanceof JournalWriter ? ((JournalWriter) journal).counters() : null, snapshotCommands);
        this.lifecycle = new CoreLifecycle(wiring, publisher, threads, recovery, halt, errors, journal,
                !c.ownClock() && snapshots == null, events);
    }

    /**
     * Starts the pipeline threads. Idempotent; prints nothing (see {@link #recoveryReport()}). The first start
     * recovers before it accepts commands: with a {@link RiskEngine} it restores the newest valid snapshot of the
     * context's snapshot store (by default {@code <journal.dir>/snapshots}; a corrupt one is skipped), into this
     * core's shards whatever their layout; then it replays the sequencer's journal, if any, after the snapshot's
     * sequence (a torn tail is cut off; replayed commands reach only a listener that asks for them). When snapshots
     * exist but none is valid, the journal alone rebuilds the state if it holds every command from sequence 1 on.
     * New commands continue after the recovered sequence, never with an earlier timestamp.
     *
     * @throws IllegalStateException when the journal cannot be recovered (committed commands lost, corrupt before its
     *                               tail, a sequence gap, unreadable, not reaching back to the snapshot); the message
     *                               names the file and byte offset; or when snapshots exist, none is valid and the
     *                               journal cannot replace them (the message names each snapshot and why, and why
     *                               the journal falls short); the core is stopped; or when the core was stopped
     *                               before: it runs once
     */
    public synchronized void start() {
        lifecycle.start();
    }

    /**
     * What the first start recovered and the warnings on the way, for the embedder to show: the core prints nothing.
     *
     * @return the report, or null before a start that recovered (or without journalling)
     */
    public RecoveryReport recoveryReport() {
        return recovery.report();
    }

    /**
     * {@link #stop(Duration)} with {@link #DEFAULT_STOP_TIMEOUT}.
     *
     * @return true when every accepted command was reported and every thread ended in time
     * @throws InterruptedException when interrupted while draining or joining; the core is then half-stopped
     */
    public synchronized boolean stop() throws InterruptedException {
        return stop(DEFAULT_STOP_TIMEOUT);
    }

    /**
     * Refuses new commands (CORE_NOT_RUNNING), waits until every accepted command has been reported and every
     * snapshot in progress is written, then stops the threads and closes the journal. Idempotent; a stopped core
     * cannot be started again.
     *
     * <p>The whole stop takes at most {@code timeout} (plus a few ms per thread to see its halt flag), whatever the
     * pipeline is doing. When a wait gives up (a listener that never returns, a journal force that hangs), the core
     * halts with the reason {@code stop timed out after <timeout> ms waiting for <what>} ({@link #haltReason()}),
     * every command not yet reported gets {@link ResultCode#CORE_HALTED} (its future is completed), and the journal
     * is left open if a thread did not end.
     *
     * @param timeout how long the stop may take, &gt; 0
     * @return true when every accepted command was reported and every thread ended in time; false when the stop gave
     *     up and halted the core
     * @throws InterruptedException when interrupted while draining or joining; the core is then half-stopped
     */
    public synchronized boolean stop(final Duration timeout) throws InterruptedException {
        return lifecycle.stop(timeout);
    }

    /**
     * A time event for one book, for a core that runs no expiry timer (an external sequencer or a given clock): a
     * command stamped like any other that expires the book's GTD orders due at its timestamp.
     *
     * @param symbol the book
     * @return the command's ring sequence (&gt;= 0), or a negative {@link dev.bourse.api.ResultCode}: CORE_HALTED,
     *     CORE_NOT_RUNNING or (INLINE, from a listener callback) RING_FULL
     */
    public long advanceTime(final long symbol) {
        return publisher.publishTime(symbol);
    }

    /**
     * Which book's GTD orders expire first, for a driver scheduling its own time events: posted by the matching
     * shards after each command (in INLINE current when the call returns). Allocation-free.
     *
     * @param symbolOut receives, at index 0, the book that expires first (0 when none)
     * @return that book's earliest expiry, ns since the epoch, or {@link Long#MAX_VALUE} when no GTD order rests
     */
    public long nextExpiry(final long[] symbolOut) {
        return wiring.nextExpiry(symbolOut);
    }

    /**
     * Tests: risk records each risk shard exports per capture step (small values make captures long, so that many
     * commands meet records not yet exported).
     *
     * @param records &gt; 0
     */
    void snapshotStepRecords(final int records) {
        snapshotCommands.stepRecords(records);
    }

    /**
     * Point-in-time recovery: the next {@link #start()} uses only snapshots at or before {@code maxSequence} (the
     * journal given to the core must stop its replay there too, e.g. {@link dev.bourse.journal.ReadOnlyJournal}).
     *
     * @param maxSequence the newest sequence to recover, &gt;= 0
     */
    public synchronized void limitRecovery(final long maxSequence) {
        lifecycle.limitRecovery(maxSequence);
    }

    /**
     * @return the sequences of the snapshots a start could restore from (listed by name, not checked), newest first;
     *     empty when the core keeps none. Cold path: lists a directory; throws UncheckedIOException when it cannot
     */
    public List<Long> storedSnapshots() {
        return recovery.storedSnapshots();
    }

    /**
     * @return the sequence the state was recovered to at start (the snapshot's or the last replayed command's),
     *     0 when nothing was recovered
     */
    public long recoveredSequence() {
        return recovery.recoveredSequence();
    }

    /**
     * Writes the recovered state as a snapshot at {@link #recoveredSequence()} under {@code root} (tools: point-in-time
     * recovery into a new directory). Call on a core stopped after {@link #start()} without any state-changing
     * command since: one given its clock, so that no expiry timer publishes time events.
     *
     * @param root the snapshot directory to write into
     * @return the written snapshot
     * @throws IllegalStateException when the core is running, nothing was recovered or it has no {@link RiskEngine}
     */
    public synchronized WrittenSnapshot writeRecoveredSnapshot(final Path root) {
        return lifecycle.writeRecoveredSnapshot(root);
    }

    /**
     * Writes the state as of the last command submitted into a store, on the owner's demand (e.g. a clustered
     * service's {@code onTakeSnapshot}, into a {@link dev.bourse.snapshot.StreamSnapshotStore}): waits until every
     * published command was reported, captures the shards on the calling thread and writes, at the last command's
     * sequence and timestamp. Call it between commands on the submitting thread, never from a listener; only on a
     * core none of whose own threads publish (an {@link dev.bourse.sequencer.ExternalSequencer}'s, or one given its
     * clock without a journal); the others snapshot through {@link #snapshot()}.
     *
     * @param store where to write
     * @return what was written
     * @throws IllegalStateException when the core is not running or not such a core, has no real risk engine, or
     *                               did not report its commands within {@link #DEFAULT_STOP_TIMEOUT}
     */
    public synchronized WrittenSnapshot writeSnapshot(final SnapshotStore store) {
        return lifecycle.writeSnapshot(store);
    }

    /**
     * The latest snapshot this core wrote: its sequence, the pause it caused each shard, its write time and size.
     *
     * @return the report, or null before the first snapshot
     */
    public SnapshotReport lastSnapshot() {
        return snapshotCommands.last();
    }

    /** @return whether commands are accepted: started, not stopping or stopped, and not halted */
    public boolean isRunning() {
        return publisher.accepting() && !halt.isHalted();
    }

    /**
     * Why the core halted: the stage (grouping, risk-check-N, matching-N, settlement-N, results, journal, or stop
     * when a stop timed out), the command it failed on, and the failure.
     *
     * @return the reason, or null while the core has not halted
     */
    public String haltReason() {
        return halt.reason();
    }

    /** @return the event stream: the consumers added with {@link CoreContext#subscribe} and its counters */
    public EventStream events() {
        return events;
    }

    /** @return the ring's occupancy and the journal's writes and forces, for metrics */
    public CoreCounters counters() {
        return counters;
    }

    /** @return the failures caught at stage boundaries: how many, the first and the latest */
    public ErrorCounts errors() {
        return errors;
    }

    /** @return per pipeline thread, in layout order, the CPU it is pinned to while running, or -1 */
    int[] boundCpus() {
        return wiring.boundCpus();
    }

    /** @return the number of long-lived pipeline threads (for INLINE: 1 with journalling, else 0) */
    public int threadCount() {
        return wiring.threads().size();
    }

    /**
     * A digest of every order book, independent of the shard layout. Call only when the core is stopped or idle
     * (it reads the books from the calling thread).
     *
     * @return the digest
     */
    public long booksStateHash() {
        return wiring.booksStateHash();
    }

    @Override
    public CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size) {
        return orders.place(uid, symbol, orderId, side, type, price, size);
    }

    @Override
    public CompletableFuture<CommandResult> place(final OrderRequest order) {
        return orders.place(order);
    }

    @Override
    public CompletableFuture<CommandResult> cancel(final long uid, final long symbol, final long orderId) {
        return orders.amend(CommandType.CANCEL, uid, symbol, orderId, 0, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> move(final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return orders.amend(CommandType.MOVE, uid, symbol, orderId, 0, newPrice, 0);
    }

    @Override
    public CompletableFuture<CommandResult> reduce(final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return orders.amend(CommandType.REDUCE, uid, symbol, orderId, reduceBy, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> replace(final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        return orders.amend(CommandType.REPLACE, uid, symbol, orderId, 0, newPrice, newSize);
    }

    @Override
    public CompletableFuture<CommandResult> massCancel(final long uid, final long symbol) {
        return orders.amend(CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> amend(final AmendRequest request) {
        return orders.amend(request);
    }

    @Override
    public CompletableFuture<CommandResult> l2(final long symbol, final int depth) {
        return queries.l2(symbol, depth);
    }

    @Override
    public CompletableFuture<CommandResult> addSymbol(final SymbolSpec spec) {
        return accounts.symbol(CommandType.ADD_SYMBOL, spec);
    }


    @Override
    public CompletableFuture<CommandResult> updateSymbol(final SymbolSpec spec) {
        return accounts.symbol(CommandType.UPDATE_SYMBOL, spec);
    }

    @Override
    public CompletableFuture<CommandResult> suspendUser(final long uid) {
        return accounts.account(CommandType.SUSPEND_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> resumeUser(final long uid) {
        return accounts.account(CommandType.RESUME_USER, uid, 0, 0, 1);
    }


    @Override
    public CompletableFuture<UserReport> userReport(final long uid) {
        return queries.userReport(uid);
    }

    @Override
    public CompletableFuture<TotalsReport> totals() {
        return queries.totals();
    }

    @Override
    public CompletableFuture<Long> stateHash() {
        return queries.stateHash();
    }

    /** Submits a report query (package-private for tests that inject one). */
    <T> CompletableFuture<T> query(final int type, final ShardQuery query, final CompletableFuture<T> f) {
        return queries.query(type, query, f);
    }

    @Override
    public CompletableFuture<CommandResult> snapshot() {
        return snapshotCommands.request();
    }

    @Override
    public CompletableFuture<CommandResult> addUser(final long uid) {
        return accounts.account(CommandType.ADD_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> deposit(final long uid, final int currency, final long amount,
            final long txId) {
        return accounts.account(CommandType.DEPOSIT, uid, currency, amount, txId);
    }

    @Override
    public CompletableFuture<CommandResult> withdraw(final long uid, final int currency, final long amount,
            final long txId) {
        return accounts.account(CommandType.WITHDRAW, uid, currency, amount, txId);
    }

    @Override
    public long tryPlace(final long correlationId, final OrderRequest order) {
        return orders.tryPlace(correlationId, order);
    }

    @Override
    public long tryCancel(final long correlationId, final long uid, final long symbol, final long orderId) {
        return orders.tryAmend(correlationId, CommandType.CANCEL, uid, symbol, orderId, 0, 0, 0);
    }

    @Override
    public long tryMove(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return orders.tryAmend(correlationId, CommandType.MOVE, uid, symbol, orderId, 0, newPrice, 0);
    }

    @Override
    public long tryReduce(final long correlationId, final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return orders.tryAmend(correlationId, CommandType.REDUCE, uid, symbol, orderId, reduceBy, 0, 0);
    }

    @Override
    public long tryReplace(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        return orders.tryAmend(correlationId, CommandType.REPLACE, uid, symbol, orderId, 0, newPrice, newSize);
    }

    @Override
    public long tryMassCancel(final long correlationId, final long uid, final long symbol) {
        return orders.tryAmend(correlationId, CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0, 0);
    }

    @Override
    public long tryAmend(final long correlationId, final AmendRequest request) {
        return orders.tryAmend(correlationId, request);
    }

    @Override
    public long tryDeposit(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        return accounts.tryAccount(correlationId, CommandType.DEPOSIT, uid, currency, amount, txId);
    }

    @Override
    public long tryWithdraw(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        return accounts.tryAccount(correlationId, CommandType.WITHDRAW, uid, currency, amount, txId);
    }
}
