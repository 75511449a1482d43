package dev.bourse.pipeline.fanout;

/**
 * A consumer of the event stream ({@link EventFanOut}): runs on its own thread, one record at a time, in stream
 * order. Records are described by {@link EventDescriptor}.
 *
 * <p>Thread-safety: each consumer is called on its own thread only, never concurrently with itself.
 *
 * <p>Failures: an exception thrown by a callback is counted ({@link Subscription#errors()}) and the consumer goes on
 * with the next record; it never reaches the core.
 */
public interface EventConsumer {

    /**
     * One record. The view is valid during this call only.
     *
     * @param event a flyweight over the record
     */
    void onEvent(EventDecoder event);

    /**
     * Records were lost: this consumer ({@link LagPolicy#DROP}) fell a whole buffer behind. Called before the first
     * record after the gap. A consumer that keeps derived state should resynchronise (query the core, or take the
     * absolute level fields of the records that follow).
     *
     * @param fromPosition the first lost record's position
     * @param lostCount    how many records were lost, &gt;= 1
     */
    default void onGap(long fromPosition, long lostCount) {
    }
}
