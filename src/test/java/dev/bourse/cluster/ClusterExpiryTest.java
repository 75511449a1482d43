package dev.bourse.cluster;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A GTD order on a quiet book expires on the cluster's timer, identically on every member, and the expiry is told to
 * the client that placed it (and to no other), also when every member was restarted from a snapshot taken before it.
 */
class ClusterExpiryTest {
    /** From placing the GTD order to its expiry in the restart test: the snapshot, stop and restart must fit in it. */
    private static final long EXPIRY_MARGIN_MS = 12_000;

    @TempDir
    Path dir;

    @Test
    void aGtdOrderOnAQuietBookExpiresOnTheClusterTimer() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            final List<String> told = new CopyOnWriteArrayList<>();
            final List<String> bystanderTold = new CopyOnWriteArrayList<>();
            // A negative id for the owner: client ids are random longs, half of them negative.
            try (ClusterExchangeClient client = cluster.client(recorder(told), -42);
                    ClusterExchangeClient bystander = cluster.client(recorder(bystanderTold), 43)) {
                assertThat(bystander.addUser(2).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
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
                final long deadline = System.currentTimeMillis() + 10_000;
                while (told.isEmpty() && System.currentTimeMillis() < deadline) {
                    Thread.sleep(10);
                }
                assertThat(told).as("the owner's client is told of the expiry")
                        .containsExactly("symbol 1 order 5 uid 1 BID price 10 cancelled 2 left 0 EXPIRED");
                assertThat(client.expiries()).isEqualTo(1);
                assertThat(bystanderTold).as("another client is not told").isEmpty();
                assertThat(bystander.expiries()).isZero();
                assertThat(client.cancel(1, 1, 5).get(10, TimeUnit.SECONDS).resultCode())
                        .isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    /**
     * The route to the owner was learnt before the snapshot and nothing after it places an order for the user, so only
     * the snapshot can tell the restarted members where the expiry goes.
     */
    @Test
    void anExpiryAfterARestartFromASnapshotReachesItsOwnerOnce() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            final int leader = cluster.awaitLeader(30_000);
            final long ownerId = -42;
            final long expireAtMs;
            final List<String> toldBefore = new CopyOnWriteArrayList<>();
            try (ClusterExchangeClient owner = cluster.client(recorder(toldBefore), ownerId);
                    ClusterExchangeClient other = cluster.client(null, 43)) {
                assertThat(owner.addSymbol(TestSpecs.spot(1)).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                // Several users and clients, so the route tables have more than one entry to write in key order.
                for (int u = 1; u <= 3; u++) {
                    assertThat(owner.addUser(u).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                    assertThat(owner.deposit(u, TestSpecs.QUOTE, 1_000, u).get(10, TimeUnit.SECONDS).isSuccess())
                            .isTrue();
                }
                assertThat(other.place(2, 1, 7, Side.BID, OrderType.GTC, 10, 1).get(10, TimeUnit.SECONDS)
                        .isSuccess()).isTrue();
                // Long enough to outlast the snapshot, the stop and the restart of every member (seconds here).
                expireAtMs = System.currentTimeMillis() + EXPIRY_MARGIN_MS;
                assertThat(owner.place(new OrderRequest().uid(1).symbol(1).orderId(5).side(Side.BID)
                        .type(OrderType.GTD).price(10).size(2).expireAt(TimeUnit.MILLISECONDS.toNanos(expireAtMs)))
                        .get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
                assertThat(cluster.node(leader).requestSnapshot()).isTrue();
                for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                    cluster.awaitFirstSnapshot(m);
                }
            }
            for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                cluster.stop(m);
            }
            cluster.startAll();
            cluster.awaitLeader(30_000);
            for (int m = 0; m < LocalCluster.MEMBERS; m++) {
                assertThat(cluster.node(m).service().restoredSequence()).as("member %d loaded the snapshot", m)
                        .isPositive();
            }
            final List<String> told = new CopyOnWriteArrayList<>();
            try (ClusterExchangeClient owner = cluster.client(recorder(told), ownerId)) {
                // The owner's first command after the restart (a duplicate of its command id 1) names its new session;
                // it places no order, so the user's route to this client comes from the snapshot alone.
                assertThat(owner.addUser(99).get(10, TimeUnit.SECONDS).resultCode())
                        .isEqualTo(ResultCode.DUPLICATE_COMMAND);
                assertThat(System.currentTimeMillis()).as("the restart ended before the order's expiry (else this test"
                        + " cannot tell; raise EXPIRY_MARGIN_MS)").isLessThan(expireAtMs);
                final long deadline = expireAtMs + 10_000;
                while (told.isEmpty() && System.currentTimeMillis() < deadline) {
                    Thread.sleep(10);
                }
                Thread.sleep(500);
                assertThat(told).as("the owner's client is told of the expiry, once")
                        .containsExactly("symbol 1 order 5 uid 1 BID price 10 cancelled 2 left 0 EXPIRED");
                assertThat(owner.expiries()).isEqualTo(1);
            }
            try (ClusterExchangeClient fresh = cluster.client()) {
                assertThat(fresh.cancel(1, 1, 5).get(10, TimeUnit.SECONDS).resultCode())
                        .isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
            }
            assertThat(toldBefore).as("no expiry before the restart").isEmpty();
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    private static ExchangeListener recorder(final List<String> into) {
        return new ExchangeListener() {
            @Override
            public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
                    final Side side, final long price, final long cancelledSize, final long remaining,
                    final CancelReason reason, final long timestamp) {
                into.add("symbol " + symbol + " order " + orderId + " uid " + uid + " " + side + " price " + price
                        + " cancelled " + cancelledSize + " left " + remaining + " " + reason);
            }
        };
    }
}
