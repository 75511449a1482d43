package dev.bourse.config;

import dev.bourse.api.StpMode;

import java.util.List;

/**
 * The one place where every configuration property is named, with its default and its range. The names are
 * property keys for {@code config/bourse.properties} and for JVM system properties ({@code -Dbourse.ring.size=4096});
 * the defaults are what {@link ExchangeConfig#builder()} starts from and what the shipped file sets.
 *
 * <p>Conventions: sizes and counts are plain decimal integers; byte sizes are in bytes (1 KiB = 1024 B); durations
 * are whole seconds; booleans are {@code true} or {@code false}; enum values are the constant's name (any case);
 * lists are comma-separated. Every {@code *_MIN} and {@code *_MAX} is inclusive.
 *
 * <p>Thread-safety: constants only.
 */
public final class ConfigProperties {
    /** The prefix shared by every property. */
    public static final String PREFIX = "bourse.";

    /** The file {@link ExchangeConfig#loadDefault()} reads, relative to the working directory. */
    public static final String DEFAULT_FILE = "config/bourse.properties";

    /**
     * Not a configuration property: the JVM system property read once by {@code dev.bourse.common.Checks} to
     * switch on invariant checks. The loader accepts it among system properties and rejects it in a file, where
     * it would have no effect.
     */
    public static final String CHECKS = "bourse.checks";

    /**
     * Not configuration properties: the {@code bourse.jvm.*} and {@code bourse.test.*} names are build settings in
     * {@code pom.xml}, which Maven passes on as system properties when given with {@code -D}. The loader skips them
     * among system properties, like {@link #CHECKS}; a new JVM-wide {@code bourse.*} switch belongs in this list.
     */
    public static final List<String> FOREIGN_SYSTEM_PROPERTY_PREFIXES = List.of("bourse.jvm.", "bourse.test.");

    /** Ring buffer slots shared by all stages; a power of two in {@value #RING_SIZE_MIN}..{@value #RING_SIZE_MAX}. */
    public static final String RING_SIZE = "bourse.ring.size";
    /** Default ring size: 1024 slots (see {@code config/bourse.properties} for why). */
    public static final int RING_SIZE_DEFAULT = 1024;
    /** Smallest ring size: 1024 slots. */
    public static final int RING_SIZE_MIN = 1024;
    /** Largest ring size: 4194304 (2^22) slots. */
    public static final int RING_SIZE_MAX = 1 << 22;

    /** Risk shards (users by {@code uid & (shards - 1)}); a power of two in 1..{@value #RISK_SHARDS_MAX}. */
    public static final String RISK_SHARDS = "bourse.risk.shards";
    /** Default risk shards: 1. */
    public static final int RISK_SHARDS_DEFAULT = 1;
    /** Most risk shards: 64. */
    public static final int RISK_SHARDS_MAX = 64;

    /**
     * Matching shards (symbols by {@code symbol & (shards - 1)}); a power of two in 1..{@value #MATCHING_SHARDS_MAX}.
     */
    public static final String MATCHING_SHARDS = "bourse.matching.shards";
    /** Default matching shards: 1. */
    public static final int MATCHING_SHARDS_DEFAULT = 1;
    /** Most matching shards: 64. */
    public static final int MATCHING_SHARDS_MAX = 64;

    /** How idle pipeline threads wait: a {@link WaitStrategyType} name. */
    public static final String WAIT_STRATEGY = "bourse.wait.strategy";
    /** Default wait strategy: {@link WaitStrategyType#YIELDING} (see there why). */
    public static final WaitStrategyType WAIT_STRATEGY_DEFAULT = WaitStrategyType.YIELDING;

    /** Which stages share a thread: a {@link ThreadLayout} name. */
    public static final String THREAD_LAYOUT = "bourse.thread.layout";
    /** Default thread layout: {@link ThreadLayout#INLINE} (see there why). */
    public static final ThreadLayout THREAD_LAYOUT_DEFAULT = ThreadLayout.INLINE;

    /** Where grouping takes each command's timestamp: a {@link ClockSource} name. */
    public static final String CLOCK = "bourse.clock";
    /** Default clock: {@link ClockSource#TICKING} (see there why). */
    public static final ClockSource CLOCK_DEFAULT = ClockSource.TICKING;

    /** Whether pipeline threads are pinned to CPUs: {@code true} or {@code false}. */
    public static final String AFFINITY_ENABLED = "bourse.affinity.enabled";
    /** Default: threads are not pinned. */
    public static final boolean AFFINITY_ENABLED_DEFAULT = false;

