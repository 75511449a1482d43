package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;

/**
 * Random users, deposits, withdrawals, orders, trades, cancels, amendments and suspensions on two shards; the
 * simulation asserts conservation and the invariants after every step.
 */
class RiskShardProperties {

    @Property(tries = 100)
    void moneyIsConservedAndRecordsMatchTheBookAfterEveryStep(@ForAll("steps") final List<RiskSimulation.Step> steps) {
        new RiskSimulation().run(steps);
    }

    @Property(tries = 30)
    void replayingTheSameStepsGivesTheSameStateHashes(@ForAll("steps") final List<RiskSimulation.Step> steps) {
        final RiskSimulation first = new RiskSimulation();
        first.run(steps);
        final RiskSimulation second = new RiskSimulation();
        second.run(steps);
        assertThat(second.hashes()).isEqualTo(first.hashes());
    }

    @Provide
    Arbitrary<List<RiskSimulation.Step>> steps() {
        final Arbitrary<Integer> any = Arbitraries.integers().between(0, (1 << 20) - 1)
                .withDistribution(RandomDistribution.uniform());
        final Arbitrary<RiskSimulation.Step> step = Combinators.combine(any, any, any, any, any, any, any)
                .as(RiskSimulation.Step::new);
        return step.list().ofMinSize(30).ofMaxSize(300);
    }
}
