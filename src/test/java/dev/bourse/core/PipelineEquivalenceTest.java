package dev.bourse.core;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.NoOpJournal;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PipelineEquivalenceTest {
    private static final int USERS = 6;

    static ExchangeConfig config(final ThreadLayout layout, final int riskShards, final int matchingShards) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(riskShards).matchingShards(matchingShards)
                .threadLayout(layout).waitStrategy(WaitStrategyType.SLEEPING).groupingMaxBatch(64).build();
    }

    static LongSupplier countingClock() {
        final long[] now = {CommandScript.FIRST_TIMESTAMP - 1};
        return () -> ++now[0];
    }

    private static List<String> run(final ThreadLayout layout, final int n, final int m, final CommandScript script)
            throws InterruptedException {
        final EventLog log = new EventLog();
        final ExchangeCore core = ExchangeCore.builder(config(layout, n, m)).riskEngine(new TestRisk(n, -1))
                .journal(NoOpJournal.INSTANCE).listener(log).clock(countingClock()).build();
        core.start();
        script.send(core);
        core.stop();
        assertThat(core.errors().count()).isZero();
        return log.lines();
    }

    @Test
    void compactOneByOneGivesTheSameEventsAsTheBooksDirectly() throws InterruptedException {
        final CommandScript script = new CommandScript(42, 3, USERS, 600);
        final EventLog direct = new EventLog();
        script.replay(direct, USERS);
        final List<String> piped = run(ThreadLayout.COMPACT, 1, 1, script);
        assertThat(piped).hasSizeGreaterThan(script.size());
        assertThat(piped).anyMatch(line -> line.contains(" TRADE "));
        assertThat(piped).containsExactlyElementsOf(direct.lines());
    }

    @Test
    void everyLayoutAndShardingGivesTheSameEventStream() throws InterruptedException {
        final CommandScript script = new CommandScript(7, 4, USERS, 800);
        final List<String> reference = run(ThreadLayout.COMPACT, 1, 1, script);
        assertThat(run(ThreadLayout.COMPACT, 2, 2, script)).containsExactlyElementsOf(reference);
        assertThat(run(ThreadLayout.PIPELINED, 1, 1, script)).containsExactlyElementsOf(reference);
        assertThat(run(ThreadLayout.PIPELINED, 2, 2, script)).containsExactlyElementsOf(reference);
    }
}
