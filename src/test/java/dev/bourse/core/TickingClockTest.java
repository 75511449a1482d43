package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.pipeline.TickingClock;
import dev.bourse.testkit.LiveThreads;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TickingClockTest {

    @Test
    void afterStartTheValueFollowsTheWallClockWithoutGettingAheadOfIt() throws InterruptedException {
        final TickingClock clock = new TickingClock();
        clock.start();
        try {
            final long first = clock.getAsLong();
            assertThat(first % 1_000_000L).as("millisecond resolution").isZero();
            final long deadline = System.nanoTime() + 10_000_000_000L;
            while (clock.getAsLong() < first + 5_000_000L && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertThat(clock.getAsLong()).as("advanced by ticks alone").isGreaterThanOrEqualTo(first + 5_000_000L);
            assertThat(clock.getAsLong()).isLessThanOrEqualTo(TickingClock.wall());
        } finally {
            clock.stop();
        }
    }

    @Test
    void stopEndsTheClockThreadAndFreezesTheValueUntilTheNextStart() throws InterruptedException {
        final TickingClock clock = new TickingClock();
        final int before = LiveThreads.named("bourse-clock");
        clock.start();
        clock.start();
        assertThat(LiveThreads.named("bourse-clock")).isEqualTo(before + 1);
        clock.stop();
        clock.stop();
        assertThat(LiveThreads.named("bourse-clock")).isEqualTo(before);
        final long frozen = clock.getAsLong();
        Thread.sleep(5);
        assertThat(clock.getAsLong()).isEqualTo(frozen);
        final long beforeRestart = TickingClock.wall();
        clock.start();
        try {
            assertThat(clock.getAsLong()).isGreaterThanOrEqualTo(beforeRestart);
        } finally {
            clock.stop();
        }
    }

    @Test
    void aDefaultCoreRunsTheClockThreadWhileStartedAndStampsCommandsWithTheWallClock() throws Exception {
        final AtomicLong stamped = new AtomicLong();
        final ExchangeListener listener = stampRecorder(stamped);
        final int before = LiveThreads.named("bourse-clock");
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.defaults().toBuilder().journalEnabled(false)
                        .build())
                .listener(listener).build();
        final long startedAfter = TickingClock.wall();
        core.start();
        try {
            assertThat(LiveThreads.named("bourse-clock")).isEqualTo(before + 1);
            assertThat(core.threadCount()).as("the clock is not a pipeline thread").isZero();
            final CommandResult r = core.addUser(1).join();
            assertThat(r.isSuccess()).isTrue();
            assertThat(stamped.get()).isBetween(startedAfter, TickingClock.wall());
        } finally {
            core.stop();
        }
        assertThat(LiveThreads.named("bourse-clock")).isEqualTo(before);
    }

    @Test
    void theSystemClockSourceStartsNoThreadAndReadsTheWallClockPerCommand() throws Exception {
        final AtomicLong stamped = new AtomicLong();
        final ExchangeListener listener = stampRecorder(stamped);
        final int before = LiveThreads.named("bourse-clock");
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.defaults().toBuilder().journalEnabled(false)
                        .clock(ClockSource.SYSTEM).build())
                .listener(listener).build();
        core.start();
        try {
            assertThat(LiveThreads.named("bourse-clock")).isEqualTo(before);
            Thread.sleep(3);
            final long sentAfter = TickingClock.wall();
            assertThat(core.addUser(1).join().isSuccess()).isTrue();
            assertThat(stamped.get()).isBetween(sentAfter, TickingClock.wall());
        } finally {
            core.stop();
        }
    }

    /** A listener that keeps the timestamp of the last result. */
    private static ExchangeListener stampRecorder(final AtomicLong stamped) {
        return new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                stamped.set(timestamp);
            }
        };
    }
}
