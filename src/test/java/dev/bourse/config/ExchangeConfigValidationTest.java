package dev.bourse.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

class ExchangeConfigValidationTest {

    static Stream<Arguments> badSettings() {
        return Stream.of(
            bad(b -> b.ringSize(1000), Settings.RING_SIZE.name(),
                "bourse.ring.size = 1000: must be 0 (auto) or a power of two in 1024..4194304 (default 0)"),
            bad(b -> b.ringSize(512), Settings.RING_SIZE.name(), "bourse.ring.size = 512: must be 0 (auto) or a power of two"),
            bad(b -> b.ringSize(1 << 23), Settings.RING_SIZE.name(), "bourse.ring.size = 8388608: must be"),
            bad(b -> b.riskShards(3), Settings.RISK_SHARDS.name(),
                "bourse.risk.shards = 3: must be a power of two in 1..64 (default 1)"),
            bad(b -> b.riskShards(0), Settings.RISK_SHARDS.name(), "bourse.risk.shards = 0: must be"),
            bad(b -> b.riskShards(128), Settings.RISK_SHARDS.name(), "bourse.risk.shards = 128: must be"),
            bad(b -> b.matchingShards(6), Settings.MATCHING_SHARDS.name(),
                "bourse.matching.shards = 6: must be a power of two in 1..64 (default 1)"),
            bad(b -> b.matchingShards(-2), Settings.MATCHING_SHARDS.name(), "bourse.matching.shards = -2: must be"),
            bad(b -> b.groupingMaxBatch(0), Settings.GROUPING_MAX_BATCH.name(),
                "bourse.grouping.max.batch = 0: must be >= 1 (default 256)"),
            bad(b -> b.ringSize(1024).groupingMaxBatch(257), Settings.GROUPING_MAX_BATCH.name(),
                "bourse.grouping.max.batch = 257: must be in 1..256, that is at most bourse.ring.size / 4 with "
                    + "bourse.ring.size = 1024 (default 256)"),
            bad(b -> b.affinityCpus(0, 1), Settings.AFFINITY_CPUS.name(),
                "bourse.affinity.cpus = 0,1: must be empty unless bourse.affinity.enabled = true"),
            bad(b -> b.affinityEnabled(true).threadLayout(ThreadLayout.COMPACT).affinityCpus(0),
                Settings.AFFINITY_CPUS.name(),
                "bourse.affinity.cpus = 0: must list at least 2 CPU ids, one per thread of bourse.thread.layout = "
                    + "COMPACT"),
            bad(b -> b.affinityEnabled(true).threadLayout(ThreadLayout.PIPELINED).riskShards(2).matchingShards(2)
                    .affinityCpus(0, 1, 2, 3, 4, 5), Settings.AFFINITY_CPUS.name(),
                "bourse.affinity.cpus = 0,1,2,3,4,5: must list at least 7 CPU ids"),
            bad(b -> b.affinityEnabled(true).affinityCpus(0, -1), Settings.AFFINITY_CPUS.name(),
                "bourse.affinity.cpus = 0,-1: must list CPU ids >= 0, but has -1"),
            bad(b -> b.affinityEnabled(true).affinityCpus(1, 2, 1), Settings.AFFINITY_CPUS.name(),
                "bourse.affinity.cpus = 1,2,1: must list distinct CPU ids, but has 1 twice"),
            bad(b -> b.journalSegmentBytes((1L << 20) - 1), Settings.JOURNAL_SEGMENT_BYTES.name(),
                "bourse.journal.segment.bytes = 1048575: must be in 1048576..17179869184 (default 268435456)"),
            bad(b -> b.journalSegmentBytes((16L << 30) + 1), Settings.JOURNAL_SEGMENT_BYTES.name(),
                "bourse.journal.segment.bytes = 17179869185: must be in"),
            bad(b -> b.journalBlockBytes(4095), Settings.JOURNAL_BLOCK_BYTES.name(),
                "bourse.journal.block.bytes = 4095: must be in 4096..4194304 (default 1048576)"),
            bad(b -> b.journalBlockBytes((4 << 20) + 1), Settings.JOURNAL_BLOCK_BYTES.name(),
                "bourse.journal.block.bytes = 4194305: must be in"),
            bad(b -> b.journalSegmentBytes(1L << 20).journalBlockBytes(2 << 20), Settings.JOURNAL_BLOCK_BYTES.name(),
                "bourse.journal.block.bytes = 2097152: must be at most bourse.journal.segment.bytes = 1048576"),
            bad(b -> b.journalDir(Path.of("")), Settings.JOURNAL_DIR.name(),
                "bourse.journal.dir = '': must be a directory path, not blank (default journal)"),
            bad(b -> b.snapshotEveryCommands(-1), Settings.SNAPSHOT_EVERY_COMMANDS.name(),
                "bourse.snapshot.every.commands = -1: must be 0 (off) or >= 1 (default 0)"),
            bad(b -> b.snapshotEverySeconds(-5), Settings.SNAPSHOT_EVERY_SECONDS.name(),
                "bourse.snapshot.every.seconds = -5: must be 0 (off) or in 1..31536000 (default 0)"),
            bad(b -> b.snapshotEverySeconds(31_536_001), Settings.SNAPSHOT_EVERY_SECONDS.name(),
                "bourse.snapshot.every.seconds = 31536001: must be 0 (off) or in 1..31536000"),
            bad(b -> b.snapshotRetain(0), Settings.SNAPSHOT_RETAIN.name(),
                "bourse.snapshot.retain = 0: must be >= 1 (default 3)"),
            bad(b -> b.orderBookExpectedOrders(15), Settings.ORDERBOOK_EXPECTED_ORDERS.name(),
                "bourse.orderbook.expected.orders = 15: must be in 16..100000000 (default 65536)"),
            bad(b -> b.orderBookExpectedOrders(100_000_001), Settings.ORDERBOOK_EXPECTED_ORDERS.name(),
                "bourse.orderbook.expected.orders = 100000001: must be in"),
            bad(b -> b.riskExpectedUsers(15), Settings.RISK_EXPECTED_USERS.name(),
                "bourse.risk.expected.users = 15: must be in 16..100000000 (default 4096)"),
            bad(b -> b.l2DefaultDepth(0), Settings.L2_DEFAULT_DEPTH.name(),
                "bourse.l2.default.depth = 0: must be in 1..10000 (default 10)"),
            bad(b -> b.l2DefaultDepth(10_001), Settings.L2_DEFAULT_DEPTH.name(),
                "bourse.l2.default.depth = 10001: must be in"));
    }

