package dev.bourse.pipeline;

import com.lmax.disruptor.RingBuffer;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.common.StateHash;
import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.matching.MatchingShard;
import dev.bourse.snapshot.SnapshotWriter;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * The embeddable exchange core: the pipeline built from one {@link ExchangeConfig}, started with {@link #start()}
 * and stopped with {@link #stop()}, which returns once every accepted command has been reported (or its timeout
 * has passed, see {@link #stop(Duration)}). Commands
 * enter through the {@link ExchangeApi} methods this class implements.
 *
 * <p>Time: the {@code clock} (ns since the epoch) is read once per command, at grouping; engine logic uses only
 * that timestamp, so replaying the same commands with the same timestamps gives the same events. Unless a clock is
 * given, the configured {@link ClockSource} supplies it; {@link ClockSource#TICKING} runs its sleeping clock thread
 * from {@link #start()} to {@link #stop()}. A core that chose its clock also runs the expiry timer over the same
 * span: it publishes the time events that expire GTD orders when no other command reaches their book.
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
    private static final LongSupplier EPOCH_NANOS_CLOCK = TickingClock::wall;

    private final ExchangeConfig config;
    private final StageErrors errors = new StageErrors();
    private final CoreHalt halt = new CoreHalt();
    /** Explicit snapshots requested and not yet completed, at most {@link ExchangeApi#MAX_PENDING_SNAPSHOTS}. */
    private final AtomicInteger pendingSnapshots = new AtomicInteger();
    private final PipelineWiring wiring;
    private final RingBuffer<CommandSlot> ring;
    private final int defaultStp;
    /** COMPACT and PIPELINED: threads between their check of {@link #accepting} and their publish. */
    private final AtomicInteger publishers = new AtomicInteger();
    private final List<Thread> threads = new ArrayList<>();
    /** INLINE layout: the submitting threads claim, publish and run the stages one at a time, holding {@link #turn}. */
    private final boolean inline;
    private final InlineTurn turn;
    private final Doorbell doorbell;
    private volatile boolean accepting;
    private boolean started;
    /** Set by the first {@link #stop}: a core runs once. */
    private boolean stopped;
    private final Journal journal;
    private boolean recovered;
    private final RiskProcessor risk;
    /** Null when this core cannot snapshot: no journal, or a risk processor other than {@link RiskEngine}. */
    private final SnapshotTaker snapshots;
    private long recoveryLimit = Long.MAX_VALUE;
    private long recoveredSequence;
    private long recoveredTimestamp;
    private final Recovery recovery = new Recovery();
    private RecoveryReport recoveryReport;
    /** Null unless this core chose the clock itself and {@link ClockSource#TICKING} was configured. */
    private final TickingClock ticking;
    /** Never started when the clock was handed in: only grouping may read such a clock. */
    private final ExpiryTimer expiryTimer;

    /**
     * The core most embedders want: the real risk engine with {@code config.riskShards()} shards, and the journal in
     * {@code config.journalDir()} when {@code config.journalEnabled()} (recovering from it on {@link #start()}).
     *
     * @param config   the configuration
     * @param listener receives every command's events and result; may be null
     * @return a core, not started
     * @throws IOException when the journal directory cannot be created
     */
    public static ExchangeCore create(final ExchangeConfig config, final ExchangeListener listener)
            throws IOException {
        return new ExchangeCore(config, new RiskEngine(config.riskShards(), config.riskExpectedUsers()),
                journalFor(config), listener);
    }

    /**
     * The journal a configuration asks for.
     *
     * @param config the configuration
     * @return a {@link JournalWriter} in {@code config.journalDir()} when {@code config.journalEnabled()}, else
     *     {@link NoOpJournal#INSTANCE}
     * @throws IOException when the journal directory cannot be created
     */
    public static Journal journalFor(final ExchangeConfig config) throws IOException {
        return config.journalEnabled() ? new JournalWriter(config) : NoOpJournal.INSTANCE;
    }

    /**
     * A core with the wall clock (milliseconds, as ns since the epoch) from the configured {@link ClockSource}.
     *
     * @param config   the configuration
     * @param risk     the risk engine; called per shard as {@link RiskProcessor} documents
     * @param journal  the journal, used when {@link ExchangeConfig#journalEnabled()}
     * @param listener receives every command's events and result; may be null
     */
    public ExchangeCore(final ExchangeConfig config, final RiskProcessor risk, final Journal journal,
            final ExchangeListener listener) {
        this(config, risk, journal, listener, clockFor(config), true);
    }

    /**
     * @param config   the configuration
     * @param risk     the risk engine
     * @param journal  the journal, used when {@link ExchangeConfig#journalEnabled()}
     * @param listener receives every command's events and result; may be null
     * @param clock    ns; read once per command at grouping (never decreasing values are enforced there)
     */
    public ExchangeCore(final ExchangeConfig config, final RiskProcessor risk, final Journal journal,
            final ExchangeListener listener, final LongSupplier clock) {
        this(config, risk, journal, listener, clock, false);
    }

    private ExchangeCore(final ExchangeConfig config, final RiskProcessor risk, final Journal journal,
            final ExchangeListener listener, final LongSupplier clock, final boolean ownClock) {
        if (config == null || risk == null || journal == null || clock == null) {
            throw new IllegalArgumentException("config, risk, journal and clock are required");
        }
        this.config = config;
        this.ticking = ownClock && clock instanceof TickingClock ? (TickingClock) clock : null;
        this.journal = journal;
        this.risk = risk;
        this.wiring = new PipelineWiring(config, risk, journal, listener, clock, new StageGuard(errors, halt));
        this.expiryTimer = new ExpiryTimer(wiring.expiryBoard(), ownClock ? clock : null, errors);
        this.inline = config.threadLayout() == ThreadLayout.INLINE;
        this.doorbell = wiring.doorbell();
        this.turn = wiring.inlineTurn();
        this.ring = wiring.ring();
        this.defaultStp = config.defaultStpMode().ordinal();
        this.snapshots = config.journalEnabled() && risk instanceof RiskEngine ? new SnapshotTaker(config, errors,
                journal.storage()) : null;
        if (snapshots != null) {
            wiring.grouping().schedule(snapshots, config.snapshotEveryCommands(), config.snapshotEveryNanos());
        }
    }

    /** The clock a configuration asks for; a config of null is refused by the constructor, not here. */
    private static LongSupplier clockFor(final ExchangeConfig config) {
        return config != null && config.clock() == ClockSource.TICKING ? new TickingClock() : EPOCH_NANOS_CLOCK;
    }

    /**
     * Starts the pipeline threads. Idempotent; prints nothing (see {@link #recoveryReport()}). On the first start
     * with journalling enabled, recovers first: the journal is checked (a torn tail is cut off) and every recorded
     * command is replayed through the stages, without reporting to the listener, before any new command is accepted;
     * new commands continue from the last recorded sequence, never with an earlier timestamp.
     *
     * <p>With a {@link RiskEngine}, recovery starts from the newest valid snapshot in
     * {@code <journal.dir>/snapshots} (a corrupt one is skipped and the previous one used with the longer journal),
     * restored into this core's shards whatever their layout, and the journal is replayed from the snapshot's
     * sequence + 1; numbering continues after the last replayed command or the snapshot. When snapshots exist but
     * none is valid, the journal alone rebuilds the state if it holds every command from sequence 1 on.
     *
     * @throws IllegalStateException when the journal cannot be recovered (committed commands lost, corrupt before its
     *                               tail, a sequence gap, unreadable, not reaching back to the snapshot); the message
     *                               names the file and byte offset; or when snapshots exist, none is valid and the
     *                               journal cannot replace them (the message names each snapshot and why, and why
     *                               the journal falls short); the core is stopped; or when the core was stopped
     *                               before: it runs once
     */
    public synchronized void start() {
        if (started) {
            return;
        }
        if (stopped) {
            throw new IllegalStateException("start after stop: this core was stopped and runs only once; create a new "
                    + "ExchangeCore, which recovers the state from the journal");
        }
        long afterSequence = 0;
        if (config.journalEnabled() && !recovered && snapshots != null) {
            afterSequence = loadSnapshot();
        }
        wiring.postRestoredExpiries();
        started = true;
        if (ticking != null) {
            ticking.start();
        }
        if (snapshots != null) {
            snapshots.start(this::publishStep);
        }
        for (final StageThread stage : wiring.threads()) {
            final Thread t = new Thread(stage, stage.name());
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        if (config.journalEnabled() && !recovered) {
            recovered = true;
            recoverFromJournal(afterSequence);
        }
        accepting = true;
        expiryTimer.start(this::publishTime);
    }

    /**
     * Loads the newest valid snapshot into the fresh shards, before their threads start.
     *
     * @return its sequence, or 0 when there is none
     */
    private long loadSnapshot() {
        final long sequence = recovery.loadSnapshot(journal.storage(), SnapshotTaker.directory(config), books(),
                (RiskEngine) risk, recoveryLimit);
        if (sequence > 0) {
            recoveredSequence = sequence;
            recoveredTimestamp = recovery.snapshotTimestamp();
            wiring.grouping().resumeAfter(sequence, recoveredTimestamp, ring.getCursor() + 1);
            wiring.resultsStage().resumeTradeIds(recovery.snapshotTrades());
        }
        return sequence;
    }

    /** Journal recovery, before accepting commands: replays the journal after {@code afterSequence}. */
    private void recoverFromJournal(final long afterSequence) {
        final long start = System.nanoTime();
        try {
            journal.recover(afterSequence, recovery.sink(new ReplayPublisher()));
        } catch (final IOException e) {
            try {
                stop();
            } catch (final InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            throw recovery.refusal(e);
        }
        recoveryReport = recovery.report(recoveredSequence, System.nanoTime() - start);
    }

    /**
     * What the first start recovered and the warnings on the way, for the embedder to show: the core prints nothing.
     *
     * @return the report, or null before a start that recovered (or without journalling)
     */
    public RecoveryReport recoveryReport() {
        return recoveryReport;
    }

    /** Publishes recovered commands into the ring, flagged as replay. One recovering thread. */
    private final class ReplayPublisher implements Journal.ReplaySink {
        private long claimed;

        @Override
        public CommandSlot claim() {
            if (inline) {
                takeTurnWithRoom();
            }
            claimed = ring.next();
            final CommandSlot slot = ring.get(claimed);
            slot.clear();
            slot.replay = true;
            return slot;
        }

        @Override
        public void publish() {
            final CommandSlot slot = ring.get(claimed);
            recoveredSequence = slot.sequence;
            recoveredTimestamp = slot.timestamp;
            ring.publish(claimed);
            afterPublish();
        }
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
        if (!started) {
            return true;
        }
        final CoreShutdown shutdown = new CoreShutdown(timeout, wiring, halt, errors);
        accepting = false;
        expiryTimer.stop();
        stopped = true;
        shutdown.run(inline ? turn : null, publishers, snapshots, threads, journal);
        threads.clear();
        if (ticking != null) {
            ticking.stop();
        }
        started = false;
        return !shutdown.timedOut();
    }

    /**
     * Publishes one snapshot capture step (the snapshot taker's thread), even while stopping: a capture in progress
     * must end before the threads stop.
     */
    private CompletableFuture<Void> publishStep(final SnapshotStep step) {
        if (inline) {
            takeTurnWithRoom();
        } else {
            publishers.incrementAndGet();
        }
        final long seq = ring.next();
        final CommandSlot slot = ring.get(seq);
        slot.clear();
        slot.type = CommandType.SNAPSHOT_STEP;
        slot.snapshot = step;
        publish(seq);
        return step.done();
    }

    /** Publishes an {@link CommandType#ADVANCE_TIME} for a book, a command like any other (expiry timer, tests). */
    long publishTime(final long symbol) {
        final long seq = claim();
        if (seq >= 0) {
            final CommandSlot s = ring.get(seq);
            s.type = CommandType.ADVANCE_TIME;
            s.symbol = symbol;
            publish(seq);
        }
        return seq;
    }

    /**
     * Tests: risk records each risk shard exports per capture step (small values make captures long, so that many
     * commands meet records not yet exported).
     *
     * @param records &gt; 0
     */
    void snapshotStepRecords(final int records) {
        if (snapshots != null) {
            snapshots.stepRecords(records);
        }
    }

    /**
     * Point-in-time recovery: the next {@link #start()} uses only snapshots at or before {@code maxSequence} (the
     * journal given to the core must stop its replay there too, e.g. {@link dev.bourse.journal.ReadOnlyJournal}).
     *
     * @param maxSequence the newest sequence to recover, &gt;= 0
     */
    public synchronized void limitRecovery(final long maxSequence) {
        if (started || maxSequence < 0) {
            throw new IllegalStateException("limitRecovery: before start, with a sequence >= 0");
        }
        recoveryLimit = maxSequence;
    }

    /**
     * @return the sequence the state was recovered to at start (the snapshot's or the last replayed command's),
     *     0 when nothing was recovered
     */
    public long recoveredSequence() {
        return recoveredSequence;
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
        if (started || recoveredSequence <= 0 || !(risk instanceof RiskEngine)) {
            throw new IllegalStateException("writeRecoveredSnapshot: needs a stopped core with a RiskEngine that "
                    + "recovered something");
        }
        final RiskEngine engine = (RiskEngine) risk;
        return new SnapshotWriter(journal.storage(), root).write(recoveredSequence, recoveredTimestamp,
                engine.specs(), books(), engine.shards());
    }

    private MatchingShard[] books() {
        final MatchingShard[] books = new MatchingShard[wiring.matchingShards()];
        for (int j = 0; j < books.length; j++) {
            books[j] = wiring.matchingShard(j);
        }
        return books;
    }

    /**
     * The latest snapshot this core wrote: its sequence, the pause it caused each shard, its write time and size.
     *
     * @return the report, or null before the first snapshot
     */
    public SnapshotReport lastSnapshot() {
        return snapshots == null ? null : snapshots.last();
    }

    /** @return whether commands are accepted: started, not stopping or stopped, and not halted */
    public boolean isRunning() {
        return accepting && !halt.isHalted();
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

    /** @return the stage error counter (exceptions caught at stage boundaries) */
    public StageErrors errors() {
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
        long sum = 0;
        for (int j = 0; j < wiring.matchingShards(); j++) {
            sum += wiring.matchingShard(j).stateHashSum();
        }
        return StateHash.add(StateHash.SEED, sum);
    }

    private long claim() {
        if (inline) {
            return claimInline();
        }
        publishers.incrementAndGet();
        final int refusal = refusal();
        if (refusal != ResultCode.SUCCESS) {
            publishers.decrementAndGet();
            return refusal;
        }
        final long seq = ring.next();
        ring.get(seq).clear();
        return seq;
    }

    /**
     * INLINE: takes the turn, which {@link #publish} gives back after running the command. A submission from inside a
     * listener callback holds the turn already; the running pass handles its command, so it cannot wait for room.
     */
    private long claimInline() {
        final int early = refusal();
        if (early != ResultCode.SUCCESS) {
            // At once, even while a stuck submitter keeps the turn.
            return early;
        }
        turn.take();
        final int refusal = refusal();
        if (refusal != ResultCode.SUCCESS) {
            turn.give();
            return refusal;
        }
        if (turn.isNested()) {
            if (!ring.hasAvailableCapacity(1)) {
                turn.give();
                return ResultCode.RING_FULL;
            }
        } else {
            makeRoom();
        }
        final long seq = ring.next();
        ring.get(seq).clear();
        return seq;
    }

    /** @return SUCCESS when new commands are accepted, else CORE_HALTED or CORE_NOT_RUNNING */
    private int refusal() {
        if (halt.isHalted()) {
            return ResultCode.CORE_HALTED;
        }
        return accepting ? ResultCode.SUCCESS : ResultCode.CORE_NOT_RUNNING;
    }

    /** INLINE, for the internal producers (journal replay, snapshot steps), never nested: the turn and a free slot. */
    private void takeTurnWithRoom() {
        turn.take();
        makeRoom();
    }

    /**
     * INLINE, holding the turn: returns when a slot is free. Only a journal holds slots back (their results wait for
     * its write), so this thread reports what the journal released while it waits, as the journal's thread cannot
     * while the turn is held.
     */
    private void makeRoom() {
        while (!ring.hasAvailableCapacity(1)) {
            wiring.runInline();
            Thread.onSpinWait();
        }
    }

    private void publish(final long seq) {
        ring.publish(seq);
        afterPublish();
        if (!inline) {
            publishers.decrementAndGet();
        }
    }

    /**
     * After a slot is published: INLINE runs the stages for it here, unless this is a submission from inside the
     * pass (a listener callback), which that pass handles before it ends; the other layouts wake sleeping stages.
     */
    private void afterPublish() {
        if (!inline) {
            doorbell.ring();
            return;
        }
        if (turn.isNested()) {
            turn.give();
            return;
        }
        try {
            wiring.runInline();
        } finally {
            turn.give();
        }
        // With journalling, the journal's thread has work now.
        doorbell.ring();
    }

    private CompletableFuture<CommandResult> submit(final long seq, final CompletableFuture<CommandResult> f) {
        ring.get(seq).future = f;
        publish(seq);
        return f;
    }

    private static CompletableFuture<CommandResult> refused(final int code) {
        return CompletableFuture.completedFuture(CommandResult.refused(code));
    }

    private static boolean badIds(final long uid, final long symbol, final long orderId) {
        return uid <= 0 || symbol <= 0 || orderId <= 0;
    }

    private void writePlace(final CommandSlot s, final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size, final long reservePrice,
            final long displaySize, final long triggerPrice, final long expireAt, final StpMode stp) {
        s.type = CommandType.PLACE;
        s.uid = uid;
        s.symbol = symbol;
        s.orderId = orderId;
        s.side = side.ordinal();
        s.orderType = type.ordinal();
        s.price = price;
        s.size = size;
        s.reservePrice = reservePrice;
        s.displaySize = displaySize;
        s.triggerPrice = triggerPrice;
        s.expireAt = expireAt;
        s.stp = stp == null ? defaultStp : stp.ordinal();
    }

    private void writeOrderCommand(final CommandSlot s, final int type, final long uid, final long symbol,
            final long orderId, final long size, final long newPrice, final long newSize) {
        s.type = type;
        s.uid = uid;
        s.symbol = symbol;
        s.orderId = orderId;
        s.size = size;
        s.newPrice = newPrice;
        s.newSize = newSize;
    }

    @Override
    public CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size) {
        return place(uid, symbol, orderId, side, type, price, size, 0, 0, 0, 0, null);
    }

    @Override
    public CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size, final long reservePrice,
            final long displaySize, final long triggerPrice, final long expireAt, final StpMode stp) {
        if (badIds(uid, symbol, orderId) || side == null || type == null) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = claim();
        if (seq < 0) {
            return refused((int) seq);
        }
        writePlace(ring.get(seq), uid, symbol, orderId, side, type, price, size, reservePrice, displaySize,
                triggerPrice, expireAt, stp);
        return submit(seq, new CompletableFuture<>());
    }

    private CompletableFuture<CommandResult> orderCommand(final int type, final long uid, final long symbol,
            final long orderId, final long size, final long newPrice, final long newSize) {
        if (badIds(uid, symbol, type == CommandType.MASS_CANCEL ? 1 : orderId)) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = claim();
        if (seq < 0) {
            return refused((int) seq);
        }
        writeOrderCommand(ring.get(seq), type, uid, symbol, orderId, size, newPrice, newSize);
        return submit(seq, new CompletableFuture<>());
    }

    @Override
    public CompletableFuture<CommandResult> cancel(final long uid, final long symbol, final long orderId) {
        return orderCommand(CommandType.CANCEL, uid, symbol, orderId, 0, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> move(final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return orderCommand(CommandType.MOVE, uid, symbol, orderId, 0, newPrice, 0);
    }

    @Override
    public CompletableFuture<CommandResult> reduce(final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return orderCommand(CommandType.REDUCE, uid, symbol, orderId, reduceBy, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> replace(final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        return orderCommand(CommandType.REPLACE, uid, symbol, orderId, 0, newPrice, newSize);
    }

    @Override
    public CompletableFuture<CommandResult> massCancel(final long uid, final long symbol) {
        return orderCommand(CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> l2(final long symbol, final int depth) {
        if (symbol <= 0 || depth < 1 || depth > MAX_L2_DEPTH) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = claim();
        if (seq < 0) {
            return refused((int) seq);
        }
        final CommandSlot s = ring.get(seq);
        s.type = CommandType.L2_REQUEST;
        s.symbol = symbol;
        s.newSize = depth;
        return submit(seq, new CompletableFuture<>());
    }

    @Override
    public CompletableFuture<CommandResult> addSymbol(final SymbolSpec spec) {
        return symbolCommand(CommandType.ADD_SYMBOL, spec);
    }

    @Override
    public CompletableFuture<List<CommandResult>> addSymbols(final List<SymbolSpec> specs) {
        return CommandBatches.addSymbols(this, specs);
    }

    @Override
    public CompletableFuture<CommandResult> updateSymbol(final SymbolSpec spec) {
        return symbolCommand(CommandType.UPDATE_SYMBOL, spec);
    }

    private CompletableFuture<CommandResult> symbolCommand(final int type, final SymbolSpec spec) {
        if (spec == null || spec.symbolId() <= 0) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = claim();
        if (seq < 0) {
            return refused((int) seq);
        }
        final CommandSlot s = ring.get(seq);
        s.type = type;
        SlotSpecs.write(s, spec);
        return submit(seq, new CompletableFuture<>());
    }

    @Override
    public CompletableFuture<CommandResult> suspendUser(final long uid) {
        return accountCommand(CommandType.SUSPEND_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> resumeUser(final long uid) {
        return accountCommand(CommandType.RESUME_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<List<CommandResult>> addUsers(final Map<Long, Map<Integer, Long>> users,
            final long txId) {
        return CommandBatches.addUsers(this, users, txId);
    }

    @Override
    public CompletableFuture<UserReport> userReport(final long uid) {
        if (uid <= 0) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("uid must be > 0: " + uid));
        }
        final UserReportQuery query = new UserReportQuery(uid, config.matchingShards());
        return query(CommandType.USER_REPORT, query, query.future());
    }

    @Override
    public CompletableFuture<TotalsReport> totals() {
        final TotalsQuery query = new TotalsQuery(config.riskShards());
        return query(CommandType.TOTALS_REPORT, query, query.future());
    }

    @Override
    public CompletableFuture<Long> stateHash() {
        final StateHashQuery query = new StateHashQuery(config.riskShards(), config.matchingShards());
        return query(CommandType.STATE_HASH, query, query.future());
    }

    /** Submits a report query (package-private for tests that inject one). */
    <T> CompletableFuture<T> query(final int type, final ReportQuery query, final CompletableFuture<T> f) {
        final long seq = claim();
        if (seq < 0) {
            final String reason = seq == ResultCode.CORE_HALTED ? ": " + halt.reason() : "";
            return CompletableFuture.failedFuture(new IllegalStateException(ResultCode.name((int) seq) + reason));
        }
        final CommandSlot s = ring.get(seq);
        s.type = type;
        s.query = query;
        publish(seq);
        return f;
    }

    @Override
    public CompletableFuture<CommandResult> snapshot() {
        if (snapshots == null) {
            return refused(ResultCode.SNAPSHOT_FAILED);
        }
        if (pendingSnapshots.incrementAndGet() > MAX_PENDING_SNAPSHOTS) {
            pendingSnapshots.decrementAndGet();
            return refused(ResultCode.SNAPSHOT_BUSY);
        }
        final long seq = claim();
        if (seq < 0) {
            pendingSnapshots.decrementAndGet();
            return refused((int) seq);
        }
        final CommandSlot s = ring.get(seq);
        s.type = CommandType.SNAPSHOT;
        final CompletableFuture<CommandResult> f = new CompletableFuture<>();
        f.whenComplete((result, failure) -> pendingSnapshots.decrementAndGet());
        s.snapshot = new SnapshotRequest(snapshots, f);
        publish(seq);
        return f;
    }

    @Override
    public CompletableFuture<CommandResult> addUser(final long uid) {
        return accountCommand(CommandType.ADD_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> deposit(final long uid, final int currency, final long amount,
            final long txId) {
        return accountCommand(CommandType.DEPOSIT, uid, currency, amount, txId);
    }

    @Override
    public CompletableFuture<CommandResult> withdraw(final long uid, final int currency, final long amount,
            final long txId) {
        return accountCommand(CommandType.WITHDRAW, uid, currency, amount, txId);
    }

    private CompletableFuture<CommandResult> accountCommand(final int type, final long uid, final int currency,
            final long amount, final long txId) {
        if (uid <= 0 || currency < 0 || txId <= 0) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = claim();
        if (seq < 0) {
            return refused((int) seq);
        }
        final CommandSlot s = ring.get(seq);
        s.type = type;
        s.uid = uid;
        s.currency = currency;
        s.amount = amount;
        s.txId = type == CommandType.ADD_USER ? 0 : txId;
        return submit(seq, new CompletableFuture<>());
    }

    @Override
    public long tryPlace(final long correlationId, final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size, final long reservePrice,
            final long displaySize, final long triggerPrice, final long expireAt, final StpMode stp) {
        if (badIds(uid, symbol, orderId) || side == null || type == null) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = claim();
        if (seq >= 0) {
            final CommandSlot s = ring.get(seq);
            writePlace(s, uid, symbol, orderId, side, type, price, size, reservePrice, displaySize, triggerPrice,
                    expireAt, stp);
            s.correlationId = correlationId;
            publish(seq);
        }
        return seq;
    }

    private long tryOrderCommand(final long correlationId, final int type, final long uid, final long symbol,
            final long orderId, final long size, final long newPrice) {
        if (badIds(uid, symbol, orderId)) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = claim();
        if (seq >= 0) {
            final CommandSlot s = ring.get(seq);
            writeOrderCommand(s, type, uid, symbol, orderId, size, newPrice, 0);
            s.correlationId = correlationId;
            publish(seq);
        }
        return seq;
    }

    @Override
    public long tryCancel(final long correlationId, final long uid, final long symbol, final long orderId) {
        return tryOrderCommand(correlationId, CommandType.CANCEL, uid, symbol, orderId, 0, 0);
    }

    @Override
    public long tryMove(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return tryOrderCommand(correlationId, CommandType.MOVE, uid, symbol, orderId, 0, newPrice);
    }

    @Override
    public long tryReduce(final long correlationId, final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return tryOrderCommand(correlationId, CommandType.REDUCE, uid, symbol, orderId, reduceBy, 0);
    }
}
