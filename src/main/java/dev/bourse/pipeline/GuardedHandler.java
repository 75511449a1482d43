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
            slot.resultCode = ResultCode.INTERNAL_ERROR;
            errors.record(e);
        }
    }

    @Override
    public String toString() {
        return delegate.toString();
    }
}
