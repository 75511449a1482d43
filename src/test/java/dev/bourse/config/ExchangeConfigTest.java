package dev.bourse.config;

import dev.bourse.api.StpMode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class ExchangeConfigTest {

    @Test
    void defaultsAreValidAndEqualTheDocumentedValues() {
        final ExchangeConfig c = ExchangeConfig.builder().build();

        assertThat(c.get(Settings.RING_SIZE)).isZero();
        assertThat(c.ringSize()).as("auto, with the default GROUP_COMMIT journal").isEqualTo(4096);
        assertThat(c.riskShards()).isEqualTo(1);
        assertThat(c.matchingShards()).isEqualTo(1);
        assertThat(c.waitStrategy()).isEqualTo(WaitStrategyType.YIELDING);
        assertThat(c.threadLayout()).isEqualTo(ThreadLayout.INLINE);
        assertThat(c.affinityEnabled()).isFalse();
        assertThat(c.affinityCpus()).isEmpty();
        assertThat(c.defaultStpMode()).isEqualTo(StpMode.NONE);
        assertThat(c.groupingMaxBatch()).isEqualTo(256);
        assertThat(c.journalEnabled()).isTrue();
        assertThat(c.journalDir()).isEqualTo(Path.of("journal"));
        assertThat(c.journalDurability()).isEqualTo(Durability.GROUP_COMMIT);
        assertThat(c.journalSegmentBytes()).isEqualTo(256L * 1024 * 1024);
        assertThat(c.journalBlockBytes()).isEqualTo(1 << 20);
        assertThat(c.journalPreallocate()).isFalse();
        assertThat(c.snapshotEveryCommands()).isZero();
        assertThat(c.snapshotEverySeconds()).isZero();
        assertThat(c.snapshotEveryNanos()).isZero();
        assertThat(c.snapshotRetain()).isEqualTo(3);
        assertThat(c.orderBookExpectedOrders()).isEqualTo(65_536);
        assertThat(c.riskExpectedUsers()).isEqualTo(4096);
        assertThat(c.l2DefaultDepth()).isEqualTo(10);
        assertThat(ExchangeConfig.defaults()).isEqualTo(c);
    }

    @Test
    void defaultLayoutRunsOnlyTheJournalsThread() {
        final ExchangeConfig c = ExchangeConfig.defaults();

        assertThat(c.threadCount()).isEqualTo(1);
        assertThat(c.busyThreadCount()).isLessThanOrEqualTo(1);
        assertThat(c.toBuilder().journalEnabled(false).build().threadCount()).isZero();
    }

    @Test
    void compactLayoutKeepsOneEngineThreadWhateverTheShardCounts() {
        final ExchangeConfig c = ExchangeConfig.builder().threadLayout(ThreadLayout.COMPACT).riskShards(8)
            .matchingShards(16).build();

        assertThat(c.threadCount()).isEqualTo(2);
        assertThat(c.toBuilder().journalEnabled(false).build().threadCount()).isEqualTo(1);
    }

    @Test
    void pipelinedLayoutRunsOneThreadPerStageAndShard() {
        final ExchangeConfig.Builder b = ExchangeConfig.builder().threadLayout(ThreadLayout.PIPELINED)
            .riskShards(2).matchingShards(4);

        assertThat(b.build().threadCount()).isEqualTo(1 + 1 + 2 + 4 + 1);
        assertThat(b.journalEnabled(false).build().threadCount()).isEqualTo(1 + 2 + 4 + 1);
    }

    @Test
    void onlySpinningAndYieldingStrategiesCountAsBusyThreads() {
        final ExchangeConfig.Builder b = ExchangeConfig.builder().threadLayout(ThreadLayout.COMPACT);

        assertThat(b.waitStrategy(WaitStrategyType.BUSY_SPIN).build().busyThreadCount()).isEqualTo(2);
        assertThat(b.waitStrategy(WaitStrategyType.YIELDING).build().busyThreadCount()).isEqualTo(2);
        assertThat(b.waitStrategy(WaitStrategyType.SLEEPING).build().busyThreadCount()).isZero();
        assertThat(b.waitStrategy(WaitStrategyType.BLOCKING).build().busyThreadCount()).isZero();
    }

    @Test
    void builderToBuilderBuildRoundTripIsEqual() {
        final ExchangeConfig original = nonDefaultConfig();

        final ExchangeConfig copy = original.toBuilder().build();

        assertThat(copy).isEqualTo(original).hasSameHashCodeAs(original).isNotSameAs(original);
        assertThat(copy.toString()).isEqualTo(original.toString());
    }

    @Test
    void toBuilderChangesOnlyTheCopy() {
        final ExchangeConfig original = ExchangeConfig.defaults();

        final ExchangeConfig changed = original.toBuilder().ringSize(1024).build();

        assertThat(changed.ringSize()).isEqualTo(1024);
        assertThat(original.ringSize()).isEqualTo(4096);
        assertThat(changed).isNotEqualTo(original);
    }

    @Test
    void anAutomaticRingIs4096SlotsWithAGroupCommitJournalAnd1024Otherwise() {
        final ExchangeConfig durable = ExchangeConfig.defaults();
        assertThat(durable.ringSize()).isEqualTo(4096);
        assertThat(durable.toBuilder().journalDurability(Durability.ASYNC).build().ringSize()).isEqualTo(1024);
        assertThat(durable.toBuilder().journalEnabled(false).build().ringSize()).isEqualTo(1024);
        assertThat(durable.toBuilder().journalEnabled(false).ringSize(2048).build().ringSize()).isEqualTo(2048);
        assertThat(durable.toBuilder().ringSize(1024).build().ringSize()).isEqualTo(1024);
    }

    @Test
    void everySettingTakesPartInEquality() {
        final ExchangeConfig base = ExchangeConfig.defaults();
        final List<ExchangeConfig> oneChangeEach = List.of(
            base.toBuilder().ringSize(8192).build(),
            base.toBuilder().riskShards(2).build(),
            base.toBuilder().matchingShards(2).build(),
            base.toBuilder().waitStrategy(WaitStrategyType.BLOCKING).build(),
            base.toBuilder().threadLayout(ThreadLayout.PIPELINED).build(),
            base.toBuilder().clock(ClockSource.SYSTEM).build(),
            base.toBuilder().affinityEnabled(true).build(),
            base.toBuilder().defaultStpMode(StpMode.CANCEL_BOTH).build(),
            base.toBuilder().groupingMaxBatch(100).build(),
            base.toBuilder().journalEnabled(false).build(),
            base.toBuilder().journalDir(Path.of("elsewhere")).build(),
            base.toBuilder().journalDurability(Durability.ASYNC).build(),
            base.toBuilder().journalSegmentBytes(1L << 30).build(),
            base.toBuilder().journalBlockBytes(4096).build(),
            base.toBuilder().journalPreallocate(true).build(),
            base.toBuilder().snapshotEveryCommands(1_000_000).build(),
            base.toBuilder().snapshotEverySeconds(60).build(),
            base.toBuilder().snapshotRetain(1).build(),
            base.toBuilder().orderBookExpectedOrders(16).build(),
            base.toBuilder().riskExpectedUsers(16).build(),
            base.toBuilder().riskIdempotencyKeys(8).build(),
            base.toBuilder().riskIdempotencyWindow(60).build(),
            base.toBuilder().l2DefaultDepth(1).build(),
            base.toBuilder().feedChannel("aeron:ipc").build());

        for (final ExchangeConfig changed : oneChangeEach) {
            assertThat(changed).isNotEqualTo(base);
            assertThat(changed.toString()).isNotEqualTo(base.toString());
        }
        final ExchangeConfig pinned = base.toBuilder().affinityEnabled(true).affinityCpus(0, 1).build();
        assertThat(pinned.toBuilder().affinityCpus(1, 0).build()).isNotEqualTo(pinned);
        assertThat(Settings.names()).hasSize(oneChangeEach.size() + 1);
    }

    @Test
    void nullForAnObjectSettingMeansItsDefault() {
        final ExchangeConfig c = nonDefaultConfig().toBuilder()
            .waitStrategy(null).threadLayout(null).defaultStpMode(null).journalDir(null).journalDurability(null)
            .affinityCpus((int[]) null).clock(null).build();

        assertThat(c.waitStrategy()).isEqualTo(Settings.WAIT_STRATEGY.defaultValue());
        assertThat(c.threadLayout()).isEqualTo(Settings.THREAD_LAYOUT.defaultValue());
        assertThat(c.clock()).isEqualTo(Settings.CLOCK.defaultValue());
        assertThat(c.defaultStpMode()).isEqualTo(Settings.STP_MODE.defaultValue());
        assertThat(c.journalDir()).isEqualTo(Settings.JOURNAL_DIR.defaultValue());
        assertThat(c.journalDurability()).isEqualTo(Settings.JOURNAL_DURABILITY.defaultValue());
        assertThat(c.affinityCpus()).isEmpty();
    }

    @Test
    void cpuListCannotBeChangedFromOutside() {
        final int[] cpus = {4, 5};
        final ExchangeConfig.Builder b = ExchangeConfig.builder().affinityEnabled(true).affinityCpus(cpus);
        cpus[0] = 9;
        final ExchangeConfig c = b.build();

        c.affinityCpus()[1] = 9;

        assertThat(c.affinityCpus()).containsExactly(4, 5);
    }

    @Test
    void journalDirIsNormalizedSoEqualPathsCompareEqual() {
        final ExchangeConfig dotted = ExchangeConfig.builder().journalDir(Path.of("./data/../journal")).build();

        assertThat(dotted.journalDir()).isEqualTo(Path.of("journal"));
        assertThat(dotted).isEqualTo(ExchangeConfig.defaults());
    }

    @Test
    void snapshotIntervalIsAlsoGivenInNanoseconds() {
        final ExchangeConfig c = ExchangeConfig.builder().snapshotEverySeconds(90).build();

        assertThat(c.snapshotEveryNanos()).isEqualTo(90_000_000_000L);
    }

    @Test
    void describeListsEveryPropertyOncePerLineSortedByName() {
        final String text = nonDefaultConfig().describe();

        final List<String> names = new ArrayList<>();
        for (final String line : text.split("\n")) {
            assertThat(line).matches("bourse\\.[a-z0-9.]+ =( .+)?");
            names.add(line.substring(0, line.indexOf(" =")));
        }
        assertThat(names).isEqualTo(Settings.names()).isSorted();
        assertThat(text).endsWith("\n")
            .contains("bourse.ring.size = 2048\n")
            .contains("bourse.affinity.cpus = 3,2,1,0,7,6\n")
            .contains("bourse.wait.strategy = BUSY_SPIN\n");
    }

    @Test
    void describeIsAPropertiesFileForTheSameConfig() throws IOException {
        final ExchangeConfig c = nonDefaultConfig();
        final Properties parsed = new Properties();
        parsed.load(new StringReader(c.describe()));

        assertThat(ExchangeConfig.fromProperties(parsed)).isEqualTo(c);
        assertThat(ExchangeConfig.fromProperties(ExchangeConfig.defaults().toProperties()))
            .isEqualTo(ExchangeConfig.defaults());
    }

    @Test
    void describeShowsAnEmptyCpuListWithoutTrailingSpace() {
        assertThat(ExchangeConfig.defaults().describe()).contains("bourse.affinity.cpus =\n");
    }

    @Test
    void toPropertiesHoldsExactlyTheKnownNames() {
        assertThat(nonDefaultConfig().toProperties().stringPropertyNames())
            .containsExactlyInAnyOrderElementsOf(Settings.names());
    }

    @Test
    void toStringNamesEverySetting() {
        final String text = ExchangeConfig.defaults().toString();

        assertThat(text).startsWith("ExchangeConfig{").endsWith("}");
        for (final String name : Settings.names()) {
            assertThat(text).contains(name + "=");
        }
    }

    @Test
    void namesAreSortedDistinctAndPrefixed() {
        assertThat(Settings.names()).isSorted().doesNotHaveDuplicates()
            .allMatch(n -> n.startsWith(Settings.PREFIX))
            .doesNotContain(Settings.CHECKS);
        assertThat(Settings.isKnown(Settings.RING_SIZE.name())).isTrue();
        assertThat(Settings.isKnown("bourse.ring.szie")).isFalse();
        assertThat(Settings.names()).noneMatch(Settings::isForeignSystemProperty);
        assertThat(Settings.isForeignSystemProperty(Settings.CHECKS)).isTrue();
        assertThat(Settings.isForeignSystemProperty("bourse.test.excludedGroups")).isTrue();
    }

    static ExchangeConfig nonDefaultConfig() {
        return ExchangeConfig.builder()
            .ringSize(2048)
            .riskShards(2)
            .matchingShards(2)
            .waitStrategy(WaitStrategyType.BUSY_SPIN)
            .threadLayout(ThreadLayout.PIPELINED)
            .clock(ClockSource.SYSTEM)
            .affinityEnabled(true)
            .affinityCpus(3, 2, 1, 0, 7, 6)
            .defaultStpMode(StpMode.CANCEL_TAKER)
            .groupingMaxBatch(512)
            .journalEnabled(false)
            .journalDir(Path.of("var", "journal"))
            .journalDurability(Durability.ASYNC)
            .journalSegmentBytes(1L << 20)
            .journalBlockBytes(1 << 20)
            .journalPreallocate(true)
            .snapshotEveryCommands(500_000)
            .snapshotEverySeconds(3600)
            .snapshotRetain(7)
            .orderBookExpectedOrders(100_000)
            .riskExpectedUsers(1_000_000)
            .l2DefaultDepth(50)
            .build();
    }
}
