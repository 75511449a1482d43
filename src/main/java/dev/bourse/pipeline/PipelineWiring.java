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
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.agrona.concurrent.IdleStrategy;

/**
 * The one place that builds the ring and the stage graph (drawn in the package documentation) from the
 * {@link StageKind stage list}, and maps the stages onto threads as the {@link Topology} derived for
 * {@link ExchangeConfig#threadLayout()} says:
 * <ul>
 *   <li>{@link ThreadLayout#PIPELINED}: grouping; journal (when enabled); one thread per risk shard running its
 *       check <em>and</em> its settlement (so a shard's accounts have one owner); one per matching shard; results.</li>
 *   <li>{@link ThreadLayout#COMPACT}: the sharded stages fused into one engine pass ({@link SequentialStages}) that
 *       takes each command through every risk check, every matching shard and every settlement; the journal alone on
 *       a thread when journalling (so a write or force never holds up the engine); grouping, the engine and the
 *       results on the engine thread;</li>
 *   <li>{@link ThreadLayout#INLINE}: the COMPACT stages; the submitting threads run grouping, the engine and the
 *       results ({@link #runInline()}); with journalling, the journal runs on its own thread, which also reports
 *       what it released.</li>
 * </ul>
 * Every stage is bound behind what the list says it must not overtake, whatever the layout; so the layout changes
 * only where work runs. Each thread polls its stages without blocking, so a thread holding two stages of one shard
 * never waits on one while the other has work. {@link #describe()} lists what was built.
 *
 * <p>The engine pass and the INLINE pass hold their stages by their own classes, fixed when the pipeline is built,
 * so the hot path calls each stage directly (no dispatch through a handler interface per command).
 *
 * <p>Thread-safety: built and started by one thread; the threads it creates own the stages.
 */
