package dev.bourse.cluster.node;

import dev.bourse.cluster.ClusterPorts;
import dev.bourse.config.ExchangeConfig;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * One cluster member's settings, validated: its id, the members' hosts and base port ({@link ClusterPorts}), its
 * directory, the failure-detection timeouts, the idle strategy and the core's own settings. Loaded from a properties
 * file ({@code config/cluster/node-N.properties}): the {@code bourse.cluster.*} keys below are the cluster's, every
 * other key is the core's ({@link ExchangeConfig}; the core always runs INLINE without a journal of its own).
 * <pre>
 *   key                                   default                       unit, range
 *   bourse.cluster.member.id              required (or --id)            0..members-1
 *   bourse.cluster.hosts                  127.0.0.1,127.0.0.1,127.0.0.1 one host per member, 1..9 members
 *   bourse.cluster.port.base              9000                          port; member m uses base + 100 m + 1..5
 *   bourse.cluster.dir                    journal/cluster               the node's files go to dir/node-&lt;id&gt;
 *   bourse.cluster.aeron.dir              dir/node-&lt;id&gt;/aeron           the media driver's directory
 *   bourse.cluster.heartbeat.timeout.ms   1000                          ms, 100..60000: a silent leader is replaced
 *   bourse.cluster.heartbeat.interval.ms  100                           ms, 10..timeout/5
 *   bourse.cluster.session.timeout.ms     10000                         ms, &gt;= 2 x heartbeat timeout
 *   bourse.cluster.idle.sleep.us          1000                          µs, 1..100000: sleep of an idle agent
 *   bourse.cluster.log.term.bytes         4194304                       bytes, power of 2, 64 KiB..1 GiB
 *   bourse.cluster.dedupe.clients         65536                         clients remembered, 1..2^24
 * </pre>
 *
 * <p>Thread-safety: immutable.
 */
public final class ClusterNodeConfig {
    /** The key prefix of the cluster's settings. */
    public static final String PREFIX = "bourse.cluster.";

    private final int memberId;
    private final ClusterPorts ports;
    private final Path nodeDir;
    private final Path aeronDir;
    private final long heartbeatTimeoutMs;
    private final long heartbeatIntervalMs;
    private final long sessionTimeoutMs;
    private final long idleSleepUs;
    private final int logTermBytes;
    private final int dedupeClients;
    private final ExchangeConfig core;

    private ClusterNodeConfig(final Properties p, final int idOverride) {
        final List<String> hosts = new ArrayList<>();
        for (final String h : p.getProperty(PREFIX + "hosts", "127.0.0.1,127.0.0.1,127.0.0.1").split(",")) {
            if (!h.isBlank()) {
                hosts.add(h.trim());
            }
        }
        ports = new ClusterPorts(hosts, (int) number(p, "port.base", 9000, 1024, 65_535));
        memberId = idOverride >= 0 ? idOverride : (int) number(p, "member.id", -1, 0, hosts.size() - 1);
        if (memberId < 0 || memberId >= hosts.size()) {
            throw new IllegalArgumentException(PREFIX + "member.id must be 0.." + (hosts.size() - 1) + ": "
                    + memberId);
        }
        nodeDir = Path.of(p.getProperty(PREFIX + "dir", "journal/cluster").trim()).resolve("node-" + memberId);
        final String aeron = p.getProperty(PREFIX + "aeron.dir");
        aeronDir = aeron == null || aeron.isBlank() ? nodeDir.resolve("aeron") : Path.of(aeron.trim());
        heartbeatTimeoutMs = number(p, "heartbeat.timeout.ms", 1000, 100, 60_000);
        heartbeatIntervalMs = number(p, "heartbeat.interval.ms", 100, 10, heartbeatTimeoutMs / 5);
        sessionTimeoutMs = number(p, "session.timeout.ms", 10_000, 2 * heartbeatTimeoutMs, 3_600_000);
        idleSleepUs = number(p, "idle.sleep.us", 1000, 1, 100_000);
        logTermBytes = (int) number(p, "log.term.bytes", 4 << 20, 64 << 10, 1 << 30);
        if (Integer.bitCount(logTermBytes) != 1) {
            throw new IllegalArgumentException(PREFIX + "log.term.bytes must be a power of 2: " + logTermBytes);
        }
        dedupeClients = (int) number(p, "dedupe.clients", 65_536, 1, 1 << 24);
        final Properties coreProperties = new Properties();
        for (final String key : p.stringPropertyNames()) {
            if (!key.startsWith(PREFIX)) {
                coreProperties.setProperty(key, p.getProperty(key));
            }
        }
        core = ExchangeConfig.fromProperties(coreProperties);
    }

