package dev.bourse.pipeline.fanout;

import dev.bourse.api.LagPolicy;

import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.MessageHandler;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;

/**
 * The duty loop of a {@link LagPolicy#BLOCK} consumer: reads its own ring buffer, handing each record over in place
 * (the publisher cannot overwrite a record before this reader has moved past it: the reader's position gates it).
 *
 * <p>Thread-safety: its consumer thread only.
 */
final class BlockingReader extends ReaderAgent implements MessageHandler {
    private final OneToOneRingBuffer ring;
    private final EventDecoder decoder = new EventDecoder();
    private final int batch;

    BlockingReader(final OneToOneRingBuffer ring, final Subscription subscription, final int batch) {
        super(subscription);
        this.ring = ring;
        this.batch = batch;
    }

    @Override
    public int doWork() {
        return ring.read(this, batch);
    }

    @Override
    public void onMessage(final int kind, final MutableDirectBuffer buffer, final int index, final int length) {
        subscription.deliver(decoder.wrap(buffer, index));
    }
}
