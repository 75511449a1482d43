package dev.bourse.config;

/**
 * Which pipeline stages share a thread (property {@link Settings#THREAD_LAYOUT}). The layout must change
 * only where work runs, never its result: every stage sees the commands in ring order either way, so the pipeline
 * must give the same events, state and state hashes for the same input under every layout.
 *
 * <p>The stages, in ring order: <b>grouping</b> (batches commands), <b>journal</b> (writes them, when
 * {@link Settings#JOURNAL_ENABLED}), the <b>risk shards</b> (pre-trade check and hold; later, settlement of
 * the trades of the users the shard owns), the <b>matching shards</b> (the order books of the symbols the shard
 * owns) and <b>results</b> (hands outcomes and events to the listeners). A risk shard's settlement always runs on the
 * thread that runs its pre-trade check, so each shard's accounts have one owner (practice 10).
 *
 * <p>Threads are numbered in the order listed for each layout; when {@link Settings#AFFINITY_CPUS} is set,
 * thread {@code i} is pinned to the {@code i}-th CPU of that list.
 *
 * <p>Thread-safety: immutable.
 */
public enum ThreadLayout {
    /**
     * One engine thread, plus the journal's thread when journalling, whatever the shard counts, so that on a
     * 2-core machine the pipeline and one producer do not outnumber the cores. Callers hand each command over and
     * return at once, which suits many producer threads on a machine with cores to spare; on a small or virtual
     * machine the hand-off's tail costs milliseconds (see {@link #INLINE}).
     * <pre>
     *   thread 0 "journal": the journal (only when journalling; mostly waiting on the disk)
     *   thread 1 "engine":  grouping -&gt; for each command: risk shards 0..n-1 (check) -&gt; matching shards 0..m-1
     *                       -&gt; settlements 0..n-1; then results (which also wait for the journal)
     * </pre>
     * Shards still partition the state (the engine thread visits them in turn), so a configuration can be tested
     * here and run {@link #PIPELINED} elsewhere with the same results.
     */
    COMPACT,
    /**
     * One thread per stage and per shard, for machines with a core to spare for each:
     * {@code 1 + (journal ? 1 : 0) + riskShards + matchingShards + 1} threads.
     * <pre>
     *   grouping | journal (if enabled) | risk shard 0 .. risk shard n-1 (check, then settlement)
     *            | matching shard 0 .. matching shard m-1 | results
     * </pre>
     * With a busy wait strategy pin the threads ({@link Settings#AFFINITY_ENABLED}) and make sure
     * {@link ExchangeConfig#threadCount()} is below the number of cores.
     */
    PIPELINED,
    /**
     * No engine thread: the thread that submits a command runs grouping, every risk check, matching shard and
     * settlement (the {@link #COMPACT} engine) and the results for it before the call returns. Several threads may
     * submit; they take turns running the stages (a submitter whose command another one is handling just waits for
     * it), so the API stays thread-safe, but nothing runs in parallel.
     * <pre>
     *   thread 0 "journal": the journal, then the results it released (only when journalling)
     *   submitting threads:  grouping -&gt; engine -&gt; results, one at a time
     * </pre>
     * Without journalling a future returned by the API is complete on return and the listener is called on the
     * submitting thread. With journalling the journal keeps its own thread (a force must not hold up the caller) and
     * a command is reported once its block is written (forced, with GROUP_COMMIT), by whichever thread gets there.
     * A command submitted from inside a listener callback is handled before that turn ends, not before the call
     * returns.
     *
     * <p>It suits small machines because of the tail: on a machine with two cores, a producer and an engine thread
     * that both stay busy are preempted by every other runnable thread (JIT, GC, OS) in scheduler slices of
     * milliseconds, and an engine thread that sleeps when idle wakes through the scheduler, which on a virtual
     * machine can take milliseconds too; handing the engine's work to the producer leaves a core free for the others
     * and never waits for a wake-up. The price: each call costs the caller the command's processing (about a
     * microsecond), and producers take turns instead of handing off. Also for backtests and simulations, and to
     * measure the engine's own cost per command.
     */
    INLINE;

    /**
     * The number of long-lived threads the core runs with this layout.
     *
     * @param riskShards     number of risk shards, &gt;= 1
     * @param matchingShards number of matching shards, &gt;= 1
     * @param journalEnabled whether the journal stage exists
     * @return {@code 1 + (journalEnabled ? 1 : 0)} for {@link #COMPACT};
     *         {@code 2 + (journalEnabled ? 1 : 0) + riskShards + matchingShards} for {@link #PIPELINED};
     *         {@code journalEnabled ? 1 : 0} for {@link #INLINE}
     */
    public int threadCount(final int riskShards, final int matchingShards, final boolean journalEnabled) {
        if (this == INLINE) {
            return journalEnabled ? 1 : 0;
        }
        if (this == COMPACT) {
            return journalEnabled ? 2 : 1;
        }
        return 2 + (journalEnabled ? 1 : 0) + riskShards + matchingShards;
    }
}
