package dev.bourse.pipeline;

import com.lmax.disruptor.BusySpinWaitStrategy;
import com.lmax.disruptor.EventFactory;
import com.lmax.disruptor.EventHandler;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.bourse.api.ExchangeListener;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.SlotEvents;
import dev.bourse.command.SnapshotControl;
import dev.bourse.common.StateHash;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.Journal;
import dev.bourse.matching.MatchingShard;
import dev.bourse.sequencer.CommandSequencer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.agrona.concurrent.IdleStrategy;

/**
 * The one place that builds the ring and the stage graph (drawn in the package documentation) and maps the stages
 * onto threads according to {@link ExchangeConfig#threadLayout()}:
 * <ul>
 *   <li>{@link ThreadLayout#COMPACT}: the journal alone on a thread when journalling (so a write or force never
 *       holds up the engine); the engine thread runs grouping, then each command through every risk check, every
 *       matching shard and every settlement in one pass ({@link SequentialStages}), then the results;</li>
 *   <li>{@link ThreadLayout#INLINE}: the COMPACT graph; the submitting threads run grouping, the engine and the
 *       results ({@link #runInline()}); with journalling, the journal runs on its own thread, which also reports
 *       what it released;</li>
 *   <li>{@link ThreadLayout#PIPELINED}: grouping; journal (when enabled); one thread per risk shard running its
 *       check <em>and</em> its settlement (so a shard's accounts have one owner); one per matching shard; results.</li>
 * </ul>
 * Each thread polls its stages without blocking, so a thread holding two stages of one shard never waits on one
 * while the other has work. The ring is gated by the results stage: a slot is reused only after it was reported.
 * The journal depends on grouping only and runs beside risk and matching; results depend on every settlement and
 * on the journal, so a command is reported only after the journal has it (on disk, with GROUP_COMMIT).
 *
 * <p>Thread-safety: built and started by one thread; the threads it creates own the stages.
 */
public final class PipelineWiring {
    private final RingBuffer<CommandSlot> ring;
    private final StageBinding results;
    private final MatchingStage[] matching;
    private final List<StageThread> threads = new ArrayList<>();
    /** INLINE: what the submitting threads run, one at a time, each holding {@link #inlineTurn}. */
    private InlinePass inlinePass;
    private final InlineTurn inlineTurn = new InlineTurn();
    private final StageGuard guard;
    private final JournalHealth journalHealth = new JournalHealth();
    private final ResultsStage resultsStage;
    private final GroupingStage groupingStage;
    /** Null for the configured wait strategy. */
    private final Supplier<IdleStrategy> idleStrategies;
    /** Wakes BLOCKING stage threads; rung after every publish (see {@link Doorbell}). */
    private final Doorbell doorbell;
    /** Where the matching stages post their earliest GTD expiry for the expiry timer. */
    private final ExpiryBoard expiryBoard;

