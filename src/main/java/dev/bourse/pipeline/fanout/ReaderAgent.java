package dev.bourse.pipeline.fanout;

import org.agrona.concurrent.Agent;

/**
 * What the two consumer duty loops share: the thread's name, and reading on at close until nothing is left, so that a
 * consumer closed after the core stopped has read everything that was published.
 *
 * <p>Thread-safety: its consumer thread only.
 */
abstract class ReaderAgent implements Agent {
    /** The consumer's place in the stream. */
    final Subscription subscription;

    ReaderAgent(final Subscription subscription) {
        this.subscription = subscription;
    }

    /**
     * Reads on until two turns in a row find nothing: one empty turn is not enough, because a ring read stops at the
     * end of its buffer and may find only the padding record before the wrap, with records after it.
     */
    @Override
    public final void onClose() {
        int emptyTurns = 0;
        while (emptyTurns < 2) {
            if (doWork() > 0) {
                emptyTurns = 0;
            } else {
                emptyTurns++;
            }
        }
    }

    @Override
    public abstract int doWork();

    @Override
    public final String roleName() {
        return "bourse-fanout-" + subscription.name();
    }
}
