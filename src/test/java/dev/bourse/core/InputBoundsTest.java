package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.L2Book;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.command.CommandType;
import dev.bourse.config.Durability;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every input is bounded: an L2 depth, a batch, the explicit snapshots in flight. Above its documented bound a call
 * is refused before the ring with its own code, and the core goes on. The class timeout only guards against a hang.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class InputBoundsTest {
    @RegisterExtension
    final StartedCores cores = new StartedCores();
    private ExchangeCore core;

    private void start(final ThreadLayout layout) {
        core = cores.start(ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 2, 2))
                .riskEngine(new TestRisk(2, -1)).journal(NoOpJournal.INSTANCE)
                .clock(PipelineEquivalenceTest.countingClock()).build());
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void anL2DeeperThanTheMaximumIsRefusedAndTheDeepestAllowedOneListsTheWholeBook(final ThreadLayout layout) {
        start(layout);
        core.addSymbol(TestSpecs.spot(1)).join();
        core.addUser(1).join();
        for (int i = 0; i < 3; i++) {
            assertThat(core.place(1, 1, 1 + i, Side.BID, OrderType.GTC, 100 - i, 1).join().isSuccess()).isTrue();
        }
        for (final int depth : new int[] {Integer.MAX_VALUE, ExchangeApi.MAX_L2_DEPTH + 1}) {
            final CommandResult refused = core.l2(1, depth).join();
            assertThat(refused.resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
            assertThat(refused.sequence()).as("refused before the ring").isZero();
        }
        final L2Book deepest = core.l2(1, ExchangeApi.MAX_L2_DEPTH).join().l2();
        assertThat(deepest.bidLevels()).isEqualTo(3);
        assertThat(deepest.bidPrice(2)).isEqualTo(98);
        assertThat(core.isRunning()).isTrue();
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void aBatchIsCheckedWholeBeforeAnyOfItsCommandsEntersTheRing() {
        start(ThreadLayout.COMPACT);
        final Map<Long, Map<Integer, Long>> withNullBalances = new LinkedHashMap<>();
        withNullBalances.put(1L, Map.of(TestSpecs.QUOTE, 10L));
        withNullBalances.put(2L, null);
        assertRefusedWhole(core.addUsers(withNullBalances, 1));
        final Map<Long, Map<Integer, Long>> withNullAmount = new LinkedHashMap<>();
        final Map<Integer, Long> nullAmount = new HashMap<>();
        nullAmount.put(TestSpecs.QUOTE, null);
        withNullAmount.put(1L, nullAmount);
        assertRefusedWhole(core.addUsers(withNullAmount, 1));
        final Map<Long, Map<Integer, Long>> withNullUid = new HashMap<>();
        withNullUid.put(null, Map.of());
        assertRefusedWhole(core.addUsers(withNullUid, 1));
        final List<SymbolSpec> withNullSpec = new ArrayList<>();
        withNullSpec.add(TestSpecs.spot(1));
        withNullSpec.add(null);
        assertRefusedWhole(core.addSymbols(withNullSpec));
        assertThat(core.addUser(1).join().sequence()).as("nothing of the refused batches entered the ring")
                .isEqualTo(1);
    }

    @Test
    void aBatchOfMoreCommandsThanTheMaximumIsRefusedWhole() {
        start(ThreadLayout.COMPACT);
        final int max = ExchangeApi.MAX_BATCH_COMMANDS;
        assertRefusedWhole(core.addSymbols(Collections.nCopies(max + 1, TestSpecs.spot(1))));
        final Map<Long, Map<Integer, Long>> users = new HashMap<>();
        for (long uid = 1; uid <= max / 2; uid++) {
            users.put(uid, Map.of(TestSpecs.QUOTE, 1L));
        }
        users.put(Long.MAX_VALUE, Map.of(TestSpecs.QUOTE, 1L));
        assertRefusedWhole(core.addUsers(users, 1));
        users.remove(Long.MAX_VALUE);
        final List<CommandResult> accepted = core.addUsers(users, 1).join();
        assertThat(accepted).hasSize(max);
        assertThat(accepted.get(max - 1).sequence()).isEqualTo(max);
    }

    private static void assertRefusedWhole(final CompletableFuture<List<CommandResult>> batch) {
        assertThat(batch).isCompleted();
        assertThat(batch.join()).extracting(CommandResult::resultCode).containsExactly(ResultCode.INVALID_ARGUMENT);
    }

    @Test
    void explicitSnapshotsBeyondThePendingLimitAreRefusedWithSnapshotBusy(@TempDir final Path dir)
            throws Exception {
        final List<CompletableFuture<CommandResult>> requested = new ArrayList<>();
        final ExchangeListener snapshotsFromACallback = new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (commandType == CommandType.ADD_USER) {
                    // On the engine thread: none of these can be cut, let alone written, before this returns.
                    for (int i = 0; i <= ExchangeApi.MAX_PENDING_SNAPSHOTS; i++) {
                        requested.add(core.snapshot());
                    }
                }
            }
        };
        final var config = PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1).toBuilder()
                .journalEnabled(true).journalDir(dir).journalDurability(Durability.ASYNC).build();
        core = cores.start(ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(config)).listener(snapshotsFromACallback)
                .clock(PipelineEquivalenceTest.countingClock()).build());
        assertThat(core.addUser(1).join().isSuccess()).isTrue();
        assertThat(requested).hasSize(ExchangeApi.MAX_PENDING_SNAPSHOTS + 1);
        final CommandResult busy = requested.get(ExchangeApi.MAX_PENDING_SNAPSHOTS).join();
        assertThat(busy.resultCode()).isEqualTo(ResultCode.SNAPSHOT_BUSY);
        for (int i = 0; i < ExchangeApi.MAX_PENDING_SNAPSHOTS; i++) {
            assertThat(requested.get(i).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        }
        assertThat(core.snapshot().join().resultCode()).as("room again once they are written")
                .isEqualTo(ResultCode.SUCCESS);
    }
}
