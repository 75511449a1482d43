package dev.bourse.pipeline.fanout;

import dev.bourse.api.LagPolicy;

import org.agrona.concurrent.AtomicBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.broadcast.BroadcastReceiver;

/**
 * The duty loop of a {@link LagPolicy#DROP} consumer: reads the shared broadcast buffer on its own cursor, copies each
 * record out before handing it over (the publisher may overwrite the original at any moment) and checks that the copy
 * was not overrun while being taken; an overrun record is discarded, and the position jump of the next one tells the
 * subscription exactly how many it lost.
 *
 * <p>Thread-safety: its consumer thread only.
 */
final class DroppingReader extends ReaderAgent {
    private final BroadcastReceiver receiver;
    private final UnsafeBuffer copy = new UnsafeBuffer(new byte[EventDescriptor.LENGTH]);
    private final EventDecoder decoder = new EventDecoder();
    private final int batch;

    DroppingReader(final AtomicBuffer broadcast, final Subscription subscription, final int batch) {
        super(subscription);
        this.receiver = new BroadcastReceiver(broadcast);
        this.batch = batch;
    }

    @Override
    public int doWork() {
        int read = 0;
        while (read < batch && receiver.receiveNext()) {
            read++;
            if (receiver.length() != EventDescriptor.LENGTH) {
                continue;
            }
            copy.putBytes(0, receiver.buffer(), receiver.offset(), EventDescriptor.LENGTH);
            if (receiver.validate()) {
                subscription.deliver(decoder.wrap(copy, 0));
            }
        }
        return read;
    }
}
