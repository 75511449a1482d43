package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three members, each a JVM of its own on 127.0.0.1 ({@link ProcessCluster}), a client under load
 * ({@link ClusterLoad}), and processes lost the hard way: the leader SIGKILLed at random moments, a follower
 * SIGKILLed, members SIGSTOPped (a partition), the whole cluster SIGKILLed. After each run every command the client
 * submitted was applied exactly once on every member (the admitted count equals the client's last command id, and
 * each answer is SUCCESS or a duplicate's), money is conserved and every member has the same state digest; a killed
 * member restarts from its own snapshot and log and catches up. Each leader kill's election time (kill to the new
 * leader's role change, read from the member's output) is printed.
 */
class ClusterKillTest {
    @TempDir
    Path dir;

    @Test
    void aSigkilledLeaderIsReplacedAndRestartsFromItsSnapshotWithEveryCommandAppliedOnce(final TestReporter report)
            throws Exception {
        leaderKills(1, 11, report);
    }

    @Test
    @Tag("slow")
    void twentySigkilledLeadersUnderLoadLoseNothingAcknowledged(final TestReporter report) throws Exception {
        leaderKills(20, 12, report);
    }

    private void leaderKills(final int kills, final long seed, final TestReporter report) throws Exception {
        final Random random = new Random(seed);
        final List<Long> elections = new ArrayList<>();
        try (ProcessCluster cluster = new ProcessCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(-1, 60_000);
            try (ClusterExchangeClient client = cluster.client(0)) {
                ClusterLoad.setUp(client);
                final ClusterLoad load = new ClusterLoad(client, 1);
                try {
                    for (int k = 0; k < kills; k++) {
                        cluster.snapshot();
                        Thread.sleep(300 + random.nextInt(1_200));
                        final int leader = (int) cluster.awaitLeader(-1, 30_000)[0];
                        final long killedAt = cluster.kill(leader);
                        final long[] next = cluster.awaitLeader(leader, 30_000);
                        final long ms = TimeUnit.NANOSECONDS.toMillis(next[1] - killedAt);
                        elections.add(ms);
                        System.out.println("ClusterKillTest: kill " + (k + 1) + " of member " + leader
                                + ": member " + next[0] + " leader after " + ms + " ms");
                        cluster.start(leader);
                        cluster.sameStateOnEveryMember(client);
                        assertThat(cluster.restored(leader)).as("kill %d: member %d restarted from its snapshot",
                                k + 1, leader).isPositive();
                    }
                } finally {
                    load.stop();
                }
                final long admitted = cluster.sameStateOnEveryMember(client);
                assertThat(admitted).as("each command id applied exactly once").isEqualTo(client.lastCommandId());
                assertThat(client.failovers()).isGreaterThanOrEqualTo(kills);
                long deposits = 0;
                for (int u = 1; u <= ClusterLoad.USERS; u++) {
                    deposits += load.deposits(u);
                }
                final TotalsReport totals = client.totals().get(60, TimeUnit.SECONDS);
                assertThat(totals.deposits(TestSpecs.QUOTE)).as("each deposit of one unit applied exactly once")
                        .isEqualTo(ClusterLoad.USERS * ClusterLoad.FUNDS + deposits);
                assertThat(totals.isBalanced()).as("money conserved").isTrue();
                report.publishEntry("electionsMs", elections.toString());
                report.publishEntry("commands", Long.toString(load.commands()));
                report.publishEntry("duplicatesAnswered", Long.toString(load.duplicates()));
                report.publishEntry("longestClientGapMs", Long.toString(load.longestGapMs()));
                System.out.println("ClusterKillTest: elections (ms) " + elections + ", " + load.commands()
                        + " commands, " + load.duplicates() + " duplicates answered, " + client.resends()
                        + " re-sends, longest client gap " + load.longestGapMs() + " ms");
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    @Test
    @Tag("slow")
    void aSigkilledFollowerRestartsFromItsSnapshotAndCatchesUpWhileTheLeaderServes() throws Exception {
        try (ProcessCluster cluster = new ProcessCluster(dir)) {
            cluster.startAll();
            final int leader = (int) cluster.awaitLeader(-1, 60_000)[0];
            try (ClusterExchangeClient client = cluster.client(0)) {
                ClusterLoad.setUp(client);
                final ClusterLoad load = new ClusterLoad(client, 1);
                final int follower = (leader + 1) % ProcessCluster.MEMBERS;
                try {
                    cluster.snapshot();
                    Thread.sleep(500);
                    cluster.kill(follower);
                    final long before = load.commands();
                    Thread.sleep(2_000);
                    assertThat(load.commands()).as("the leader went on serving with one follower")
                            .isGreaterThan(before);
                    assertThat(cluster.leader()).as("no election").isEqualTo(leader);
                    cluster.start(follower);
                    Thread.sleep(500);
                } finally {
                    load.stop();
                }
                assertThat(cluster.sameStateOnEveryMember(client)).isEqualTo(client.lastCommandId());
                assertThat(cluster.restored(follower)).as("the follower restarted from its snapshot").isPositive();
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    @Test
    @Tag("slow")
    void anIsolatedLeaderCommitsNothingAndAMajorityGoesOnWithoutASuspendedLeader() throws Exception {
        try (ProcessCluster cluster = new ProcessCluster(dir)) {
            cluster.startAll();
            final int leader = (int) cluster.awaitLeader(-1, 60_000)[0];
            try (ClusterExchangeClient client = cluster.client(0)) {
                ClusterLoad.setUp(client);
                final int a = (leader + 1) % ProcessCluster.MEMBERS;
                final int b = (leader + 2) % ProcessCluster.MEMBERS;
                cluster.suspend(a);
                cluster.suspend(b);
                final List<CompletableFuture<CommandResult>> pending = new ArrayList<>();
                for (int i = 1; i <= 20; i++) {
                    pending.add(client.place(1 + i % ClusterLoad.USERS, 1, i, i % 2 == 0 ? Side.BID : Side.ASK,
                            OrderType.GTC, 100, 1));
                }
                Thread.sleep(3_000);
                for (final CompletableFuture<CommandResult> f : pending) {
                    assertThat(f).as("a leader without a majority acknowledged a command").isNotDone();
                }
                cluster.resume(a);
                cluster.resume(b);
                for (final CompletableFuture<CommandResult> f : pending) {
                    assertThat(f.get(120, TimeUnit.SECONDS).resultCode()).isIn(0, ResultCode.DUPLICATE_COMMAND);
                }
                assertThat(cluster.sameStateOnEveryMember(client)).isEqualTo(client.lastCommandId());

                final int current = (int) cluster.awaitLeader(-1, 30_000)[0];
                cluster.suspend(current);
                final long[] next = cluster.awaitLeader(current, 30_000);
                assertThat(next[0]).isNotEqualTo(current);
                for (int i = 21; i <= 40; i++) {
                    assertThat(client.place(1 + i % ClusterLoad.USERS, 1, i, Side.BID, OrderType.GTC, 99, 1)
                            .get(120, TimeUnit.SECONDS).resultCode()).isIn(0, ResultCode.DUPLICATE_COMMAND);
                }
                cluster.resume(current);
                assertThat(cluster.sameStateOnEveryMember(client)).isEqualTo(client.lastCommandId());
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    @Test
    @Tag("slow")
    void theWholeClusterSigkilledRestartsFromItsSnapshotsAndLogs() throws Exception {
        try (ProcessCluster cluster = new ProcessCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(-1, 60_000);
            final long clientId;
            final long admitted;
            final long hashBefore;
            try (ClusterExchangeClient client = cluster.client(0)) {
                clientId = client.clientId();
                ClusterLoad.setUp(client);
                ClusterLoad load = new ClusterLoad(client, 1);
                Thread.sleep(1_000);
                load.stop();
                cluster.snapshot();
                load = new ClusterLoad(client, 1_000_000);
                Thread.sleep(1_000);
                load.stop();
                admitted = cluster.sameStateOnEveryMember(client);
                assertThat(admitted).isEqualTo(client.lastCommandId());
                hashBefore = client.stateHash().get(60, TimeUnit.SECONDS);
            }
            for (int m = 0; m < ProcessCluster.MEMBERS; m++) {
                cluster.kill(m);
            }
            cluster.startAll();
            cluster.awaitLeader(-1, 60_000);
            for (int m = 0; m < ProcessCluster.MEMBERS; m++) {
                assertThat(cluster.restored(m)).as("member %d loaded its snapshot", m).isPositive();
            }
            try (ClusterExchangeClient again = cluster.client(clientId)) {
                assertThat(again.addUser(99).get(60, TimeUnit.SECONDS).resultCode())
                        .as("command id 1 of this client was applied before the restart")
                        .isEqualTo(ResultCode.DUPLICATE_COMMAND);
            }
            try (ClusterExchangeClient client = cluster.client(0)) {
                assertThat(client.stateHash().get(60, TimeUnit.SECONDS)).as("the state before the kill, rebuilt")
                        .isEqualTo(hashBefore);
                cluster.sameStateOnEveryMember(client);
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }
}
