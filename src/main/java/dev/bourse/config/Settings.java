package dev.bourse.config;

import dev.bourse.api.StpMode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * The setting table: every configuration property, one {@link Setting} row each, with its name, type, default,
 * range, unit and documentation. {@link ExchangeConfig} stores one value per row; its builder, its loader, its
 * validator, {@link ExchangeConfig#describe()} and the shipped {@code config/bourse.properties} (generated from this
 * table, and checked against it by a test) all read the rows, so each of those facts is written once, here.
 *
 * <p>Names are property keys for {@code config/bourse.properties} and for JVM system properties
 * ({@code -Dbourse.ring.size=4096}). Text formats: integers plain decimal (no suffixes, no separators); byte sizes in
 * bytes (1 KiB = 1024 bytes); durations in whole seconds; booleans {@code true} or {@code false}; enum values by name
 * (any case); lists comma-separated. Ranges are inclusive. Each row's Javadoc ends with the line the shipped file
 * prints above it (unit, range including the rules between settings, default).
 *
 * <p>Thread-safety: constants only.
 */
public final class Settings {
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

    private static final String RING = "Ring and shards";
    private static final String THREADS = "Threads";
    private static final String MATCHING = "Matching";
    private static final String JOURNAL = "Journal";
    private static final String SNAPSHOTS = "Snapshots";
    private static final String MARKET_DATA = "Market data";
    private static final List<Setting<?>> ROWS = new ArrayList<>();

    /**
     * Ring buffer slots shared by all stages. Unit: slots. Range: 0 (auto) or a power of two in 1024..4194304 (2^22).
     * Default: 0 (auto).
     */
    public static final Setting<Integer> RING_SIZE = row("bourse.ring.size", RING,
        NumberType.autoOrPowersOfTwo(1024, 1 << 22), 0, "slots", """
        Ring buffer slots shared by all stages; 0 (auto) means 4096 with a GROUP_COMMIT journal, else 1024
        (ExchangeConfig.ringSize() gives the value in force). With GROUP_COMMIT a slot is held until its block is
        forced, so the ring must hold what arrives during a force: on exchange-core's mix a durable INLINE core kept
        about 0.4 of the no-journal rate with 1024 slots and about 0.75 with 4096 (BENCHMARKS.md). Otherwise small
        is better: every command touches a slot's lines once per lap of the ring, and a ring that fits a core's L2
        cache spares each command the misses a larger one costs (an ASYNC journal lost about a fifth at 4096, and
        CPU per command rose from about 650 ns at 1024 slots to about 950 at 16384,
        dev.bourse.bench.EngineCpuProbe).""");

    /** Risk shards. Unit: shards. Range: a power of two in 1..64. Default: 1. */
    public static final Setting<Integer> RISK_SHARDS = row("bourse.risk.shards", RING,
        NumberType.powersOfTwo(1, 64), 1, "shards", """
        Risk shards; a user belongs to shard uid & (shards - 1).""");

    /** Matching shards. Unit: shards. Range: a power of two in 1..64. Default: 1. */
    public static final Setting<Integer> MATCHING_SHARDS = row("bourse.matching.shards", RING,
        NumberType.powersOfTwo(1, 64), 1, "shards", """
        Matching shards; a symbol belongs to shard symbol & (shards - 1).""");

    /**
     * How idle pipeline threads wait for the next command. Range: one of BUSY_SPIN, YIELDING, SLEEPING, BLOCKING.
     * Default: YIELDING.
     */
    public static final Setting<WaitStrategyType> WAIT_STRATEGY = row("bourse.wait.strategy", THREADS,
        EnumType.of(WaitStrategyType.class), WaitStrategyType.YIELDING, "", """
        How idle pipeline threads wait for the next command.
          BUSY_SPIN  spin, never yield the core: lowest latency, one full core per thread even when idle.
          YIELDING   spin briefly, then Thread.yield(): near busy-spin latency, shares the core with runnable threads.
          SLEEPING   spin, yield, then park briefly: little CPU when idle, wake-up in tens of microseconds.
          BLOCKING   spin briefly, then sleep until a producer or an upstream stage rings: no CPU when idle, wake-up
                     through the OS scheduler (microseconds to tens of microseconds).
        YIELDING by default. It matters only for the threads a layout starts: with the default INLINE layout that is
        the journal's thread alone; with COMPACT (2 threads) the busy threads do not outnumber 2 cores, and yielding
        lets the gateway, the GC and clients run when they need a core.""");

