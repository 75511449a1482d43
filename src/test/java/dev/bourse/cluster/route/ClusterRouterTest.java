package dev.bourse.cluster.route;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static dev.bourse.cluster.route.Clusters.BASE;
import static dev.bourse.cluster.route.Clusters.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The router over two in-process cores: symbols to their cluster, users to every cluster, money to the funding one. */
class ClusterRouterTest {
    private Clusters clusters;
    private ClusterRouter router;

    @BeforeEach
    void start() throws Exception {
        clusters = Clusters.two();
        router = clusters.router;
        for (long uid = 1; uid <= 2; uid++) {
            assertThat(get(router.addUser(uid)).resultCode()).isZero();
            assertThat(get(router.deposit(uid, QUOTE, 10_000, 1)).resultCode()).isZero();
            assertThat(get(router.deposit(uid, BASE, 100, 2)).resultCode()).isZero();
        }
    }

    @AfterEach
    void stop() {
        clusters.close();
    }

    private static <T> T get(final CompletableFuture<T> f) throws Exception {
        return f.get(10, TimeUnit.SECONDS);
    }

    @Test
    void eachSymbolIsTradedInItsOwnClusterOnly() throws Exception {
        assertThat(get(router.place(1, 1, 1, Side.ASK, OrderType.GTC, 100, 5)).resultCode()).isZero();
        assertThat(get(router.place(new OrderRequest().uid(2).symbol(1).orderId(2).side(Side.BID).type(OrderType.GTC)
                .price(100).size(2))).fills()).hasSize(1);
        assertThat(get(router.l2(1, 5)).l2().askLevels()).isEqualTo(1);
        assertThat(get(clusters.cores.get(0).l2(1, 5)).l2().askLevels()).isEqualTo(1);
        assertThat(get(clusters.cores.get(1).l2(1, 5)).resultCode()).isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(get(router.place(1, 3, 1, Side.BID, OrderType.GTC, 100, 1)).resultCode())
                .as("no money in cluster 1 yet").isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(get(router.cancel(1, 1, 1)).resultCode()).isZero();
        assertThat(get(router.cancel(1, 3, 1)).resultCode()).isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
    }

    @Test
    void aSymbolInNoClusterIsRefusedAndNothingIsSent() throws Exception {
        final long before = get(router.stateHash());
        assertThat(get(router.place(1, 9, 1, Side.BID, OrderType.GTC, 100, 1)).resultCode())
                .isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(get(router.addSymbol(Clusters.spot(9))).resultCode()).isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(get(router.l2(9, 1)).resultCode()).isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(get(router.massCancel(1, 9)).resultCode()).isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(router.tryCancel(7, 1, 9, 1)).isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(router.tryPlace(7, new OrderRequest().uid(1).symbol(9).orderId(1).side(Side.BID)
                .type(OrderType.GTC).price(100).size(1))).isEqualTo(RouteResultCode.UNROUTED_SYMBOL);
        assertThat(get(router.place(null)).resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(get(router.stateHash())).isEqualTo(before);
    }

    @Test
    void outsideMoneyGoesToTheFundingClusterAndTransferIdsAreRefused() throws Exception {
        assertThat(clusters.balance(0, 1, QUOTE)).isEqualTo(10_000);
        assertThat(clusters.balance(1, 1, QUOTE)).isZero();
        assertThat(get(router.withdraw(1, QUOTE, 500, 3)).resultCode()).isZero();
        assertThat(clusters.balance(0, 1, QUOTE)).isEqualTo(9_500);
        assertThat(get(router.deposit(1, QUOTE, 1, TransferIds.RESERVED_BASE)).resultCode())
                .isEqualTo(RouteResultCode.RESERVED_TRANSACTION_ID);
        assertThat(get(router.withdraw(1, QUOTE, 1, TransferIds.legTxId(5))).resultCode())
                .isEqualTo(RouteResultCode.RESERVED_TRANSACTION_ID);
        assertThat(router.tryDeposit(1, 1, QUOTE, 1, Long.MAX_VALUE)).isEqualTo(RouteResultCode.RESERVED_TRANSACTION_ID);
        assertThat(clusters.balance(0, 1, QUOTE)).isEqualTo(9_500);
    }

    @Test
    void accountCommandsReachEveryClusterAndAnswerTheFirstRefusal() throws Exception {
        final List<UserReport> reports = get(router.userReports(1));
        assertThat(reports).hasSize(2).allMatch(UserReport::exists);
        assertThat(get(router.addUser(1)).resultCode()).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(get(clusters.cores.get(0).addUser(3)).resultCode()).isZero();
        final CommandResult added = get(router.addUser(3));
        assertThat(added.resultCode()).as("cluster 0 had it").isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(get(clusters.cores.get(1).userReport(3)).exists()).as("cluster 1 has it now").isTrue();
        assertThat(get(router.suspendUser(1)).resultCode()).isZero();
        assertThat(get(router.userReports(1))).allMatch(UserReport::suspended);
        assertThat(get(router.resumeUser(1)).resultCode()).isZero();
        assertThat(get(router.resumeUser(1)).resultCode()).isEqualTo(ResultCode.USER_NOT_SUSPENDED);
    }

    @Test
    void totalsAddEveryClusterAndPerClusterCallsAreRefusedAsOne() throws Exception {
        final TransferCoordinator coordinator = new TransferCoordinator(clusters.apis(), new MemoryTransferStore(),
                Duration.ofSeconds(5));
        assertThat(coordinator.transfer(1, 1, QUOTE, 4_000, 0, 1)).isZero();
        final TotalsReport sum = get(router.totals());
        assertThat(sum.isBalanced()).isTrue();
        assertThat(sum.balances(QUOTE)).isEqualTo(20_000);
        assertThat(sum.deposits(QUOTE)).as("outside 20,000 plus the transfer's credit").isEqualTo(24_000);
        assertThat(sum.withdrawals(QUOTE)).as("the transfer's debit").isEqualTo(4_000);
        assertThat(get(clusters.cores.get(1).totals()).balances(QUOTE)).isEqualTo(4_000);
        assertThatThrownBy(() -> get(router.userReport(1))).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> get(router.snapshot())).hasCauseInstanceOf(UnsupportedOperationException.class);
        assertThat(router.cluster(1)).isSameAs(clusters.cores.get(1));
    }

    @Test
    void theRouterNeedsOneApiPerClusterOfItsTable() {
        assertThatThrownBy(() -> new ClusterRouter(clusters.routes, List.of(clusters.cores.get(0))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
