package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.api.ResultCode;

/**
 * The failure policy of a stage: runs the stage's handler, and if it throws, counts the exception, marks the
 * command {@link ResultCode#INTERNAL_ERROR} and returns normally so the stage goes on with the next command.
 *
 * <p>Thread-safety: that of the wrapped handler.
 */
final class GuardedHandler implements EventHandler<CommandSlot> {
    private final EventHandler<CommandSlot> delegate;
    private final StageErrors errors;

    GuardedHandler(final EventHandler<CommandSlot> delegate, final StageErrors errors) {
        this.delegate = delegate;
        this.errors = errors;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        try {
            delegate.onEvent(slot, sequence, endOfBatch);
        } catch (final Exception e) {
            failed(slot, errors, e);
        }
    }

    /**
     * The policy itself, for callers that run a stage of a known class directly (so the call can be inlined) and
     * catch its exception themselves: marks the command failed and counts the exception.
     *
     * @param slot   the command whose stage threw
     * @param errors the core's error counter
     * @param e      what the stage threw
     */
    static void failed(final CommandSlot slot, final StageErrors errors, final Exception e) {
        slot.resultCode = ResultCode.INTERNAL_ERROR;
        errors.record(e);
    }

    @Override
    public String toString() {
        return delegate.toString();
    }
}
