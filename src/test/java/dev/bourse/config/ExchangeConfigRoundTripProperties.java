package dev.bourse.config;

import dev.bourse.api.StpMode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExchangeConfigRoundTripProperties {

    @Property(tries = 300)
    void toBuilderBuildGivesAnEqualConfig(@ForAll("validConfigs") final ExchangeConfig config) {
        final ExchangeConfig copy = config.toBuilder().build();

        assertThat(copy).isEqualTo(config).hasSameHashCodeAs(config);
        assertThat(copy.describe()).isEqualTo(config.describe());
    }

    @Property(tries = 300)
    void propertiesTextReadsBackToTheSameConfig(@ForAll("validConfigs") final ExchangeConfig config)
        throws IOException {
        final Properties described = new Properties();
        described.load(new StringReader(config.describe()));

        assertThat(ExchangeConfig.fromProperties(config.toProperties())).isEqualTo(config);
        assertThat(ExchangeConfig.fromProperties(described)).isEqualTo(config);
    }

    @Property(tries = 300)
    void ringSizesOutsideThePowersOfTwoInRangeAreRejected(@ForAll final int slots) {
        final boolean valid = slots >= 1024 && slots <= (1 << 22)
            && Integer.bitCount(slots) == 1;
        final ExchangeConfig.Builder builder = ExchangeConfig.builder().ringSize(slots).groupingMaxBatch(1);

        if (valid) {
            assertThat(builder.build().ringSize()).isEqualTo(slots);
        } else {
            assertThatThrownBy(builder::build)
                .isInstanceOfSatisfying(ConfigException.class,
                    e -> assertThat(e.property()).isEqualTo(Settings.RING_SIZE.name()))
                .hasMessageStartingWith(Settings.RING_SIZE.name() + " = " + slots + ": must be a power of two");
        }
    }

    @Property(tries = 300)
    void shardCountsMustBePowersOfTwoUpTo64(@ForAll final int shards) {
        final boolean valid = shards >= 1 && shards <= 64 && Integer.bitCount(shards) == 1;

        if (valid) {
            assertThat(ExchangeConfig.builder().riskShards(shards).matchingShards(shards).build().riskShards())
                .isEqualTo(shards);
        } else {
            assertThatThrownBy(() -> ExchangeConfig.builder().matchingShards(shards).build())
                .hasMessageStartingWith(Settings.MATCHING_SHARDS.name() + " = " + shards + ": must be");
        }
    }

    @Provide
    Arbitrary<ExchangeConfig> validConfigs() {
        final Arbitrary<ExchangeConfig> unpinned = Builders.withBuilder(ExchangeConfig::builder)
            .use(Arbitraries.integers().between(10, 22)).in((b, e) -> b.ringSize(1 << e))
            .use(Arbitraries.integers().between(0, 6)).in((b, e) -> b.riskShards(1 << e))
            .use(Arbitraries.integers().between(0, 6)).in((b, e) -> b.matchingShards(1 << e))
            .use(Arbitraries.of(WaitStrategyType.class)).in(ExchangeConfig.Builder::waitStrategy)
            .use(Arbitraries.of(ThreadLayout.class)).in(ExchangeConfig.Builder::threadLayout)
            .use(Arbitraries.of(StpMode.class)).in(ExchangeConfig.Builder::defaultStpMode)
            .use(Arbitraries.integers().between(1, 256)).in(ExchangeConfig.Builder::groupingMaxBatch)
            .use(Arbitraries.of(true, false)).in(ExchangeConfig.Builder::journalEnabled)
            .use(Arbitraries.of("journal", "var/journal", "data/j 1", "../elsewhere/journal"))
            .in((b, d) -> b.journalDir(Path.of(d)))
            .use(Arbitraries.of(Durability.class)).in(ExchangeConfig.Builder::journalDurability)
            .use(Arbitraries.longs().between(1L << 20, 16L << 30)).in(ExchangeConfig.Builder::journalSegmentBytes)
            .use(Arbitraries.integers().between(4096, 1 << 20)).in(ExchangeConfig.Builder::journalBlockBytes)
            .use(Arbitraries.longs().between(0, Long.MAX_VALUE)).in(ExchangeConfig.Builder::snapshotEveryCommands)
            .use(Arbitraries.longs().between(0, 31_536_000L))
            .in(ExchangeConfig.Builder::snapshotEverySeconds)
            .use(Arbitraries.integers().between(1, Integer.MAX_VALUE)).in(ExchangeConfig.Builder::snapshotRetain)
            .use(Arbitraries.integers().between(16, 100_000_000)).in(ExchangeConfig.Builder::orderBookExpectedOrders)
            .use(Arbitraries.integers().between(16, 100_000_000)).in(ExchangeConfig.Builder::riskExpectedUsers)
            .use(Arbitraries.integers().between(1, 10_000)).in(ExchangeConfig.Builder::l2DefaultDepth)
            .build(ExchangeConfig.Builder::build);
        return unpinned.flatMap(c -> Arbitraries.integers().between(0, 2).flatMap(pinning -> {
            if (pinning == 0) {
                return Arbitraries.just(c);
            }
            if (pinning == 1) {
                return Arbitraries.just(c.toBuilder().affinityEnabled(true).build());
            }
            return Arbitraries.integers().between(0, 1023).list().uniqueElements()
                .ofMinSize(c.threadCount()).ofMaxSize(c.threadCount() + 2)
                .map(cpus -> c.toBuilder().affinityEnabled(true).affinityCpus(toArray(cpus)).build());
        }));
    }

    private static int[] toArray(final List<Integer> values) {
        final int[] array = new int[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }
}
