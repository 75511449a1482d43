package dev.bourse.pipeline.fanout;

import dev.bourse.api.LagPolicy;

import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;

/**
 * The publisher's end of one {@link LagPolicy#BLOCK} consumer: its ring buffer (whose read position gates the
 * publisher) and whether the fan-out was closed, after which a full ring no longer holds the publisher.
 *
 * <p>Thread-safety: {@link #close()} from any thread; the rest on the publisher's thread.
 */
final class BlockingLink {
    final OneToOneRingBuffer ring;
    /** Records not written because the ring was full after the close; the publisher's thread only. */
    long dropped;
    private volatile boolean closed;

    BlockingLink(final OneToOneRingBuffer ring) {
        this.ring = ring;
    }

    void close() {
        closed = true;
    }

    boolean isClosed() {
        return closed;
    }
}
