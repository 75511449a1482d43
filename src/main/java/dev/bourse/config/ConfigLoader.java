package dev.bourse.config;

import dev.bourse.api.StpMode;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeSet;

/**
 * Turns property text into an {@link ExchangeConfig}: defaults, then a file, then overrides, then
 * {@link ExchangeConfig.Builder#build()}. Keys are applied in name order so that, of several bad keys, the same one
 * is always reported. A parse error is worded {@code <name> = '<text>' (<where>): must be <what>}, an unknown key
 * {@code <name> = '<text>' (<where>): unknown property (known: ...)}.
 */
final class ConfigLoader {
    private static final String SYSTEM_PROPERTIES = "system property";

    private ConfigLoader() {
    }

    static ExchangeConfig loadDefault() {
        final Path file = Path.of(ConfigProperties.DEFAULT_FILE);
        return load(Files.isRegularFile(file) ? file : null, System.getProperties(), SYSTEM_PROPERTIES);
    }

    static ExchangeConfig load(final Path file, final Properties overrides) {
        return load(file, overrides, "override");
    }

    static ExchangeConfig fromProperties(final Properties properties) {
        final ExchangeConfig.Builder builder = ExchangeConfig.builder();
        applyAll(properties, builder, "given property", false);
        return builder.build();
    }

    private static ExchangeConfig load(final Path file, final Properties overrides, final String overrideSource) {
        Objects.requireNonNull(overrides, "overrides");
        final ExchangeConfig.Builder builder = ExchangeConfig.builder();
        if (file != null) {
            applyAll(read(file), builder, "in file " + file, false);
        }
        applyAll(overrides, builder, overrideSource, true);
        return builder.build();
    }

    private static Properties read(final Path file) {
        final Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (final IOException | IllegalArgumentException e) {
            throw new ConfigException("", "cannot read configuration file " + file + ": " + e, e);
        }
        return properties;
    }

    /**
     * Applies the keys of {@code properties} in name order. In a shared namespace (system properties) only
     * {@code bourse.*} keys are ours, less {@link ConfigProperties#isForeignSystemProperty(String) foreign} ones; in
     * a file or a given set, every key must be a configuration property.
     */
    private static void applyAll(final Properties properties, final ExchangeConfig.Builder builder,
                                 final String source, final boolean sharedNamespace) {
        for (final String key : new TreeSet<>(properties.stringPropertyNames())) {
            if (sharedNamespace
                && (!key.startsWith(ConfigProperties.PREFIX) || ConfigProperties.isForeignSystemProperty(key))) {
                continue;
            }
            apply(key, properties.getProperty(key), builder, source);
        }
    }