    /** Which stages share a thread. Range: one of COMPACT, PIPELINED, INLINE. Default: INLINE. */
    public static final Setting<ThreadLayout> THREAD_LAYOUT = row("bourse.thread.layout", THREADS,
        EnumType.of(ThreadLayout.class), ThreadLayout.INLINE, "", """
        Which stages share a thread. Threads are numbered in the order shown (see bourse.affinity.cpus).
          INLINE     no engine thread: the thread that submits a command runs all of COMPACT's stages before the
                     call returns; several submitting threads take turns. With journalling the journal keeps its
                     own thread (thread 0), which also reports what it released. The default: on a small or virtual
                     machine, handing each command to another thread costs more than the command (a hand-off to a
                     core that went idle can wait milliseconds for the scheduler), while here the command never
                     leaves the caller's core; at 100,000 commands/s its p99 latency is tens of microseconds against
                     milliseconds for COMPACT (README).
          COMPACT    at most 2 threads whatever the shard counts:
                       thread 0 "journal": the journal (only when journalling)
                       thread 1 "engine":  grouping -> per command: risk shards (check) -> matching shards
                                           -> settlements; then results
          PIPELINED  one thread per stage and per shard, for many-core machines:
                       grouping | journal (if enabled) | risk shard 0..n-1 (check, then settlement)
                       | matching shard 0..m-1 | results
                     = 2 + (journal enabled ? 1 : 0) + risk.shards + matching.shards threads.
        Every layout gives the same results for the same input.""");

    /** Whether pipeline threads are pinned to CPUs. Range: true or false. Default: false. */
    public static final Setting<Boolean> AFFINITY_ENABLED = row("bourse.affinity.enabled", THREADS,
        BooleanType.INSTANCE, false, "", """
        Whether pipeline threads are pinned to CPUs.""");

    /**
     * The CPUs to pin the threads to, in thread order. Unit: CPU ids (as the OS numbers them). Range: distinct CPU
     * ids &gt;= 0, comma-separated, or empty; empty unless bourse.affinity.enabled = true; if not empty, at least
     * one per thread of the layout. Default: empty.
     */
    public static final Setting<List<Integer>> AFFINITY_CPUS = row("bourse.affinity.cpus", THREADS,
        new IntListType("CPU ids"), List.of(), "CPU ids (as the OS numbers them)", """
        The CPUs to pin the threads to, in thread order: thread i goes to the i-th id; extra ids are unused, e.g. 2,3
        for COMPACT. Empty: the pipeline chooses.""");

    /** Where grouping takes each command's timestamp. Range: one of TICKING, SYSTEM. Default: TICKING. */
    public static final Setting<ClockSource> CLOCK = row("bourse.clock", THREADS,
        EnumType.of(ClockSource.class), ClockSource.TICKING, "", """
        Where grouping takes each command's timestamp (wall clock, ns since the epoch, millisecond resolution).
          TICKING  a sleeping thread, bourse-clock, stores the wall clock every millisecond and grouping reads the
                   stored value: a load instead of a clock read (24 ns on the project VM, near a tenth of a
                   command's cost). A timestamp trails the wall clock by up to about 1.1 ms plus that thread's
                   scheduling delay.
          SYSTEM   System.currentTimeMillis() for every command: never behind the wall clock.
        Timestamps never go backwards and replays use the recorded ones, so either is deterministic.""");