    /**
     * The CPUs to pin the pipeline threads to, in thread order (see {@link ThreadLayout}): a comma-separated list of
     * distinct CPU ids &gt;= 0, at least as many as the layout has threads; extra ids are unused. Empty means the
     * pipeline chooses. Must be empty unless {@value #AFFINITY_ENABLED} is {@code true}.
     */
    public static final String AFFINITY_CPUS = "bourse.affinity.cpus";
    /** Default CPU list: empty (the pipeline chooses when pinning is on). */
    public static final String AFFINITY_CPUS_DEFAULT = "";

    /**
     * The core-wide default self-trade prevention mode, used for orders that do not carry their own: a
     * {@link StpMode} name.
     */
    public static final String STP_MODE = "bourse.stp.default";
    /** Default self-trade prevention: {@link StpMode#NONE}. */
    public static final StpMode STP_MODE_DEFAULT = StpMode.NONE;

    /**
     * Most commands in one batch (a group that is journalled and settled together), in commands; in
     * {@value #GROUPING_MAX_BATCH_MIN}..{@value #RING_SIZE} / 4.
     */
    public static final String GROUPING_MAX_BATCH = "bourse.grouping.max.batch";
    /** Default batch limit: 256 commands. */
    public static final int GROUPING_MAX_BATCH_DEFAULT = 256;
    /** Smallest batch limit: 1 command. */
    public static final int GROUPING_MAX_BATCH_MIN = 1;

    /** Whether commands are journalled: {@code true} or {@code false}. */
    public static final String JOURNAL_ENABLED = "bourse.journal.enabled";
    /** Default: the journal is on. */
    public static final boolean JOURNAL_ENABLED_DEFAULT = true;

    /**
     * The journal's directory: a path, relative to the working directory unless absolute, not blank. If it exists
     * it must be a directory; the journal creates it otherwise.
     */
    public static final String JOURNAL_DIR = "bourse.journal.dir";
    /** Default journal directory: {@code journal}. */
    public static final String JOURNAL_DIR_DEFAULT = "journal";

    /** When journal writes reach the device relative to results: a {@link Durability} name. */
    public static final String JOURNAL_DURABILITY = "bourse.journal.durability";
    /** Default durability: {@link Durability#GROUP_COMMIT}. */
    public static final Durability JOURNAL_DURABILITY_DEFAULT = Durability.GROUP_COMMIT;

    /**
     * Size at which the journal starts a new segment file, in bytes; in {@value #JOURNAL_SEGMENT_BYTES_MIN}
     * (1 MiB)..{@value #JOURNAL_SEGMENT_BYTES_MAX} (16 GiB) and at least {@value #JOURNAL_BLOCK_BYTES}.
     */
    public static final String JOURNAL_SEGMENT_BYTES = "bourse.journal.segment.bytes";
    /** Default segment size: 268435456 bytes (256 MiB). */
    public static final long JOURNAL_SEGMENT_BYTES_DEFAULT = 256L << 20;
    /** Smallest segment size: 1048576 bytes (1 MiB). */
    public static final long JOURNAL_SEGMENT_BYTES_MIN = 1L << 20;
    /** Largest segment size: 17179869184 bytes (16 GiB). */
    public static final long JOURNAL_SEGMENT_BYTES_MAX = 16L << 30;

    /**
     * Uncompressed size of one LZ4-compressed journal block, in bytes; in {@value #JOURNAL_BLOCK_BYTES_MIN}
     * (4 KiB)..{@value #JOURNAL_BLOCK_BYTES_MAX} (4 MiB).
     */
    public static final String JOURNAL_BLOCK_BYTES = "bourse.journal.block.bytes";
    /** Default block size: 65536 bytes (64 KiB). */
    public static final int JOURNAL_BLOCK_BYTES_DEFAULT = 64 << 10;
    /** Smallest block size: 4096 bytes (4 KiB). */
    public static final int JOURNAL_BLOCK_BYTES_MIN = 4 << 10;
    /** Largest block size: 4194304 bytes (4 MiB). */
    public static final int JOURNAL_BLOCK_BYTES_MAX = 4 << 20;

    /** Take a snapshot every this many commands; 0 (off) or 1..{@link Long#MAX_VALUE}. */
    public static final String SNAPSHOT_EVERY_COMMANDS = "bourse.snapshot.every.commands";
    /** Default: no snapshots by command count (0). */
    public static final long SNAPSHOT_EVERY_COMMANDS_DEFAULT = 0;

