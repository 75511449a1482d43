package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reads over the cluster (l2, userReport, totals): answered in sequence from the replicated state, equal to what
 * the commands before them left (the same reports as an in-process core given the same commands), and changing
 * nothing (the state digest and the admitted commands are the same before and after them, on every member).
 */
class ClusterQueryTest {
    @TempDir
    Path dir;

    @Test
    void l2UserReportAndTotalsAreAnsweredInSequenceAndChangeNothing() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            final ExchangeCore local = ExchangeCore.builder(ExchangeConfig.defaults().toBuilder()
                    .journalEnabled(false).build()).build();
            local.start();
            try (ClusterExchangeClient client = cluster.client()) {
                for (final ExchangeApi api : List.of(client, local)) {
                    assertThat(get(api.addSymbol(TestSpecs.spot(1))).isSuccess()).isTrue();
                    assertThat(get(api.addUser(1)).isSuccess()).isTrue();
                    assertThat(get(api.addUser(2)).isSuccess()).isTrue();
                    assertThat(get(api.deposit(1, TestSpecs.QUOTE, 10_000, 1)).isSuccess()).isTrue();
                    assertThat(get(api.deposit(2, TestSpecs.BASE, 50, 2)).isSuccess()).isTrue();
                    assertThat(get(api.place(2, 1, 10, Side.ASK, OrderType.GTC, 101, 5)).isSuccess()).isTrue();
                    assertThat(get(api.place(2, 1, 11, Side.ASK, OrderType.GTC, 103, 7)).isSuccess()).isTrue();
                    assertThat(get(api.place(1, 1, 20, Side.BID, OrderType.GTC, 99, 4)).isSuccess()).isTrue();
                    assertThat(get(api.place(1, 1, 21, Side.BID, OrderType.GTC, 101, 2)).fills()).hasSize(1);
                }
                final long hashBefore = client.stateHash().get(10, TimeUnit.SECONDS);

                final CommandResult l2 = get(client.l2(1, 10));
                assertThat(l2.resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(l2.sequence()).isPositive();
                assertThat(l2.l2()).isEqualTo(new L2Book(new long[] {99}, new long[] {4}, new int[] {1},
                        new long[] {101, 103}, new long[] {3, 7}, new int[] {1, 1}))
                        .isEqualTo(get(local.l2(1, 10)).l2());
                assertThat(get(client.l2(1, 1)).l2()).as("depth 1").isEqualTo(get(local.l2(1, 1)).l2());
                assertThat(get(client.l2(9, 10)).resultCode()).isEqualTo(ResultCode.UNKNOWN_SYMBOL);
                assertThat(get(client.l2(1, 0)).resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);

                for (final long uid : new long[] {1, 2, 77}) {
                    final UserReport over = client.userReport(uid).get(10, TimeUnit.SECONDS);
                    final UserReport here = local.userReport(uid).get(10, TimeUnit.SECONDS);
                    assertThat(List.of(over.uid(), over.exists(), over.suspended(), over.balances(),
                            over.positions())).as("user %d", uid).isEqualTo(List.of(here.uid(), here.exists(),
                            here.suspended(), here.balances(), here.positions()));
                    assertThat(withoutTimes(over.orders())).as("user %d's orders", uid)
                            .isEqualTo(withoutTimes(here.orders()));
                }
                final UserReport buyer = client.userReport(1).get(10, TimeUnit.SECONDS);
                assertThat(buyer.orders()).hasSize(1);
                assertThat(buyer.orders().get(0).timestamp()).as("the log's time of the order").isPositive();

                final TotalsReport totals = client.totals().get(10, TimeUnit.SECONDS);
                assertThat(totals.isBalanced()).isTrue();
                assertThat(totals.deposits(TestSpecs.QUOTE)).isEqualTo(10_000);
                assertThat(totals.deposits(TestSpecs.BASE)).isEqualTo(50);
                assertThat(totals.toString()).isEqualTo(local.totals().get(10, TimeUnit.SECONDS).toString());

                final long hashAfter = client.stateHash().get(10, TimeUnit.SECONDS);
                assertThat(hashAfter).as("the queries changed nothing").isEqualTo(hashBefore);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, hashAfter);
                assertThat(client.queries()).isEqualTo(8);
                assertThat(cluster.node(cluster.awaitLeader(10_000)).service().lastAdmitted())
                        .as("queries are not admitted as commands")
                        .isEqualTo(client.lastCommandId() - client.queries());
            } finally {
                local.stop(Duration.ofSeconds(10));
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    private static List<List<Object>> withoutTimes(final List<UserReport.Order> orders) {
        final List<List<Object>> out = new ArrayList<>();
        for (final UserReport.Order o : orders) {
            out.add(List.of(o.symbol(), o.orderId(), o.side(), o.type(), o.price(), o.remaining(), o.visible(),
                    o.triggerPrice(), o.pendingStop()));
        }
        return out;
    }

    private static CommandResult get(final java.util.concurrent.CompletableFuture<CommandResult> f)
            throws Exception {
        return f.get(10, TimeUnit.SECONDS);
    }
}