    /**
     * Core-wide default self-trade prevention. Range: one of NONE, CANCEL_TAKER, CANCEL_MAKER, CANCEL_BOTH,
     * DECREMENT. Default: NONE.
     */
    public static final Setting<StpMode> STP_MODE = row("bourse.stp.default", MATCHING,
        EnumType.of(StpMode.class), StpMode.NONE, "", """
        Core-wide default self-trade prevention, for orders that do not carry their own mode (the modes are
        described in dev.bourse.api.StpMode).""");

    /**
     * Most commands in one batch. Unit: commands. Range: &gt;= 1; at most bourse.ring.size / 4. Default: 256.
     */
    public static final Setting<Integer> GROUPING_MAX_BATCH = row("bourse.grouping.max.batch", MATCHING,
        NumberType.ints(1, Integer.MAX_VALUE, NumberType.Unit.COUNT), 256, "commands", """
        Most commands in one batch (a group journalled and settled together).""");

    /**
     * Price levels per side in an L2 market-data snapshot when a request does not give a depth. Unit: price levels
     * per side. Range: 1..10000. Default: 10.
     */
    public static final Setting<Integer> L2_DEFAULT_DEPTH = row("bourse.l2.default.depth", MATCHING,
        NumberType.ints(1, 10_000, NumberType.Unit.COUNT), 10, "price levels per side", """
        Price levels per side in an L2 market-data snapshot when a request does not give a depth.""");

    /**
     * Resting orders to preallocate for in each matching shard, shared by its books. Unit: orders per matching shard.
     * Range: 16..100000000 (10^8). Default: 65536.
     */
    public static final Setting<Integer> ORDERBOOK_EXPECTED_ORDERS = row("bourse.orderbook.expected.orders",
        MATCHING, NumberType.ints(16, 100_000_000, NumberType.Unit.COUNT), 65_536, "orders per matching shard", """
        Resting orders to preallocate for in each matching shard, shared by its books; a hint, the shard grows past it.
        Each book's own tables start small and grow with its orders, so an empty book costs little.""");

    /**
     * Users to preallocate for in each risk shard. Unit: users per risk shard. Range: 16..100000000 (10^8).
     * Default: 4096.
     */
    public static final Setting<Integer> RISK_EXPECTED_USERS = row("bourse.risk.expected.users", MATCHING,
        NumberType.ints(16, 100_000_000, NumberType.Unit.COUNT), 4096, "users per risk shard", """
        Users to preallocate for in each risk shard; a hint, the shard grows past it.""");

    /**
     * Idempotency keys kept per user (44 bytes each, allocated at the user's first keyed command); the oldest leaves
     * first. Unit: keys per user. Range: 1..4096. Default: 64.
     */
    public static final Setting<Integer> RISK_IDEMPOTENCY_KEYS = row("bourse.risk.idempotency.keys", MATCHING,
        NumberType.ints(1, 4096, NumberType.Unit.COUNT), 64, "keys per user", """
        Idempotency keys kept per user (44 bytes each, allocated at the user's first keyed command); the oldest leaves
        first, and a retry with a key that has left is applied again. Recover with the value the core ran with.""");

    /**
     * How long an idempotency key is kept, by the commands' timestamps. Unit: seconds. Range: 1..31536000 (365
     * days). Default: 86400 (1 day).
     */
    public static final Setting<Long> RISK_IDEMPOTENCY_WINDOW = row("bourse.risk.idempotency.window", MATCHING,
        NumberType.longs(1, 365L * 24 * 60 * 60, NumberType.Unit.SECONDS), 86_400L, "seconds", """
        How long an idempotency key is kept, by the commands' timestamps (never the wall clock); a retry after it
        is applied again. Recover with the value the core ran with.""");

    /** Whether commands are journalled. Range: true or false. Default: true. */
    public static final Setting<Boolean> JOURNAL_ENABLED = row("bourse.journal.enabled", JOURNAL,
        BooleanType.INSTANCE, true, "", """
        Whether commands are journalled (needed to recover anything after the last snapshot).""");

