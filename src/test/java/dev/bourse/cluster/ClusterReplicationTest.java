package dev.bourse.cluster;

import dev.bourse.api.CommandResult;
import dev.bourse.api.Fill;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** Three members elect a leader and apply the client's commands identically. */
class ClusterReplicationTest {
    @TempDir
    Path dir;

    @Test
    void threeMembersElectALeaderAndComputeTheSameStateFromTheLog() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            try (ClusterExchangeClient client = cluster.client()) {
                assertThat(get(client.addSymbol(TestSpecs.spot(1))).resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(get(client.addUser(1)).resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(get(client.addUser(2)).resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(get(client.addUser(1)).resultCode()).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
                assertThat(get(client.deposit(1, TestSpecs.QUOTE, 1_000_000, 1)).isSuccess()).isTrue();
                assertThat(get(client.deposit(2, TestSpecs.BASE, 1_000_000, 1)).isSuccess()).isTrue();

                final CommandResult ask = get(client.place(2, 1, 10, Side.ASK, OrderType.GTC, 100, 5));
                assertThat(ask.isSuccess()).isTrue();
                assertThat(ask.sequence()).isPositive();
                final CommandResult bid = get(client.place(1, 1, 11, Side.BID, OrderType.GTC, 100, 3));
                assertThat(bid.isSuccess()).isTrue();
                assertThat(bid.fills()).hasSize(1);
                final Fill fill = bid.fills().get(0);
                assertThat(fill.makerOrderId()).isEqualTo(10);
                assertThat(fill.takerOrderId()).isEqualTo(11);
                assertThat(fill.size()).isEqualTo(3);
                assertThat(fill.makerRemaining()).isEqualTo(2);

                final long hash = client.stateHash().get(10, TimeUnit.SECONDS);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, hash);
                assertThat(client.errors()).isZero();
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    private static CommandResult get(final CompletableFuture<CommandResult> f)
            throws Exception {
        return f.get(10, TimeUnit.SECONDS);
    }
}
