package dev.bourse.pipeline.fanout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;
import org.agrona.concurrent.ringbuffer.RingBufferDescriptor;
import org.junit.jupiter.api.Test;

class WakeableIdleStrategyTest {
    /** Far longer than any test waits: a consumer that woke before it did was woken by the publisher. */
    private static final long LONG_PARK_NS = TimeUnit.SECONDS.toNanos(600);

    private static BlockingLink link() {
        return new BlockingLink(new OneToOneRingBuffer(new UnsafeBuffer(
                ByteBuffer.allocateDirect(4096 + RingBufferDescriptor.TRAILER_LENGTH))));
    }

    /** Idles as a consumer with nothing to read does, until its ring holds a record or the link closes. */
    private static Thread sleeper(final BlockingLink link, final CountDownLatch woke) {
        final WakeableIdleStrategy idle = new WakeableIdleStrategy(link, LONG_PARK_NS);
        final Thread t = new Thread(() -> {
            while (link.ring.size() == 0 && !link.isClosed()) {
                idle.idle(0);
            }
            woke.countDown();
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    @Test
    void aSleepingConsumerWakesWhenTheRecordIsWrittenNotWhenItsParkEnds() throws Exception {
        final BlockingLink link = link();
        final CountDownLatch woke = new CountDownLatch(1);
        final Thread consumer = sleeper(link, woke);
        while (consumer.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        assertThat(woke.getCount()).isOne();
        assertThat(link.ring.write(1, new UnsafeBuffer(new byte[8]), 0, 8)).isTrue();
        link.wake();
        assertThat(woke.await(60, TimeUnit.SECONDS)).as("woken by the publisher, long before its park ended")
                .isTrue();
    }

    @Test
    void closingTheLinkWakesASleepingConsumer() throws Exception {
        final BlockingLink link = link();
        final CountDownLatch woke = new CountDownLatch(1);
        final Thread consumer = sleeper(link, woke);
        while (consumer.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        link.close();
        assertThat(woke.await(60, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aRecordWrittenBeforeTheConsumerSleepsIsNotLeftWaitingForTheNextWakeUp() throws Exception {
        final BlockingLink link = link();
        assertThat(link.ring.write(1, new UnsafeBuffer(new byte[8]), 0, 8)).isTrue();
        final WakeableIdleStrategy idle = new WakeableIdleStrategy(link, LONG_PARK_NS);
        final long start = System.nanoTime();
        for (int i = 0; i < 1_000; i++) {
            idle.idle(0);
        }
        assertThat(System.nanoTime() - start).as("never parked while the ring held a record")
                .isLessThan(TimeUnit.SECONDS.toNanos(60));
    }
}