    /**
     * Builds the ring and the stages and maps them onto stage threads (not started: see {@link #threads()}).
     *
     * @param config   the configuration: layout, shard counts, ring size, batch, wait strategy, affinity
     * @param risk     the risk engine, called per shard
     * @param sequencer numbers, times and makes durable every command: grouping stamps through it, and the journal
     *                 stage runs when it has a journal ({@link CommandSequencer#journal()})
     * @param listener receives every new command's events and result on the results thread; may be null
     * @param errors   counts every failure the stages catch
     * @param halt     the core's halt, set by the failure policy
     * @param idle     makes the idle strategy of each stage thread, replacing the configured wait strategy; null for
     *                 the configured one
     */
    public PipelineWiring(final ExchangeConfig config, final RiskProcessor risk, final CommandSequencer sequencer,
            final ExchangeListener listener, final StageErrors errors, final CoreHalt halt,
            final Supplier<IdleStrategy> idle) {
        final Journal journal = sequencer.journal();
        this.guard = new StageGuard(errors, halt);
        this.idleStrategies = idle;
        this.doorbell = new Doorbell(config.threadCount());
        // Multi-producer even in INLINE, where producers take turns: the single-producer sequencer asserts (under
        // -ea) that one thread claims for the whole life of the ring.
        this.ring = RingBuffer.createMultiProducer(slotFactory(config, journal != null), config.ringSize(),
                new BusySpinWaitStrategy());
        final int batch = config.groupingMaxBatch();
        final int n = config.riskShards();
        final int m = config.matchingShards();
        groupingStage = new GroupingStage(sequencer);
        final StageBinding grouping = bind(groupingStage, StageFailure.NUMBERING, new Sequence[0], batch);
        final StageBinding journalling = journal != null
                ? bindJournal(new JournalStage(journal, guard, journalHealth), seqs(grouping), config.ringSize())
                : null;
        final RiskCheckStage[] checkStages = new RiskCheckStage[n];
        final SettlementStage[] settlementStages = new SettlementStage[n];
        for (int i = 0; i < n; i++) {
            final CaptureClock stalls = new CaptureClock();
            checkStages[i] = new RiskCheckStage(i, n, risk, stalls);
            settlementStages[i] = new SettlementStage(i, risk, stalls);
        }
        matching = new MatchingStage[m];
        expiryBoard = new ExpiryBoard(m);
        for (int j = 0; j < m; j++) {
            matching[j] = new MatchingStage(j, m, config.orderBookExpectedOrders(), expiryBoard);
        }
        resultsStage = new ResultsStage(listener, journalHealth, guard);
        if (config.threadLayout() != ThreadLayout.PIPELINED) {
            final SequentialStages all = new SequentialStages(checkStages, matching, settlementStages, guard);
            final StageBinding engine = new StageBinding(all, ring, seqs(grouping), batch);
            results = bind(resultsStage, StageFailure.REPORT,
                    resultsDependencies(new StageBinding[] {engine}, journalling), batch);
            ring.addGatingSequences(results.sequence());
            if (config.threadLayout() == ThreadLayout.INLINE) {
                layoutInline(config, grouping, journalling, engine, all);
            } else {
                layoutCompact(config, grouping, journalling, engine);
            }
            return;
        }
        final StageBinding[] checks = new StageBinding[n];
        for (int i = 0; i < n; i++) {
            checks[i] = bind(checkStages[i], StageFailure.CHECK, seqs(grouping), batch);
        }
        final StageBinding[] matchers = new StageBinding[m];
        for (int j = 0; j < m; j++) {
            matchers[j] = bind(matching[j], StageFailure.APPLY, seqs(checks), batch);
        }
        final StageBinding[] settlements = new StageBinding[n];
        for (int i = 0; i < n; i++) {
            settlements[i] = bind(settlementStages[i], StageFailure.APPLY, seqs(matchers), batch);
            checks[i].handleAfterPreviousDoneBy(settlements[i].sequence());
        }
        results = bind(resultsStage, StageFailure.REPORT, resultsDependencies(settlements, journalling), batch);
        ring.addGatingSequences(results.sequence());
        layoutPipelined(config, grouping, journalling, checks, matchers, settlements);
    }

    /** COMPACT: the journal on a thread of its own when journalling, everything else on the engine thread. */
    private void layoutCompact(final ExchangeConfig config, final StageBinding grouping,
            final StageBinding journalling, final StageBinding engine) {
        if (journalling != null) {
            addThread(config, "bourse-journal", List.of(journalling));
        }
        addThread(config, "bourse-engine", List.of(grouping, engine, results));
    }

    /**
     * INLINE: the submitting threads run grouping, the engine and the results; with journalling the journal has a
     * thread of its own (a force must not hold up the caller), which also reports the results it released, taking
     * turns with the callers by the {@link InlineTurn}; holding the turn, it also runs what its listener callbacks
     * submitted (no caller's pass is running to do it).
     */
    private void layoutInline(final ExchangeConfig config, final StageBinding grouping,
            final StageBinding journalling, final StageBinding engine, final SequentialStages engineStages) {
        inlinePass = new InlinePass(ring, groupingStage, grouping, engineStages, engine,
                journalling == null ? resultsStage : null, results, guard, config.groupingMaxBatch());
        results.guardWith(inlineTurn, inlinePass);
        if (journalling != null) {
            addThread(config, "bourse-journal", List.of(journalling, results));
        }
    }

