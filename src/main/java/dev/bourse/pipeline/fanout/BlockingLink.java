package dev.bourse.pipeline.fanout;

import dev.bourse.api.LagPolicy;

import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;

/**
 * The publisher's end of one {@link LagPolicy#BLOCK} consumer: its ring buffer (whose read position gates the
 * publisher), whether the fan-out was closed, after which a full ring no longer holds the publisher, and the
 * consumer's thread while it sleeps in a {@link WakeableIdleStrategy}, so that the publisher can wake it.
 *
 * <p>Thread-safety: {@link #close()} and {@link #announce} from any thread; the rest on the publisher's thread.
 */
final class BlockingLink {
    final OneToOneRingBuffer ring;
    /** Records not written because the ring was full after the close; the publisher's thread only. */
    long dropped;
    private volatile boolean closed;
    private volatile Thread sleeper;

    BlockingLink(final OneToOneRingBuffer ring) {
        this.ring = ring;
    }

    void close() {
        closed = true;
        final Thread t = sleeper;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Consumer thread: the thread about to sleep (look at the ring once more afterwards), or null on waking. */
    void announce(final Thread thread) {
        sleeper = thread;
    }

    /**
     * Publisher thread, after writing a record: wakes the consumer if it sleeps. The fence orders the record's write
     * before the read of the announcement (see {@link WakeableIdleStrategy} for why no wake-up is lost); while the
     * consumer is busy this costs the fence and one volatile read.
     */
    void wake() {
        VarHandle.fullFence();
        final Thread t = sleeper;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    boolean isClosed() {
        return closed;
    }
}