    /**
     * The journal's directory. Range: a directory path, not blank; a directory if it exists, when
     * bourse.journal.enabled = true. Default: journal.
     */
    public static final Setting<Path> JOURNAL_DIR = row("bourse.journal.dir", JOURNAL,
        PathType.INSTANCE, Path.of("journal"), "", """
        The journal's directory, relative to the working directory unless absolute; created if absent.""");

    /**
     * When journal writes reach the storage device. Range: one of ASYNC, GROUP_COMMIT. Default: GROUP_COMMIT.
     */
    public static final Setting<Durability> JOURNAL_DURABILITY = row("bourse.journal.durability", JOURNAL,
        EnumType.of(Durability.class), Durability.GROUP_COMMIT, "", """
        When journal writes reach the storage device, relative to publishing results.
          ASYNC         results do not wait for the device: a process crash loses nothing acknowledged, a power loss
                        may lose the last acknowledged commands.
          GROUP_COMMIT  each batch is forced to the device with one call before its results are published: every
                        acknowledged command survives a power loss.""");

    /**
     * Size at which the journal starts a new segment file. Unit: bytes. Range: 1048576 (1 MiB)..17179869184
     * (16 GiB). Default: 268435456 (256 MiB).
     */
    public static final Setting<Long> JOURNAL_SEGMENT_BYTES = row("bourse.journal.segment.bytes", JOURNAL,
        NumberType.longs(1L << 20, 16L << 30, NumberType.Unit.BYTES), 256L << 20, "bytes", """
        Size at which the journal starts a new segment file.""");

    /**
     * Most uncompressed bytes in one LZ4-compressed journal block. Unit: bytes. Range: 4096 (4 KiB)..4194304
     * (4 MiB); at most bourse.journal.segment.bytes. Default: 1048576 (1 MiB).
     */
    public static final Setting<Integer> JOURNAL_BLOCK_BYTES = row("bourse.journal.block.bytes", JOURNAL,
        NumberType.ints(4 << 10, 4 << 20, NumberType.Unit.BYTES), 1 << 20, "bytes", """
        Most uncompressed bytes in one LZ4-compressed journal block (240 bytes per command). A block holds the
        commands the journal took at once: with GROUP_COMMIT, every command that arrived while the previous force
        ran, written and forced with one call. A group larger than a block is split into blocks forced one by one,
        so a block of at least bourse.ring.size x 240 bytes keeps one force per group.""");

    /**
     * Whether each journal segment is written full of zeros (bourse.journal.segment.bytes) and forced when it is
     * created. Range: true or false. Default: false.
     */
    public static final Setting<Boolean> JOURNAL_PREALLOCATE = row("bourse.journal.preallocate", JOURNAL,
        BooleanType.INSTANCE, false, "", """
        Whether each journal segment is written full of zeros (bourse.journal.segment.bytes) and forced when it is
        created, so that appending a block then overwrites allocated space: a write or force no longer has to
        change the file's size or allocation, which on ext4 and XFS waits for the file system's own journal (and
        so for every other writer on that file system). Costs one write of the segment's size at each new segment
        (at start and at each roll over, on the journal's thread) and that much disk from the start.""");

    /** Take a snapshot every this many commands. Unit: commands. Range: 0 (off) or &gt;= 1. Default: 0 (off). */
    public static final Setting<Long> SNAPSHOT_EVERY_COMMANDS = row("bourse.snapshot.every.commands", SNAPSHOTS,
        NumberType.offOrLongs(1, Long.MAX_VALUE, NumberType.Unit.COUNT), 0L, "commands", """
        Take a snapshot every this many commands.""");

    /**
     * Take a snapshot every this many seconds of command time. Unit: seconds. Range: 0 (off) or
     * 1..31536000 (365 days). Default: 0 (off).
     */
    public static final Setting<Long> SNAPSHOT_EVERY_SECONDS = row("bourse.snapshot.every.seconds", SNAPSHOTS,
        NumberType.offOrLongs(1, 365L * 24 * 60 * 60, NumberType.Unit.SECONDS), 0L, "seconds", """
        Take a snapshot every this many seconds of command time (measured on the commands' timestamps, not the wall
        clock, so replay snapshots at the same places).""");

