package dev.bourse.pipeline;

/**
 * Tells the journal's thread, in the INLINE layout, when it may take the {@link InlineTurn} to report the results
 * the journal released: only once the turn has been free, and not taken by anyone, for {@link #QUIET_NANOS}.
 *
 * <p>Why: a submitter holding the turn reports what the journal released in its own pass, on the core that ran the
 * engine for those commands and still has their slots in its cache. If the journal's thread took the turn in the
 * gap between two of a busy submitter's commands, the submitter would spin until the whole batch was reported from
 * the other core, and the engine and the results would never overlap: with an ASYNC journal that serialisation, not
 * the journal's own work, cost more than half of the no-journal throughput. When no submitter comes (the caller
 * waits for its future, or the rate is low), the turn stays quiet and the journal's thread reports after at most
 * {@link #QUIET_NANOS} more, a small part of any force.
 *
 * <p>The watch never blocks: {@link #quiet(long)} says whether to try now; a thread that was told no must poll again
 * soon rather than sleep, which {@link #deferring()} tells its loop.
 *
 * <p>Thread-safety: one thread, the journal's.
 */
final class QuietTurnWatch {
    /**
     * How long the turn must stay free and untaken before the journal's thread takes it, ns. A busy submitter takes
     * the turn again well within this (a command costs about a microsecond); an absent one costs its results at most
     * this much more latency.
     */
    static final long QUIET_NANOS = 2_000;

    private final InlineTurn turn;
    private long seenTakes = -1;
    private long seenAt;
    private boolean deferring;

    /**
     * @param turn the INLINE turn
     */
    QuietTurnWatch(final InlineTurn turn) {
        this.turn = turn;
    }

    /**
     * @param nowNanos {@link System#nanoTime()}
     * @return true when the turn has been free and untaken for at least {@link #QUIET_NANOS}, as far as this
     *         thread's earlier calls saw
     */
    boolean quiet(final long nowNanos) {
        final long takes = turn.takes();
        if (!turn.isFree() || takes != seenTakes) {
            // A held turn restarts the clock at the first sight of it free, whenever that is.
            seenTakes = turn.isFree() ? takes : -1;
            seenAt = nowNanos;
            deferring = true;
            return false;
        }
        final boolean quiet = nowNanos - seenAt >= QUIET_NANOS;
        deferring = !quiet;
        return quiet;
    }

    /** Forgets a deferral: there is nothing to report any more. */
    void idle() {
        deferring = false;
    }

    /** @return true when the last call found work it deferred: the caller must not sleep before it polls again */
    boolean deferring() {
        return deferring;
    }
}
