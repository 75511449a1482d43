package dev.bourse.cluster;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterClientContext;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A snapshot, more commands, then the whole cluster stopped and started again: every member loads the snapshot (the
 * core's state, the deduplication table and the service's state), replays the log after it and reaches the same state
 * as before the stop; a command id the deduplication table remembers from before the snapshot is still refused.
 */
class ClusterSnapshotTest {
    @TempDir
    Path dir;

    @Test
    void theWholeClusterRestartsFromItsSnapshotAndTheLogAfterIt() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            int leader = cluster.awaitLeader(30_000);
            final long clientId;
            final long hashBefore;
            final long admittedBefore;
            try (ClusterExchangeClient client = cluster.client()) {
                clientId = client.clientId();
                assertThat(client.addSymbol(TestSpecs.spot(1)).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                for (int u = 1; u <= 3; u++) {
                    assertThat(client.addUser(u).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                    client.deposit(u, TestSpecs.QUOTE, 1_000_000, 1).get(10, TimeUnit.SECONDS);
                    client.deposit(u, TestSpecs.BASE, 1_000_000, 1).get(10, TimeUnit.SECONDS);
                }
                trade(client, 1, 200);
                final long farFuture = TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis() + 3_600_000);
                assertThat(client.place(new OrderRequest().uid(1).symbol(1).orderId(10_000).side(Side.BID)
                        .type(OrderType.GTD).price(99).size(1).expireAt(farFuture)).get(10, TimeUnit.SECONDS)
                        .resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(cluster.node(leader).requestSnapshot()).isTrue();
                for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                    cluster.awaitFirstSnapshot(m);
                }
                trade(client, 201, 300);
                hashBefore = client.stateHash().get(10, TimeUnit.SECONDS);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, hashBefore);
                admittedBefore = cluster.node(leader).service().lastAdmitted();
                assertThat(admittedBefore).isEqualTo(client.lastCommandId());
            }
            for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                cluster.stop(m);
            }
            cluster.startAll();
            leader = cluster.awaitLeader(30_000);
            for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                assertThat(cluster.node(m).service().restoredSequence()).as("member %d loaded the snapshot", m)
                        .isPositive();
            }
            try (ClusterExchangeClient again = ClusterExchangeClient.connect(new ClusterClientContext()
                    .ports(cluster.config(0).ports()).clientId(clientId))) {
                final CommandResult replayed = again.addUser(99).get(10, TimeUnit.SECONDS);
                assertThat(replayed.resultCode()).as("command id 1 of this client was applied before the snapshot")
                        .isEqualTo(ResultCode.DUPLICATE_COMMAND);
            }
            try (ClusterExchangeClient client = cluster.client()) {
                final long hashAfter = client.stateHash().get(10, TimeUnit.SECONDS);
                assertThat(hashAfter).as("the state before the stop, rebuilt").isEqualTo(hashBefore);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, hashAfter);
                assertThat(cluster.node(leader).service().lastAdmitted()).isEqualTo(admittedBefore + 1);
                assertThat(client.addUser(99).get(10, TimeUnit.SECONDS).resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(client.cancel(1, 1, 10_000).get(10, TimeUnit.SECONDS).resultCode())
                        .as("the GTD order survived in the snapshot").isEqualTo(ResultCode.SUCCESS);
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    private static void trade(final ClusterExchangeClient client, final int from, final int to) throws Exception {
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            all.add(client.place(1 + i % 3, 1, i, i % 2 == 0 ? Side.BID : Side.ASK, OrderType.GTC, 100 + i % 4,
                    1 + i % 3));
        }
        for (final CompletableFuture<CommandResult> f : all) {
            assertThat(f.get(20, TimeUnit.SECONDS).isSuccess()).isTrue();
        }
    }
}
