package dev.bourse.config;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The rules of {@link ExchangeConfig.Builder#build()}: first each property on its own, in name order, then the rules
 * between properties. The first broken rule throws a {@link ConfigException} worded
 * {@code <name> = <value>: must be <allowed> (default <default>)}.
 */
final class ConfigValidator {
    private ConfigValidator() {
    }

    static void validate(final ExchangeConfig c) {
        final int[] cpus = c.affinityCpus();
        checkCpuIds(cpus);
        atLeast(ConfigProperties.GROUPING_MAX_BATCH, c.groupingMaxBatch(), ConfigProperties.GROUPING_MAX_BATCH_MIN,
            ConfigProperties.GROUPING_MAX_BATCH_DEFAULT);
        inRange(ConfigProperties.JOURNAL_BLOCK_BYTES, c.journalBlockBytes(), ConfigProperties.JOURNAL_BLOCK_BYTES_MIN,
            ConfigProperties.JOURNAL_BLOCK_BYTES_MAX, ConfigProperties.JOURNAL_BLOCK_BYTES_DEFAULT);
        checkJournalDir(c.journalDir(), c.journalEnabled());
        inRange(ConfigProperties.JOURNAL_SEGMENT_BYTES, c.journalSegmentBytes(),
            ConfigProperties.JOURNAL_SEGMENT_BYTES_MIN, ConfigProperties.JOURNAL_SEGMENT_BYTES_MAX,
            ConfigProperties.JOURNAL_SEGMENT_BYTES_DEFAULT);
        inRange(ConfigProperties.L2_DEFAULT_DEPTH, c.l2DefaultDepth(), 1, ConfigProperties.L2_DEFAULT_DEPTH_MAX,
            ConfigProperties.L2_DEFAULT_DEPTH_DEFAULT);
        powerOfTwo(ConfigProperties.MATCHING_SHARDS, c.matchingShards(), 1, ConfigProperties.MATCHING_SHARDS_MAX,
            ConfigProperties.MATCHING_SHARDS_DEFAULT);
        inRange(ConfigProperties.ORDERBOOK_EXPECTED_ORDERS, c.orderBookExpectedOrders(), ConfigProperties.EXPECTED_MIN,
            ConfigProperties.EXPECTED_MAX, ConfigProperties.ORDERBOOK_EXPECTED_ORDERS_DEFAULT);
        powerOfTwo(ConfigProperties.RING_SIZE, c.ringSize(), ConfigProperties.RING_SIZE_MIN,
            ConfigProperties.RING_SIZE_MAX, ConfigProperties.RING_SIZE_DEFAULT);
        inRange(ConfigProperties.RISK_EXPECTED_USERS, c.riskExpectedUsers(), ConfigProperties.EXPECTED_MIN,
            ConfigProperties.EXPECTED_MAX, ConfigProperties.RISK_EXPECTED_USERS_DEFAULT);
        powerOfTwo(ConfigProperties.RISK_SHARDS, c.riskShards(), 1, ConfigProperties.RISK_SHARDS_MAX,
            ConfigProperties.RISK_SHARDS_DEFAULT);
        if (c.snapshotEveryCommands() < 0) {
            throw fail(ConfigProperties.SNAPSHOT_EVERY_COMMANDS, Long.toString(c.snapshotEveryCommands()),
                "must be 0 (off) or >= 1 (default " + ConfigProperties.SNAPSHOT_EVERY_COMMANDS_DEFAULT + ")");
        }
        if (c.snapshotEverySeconds() < 0 || c.snapshotEverySeconds() > ConfigProperties.SNAPSHOT_EVERY_SECONDS_MAX) {
            throw fail(ConfigProperties.SNAPSHOT_EVERY_SECONDS, Long.toString(c.snapshotEverySeconds()),
                "must be 0 (off) or in 1.." + ConfigProperties.SNAPSHOT_EVERY_SECONDS_MAX + " (default "
                    + ConfigProperties.SNAPSHOT_EVERY_SECONDS_DEFAULT + ")");
        }
        atLeast(ConfigProperties.SNAPSHOT_RETAIN, c.snapshotRetain(), 1, ConfigProperties.SNAPSHOT_RETAIN_DEFAULT);
        checkRelations(c, cpus);
    }

    private static void checkRelations(final ExchangeConfig c, final int[] cpus) {
        final int maxBatch = c.ringSize() / 4;
        if (c.groupingMaxBatch() > maxBatch) {
            throw fail(ConfigProperties.GROUPING_MAX_BATCH, Long.toString(c.groupingMaxBatch()),
                "must be in " + ConfigProperties.GROUPING_MAX_BATCH_MIN + ".." + maxBatch + ", that is at most "
                    + ConfigProperties.RING_SIZE + " / 4 with " + ConfigProperties.RING_SIZE + " = " + c.ringSize()
                    + " (default " + ConfigProperties.GROUPING_MAX_BATCH_DEFAULT + ")");
        }
        if (cpus.length > 0 && !c.affinityEnabled()) {
            throw fail(ConfigProperties.AFFINITY_CPUS, ExchangeConfig.cpuListText(cpus),
                "must be empty unless " + ConfigProperties.AFFINITY_ENABLED + " = true");
        }
        if (cpus.length > 0 && cpus.length < c.threadCount()) {
            throw fail(ConfigProperties.AFFINITY_CPUS, ExchangeConfig.cpuListText(cpus),
                "must list at least " + c.threadCount() + " CPU ids, one per thread of "
                    + ConfigProperties.THREAD_LAYOUT + " = " + c.threadLayout() + " with "
                    + ConfigProperties.RISK_SHARDS + " = " + c.riskShards() + ", "
                    + ConfigProperties.MATCHING_SHARDS + " = " + c.matchingShards()
                    + ", " + ConfigProperties.JOURNAL_ENABLED + " = " + c.journalEnabled() + "; or be empty");
        }
        if (c.journalBlockBytes() > c.journalSegmentBytes()) {
            throw fail(ConfigProperties.JOURNAL_BLOCK_BYTES, Long.toString(c.journalBlockBytes()),
                "must be at most " + ConfigProperties.JOURNAL_SEGMENT_BYTES + " = " + c.journalSegmentBytes());
        }
    }

    private static void checkCpuIds(final int[] cpus) {
        for (int i = 0; i < cpus.length; i++) {
            if (cpus[i] < 0) {
                throw fail(ConfigProperties.AFFINITY_CPUS, ExchangeConfig.cpuListText(cpus),
                    "must list CPU ids >= 0, but has " + cpus[i]);
            }
            for (int j = 0; j < i; j++) {
                if (cpus[j] == cpus[i]) {
                    throw fail(ConfigProperties.AFFINITY_CPUS, ExchangeConfig.cpuListText(cpus),
                        "must list distinct CPU ids, but has " + cpus[i] + " twice");
                }
            }
        }
    }

    private static void checkJournalDir(final Path dir, final boolean journalEnabled) {
        if (dir.toString().isBlank()) {
            throw fail(ConfigProperties.JOURNAL_DIR, "'" + dir + "'",
                "must be a directory path, not blank (default " + ConfigProperties.JOURNAL_DIR_DEFAULT + ")");
        }
        if (journalEnabled && Files.exists(dir) && !Files.isDirectory(dir)) {
            throw fail(ConfigProperties.JOURNAL_DIR, dir.toString(),
                "must be a directory or not exist yet, but is a file");
        }
    }

    private static void inRange(final String name, final long value, final long min, final long max,
                                final long defaultValue) {
        if (value < min || value > max) {
            throw fail(name, Long.toString(value),
                "must be in " + min + ".." + max + " (default " + defaultValue + ")");
        }
    }

    private static void atLeast(final String name, final long value, final long min, final long defaultValue) {
        if (value < min) {
            throw fail(name, Long.toString(value), "must be >= " + min + " (default " + defaultValue + ")");
        }
    }

    private static void powerOfTwo(final String name, final int value, final int min, final int max,
                                   final int defaultValue) {
        if (value < min || value > max || Integer.bitCount(value) != 1) {
            throw fail(name, Integer.toString(value),
                "must be a power of two in " + min + ".." + max + " (default " + defaultValue + ")");
        }
    }

    static ConfigException fail(final String name, final String value, final String rule) {
        return new ConfigException(name, name + " = " + value + ": " + rule);
    }
}
