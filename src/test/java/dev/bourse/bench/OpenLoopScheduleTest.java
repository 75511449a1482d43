package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OpenLoopScheduleTest {
    private static final BigInteger BILLION = BigInteger.valueOf(1_000_000_000L);

    private static long exactIntended(final long start, final long rate, final long k) {
        return BigInteger.valueOf(k).multiply(BILLION).divide(BigInteger.valueOf(rate)).longValueExact() + start;
    }

    @Test
    void commandKIsDueAtStartPlusFloorOfKBillionthsOverTheRateEvenWhereKTimesABillionOverflows() {
        final SplittableRandom random = new SplittableRandom(15);
        for (int i = 0; i < 10_000; i++) {
            final long rate = random.nextLong(1, OpenLoopSchedule.MAX_RATE + 1);
            final long start = random.nextLong(-1L << 50, 1L << 50);
            final OpenLoopSchedule schedule = new OpenLoopSchedule(start, rate);
            final long k = i % 2 == 0 ? random.nextLong(0, 10_000_000) : random.nextLong(0, schedule.maxIndex() + 1);
            assertThat(schedule.intendedNanos(k)).as("k %d at %d/s", k, rate).isEqualTo(exactIntended(start, rate, k));
        }
        for (final long rate : new long[] {1, 3, OpenLoopSchedule.MAX_RATE}) {
            final OpenLoopSchedule schedule = new OpenLoopSchedule(7, rate);
            assertThat(schedule.intendedNanos(schedule.maxIndex())).as("the last command at %d/s", rate)
                    .isEqualTo(exactIntended(7, rate, schedule.maxIndex()))
                    .isEqualTo(7 + OpenLoopSchedule.MAX_SECONDS * 1_000_000_000L);
        }
    }

    @Test
    void consecutiveCommandsAreOneIntervalApartRoundedDownOrUp() {
        for (final long rate : new long[] {1, 3, 7, 10_000, 333_333, 1_000_000, 3_000_000, OpenLoopSchedule.MAX_RATE}) {
            final OpenLoopSchedule schedule = new OpenLoopSchedule(0, rate);
            final long floor = 1_000_000_000L / rate;
            final long ceil = (1_000_000_000L + rate - 1) / rate;
            for (long k = 0; k < 5_000; k++) {
                assertThat(schedule.intendedNanos(k + 1) - schedule.intendedNanos(k)).as("gap after %d at %d/s", k, rate)
                        .isBetween(floor, ceil);
            }
            assertThat(schedule.intendedNanos(rate)).as("a second's commands take a second").isEqualTo(1_000_000_000L);
        }
    }

    @Test
    void aRunPlansEveryCommandDueBeforeItsEndAndNoneAfter() {
        final SplittableRandom random = new SplittableRandom(16);
        for (int i = 0; i < 10_000; i++) {
            final long rate = random.nextLong(1, OpenLoopSchedule.MAX_RATE + 1);
            final long nanos = random.nextLong(1, 100_000_000_000L);
            final OpenLoopSchedule schedule = new OpenLoopSchedule(1_000, rate);
            final long count = schedule.commandsIn(nanos);
            assertThat(count).isPositive();
            assertThat(schedule.intendedNanos(count - 1)).as("the last planned is due in the run")
                    .isLessThan(1_000 + nanos);
            assertThat(schedule.intendedNanos(count)).as("the next is not").isGreaterThanOrEqualTo(1_000 + nanos);
        }
        assertThat(new OpenLoopSchedule(0, 1_000).commandsIn(0)).as("at least one command").isEqualTo(1);
        assertThat(new OpenLoopSchedule(0, 100_000).commandsIn(5_000_000_000L)).isEqualTo(500_000);
    }

    @Test
    void outOfRangeRatesIndicesAndLengthsAreRefused() {
        assertThatThrownBy(() -> new OpenLoopSchedule(0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpenLoopSchedule(0, OpenLoopSchedule.MAX_RATE + 1))
                .isInstanceOf(IllegalArgumentException.class);
        final OpenLoopSchedule schedule = new OpenLoopSchedule(0, 1_000);
        assertThatThrownBy(() -> schedule.intendedNanos(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> schedule.intendedNanos(schedule.maxIndex() + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> schedule.commandsIn(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpenLoopSchedule(0, OpenLoopSchedule.MAX_RATE).commandsIn(Long.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new OpenLoopSchedule(0, OpenLoopSchedule.MAX_RATE)
                .commandsIn(OpenLoopSchedule.MAX_SECONDS * 1_000_000_000L - 1))
                .isEqualTo(OpenLoopSchedule.MAX_RATE * OpenLoopSchedule.MAX_SECONDS);
    }
}
