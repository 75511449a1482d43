package dev.bourse.bench;

import static dev.bourse.testkit.Generators.ints;
import static dev.bourse.testkit.Generators.longs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;
import org.junit.jupiter.api.Test;

class BookLoadProperties {

    /** One generated load: the generator's seed, resting orders after the prefill, users, and the scenario index. */
    record Load(long seed, int targetOrders, int users, int scenario) {
    }

    @Test
    void anySeedAndSizeGivesAStreamAnIndependentBookReplaysAsGenerated() {
        final Gen<Load> loads = in -> new Load(longs().generate(in), ints(2, 300).generate(in),
                ints(1, 20).generate(in), ints(0, 4).generate(in));
        Property.forAll(loads).tries(12).check(l -> {
            final BookLoad load = new BookLoadGenerator(l.seed(), l.targetOrders(), l.users(), 50_000)
                    .generate(BookLoadScenario.values()[l.scenario()], 1_500);
            final CountingBookListener counts = new CountingBookListener();
            final BookLoadPlayer player = new BookLoadPlayer(load, new NaiveListBook(counts, false));
            player.verifyCycle(counts);
            player.verifyCycle(counts);
            assertThat(player.failures()).isZero();
            assertThat(load.profile().restingAfterPrefill()).isEqualTo(l.targetOrders());
        });
    }
}
