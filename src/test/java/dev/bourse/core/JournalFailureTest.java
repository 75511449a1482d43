package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandSlot;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.Journal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.io.IOException;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A journal that fails must not let the core acknowledge what it could not make durable: the failing command and
 * every later one report JOURNAL_FAILED, and the core halts: it refuses new commands with CORE_HALTED, is no longer
 * running and says why. The same for an {@link Error} thrown by the journal. The class timeout only guards against
 * a hang.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JournalFailureTest {

    /** Accepts commands until {@code failAt}, then throws as a full disk (or a worse failure) would. */
    private static final class FailingJournal implements Journal {
        private final long failAt;
        private final boolean error;

        FailingJournal(final long failAt, final boolean error) {
            this.failAt = failAt;
            this.error = error;
        }

        @Override
        public void append(final CommandSlot slot, final boolean endOfBatch) throws IOException {
            if (slot.sequence() >= failAt) {
                if (error) {
                    throw new OutOfMemoryError("Direct buffer memory (simulated)");
                }
                throw new IOException("No space left on device (simulated)");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aJournalFailureIsNeverAcknowledgedAndHaltsTheCoreWithItsReason(final ThreadLayout layout)
            throws Exception {
        check(layout, false, "No space left on device (simulated)");
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void anErrorFromTheJournalIsAJournalFailure(final ThreadLayout layout) throws Exception {
        check(layout, true, "Direct buffer memory (simulated)");
    }

    private static void check(final ThreadLayout layout, final boolean error, final String cause) throws Exception {
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 1, 1))
                .riskEngine(new RiskEngine(1)).journal(new FailingJournal(4, error))
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.deposit(1, TestSpecs.QUOTE, 1_000, 1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.isRunning()).isTrue();
        final CommandResult lost = core.place(1, 1, 1, Side.BID, OrderType.GTC, 10, 1).join();
        assertThat(lost.resultCode()).isEqualTo(ResultCode.JOURNAL_FAILED);
        assertThat(core.place(1, 1, 2, Side.BID, OrderType.GTC, 10, 1).join().resultCode())
                .isEqualTo(ResultCode.CORE_HALTED);
        assertThat(core.isRunning()).as("every command is refused, so the core is not running").isFalse();
        assertThat(core.haltReason()).startsWith("journal failed on command 4 (PLACE)").contains(cause);
        assertThat(core.errors().count()).isEqualTo(1);
        assertThat(core.stop()).isTrue();
    }
}
