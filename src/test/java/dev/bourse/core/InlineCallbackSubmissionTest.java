package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.Journal;
import dev.bourse.pipeline.RiskEngine;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * INLINE with a journal: the journal's thread reports the results the journal released, so a listener callback may
 * run there, outside any submitter's pass. A command it submits must still be processed, without waiting for some
 * later caller to submit something. The class timeout only guards against a hang.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class InlineCallbackSubmissionTest {

    /** Records nothing and holds every append back until opened: no result can go out before that. */
    private static final class GatedJournal implements Journal {
        private final CountDownLatch open = new CountDownLatch(1);

        @Override
        public void append(final CommandSlot slot, final boolean endOfBatch) throws InterruptedException {
            open.await();
        }
    }

    /** Submits one follow-up command (ADD_USER 2) from the callback that reports ADD_USER 1. */
    private static final class FollowUpListener implements ExchangeListener {
        private final AtomicReference<ExchangeCore> core = new AtomicReference<>();
        private final AtomicReference<String> reportedOn = new AtomicReference<>();
        private final CompletableFuture<CompletableFuture<CommandResult>> followUp = new CompletableFuture<>();

        @Override
        public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
                final long symbol, final long orderId, final int resultCode, final long timestamp) {
            if (commandType == CommandType.ADD_USER && uid == 1) {
                reportedOn.set(Thread.currentThread().getName());
                followUp.complete(core.get().addUser(2));
            }
        }
    }

    @Test
    void aCommandSubmittedFromACallbackOnTheJournalThreadIsProcessedWithoutAnotherSubmission() throws Exception {
        final GatedJournal journal = new GatedJournal();
        final FollowUpListener listener = new FollowUpListener();
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1))
                .riskEngine(new RiskEngine(1)).journal(journal).listener(listener)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        listener.core.set(core);
        core.start();
        try {
            // The submitter's pass groups and applies the command; its result waits for the journal, so the journal's
            // thread reports it once the journal opens, after this call has returned.
            final CompletableFuture<CommandResult> first = core.addUser(1);
            journal.open.countDown();
            assertThat(first.get(10, TimeUnit.SECONDS).resultCode()).isEqualTo(ResultCode.SUCCESS);
            assertThat(listener.reportedOn.get()).startsWith("bourse-journal");
            final CompletableFuture<CommandResult> submitted = listener.followUp.get(10, TimeUnit.SECONDS);
            assertThat(submitted.get(10, TimeUnit.SECONDS).resultCode())
                    .as("the follow-up is processed with no other command submitted").isEqualTo(ResultCode.SUCCESS);
        } finally {
            core.stop(Duration.ofSeconds(5));
        }
        assertThat(core.errors().count()).isZero();
    }
}
