package dev.bourse.cluster;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The leader fails under load: a new leader takes over, the client re-sends what was not answered, and every command
 * applies exactly once on every member (the killed one too, once restarted on its directory and caught up from the
 * log). In-process members; the slow suite does the same with separate JVMs and SIGKILL.
 */
class ClusterFailoverTest {
    private static final int USERS = 4;
    private static final int COMMANDS = 1200;
    private static final int KILL_AT = 400;
    private static final int WINDOW = 64;

    @TempDir
    Path dir;

    @Test
    void aKilledLeaderIsReplacedAndEveryCommandAppliesExactlyOnce(final TestReporter report) throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            final int leader = cluster.awaitLeader(30_000);
            try (ClusterExchangeClient client = cluster.client()) {
                setUp(client);
                final List<CompletableFuture<CommandResult>> results = new ArrayList<>();
                long electionMs = -1;
                for (int i = 1; i <= COMMANDS; i++) {
                    if (i == KILL_AT) {
                        final long t0 = System.nanoTime();
                        cluster.stop(leader);
                        final int next = cluster.awaitLeader(20_000);
                        electionMs = (System.nanoTime() - t0) / 1_000_000;
                        assertThat(next).isNotEqualTo(leader);
                    }
                    results.add(command(client, i));
                    if (results.size() >= WINDOW) {
                        results.get(results.size() - WINDOW).get(60, TimeUnit.SECONDS);
                    }
                }
                int duplicates = 0;
                for (final CompletableFuture<CommandResult> f : results) {
                    final CommandResult r = f.get(60, TimeUnit.SECONDS);
                    assertThat(r.resultCode()).as("answer %s", r)
                            .isIn(ResultCode.SUCCESS, ResultCode.DUPLICATE_COMMAND);
                    if (r.resultCode() == ResultCode.DUPLICATE_COMMAND) {
                        duplicates++;
                    }
                }
                cluster.start(leader);
                final long hash = client.stateHash().get(30, TimeUnit.SECONDS);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, hash);
                assertThat(cluster.node(leader).service().lastAdmitted())
                        .as("every command id the client used applied once, on the restarted member too")
                        .isEqualTo(client.lastCommandId());
                assertThat(client.failovers()).isPositive();
                report.publishEntry("electionMs", Long.toString(electionMs));
                report.publishEntry("resends", Long.toString(client.resends()));
                report.publishEntry("duplicatesAnswered", Integer.toString(duplicates));
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }

    private static void setUp(final ClusterExchangeClient client) throws Exception {
        assertThat(client.addSymbol(TestSpecs.spot(1)).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
        for (int u = 1; u <= USERS; u++) {
            assertThat(client.addUser(u).get(10, TimeUnit.SECONDS).isSuccess()).isTrue();
            assertThat(client.deposit(u, TestSpecs.QUOTE, 100_000_000, 1).get(10, TimeUnit.SECONDS).isSuccess())
                    .isTrue();
            assertThat(client.deposit(u, TestSpecs.BASE, 100_000_000, 1).get(10, TimeUnit.SECONDS).isSuccess())
                    .isTrue();
        }
    }

    /** Orders that cross each other (a filled order's id may be reused, so a double apply would trade twice). */
    private static CompletableFuture<CommandResult> command(final ClusterExchangeClient client, final int i) {
        final long uid = 1 + i % USERS;
        if (i % 10 == 0) {
            return client.deposit(uid, TestSpecs.QUOTE, 1, 1000 + i);
        }
        final Side side = i % 2 == 0 ? Side.BID : Side.ASK;
        return client.place(uid, 1, i, side, OrderType.GTC, 100 + i % 3, 1 + i % 5);
    }
}
