package dev.bourse.risk;

import static dev.bourse.testkit.Generators.uniformInts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random users, deposits, withdrawals, orders, trades, cancels, amendments and suspensions on two shards; the
 * simulation asserts conservation and the invariants after every step.
 */
class RiskShardProperties {

    @Test
    void moneyIsConservedAndRecordsMatchTheBookAfterEveryStep() {
        Property.forAll(steps()).tries(100).check(steps -> new RiskSimulation().run(steps));
    }

    @Test
    void replayingTheSameStepsGivesTheSameStateHashes() {
        Property.forAll(steps()).tries(30).check(steps -> {
            final RiskSimulation first = new RiskSimulation();
            first.run(steps);
            final RiskSimulation second = new RiskSimulation();
            second.run(steps);
            assertThat(second.hashes()).isEqualTo(first.hashes());
        });
    }

    private static Gen<List<RiskSimulation.Step>> steps() {
        final Gen<Integer> any = uniformInts(0, (1 << 20) - 1);
        final Gen<RiskSimulation.Step> step = in -> new RiskSimulation.Step(any.generate(in), any.generate(in),
                any.generate(in), any.generate(in), any.generate(in), any.generate(in), any.generate(in));
        return step.list(30, 300);
    }
}
