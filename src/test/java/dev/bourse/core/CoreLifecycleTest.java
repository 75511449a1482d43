package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.testkit.TestSpecs;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Start and stop in every thread layout: a core runs once (a start after its stop is refused, and nothing hangs),
 * and a stop ends within its timeout whatever the pipeline is doing, with every future completed and the reason
 * kept. The class timeout only guards against a hang.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CoreLifecycleTest {
    private static final long BLOCKING_ORDER = 9;
    @RegisterExtension
    final StartedCores cores = new StartedCores();
    private ExchangeCore core;

    private void start(final ThreadLayout layout, final ExchangeListener listener) {
        core = cores.start(ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 1, 1))
                .riskEngine(new TestRisk(1, -1)).journal(NoOpJournal.INSTANCE).listener(listener)
                .clock(PipelineEquivalenceTest.countingClock()).build());
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aStoppedCoreRefusesToStartAgainAndItsCallsAreAnsweredAtOnce(final ThreadLayout layout)
            throws InterruptedException {
        start(layout, null);
        assertThat(core.place(1, 1, 1, Side.ASK, OrderType.GTC, 100, 5).join().isSuccess()).isTrue();
        assertThat(core.stop()).isTrue();
        assertThatThrownBy(core::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("stopped").hasMessageContaining("new ExchangeCore");
        assertThat(core.isRunning()).isFalse();
        assertThat(core.place(1, 1, 2, Side.ASK, OrderType.GTC, 100, 5).join().resultCode())
                .isEqualTo(ResultCode.CORE_NOT_RUNNING);
        assertThat(core.tryCancel(1, 1, 1, 1)).isEqualTo(ResultCode.CORE_NOT_RUNNING);
        assertThat(core.stop()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aStopEndsWithinItsTimeoutWhenAListenerNeverReturnsAndCompletesTheStuckFutures(final ThreadLayout layout)
            throws InterruptedException {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        start(layout, new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (orderId == BLOCKING_ORDER) {
                    entered.countDown();
                    try {
                        release.await();
                    } catch (final InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        });
        final CompletableFuture<CompletableFuture<CommandResult>> submitted = CompletableFuture.supplyAsync(
                () -> core.place(1, 1, BLOCKING_ORDER, Side.ASK, OrderType.GTC, 100, 5));
        entered.await();
        try {
            assertThat(core.stop(Duration.ofMillis(300))).as("the stop gave up waiting").isFalse();
            assertThat(core.isRunning()).isFalse();
            assertThat(core.haltReason()).contains("stop timed out after 300 ms");
            assertThat(core.place(1, 1, 10, Side.ASK, OrderType.GTC, 100, 5).join().resultCode())
                    .isEqualTo(ResultCode.CORE_HALTED);
        } finally {
            release.countDown();
        }
        assertThat(submitted.join().join().resultCode()).as("completed by the stop, not acknowledged")
                .isEqualTo(ResultCode.CORE_HALTED);
        assertThat(core.stop()).isTrue();
    }
}
