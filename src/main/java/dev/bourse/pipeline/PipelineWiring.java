package dev.bourse.pipeline;

import com.lmax.disruptor.BusySpinWaitStrategy;
import com.lmax.disruptor.EventHandler;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.bourse.api.ExchangeListener;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.matching.MatchingShard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The one place that builds the ring and the stage graph (drawn in the package documentation) and maps the stages
 * onto threads according to {@link ExchangeConfig#threadLayout()}:
 * <ul>
 *   <li>{@link ThreadLayout#COMPACT}: thread 0 runs grouping, or the journal alone when journalling (grouping then
 *       joins thread 1, so a journal write or force never holds up grouping); thread 1 runs every risk check,
 *       every matching shard, every settlement and the results, taking turns in graph order;</li>
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
final class PipelineWiring {
    private final RingBuffer<CommandSlot> ring;
    private final StageBinding results;
    private final MatchingStage[] matching;
    private final List<StageThread> threads = new ArrayList<>();
    private final StageErrors errors;
    private final JournalHealth journalHealth = new JournalHealth();
    private final GroupingStage groupingStage;

    PipelineWiring(final ExchangeConfig config, final RiskProcessor risk, final Journal journal,
            final ExchangeListener listener, final LongSupplier clock, final StageErrors errors) {
        this.errors = errors;
        this.ring = RingBuffer.createMultiProducer(() -> new CommandSlot(SlotEvents.DEFAULT_CAPACITY),
                config.ringSize(), new BusySpinWaitStrategy());
        final int batch = config.groupingMaxBatch();
        final int n = config.riskShards();
        final int m = config.matchingShards();
        groupingStage = new GroupingStage(clock);
        final StageBinding grouping = bind(groupingStage, new Sequence[0], batch);
        final StageBinding journalling = config.journalEnabled()
                ? bindJournal(new JournalStage(journal, errors, journalHealth), seqs(grouping), batch) : null;
        final StageBinding[] checks = new StageBinding[n];
        for (int i = 0; i < n; i++) {
            checks[i] = bind(new RiskCheckStage(i, n, risk), seqs(grouping), batch);
        }
        matching = new MatchingStage[m];
        final StageBinding[] matchers = new StageBinding[m];
        for (int j = 0; j < m; j++) {
            matching[j] = new MatchingStage(j, m, config.orderBookExpectedOrders());
            matchers[j] = bind(matching[j], seqs(checks), batch);
        }
        final StageBinding[] settlements = new StageBinding[n];
        for (int i = 0; i < n; i++) {
            settlements[i] = bind(new SettlementStage(i, risk), seqs(matchers), batch);
            checks[i].handleAfterPreviousDoneBy(settlements[i].sequence());
        }
        results = bind(new ResultsStage(listener, journalHealth), resultsDependencies(settlements, journalling), batch);
        ring.addGatingSequences(results.sequence());
        layout(config, grouping, journalling, checks, matchers, settlements);
    }

    private void layout(final ExchangeConfig config, final StageBinding grouping, final StageBinding journalling,
            final StageBinding[] checks, final StageBinding[] matchers, final StageBinding[] settlements) {
        final List<StageBinding> input = new ArrayList<>();
        input.add(grouping);
        if (config.threadLayout() == ThreadLayout.COMPACT) {
            final List<StageBinding> engine = new ArrayList<>();
            if (journalling != null) {
                addThread(config, "bourse-journal", List.of(journalling));
                engine.add(grouping);
            } else {
                addThread(config, "bourse-input", input);
            }
            engine.addAll(List.of(checks));
            engine.addAll(List.of(matchers));
            engine.addAll(List.of(settlements));
            engine.add(results);
            addThread(config, "bourse-engine", engine);
            return;
        }
        addThread(config, "bourse-grouping", input);
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
        threads.add(new StageThread(name, stages.toArray(new StageBinding[0]),
                new IdleStrategy(config.waitStrategy()), errors));
    }

    private StageBinding bind(final EventHandler<CommandSlot> handler, final Sequence[] dependencies,
            final int batch) {
        return new StageBinding(new GuardedHandler(handler, errors), ring, dependencies, batch);
    }

    /** The journal's own guard: it runs beside risk and matching, so it must not write the slot's result code. */
    private StageBinding bindJournal(final EventHandler<CommandSlot> handler, final Sequence[] dependencies,
            final int batch) {
        return new StageBinding(handler, ring, dependencies, batch);
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

    RingBuffer<CommandSlot> ring() {
        return ring;
    }

    /** @return the ring sequence up to which every command has been reported */
    long completedSequence() {
        return results.sequence().get();
    }

    List<StageThread> threads() {
        return threads;
    }

    MatchingShard matchingShard(final int shard) {
        return matching[shard].matching();
    }

    int matchingShards() {
        return matching.length;
    }

    JournalHealth journalHealth() {
        return journalHealth;
    }

    /** @return the grouping stage, for snapshot scheduling and recovery before the threads start */
    GroupingStage grouping() {
        return groupingStage;
    }
}
