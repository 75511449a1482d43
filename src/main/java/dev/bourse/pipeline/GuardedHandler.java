package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CommandSlot;

/**
 * A polled stage with its failure policy ({@link StageFailure}): skips the commands of a halted core (except the
 * results stage, which reports them), runs the stage's handler, and hands anything it throws, {@link Error}s
 * included, to the {@link StageGuard}, then returns normally so the stage goes on with the next command.
 *
 * <p>Thread-safety: that of the wrapped handler.
 */
final class GuardedHandler implements EventHandler<CommandSlot> {
    private final EventHandler<CommandSlot> delegate;
    private final StageGuard guard;
    private final StageFailure policy;

    /**
     * @param delegate the stage
     * @param guard    the core's guard
     * @param policy   how the stage's failures end
     */
    GuardedHandler(final EventHandler<CommandSlot> delegate, final StageGuard guard, final StageFailure policy) {
        this.delegate = delegate;
        this.guard = guard;
        this.policy = policy;
    }

    /** @return the guarded stage */
    EventHandler<CommandSlot> stage() {
        return delegate;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        if (policy != StageFailure.REPORT && guard.skips(sequence)) {
            return;
        }
        try {
            delegate.onEvent(slot, sequence, endOfBatch);
        } catch (final Throwable t) {
            guard.failed(delegate, policy, slot, sequence, t);
        }
    }

    @Override
    public String toString() {
        return delegate.toString();
    }
}
