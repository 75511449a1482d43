package dev.bourse.cluster;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Where each member of a cluster listens: member {@code m}'s ports are {@code base + m * 100 + offset}, so three
 * members on one machine never clash and a firewall rule can name them.
 * <pre>
 *   offset  endpoint                       used by
 *   +1      archive control (UDP)          the other members' archives (log replication, catch-up, snapshots)
 *   +2      ingress (UDP)                  clients: commands in
 *   +3      consensus (UDP)                the other members' consensus modules (votes, append positions)
 *   +4      log (UDP)                      the leader's log stream to this member
 *   +5      catch-up (UDP)                 a lagging member's catch-up replay
 * </pre>
 * Egress (answers to clients) goes to each client's own endpoint (an ephemeral port by default).
 *
 * <p>Thread-safety: immutable.
 */
public final class ClusterPorts {
    /** Ports reserved per member. */
    public static final int PORTS_PER_MEMBER = 100;
    /** Offset of the archive's control endpoint. */
    public static final int ARCHIVE_CONTROL = 1;
    /** Offset of the ingress endpoint. */
    public static final int INGRESS = 2;
    /** Offset of the consensus endpoint. */
    public static final int CONSENSUS = 3;
    /** Offset of the log endpoint. */
    public static final int LOG = 4;
    /** Offset of the catch-up endpoint. */
    public static final int CATCHUP = 5;

    private final List<String> hosts;
    private final int base;

    /**
     * @param hosts one host (name or address) per member, member 0 first; 1..9 members
     * @param base  the base port, 1024..(65535 - members x 100)
     * @throws IllegalArgumentException on a value out of range
     */
    public ClusterPorts(final List<String> hosts, final int base) {
        if (hosts == null || hosts.isEmpty() || hosts.size() > 9) {
            throw new IllegalArgumentException("a cluster has 1..9 members: " + hosts);
        }
        if (base < 1024 || base + hosts.size() * PORTS_PER_MEMBER > 65_535) {
            throw new IllegalArgumentException("base port out of range 1024..(65535 - members x 100): " + base);
        }
        this.hosts = List.copyOf(hosts);
        this.base = base;
    }

    /**
     * A base port for a cluster of {@code members} on 127.0.0.1 (tests, probes, a local cluster): one of
     * 20,000..59,900 in steps of 100, chosen at random, whose members' ports 1..5 are all free for UDP now. A port
     * may still be taken between this check and the cluster's start; callers that must not fail retry.
     *
     * @param members members of the cluster, 1..9
     * @return the base port
     * @throws IOException when no free block was found in 100 tries
     */
    public static int freeLoopbackBase(final int members) throws IOException {
        for (int attempt = 0; attempt < 100; attempt++) {
            final int base = 20_000 + ThreadLocalRandom.current().nextInt(0, 400) * PORTS_PER_MEMBER;
            if (free(base, members)) {
                return base;
            }
        }
        throw new IOException("no free block of ports found");
    }

    private static boolean free(final int base, final int members) {
        for (int m = 0; m < members; m++) {
            for (int offset = ARCHIVE_CONTROL; offset <= CATCHUP; offset++) {
                try (DatagramSocket s = new DatagramSocket(null)) {
                    s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                            base + m * PORTS_PER_MEMBER + offset));
                } catch (final IOException e) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return the number of members */
    public int members() {
        return hosts.size();
    }

    /** @return the base port */
    public int base() {
        return base;
    }

    /**
     * @param member the member id, 0..members-1
     * @return its host
     */
    public String host(final int member) {
        return hosts.get(member);
    }

    /**
     * @param member the member id
     * @param offset one of the offsets above
     * @return {@code host:port}
     */
    public String endpoint(final int member, final int offset) {
        return hosts.get(member) + ':' + (base + member * PORTS_PER_MEMBER + offset);
    }

    /** @return Aeron's member list: {@code id,ingress,consensus,log,catchup,archive|...} */
    public String clusterMembers() {
        final StringBuilder sb = new StringBuilder();
        for (int m = 0; m < hosts.size(); m++) {
            if (m > 0) {
                sb.append('|');
            }
            sb.append(m).append(',').append(endpoint(m, INGRESS)).append(',').append(endpoint(m, CONSENSUS))
                    .append(',').append(endpoint(m, LOG)).append(',').append(endpoint(m, CATCHUP)).append(',')
                    .append(endpoint(m, ARCHIVE_CONTROL));
        }
        return sb.toString();
    }

    /** @return the client's ingress endpoints: {@code 0=host:port,1=host:port,...} */
    public String ingressEndpoints() {
        final StringBuilder sb = new StringBuilder();
        for (int m = 0; m < hosts.size(); m++) {
            if (m > 0) {
                sb.append(',');
            }
            sb.append(m).append('=').append(endpoint(m, INGRESS));
        }
        return sb.toString();
    }
}
