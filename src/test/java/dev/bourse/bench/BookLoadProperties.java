package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class BookLoadProperties {

    @Property(tries = 12)
    void anySeedAndSizeGivesAStreamAnIndependentBookReplaysAsGenerated(@ForAll final long seed,
            @ForAll @IntRange(min = 2, max = 300) final int targetOrders,
            @ForAll @IntRange(min = 1, max = 20) final int users,
            @ForAll @IntRange(min = 0, max = 4) final int scenario) {
        final BookLoad load = new BookLoadGenerator(seed, targetOrders, users, 50_000)
                .generate(BookLoadScenario.values()[scenario], 1_500);
        final CountingBookListener counts = new CountingBookListener();
        final BookLoadPlayer player = new BookLoadPlayer(load, new NaiveListBook(counts, false));
        player.verifyCycle(counts);
        player.verifyCycle(counts);
        assertThat(player.failures()).isZero();
        assertThat(load.profile().restingAfterPrefill()).isEqualTo(targetOrders);
    }
}
