package dev.bourse.config;

import dev.bourse.api.StpMode;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The one configuration of the exchange core: immutable, validated as a whole, printed once at start. It holds one
 * value per row of the setting table {@link Settings}, where every setting's name, default, range, unit and doc
 * live; read a value with {@link #get(Setting)} or its typed accessor. Build one with {@link #builder()} (or change
 * a copy with {@link #toBuilder()}), or load it from a properties file and system properties with
 * {@link #loadDefault()} / {@link #load(Path)}.
 *
 * <p>A value of this class has passed every rule: each setting is in its row's range, and the settings agree with
 * each other (the few rules between settings are stated in {@code config/bourse.properties} beside the setting each
 * one narrows). Consumers need not check again.
 *
 * <pre>
 *   ExchangeConfig config = ExchangeConfig.loadDefault();   // config/bourse.properties + -Dbourse.* overrides
 *   ExchangeConfig test = ExchangeConfig.builder().set(Settings.RING_SIZE, 4096).journalEnabled(false).build();
 * </pre>
 *
 * <p>Value semantics: {@code equals} and {@code hashCode} compare every setting; {@code toString} lists them on one
 * line sorted by name ({@code ExchangeConfig{bourse.affinity.cpus=, ...}}). Thread-safety: immutable, safe to share.
 * The accessors are for start-up: none is meant to run per command.
 */
public final class ExchangeConfig {
    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    /** {@link Settings#RING_SIZE} 0 (auto) with a GROUP_COMMIT journal, slots. */
    private static final int AUTO_RING_DURABLE = 4096;
    /** {@link Settings#RING_SIZE} 0 (auto) otherwise, slots. */
    private static final int AUTO_RING = 1024;

    /** One normalized value per setting, at {@link Setting#index()}. */
    private final Object[] values;

    private ExchangeConfig(final Object[] values) {
        this.values = values;
    }

    /**
     * A builder holding every default.
     *
     * @return a new builder; not thread-safe
     */
    public static Builder builder() {
        return new Builder(Settings.defaultValues());
    }

    /**
     * The all-defaults configuration, the same as {@code builder().build()}.
     *
     * @return a valid configuration
     */
    public static ExchangeConfig defaults() {
        return builder().build();
    }

    /**
     * Reads a properties file over the defaults. Every key in the file must be a configuration property: an
     * unknown key, a value that does not parse or a value out of range throws. System properties are not read.
     *
     * @param propertiesFile the file, UTF-8
     * @return the valid configuration
     * @throws ConfigException when the file cannot be read or holds a bad key or value
     */
    public static ExchangeConfig load(final Path propertiesFile) {
        return ConfigLoader.load(propertiesFile, new Properties());
    }

    /**
     * Reads a properties file over the defaults, then applies overrides over it, then validates. Only the
     * {@code bourse.*} keys of {@code overrides} are read, so {@link System#getProperties()} can be passed as it is;
     * an unknown {@code bourse.*} key throws, except those
     * {@link Settings#isForeignSystemProperty(String) owned by others} such as {@value Settings#CHECKS}.
     *
     * @param propertiesFile the file, UTF-8, or {@code null} for none
     * @param overrides      values that win over the file, e.g. {@link System#getProperties()}
     * @return the valid configuration
     * @throws ConfigException when the file cannot be read or a key or value is bad
     */
    public static ExchangeConfig load(final Path propertiesFile, final Properties overrides) {
        return ConfigLoader.load(propertiesFile, overrides);
    }

    /**
     * The configuration a process starts with: {@value Settings#DEFAULT_FILE} relative to the working directory if
     * that file exists (else the defaults), then every {@code bourse.*} JVM system property, which wins over the file.
     *
     * @return the valid configuration
     * @throws ConfigException when a key or value is bad
     */
    public static ExchangeConfig loadDefault() {
        return ConfigLoader.loadDefault();
    }

    /**
     * Reads only the given properties over the defaults; every key must be a configuration property.
     *
     * @param properties property names from {@link Settings} and their values as text
     * @return the valid configuration
     * @throws ConfigException when a key or value is bad
     */
    public static ExchangeConfig fromProperties(final Properties properties) {
        return ConfigLoader.fromProperties(properties);
    }

    /**
     * A builder holding this configuration's settings, to change some and build a copy.
     *
     * @return a new builder; not thread-safe
     */
    public Builder toBuilder() {
        return new Builder(values);
    }

    /**
     * The value of one setting.
     *
     * @param setting a row of {@link Settings}
     * @param <T>     its value type
     * @return the value, within the row's range; never {@code null}
     */
    public <T> T get(final Setting<T> setting) {
        return setting.cast(values[setting.index()]);
    }

    /**
     * @return the ring's slots in force: {@link Settings#RING_SIZE}, or for its 0 (auto) 4096 with a GROUP_COMMIT
     *         journal and 1024 otherwise
     */
    public int ringSize() {
        final int configured = get(Settings.RING_SIZE);
        if (configured != 0) {
            return configured;
        }
        return journalEnabled() && journalDurability() == Durability.GROUP_COMMIT ? AUTO_RING_DURABLE : AUTO_RING;
    }

    /** @return {@link Settings#RISK_SHARDS}, in shards */
    public int riskShards() {
        return get(Settings.RISK_SHARDS);
    }

    /** @return {@link Settings#MATCHING_SHARDS}, in shards */
    public int matchingShards() {
        return get(Settings.MATCHING_SHARDS);
    }

    /** @return {@link Settings#WAIT_STRATEGY}: how idle pipeline threads wait */
    public WaitStrategyType waitStrategy() {
        return get(Settings.WAIT_STRATEGY);
    }

    /** @return {@link Settings#THREAD_LAYOUT}: which stages share a thread */
    public ThreadLayout threadLayout() {
        return get(Settings.THREAD_LAYOUT);
    }

    /** @return {@link Settings#CLOCK}: where grouping takes each command's timestamp */
    public ClockSource clock() {
        return get(Settings.CLOCK);
    }

    /**
     * The number of long-lived threads the core runs: {@link ThreadLayout#threadCount(int, int, boolean)} for this
     * layout, shard counts and journal setting.
     *
     * @return the count, &gt;= 0; the most for {@link ThreadLayout#PIPELINED}
     */
    public int threadCount() {
        return threadLayout().threadCount(riskShards(), matchingShards(), journalEnabled());
    }

    /**
     * The threads that keep a core busy while idle: {@link #threadCount()} when the wait strategy
     * {@link WaitStrategyType#occupiesCoreWhenIdle() occupies a core}, else 0. Compare with the cores of the machine.
     *
     * @return the count, 0..{@link #threadCount()}
     */
    public int busyThreadCount() {
        return waitStrategy().occupiesCoreWhenIdle() ? threadCount() : 0;
    }

    /** @return {@link Settings#AFFINITY_ENABLED}: whether pipeline threads are pinned to CPUs */
    public boolean affinityEnabled() {
        return get(Settings.AFFINITY_ENABLED);
    }

    /** @return {@link Settings#AFFINITY_CPUS} as a fresh array: CPU ids in thread order */
    public int[] affinityCpus() {
        return IntListType.toArray(get(Settings.AFFINITY_CPUS));
    }

    /** @return {@link Settings#STP_MODE}: self-trade prevention for orders that do not carry their own */
    public StpMode defaultStpMode() {
        return get(Settings.STP_MODE);
    }

    /** @return {@link Settings#GROUPING_MAX_BATCH}, in commands */
    public int groupingMaxBatch() {
        return get(Settings.GROUPING_MAX_BATCH);
    }

    /** @return {@link Settings#JOURNAL_ENABLED}; when off, the journal settings are validated but unused */
    public boolean journalEnabled() {
        return get(Settings.JOURNAL_ENABLED);
    }

    /** @return {@link Settings#JOURNAL_DIR}, normalized; relative to the working directory unless absolute */
    public Path journalDir() {
        return get(Settings.JOURNAL_DIR);
    }

    /** @return {@link Settings#JOURNAL_DURABILITY}: when journal writes reach the device relative to results */
    public Durability journalDurability() {
        return get(Settings.JOURNAL_DURABILITY);
    }

    /** @return {@link Settings#JOURNAL_SEGMENT_BYTES}, in bytes */
    public long journalSegmentBytes() {
        return get(Settings.JOURNAL_SEGMENT_BYTES);
    }

    /** @return {@link Settings#JOURNAL_BLOCK_BYTES}, uncompressed bytes per LZ4 block */
    public int journalBlockBytes() {
        return get(Settings.JOURNAL_BLOCK_BYTES);
    }

    /** @return {@link Settings#JOURNAL_PREALLOCATE}: whether segments are zero-filled to full size when created */
    public boolean journalPreallocate() {
        return get(Settings.JOURNAL_PREALLOCATE);
    }

    /** @return {@link Settings#SNAPSHOT_EVERY_COMMANDS}, in commands; 0 for off */
    public long snapshotEveryCommands() {
        return get(Settings.SNAPSHOT_EVERY_COMMANDS);
    }

    /** @return {@link Settings#SNAPSHOT_EVERY_SECONDS}, in seconds of command time; 0 for off */
    public long snapshotEverySeconds() {
        return get(Settings.SNAPSHOT_EVERY_SECONDS);
    }

    /** @return {@link #snapshotEverySeconds()} in nanoseconds, the unit of command timestamps; 0 for off */
    public long snapshotEveryNanos() {
        return snapshotEverySeconds() * NANOS_PER_SECOND;
    }

    /** @return {@link Settings#SNAPSHOT_RETAIN}: snapshots kept on disk */
    public int snapshotRetain() {
        return get(Settings.SNAPSHOT_RETAIN);
    }

    /** @return {@link Settings#FEED_CHANNEL}: a node's market-data feed channel, empty when off */
    public String feedChannel() {
        return get(Settings.FEED_CHANNEL);
    }

    /** @return {@link Settings#ORDERBOOK_EXPECTED_ORDERS}, a hint in orders per symbol's book */
    public int orderBookExpectedOrders() {
        return get(Settings.ORDERBOOK_EXPECTED_ORDERS);
    }

    /** @return {@link Settings#RISK_EXPECTED_USERS}, a hint in users per risk shard */
    public int riskExpectedUsers() {
        return get(Settings.RISK_EXPECTED_USERS);
    }

    /** @return {@link Settings#RISK_IDEMPOTENCY_KEYS}, keys kept per user */
    public int riskIdempotencyKeys() {
        return get(Settings.RISK_IDEMPOTENCY_KEYS);
    }

    /** @return {@link Settings#RISK_IDEMPOTENCY_WINDOW}, in ns (the setting is in seconds) */
    public long riskIdempotencyWindowNanos() {
        return get(Settings.RISK_IDEMPOTENCY_WINDOW) * 1_000_000_000L;
    }

    /** @return {@link Settings#L2_DEFAULT_DEPTH}, in price levels per side */
    public int l2DefaultDepth() {
        return get(Settings.L2_DEFAULT_DEPTH);
    }

    /**
     * Every setting as text, the inverse of {@link #fromProperties(Properties)}:
     * {@code fromProperties(c.toProperties())} equals {@code c}.
     *
     * @return a new {@link Properties} with one entry per name in {@link Settings#names()}
     */
    public Properties toProperties() {
        final Properties properties = new Properties();
        properties.putAll(toSortedMap());
        return properties;
    }

    /**
     * The settings as {@code name = value} lines sorted by name, one per property, each ending with {@code \n}; for
     * printing once at start. The text is itself a valid properties file for this configuration.
     *
     * @return the listing
     */
    public String describe() {
        final StringBuilder text = new StringBuilder(1024);
        for (final Setting<?> setting : Settings.byName()) {
            final String value = text(setting);
            text.append(setting.name()).append(" =").append(value.isEmpty() ? "" : " ").append(value).append('\n');
        }
        return text.toString();
    }

    /**
     * One setting's value as property text, as {@link #describe()} prints it.
     *
     * @param setting a row
     * @return the text, e.g. {@code 1024}, or {@code ""} for an empty list
     */
    <T> String text(final Setting<T> setting) {
        return setting.format(get(setting));
    }

    private TreeMap<String, String> toSortedMap() {
        final TreeMap<String, String> map = new TreeMap<>();
        for (final Setting<?> setting : Settings.all()) {
            map.put(setting.name(), text(setting));
        }
        return map;
    }

    @Override
    public boolean equals(final Object o) {
        return this == o || o instanceof ExchangeConfig && Arrays.equals(values, ((ExchangeConfig) o).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "ExchangeConfig" + toSortedMap();
    }

    /**
     * Collects settings for an {@link ExchangeConfig}. Every setting starts at its row's default;
     * {@link #set(Setting, Object)} records a value without checking it, and {@link #build()} checks them all at
     * once. {@code null} for any setting means its default. Each typed shortcut ({@link #ringSize(int)} ...) sets the
     * setting its parameter names, exactly as {@code set} does, and returns this builder.
     *
     * <p>Thread-safety: not thread-safe; build on one thread, then share the immutable result.
     */
    public static final class Builder {
        private final Object[] values;

        private Builder(final Object[] values) {
            this.values = values.clone();
        }

        /**
         * Sets one setting; its range is checked by {@link #build()}.
         *
         * @param setting a row of {@link Settings}
         * @param value   the value, or {@code null} for the row's default
         * @param <T>     the value type
         * @return this builder
         */
        public <T> Builder set(final Setting<T> setting, final T value) {
            values[setting.index()] = setting.normalize(value);
            return this;
        }

        /** @param slots {@link Settings#RING_SIZE} */
        public Builder ringSize(final int slots) {
            return set(Settings.RING_SIZE, slots);
        }

        /** @param shards {@link Settings#RISK_SHARDS} */
        public Builder riskShards(final int shards) {
            return set(Settings.RISK_SHARDS, shards);
        }

        /** @param shards {@link Settings#MATCHING_SHARDS} */
        public Builder matchingShards(final int shards) {
            return set(Settings.MATCHING_SHARDS, shards);
        }

        /** @param strategy {@link Settings#WAIT_STRATEGY}, or {@code null} for the default */
        public Builder waitStrategy(final WaitStrategyType strategy) {
            return set(Settings.WAIT_STRATEGY, strategy);
        }

        /** @param layout {@link Settings#THREAD_LAYOUT}, or {@code null} for the default */
        public Builder threadLayout(final ThreadLayout layout) {
            return set(Settings.THREAD_LAYOUT, layout);
        }

        /** @param source {@link Settings#CLOCK}, or {@code null} for the default */
        public Builder clock(final ClockSource source) {
            return set(Settings.CLOCK, source);
        }

        /** @param enabled {@link Settings#AFFINITY_ENABLED} */
        public Builder affinityEnabled(final boolean enabled) {
            return set(Settings.AFFINITY_ENABLED, enabled);
        }

        /** @param cpus {@link Settings#AFFINITY_CPUS}, copied; {@code null} for the default */
        public Builder affinityCpus(final int... cpus) {
            return set(Settings.AFFINITY_CPUS, IntListType.of(cpus));
        }

        /** @param mode {@link Settings#STP_MODE}, or {@code null} for the default */
        public Builder defaultStpMode(final StpMode mode) {
            return set(Settings.STP_MODE, mode);
        }

        /** @param commands {@link Settings#GROUPING_MAX_BATCH} */
        public Builder groupingMaxBatch(final int commands) {
            return set(Settings.GROUPING_MAX_BATCH, commands);
        }

        /** @param enabled {@link Settings#JOURNAL_ENABLED} */
        public Builder journalEnabled(final boolean enabled) {
            return set(Settings.JOURNAL_ENABLED, enabled);
        }

        /** @param dir {@link Settings#JOURNAL_DIR}, or {@code null} for the default */
        public Builder journalDir(final Path dir) {
            return set(Settings.JOURNAL_DIR, dir);
        }

        /** @param durability {@link Settings#JOURNAL_DURABILITY}, or {@code null} for the default */
        public Builder journalDurability(final Durability durability) {
            return set(Settings.JOURNAL_DURABILITY, durability);
        }

        /** @param bytes {@link Settings#JOURNAL_SEGMENT_BYTES} */
        public Builder journalSegmentBytes(final long bytes) {
            return set(Settings.JOURNAL_SEGMENT_BYTES, bytes);
        }

        /** @param bytes {@link Settings#JOURNAL_BLOCK_BYTES} */
        public Builder journalBlockBytes(final int bytes) {
            return set(Settings.JOURNAL_BLOCK_BYTES, bytes);
        }

        /** @param preallocate {@link Settings#JOURNAL_PREALLOCATE} */
        public Builder journalPreallocate(final boolean preallocate) {
            return set(Settings.JOURNAL_PREALLOCATE, preallocate);
        }

        /** @param commands {@link Settings#SNAPSHOT_EVERY_COMMANDS} */
        public Builder snapshotEveryCommands(final long commands) {
            return set(Settings.SNAPSHOT_EVERY_COMMANDS, commands);
        }

        /** @param seconds {@link Settings#SNAPSHOT_EVERY_SECONDS} */
        public Builder snapshotEverySeconds(final long seconds) {
            return set(Settings.SNAPSHOT_EVERY_SECONDS, seconds);
        }

        /** @param snapshots {@link Settings#SNAPSHOT_RETAIN} */
        public Builder snapshotRetain(final int snapshots) {
            return set(Settings.SNAPSHOT_RETAIN, snapshots);
        }

        /** @param channel {@link Settings#FEED_CHANNEL}, empty for none */
        public Builder feedChannel(final String channel) {
            return set(Settings.FEED_CHANNEL, channel);
        }

        /** @param orders {@link Settings#ORDERBOOK_EXPECTED_ORDERS} */
        public Builder orderBookExpectedOrders(final int orders) {
            return set(Settings.ORDERBOOK_EXPECTED_ORDERS, orders);
        }

        /** @param users {@link Settings#RISK_EXPECTED_USERS} */
        public Builder riskExpectedUsers(final int users) {
            return set(Settings.RISK_EXPECTED_USERS, users);
        }

        /** @param keys {@link Settings#RISK_IDEMPOTENCY_KEYS} */
        public Builder riskIdempotencyKeys(final int keys) {
            return set(Settings.RISK_IDEMPOTENCY_KEYS, keys);
        }

        /** @param seconds {@link Settings#RISK_IDEMPOTENCY_WINDOW} */
        public Builder riskIdempotencyWindow(final long seconds) {
            return set(Settings.RISK_IDEMPOTENCY_WINDOW, seconds);
        }

        /** @param levels {@link Settings#L2_DEFAULT_DEPTH} */
        public Builder l2DefaultDepth(final int levels) {
            return set(Settings.L2_DEFAULT_DEPTH, levels);
        }

        /**
         * Checks every setting and every rule between settings, and returns the configuration. The builder stays
         * usable.
         *
         * @return a valid, immutable configuration
         * @throws ConfigException naming the first setting (in name order, ranges before rules between settings)
         *                         whose value is not allowed, the value and the allowed range
         */
        public ExchangeConfig build() {
            final ExchangeConfig config = new ExchangeConfig(values.clone());
            ConfigValidator.validate(config);
            return config;
        }
    }
}
