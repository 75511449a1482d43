package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.testkit.TestSpecs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** The operator's counters read through the core's public surface: the ring's occupancy and the journal's writes. */
class CoreCountersTest {
    private static ExchangeConfig config(final Path dir, final boolean journal, final Durability durability) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(ThreadLayout.COMPACT).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(journal)
                .journalDir(dir).journalDurability(durability).build();
    }

    /** Sends commands one at a time, each waited for: every one is a batch of its own, so a block of its own. */
    private static int send(final ExchangeCore core) {
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        int commands = 1;
        for (long uid = 1; uid <= 5; uid++) {
            assertThat(core.addUser(uid).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            assertThat(core.deposit(uid, TestSpecs.QUOTE, 1_000, uid).join().resultCode())
                    .isEqualTo(ResultCode.SUCCESS);
            commands += 2;
        }
        return commands;
    }

    private static long segmentBytes(final Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    @Test
    void aGroupCommitJournalCountsOneForcePerBlockAndTheBytesItWrote(@TempDir final Path dir) throws Exception {
        final ExchangeCore core = ExchangeCore.builder(config(dir, true, Durability.GROUP_COMMIT)).build();
        core.start();
        final CoreCounters c = core.counters();
        assertThat(c.journalled()).isTrue();
        final int commands = send(core);
        assertThat(c.journalBlocks()).as("one block per waited-for command").isEqualTo(commands);
        assertThat(c.journalForces()).as("GROUP_COMMIT forces every block").isEqualTo(c.journalBlocks());
        assertThat(c.journalForceNanos()).isPositive();
        assertThat(c.takeMaxJournalForceNanos()).isPositive().isLessThanOrEqualTo(c.journalForceNanos());
        assertThat(c.takeMaxJournalForceNanos()).as("taking the maximum resets it").isZero();
        assertThat(c.journalBytes() - c.journalBlocks() * JournalDescriptor.COMMIT_LENGTH)
                .as("the blocks after the segment's header, each with its commit record written over the header's")
                .isEqualTo(segmentBytes(dir) - JournalDescriptor.SEGMENT_DATA_OFFSET);
        assertThat(c.ringCapacity()).isEqualTo(1024);
        assertThat(c.ringClaimed()).isGreaterThanOrEqualTo(commands);
        // The last future completes inside the results stage, before that stage's sequence frees its slot.
        final long deadline = System.nanoTime() + 5_000_000_000L;
        while (c.ringRemaining() != 1024 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(c.ringRemaining()).as("nothing in flight once the results stage moved on").isEqualTo(1024);
        assertThat(c.lastSnapshotMaxStallNanos()).as("no snapshot taken").isZero();
        assertThat(core.stop()).isTrue();
    }

    @Test
    void anAsyncJournalForcesOnlyWhenItSealsASegment(@TempDir final Path dir) throws Exception {
        final ExchangeCore core = ExchangeCore.builder(config(dir, true, Durability.ASYNC)).build();
        core.start();
        final int commands = send(core);
        assertThat(core.counters().journalBlocks()).isEqualTo(commands);
        assertThat(core.counters().journalForces()).isZero();
        assertThat(core.stop()).isTrue();
        assertThat(core.counters().journalForces()).as("the seal at stop").isEqualTo(1);
    }

    @Test
    void aCoreWithoutAJournalCountsNoJournalWrites(@TempDir final Path dir) throws Exception {
        final ExchangeCore core = ExchangeCore.builder(config(dir, false, Durability.GROUP_COMMIT)).build();
        core.start();
        send(core);
        final CoreCounters c = core.counters();
        assertThat(c.journalled()).isFalse();
        assertThat(c.journalBlocks() + c.journalBytes() + c.journalForces() + c.journalForceNanos()).isZero();
        assertThat(c.ringClaimed()).isPositive();
        assertThat(core.stop()).isTrue();
    }
}
