package dev.bourse.core;

import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.testkit.TestSpecs;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BlockingWaitTest {

    @Test
    void blockingStageThreadsAnswerCommandsThatArriveAfterTheyFellAsleep() throws Exception {
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.PIPELINED, 2, 2)
                        .toBuilder().waitStrategy(WaitStrategyType.BLOCKING).journalEnabled(false).build())
                .riskEngine(new TestRisk(2, -1)).journal(NoOpJournal.INSTANCE)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        try {
            core.addSymbol(TestSpecs.spot(1)).get(10, TimeUnit.SECONDS);
            for (int k = 1; k <= 20; k++) {
                Thread.sleep(5);
                assertThat(core.addUser(k).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
            }
        } finally {
            core.stop();
        }
        assertThat(core.errors().count()).isZero();
    }
}
