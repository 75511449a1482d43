package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ExchangeListener;
import dev.bourse.cluster.client.ClusterClientContext;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.cluster.node.ClusterNode;
import dev.bourse.cluster.node.ClusterNodeConfig;
import io.aeron.cluster.service.Cluster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Test fixture: a cluster of three members in this JVM on 127.0.0.1, on a free block of ports, each with its own
 * directory under {@code root}; members can be stopped (their node closed, as a crash looks to the others) and
 * started again on their directory.
 */
final class LocalCluster implements AutoCloseable {
    static final int MEMBERS = 3;

    private final Path root;
    private final int basePort;
    private final ClusterNode[] nodes = new ClusterNode[MEMBERS];
    /** Every error a member's components caught. */
    final List<Throwable> errors = new CopyOnWriteArrayList<>();

    LocalCluster(final Path root) throws IOException {
        this.root = root;
        this.basePort = freeBasePort();
    }

    /** @return a base port whose members' ports 1..5 are all free for UDP on 127.0.0.1 */
    static int freeBasePort() throws IOException {
        return ClusterPorts.freeLoopbackBase(MEMBERS);
    }

    Properties properties() {
        final Properties p = new Properties();
        p.setProperty("bourse.cluster.hosts", "127.0.0.1,127.0.0.1,127.0.0.1");
        p.setProperty("bourse.cluster.port.base", Integer.toString(basePort));
        p.setProperty("bourse.cluster.dir", root.toString());
        p.setProperty("bourse.cluster.heartbeat.timeout.ms", "1000");
        p.setProperty("bourse.cluster.idle.sleep.us", "1000");
        p.setProperty("bourse.cluster.log.term.bytes", Integer.toString(1 << 20));
        return p;
    }

    /**
     * @return the errors raised in Bourse's code (the members also report Aeron's own warnings, such as an election
     *     round that timed out, which the cluster survives by design)
     */
    List<Throwable> bourseErrors() {
        final List<Throwable> ours = new ArrayList<>();
        for (final Throwable t : errors) {
            for (final StackTraceElement e : t.getStackTrace()) {
                if (e.getClassName().startsWith("dev.bourse.")) {
                    ours.add(t);
                    break;
                }
            }
        }
        return ours;
    }

    ClusterNodeConfig config(final int member) {
        return ClusterNodeConfig.fromProperties(properties(), member);
    }

    /**
     * Waits up to 20 s for a member's first snapshot, and asserts it took exactly one.
     *
     * @param member the member
     * @throws InterruptedException when interrupted while waiting
     */
    void awaitFirstSnapshot(final int member) throws InterruptedException {
        final long deadline = System.currentTimeMillis() + 20_000;
        while (node(member).service().snapshots() < 1 && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        assertThat(node(member).service().snapshots()).as("snapshots on member %d", member).isEqualTo(1);
    }

    void startAll() {
        for (int m = 0; m < MEMBERS; m++) {
            start(m);
        }
    }

    void start(final int member) {
        nodes[member] = ClusterNode.launch(config(member), errors::add);
    }

    void stop(final int member) {
        nodes[member].close();
        nodes[member] = null;
    }

    ClusterNode node(final int member) {
        return nodes[member];
    }

    /**
     * @param timeoutMs how long to wait
     * @return the member that is leader, waiting for one
     */
    int awaitLeader(final long timeoutMs) throws InterruptedException {
        final long deadline = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < deadline) {
            for (int m = 0; m < MEMBERS; m++) {
                if (nodes[m] != null && nodes[m].service().role() == Cluster.Role.LEADER) {
                    return m;
                }
            }
            Thread.sleep(5);
        }
        final AssertionError failure = new AssertionError("no leader within " + timeoutMs + " ms");
        for (final Throwable t : errors) {
            failure.addSuppressed(t);
        }
        throw failure;
    }

    ClusterExchangeClient client() {
        return client(null);
    }

    /** @param listener the client's listener (try* results and timer expiries), or null */
    ClusterExchangeClient client(final ExchangeListener listener) {
        return ClusterExchangeClient.connect(new ClusterClientContext().ports(config(0).ports()).resendAfterMs(1000)
                .listener(listener));
    }

    /**
     * @param listener the client's listener, or null
     * @param clientId the client's id (any long)
     */
    ClusterExchangeClient client(final ExchangeListener listener, final long clientId) {
        return ClusterExchangeClient.connect(new ClusterClientContext().ports(config(0).ports()).resendAfterMs(1000)
                .listener(listener).clientId(clientId));
    }

    @Override
    public void close() {
        for (int m = 0; m < MEMBERS; m++) {
            if (nodes[m] != null) {
                nodes[m].close();
                nodes[m] = null;
            }
        }
    }
}
