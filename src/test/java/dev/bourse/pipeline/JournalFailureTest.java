package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.ThreadLayout;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A journal that fails must not let the core acknowledge what it could not make durable: the failing command and
 * every later one report JOURNAL_FAILED, and the core refuses new commands.
 */
class JournalFailureTest {

    /** Accepts commands until {@code failAt}, then throws as a full disk would. */
    private static final class FailingJournal implements Journal {
        private final long failAt;

        FailingJournal(final long failAt) {
            this.failAt = failAt;
        }

        @Override
        public void append(final CommandSlot slot, final boolean endOfBatch) throws IOException {
            if (slot.sequence() >= failAt) {
                throw new IOException("No space left on device (simulated)");
            }
        }
    }

    @Test
    void aJournalFailureIsNeverAcknowledgedAndHaltsTheCore() throws Exception {
        final ExchangeCore core = new ExchangeCore(PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1),
                new RiskEngine(1), new FailingJournal(4), null, PipelineEquivalenceTest.countingClock());
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.deposit(1, TestSpecs.QUOTE, 1_000, 1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        final CommandResult lost = core.place(1, 1, 1, Side.BID, OrderType.GTC, 10, 1).join();
        assertThat(lost.resultCode()).isEqualTo(ResultCode.JOURNAL_FAILED);
        assertThat(core.place(1, 1, 2, Side.BID, OrderType.GTC, 10, 1).join().resultCode())
                .isEqualTo(ResultCode.CORE_NOT_RUNNING);
        assertThat(core.errors().count()).isEqualTo(1);
        core.stop();
    }
}
