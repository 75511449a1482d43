package dev.bourse.api;

/**
 * A consumer of the core's event stream, added with {@code ExchangeCore.builder(config).subscribe(...)}: it runs on
 * its own thread, one record at a time, in stream order, so that nothing it does holds back matching (unless it chose
 * {@link LagPolicy#BLOCK} and lets its buffer fill). {@link StreamEvent} says what a record holds.
 *
 * <p>Thread-safety: each consumer is called on its own thread only, never concurrently with itself.
 *
 * <p>Failures: an exception thrown by a callback is counted ({@link EventSubscription#errors()}) and the consumer goes
 * on with the next record; it never reaches the core.
 */
public interface EventConsumer {

    /**
     * One record. The view is valid during this call only: read what you need (or copy it) and do not keep it.
     *
     * @param event a flyweight over the record
     */
    void onEvent(StreamEvent event);

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
