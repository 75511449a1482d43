package dev.bourse.pipeline;

import dev.bourse.config.ThreadLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A thread layout derived from the {@link StageKind stage list}: which stages are present, which of them one handler
 * runs per command (the engine pass), and which thread runs each stage instance. Three rules make the three layouts:
 * <ul>
 *   <li>{@link ThreadLayout#PIPELINED}: every stage instance on the thread named by its
 *       {@link StageKind#threadKey() thread key} (a sharded one's {@code key-shard}), so a shard owner's stages share
 *       one thread; threads are numbered in the order of their first stage in the list.</li>
 *   <li>{@link ThreadLayout#COMPACT}: the sharded stages, a contiguous run of the list, are fused into one engine
 *       pass ({@link SequentialStages}) that takes each command through all of them, shard by shard, in list order;
 *       the beside stages keep their own threads and every other stage runs on the {@value #ENGINE} thread.</li>
 *   <li>{@link ThreadLayout#INLINE}: COMPACT's stages, but the chain runs on the submitting threads
 *       ({@value #SUBMITTER}, no thread of its own, see {@link InlinePass}); when a beside stage exists, the join
 *       (results) waits for it, so the beside stage's thread reports what it released (a submitter holding the turn
 *       may report it too).</li>
 * </ul>
 * In the two fused layouts the beside threads are numbered first (thread 0 is the journal's, as
 * {@link dev.bourse.config.Settings#THREAD_LAYOUT} documents for {@link dev.bourse.config.Settings#AFFINITY_CPUS}).
 *
 * <p>Cold path: consulted only while the pipeline is built.
 *
 * <p>Thread-safety: immutable.
 */
final class Topology {
    /** The thread key of the COMPACT engine thread. */
    static final String ENGINE = "engine";
    /** The thread key of stages run by the submitting threads (INLINE): no long-lived thread. */
    static final String SUBMITTER = "submitter";

    private final ThreadLayout layout;
    private final int riskShards;
    private final int matchingShards;
    private final List<StageKind> stages;

    /**
     * @param layout         the thread layout
     * @param riskShards     risk shards, &gt;= 1
     * @param matchingShards matching shards, &gt;= 1
     * @param journal        whether the journal stage is present
     */
    Topology(final ThreadLayout layout, final int riskShards, final int matchingShards, final boolean journal) {
        this.layout = layout;
        this.riskShards = riskShards;
        this.matchingShards = matchingShards;
        final List<StageKind> present = new ArrayList<>();
        for (final StageKind kind : StageKind.values()) {
            if (kind.role() != StageKind.Role.BESIDE || journal) {
                present.add(kind);
            }
        }
        this.stages = Collections.unmodifiableList(present);
        if (layout != ThreadLayout.PIPELINED) {
            checkContiguousShardedRun();
        }
    }

    /** @return the stages present, in list order (the journal only when journalling) */
    List<StageKind> stages() {
        return stages;
    }

    /** @return the layout */
    ThreadLayout layout() {
        return layout;
    }

    /**
     * @param kind a stage
     * @return its number of instances
     */
    int instances(final StageKind kind) {
        return kind.instances(riskShards, matchingShards);
    }

    /**
     * @param kind a stage
     * @return true when the engine pass runs it (COMPACT and INLINE: the sharded stages), not a binding of its own
     */
    boolean fused(final StageKind kind) {
        return layout != ThreadLayout.PIPELINED && kind.sharded();
    }

    /** @return the fused stages in list order, the engine pass's stages; empty for PIPELINED */
    List<StageKind> fusedRun() {
        final List<StageKind> out = new ArrayList<>();
        for (final StageKind kind : stages) {
            if (fused(kind)) {
                out.add(kind);
            }
        }
        return out;
    }

    /** @return true when some stage waits for a beside stage (the journal is present) */
    boolean hasBeside() {
        for (final StageKind kind : stages) {
            if (kind.role() == StageKind.Role.BESIDE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The thread that runs a stage instance.
     *
     * @param kind  a stage present in this topology
     * @param shard its shard, 0 for an unsharded stage
     * @return the thread key ({@code bourse-} is prepended to a thread's name), or {@value #SUBMITTER}
     */
    String thread(final StageKind kind, final int shard) {
        if (layout == ThreadLayout.PIPELINED) {
            return kind.sharded() ? kind.threadKey() + "-" + shard : kind.threadKey();
        }
        if (kind.role() == StageKind.Role.BESIDE) {
            return kind.threadKey();
        }
        if (layout == ThreadLayout.COMPACT) {
            return ENGINE;
        }
        if (kind.role() == StageKind.Role.JOIN && hasBeside()) {
            return firstBeside().threadKey();
        }
        return SUBMITTER;
    }

    /** @return the long-lived threads' keys, in thread number order (the submitters are not among them) */
    List<String> threads() {
        final List<String> out = new ArrayList<>();
        if (layout != ThreadLayout.PIPELINED) {
            for (final StageKind kind : stages) {
                if (kind.role() == StageKind.Role.BESIDE) {
                    out.add(thread(kind, 0));
                }
            }
        }
        for (final StageKind kind : stages) {
            for (int shard = 0; shard < instances(kind); shard++) {
                final String key = thread(kind, shard);
                if (!SUBMITTER.equals(key) && !out.contains(key)) {
                    out.add(key);
                }
            }
        }
        return out;
    }

    private StageKind firstBeside() {
        for (final StageKind kind : stages) {
            if (kind.role() == StageKind.Role.BESIDE) {
                return kind;
            }
        }
        throw new IllegalStateException("no beside stage");
    }

    /** The engine pass takes a command through its stages one after another, so they must follow each other. */
    private void checkContiguousShardedRun() {
        int first = -1;
        int last = -1;
        for (int k = 0; k < stages.size(); k++) {
            if (stages.get(k).sharded()) {
                first = first < 0 ? k : first;
                last = k;
            }
        }
        for (int k = first; k >= 0 && k <= last; k++) {
            if (!stages.get(k).sharded()) {
                throw new IllegalStateException("the sharded stages are not contiguous in the stage list: "
                        + stages);
            }
        }
    }
}
