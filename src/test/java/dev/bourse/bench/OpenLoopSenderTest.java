package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/** The sender against a scripted clock: no test here depends on how fast the machine is. */
class OpenLoopSenderTest {
    /** A clock that advances by a fixed step per reading, and jumps when told to (a stall). */
    private static final class ScriptedClock implements LongSupplier {
        private final long step;
        private long now;
        private int reads;

        ScriptedClock(final long start, final long step) {
            this.now = start;
            this.step = step;
        }

        @Override
        public long getAsLong() {
            reads++;
            final long t = now;
            now += step;
            return t;
        }

        void stall(final long nanos) {
            now += nanos;
        }
    }

    @Test
    void anEarlySenderWaitsForEachIntendedTimeAndSendsEveryCommandInOrder() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(1_000_000, 100_000);
        final ScriptedClock clock = new ScriptedClock(0, 250);
        final List<long[]> sends = new ArrayList<>();
        final long sent = OpenLoopSender.send(schedule, 200, Long.MAX_VALUE, clock,
                k -> sends.add(new long[] {k, clock.now}));
        assertThat(sent).isEqualTo(200);
        assertThat(sends).hasSize(200);
        for (int k = 0; k < sends.size(); k++) {
            assertThat(sends.get(k)[0]).isEqualTo(k);
            assertThat(sends.get(k)[1]).as("command %d not before its time", k)
                    .isGreaterThan(schedule.intendedNanos(k));
        }
    }

    @Test
    void aLateSenderSendsTheCommandsItOwesAtOnceWithoutWaitingAndThenKeepsTheSchedule() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(0, 1_000_000);
        final ScriptedClock clock = new ScriptedClock(0, 10);
        final List<Integer> readsAtSend = new ArrayList<>();
        OpenLoopSender.send(schedule, 2_000, Long.MAX_VALUE, clock, k -> {
            readsAtSend.add(clock.reads);
            if (k == 100) {
                clock.stall(500_000);
            }
        });
        assertThat(readsAtSend).hasSize(2_000);
        for (int k = 102; k < 500; k++) {
            assertThat(readsAtSend.get(k) - readsAtSend.get(k - 1)).as("command %d owed since the stall: one reading",
                    k).isEqualTo(1);
        }
        assertThat(readsAtSend.get(1_999) - readsAtSend.get(1_998)).as("caught up: waits again").isGreaterThan(1);
    }

    @Test
    void aSenderMoreThanTheLagBoundBehindStopsBeforeSendingTheNextCommand() {
        final OpenLoopSchedule schedule = new OpenLoopSchedule(0, 1_000);
        final ScriptedClock clock = new ScriptedClock(0, 1_000);
        final List<Long> sent = new ArrayList<>();
        final long count = OpenLoopSender.send(schedule, 1_000, 5_000_000, clock, k -> {
            sent.add(k);
            if (k == 9) {
                clock.stall(50_000_000);
            }
        });
        assertThat(count).isEqualTo(10);
        assertThat(sent).hasSize(10);
    }

    @Test
    void aRunThatPlansNothingSendsNothing() {
        final List<Long> sent = new ArrayList<>();
        assertThat(OpenLoopSender.send(new OpenLoopSchedule(0, 1), 0, Long.MAX_VALUE, new ScriptedClock(0, 1),
                sent::add)).isZero();
        assertThat(sent).isEmpty();
    }
}
