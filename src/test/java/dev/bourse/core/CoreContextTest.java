package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandType;
import dev.bourse.config.ThreadLayout;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.agrona.concurrent.BusySpinIdleStrategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The collaborators injected through a {@link CoreContext} are the ones the core uses: the error handler hears of a
 * failure after it is counted, every thread of the core comes from the thread factory (named by its role), every
 * stage thread idles by the injected strategy; what is not injected gets its default. The class timeout only guards
 * against a hang.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CoreContextTest {

    @Test
    void theInjectedErrorHandlerThreadFactoryAndIdleStrategiesAreTheOnesTheCoreUses() throws Exception {
        final List<Throwable> heard = new CopyOnWriteArrayList<>();
        final List<String> made = new CopyOnWriteArrayList<>();
        final AtomicInteger strategies = new AtomicInteger();
        final CoreContext context = new CoreContext()
                .config(PipelineEquivalenceTest.config(ThreadLayout.PIPELINED, 2, 2).toBuilder()
                        .journalEnabled(false).build())
                .clock(PipelineEquivalenceTest.countingClock())
                .errorHandler(heard::add)
                .threadFactory(runnable -> {
                    final Thread t = new Thread(() -> {
                        made.add(Thread.currentThread().getName());
                        runnable.run();
                    });
                    t.setDaemon(true);
                    return t;
                })
                .idleStrategies(() -> {
                    strategies.incrementAndGet();
                    return new BusySpinIdleStrategy();
                });
        final ExchangeCore core = new ExchangeCore(context);
        assertThat(strategies.get()).as("one per stage thread").isEqualTo(core.threadCount());
        core.start();
        try {
            final FaultQuery query = new FaultQuery(FaultQuery.Where.MATCHING, new StackOverflowError("injected"));
            final CompletableFuture<Integer> answer = core.query(CommandType.USER_REPORT, query, query.future());
            assertThat(answer.join()).isEqualTo(ResultCode.INTERNAL_ERROR);
            assertThat(core.addUser(1).join().isSuccess()).isTrue();
        } finally {
            assertThat(core.stop()).isTrue();
        }
        assertThat(core.errors().count()).isEqualTo(1);
        assertThat(heard).hasSize(1);
        assertThat(heard.get(0)).isSameAs(core.errors().last());
        // A clock handed in runs neither the ticking clock nor the expiry timer: the stage threads are all there is.
        assertThat(made).hasSize(core.threadCount()).allMatch(name -> name.startsWith("bourse-"));
    }

    @Test
    void aContextWithoutCollaboratorsGetsTheDefaults() {
        final CoreContext context = new CoreContext().config(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1)
                .toBuilder().journalEnabled(false).build()).conclude();
        assertThat(context.clock()).isNotNull();
        assertThat(context.journal()).isNotNull();
        assertThat(context.threadFactory()).isNotNull();
        assertThat(context.listener()).isNull();
        assertThat(context.errorHandler()).isNull();
        assertThat(context.idleStrategies()).isNull();
    }
}
