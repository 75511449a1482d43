package dev.bourse.pipeline;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;

/**
 * Applies the stages' failure policy ({@link StageFailure}, drawn up in the package documentation): counts every
 * failure in {@link StageErrors}, then either marks the command {@link ResultCode#INTERNAL_ERROR} (refused alone,
 * nothing changed) or halts the core from the failing command on ({@link CoreHalt}) and marks it
 * {@link ResultCode#CORE_HALTED}. Stages ask {@link #skips} before each command, so after a halt nothing more is
 * applied, while the results stage goes on reporting.
 *
 * <p>Allocates nothing on failure, so it still works when the failure is an exhausted heap.
 *
 * <p>Thread-safety: any thread.
 */
final class StageGuard {
    private final StageErrors errors;
    private final CoreHalt halt;

    StageGuard(final StageErrors errors, final CoreHalt halt) {
        this.errors = errors;
        this.halt = halt;
    }

    StageErrors errors() {
        return errors;
    }

    /**
     * @param slot a ring sequence
     * @return whether the core halted at or before it, so a stage must apply nothing of it
     */
    boolean skips(final long slot) {
        return halt.covers(slot);
    }

    /**
     * A stage threw while handling a command.
     *
     * @param stage   the stage (names it in the halt reason)
     * @param policy  the stage's policy
     * @param slot    the command
     * @param ring    its ring sequence
     * @param failure what the stage threw
     */
    void failed(final Object stage, final StageFailure policy, final CommandSlot slot, final long ring,
            final Throwable failure) {
        errors.onError(failure);
        if (policy.refusesOnly(slot.type(), failure)) {
            if (policy != StageFailure.REPORT) {
                slot.setResultCode(ResultCode.INTERNAL_ERROR);
            }
            return;
        }
        if (policy == StageFailure.REPORT) {
            halt.halt(stage, slot.sequence(), slot.type(), failure, ring + 1);
        } else {
            halt.halt(stage, slot.sequence(), slot.type(), failure, ring);
            slot.setResultCode(ResultCode.CORE_HALTED);
        }
    }

    /**
     * A thread's loop threw outside every stage's guard (a bug of the loop): nothing is known of the stage's state,
     * so the core halts from the first slot the stage had not finished.
     *
     * @param where    the thread and stage
     * @param nextSlot the first ring sequence the stage had not finished
     * @param failure  what was thrown
     */
    void failedOutside(final Object where, final long nextSlot, final Throwable failure) {
        errors.onError(failure);
        halt.halt(where, -1, CommandType.NONE, failure, nextSlot);
    }

    /**
     * The journal could not make a command durable: the core halts without freezing its stages (see
     * {@link JournalHealth}).
     *
     * @param journal the journal stage
     * @param slot    the command whose append failed
     * @param failure what the journal threw
     */
    void lostDurability(final Object journal, final CommandSlot slot, final Throwable failure) {
        errors.onError(failure);
        halt.halt(journal, slot.sequence(), slot.type(), failure, CoreHalt.NO_FREEZE);
    }
}
