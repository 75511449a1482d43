package dev.bourse.core;

import dev.bourse.api.EventSubscription;
import dev.bourse.pipeline.fanout.EventFanOut;
import java.util.List;

/**
 * The core's event stream as its embedder sees it: the consumers added with {@link CoreContext#subscribe} and the
 * stream's counters. The consumers run from {@link ExchangeCore#start()} until {@link ExchangeCore#stop()} has
 * stopped the pipeline and each has read every record published. A core without subscribers has an empty stream that
 * publishes nothing and costs nothing.
 *
 * <p>Thread-safety: the accessors may be read from any thread.
 */
public final class EventStream {
    private final EventFanOut fanOut;
    private final List<EventSubscription> subscriptions;

    EventStream(final EventFanOut fanOut) {
        this.fanOut = fanOut;
        this.subscriptions = fanOut == null ? List.of() : List.copyOf(fanOut.subscriptions());
    }

    /** @return every consumer's subscription, in the order they were added; empty without subscribers */
    public List<EventSubscription> subscriptions() {
        return subscriptions;
    }

    /** @return the position of the last record published, 0 before the first or without subscribers */
    public long published() {
        return fanOut == null ? 0 : fanOut.position();
    }

    /** @return how many times the core's results thread idled waiting for a full BLOCK consumer's ring */
    public long producerWaits() {
        return fanOut == null ? 0 : fanOut.producerWaits();
    }

    /** Starts the consumers' threads; at the core's start, before its pipeline. */
    void start() {
        if (fanOut != null) {
            fanOut.startConsumers();
        }
    }

    /** Lets each consumer read what was published, then stops its thread; at the core's stop, after its pipeline. */
    void close() {
        if (fanOut != null) {
            fanOut.close();
        }
    }
}
