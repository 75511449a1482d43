package dev.bourse.gateway.rest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CoreGateTest {
    private static ApiProblem refusal(final Runnable r) {
        try {
            r.run();
            return null;
        } catch (final ApiProblem p) {
            return p;
        }
    }

    @Test
    void pastTheInFlightBoundACallIsRefusedWith503AndRetryAfterWithoutReachingTheCore() throws Exception {
        final CoreGate gate = new CoreGate(1);
        final CompletableFuture<CommandResult> pending = new CompletableFuture<>();
        final CountDownLatch inside = new CountDownLatch(1);
        final Thread t = new Thread(() -> gate.command(() -> {
            inside.countDown();
            return pending;
        }));
        t.start();
        assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
        final boolean[] reached = {false};
        final ApiProblem busy = refusal(() -> gate.command(() -> {
            reached[0] = true;
            return pending;
        }));
        assertThat(busy.status()).isEqualTo(503);
        assertThat(busy.reason()).isEqualTo("BUSY");
        assertThat(busy.retryAfter()).isEqualTo(1);
        assertThat(reached[0]).isFalse();
        pending.complete(new CommandResult(ResultCode.SUCCESS, 1, 1, java.util.List.of(), null));
        t.join(10_000);
        assertThat(gate.awaitIdle(10_000)).isTrue();
    }

    @Test
    void aFullRingAnswerBecomes503AndAClosedGateRefusesNewWork() {
        final CoreGate gate = new CoreGate(4);
        final ApiProblem full = refusal(() -> gate.command(() -> CompletableFuture.completedFuture(
                CommandResult.refused(ResultCode.RING_FULL))));
        assertThat(full.status()).isEqualTo(503);
        assertThat(full.reason()).isEqualTo("RING_FULL");
        gate.close();
        final ApiProblem closed = refusal(() -> gate.command(() -> CompletableFuture.completedFuture(
                CommandResult.refused(ResultCode.SUCCESS))));
        assertThat(closed.reason()).isEqualTo("NOT_ACCEPTING");
        assertThat(gate.refused()).isEqualTo(2);
    }
}