    /**
     * Take a snapshot every this many seconds of command time (the commands' timestamps, not the wall clock, so
     * replay snapshots at the same places); 0 (off) or 1..{@value #SNAPSHOT_EVERY_SECONDS_MAX} (one year).
     */
    public static final String SNAPSHOT_EVERY_SECONDS = "bourse.snapshot.every.seconds";
    /** Default: no snapshots by time (0). */
    public static final long SNAPSHOT_EVERY_SECONDS_DEFAULT = 0;
    /** Longest snapshot interval: 31536000 seconds (365 days). */
    public static final long SNAPSHOT_EVERY_SECONDS_MAX = 365L * 24 * 60 * 60;

    /** Snapshots kept on disk (older ones are deleted), a count in 1..{@link Integer#MAX_VALUE}. */
    public static final String SNAPSHOT_RETAIN = "bourse.snapshot.retain";
    /** Default: keep the last 3 snapshots. */
    public static final int SNAPSHOT_RETAIN_DEFAULT = 3;

    /**
     * Resting orders to preallocate for in each symbol's order book, a hint in orders (the book grows past it); in
     * {@value #EXPECTED_MIN}..{@value #EXPECTED_MAX}.
     */
    public static final String ORDERBOOK_EXPECTED_ORDERS = "bourse.orderbook.expected.orders";
    /** Default: 4096 orders per book. */
    public static final int ORDERBOOK_EXPECTED_ORDERS_DEFAULT = 4096;

    /**
     * Users to preallocate for in each risk shard, a hint in users (the shard grows past it); in
     * {@value #EXPECTED_MIN}..{@value #EXPECTED_MAX}.
     */
    public static final String RISK_EXPECTED_USERS = "bourse.risk.expected.users";
    /** Default: 4096 users per risk shard. */
    public static final int RISK_EXPECTED_USERS_DEFAULT = 4096;

    /** Smallest preallocation hint (orders or users): 16. */
    public static final int EXPECTED_MIN = 16;
    /** Largest preallocation hint (orders or users): 100000000 (10^8). */
    public static final int EXPECTED_MAX = 100_000_000;

    /**
     * Price levels per side in an L2 market-data snapshot when a request does not say; in
     * 1..{@value #L2_DEFAULT_DEPTH_MAX}.
     */
    public static final String L2_DEFAULT_DEPTH = "bourse.l2.default.depth";
    /** Default L2 depth: 10 levels per side. */
    public static final int L2_DEFAULT_DEPTH_DEFAULT = 10;
    /** Deepest default L2 depth: 10000 levels per side. */
    public static final int L2_DEFAULT_DEPTH_MAX = 10_000;

    private static final List<String> NAMES = List.of(
        AFFINITY_CPUS,
        AFFINITY_ENABLED,
        CLOCK,
        GROUPING_MAX_BATCH,
        JOURNAL_BLOCK_BYTES,
        JOURNAL_DIR,
        JOURNAL_DURABILITY,
        JOURNAL_ENABLED,
        JOURNAL_SEGMENT_BYTES,
        L2_DEFAULT_DEPTH,
        MATCHING_SHARDS,
        ORDERBOOK_EXPECTED_ORDERS,
        RING_SIZE,
        RISK_EXPECTED_USERS,
        RISK_SHARDS,
        SNAPSHOT_EVERY_COMMANDS,
        SNAPSHOT_EVERY_SECONDS,
        SNAPSHOT_RETAIN,
        STP_MODE,
        THREAD_LAYOUT,
        WAIT_STRATEGY);

    private ConfigProperties() {
    }

    /**
     * Every configuration property name, sorted; {@link #CHECKS} is not among them.
     *
     * @return an unmodifiable list
     */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * Whether a {@code bourse.*} system property belongs to another part of the system and is to be skipped by the
     * loader: {@link #CHECKS} or a name under {@link #FOREIGN_SYSTEM_PROPERTY_PREFIXES}.
     *
     * @param name a system property name
     * @return {@code true} when the loader must leave it alone
     */
    public static boolean isForeignSystemProperty(final String name) {
        if (name.equals(CHECKS)) {
            return true;
        }
        for (final String prefix : FOREIGN_SYSTEM_PROPERTY_PREFIXES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a name is a configuration property.
     *
     * @param name any string
     * @return {@code true} when {@code name} is in {@link #names()}
     */
    public static boolean isKnown(final String name) {
        return NAMES.contains(name);
    }
}
