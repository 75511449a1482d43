package dev.bourse.config;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The rules of {@link ExchangeConfig.Builder#build()}: first each setting on its own against its row's range, in name
 * order, then the few rules between settings, each declared once below with the words the shipped file prints for
 * it. The first broken rule throws a {@link ConfigException} worded {@code <name> = <value>: must be <allowed>}.
 */
final class ConfigValidator {
    /**
     * A rule between settings, charged to the setting whose value the message asks to change.
     *
     * @param subject the setting the rule narrows
     * @param doc     the rule as the shipped file states it after the subject's own range
     * @param rule    the broken rule for a configuration, or {@code null} when it holds
     */
    private record Relation(Setting<?> subject, String doc, Function<ExchangeConfig, String> rule) {
    }

    private static final List<Relation> RELATIONS = List.of(
        new Relation(Settings.GROUPING_MAX_BATCH, "at most " + Settings.RING_SIZE + " / 4",
            ConfigValidator::batchFitsTheRing),
        new Relation(Settings.AFFINITY_CPUS, "empty unless " + Settings.AFFINITY_ENABLED + " = true",
            c -> c.affinityCpus().length > 0 && !c.affinityEnabled()
                ? "must be empty unless " + Settings.AFFINITY_ENABLED + " = true" : null),
        new Relation(Settings.AFFINITY_CPUS, "if not empty, at least one per thread of the layout",
            ConfigValidator::cpusCoverTheThreads),
        new Relation(Settings.JOURNAL_BLOCK_BYTES, "at most " + Settings.JOURNAL_SEGMENT_BYTES,
            c -> c.journalBlockBytes() > c.journalSegmentBytes()
                ? "must be at most " + Settings.JOURNAL_SEGMENT_BYTES + " = " + c.journalSegmentBytes() : null),
        new Relation(Settings.JOURNAL_DIR, "a directory if it exists, when " + Settings.JOURNAL_ENABLED + " = true",
            ConfigValidator::journalDirIsNotAFile));

    private ConfigValidator() {
    }

    static void validate(final ExchangeConfig c) {
        for (final Setting<?> setting : Settings.byName()) {
            checkAlone(setting, c);
        }
        for (final Relation relation : RELATIONS) {
            final String rule = relation.rule().apply(c);
            if (rule != null) {
                throw fail(relation.subject(), c, rule);
            }
        }
    }

    /**
     * The rules between settings that narrow one setting, as the shipped file states them.
     *
     * @param setting a row
     * @return the rules' words, in the order they are checked; empty for most settings
     */
    static List<String> relationsOf(final Setting<?> setting) {
        final List<String> docs = new ArrayList<>();
        for (final Relation relation : RELATIONS) {
            if (relation.subject() == setting) {
                docs.add(relation.doc());
            }
        }
        return docs;
    }

    private static <T> void checkAlone(final Setting<T> setting, final ExchangeConfig c) {
        final String rule = setting.refusal(c.get(setting));
        if (rule != null) {
            throw fail(setting, c, rule);
        }
    }

    private static String batchFitsTheRing(final ExchangeConfig c) {
        final int maxBatch = c.ringSize() / 4;
        if (c.groupingMaxBatch() <= maxBatch) {
            return null;
        }
        return "must be in " + NumberType.min(Settings.GROUPING_MAX_BATCH) + ".." + maxBatch + ", that is at most "
            + Settings.RING_SIZE + " / 4 with " + Settings.RING_SIZE + " = " + c.ringSize() + " (default "
            + Settings.GROUPING_MAX_BATCH.defaultValue() + ")";
    }

    private static String cpusCoverTheThreads(final ExchangeConfig c) {
        final int cpus = c.affinityCpus().length;
        if (cpus == 0 || cpus >= c.threadCount()) {
            return null;
        }
        return "must list at least " + c.threadCount() + " CPU ids, one per thread of " + Settings.THREAD_LAYOUT
            + " = " + c.threadLayout() + " with " + Settings.RISK_SHARDS + " = " + c.riskShards() + ", "
            + Settings.MATCHING_SHARDS + " = " + c.matchingShards() + ", " + Settings.JOURNAL_ENABLED + " = "
            + c.journalEnabled() + "; or be empty";
    }

    private static String journalDirIsNotAFile(final ExchangeConfig c) {
        final Path dir = c.journalDir();
        return c.journalEnabled() && Files.exists(dir) && !Files.isDirectory(dir)
            ? "must be a directory or not exist yet, but is a file" : null;
    }

    private static <T> ConfigException fail(final Setting<T> setting, final ExchangeConfig c, final String rule) {
        final String value = setting.format(c.get(setting));
        final String shown = value.isBlank() ? "'" + value + "'" : value;
        return new ConfigException(setting.name(), setting.name() + " = " + shown + ": " + rule);
    }
}
