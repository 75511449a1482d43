package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.ThreadLayout;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Client command ids on orders, in every thread layout: what a re-sent, an old and a fresh id get. */
class CommandIdTest {
    private ExchangeCore core;

    @AfterEach
    void stopCore() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    private void start(final ThreadLayout layout) {
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 2, 2).toBuilder().journalEnabled(false)
                .build()).clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        for (long uid = 1; uid <= 2; uid++) {
            assertThat(core.addUser(uid).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.BASE, 100, 1).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.QUOTE, 10_000, 1).join().isSuccess()).isTrue();
        }
    }

    private static OrderRequest bid(final long uid, final long orderId, final long commandId, final long size) {
        return new OrderRequest().uid(uid).symbol(1).orderId(orderId).side(Side.BID).type(OrderType.GTC).price(100)
                .size(size).commandId(commandId);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aReSentOrderIsRefusedWithoutEffectAndAnswersTheFirstOutcome(final ThreadLayout layout) {
        start(layout);
        final CommandResult first = core.place(bid(1, 10, 5, 3)).join();
        assertThat(first.resultCode()).isEqualTo(ResultCode.SUCCESS);

        final CommandResult again = core.place(bid(1, 10, 5, 3)).join();

        assertThat(again.resultCode()).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(again.events()).containsExactly(new CommandEvent.Duplicate(5, first.sequence(),
                ResultCode.SUCCESS));
        assertThat(core.userReport(1).join().orders()).hasSize(1);
        assertThat(core.userReport(1).join().balances()).contains(
                new dev.bourse.api.UserReport.Balance(TestSpecs.QUOTE, 9_700, 300));
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aReSentRefusalAnswersTheRefusalAndAnOlderIdIsRefusedWithItsOutcomeUnknown(final ThreadLayout layout) {
        start(layout);
        assertThat(core.place(bid(1, 10, 7, 3)).join().isSuccess()).isTrue();
        final CommandResult tooBig = core.place(bid(1, 11, 8, 1_000)).join();
        assertThat(tooBig.resultCode()).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);

        assertThat(core.place(bid(1, 11, 8, 1_000)).join().events()).containsExactly(
                new CommandEvent.Duplicate(8, tooBig.sequence(), ResultCode.INSUFFICIENT_FUNDS));
        final CommandResult old = core.place(bid(1, 12, 7, 1)).join();
        assertThat(old.resultCode()).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(old.events()).containsExactly(new CommandEvent.Duplicate(7, 0, ResultCode.DUPLICATE_COMMAND));
        assertThat(core.userReport(1).join().orders()).extracting(o -> o.orderId()).containsExactly(10L);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void idsArePerUserAndOrdersWithoutAnIdAreNeverChecked(final ThreadLayout layout) {
        start(layout);
        assertThat(core.place(bid(1, 10, 100, 1)).join().isSuccess()).isTrue();
        assertThat(core.place(bid(2, 20, 100, 1)).join().isSuccess()).as("the same id, another user").isTrue();
        assertThat(core.place(bid(1, 11, 0, 1)).join().isSuccess()).isTrue();
        assertThat(core.place(bid(1, 12, 0, 1)).join().isSuccess()).isTrue();
        assertThat(core.place(bid(1, 13, 101, 1)).join().isSuccess()).isTrue();
        assertThat(core.place(bid(1, 14, -1, 1)).join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryPlace(9, bid(1, 14, -1, 1))).isEqualTo(ResultCode.INVALID_ARGUMENT);
    }
}