    private void layoutPipelined(final ExchangeConfig config, final StageBinding grouping,
            final StageBinding journalling, final StageBinding[] checks, final StageBinding[] matchers,
            final StageBinding[] settlements) {
        addThread(config, "bourse-grouping", List.of(grouping));
        if (journalling != null) {
            addThread(config, "bourse-journal", List.of(journalling));
        }
        for (int i = 0; i < checks.length; i++) {
            addThread(config, "bourse-risk-" + i, List.of(checks[i], settlements[i]));
        }
        for (int j = 0; j < matchers.length; j++) {
            addThread(config, "bourse-matching-" + j, List.of(matchers[j]));
        }
        addThread(config, "bourse-results", List.of(results));
    }

    private void addThread(final ExchangeConfig config, final String name, final List<StageBinding> stages) {
        final int index = threads.size();
        final int[] cpus = config.affinityCpus();
        final int cpu = !config.affinityEnabled() ? StageThread.NO_AFFINITY
                : index < cpus.length ? cpus[index] : StageThread.ANY_CPU;
        final boolean blocking = idleStrategies == null && config.waitStrategy() == WaitStrategyType.BLOCKING;
        threads.add(new StageThread(name, stages.toArray(new StageBinding[0]), idleStrategies == null
                ? IdleStrategies.forType(config.waitStrategy()) : idleStrategies.get(),
                blocking ? IdleStrategies.SPINS_BEFORE_SLEEP : -1, guard, cpu, doorbell, index));
    }

    private StageBinding bind(final EventHandler<CommandSlot> handler, final StageFailure policy,
            final Sequence[] dependencies, final int batch) {
        return new StageBinding(new GuardedHandler(handler, guard, policy), ring, dependencies, batch);
    }

    /**
     * The journal guards itself ({@link JournalStage}): it runs beside risk and matching, so it must not write the
     * slot's result code, and it goes on recording the commands of a halted core (their outcome is unknown to their
     * callers, and a restart replays what the journal holds). Its batch is the whole ring: each poll takes every
     * command grouped since the last one, so a group commit covers everything that arrived while the previous force
     * ran, not a fixed number of commands.
     */
    private StageBinding bindJournal(final EventHandler<CommandSlot> handler, final Sequence[] dependencies,
            final int batch) {
        return new StageBinding(handler, ring, dependencies, batch);
    }

    /**
     * The INLINE layout without a journal reports each command before it groups the next, so its slots share one
     * event buffer (see {@link CommandSlot#CommandSlot(SlotEvents)}); with a journal the results wait for the force,
     * and in the threaded layouts they trail the engine, so every slot keeps its own.
     */
    private static EventFactory<CommandSlot> slotFactory(final ExchangeConfig config, final boolean journalled) {
        if (config.threadLayout() == ThreadLayout.INLINE && !journalled) {
            final SlotEvents shared = new SlotEvents(SlotEvents.DEFAULT_CAPACITY);
            return () -> new CommandSlot(shared);
        }
        return () -> new CommandSlot(SlotEvents.DEFAULT_CAPACITY);
    }

    /** Results wait for every settlement and, when journalling, for the journal (GROUP_COMMIT: for the force). */
    private static Sequence[] resultsDependencies(final StageBinding[] settlements, final StageBinding journalling) {
        final Sequence[] settled = seqs(settlements);
        if (journalling == null) {
            return settled;
        }
        final Sequence[] out = Arrays.copyOf(settled, settled.length + 1);
        out[settled.length] = journalling.sequence();
        return out;
    }

    private static Sequence[] seqs(final StageBinding... stages) {
        final Sequence[] out = new Sequence[stages.length];
        for (int i = 0; i < stages.length; i++) {
            out[i] = stages[i].sequence();
        }
        return out;
    }

