package dev.bourse.api;

/**
 * One consumer's place in the core's event stream and its counters: what it has read, what it lost, how often its
 * callbacks threw. The core hands these out for the consumers it was built with
 * ({@code ExchangeCore.subscriptions()}).
 *
 * <p>A consumer that did not ask for replayed commands skips their records: they advance its position and are neither
 * delivered nor counted as lost.
 *
 * <p>Thread-safety: every method may be called from any thread; each counter is written by the consumer's thread only,
 * so a reader sees a value that was true at some moment.
 */
public interface EventSubscription {

    /** @return the name given when the consumer was added (its thread is named {@code bourse-fanout-<name>}) */
    String name();

    /** @return what happens when this consumer lags a whole buffer behind */
    LagPolicy policy();

    /** @return true when this consumer asked for the records of commands replayed from the journal at start */
    boolean receivesReplayed();

    /** @return the position of the last record this consumer has read (delivered, skipped or after a gap), 0 before */
    long position();

    /** @return records delivered to {@link EventConsumer#onEvent} */
    long delivered();

    /** @return records this consumer lost by being overrun (always 0 for {@link LagPolicy#BLOCK}) */
    long lost();

    /** @return how many times it was overrun ({@link EventConsumer#onGap} calls) */
    long gaps();

    /** @return exceptions its callbacks threw (each counted, none stopped it) */
    long errors();
}
