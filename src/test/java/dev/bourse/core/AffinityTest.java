package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With {@code affinity.enabled} each pipeline thread pins itself to its CPU while it runs, or, where the machine will
 * not let it, counts the failure and runs unpinned: either way the core works.
 */
class AffinityTest {

    @Test
    void theEngineThreadIsPinnedToItsConfiguredCpuOrRunsUnpinnedWithTheFailureCounted() throws Exception {
        final int cpu = Runtime.getRuntime().availableProcessors() - 1;
        final ExchangeConfig config = PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1).toBuilder()
                .journalEnabled(false).affinityEnabled(true).affinityCpus(cpu).build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(NoOpJournal.INSTANCE).clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        final int bound = core.boundCpus()[0];
        final long failures = core.errors().count();
        core.stop();
        assertThat(core.threadCount()).isEqualTo(1);
        assertThat(bound == cpu ? failures : 1 - failures).as("pinned to %d, or one counted failure: bound %d, "
                + "failures %d", cpu, bound, failures).isZero();
        assertThat(core.boundCpus()[0]).as("released when the thread stops").isEqualTo(-1);
    }

    @Test
    void withoutAffinityNoThreadIsPinned() throws Exception {
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.PIPELINED, 2, 2))
                .riskEngine(new RiskEngine(2)).journal(NoOpJournal.INSTANCE)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.boundCpus()).containsOnly(-1);
        core.stop();
        assertThat(core.errors().count()).isZero();
    }
}
