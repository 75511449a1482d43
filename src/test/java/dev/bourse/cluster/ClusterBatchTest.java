package dev.bourse.cluster;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The batch calls over the cluster: addSymbols and addUsers with the immutable collections of List.of and Map.of
 * (whose contains(null) throws), and a batch with a null element refused whole, as the in-process core does.
 */
class ClusterBatchTest {
    @TempDir
    Path dir;

    @Test
    void batchesOfImmutableCollectionsApplyAndBatchesWithNullsAreRefusedWhole() throws Exception {
        try (LocalCluster cluster = new LocalCluster(dir)) {
            cluster.startAll();
            cluster.awaitLeader(30_000);
            try (ClusterExchangeClient client = cluster.client()) {
                final List<CommandResult> symbols = client.addSymbols(List.of(TestSpecs.spot(1), TestSpecs.spot(2)))
                        .get(10, TimeUnit.SECONDS);
                assertThat(symbols).extracting(CommandResult::resultCode)
                        .containsExactly(ResultCode.SUCCESS, ResultCode.SUCCESS);

                final Map<Long, Map<Integer, Long>> users = new LinkedHashMap<>();
                users.put(1L, Map.of(TestSpecs.QUOTE, 1_000L));
                users.put(2L, Map.of());
                final List<CommandResult> added = client.addUsers(Map.copyOf(users), 7).get(10, TimeUnit.SECONDS);
                assertThat(added).hasSize(3).allMatch(CommandResult::isSuccess);
                assertThat(client.userReport(1).get(10, TimeUnit.SECONDS).balances())
                        .extracting(b -> b.currency() + ":" + b.balance()).containsExactly(TestSpecs.QUOTE + ":1000");

                final List<SymbolSpec> withNull = new ArrayList<>(Arrays.asList(TestSpecs.spot(3), null));
                assertThat(client.addSymbols(withNull).get(10, TimeUnit.SECONDS))
                        .extracting(CommandResult::resultCode).containsExactly(ResultCode.INVALID_ARGUMENT);
                final Map<Integer, Long> nullAmount = new HashMap<>();
                nullAmount.put(TestSpecs.QUOTE, null);
                assertThat(client.addUsers(Map.of(3L, nullAmount), 7).get(10, TimeUnit.SECONDS))
                        .extracting(CommandResult::resultCode).containsExactly(ResultCode.INVALID_ARGUMENT);
                assertThat(client.addUser(3).get(10, TimeUnit.SECONDS).resultCode())
                        .as("the refused batch added nobody").isEqualTo(ResultCode.SUCCESS);
                assertThat(client.errors()).isZero();
            }
            assertThat(cluster.bourseErrors()).isEmpty();
        }
    }
}
