package dev.bourse.api;

/**
 * What happens when a consumer falls a whole buffer behind the publisher. Chosen per consumer; the buffer's size
 * bounds the lag either way.
 */
public enum LagPolicy {
    /**
     * The publisher waits for the consumer (a gating position: the consumer's own ring buffer is full until it reads).
     * The consumer sees every record, in order, and never a gap; in exchange a consumer that stops reading stops the
     * core's results stage once its buffer is full, and with it the whole core, until it reads again or the fan-out
     * is closed. For consumers that must not miss anything and are known to keep up (an audit trail, a drop copy).
     */
    BLOCK,
    /**
     * The publisher never waits: all DROP consumers read one shared broadcast buffer, and a consumer a whole buffer
     * behind is overrun. It then skips to the oldest record still there and hears
     * {@link EventConsumer#onGap(long, long)} with the exact number of records it lost, after which it reads on in
     * order; it resynchronises from a query of the core (an L2 answer, a user report) and the level fields of the
     * records that follow. For consumers whose lag must never hold back matching (a market-data feed, a monitor).
     */
    DROP
}