    private static Arguments bad(final UnaryOperator<ExchangeConfig.Builder> change, final String property,
                                 final String messageStart) {
        return arguments(messageStart, change, property);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badSettings")
    void rejectsASettingWithAMessageNamingPropertyValueAndRange(final String messageStart,
                                                                final UnaryOperator<ExchangeConfig.Builder> change,
                                                                final String property) {
        final ExchangeConfig.Builder builder = change.apply(ExchangeConfig.builder());

        assertThatThrownBy(builder::build)
            .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.property()).isEqualTo(property))
            .hasMessageStartingWith(messageStart);
    }

    @Test
    void acceptsTheEdgesOfEveryRange() {
        final ExchangeConfig low = ExchangeConfig.builder()
            .ringSize(1024).riskShards(1).matchingShards(1).groupingMaxBatch(1)
            .journalSegmentBytes(1L << 20).journalBlockBytes(4096)
            .snapshotEveryCommands(0).snapshotEverySeconds(0).snapshotRetain(1)
            .orderBookExpectedOrders(16).riskExpectedUsers(16).l2DefaultDepth(1).build();
        final ExchangeConfig high = ExchangeConfig.builder()
            .ringSize(1 << 22).riskShards(64).matchingShards(64).groupingMaxBatch(1 << 20)
            .journalSegmentBytes(16L << 30).journalBlockBytes(4 << 20)
            .snapshotEveryCommands(Long.MAX_VALUE).snapshotEverySeconds(31_536_000).snapshotRetain(Integer.MAX_VALUE)
            .orderBookExpectedOrders(100_000_000).riskExpectedUsers(100_000_000).l2DefaultDepth(10_000).build();

        final ExchangeConfig fullBatch = ExchangeConfig.builder().ringSize(1024).groupingMaxBatch(256).build();

        assertThat(low.groupingMaxBatch()).isEqualTo(1);
        assertThat(high.groupingMaxBatch()).isEqualTo(high.ringSize() / 4);
        assertThat(fullBatch.groupingMaxBatch()).isEqualTo(fullBatch.ringSize() / 4);
        assertThat(high.snapshotEveryNanos()).isEqualTo(31_536_000L * 1_000_000_000L);
    }

    @Test
    void acceptsPinnedThreadsWithEnoughDistinctCpus() {
        final ExchangeConfig c = ExchangeConfig.builder().affinityEnabled(true)
            .threadLayout(ThreadLayout.PIPELINED).riskShards(2).matchingShards(2)
            .affinityCpus(0, 1, 2, 3, 4, 5, 6, 7).build();

        assertThat(c.threadCount()).isEqualTo(7);
        assertThat(c.affinityCpus()).hasSize(8);
    }

    @Test
    void acceptsPinningWithoutACpuListSoThePipelineChooses() {
        assertThat(ExchangeConfig.builder().affinityEnabled(true).build().affinityCpus()).isEmpty();
    }

    @Test
    void rejectsAJournalDirThatIsAFile(@TempDir final Path tmp) throws IOException {
        final Path file = Files.createFile(tmp.resolve("not-a-dir"));
        final ExchangeConfig.Builder builder = ExchangeConfig.builder().journalDir(file);

        assertThatThrownBy(builder::build)
            .isInstanceOf(ConfigException.class)
            .hasMessage("bourse.journal.dir = " + file + ": must be a directory or not exist yet, but is a file");
    }

    @Test
    void ignoresAJournalDirThatIsAFileWhenTheJournalIsOff(@TempDir final Path tmp) throws IOException {
        final Path file = Files.createFile(tmp.resolve("not-a-dir"));

        assertThat(ExchangeConfig.builder().journalDir(file).journalEnabled(false).build().journalDir())
            .isEqualTo(file);
    }

    @Test
    void acceptsAnExistingJournalDirectory(@TempDir final Path tmp) {
        assertThat(ExchangeConfig.builder().journalDir(tmp).build().journalDir()).isEqualTo(tmp);
    }

    @Test
    void reportsTheFirstBadPropertyInNameOrderBeforeRulesBetweenProperties() {
        final ExchangeConfig.Builder builder = ExchangeConfig.builder()
            .ringSize(1000).riskShards(3).groupingMaxBatch(100_000).l2DefaultDepth(0);

        assertThatThrownBy(builder::build).hasMessageStartingWith("bourse.l2.default.depth = 0:");
    }

    @Test
    void builderStaysUsableAfterAFailedBuild() {
        final ExchangeConfig.Builder builder = ExchangeConfig.builder().ringSize(1000);
        assertThatThrownBy(builder::build).isInstanceOf(ConfigException.class);

        assertThat(builder.ringSize(1024).build().ringSize()).isEqualTo(1024);
    }
}