    /**
     * INLINE layout: runs the submitting threads' stages on the calling thread until none has work left. The caller
     * holds {@link #inlineTurn()}.
     */
    public void runInline() {
        inlinePass.run();
    }

    /** @return INLINE: the turn a submitting thread holds to claim, publish and run the stages */
    public InlineTurn inlineTurn() {
        return inlineTurn;
    }

    /** @return the doorbell producers ring after publishing */
    public Doorbell doorbell() {
        return doorbell;
    }

    /** @return the ring of command slots */
    public RingBuffer<CommandSlot> ring() {
        return ring;
    }

    /** @return trades reported so far (the last trade id); only while the core is idle */
    public long tradesReported() {
        return resultsStage.tradesReported();
    }

    /** @return the ring sequence up to which every command has been reported */
    public long completedSequence() {
        return results.sequence().get();
    }

    /** @return the stage threads' loops, in layout order, to run on threads the core creates */
    public List<StageThread> threads() {
        return threads;
    }

    /** @return per thread, in layout order, the CPU it is pinned to while running, or -1 */
    public int[] boundCpus() {
        final int[] cpus = new int[threads.size()];
        for (int i = 0; i < cpus.length; i++) {
            cpus[i] = threads.get(i).boundCpu();
        }
        return cpus;
    }

    /**
     * @param shard a matching shard index
     * @return its books; read them only while the core is stopped or idle
     */
    public MatchingShard matchingShard(final int shard) {
        return matching[shard].matching();
    }

    /** @return the number of matching shards */
    public int matchingShards() {
        return matching.length;
    }

    /**
     * A digest of every order book, independent of the shard layout. Only while no stage runs (a stopped or idle
     * core): it reads the books from the calling thread.
     *
     * @return the digest
     */
    public long booksStateHash() {
        long sum = 0;
        for (final MatchingStage stage : matching) {
            sum += stage.matching().stateHashSum();
        }
        return StateHash.add(StateHash.SEED, sum);
    }

    /** @return where the matching stages post their earliest GTD expiry */
    public ExpiryBoard expiryBoard() {
        return expiryBoard;
    }

    /**
     * The earliest GTD expiry over every matching shard, as last posted to the {@link ExpiryBoard}. Any thread.
     *
     * @param symbolOut receives, at index 0, the book that expires first (0 when none)
     * @return its earliest expiry, ns, or {@link Long#MAX_VALUE} when no shard holds a GTD order
     */
    public long nextExpiry(final long[] symbolOut) {
        return expiryBoard.earliest(symbolOut);
    }

    /**
     * Posts every matching shard's earliest GTD expiry after a restore (books restored from a snapshot bypass the
     * commands that keep it current). Before the pipeline threads start.
     */
    public void postRestoredExpiries() {
        for (final MatchingStage stage : matching) {
            stage.matching().rescanExpiries();
            stage.postExpiries();
        }
    }

    /**
     * Enables periodic snapshots (explicit ones are begun by grouping too). Before the threads start.
     *
     * @param requests      makes the request of a periodic snapshot
     * @param commands      snapshot every this many commands, 0 for never
     * @param intervalNanos snapshot every this much command time, ns, 0 for never
     */
    public void scheduleSnapshots(final Supplier<SnapshotControl> requests, final long commands,
            final long intervalNanos) {
        groupingStage.schedule(requests, commands, intervalNanos);
    }

    /**
     * Recovery from a snapshot, before the threads start: the next new command gets {@code sequence + 1} and no
     * earlier timestamp; trade ids continue after the snapshot's last one.
     *
     * @param sequence  the snapshot's sequence
     * @param timestamp its timestamp, ns
     * @param trades    trades reported through the snapshot's sequence
     */
    public void resumeAfter(final long sequence, final long timestamp, final long trades) {
        groupingStage.resumeAfter(sequence, timestamp, ring.getCursor() + 1);
        resultsStage.resumeTradeIds(trades);
    }
}