public final class PipelineWiring {
    private final RingBuffer<CommandSlot> ring;
    private final StageBinding results;
    private final Topology topology;
    private final GroupingStage groupingStage;
    /** Null when not journalling. */
    private final JournalStage journalStage;
    private final RiskCheckStage[] checkStages;
    private final MatchingStage[] matching;
    private final SettlementStage[] settlementStages;
    /** COMPACT and INLINE: the fused sharded stages; null for PIPELINED. */
    private final SequentialStages engineStages;
    private final List<StageThread> threads = new ArrayList<>();
    /** Which thread runs each stage instance, as built (for {@link #describe()}). */
    private final Map<Object, String> placement = new IdentityHashMap<>();
    /** INLINE: what the submitting threads run, one at a time, each holding {@link #inlineTurn}. */
    private InlinePass inlinePass;
    private final InlineTurn inlineTurn = new InlineTurn();
    private final StageGuard guard;
    private final JournalHealth journalHealth = new JournalHealth();
    private final ResultsStage resultsStage;
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
        this.topology = new Topology(config.threadLayout(), config.riskShards(), config.matchingShards(),
                journal != null);
        final int n = config.riskShards();
        final int m = config.matchingShards();
        groupingStage = new GroupingStage(sequencer);
        journalStage = journal != null ? new JournalStage(journal, guard, journalHealth) : null;
        checkStages = new RiskCheckStage[n];
        settlementStages = new SettlementStage[n];
        for (int i = 0; i < n; i++) {
            final CaptureClock stalls = new CaptureClock();
            checkStages[i] = new RiskCheckStage(i, n, risk, stalls);
            settlementStages[i] = new SettlementStage(i, risk, stalls);
        }
        final RingBuffer<CommandSlot> slots = ring;
        final SlotEventSource events = sequence -> slots.get(sequence).events();
        matching = new MatchingStage[m];
        expiryBoard = new ExpiryBoard(m);
        for (int j = 0; j < m; j++) {
            matching[j] = new MatchingStage(j, m, config.orderBookExpectedOrders(), expiryBoard, events);
        }
        resultsStage = new ResultsStage(listener, journalHealth, guard);
        final List<StageKind> fusedRun = topology.fusedRun();
        engineStages = fusedRun.isEmpty() ? null
                : new SequentialStages(fusedRun, checkStages, matching, settlementStages, guard);
        final Map<StageKind, StageBinding[]> bound = bindStages(config);
        results = bound.get(StageKind.RESULTS)[0];
        ring.addGatingSequences(results.sequence());
        placeOnThreads(config, bound);
    }

    /**
     * Binds every stage of the list to the ring, each behind the stages it must not overtake ({@link StageKind}'s
     * rules); the fused stages of COMPACT and INLINE share one binding, the engine pass's.
     */
    private Map<StageKind, StageBinding[]> bindStages(final ExchangeConfig config) {
        final Map<StageKind, StageBinding[]> bound = new EnumMap<>(StageKind.class);
        Sequence[] chain = new Sequence[0];
        final List<Sequence> beside = new ArrayList<>();
        StageBinding engine = null;
        for (final StageKind kind : topology.stages()) {
            final StageBinding[] bindings;
            if (topology.fused(kind)) {
                if (engine == null) {
                    engine = new StageBinding(engineStages, ring, chain, config.groupingMaxBatch());
                }
                bindings = new StageBinding[] {engine};
            } else {
                final Sequence[] after = kind.role() == StageKind.Role.JOIN ? join(chain, beside) : chain;
                bindings = new StageBinding[topology.instances(kind)];
                for (int shard = 0; shard < bindings.length; shard++) {
                    bindings[shard] = bind(kind, stage(kind, shard), after, config);
                }
            }
            bound.put(kind, bindings);
            if (kind.role() == StageKind.Role.BESIDE) {
                beside.add(bindings[0].sequence());
            } else {
                chain = seqs(bindings);
            }
        }
        for (final StageKind kind : topology.stages()) {
            final StageKind last = kind.ownerLast();
            if (last != null && !topology.fused(kind)) {
                final StageBinding[] first = bound.get(kind);
                for (int shard = 0; shard < first.length; shard++) {
                    first[shard].handleAfterPreviousDoneBy(bound.get(last)[shard].sequence());
                }
            }
        }
        return bound;
    }

    /**
     * Puts each binding on the thread {@link Topology#thread} names, threads in {@link Topology#threads()} order and
     * each thread's stages in list order; in INLINE the submitters' stages go to the {@link InlinePass}.
     */
    private void placeOnThreads(final ExchangeConfig config, final Map<StageKind, StageBinding[]> bound) {
        if (topology.layout() == ThreadLayout.INLINE) {
            final boolean submittersReport = Topology.SUBMITTER.equals(topology.thread(StageKind.RESULTS, 0));
            inlinePass = new InlinePass(ring, groupingStage, bound.get(StageKind.GROUPING)[0], engineStages,
                    bound.get(topology.fusedRun().get(0))[0], submittersReport ? resultsStage : null, results,
                    guard, config.groupingMaxBatch());
            if (!submittersReport) {
                results.guardWith(inlineTurn, inlinePass);
            }
            place(Topology.SUBMITTER, inlinePass.stages());
        }
        for (final String thread : topology.threads()) {
            final List<StageBinding> stages = new ArrayList<>();
            for (final StageKind kind : topology.stages()) {
                final StageBinding[] bindings = bound.get(kind);
                for (int shard = 0; shard < bindings.length; shard++) {
                    if (thread.equals(topology.thread(kind, shard)) && !stages.contains(bindings[shard])) {
                        stages.add(bindings[shard]);
                    }
                }
            }
            addThread(config, "bourse-" + thread, stages);
        }
    }

    /** @return the stage instance a row of the list and a shard stand for */
    private EventHandler<CommandSlot> stage(final StageKind kind, final int shard) {
        switch (kind) {
            case GROUPING:
                return groupingStage;
            case JOURNAL:
                return journalStage;
            case RISK_CHECK:
                return checkStages[shard];
            case MATCHING:
                return matching[shard];
            case SETTLEMENT:
                return settlementStages[shard];
            case RESULTS:
                return resultsStage;
            default:
                throw new IllegalStateException("no stage for " + kind);
        }
    }

    private void addThread(final ExchangeConfig config, final String name, final List<StageBinding> stages) {
        final int index = threads.size();
        final int[] cpus = config.affinityCpus();
        final int cpu = !config.affinityEnabled() ? StageThread.NO_AFFINITY
                : index < cpus.length ? cpus[index] : StageThread.ANY_CPU;
        final boolean blocking = idleStrategies == null && config.waitStrategy() == WaitStrategyType.BLOCKING;
        for (final StageBinding binding : stages) {
            place(name, binding.stages());
        }
        threads.add(new StageThread(name, stages.toArray(new StageBinding[0]), idleStrategies == null
                ? IdleStrategies.forType(config.waitStrategy()) : idleStrategies.get(),
                blocking ? IdleStrategies.SPINS_BEFORE_SLEEP : -1, guard, cpu, doorbell, index));
    }

    /**
     * Binds one stage instance behind {@code dependencies}, guarded by its row's failure policy. A row without a
     * policy is the journal, which guards itself ({@link JournalStage}): it runs beside risk and matching, so it must
     * not write the slot's result code, and it goes on recording the commands of a halted core (their outcome is
     * unknown to their callers, and a restart replays what the journal holds). Its batch is the whole ring: each poll
     * takes every command grouped since the last one, so a group commit covers everything that arrived while the
     * previous force ran, not a fixed number of commands.
     */
    private StageBinding bind(final StageKind kind, final EventHandler<CommandSlot> handler,
            final Sequence[] dependencies, final ExchangeConfig config) {
        if (kind.policy() == null) {
            return new StageBinding(handler, ring, dependencies, config.ringSize());
        }
        return new StageBinding(new GuardedHandler(handler, guard, kind.policy()), ring, dependencies,
                config.groupingMaxBatch());
    }

    /** Records which thread runs each stage instance of {@code stages}, for {@link #describe()}. */
    private void place(final String thread, final List<Object> stages) {
        for (final Object stage : stages) {
            final String before = placement.get(stage);
            placement.put(stage, before == null ? thread : before + " | " + thread);
        }
    }

    /**
     * What was built, one line per stage instance in stage-list order: {@code stage -> thread}, where the thread is
     * {@code bourse-...}, {@value Topology#SUBMITTER} (INLINE) or both ({@code a | b}), followed by
     * {@code (engine pass)} for a stage the engine pass runs. Read from the built bindings, not from the rules.
     *
     * @return the lines, for tools and tests (cold path)
     */
    public List<String> describe() {
        final List<String> out = new ArrayList<>();
        for (final StageKind kind : topology.stages()) {
            for (int shard = 0; shard < topology.instances(kind); shard++) {
                final Object stage = stage(kind, shard);
                out.add(stage + " -> " + placement.get(stage) + (topology.fused(kind) ? " (engine pass)" : ""));
            }
        }
        return out;
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

    /** @return the join's dependencies: the chain's last stages, then every beside stage */
    private static Sequence[] join(final Sequence[] chain, final List<Sequence> beside) {
        final Sequence[] out = Arrays.copyOf(chain, chain.length + beside.size());
        for (int k = 0; k < beside.size(); k++) {
            out[chain.length + k] = beside.get(k);
        }
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
