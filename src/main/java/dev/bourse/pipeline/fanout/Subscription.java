package dev.bourse.pipeline.fanout;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.EventSubscription;
import dev.bourse.api.LagPolicy;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One consumer's place in the event stream and its counters: what it has read, what it lost, how often its callbacks
 * threw. Returned by {@link EventFanOut#subscriptions()}; the counters may be read from any thread (each is written
 * by the consumer's thread only, with release semantics, so a reader sees a value that was true at some moment).
 *
 * <p>A consumer that did not ask for replayed commands skips their records (they advance its position, and are
 * neither delivered nor counted as lost).
 */
public final class Subscription implements EventSubscription {
    private final String name;
    private final LagPolicy policy;
    private final boolean replayed;
    private final EventConsumer consumer;
    private final AtomicLong position = new AtomicLong();
    private final AtomicLong delivered = new AtomicLong();
    private final AtomicLong lost = new AtomicLong();
    private final AtomicLong gaps = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    /** The position this consumer reads next; the consumer's thread only. */
    private long expected = 1;

    Subscription(final String name, final LagPolicy policy, final boolean replayed, final EventConsumer consumer) {
        this.name = name;
        this.policy = policy;
        this.replayed = replayed;
        this.consumer = consumer;
    }

    /** @return the name given when the consumer was added (its thread's name ends with it) */
    @Override
    public String name() {
        return name;
    }

    /** @return what happens when this consumer lags a whole buffer behind */
    @Override
    public LagPolicy policy() {
        return policy;
    }

    /** @return true when this consumer asked for the records of commands replayed at start */
    @Override
    public boolean receivesReplayed() {
        return replayed;
    }

    /** @return the position of the last record this consumer has read (delivered, skipped or after a gap), 0 before */
    @Override
    public long position() {
        return position.get();
    }

    /** @return records delivered to {@link EventConsumer#onEvent} */
    @Override
    public long delivered() {
        return delivered.get();
    }

    /** @return records this consumer lost by being overrun (always 0 for {@link LagPolicy#BLOCK}) */
    @Override
    public long lost() {
        return lost.get();
    }

    /** @return how many times it was overrun ({@link EventConsumer#onGap} calls) */
    @Override
    public long gaps() {
        return gaps.get();
    }

    /** @return exceptions its callbacks threw (each counted, none stopped it) */
    @Override
    public long errors() {
        return errors.get();
    }

    /** Consumer thread: a failure of the duty loop itself, outside the callbacks (counted with theirs). */
    void failed(final Throwable failure) {
        errors.lazySet(errors.get() + 1);
    }

    /** Consumer thread: hands one record over, after the gap before it if there is one. */
    void deliver(final EventDecoder event) {
        final long at = event.position();
        if (at > expected) {
            final long missed = at - expected;
            lost.lazySet(lost.get() + missed);
            gaps.lazySet(gaps.get() + 1);
            try {
                consumer.onGap(expected, missed);
            } catch (final Exception e) {
                errors.lazySet(errors.get() + 1);
            }
        }
        expected = at + 1;
        if (replayed || !event.isReplayed()) {
            try {
                consumer.onEvent(event);
            } catch (final Exception e) {
                errors.lazySet(errors.get() + 1);
            }
            delivered.lazySet(delivered.get() + 1);
        }
        position.lazySet(at);
    }

    @Override
    public String toString() {
        return name + " (" + policy + ")";
    }
}
