package dev.bourse.cluster;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.cluster.route.ClusterRouter;
import dev.bourse.cluster.route.MemoryTransferStore;
import dev.bourse.cluster.route.SymbolRoutes;
import dev.bourse.cluster.route.Transfer;
import dev.bourse.cluster.route.TransferCoordinator;
import dev.bourse.cluster.route.TransferState;
import dev.bourse.cluster.route.TransferStore;
import dev.bourse.testkit.TestSpecs;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static dev.bourse.testkit.TestSpecs.BASE;
import static dev.bourse.testkit.TestSpecs.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Two real three-member clusters in this JVM behind one router: a user funded in cluster 0 moves money to cluster 1
 * and trades there; a coordinator that dies after the debit, before recording it, is replaced and the new one finishes
 * the transfer once; money is conserved over both clusters.
 */
class TwoClusterTransferTest {
    @TempDir
    Path dir;

    private static <T> T get(final CompletableFuture<T> f) throws Exception {
        return f.get(20, TimeUnit.SECONDS);
    }

    @Test
    void aTransferBetweenTwoClustersAppliesOnceAcrossACoordinatorCrash() throws Exception {
        try (LocalCluster zero = new LocalCluster(dir.resolve("zero"))) {
            zero.startAll();
            try (LocalCluster one = new LocalCluster(dir.resolve("one"))) {
                one.startAll();
                zero.awaitLeader(30_000);
                one.awaitLeader(30_000);
                try (ClusterExchangeClient c0 = zero.client(); ClusterExchangeClient c1 = one.client()) {
                    run(List.of(c0, c1));
                }
                assertThat(zero.bourseErrors()).isEmpty();
                assertThat(one.bourseErrors()).isEmpty();
            }
        }
    }

    private static void run(final List<ClusterExchangeClient> clients) throws Exception {
        final ClusterRouter router = new ClusterRouter(SymbolRoutes.builder(2).route(1, 0).route(2, 1).build(),
                clients);
        assertThat(get(router.addSymbol(TestSpecs.spot(1))).resultCode()).isZero();
        assertThat(get(router.addSymbol(TestSpecs.spot(2))).resultCode()).isZero();
        for (long uid = 1; uid <= 2; uid++) {
            assertThat(get(router.addUser(uid)).resultCode()).isZero();
            assertThat(get(router.deposit(uid, QUOTE, 10_000, 1)).resultCode()).isZero();
            assertThat(get(router.deposit(uid, BASE, 100, 2)).resultCode()).isZero();
        }
        final MemoryTransferStore durable = new MemoryTransferStore();
        final TransferStore dying = new TransferStore() {
            @Override
            public void put(final Transfer t) {
                if (t.state() == TransferState.DEPOSITING) {
                    throw new IllegalStateException("the coordinator died after the debit");
                }
                durable.put(t);
            }

            @Override
            public Transfer get(final long id) {
                return durable.get(id);
            }

            @Override
            public List<Transfer> unfinished() {
                return durable.unfinished();
            }

            @Override
            public List<Transfer> all() {
                return durable.all();
            }
        };
        assertThatThrownBy(() -> new TransferCoordinator(clients, dying, Duration.ofSeconds(20))
                .transfer(1, 1, QUOTE, 3_000, 0, 1)).hasMessageContaining("died");
        final TransferCoordinator coordinator = new TransferCoordinator(clients, durable, Duration.ofSeconds(20));
        assertThat(coordinator.recover()).isZero();
        assertThat(coordinator.find(1).state()).isEqualTo(TransferState.COMPLETED);
        assertThat(coordinator.transfer(2, 2, BASE, 40, 0, 1)).isEqualTo(ResultCode.SUCCESS);

        assertThat(get(router.place(2, 2, 1, Side.ASK, OrderType.GTC, 100, 10)).resultCode()).isZero();
        assertThat(get(router.place(1, 2, 2, Side.BID, OrderType.GTC, 100, 10)).fills()).hasSize(1);

        final List<UserReport> alice = get(router.userReports(1));
        assertThat(balance(alice.get(0), QUOTE)).isEqualTo(7_000);
        assertThat(balance(alice.get(1), QUOTE)).isEqualTo(3_000 - 1_000);
        final TotalsReport sum = get(router.totals());
        assertThat(sum.isBalanced()).isTrue();
        for (final int currency : new int[] {BASE, QUOTE}) {
            final BigInteger[] f = sum.exact(currency);
            assertThat(f[0].add(f[1]).add(f[2]).add(BigInteger.valueOf(coordinator.inFlight(currency))))
                    .isEqualTo(BigInteger.valueOf(currency == QUOTE ? 20_000 : 200));
        }
        assertThat(get(router.totals()).withdrawals(QUOTE)).as("one debit").isEqualTo(3_000);
    }

    private static long balance(final UserReport r, final int currency) {
        for (final UserReport.Balance b : r.balances()) {
            if (b.currency() == currency) {
                return b.balance();
            }
        }
        return 0;
    }
}
