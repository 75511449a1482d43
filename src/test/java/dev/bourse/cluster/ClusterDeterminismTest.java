package dev.bourse.cluster;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static dev.bourse.testkit.TestSpecs.BASE;
import static dev.bourse.testkit.TestSpecs.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cluster computes what one core computes: a seeded command stream goes through a three-member cluster, then
 * through a local INLINE core and a local COMPACT core, each driven by an {@link ExternalSequencer} with the stamps
 * (sequence, timestamp) the cluster's log gave each command; every command's result (code, sequence, timestamp and
 * events, in order) and the final state hash must be the same in all three, and the same on every member.
 */
class ClusterDeterminismTest {
    private static final int SYMBOLS = 3;
    private static final int USERS = 6;
    private static final int ORDERS = 400;

    @TempDir
    Path dir;

    /** One command of the stream, sent through any {@link ExchangeApi}. */
    private interface Step {
        CompletableFuture<CommandResult> send(ExchangeApi api);
    }

    /**
     * Symbols, funded users, then random GTC, IOC and GTD orders (GTD an hour ahead, so no cluster timer fires during
     * the run: the local cores have none), cancels, moves and reductions, some of unknown or others' orders.
     */
    private static List<Step> stream(final long seed, final long expireAt) {
        final List<Step> steps = new ArrayList<>();
        for (long s = 1; s <= SYMBOLS; s++) {
            final long symbol = s;
            steps.add(api -> api.addSymbol(TestSpecs.spot(symbol)));
        }
        for (long u = 1; u <= USERS; u++) {
            final long uid = u;
            steps.add(api -> api.addUser(uid));
            steps.add(api -> api.deposit(uid, QUOTE, 1_000_000, 2 * uid));
            steps.add(api -> api.deposit(uid, BASE, 10_000, 2 * uid + 1));
        }
        final Random random = new Random(seed);
        long nextId = 1;
        for (int k = 0; k < ORDERS; k++) {
            final long uid = 1 + random.nextInt(USERS);
            final long symbol = 1 + random.nextInt(SYMBOLS);
            final int pick = random.nextInt(20);
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(9);
            if (pick < 15) {
                final long id = nextId++;
                final Side side = random.nextBoolean() ? Side.BID : Side.ASK;
                final OrderType type = pick < 9 ? OrderType.GTC : pick < 12 ? OrderType.GTD : OrderType.IOC;
                steps.add(api -> api.place(new OrderRequest().uid(uid).symbol(symbol).orderId(id).side(side)
                        .type(type).price(price).size(size).expireAt(type == OrderType.GTD ? expireAt : 0)));
            } else {
                final long id = 1 + random.nextInt((int) nextId);
                if (pick < 17) {
                    steps.add(api -> api.cancel(uid, symbol, id));
                } else if (pick < 19) {
                    steps.add(api -> api.move(uid, symbol, id, price));
                } else {
                    steps.add(api -> api.reduce(uid, symbol, id, 1));
                }
            }
        }
        return steps;
    }

    @Test
    void theClusterAndLocalInlineAndCompactCoresGiveTheSameEventsAndStateHash() throws Exception {
        final List<Step> steps = stream(17, TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis() + 3_600_000));
        final List<CommandResult> clustered = new ArrayList<>(steps.size());
        final long clusterHash;
        final ExchangeConfig config;
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            config = cluster.config(0).core();
            try (ClusterExchangeClient client = cluster.client()) {
                for (final Step step : steps) {
                    clustered.add(step.send(client).get(10, TimeUnit.SECONDS));
                }
                clusterHash = client.stateHash().get(10, TimeUnit.SECONDS);
                ClusterAssertions.sameStateOnEveryRunningMember(cluster, clusterHash);
                assertThat(client.resends()).as("no re-sent command (a duplicate answer has no events)").isZero();
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
        assertThat(clustered).as("the stream trades").anyMatch(r -> !r.fills().isEmpty());

        for (final ThreadLayout layout : new ThreadLayout[] {ThreadLayout.INLINE, ThreadLayout.COMPACT}) {
            final ExternalSequencer sequencer = new ExternalSequencer();
            final ExchangeCore core = ExchangeCore.builder(config.toBuilder().threadLayout(layout)
                    .journalEnabled(false).build()).sequencer(sequencer).build();
            core.start();
            try {
                for (int i = 0; i < steps.size(); i++) {
                    final CommandResult expected = clustered.get(i);
                    if (expected.sequence() > 0) {
                        sequencer.next(expected.sequence(), expected.timestamp());
                    }
                    assertThat(steps.get(i).send(core).get(10, TimeUnit.SECONDS))
                            .as("%s core, command %d", layout, i).isEqualTo(expected);
                }
                assertThat(core.stateHash().get(10, TimeUnit.SECONDS)).as("%s core's state hash", layout)
                        .isEqualTo(clusterHash);
            } finally {
                core.stop(Duration.ofSeconds(5));
            }
        }
    }
}
