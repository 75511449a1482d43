package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class QuietTurnWatchTest {
    private static final long Q = QuietTurnWatch.QUIET_NANOS;

    @Test
    void aTurnFreeAndUntakenForTheQuietTimeMayBeTakenAndOneTakenMeanwhileMayNot() {
        final InlineTurn turn = new InlineTurn();
        final QuietTurnWatch watch = new QuietTurnWatch(turn);
        assertThat(watch.quiet(1_000)).as("first sight: nothing known yet").isFalse();
        assertThat(watch.deferring()).isTrue();
        assertThat(watch.quiet(1_000 + Q - 1)).isFalse();
        assertThat(watch.quiet(1_000 + Q)).isTrue();
        assertThat(watch.deferring()).isFalse();

        assertThat(turn.tryTake()).isTrue();
        turn.give();
        assertThat(watch.quiet(1_000 + 2 * Q)).as("a submitter took and gave it back since").isFalse();
        assertThat(watch.deferring()).isTrue();
        assertThat(watch.quiet(1_000 + 3 * Q)).isTrue();
    }

    @Test
    void aHeldTurnIsNeverQuietHoweverLongItIsHeld() {
        final InlineTurn turn = new InlineTurn();
        final QuietTurnWatch watch = new QuietTurnWatch(turn);
        assertThat(turn.tryTake()).isTrue();
        for (long t = 0; t < 100 * Q; t += Q) {
            assertThat(watch.quiet(t)).isFalse();
            assertThat(watch.deferring()).isTrue();
        }
        turn.give();
        assertThat(watch.quiet(100 * Q)).isFalse();
        assertThat(watch.quiet(101 * Q)).isTrue();
    }

    @Test
    void nothingToReportEndsADeferral() {
        final QuietTurnWatch watch = new QuietTurnWatch(new InlineTurn());
        watch.quiet(0);
        assertThat(watch.deferring()).isTrue();
        watch.idle();
        assertThat(watch.deferring()).isFalse();
    }

    @Test
    void takesCountOnlyTakesOfAFreeTurnNotReEntries() throws Exception {
        final InlineTurn turn = new InlineTurn();
        assertThat(turn.takes()).isZero();
        turn.take();
        turn.take();
        assertThat(turn.takes()).isEqualTo(1);
        assertThat(turn.isFree()).isFalse();
        turn.give();
        turn.give();
        assertThat(turn.isFree()).isTrue();
        CompletableFuture.runAsync(() -> {
            turn.take();
            turn.give();
        }).get(10, TimeUnit.SECONDS);
        assertThat(turn.takes()).isEqualTo(2);
    }
}
