package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class BookLoadGeneratorTest {
    private static final long MID = BookLoadGenerator.DEFAULT_MID_PRICE;

    @Test
    void sameSeedGivesTheSameStreamAndAnotherSeedAnother() {
        final BookLoad a = new BookLoadGenerator(7).generate(BookLoadScenario.MIX, 5_000);
        final BookLoad b = new BookLoadGenerator(7).generate(BookLoadScenario.MIX, 5_000);
        final BookLoad c = new BookLoadGenerator(8).generate(BookLoadScenario.MIX, 5_000);
        assertThat(a.length()).isEqualTo(b.length());
        boolean differsFromC = a.length() != c.length();
        for (int i = 0; i < a.length(); i++) {
            assertThat(new long[] {a.op(i), a.orderId(i), a.uid(i), a.side(i), a.type(i), a.price(i), a.size(i)})
                    .containsExactly(b.op(i), b.orderId(i), b.uid(i), b.side(i), b.type(i), b.price(i), b.size(i));
            assertThat(a.timed(i)).isEqualTo(b.timed(i));
            differsFromC |= i < c.length() && (a.price(i) != c.price(i) || a.orderId(i) != c.orderId(i));
        }
        assertThat(differsFromC).isTrue();
    }

    @Test
    void prefillRestsTheTargetOrdersOnAbout750LevelsAroundTheMid() {
        final BookLoad load = new BookLoadGenerator(42).generate(BookLoadScenario.PLACE, 10);
        assertThat(load.prefillEnd()).isEqualTo(1_000);
        assertThat(load.profile().restingAfterPrefill()).isEqualTo(1_000);
        assertThat(load.profile().levelsAfterPrefill()).isBetween(680, 820);
        for (int i = 0; i < load.prefillEnd(); i++) {
            assertThat(load.op(i)).isEqualTo(BookLoad.OP_PLACE);
            assertThat(load.type(i)).isEqualTo(OrderType.GTC.ordinal());
            assertThat(load.timed(i)).isFalse();
            assertThat(load.orderId(i)).isEqualTo(i + 1L);
            assertThat(load.uid(i)).isBetween(1L, 100L);
            assertThat(load.size(i)).isBetween(1L, 97L);
            if (load.side(i) == 0) {
                assertThat(load.price(i)).isBetween(MID - 900, MID - 1);
            } else {
                assertThat(load.price(i)).isBetween(MID + 1, MID + 900);
            }
        }
    }

    @Test
    void mixHasExchangeCoresPublishedSharesAndKeepsTheBookNearItsTarget() {
        final BookLoadProfile p = new BookLoadGenerator(3).generate(BookLoadScenario.MIX, 200_000).profile();
        assertThat(p.timedCommands()).isEqualTo(200_000);
        assertThat(p.percentOfTimed(p.timedGtc())).isBetween(8.0, 11.0);
        assertThat(p.percentOfTimed(p.timedIoc())).isBetween(2.5, 3.5);
        assertThat(p.percentOfTimed(p.timedCancels())).isBetween(4.5, 7.0);
        assertThat(p.percentOfTimed(p.timedMoves())).isBetween(80.0, 84.0);
        assertThat(p.percentOfTimed(p.timedTrading())).isBetween(4.5, 7.5);
        assertThat(p.minRestingInBody()).isGreaterThanOrEqualTo(850);
        assertThat(p.maxRestingInBody()).isLessThanOrEqualTo(1_150);
    }

    @ParameterizedTest
    @EnumSource(BookLoadScenario.class)
    void everyScenarioReplaysTwiceOnAnIndependentBookExactlyAsGenerated(final BookLoadScenario scenario) {
        final BookLoad load = new BookLoadGenerator(11).generate(scenario, 4_000);
        final CountingBookListener counts = new CountingBookListener();
        final BookLoadPlayer player = new BookLoadPlayer(load, new NaiveListBook(counts, false));
        player.verifyCycle(counts);
        player.verifyCycle(counts);
        assertThat(player.failures()).isZero();
        assertThat(player.played()).isEqualTo(2L * load.length());
        assertThat(load.profile().timedCommands()).isEqualTo(4_000);
    }

    @ParameterizedTest
    @EnumSource(BookLoadScenario.class)
    void timedCommandsAreTheKindTheScenarioMeasures(final BookLoadScenario scenario) {
        final BookLoad load = new BookLoadGenerator(5).generate(scenario, 3_000);
        final CountingBookListener counts = new CountingBookListener();
        final BookLoadPlayer player = new BookLoadPlayer(load, new NaiveListBook(counts, false));
        int timed = 0;
        for (int n = 0; n < load.length(); n++) {
            final int i = player.cursor();
            final long tradesBefore = counts.trades();
            assertThat(player.step()).isEqualTo(ResultCode.SUCCESS);
            final boolean traded = counts.trades() > tradesBefore;
            assertThat(load.price(i) > 0 || load.op(i) == BookLoad.OP_CANCEL).isTrue();
            if (!load.timed(i)) {
                if (load.op(i) == BookLoad.OP_PLACE) {
                    assertThat(traded).as("maintenance place %d trades", i).isFalse();
                }
                continue;
            }
            timed++;
            switch (scenario) {
                case PLACE:
                    assertThat(load.op(i)).isEqualTo(BookLoad.OP_PLACE);
                    assertThat(load.type(i)).isEqualTo(OrderType.GTC.ordinal());
                    assertThat(traded).isFalse();
                    break;
                case CANCEL:
                    assertThat(load.op(i)).isEqualTo(BookLoad.OP_CANCEL);
                    break;
                case MOVE:
                    assertThat(load.op(i)).isEqualTo(BookLoad.OP_MOVE);
                    assertThat(traded).isFalse();
                    break;
                case MATCH:
                    assertThat(load.op(i)).isEqualTo(BookLoad.OP_PLACE);
                    assertThat(load.type(i)).isEqualTo(OrderType.IOC.ordinal());
                    assertThat(traded).isTrue();
                    break;
                default:
                    assertThat(load.op(i) != BookLoad.OP_PLACE || load.type(i) == OrderType.GTC.ordinal()
                            || load.type(i) == OrderType.IOC.ordinal()).isTrue();
                    break;
            }
        }
        assertThat(timed).isEqualTo(3_000);
        assertThat(player.cursor()).isZero();
        assertThat(player.book().restingOrderCount()).isZero();
    }

    @Test
    void moveScenarioMovesOnePercentTowardTheMidAndAtLeastOneTick() {
        final BookLoad load = new BookLoadGenerator(9).generate(BookLoadScenario.MOVE, 2_000);
        final long[] priceById = new long[load.length() + 2];
        for (int i = 0; i < load.length(); i++) {
            final int id = (int) load.orderId(i);
            if (load.op(i) == BookLoad.OP_PLACE) {
                priceById[id] = load.price(i);
            } else if (load.op(i) == BookLoad.OP_MOVE) {
                final long before = priceById[id];
                final long distance = Math.abs(MID - before);
                assertThat(Math.abs(load.price(i) - before)).isEqualTo(Math.max(1, distance / 100));
                assertThat(Math.abs(MID - load.price(i))).isLessThan(distance).isPositive();
                priceById[id] = load.price(i);
            }
        }
    }

    @Test
    void verifyCycleReportsABookThatDoesNotDoWhatTheGeneratorExpects() {
        final BookLoad load = new BookLoadGenerator(1).generate(BookLoadScenario.CANCEL, 500);
        final CountingBookListener counts = new CountingBookListener();
        final BookLoadPlayer player = new BookLoadPlayer(load, new NaiveListBook(counts, true));
        assertThatThrownBy(() -> player.verifyCycle(counts))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cancel stream: resting after body expected 1000");
    }

    @Test
    void rejectsOutOfRangeSettings() {
        assertThatThrownBy(() -> new BookLoadGenerator(1, 1, 10, MID)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BookLoadGenerator(1, 100, 0, MID)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BookLoadGenerator(1, 100, 10, 1_000)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BookLoadGenerator(1).generate(BookLoadScenario.MIX, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(BookLoadScenario.fromKey("Mix")).isEqualTo(BookLoadScenario.MIX);
        assertThat(BookLoadScenario.MATCH.key()).isEqualTo("match");
        assertThatThrownBy(() -> BookLoadScenario.fromKey("sweep")).isInstanceOf(IllegalArgumentException.class);
    }
}