    private static void apply(final String key, final String text, final ExchangeConfig.Builder b,
                              final String source) {
        final String v = text.trim();
        switch (key) {
            case ConfigProperties.RING_SIZE -> b.ringSize(parseInt(key, v, source));
            case ConfigProperties.RISK_SHARDS -> b.riskShards(parseInt(key, v, source));
            case ConfigProperties.MATCHING_SHARDS -> b.matchingShards(parseInt(key, v, source));
            case ConfigProperties.WAIT_STRATEGY ->
                b.waitStrategy(parseEnum(key, v, source, WaitStrategyType.values()));
            case ConfigProperties.THREAD_LAYOUT -> b.threadLayout(parseEnum(key, v, source, ThreadLayout.values()));
            case ConfigProperties.CLOCK -> b.clock(parseEnum(key, v, source, ClockSource.values()));
            case ConfigProperties.AFFINITY_ENABLED -> b.affinityEnabled(parseBoolean(key, v, source));
            case ConfigProperties.AFFINITY_CPUS -> b.affinityCpus(parseCpus(key, v, source));
            case ConfigProperties.STP_MODE -> b.defaultStpMode(parseEnum(key, v, source, StpMode.values()));
            case ConfigProperties.GROUPING_MAX_BATCH -> b.groupingMaxBatch(parseInt(key, v, source));
            case ConfigProperties.JOURNAL_ENABLED -> b.journalEnabled(parseBoolean(key, v, source));
            case ConfigProperties.JOURNAL_DIR -> b.journalDir(parsePath(key, v, source));
            case ConfigProperties.JOURNAL_DURABILITY ->
                b.journalDurability(parseEnum(key, v, source, Durability.values()));
            case ConfigProperties.JOURNAL_SEGMENT_BYTES -> b.journalSegmentBytes(parseLong(key, v, source));
            case ConfigProperties.JOURNAL_BLOCK_BYTES -> b.journalBlockBytes(parseInt(key, v, source));
            case ConfigProperties.SNAPSHOT_EVERY_COMMANDS -> b.snapshotEveryCommands(parseLong(key, v, source));
            case ConfigProperties.SNAPSHOT_EVERY_SECONDS -> b.snapshotEverySeconds(parseLong(key, v, source));
            case ConfigProperties.SNAPSHOT_RETAIN -> b.snapshotRetain(parseInt(key, v, source));
            case ConfigProperties.ORDERBOOK_EXPECTED_ORDERS -> b.orderBookExpectedOrders(parseInt(key, v, source));
            case ConfigProperties.RISK_EXPECTED_USERS -> b.riskExpectedUsers(parseInt(key, v, source));
            case ConfigProperties.L2_DEFAULT_DEPTH -> b.l2DefaultDepth(parseInt(key, v, source));
            case ConfigProperties.CHECKS -> throw bad(key, v, source,
                "not a configuration property but a JVM system property read once by dev.bourse.common.Checks "
                    + "(-D" + ConfigProperties.CHECKS + "=true); it has no effect here");
            default -> throw bad(key, v, source,
                "unknown property (known: " + String.join(", ", ConfigProperties.names()) + ")");
        }
    }

    private static long parseLong(final String key, final String v, final String source) {
        try {
            return Long.parseLong(v);
        } catch (final NumberFormatException e) {
            throw bad(key, v, source, "must be a decimal integer in " + Long.MIN_VALUE + ".." + Long.MAX_VALUE);
        }
    }

    private static int parseInt(final String key, final String v, final String source) {
        try {
            return Integer.parseInt(v);
        } catch (final NumberFormatException e) {
            throw bad(key, v, source, "must be a decimal integer in " + Integer.MIN_VALUE + ".." + Integer.MAX_VALUE);
        }
    }

    private static boolean parseBoolean(final String key, final String v, final String source) {
        if ("true".equalsIgnoreCase(v)) {
            return true;
        }
        if ("false".equalsIgnoreCase(v)) {
            return false;
        }
        throw bad(key, v, source, "must be true or false");
    }

    private static <E extends Enum<E>> E parseEnum(final String key, final String v, final String source,
                                                   final E[] values) {
        final String name = v.toUpperCase(Locale.ROOT);
        final StringBuilder allowed = new StringBuilder();
        for (final E e : values) {
            if (e.name().equals(name)) {
                return e;
            }
            allowed.append(allowed.length() == 0 ? "" : ", ").append(e.name());
        }
        throw bad(key, v, source, "must be one of " + allowed);
    }

    private static int[] parseCpus(final String key, final String v, final String source) {
        if (v.isEmpty()) {
            return new int[0];
        }
        final String[] parts = v.split(",", -1);
        final int[] cpus = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                cpus[i] = Integer.parseInt(parts[i].trim());
            } catch (final NumberFormatException e) {
                throw bad(key, v, source, "must be a comma-separated list of CPU ids >= 0, e.g. 0,1 (or empty)");
            }
        }
        return cpus;
    }

    private static Path parsePath(final String key, final String v, final String source) {
        try {
            return Path.of(v);
        } catch (final InvalidPathException e) {
            throw bad(key, v, source, "must be a valid path (" + e.getReason() + ")");
        }
    }

    private static ConfigException bad(final String key, final String v, final String source, final String what) {
        return new ConfigException(key, key + " = '" + v + "' (" + source + "): " + what);
    }
}
