package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.bourse.command.CommandSlot;
import java.util.List;

/**
 * One stage placed in the stage graph: its handler, its own progress {@link Sequence} and the sequences it must
 * not overtake (the stages before it, or the ring's published cursor for the first stage). {@link #poll()} handles
 * every slot available now without ever waiting, so one thread can take turns over several stages.
 *
 * <p>Thread-safety: {@link #poll()} is called by one thread; {@link #sequence()} is read by any.
 */
final class StageBinding {
    private final EventHandler<CommandSlot> handler;
    private final RingBuffer<CommandSlot> ring;
    private final Sequence[] dependencies;
    private final Sequence sequence = new Sequence();
    private final int maxBatch;
    /** When set, slot {@code k} is handled only after this sequence reached {@code k - 1}. */
    private Sequence previousDoneBy;
    /**
     * When set, {@link #poll()} holds it, or returns 0 at once when another thread does: the INLINE layout's results
     * stage, polled by the submitters (which hold it already) and by the journal's thread.
     */
    private InlineTurn turn;
    /** With {@link #turn}: the INLINE pass, run after a poll for what listener callbacks submitted during it. */
    private InlinePass pass;
    /** With {@link #turn}: takes it only when no submitter is around to report in its own pass. */
    private QuietTurnWatch watch;

    /**
     * @param handler      the stage, already guarded
     * @param ring         the ring
     * @param dependencies upstream sequences; empty for the first stage, which follows the published cursor
     * @param maxBatch     most slots handled per poll, &gt;= 1
     */
    StageBinding(final EventHandler<CommandSlot> handler, final RingBuffer<CommandSlot> ring,
            final Sequence[] dependencies, final int maxBatch) {
        this.handler = handler;
        this.ring = ring;
        this.dependencies = dependencies.clone();
        this.maxBatch = maxBatch;
    }

    Sequence sequence() {
        return sequence;
    }

    /**
     * Makes this stage handle a slot only after {@code downstream} has finished the slot before it. A risk check uses
     * it on its own shard's settlement, so a command is checked against balances that include the settlement of
     * every earlier command (no window in which a filled buy cannot be resold). Called before the threads start.
     *
     * @param downstream a later stage's sequence
     */
    void handleAfterPreviousDoneBy(final Sequence downstream) {
        this.previousDoneBy = downstream;
    }

    /**
     * Handles the slots available now, at most {@code maxBatch}.
     *
     * @return how many slots were handled
     * @throws Exception only if the handler is not guarded
     */
    int poll() throws Exception {
        if (turn == null) {
            return pollUnguarded();
        }
        // Whoever holds the turn is a submitter running this very stage, so a busy turn means nothing is lost by
        // skipping: waiting for it would only hold this thread up. A turn that is free but was taken a moment ago
        // belongs to a busy submitter too, which reports in its next pass (see QuietTurnWatch).
        final boolean quiet = watch.quiet(System.nanoTime());
        final long next = sequence.get() + 1;
        if (available(next, next) < next) {
            watch.idle();
            return 0;
        }
        if (!quiet || !turn.tryTake()) {
            return 0;
        }
        try {
            // A listener callback of this poll may have submitted commands: nested in this turn, they were published
            // for the pass of the turn's holder to run, and on this thread no pass is running, so run one now.
            return pollUnguarded() + pass.runSubmitted();
        } finally {
            turn.give();
        }
    }

    /**
     * Handles the slots available now, for the holder of {@link #guardWith the turn} running its pass (it holds the
     * turn already, and runs whatever its callbacks submit before the pass ends).
     *
     * @return how many slots were handled
     * @throws Exception only if the handler is not guarded
     */
    int pollHoldingTurn() throws Exception {
        return pollUnguarded();
    }

    /**
     * Makes {@link #poll()} hold {@code guard}, so that two threads may take turns polling this stage; a thread that
     * finds it held skips its turn. Called before the threads start.
     *
     * @param guard the INLINE turn
     * @param inline the pass that {@link #poll()} runs, holding the turn, after its listener callbacks submitted
     */
    void guardWith(final InlineTurn guard, final InlinePass inline) {
        this.turn = guard;
        this.pass = inline;
        this.watch = new QuietTurnWatch(guard);
    }

    /**
     * @return true when the last {@link #poll()} left work it may do soon (results it let a submitter report): the
     *         polling thread must poll again rather than sleep
     */
    boolean deferring() {
        return watch != null && watch.deferring();
    }

    private int pollUnguarded() throws Exception {
        final long next = sequence.get() + 1;
        final long available = available(next, next + maxBatch - 1);
        if (available < next) {
            return 0;
        }
        final long end = Math.min(available, next + maxBatch - 1);
        for (long s = next; s <= end; s++) {
            handler.onEvent(ring.get(s), s, s == end);
        }
        sequence.set(end);
        return (int) (end - next + 1);
    }

    private long available(final long next, final long limit) {
        if (dependencies.length == 0) {
            final long cursor = Math.min(ring.getCursor(), limit);
            long s = next;
            while (s <= cursor && ring.isAvailable(s)) {
                s++;
            }
            return s - 1;
        }
        long min = previousDoneBy == null ? Long.MAX_VALUE : previousDoneBy.get() + 1;
        for (final Sequence d : dependencies) {
            min = Math.min(min, d.get());
        }
        return min;
    }

    /**
     * The stage instances this binding runs, for {@link PipelineWiring#describe()} (cold path): the guarded stage, or
     * every stage of an engine pass in its order.
     *
     * @return the stages
     */
    List<Object> stages() {
        final EventHandler<CommandSlot> stage =
                handler instanceof GuardedHandler ? ((GuardedHandler) handler).stage() : handler;
        return stage instanceof SequentialStages ? ((SequentialStages) stage).stages() : List.of(stage);
    }

    @Override
    public String toString() {
        return handler.toString();
    }
}
