package dev.bourse.pipeline;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DoorbellTest {
    /** Far longer than the test waits, so only a ring can wake the sleeper in time. */
    private static final long HOUR_NANOS = TimeUnit.HOURS.toNanos(1);

    @Test
    void aRingWakesAnAnnouncedSleeperLongBeforeItsTimeOut() throws Exception {
        final Doorbell bell = new Doorbell(2, HOUR_NANOS);
        final CountDownLatch announced = new CountDownLatch(1);
        final CountDownLatch woke = new CountDownLatch(1);
        final Thread sleeper = new Thread(() -> {
            bell.announce(1);
            announced.countDown();
            bell.sleep();
            bell.retract(1);
            woke.countDown();
        });
        sleeper.setDaemon(true);
        sleeper.start();
        assertThat(announced.await(10, TimeUnit.SECONDS)).isTrue();
        // A ring may come before the sleeper parks; LockSupport keeps the permit, so the park returns at once.
        bell.ring();
        assertThat(woke.await(10, TimeUnit.SECONDS)).as("woken by the ring").isTrue();
        sleeper.join(10_000);
    }

    @Test
    void ringingWithNobodyAsleepUnparksNoThread() throws Exception {
        final Doorbell bell = new Doorbell(1, HOUR_NANOS);
        final AtomicBoolean woke = new AtomicBoolean();
        final CountDownLatch parked = new CountDownLatch(1);
        final Thread other = new Thread(() -> {
            parked.countDown();
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(300));
            woke.set(true);
        });
        other.setDaemon(true);
        final long start = System.nanoTime();
        other.start();
        assertThat(parked.await(10, TimeUnit.SECONDS)).isTrue();
        bell.ring();
        other.join(10_000);
        assertThat(woke).isTrue();
        assertThat(System.nanoTime() - start).as("slept its full time").isGreaterThanOrEqualTo(
                TimeUnit.MILLISECONDS.toNanos(300));
    }
}
