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

    @Override
    public final void onClose() {
        while (doWork() > 0) {
            Thread.onSpinWait();
        }
    }

    @Override
    public abstract int doWork();

    @Override
    public final String roleName() {
        return "bourse-fanout-" + subscription.name();
    }
}