    /**
     * Settings from properties (the cluster's keys and the core's).
     *
     * @param properties the keys above and any {@link ExchangeConfig} key
     * @param memberId   the member id, overriding {@code bourse.cluster.member.id}; -1 to read that key
     * @return the validated settings
     * @throws IllegalArgumentException naming the key of a missing or bad value
     */
    public static ClusterNodeConfig fromProperties(final Properties properties, final int memberId) {
        return new ClusterNodeConfig(properties, memberId);
    }

    /**
     * Settings from a properties file, UTF-8.
     *
     * @param file     the file
     * @param memberId the member id, or -1 to read it from the file
     * @return the validated settings
     * @throws IOException              when the file cannot be read
     * @throws IllegalArgumentException naming the key of a missing or bad value
     */
    public static ClusterNodeConfig load(final Path file, final int memberId) throws IOException {
        final Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return new ClusterNodeConfig(p, memberId);
    }

    private static long number(final Properties p, final String name, final long dflt, final long min,
            final long max) {
        final String text = p.getProperty(PREFIX + name);
        if (text == null || text.isBlank()) {
            return dflt;
        }
        final long v;
        try {
            v = Long.parseLong(text.trim());
        } catch (final NumberFormatException e) {
            throw new IllegalArgumentException(PREFIX + name + " = '" + text + "': must be a whole number", e);
        }
        if (v < min || v > max) {
            throw new IllegalArgumentException(PREFIX + name + " = " + v + ": must be in " + min + ".." + max);
        }
        return v;
    }

    /** @return this member's id */
    public int memberId() {
        return memberId;
    }

    /** @return every member's endpoints */
    public ClusterPorts ports() {
        return ports;
    }

    /** @return this node's directory (archive, cluster state, Aeron by default) */
    public Path nodeDir() {
        return nodeDir;
    }

    /** @return the media driver's directory */
    public Path aeronDir() {
        return aeronDir;
    }

    /** @return ms without a leader heartbeat after which a follower starts an election */
    public long heartbeatTimeoutMs() {
        return heartbeatTimeoutMs;
    }

    /** @return ms between leader heartbeats */
    public long heartbeatIntervalMs() {
        return heartbeatIntervalMs;
    }

    /** @return ms of client silence after which its session is closed */
    public long sessionTimeoutMs() {
        return sessionTimeoutMs;
    }

    /** @return µs an idle agent sleeps */
    public long idleSleepUs() {
        return idleSleepUs;
    }

    /** @return term length of the log stream, bytes */
    public int logTermBytes() {
        return logTermBytes;
    }

    /** @return the deduplication table's bound */
    public int dedupeClients() {
        return dedupeClients;
    }

    /** @return the core's settings */
    public ExchangeConfig core() {
        return core;
    }

    @Override
    public String toString() {
        return "member " + memberId + " of " + ports.members() + " (" + ports.clusterMembers() + "), dir " + nodeDir
                + ", aeron " + aeronDir + ", heartbeat timeout " + heartbeatTimeoutMs + " ms, interval "
                + heartbeatIntervalMs + " ms, session timeout " + sessionTimeoutMs + " ms, idle sleep " + idleSleepUs
                + " µs, log term " + logTermBytes + " bytes, dedupe clients " + dedupeClients;
    }
}
