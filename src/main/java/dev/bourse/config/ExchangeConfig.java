package dev.bourse.config;

import dev.bourse.api.StpMode;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The one configuration of the exchange core: immutable, validated as a whole, printed once at start. Build it with
 * {@link #builder()} (or change a copy with {@link #toBuilder()}), or load it from a properties file and system
 * properties with {@link #loadDefault()} / {@link #load(Path)}. Every getter names its property in
 * {@link ConfigProperties}, where the names, defaults and ranges live.
 *
 * <p>A value of this class has passed every rule: each setting is in its range, and the settings agree with each
 * other ({@code grouping.max.batch <= ring.size / 4}; CPUs listed only when pinning is on, and enough of them for the
 * layout's threads; a journal block no larger than a segment). Consumers need not check again.
 *
 * <pre>
 *   ExchangeConfig config = ExchangeConfig.loadDefault();   // config/bourse.properties + -Dbourse.* overrides
 *   System.out.print(config.describe());                      // once, at start
 *   ExchangeConfig test = ExchangeConfig.builder().ringSize(1024).journalEnabled(false).build();
 * </pre>
 *
 * <p>Value semantics: {@link #equals(Object)} compares every setting. Thread-safety: immutable, safe to share.
 */
public final class ExchangeConfig {
    private final int ringSize;
    private final int riskShards;
    private final int matchingShards;
    private final WaitStrategyType waitStrategy;
    private final ThreadLayout threadLayout;
    private final ClockSource clock;
    private final boolean affinityEnabled;
    private final int[] affinityCpus;
    private final StpMode defaultStpMode;
    private final int groupingMaxBatch;
    private final boolean journalEnabled;
    private final Path journalDir;
    private final Durability journalDurability;
    private final long journalSegmentBytes;
    private final int journalBlockBytes;
    private final long snapshotEveryCommands;
    private final long snapshotEverySeconds;
    private final int snapshotRetain;
    private final int orderBookExpectedOrders;
    private final int riskExpectedUsers;
    private final int l2DefaultDepth;

    private ExchangeConfig(final Builder b) {
        ringSize = b.ringSize;
        riskShards = b.riskShards;
        matchingShards = b.matchingShards;
        waitStrategy = b.waitStrategy != null ? b.waitStrategy : ConfigProperties.WAIT_STRATEGY_DEFAULT;
        threadLayout = b.threadLayout != null ? b.threadLayout : ConfigProperties.THREAD_LAYOUT_DEFAULT;
        clock = b.clock != null ? b.clock : ConfigProperties.CLOCK_DEFAULT;
        affinityEnabled = b.affinityEnabled;
        affinityCpus = b.affinityCpus != null ? b.affinityCpus.clone() : new int[0];
        defaultStpMode = b.defaultStpMode != null ? b.defaultStpMode : ConfigProperties.STP_MODE_DEFAULT;
        groupingMaxBatch = b.groupingMaxBatch;
        journalEnabled = b.journalEnabled;
        journalDir = (b.journalDir != null ? b.journalDir : Path.of(ConfigProperties.JOURNAL_DIR_DEFAULT)).normalize();
        journalDurability = b.journalDurability != null
            ? b.journalDurability : ConfigProperties.JOURNAL_DURABILITY_DEFAULT;
        journalSegmentBytes = b.journalSegmentBytes;
        journalBlockBytes = b.journalBlockBytes;
        snapshotEveryCommands = b.snapshotEveryCommands;
        snapshotEverySeconds = b.snapshotEverySeconds;
        snapshotRetain = b.snapshotRetain;
        orderBookExpectedOrders = b.orderBookExpectedOrders;
        riskExpectedUsers = b.riskExpectedUsers;
        l2DefaultDepth = b.l2DefaultDepth;
    }

    /**
     * A builder holding every default.
     *
     * @return a new builder; not thread-safe
     */
    public static Builder builder() {
        return new Builder();
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
     * {@link ConfigProperties#isForeignSystemProperty(String) owned by others} such as
     * {@value ConfigProperties#CHECKS}.
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
     * The configuration a process starts with: {@value ConfigProperties#DEFAULT_FILE} relative to the working
     * directory if that file exists (else the defaults), then every {@code bourse.*} JVM system property, which
     * wins over the file.
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
     * @param properties property names from {@link ConfigProperties} and their values as text
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
        return new Builder(this);
    }

    /**
     * Ring buffer slots shared by all stages ({@value ConfigProperties#RING_SIZE}).
     *
     * @return a power of two in 1024..4194304 (2^22); default 1024
     */
    public int ringSize() {
        return ringSize;
    }

    /**
     * Risk shards ({@value ConfigProperties#RISK_SHARDS}); a user's shard is {@code uid & (riskShards - 1)}.
     *
     * @return a power of two in 1..64; default 1
     */
    public int riskShards() {
        return riskShards;
    }

    /**
     * Matching shards ({@value ConfigProperties#MATCHING_SHARDS}); a symbol's shard is
     * {@code symbol & (matchingShards - 1)}.
     *
     * @return a power of two in 1..64; default 1
     */
    public int matchingShards() {
        return matchingShards;
    }

    /**
     * How idle pipeline threads wait ({@value ConfigProperties#WAIT_STRATEGY}).
     *
     * @return the strategy; default {@link WaitStrategyType#YIELDING}
     */
    public WaitStrategyType waitStrategy() {
        return waitStrategy;
    }

    /**
     * Which stages share a thread ({@value ConfigProperties#THREAD_LAYOUT}).
     *
     * @return the layout; default {@link ThreadLayout#INLINE}
     */
    public ThreadLayout threadLayout() {
        return threadLayout;
    }

    /**
     * Where grouping takes each command's timestamp ({@value ConfigProperties#CLOCK}).
     *
     * @return the source; default {@link ClockSource#TICKING}
     */
    public ClockSource clock() {
        return clock;
    }

    /**
     * The number of long-lived threads the core runs: {@link ThreadLayout#threadCount(int, int, boolean)} for this
     * layout, shard counts and journal setting.
     *
     * @return 2 for the default layout; more for {@link ThreadLayout#PIPELINED}
     */
    public int threadCount() {
        return threadLayout.threadCount(riskShards, matchingShards, journalEnabled);
    }

    /**
     * The threads that keep a core busy while idle: {@link #threadCount()} when the wait strategy
     * {@link WaitStrategyType#occupiesCoreWhenIdle() occupies a core}, else 0. Compare with the cores of the machine.
     *
     * @return the count; 2 for the defaults
     */
    public int busyThreadCount() {
        return waitStrategy.occupiesCoreWhenIdle() ? threadCount() : 0;
    }

    /**
     * Whether pipeline threads are pinned to CPUs ({@value ConfigProperties#AFFINITY_ENABLED}).
     *
     * @return default {@code false}
     */
    public boolean affinityEnabled() {
        return affinityEnabled;
    }

    /**
     * The CPUs to pin threads to, in thread order ({@value ConfigProperties#AFFINITY_CPUS}): thread {@code i} of
     * the layout goes to element {@code i}. Distinct ids &gt;= 0, at least {@link #threadCount()} of them when not
     * empty; empty when pinning is off or when the pipeline is to choose.
     *
     * @return a fresh copy; default empty
     */
    public int[] affinityCpus() {
        return affinityCpus.clone();
    }

    /**
     * The self-trade prevention mode for orders that do not carry their own ({@value ConfigProperties#STP_MODE}).
     *
     * @return the mode; default {@link StpMode#NONE}
     */
    public StpMode defaultStpMode() {
        return defaultStpMode;
    }

    /**
     * Most commands in one batch ({@value ConfigProperties#GROUPING_MAX_BATCH}).
     *
     * @return in 1..{@link #ringSize()} / 4; default 256
     */
    public int groupingMaxBatch() {
        return groupingMaxBatch;
    }

    /**
     * Whether commands are journalled ({@value ConfigProperties#JOURNAL_ENABLED}). When off, the journal settings
     * are still validated but unused.
     *
     * @return default {@code true}
     */
    public boolean journalEnabled() {
        return journalEnabled;
    }

    /**
     * The journal's directory ({@value ConfigProperties#JOURNAL_DIR}), normalized; relative paths are relative to
     * the working directory. Either absent (the journal creates it) or a directory.
     *
     * @return the path; default {@code journal}
     */
    public Path journalDir() {
        return journalDir;
    }

    /**
     * When journal writes reach the device relative to results ({@value ConfigProperties#JOURNAL_DURABILITY}).
     *
     * @return the mode; default {@link Durability#GROUP_COMMIT}
     */
    public Durability journalDurability() {
        return journalDurability;
    }

    /**
     * Size at which the journal starts a new segment file, in bytes
     * ({@value ConfigProperties#JOURNAL_SEGMENT_BYTES}).
     *
     * @return in 1 MiB..16 GiB and &gt;= {@link #journalBlockBytes()}; default 268435456 (256 MiB)
     */
    public long journalSegmentBytes() {
        return journalSegmentBytes;
    }

    /**
     * Uncompressed size of one LZ4-compressed journal block, in bytes
     * ({@value ConfigProperties#JOURNAL_BLOCK_BYTES}).
     *
     * @return in 4 KiB..4 MiB; default 65536 (64 KiB)
     */
    public int journalBlockBytes() {
        return journalBlockBytes;
    }

    /**
     * Take a snapshot every this many commands ({@value ConfigProperties#SNAPSHOT_EVERY_COMMANDS}).
     *
     * @return 0 for off, else &gt;= 1; default 0
     */
    public long snapshotEveryCommands() {
        return snapshotEveryCommands;
    }

    /**
     * Take a snapshot every this many seconds of command time, measured on the commands' timestamps
     * ({@value ConfigProperties#SNAPSHOT_EVERY_SECONDS}).
     *
     * @return 0 for off, else 1..31536000 (one year); default 0
     */
    public long snapshotEverySeconds() {
        return snapshotEverySeconds;
    }

    /**
     * {@link #snapshotEverySeconds()} in nanoseconds, the unit of command timestamps.
     *
     * @return 0 for off, else 10^9..3.1536 * 10^16
     */
    public long snapshotEveryNanos() {
        return snapshotEverySeconds * 1_000_000_000L;
    }

    /**
     * Snapshots kept on disk ({@value ConfigProperties#SNAPSHOT_RETAIN}); older ones are deleted.
     *
     * @return &gt;= 1; default 3
     */
    public int snapshotRetain() {
        return snapshotRetain;
    }

    /**
     * Resting orders to preallocate for in each symbol's book, a hint
     * ({@value ConfigProperties#ORDERBOOK_EXPECTED_ORDERS}).
     *
     * @return in 16..10^8; default 4096
     */
    public int orderBookExpectedOrders() {
        return orderBookExpectedOrders;
    }

    /**
     * Users to preallocate for in each risk shard, a hint ({@value ConfigProperties#RISK_EXPECTED_USERS}).
     *
     * @return in 16..10^8; default 4096
     */
    public int riskExpectedUsers() {
        return riskExpectedUsers;
    }

    /**
     * Price levels per side in an L2 snapshot when a request does not say
     * ({@value ConfigProperties#L2_DEFAULT_DEPTH}).
     *
     * @return in 1..10000; default 10
     */
    public int l2DefaultDepth() {
        return l2DefaultDepth;
    }

    /**
     * Every setting as text, the inverse of {@link #fromProperties(Properties)}:
     * {@code fromProperties(c.toProperties())} equals {@code c}.
     *
     * @return a new {@link Properties} with one entry per name in {@link ConfigProperties#names()}
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
        for (final Map.Entry<String, String> e : toSortedMap().entrySet()) {
            text.append(e.getKey()).append(" =");
            if (!e.getValue().isEmpty()) {
                text.append(' ').append(e.getValue());
            }
            text.append('\n');
        }
        return text.toString();
    }

    private TreeMap<String, String> toSortedMap() {
        final TreeMap<String, String> map = new TreeMap<>();
        map.put(ConfigProperties.RING_SIZE, Integer.toString(ringSize));
        map.put(ConfigProperties.RISK_SHARDS, Integer.toString(riskShards));
        map.put(ConfigProperties.MATCHING_SHARDS, Integer.toString(matchingShards));
        map.put(ConfigProperties.WAIT_STRATEGY, waitStrategy.name());
        map.put(ConfigProperties.THREAD_LAYOUT, threadLayout.name());
        map.put(ConfigProperties.CLOCK, clock.name());
        map.put(ConfigProperties.AFFINITY_ENABLED, Boolean.toString(affinityEnabled));
        map.put(ConfigProperties.AFFINITY_CPUS, cpuListText(affinityCpus));
        map.put(ConfigProperties.STP_MODE, defaultStpMode.name());
        map.put(ConfigProperties.GROUPING_MAX_BATCH, Integer.toString(groupingMaxBatch));
        map.put(ConfigProperties.JOURNAL_ENABLED, Boolean.toString(journalEnabled));
        map.put(ConfigProperties.JOURNAL_DIR, journalDir.toString());
        map.put(ConfigProperties.JOURNAL_DURABILITY, journalDurability.name());
        map.put(ConfigProperties.JOURNAL_SEGMENT_BYTES, Long.toString(journalSegmentBytes));
        map.put(ConfigProperties.JOURNAL_BLOCK_BYTES, Integer.toString(journalBlockBytes));
        map.put(ConfigProperties.SNAPSHOT_EVERY_COMMANDS, Long.toString(snapshotEveryCommands));
        map.put(ConfigProperties.SNAPSHOT_EVERY_SECONDS, Long.toString(snapshotEverySeconds));
        map.put(ConfigProperties.SNAPSHOT_RETAIN, Integer.toString(snapshotRetain));
        map.put(ConfigProperties.ORDERBOOK_EXPECTED_ORDERS, Integer.toString(orderBookExpectedOrders));
        map.put(ConfigProperties.RISK_EXPECTED_USERS, Integer.toString(riskExpectedUsers));
        map.put(ConfigProperties.L2_DEFAULT_DEPTH, Integer.toString(l2DefaultDepth));
        return map;
    }

    static String cpuListText(final int[] cpus) {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < cpus.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            text.append(cpus[i]);
        }
        return text.toString();
    }

    /**
     * Value equality over every setting.
     *
     * @param o any object
     * @return {@code true} when {@code o} is an {@code ExchangeConfig} with the same settings
     */
    @Override
    public boolean equals(final Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ExchangeConfig)) {
            return false;
        }
        final ExchangeConfig that = (ExchangeConfig) o;
        return ringSize == that.ringSize
            && riskShards == that.riskShards
            && matchingShards == that.matchingShards
            && waitStrategy == that.waitStrategy
            && threadLayout == that.threadLayout
            && clock == that.clock
            && affinityEnabled == that.affinityEnabled
            && Arrays.equals(affinityCpus, that.affinityCpus)
            && defaultStpMode == that.defaultStpMode
            && groupingMaxBatch == that.groupingMaxBatch
            && journalEnabled == that.journalEnabled
            && journalDir.equals(that.journalDir)
            && journalDurability == that.journalDurability
            && journalSegmentBytes == that.journalSegmentBytes
            && journalBlockBytes == that.journalBlockBytes
            && snapshotEveryCommands == that.snapshotEveryCommands
            && snapshotEverySeconds == that.snapshotEverySeconds
            && snapshotRetain == that.snapshotRetain
            && orderBookExpectedOrders == that.orderBookExpectedOrders
            && riskExpectedUsers == that.riskExpectedUsers
            && l2DefaultDepth == that.l2DefaultDepth;
    }

    /**
     * A hash consistent with {@link #equals(Object)}.
     *
     * @return the hash of every setting
     */
    @Override
    public int hashCode() {
        int h = Objects.hash(ringSize, riskShards, matchingShards, waitStrategy, threadLayout, affinityEnabled,
            defaultStpMode, groupingMaxBatch, journalEnabled, journalDir, journalDurability, journalSegmentBytes,
            journalBlockBytes, snapshotEveryCommands, snapshotEverySeconds, snapshotRetain, orderBookExpectedOrders,
            riskExpectedUsers, l2DefaultDepth, clock);
        h = 31 * h + Arrays.hashCode(affinityCpus);
        return h;
    }

    /**
     * Every setting on one line, sorted by name, e.g. {@code ExchangeConfig{bourse.affinity.cpus=, ...}}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "ExchangeConfig" + toSortedMap();
    }

    /**
     * Collects settings for an {@link ExchangeConfig}. Every setting starts at its default from
     * {@link ConfigProperties}; setters record values without checking them, and {@link #build()} checks them all
     * at once. For object-valued settings, {@code null} means the default.
     *
     * <p>Thread-safety: not thread-safe; build on one thread, then share the immutable result.
     */
    public static final class Builder {
        private int ringSize = ConfigProperties.RING_SIZE_DEFAULT;
        private int riskShards = ConfigProperties.RISK_SHARDS_DEFAULT;
        private int matchingShards = ConfigProperties.MATCHING_SHARDS_DEFAULT;
        private WaitStrategyType waitStrategy = ConfigProperties.WAIT_STRATEGY_DEFAULT;
        private ThreadLayout threadLayout = ConfigProperties.THREAD_LAYOUT_DEFAULT;
        private ClockSource clock = ConfigProperties.CLOCK_DEFAULT;
        private boolean affinityEnabled = ConfigProperties.AFFINITY_ENABLED_DEFAULT;
        private int[] affinityCpus = new int[0];
        private StpMode defaultStpMode = ConfigProperties.STP_MODE_DEFAULT;
        private int groupingMaxBatch = ConfigProperties.GROUPING_MAX_BATCH_DEFAULT;
        private boolean journalEnabled = ConfigProperties.JOURNAL_ENABLED_DEFAULT;
        private Path journalDir = Path.of(ConfigProperties.JOURNAL_DIR_DEFAULT);
        private Durability journalDurability = ConfigProperties.JOURNAL_DURABILITY_DEFAULT;
        private long journalSegmentBytes = ConfigProperties.JOURNAL_SEGMENT_BYTES_DEFAULT;
        private int journalBlockBytes = ConfigProperties.JOURNAL_BLOCK_BYTES_DEFAULT;
        private long snapshotEveryCommands = ConfigProperties.SNAPSHOT_EVERY_COMMANDS_DEFAULT;
        private long snapshotEverySeconds = ConfigProperties.SNAPSHOT_EVERY_SECONDS_DEFAULT;
        private int snapshotRetain = ConfigProperties.SNAPSHOT_RETAIN_DEFAULT;
        private int orderBookExpectedOrders = ConfigProperties.ORDERBOOK_EXPECTED_ORDERS_DEFAULT;
        private int riskExpectedUsers = ConfigProperties.RISK_EXPECTED_USERS_DEFAULT;
        private int l2DefaultDepth = ConfigProperties.L2_DEFAULT_DEPTH_DEFAULT;

        private Builder() {
        }

        private Builder(final ExchangeConfig c) {
            ringSize = c.ringSize;
            riskShards = c.riskShards;
            matchingShards = c.matchingShards;
            waitStrategy = c.waitStrategy;
            threadLayout = c.threadLayout;
            clock = c.clock;
            affinityEnabled = c.affinityEnabled;
            affinityCpus = c.affinityCpus.clone();
            defaultStpMode = c.defaultStpMode;
            groupingMaxBatch = c.groupingMaxBatch;
            journalEnabled = c.journalEnabled;
            journalDir = c.journalDir;
            journalDurability = c.journalDurability;
            journalSegmentBytes = c.journalSegmentBytes;
            journalBlockBytes = c.journalBlockBytes;
            snapshotEveryCommands = c.snapshotEveryCommands;
            snapshotEverySeconds = c.snapshotEverySeconds;
            snapshotRetain = c.snapshotRetain;
            orderBookExpectedOrders = c.orderBookExpectedOrders;
            riskExpectedUsers = c.riskExpectedUsers;
            l2DefaultDepth = c.l2DefaultDepth;
        }

        /**
         * Sets {@value ConfigProperties#RING_SIZE}.
         *
         * @param slots a power of two in 1024..4194304; default 1024
         * @return this builder
         */
        public Builder ringSize(final int slots) {
            ringSize = slots;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#RISK_SHARDS}.
         *
         * @param shards a power of two in 1..64; default 1
         * @return this builder
         */
        public Builder riskShards(final int shards) {
            riskShards = shards;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#MATCHING_SHARDS}.
         *
         * @param shards a power of two in 1..64; default 1
         * @return this builder
         */
        public Builder matchingShards(final int shards) {
            matchingShards = shards;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#WAIT_STRATEGY}.
         *
         * @param strategy the strategy, or {@code null} for the default {@link WaitStrategyType#YIELDING}
         * @return this builder
         */
        public Builder waitStrategy(final WaitStrategyType strategy) {
            waitStrategy = strategy;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#THREAD_LAYOUT}.
         *
         * @param layout the layout, or {@code null} for the default {@link ThreadLayout#INLINE}
         * @return this builder
         */
        public Builder threadLayout(final ThreadLayout layout) {
            threadLayout = layout;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#CLOCK}.
         *
         * @param source the source, or {@code null} for the default {@link ClockSource#TICKING}
         * @return this builder
         */
        public Builder clock(final ClockSource source) {
            clock = source;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#AFFINITY_ENABLED}.
         *
         * @param enabled whether to pin threads; default {@code false}
         * @return this builder
         */
        public Builder affinityEnabled(final boolean enabled) {
            affinityEnabled = enabled;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#AFFINITY_CPUS}; the array is copied.
         *
         * @param cpus distinct CPU ids &gt;= 0 in thread order, at least as many as the layout's threads, allowed only
         *             with pinning on; empty or {@code null} for the default (none: the pipeline chooses)
         * @return this builder
         */
        public Builder affinityCpus(final int... cpus) {
            affinityCpus = cpus != null ? cpus.clone() : null;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#STP_MODE}.
         *
         * @param mode the core-wide default, or {@code null} for the default {@link StpMode#NONE}
         * @return this builder
         */
        public Builder defaultStpMode(final StpMode mode) {
            defaultStpMode = mode;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#GROUPING_MAX_BATCH}.
         *
         * @param commands in 1..ringSize / 4; default 256
         * @return this builder
         */
        public Builder groupingMaxBatch(final int commands) {
            groupingMaxBatch = commands;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#JOURNAL_ENABLED}.
         *
         * @param enabled whether to journal commands; default {@code true}
         * @return this builder
         */
        public Builder journalEnabled(final boolean enabled) {
            journalEnabled = enabled;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#JOURNAL_DIR}.
         *
         * @param dir absent or a directory, not blank; {@code null} for the default {@code journal}
         * @return this builder
         */
        public Builder journalDir(final Path dir) {
            journalDir = dir;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#JOURNAL_DURABILITY}.
         *
         * @param durability the mode, or {@code null} for the default {@link Durability#GROUP_COMMIT}
         * @return this builder
         */
        public Builder journalDurability(final Durability durability) {
            journalDurability = durability;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#JOURNAL_SEGMENT_BYTES}.
         *
         * @param bytes in 1 MiB..16 GiB, &gt;= the block size; default 256 MiB
         * @return this builder
         */
        public Builder journalSegmentBytes(final long bytes) {
            journalSegmentBytes = bytes;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#JOURNAL_BLOCK_BYTES}.
         *
         * @param bytes in 4 KiB..4 MiB; default 64 KiB
         * @return this builder
         */
        public Builder journalBlockBytes(final int bytes) {
            journalBlockBytes = bytes;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#SNAPSHOT_EVERY_COMMANDS}.
         *
         * @param commands 0 for off, else &gt;= 1; default 0
         * @return this builder
         */
        public Builder snapshotEveryCommands(final long commands) {
            snapshotEveryCommands = commands;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#SNAPSHOT_EVERY_SECONDS}.
         *
         * @param seconds of command time, 0 for off, else 1..31536000; default 0
         * @return this builder
         */
        public Builder snapshotEverySeconds(final long seconds) {
            snapshotEverySeconds = seconds;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#SNAPSHOT_RETAIN}.
         *
         * @param snapshots how many to keep, &gt;= 1; default 3
         * @return this builder
         */
        public Builder snapshotRetain(final int snapshots) {
            snapshotRetain = snapshots;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#ORDERBOOK_EXPECTED_ORDERS}.
         *
         * @param orders per book, in 16..10^8; default 4096
         * @return this builder
         */
        public Builder orderBookExpectedOrders(final int orders) {
            orderBookExpectedOrders = orders;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#RISK_EXPECTED_USERS}.
         *
         * @param users per risk shard, in 16..10^8; default 4096
         * @return this builder
         */
        public Builder riskExpectedUsers(final int users) {
            riskExpectedUsers = users;
            return this;
        }

        /**
         * Sets {@value ConfigProperties#L2_DEFAULT_DEPTH}.
         *
         * @param levels per side, in 1..10000; default 10
         * @return this builder
         */
        public Builder l2DefaultDepth(final int levels) {
            l2DefaultDepth = levels;
            return this;
        }

        /**
         * Fills the defaults for settings left {@code null}, checks every setting and every rule between settings,
         * and returns the configuration. The builder stays usable.
         *
         * @return a valid, immutable configuration
         * @throws ConfigException naming the first property (in name order, ranges before rules between
         *                         properties) whose value is not allowed, the value and the allowed range
         */
        public ExchangeConfig build() {
            final ExchangeConfig config = new ExchangeConfig(this);
            ConfigValidator.validate(config);
            return config;
        }
    }
}