    /** Snapshots kept on disk. Unit: snapshots. Range: &gt;= 1. Default: 3. */
    public static final Setting<Integer> SNAPSHOT_RETAIN = row("bourse.snapshot.retain", SNAPSHOTS,
        NumberType.ints(1, Integer.MAX_VALUE, NumberType.Unit.COUNT), 3, "snapshots", """
        Snapshots kept on disk; older ones are deleted.""");

    /**
     * The Aeron channel a node (bourse node) publishes the market-data feed on: every channel for every symbol on
     * stream 1001, the snapshot loop for late joiners on 1002, the private reports on 1003 (docs/market-data.md).
     * Range: empty, aeron:ipc or aeron:udp?endpoint=HOST:PORT. Default: empty.
     */
    public static final Setting<String> FEED_CHANNEL = row("bourse.feed.channel", MARKET_DATA,
        FeedChannelType.INSTANCE, "", "", """
        The Aeron channel a node (bourse node) publishes the market-data feed on: every channel for every symbol on
        stream 1001, the snapshot loop for late joiners on 1002, the private reports on 1003 (docs/market-data.md).
        aeron:ipc serves subscribers on this machine through the node's embedded media driver (its directory is
        printed at start); aeron:udp?endpoint=127.0.0.1:PORT sends to a subscriber listening there. Empty leaves the
        feed off. bourse node --feed-channel overrides it. The embedded core ignores it.""");

    private static final List<Setting<?>> ALL = List.copyOf(ROWS);
    private static final List<Setting<?>> BY_NAME = sortedByName();
    private static final List<String> NAMES = names(BY_NAME);

    private Settings() {
    }

    private static <T> Setting<T> row(final String name, final String section, final SettingType<T> type,
                                      final T defaultValue, final String unit, final String doc) {
        final Setting<T> setting = new Setting<>(ROWS.size(), name, section, type, defaultValue, unit, doc);
        ROWS.add(setting);
        return setting;
    }

    /**
     * Every setting, in the order of the table (grouped by subject, as the shipped file lists them).
     *
     * @return an unmodifiable list
     */
    public static List<Setting<?>> all() {
        return ALL;
    }

    /**
     * Every setting sorted by name, the order in which they are printed, applied and checked.
     *
     * @return an unmodifiable list
     */
    public static List<Setting<?>> byName() {
        return BY_NAME;
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
     * The setting of a name.
     *
     * @param name any string
     * @return the row, or {@code null} when {@code name} is not a configuration property
     */
    public static Setting<?> find(final String name) {
        for (final Setting<?> setting : ALL) {
            if (setting.name().equals(name)) {
                return setting;
            }
        }
        return null;
    }

    /**
     * Whether a name is a configuration property.
     *
     * @param name any string
     * @return {@code true} when {@code name} is in {@link #names()}
     */
    public static boolean isKnown(final String name) {
        return find(name) != null;
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
     * Every row's default, at the row's index: the values a builder starts from.
     *
     * @return a fresh array
     */
    static Object[] defaultValues() {
        final Object[] values = new Object[ALL.size()];
        for (final Setting<?> setting : ALL) {
            values[setting.index()] = setting.defaultValue();
        }
        return values;
    }

    private static List<Setting<?>> sortedByName() {
        final List<Setting<?>> sorted = new ArrayList<>(ROWS);
        sorted.sort(Comparator.comparing(Setting::name));
        return Collections.unmodifiableList(sorted);
    }

    private static List<String> names(final List<Setting<?>> settings) {
        final List<String> names = new ArrayList<>(settings.size());
        for (final Setting<?> setting : settings) {
            names.add(setting.name());
        }
        return Collections.unmodifiableList(names);
    }
}
