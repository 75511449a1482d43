package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.testkit.ScratchDirectory;
import dev.bourse.testkit.TestSpecs;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exactly-once by idempotency key, in every thread layout: a repeated key is refused with DUPLICATE_COMMAND and
 * changes nothing, answering the first command's sequence, result, order id and request hash; also after a restart
 * from the journal alone and from a snapshot into another layout; a key leaves after the window and past the
 * capacity per user, and is then applied again.
 */
class IdempotencyKeyTest {
    private static final long SECOND = 1_000_000_000L;
    private final AtomicLong ticks = new AtomicLong();
    private ScratchDirectory dir;
    private ExchangeCore core;

    @AfterEach
    void stop() throws Exception {
        if (core != null) {
            core.stop();
        }
        if (dir != null) {
            dir.close();
        }
    }

    private ExchangeConfig config(final ThreadLayout layout, final int riskShards) {
        return SnapshotRecoveryTest.config(dir.path(), layout, riskShards, 2).toBuilder().riskIdempotencyKeys(3)
                .riskIdempotencyWindow(10).build();
    }

    private void start(final ThreadLayout layout, final int riskShards) throws Exception {
        final ExchangeConfig config = config(layout, riskShards);
        core = ExchangeCore.builder(config).journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
        core.start();
    }

    private void restart(final ThreadLayout layout, final int riskShards) throws Exception {
        core.stop();
        start(layout, riskShards);
    }

