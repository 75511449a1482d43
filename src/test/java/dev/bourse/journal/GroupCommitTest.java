package dev.bourse.journal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.command.CommandType;
import dev.bourse.core.ExchangeCore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * GROUP_COMMIT through a running core: a group commit is everything that arrived while the previous force ran (one
 * block, one force), and no result is released before the force that made its command durable returned. The disk is
 * the real one, watched ({@link ForceWatchingStorage}), which holds a force for as long as the test needs.
 */
class GroupCommitTest {
    /** More than the grouping stage's batch (256 by default) and than a 64 KiB block holds (273 records). */
    private static final int ARRIVING_DURING_THE_FORCE = 600;

    @TempDir
    Path dir;

    private ExchangeConfig config(final ThreadLayout layout) {
        return ExchangeConfig.builder().ringSize(1024).threadLayout(layout).waitStrategy(WaitStrategyType.SLEEPING)
                .journalEnabled(true).journalDir(dir).journalDurability(Durability.GROUP_COMMIT).build();
    }

    private static ExchangeCore start(final ExchangeConfig config, final ForceWatchingStorage disk,
            final ExchangeListener listener) throws Exception {
        final JournalWriter writer = new JournalWriter(disk, config.journalDir(), config.journalDurability(),
                config.journalSegmentBytes(), config.journalBlockBytes());
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new AcceptingRisk()).journal(writer)
                .listener(listener).clock(JournalFixture.clock(new AtomicLong(JournalFixture.FIRST_TIMESTAMP))).build();
        core.start();
        return core;
    }

    /** Records every result released for a journalled command whose block the device did not yet have for sure. */
    private static ExchangeListener releasedEarly(final ForceWatchingStorage disk, final List<String> early,
            final AtomicLong released) {
        return new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                released.incrementAndGet();
                if (!CommandType.isQuery(commandType) && sequence > disk.durableLast()) {
                    early.add("sequence " + sequence + " released with the device sure up to "
                            + disk.durableLast());
                }
            }
        };
    }

    @Test
    void everyCommandThatArrivesDuringAForceGoesIntoTheNextSingleForceAndNoneIsReleasedBeforeIt() throws Exception {
        final ForceWatchingStorage disk = new ForceWatchingStorage();
        final List<String> early = new CopyOnWriteArrayList<>();
        final AtomicLong released = new AtomicLong();
        final ExchangeCore core = start(config(ThreadLayout.INLINE), disk, releasedEarly(disk, early, released));
        try {
            disk.holdNextForce();
            final CompletableFuture<CommandResult> first = core.addUser(1);
            disk.awaitHeld();
            final long forces = disk.forces();
            final long blocks = disk.blockWrites();
            final List<CompletableFuture<CommandResult>> arriving = new ArrayList<>();
            for (int i = 0; i < ARRIVING_DURING_THE_FORCE; i++) {
                // INLINE: each call runs grouping and the engine before it returns, so all of them have arrived.
                arriving.add(core.addUser(2 + i));
            }

            assertThat(first).as("the first command's force is still running").isNotDone();
            assertThat(arriving).noneMatch(CompletableFuture::isDone);
            assertThat(released).hasValue(0);

            disk.release();
            first.join();
            arriving.forEach(CompletableFuture::join);

            assertThat(disk.forces() - forces).as("the held force and one more for everything that arrived")
                    .isEqualTo(2);
            assertThat(disk.blockWrites() - blocks).as("everything that arrived, in one block").isEqualTo(1);
            assertThat(early).isEmpty();
            assertThat(released).hasValue(1 + ARRIVING_DURING_THE_FORCE);
        } finally {
            core.stop();
        }
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void noResultIsReleasedBeforeTheForceThatMadeItsCommandDurableInEveryLayout(final ThreadLayout layout)
            throws Exception {
        final ForceWatchingStorage disk = new ForceWatchingStorage();
        final List<String> early = new CopyOnWriteArrayList<>();
        final AtomicLong released = new AtomicLong();
        final ExchangeCore core = start(config(layout), disk, releasedEarly(disk, early, released));
        final int commands = 3_000;
        try {
            final JournalFixture.Stream stream = new JournalFixture.Stream(7);
            stream.setUp(core);
            stream.send(core, commands);
        } finally {
            core.stop();
        }
        assertThat(early).isEmpty();
        assertThat(released.get()).isGreaterThan(commands);
    }
}
