package dev.bourse.cluster;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** A GTD order on a quiet book expires on the cluster's timer, identically on every member. */
class ClusterExpiryTest {
    @TempDir
    Path dir;

    @Test
    void aGtdOrderOnAQuietBookExpiresOnTheClusterTimer() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            try (ClusterExchangeClient client = cluster.client()) {
                assertThat(client.addSymbol(TestSpecs.spot(1)).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                assertThat(client.addUser(1).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                assertThat(client.deposit(1, TestSpecs.QUOTE, 1_000, 1).get(10, TimeUnit.SECONDS).isSuccess())
                        .isTrue();
                final long expireAt = TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis() + 1_500);
                assertThat(client.place(new OrderRequest().uid(1).symbol(1).orderId(5).side(Side.BID)
                        .type(OrderType.GTD).price(10).size(2).expireAt(expireAt)).get(10, TimeUnit.SECONDS)
                        .isSuccess()).isTrue();
                final long before = client.stateHash().get(10, TimeUnit.SECONDS);
                Thread.sleep(3_000);
                final long after = client.stateHash().get(10, TimeUnit.SECONDS);
                assertThat(after).as("the expiry changed the state without any command of ours").isNotEqualTo(before);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, after);
                assertThat(client.cancel(1, 1, 5).get(10, TimeUnit.SECONDS).resultCode())
                        .isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }
}