    private void setUp(final ThreadLayout layout) throws Exception {
        dir = ScratchDirectory.create("idempotency-keys");
        start(layout, 2);
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        for (long uid = 1; uid <= 2; uid++) {
            assertThat(core.addUser(uid).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.BASE, 100, 1).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.QUOTE, 10_000, 1).join().isSuccess()).isTrue();
        }
    }

    private static OrderRequest bid(final long uid, final long orderId, final long key, final long hash) {
        return new OrderRequest().uid(uid).symbol(1).orderId(orderId).side(Side.BID).type(OrderType.GTC).price(100)
                .size(3).idempotencyKey(key).requestHash(hash);
    }

    private static void assertDuplicate(final CommandResult again, final CommandResult first, final long key,
            final long orderId, final long hash) {
        assertThat(again.resultCode()).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(again.events()).containsExactly(new CommandEvent.Duplicate(0, first.sequence(),
                first.resultCode(), key, orderId, hash));
    }

    private UserReport report(final long uid) {
        return core.userReport(uid).join();
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aRepeatedKeyChangesNothingAndAnswersTheFirstOutcomeEvenForAnotherRequest(final ThreadLayout layout)
            throws Exception {
        setUp(layout);
        final CommandResult first = core.place(bid(1, 10, 77, 5)).join();
        assertThat(first.resultCode()).isEqualTo(ResultCode.SUCCESS);

        assertDuplicate(core.place(bid(1, 10, 77, 5)).join(), first, 77, 10, 5);
        assertDuplicate(core.place(bid(1, 11, 77, 6)).join(), first, 77, 10, 5);
        assertThat(core.place(bid(2, 20, 77, 5)).join().isSuccess()).as("the same key, another user").isTrue();
        assertThat(report(1).orders()).extracting(UserReport.Order::orderId).containsExactly(10L);
        assertThat(report(1).balances()).contains(new UserReport.Balance(TestSpecs.QUOTE, 9_700, 300));
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aRepeatedAmendChangesNothingWhetherByKeyOrByCommandId(final ThreadLayout layout) throws Exception {
        setUp(layout);
        assertThat(core.place(bid(1, 10, 0, 0)).join().isSuccess()).isTrue();
        final AmendRequest move = new AmendRequest().move(1, 1, 10, 90).commandId(4).idempotencyKey(8)
                .requestHash(1);
        final CommandResult moved = core.amend(move).join();
        assertThat(moved.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.amend(new AmendRequest().move(1, 1, 10, 95).commandId(4)).join().events())
                .containsExactly(new CommandEvent.Duplicate(4, moved.sequence(), ResultCode.SUCCESS));
        assertThat(core.amend(new AmendRequest().move(1, 1, 10, 95).commandId(5).idempotencyKey(8).requestHash(1))
                .join().events()).containsExactly(new CommandEvent.Duplicate(5, moved.sequence(), ResultCode.SUCCESS,
                        8, 10, 1));
        final CommandResult cancel = core.amend(new AmendRequest().cancel(1, 1, 10).idempotencyKey(9)).join();
        assertThat(cancel.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertDuplicate(core.amend(new AmendRequest().cancel(1, 1, 10).idempotencyKey(9)).join(), cancel, 9, 10, 0);
        final CommandResult mass = core.amend(new AmendRequest().massCancel(1, 1).idempotencyKey(12)).join();
        assertDuplicate(core.amend(new AmendRequest().massCancel(1, 1).idempotencyKey(12)).join(), mass, 12, 0, 0);
        assertThat(report(1).orders()).isEmpty();
        assertThat(core.tryAmend(7, new AmendRequest().cancel(1, 1, 0))).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryAmend(7, new AmendRequest().reduce(1, 1, 10, 1).commandId(-1)))
                .isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.amend(null).join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aRetryAfterARestartFromTheJournalOrASnapshotAnswersTheFirstOutcome(final ThreadLayout layout)
            throws Exception {
        setUp(layout);
        final CommandResult beforeSnapshot = core.place(bid(1, 10, 41, 1)).join();
        assertThat(core.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        final CommandResult afterSnapshot = core.place(bid(1, 11, 42, 2)).join();
        final CommandResult refused = core.amend(new AmendRequest().cancel(1, 1, 99).idempotencyKey(43)).join();
        assertThat(refused.resultCode()).isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
        final long hash = core.stateHash().join();

        restart(layout, 2);
        assertThat(core.stateHash().join()).as("snapshot + journal give the same keys").isEqualTo(hash);
        assertDuplicate(core.place(bid(1, 10, 41, 1)).join(), beforeSnapshot, 41, 10, 1);
        assertDuplicate(core.place(bid(1, 11, 42, 2)).join(), afterSnapshot, 42, 11, 2);
        assertDuplicate(core.amend(new AmendRequest().cancel(1, 1, 99).idempotencyKey(43)).join(), refused, 43, 99,
                0);

        restart(layout == ThreadLayout.INLINE ? ThreadLayout.PIPELINED : ThreadLayout.INLINE, 4);
        assertDuplicate(core.place(bid(1, 11, 42, 2)).join(), afterSnapshot, 42, 11, 2);
        assertThat(report(1).orders()).extracting(UserReport.Order::orderId).containsExactly(10L, 11L);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aKeyLeavesAfterTheWindowOrPastTheCapacityAndIsThenAppliedAgain(final ThreadLayout layout)
            throws Exception {
        setUp(layout);
        assertThat(core.place(bid(1, 10, 1, 0)).join().isSuccess()).isTrue();
        ticks.addAndGet(9 * SECOND);
        assertThat(core.place(bid(1, 11, 1, 0)).join().resultCode()).as("within the window")
                .isEqualTo(ResultCode.DUPLICATE_COMMAND);
        ticks.addAndGet(SECOND);
        assertThat(core.place(bid(1, 11, 1, 0)).join().resultCode()).as("10 s after the first")
                .isEqualTo(ResultCode.SUCCESS);

        for (long key = 2; key <= 4; key++) {
            assertThat(core.amend(new AmendRequest().cancel(1, 1, 100 + key).idempotencyKey(key)).join()
                    .resultCode()).isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
        }
        assertThat(core.place(bid(1, 12, 1, 0)).join().resultCode()).as("the oldest of 3 left")
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(core.amend(new AmendRequest().cancel(1, 1, 104).idempotencyKey(4)).join().resultCode())
                .isEqualTo(ResultCode.DUPLICATE_COMMAND);
        restart(layout, 1);
        assertThat(core.amend(new AmendRequest().cancel(1, 1, 104).idempotencyKey(4)).join().resultCode())
                .as("the same table after replay").isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(core.amend(new AmendRequest().cancel(1, 1, 102).idempotencyKey(2)).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
        assertThat(core.totals().join().isBalanced()).isTrue();
    }
}
