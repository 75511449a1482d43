package dev.bourse.core;

import com.lmax.disruptor.RingBuffer;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.Doorbell;
import dev.bourse.pipeline.InlineTurn;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.sequencer.CommandSequencer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The claim and publish protocol of the three thread layouts, the one way into the ring for every producer: the API
 * translators, the expiry timer's time events, journal replay and the snapshot steps.
 * <ul>
 *   <li>COMPACT and PIPELINED: a producer counts itself in {@link #publishers()} before it checks that the core
 *       accepts commands and out after it published, so a stop knows when nobody is left in between; after a publish
 *       it rings the doorbell for sleeping stage threads.</li>
 *   <li>INLINE: a producer takes the {@link InlineTurn}, claims, publishes and runs the stages for its command before
 *       it gives the turn back. A submission from inside a listener callback holds the turn already: the pass that is
 *       running handles its command, so it cannot wait for room and is refused with RING_FULL instead.</li>
 * </ul>
 * Claims return the ring sequence (&gt;= 0) or a negative {@link ResultCode}; a claimed slot is cleared.
 *
 * <p>Thread-safety: any number of producer threads.
 */
final class RingPublisher {
    private final PipelineWiring wiring;
    private final RingBuffer<CommandSlot> ring;
    private final CoreHalt halt;
    private final boolean inline;
    private final InlineTurn turn;
    private final Doorbell doorbell;
    private final CommandSequencer sequencer;
    /** COMPACT and PIPELINED: threads between their check of {@link #accepting} and their publish. */
    private final AtomicInteger publishers = new AtomicInteger();
    private volatile boolean accepting;

    /**
     * @param wiring the pipeline
     * @param halt   the core's halt
     * @param inline    whether the submitters run the stages (INLINE)
     * @param sequencer told of every slot before it is published (an external log's stamp goes on it there)
     */
    RingPublisher(final PipelineWiring wiring, final CoreHalt halt, final boolean inline,
            final CommandSequencer sequencer) {
        this.sequencer = sequencer;
        this.wiring = wiring;
        this.ring = wiring.ring();
        this.halt = halt;
        this.inline = inline;
        this.turn = wiring.inlineTurn();
        this.doorbell = wiring.doorbell();
    }

    /** @param value whether new commands are accepted from now on */
    void accepting(final boolean value) {
        accepting = value;
    }

    /** @return whether new commands are accepted (started, not stopping), halted or not */
    boolean accepting() {
        return accepting;
    }

    /** @return COMPACT and PIPELINED: the producers between their check of the core's state and their publish */
    AtomicInteger publishers() {
        return publishers;
    }

    /** @return INLINE: the turn, else null */
    InlineTurn inlineTurn() {
        return inline ? turn : null;
    }

    /**
     * @param seq a claimed ring sequence
     * @return its slot, to write the command into
     */
    CommandSlot slot(final long seq) {
        return ring.get(seq);
    }

    /**
     * Claims a slot for a new command.
     *
     * @return the ring sequence, or CORE_HALTED, CORE_NOT_RUNNING or (INLINE, nested in a callback) RING_FULL
     */
    long claim() {
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

    /**
     * Claims a slot for an internal producer (journal replay, a snapshot step), even while the core stops: a capture
     * in progress must end before the threads stop, and replay runs before commands are accepted. Never nested.
     *
     * @return the ring sequence; its slot is cleared
     */
    long claimInternal() {
        if (inline) {
            turn.take();
            makeRoom();
        } else {
            publishers.incrementAndGet();
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

    /**
     * Publishes a claimed slot; INLINE runs the stages for it before returning.
     *
     * @param seq what {@link #claim()} or {@link #claimInternal()} returned
     */
    void publish(final long seq) {
        sequencer.publishing(ring.get(seq));
        ring.publish(seq);
        if (!inline) {
            doorbell.ring();
            publishers.decrementAndGet();
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

    /**
     * Publishes an {@link CommandType#ADVANCE_TIME} for a book: a command like any other, refused like any other.
     *
     * @param symbol the book whose GTD orders are due
     * @return the ring sequence, or a negative {@link ResultCode}
     */
    long publishTime(final long symbol) {
        final long seq = claim();
        if (seq >= 0) {
            final CommandSlot s = ring.get(seq);
            s.setType(CommandType.ADVANCE_TIME);
            s.setSymbol(symbol);
            publish(seq);
        }
        return seq;
    }

    /**
     * Publishes a claimed slot with the future its results stage completes.
     *
     * @param seq a claimed ring sequence
     * @param f   the caller's future
     * @return {@code f}
     */
    CompletableFuture<CommandResult> submit(final long seq, final CompletableFuture<CommandResult> f) {
        ring.get(seq).setFuture(f);
        publish(seq);
        return f;
    }

    /**
     * @param code a refusal
     * @return a future already completed with it
     */
    static CompletableFuture<CommandResult> refused(final int code) {
        return CompletableFuture.completedFuture(CommandResult.refused(code));
    }

    /**
     * @param seq a negative claim result
     * @return the refusal as a failed query future's cause, with the halt reason when halted
     */
    IllegalStateException queryRefusal(final long seq) {
        final String reason = seq == ResultCode.CORE_HALTED ? ": " + halt.reason() : "";
        return new IllegalStateException(ResultCode.name((int) seq) + reason);
    }
}
