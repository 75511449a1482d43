package dev.bourse.config;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random valid configurations drawn from the whole setting table (every row, whatever it holds, by its type and
 * range alone) survive every text form: properties, {@code describe()}, the documented file and the builder.
 * Seeded, so a failure names the seed that reproduces it.
 */
class SettingTableRoundTripTest {
    private static final int CONFIGS = 400;
    private static final long SEED = 0x5e771e6L;
    private static final List<String> PATHS = List.of("journal", "var/journal", "data/j 1", "../elsewhere/journal",
        "/tmp/bourse-journal-that-is-not-there");
    private static final List<String> CHANNELS = List.of("", "aeron:ipc", "aeron:ipc?term-length=65536",
        "aeron:udp?endpoint=127.0.0.1:40456");

    @Test
    void everyTextFormReadsBackToTheSameConfig() throws IOException {
        final SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < CONFIGS; i++) {
            final ExchangeConfig config = randomValidConfig(random);
            final String seed = "config " + i + " of seed " + SEED + ": " + config;

            assertThat(ExchangeConfig.fromProperties(config.toProperties())).as(seed).isEqualTo(config);
            assertThat(ExchangeConfig.fromProperties(parse(config.describe()))).as(seed).isEqualTo(config);
            assertThat(ExchangeConfig.fromProperties(parse(ConfigFileWriter.render(config)))).as(seed)
                .isEqualTo(config);
            final ExchangeConfig copy = config.toBuilder().build();
            assertThat(copy).as(seed).isEqualTo(config).hasSameHashCodeAs(config);
            assertThat(copy.describe()).as(seed).isEqualTo(config.describe());
        }
    }

    @Test
    void theGeneratorLeavesNoRowAtItsDefaultEverywhere() {
        final SplittableRandom random = new SplittableRandom(SEED);
        final boolean[] changed = new boolean[Settings.all().size()];
        for (int i = 0; i < CONFIGS; i++) {
            final ExchangeConfig config = randomValidConfig(random);
            for (final Setting<?> row : Settings.all()) {
                changed[row.index()] |= !config.get(row).equals(row.defaultValue());
            }
        }
        for (final Setting<?> row : Settings.all()) {
            assertThat(changed[row.index()]).as(row.name()).isTrue();
        }
    }

    /**
     * A random value for every row, then, while a rule between settings refuses the result, the refused setting
     * back to its default (every default satisfies every rule whatever the other settings hold).
     */
    static ExchangeConfig randomValidConfig(final SplittableRandom random) {
        final ExchangeConfig.Builder builder = ExchangeConfig.builder();
        for (final Setting<?> row : Settings.all()) {
            setRandom(builder, row, random);
        }
        for (int attempt = 0; ; attempt++) {
            try {
                return builder.build();
            } catch (final ConfigException e) {
                assertThat(attempt).as(e.getMessage()).isLessThan(Settings.all().size());
                builder.set(Settings.find(e.property()), null);
            }
        }
    }

    private static <T> void setRandom(final ExchangeConfig.Builder builder, final Setting<T> row,
                                      final SplittableRandom random) {
        for (int tries = 0; tries < 1000; tries++) {
            final T value;
            try {
                value = row.parse(randomText(row, random));
            } catch (final IllegalArgumentException outsideTheJavaType) {
                continue;
            }
            if (row.refusal(value) == null) {
                builder.set(row, value);
                return;
            }
        }
        throw new AssertionError("no value in range found for " + row);
    }

    private static String randomText(final Setting<?> row, final SplittableRandom random) {
        final SettingType<?> type = row.type();
        if (type instanceof NumberType) {
            return Long.toString(randomNumber(row.defaultValue() instanceof Integer, random));
        }
        if (type instanceof EnumType<?> enumType) {
            final Enum<?>[] constants = enumType.constants();
            return constants[random.nextInt(constants.length)].name().toLowerCase(Locale.ROOT);
        }
        if (type instanceof BooleanType) {
            return Boolean.toString(random.nextBoolean());
        }
        if (type instanceof PathType) {
            return PATHS.get(random.nextInt(PATHS.size()));
        }
        if (type instanceof FeedChannelType) {
            return CHANNELS.get(random.nextInt(CHANNELS.size()));
        }
        final List<String> ids = new ArrayList<>();
        final int count = random.nextInt(3) == 0 ? 0 : random.nextInt(1, 12);
        while (ids.size() < count) {
            final String id = Integer.toString(random.nextInt(256));
            if (!ids.contains(id)) {
                ids.add(id);
            }
        }
        return String.join(random.nextBoolean() ? "," : ", ", ids);
    }

    /** Mostly in-range-looking numbers: powers of two and ten, their neighbours, 0, and log-uniform values. */
    private static long randomNumber(final boolean isInt, final SplittableRandom random) {
        final int bits = random.nextInt(1, isInt ? 31 : 63);
        final long power = 1L << bits;
        return switch (random.nextInt(5)) {
            case 0 -> power;
            case 1 -> power + random.nextInt(-1, 2);
            case 2 -> 0;
            case 3 -> powerOfTen(random.nextInt(isInt ? 10 : 19));
            default -> random.nextLong(power / 2, power);
        };
    }

    private static long powerOfTen(final int exponent) {
        long value = 1;
        for (int i = 0; i < exponent; i++) {
            value *= 10;
        }
        return value;
    }

    private static Properties parse(final String text) throws IOException {
        final Properties properties = new Properties();
        properties.load(new StringReader(text));
        return properties;
    }
}
