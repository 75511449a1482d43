package dev.bourse.cli;

import dev.bourse.cluster.ClusterPorts;
import dev.bourse.cluster.node.ClusterNode;
import dev.bourse.cluster.node.ClusterNodeConfig;
import io.aeron.cluster.service.Cluster;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bourse cluster local}: a whole cluster on this machine, for trying it out. Every member of
 * {@code config/cluster/node-N.properties} (N = 0, 1, ... as many as node 0's {@code bourse.cluster.hosts} names) runs
 * in this JVM with its own media driver, archive, consensus module and service, and its own directory under
 * {@code journal/cluster/} (or {@code --dir}). It prints where each member is, then which member is the leader, and
 * each leader change after; Ctrl-C (SIGTERM) stops every member cleanly, as does the end of {@code --duration}.
 * Clients connect to the ingress endpoints it prints ({@code ClusterExchangeClient}, docs/cluster.md).
 *
 * <p>Thread-safety: run once by picocli; the shutdown hook and the calling thread close the members once.
 */
@Command(name = "local", mixinStandardHelpOptions = true,
        description = {"Runs every member of config/cluster/node-N.properties in this JVM (node directories under "
            + "journal/cluster/), prints where each is and which is leader.",
            "Ctrl-C stops all members cleanly."})
final class ClusterLocalTool implements Callable<Integer> {
    private static final long LEADER_WAIT_MS = 120_000;

    @Option(names = "--config-dir", paramLabel = "DIR", defaultValue = "config/cluster",
            description = "directory of node-0.properties, node-1.properties, ... (default: ${DEFAULT-VALUE})")
    private Path configDir;
    @Option(names = "--dir", paramLabel = "DIR",
            description = "overrides bourse.cluster.dir: the members' directories go to DIR/node-N")
    private Path dir;
    @Option(names = "--port-base", paramLabel = "PORT", description = "overrides bourse.cluster.port.base")
    private Integer portBase;
    @Option(names = "--duration", defaultValue = "0", paramLabel = "S",
            description = "stop S seconds after the first leader is elected; 0 (default): run until stopped")
    private long duration;
    @Spec
    private CommandSpec spec;

    private final List<ClusterNode> nodes = new ArrayList<>();
    private boolean closed;

    ClusterLocalTool() {
    }

    @Override
    public Integer call() throws Exception {
        if (duration < 0) {
            throw new ParameterException(spec.commandLine(), "--duration must be >= 0");
        }
        final PrintWriter out = spec.commandLine().getOut();
        final List<ClusterNodeConfig> configs = configs();
        for (final ClusterNodeConfig c : configs) {
            final ClusterPorts p = c.ports();
            final int m = c.memberId();
            out.println("member " + m + ": dir " + c.nodeDir().toAbsolutePath() + ", ingress "
                    + p.endpoint(m, ClusterPorts.INGRESS) + ", consensus " + p.endpoint(m, ClusterPorts.CONSENSUS)
                    + ", log " + p.endpoint(m, ClusterPorts.LOG) + ", archive "
                    + p.endpoint(m, ClusterPorts.ARCHIVE_CONTROL));
        }
        out.println("clients: ingress endpoints " + configs.get(0).ports().ingressEndpoints());
        out.flush();
        final Thread hook = new Thread(this::closeAll, "bourse-cluster-local-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            for (final ClusterNodeConfig c : configs) {
                synchronized (this) {
                    if (closed) {
                        return 1;
                    }
                    nodes.add(ClusterNode.launch(c));
                }
            }
            final long started = System.nanoTime();
            int leader = awaitLeader(-1, LEADER_WAIT_MS);
            if (leader < 0) {
                spec.commandLine().getErr().println("cluster local: no leader elected within "
                        + LEADER_WAIT_MS / 1000 + " s");
                return 1;
            }
            out.println("leader: member " + leader + " (elected "
                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms after start)");
            out.println(duration == 0 ? "running; Ctrl-C stops every member" : "running for " + duration + " s");
            out.flush();
            final long end = duration == 0 ? Long.MAX_VALUE : System.nanoTime() + TimeUnit.SECONDS.toNanos(duration);
            while (System.nanoTime() < end && !isClosed()) {
                final int now = awaitLeader(leader, 100);
                if (now >= 0 && now != leader) {
                    leader = now;
                    out.println("leader: member " + leader);
                    out.flush();
                }
            }
            return 0;
        } finally {
            closeAll();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (final IllegalStateException e) {
                // The JVM is shutting down: the hook runs (or ran) closeAll, which is idempotent.
                out.println("stopped");
            }
            out.flush();
        }
    }

    /** @return the member that is leader now, other than {@code not} when that one still is, or -1 after the wait */
    private int awaitLeader(final int not, final long waitMs) throws InterruptedException {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMs);
        do {
            synchronized (this) {
                if (closed) {
                    return -1;
                }
                for (int m = 0; m < nodes.size(); m++) {
                    if (m != not && nodes.get(m).service().role() == Cluster.Role.LEADER) {
                        return m;
                    }
                }
            }
            Thread.sleep(10);
        } while (System.nanoTime() < deadline);
        return -1;
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    private synchronized void closeAll() {
        if (closed) {
            return;
        }
        closed = true;
        for (int m = nodes.size() - 1; m >= 0; m--) {
            nodes.get(m).close();
        }
    }

    private List<ClusterNodeConfig> configs() throws IOException {
        final List<ClusterNodeConfig> configs = new ArrayList<>();
        final ClusterNodeConfig first = config(0);
        configs.add(first);
        for (int m = 1; m < first.ports().members(); m++) {
            configs.add(config(m));
        }
        return configs;
    }

    private ClusterNodeConfig config(final int member) throws IOException {
        final Path file = configDir.resolve("node-" + member + ".properties");
        if (!Files.isRegularFile(file)) {
            throw new ParameterException(spec.commandLine(), "no configuration for member " + member + ": " + file);
        }
        final Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        if (dir != null) {
            p.setProperty(ClusterNodeConfig.PREFIX + "dir", dir.toString());
        }
        if (portBase != null) {
            p.setProperty(ClusterNodeConfig.PREFIX + "port.base", portBase.toString());
        }
        try {
            return ClusterNodeConfig.fromProperties(p, member);
        } catch (final IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), file + ": " + e.getMessage(), e);
        }
    }
}
