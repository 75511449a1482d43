package dev.bourse.config;

import dev.bourse.api.StpMode;
import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import static dev.bourse.testkit.Generators.booleans;
import static dev.bourse.testkit.Generators.constant;
import static dev.bourse.testkit.Generators.elements;
import static dev.bourse.testkit.Generators.enums;
import static dev.bourse.testkit.Generators.ints;
import static dev.bourse.testkit.Generators.longs;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExchangeConfigRoundTripProperties {

    @Test
    void toBuilderBuildGivesAnEqualConfig() {
        Property.forAll(validConfigs()).tries(300).shownAs(ExchangeConfig::describe).check(config -> {
            final ExchangeConfig copy = config.toBuilder().build();

            assertThat(copy).isEqualTo(config).hasSameHashCodeAs(config);
            assertThat(copy.describe()).isEqualTo(config.describe());
        });
    }

    @Test
    void propertiesTextReadsBackToTheSameConfig() {
        Property.forAll(validConfigs()).tries(300).shownAs(ExchangeConfig::describe).check(config -> {
            final Properties described = new Properties();
            described.load(new StringReader(config.describe()));

            assertThat(ExchangeConfig.fromProperties(config.toProperties())).isEqualTo(config);
            assertThat(ExchangeConfig.fromProperties(described)).isEqualTo(config);
        });
    }

    @Test
    void ringSizesOutsideThePowersOfTwoInRangeAreRejected() {
        Property.forAll(ints()).tries(300).check(ExchangeConfigRoundTripProperties::ringSizeIsValidatedAsStated);
    }

    @Test
    void shardCountsMustBePowersOfTwoUpTo64() {
        Property.forAll(ints()).tries(300).check(ExchangeConfigRoundTripProperties::shardCountIsValidatedAsStated);
    }

    private static void ringSizeIsValidatedAsStated(final int slots) {
        final boolean valid = slots == 0 || slots >= 1024 && slots <= (1 << 22)
            && Integer.bitCount(slots) == 1;
        final ExchangeConfig.Builder builder = ExchangeConfig.builder().ringSize(slots).groupingMaxBatch(1);

        if (valid) {
            assertThat(builder.build().get(Settings.RING_SIZE)).isEqualTo(slots);
        } else {
            assertThatThrownBy(builder::build)
                .isInstanceOfSatisfying(ConfigException.class,
                    e -> assertThat(e.property()).isEqualTo(Settings.RING_SIZE.name()))
                .hasMessageStartingWith(Settings.RING_SIZE.name() + " = " + slots + ": must be 0 (auto) or a power of two");
        }
    }

    private static void shardCountIsValidatedAsStated(final int shards) {
        final boolean valid = shards >= 1 && shards <= 64 && Integer.bitCount(shards) == 1;

        if (valid) {
            assertThat(ExchangeConfig.builder().riskShards(shards).matchingShards(shards).build().riskShards())
                .isEqualTo(shards);
        } else {
            assertThatThrownBy(() -> ExchangeConfig.builder().matchingShards(shards).build())
                .hasMessageStartingWith(Settings.MATCHING_SHARDS.name() + " = " + shards + ": must be");
        }
    }

    /** Every setting over its whole valid range, and each of the three ways of pinning threads (or none). */
    private static Gen<ExchangeConfig> validConfigs() {
        final Gen<ExchangeConfig> unpinned = in -> ExchangeConfig.builder()
            .ringSize(1 << ints(10, 22).generate(in))
            .riskShards(1 << ints(0, 6).generate(in))
            .matchingShards(1 << ints(0, 6).generate(in))
            .waitStrategy(enums(WaitStrategyType.class).generate(in))
            .threadLayout(enums(ThreadLayout.class).generate(in))
            .defaultStpMode(enums(StpMode.class).generate(in))
            .groupingMaxBatch(ints(1, 256).generate(in))
            .journalEnabled(booleans().generate(in))
            .journalDir(Path.of(elements("journal", "var/journal", "data/j 1", "../elsewhere/journal").generate(in)))
            .journalDurability(enums(Durability.class).generate(in))
            .journalSegmentBytes(longs(1L << 20, 16L << 30).generate(in))
            .journalBlockBytes(ints(4096, 1 << 20).generate(in))
            .snapshotEveryCommands(longs(0, Long.MAX_VALUE).generate(in))
            .snapshotEverySeconds(longs(0, 31_536_000L).generate(in))
            .snapshotRetain(ints(1, Integer.MAX_VALUE).generate(in))
            .orderBookExpectedOrders(ints(16, 100_000_000).generate(in))
            .riskExpectedUsers(ints(16, 100_000_000).generate(in))
            .l2DefaultDepth(ints(1, 10_000).generate(in))
            .build();
        return unpinned.flatMap(c -> ints(0, 2).flatMap(pinning -> {
            if (pinning == 0) {
                return constant(c);
            }
            if (pinning == 1) {
                return constant(c.toBuilder().affinityEnabled(true).build());
            }
            return ints(0, 1023).uniqueList(c.threadCount(), c.threadCount() + 2)
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
