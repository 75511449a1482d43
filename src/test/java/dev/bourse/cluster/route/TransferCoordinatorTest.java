package dev.bourse.cluster.route;

import dev.bourse.api.ResultCode;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static dev.bourse.cluster.route.Clusters.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each path of a transfer between two clusters, one by one, with planned crashes and lost answers. */
class TransferCoordinatorTest {
    private static final long ALICE = 1;
    private static final long ONLY_IN_ZERO = 2;
    private static final long FUNDS = 1_000;

    private Clusters clusters;
    private Map<String, Integer> applied;
    private FaultyLegs zero;
    private FaultyLegs one;
    private CrashingStore store;

    @BeforeEach
    void start() throws Exception {
        clusters = Clusters.two();
        applied = FaultyLegs.ledger();
        zero = FaultyLegs.over(clusters.cores.get(0), 0, applied, null, 0);
        one = FaultyLegs.over(clusters.cores.get(1), 1, applied, null, 0);
        store = new CrashingStore(null, 0);
        assertThat(clusters.router.addUser(ALICE).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        assertThat(clusters.cores.get(0).addUser(ONLY_IN_ZERO).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        assertThat(clusters.router.deposit(ALICE, QUOTE, FUNDS, 1).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        assertThat(clusters.router.deposit(ONLY_IN_ZERO, QUOTE, FUNDS, 1).get(10, TimeUnit.SECONDS).resultCode())
                .isZero();
    }

    @AfterEach
    void stop() {
        clusters.close();
    }

    private TransferCoordinator coordinator() {
        return new TransferCoordinator(List.of(zero.api(), one.api()), store, Duration.ofMillis(200));
    }

    /** Money is where the clusters and the coordinator say: held in both plus in flight is what came in. */
    private void conserved(final TransferCoordinator c) throws Exception {
        assertThat(c.uncertain()).isZero();
        assertThat(clusters.held(QUOTE).add(BigInteger.valueOf(c.inFlight(QUOTE))))
                .isEqualTo(BigInteger.valueOf(2 * FUNDS));
    }

    @Test
    void aTransferDebitsTheSourceAndCreditsTheTargetOnce() throws Exception {
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(7, ALICE, QUOTE, 300, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(c.transfer(7, ALICE, QUOTE, 300, 0, 1)).as("a retried request").isEqualTo(ResultCode.SUCCESS);
        assertThat(clusters.balance(0, ALICE, QUOTE)).isEqualTo(700);
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(300);
        assertThat(c.find(7).state()).isEqualTo(TransferState.COMPLETED);
        assertThat(FaultyLegs.applied(applied, 0, TransferIds.legTxId(7))).isEqualTo(1);
        assertThat(FaultyLegs.applied(applied, 1, TransferIds.legTxId(7))).isEqualTo(1);
        conserved(c);
    }

    @Test
    void aDebitTheSourceRefusesMovesNothing() throws Exception {
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(8, ALICE, QUOTE, FUNDS + 1, 0, 1)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(c.find(8).state()).isEqualTo(TransferState.FAILED);
        assertThat(c.find(8).refusal()).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(clusters.balance(0, ALICE, QUOTE)).isEqualTo(FUNDS);
        assertThat(c.transfer(9, ALICE, QUOTE, 5, 1, 0)).as("nothing in cluster 1")
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        conserved(c);
    }

    @Test
    void aCreditTheTargetRefusesIsRefundedToTheSource() throws Exception {
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(10, ONLY_IN_ZERO, QUOTE, 400, 0, 1)).isEqualTo(RouteResultCode.TRANSFER_REFUNDED);
        assertThat(c.find(10).state()).isEqualTo(TransferState.REFUNDED);
        assertThat(c.find(10).refusal()).isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(clusters.balance(0, ONLY_IN_ZERO, QUOTE)).isEqualTo(FUNDS);
        assertThat(FaultyLegs.applied(applied, 0, TransferIds.legTxId(10))).isEqualTo(1);
        assertThat(FaultyLegs.applied(applied, 0, TransferIds.refundTxId(10))).isEqualTo(1);
        assertThat(FaultyLegs.applied(applied, 1, TransferIds.legTxId(10))).isZero();
        conserved(c);
    }

    @Test
    void anIdUsedForOtherTermsIsRefusedAndArgumentsAreChecked() throws Exception {
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(11, ALICE, QUOTE, 10, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(c.transfer(11, ALICE, QUOTE, 11, 0, 1)).isEqualTo(RouteResultCode.TRANSFER_ID_REUSED);
        assertThat(c.transfer(11, ALICE, QUOTE, 10, 1, 0)).isEqualTo(RouteResultCode.TRANSFER_ID_REUSED);
        assertThat(c.transfer(12, ALICE, QUOTE, 10, 0, 0)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(c.transfer(12, ALICE, QUOTE, 10, 0, 2)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(c.transfer(12, ALICE, QUOTE, 0, 0, 1)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(c.transfer(0, ALICE, QUOTE, 10, 0, 1)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(c.transfer(TransferIds.MAX_TRANSFER_ID + 1, ALICE, QUOTE, 10, 0, 1))
                .isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(c.find(12)).isNull();
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(10);
    }

    @Test
    void aCrashAfterTheDebitBeforeItIsRecordedIsFinishedByRecovery() throws Exception {
        store.crashOn(TransferState.DEPOSITING, false);
        assertThatThrownBy(() -> coordinator().transfer(13, ALICE, QUOTE, 250, 0, 1))
                .isInstanceOf(CrashingStore.Crash.class);
        assertThat(clusters.balance(0, ALICE, QUOTE)).as("debited, unrecorded").isEqualTo(750);
        final TransferCoordinator c = coordinator();
        assertThat(c.uncertain()).isEqualTo(1);
        assertThat(c.recover()).isZero();
        assertThat(c.find(13).state()).isEqualTo(TransferState.COMPLETED);
        assertThat(clusters.balance(0, ALICE, QUOTE)).isEqualTo(750);
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(250);
        assertThat(FaultyLegs.applied(applied, 0, TransferIds.legTxId(13))).isEqualTo(1);
        conserved(c);
    }

    @Test
    void aCrashAfterRecordingTheDebitBeforeTheCreditLeavesTheMoneyInFlightUntilRecovery() throws Exception {
        store.crashOn(TransferState.DEPOSITING, true);
        assertThatThrownBy(() -> coordinator().transfer(14, ALICE, QUOTE, 250, 0, 1))
                .isInstanceOf(CrashingStore.Crash.class);
        final TransferCoordinator c = coordinator();
        assertThat(c.inFlight(QUOTE)).isEqualTo(250);
        assertThat(c.uncertain()).as("a new coordinator cannot know whether the credit went out").isEqualTo(1);
        assertThat(clusters.held(QUOTE).add(BigInteger.valueOf(c.inFlight(QUOTE))))
                .isEqualTo(BigInteger.valueOf(2 * FUNDS));
        assertThat(c.recover()).isZero();
        assertThat(c.inFlight(QUOTE)).isZero();
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(250);
        conserved(c);
    }

    @Test
    void aCrashBeforeTheFirstDebitIsSentStillMovesTheMoneyOnRecovery() throws Exception {
        store.crashOn(TransferState.WITHDRAWING, true);
        assertThatThrownBy(() -> coordinator().transfer(15, ALICE, QUOTE, 100, 0, 1))
                .isInstanceOf(CrashingStore.Crash.class);
        assertThat(clusters.balance(0, ALICE, QUOTE)).as("nothing sent").isEqualTo(FUNDS);
        assertThat(coordinator().recover()).isZero();
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(100);
    }

    @Test
    void aSuspensionAfterAnUnrecordedDebitDoesNotEndTheTransfer() throws Exception {
        store.crashOn(TransferState.DEPOSITING, false);
        assertThatThrownBy(() -> coordinator().transfer(16, ALICE, QUOTE, 200, 0, 1))
                .isInstanceOf(CrashingStore.Crash.class);
        assertThat(clusters.router.suspendUser(ALICE).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        final TransferCoordinator c = coordinator();
        assertThat(c.recover()).as("USER_SUSPENDED comes before the id check: no proof of anything").isEqualTo(1);
        assertThat(c.find(16).state()).isEqualTo(TransferState.WITHDRAWING);
        assertThat(clusters.router.resumeUser(ALICE).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        assertThat(c.recover()).isZero();
        assertThat(c.find(16).state()).isEqualTo(TransferState.COMPLETED);
        assertThat(clusters.balance(0, ALICE, QUOTE)).isEqualTo(800);
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(200);
        conserved(c);
    }

    @Test
    void aSuspendedUsersFirstDebitIsRefusedForGood() throws Exception {
        assertThat(clusters.router.suspendUser(ALICE).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(17, ALICE, QUOTE, 200, 0, 1)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(c.find(17).state()).isEqualTo(TransferState.FAILED);
        conserved(c);
    }

    @Test
    void aLostAnswerLeavesTheTransferInFlightAndARetryFinishesIt() throws Exception {
        one.plan(FaultyLegs.Fault.ANSWER_LOST);
        final TransferCoordinator c = coordinator();
        assertThat(c.transfer(18, ALICE, QUOTE, 300, 0, 1)).isEqualTo(RouteResultCode.TRANSFER_IN_FLIGHT);
        assertThat(c.find(18).state()).isEqualTo(TransferState.DEPOSITING);
        assertThat(clusters.balance(1, ALICE, QUOTE)).as("applied, answer lost").isEqualTo(300);
        assertThat(clusters.held(QUOTE)).isEqualTo(BigInteger.valueOf(2 * FUNDS));
        assertThat(c.inFlight(QUOTE)).as("the coordinator does not know yet: counted as in flight").isEqualTo(300);
        assertThat(c.uncertain()).isEqualTo(1);
        zero.plan(FaultyLegs.Fault.NO_ANSWER);
        assertThat(c.transfer(19, ALICE, QUOTE, 50, 0, 1)).isEqualTo(RouteResultCode.TRANSFER_IN_FLIGHT);
        assertThat(c.uncertain()).isEqualTo(2);
        assertThat(c.recover()).isZero();
        assertThat(c.transfer(18, ALICE, QUOTE, 300, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(clusters.balance(1, ALICE, QUOTE)).isEqualTo(350);
        assertThat(FaultyLegs.applied(applied, 1, TransferIds.legTxId(18))).isEqualTo(1);
        conserved(c);
    }
}
