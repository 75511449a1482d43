package dev.bourse.cluster;

import dev.bourse.cluster.node.ClusterNode;
import dev.bourse.cluster.node.ClusterNodeConfig;
import dev.bourse.cluster.service.BourseClusteredService;
import io.aeron.cluster.service.Cluster;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * One cluster member in a JVM of its own, for {@link ClusterKillTest}: {@code main(basePort, dir, memberId)} launches
 * the member, then reports on standard output what the test watches, one line each, whenever it changes:
 * <pre>
 *   READY                                     the member's components started
 *   ROLE LEADER|FOLLOWER|CANDIDATE            its role
 *   RESTORED seq                              it loaded a snapshot taken at log position seq
 *   SNAPSHOTS n                               snapshots it wrote since start
 *   CHECK admitted hash dedupeHash balanced   its record of the latest state check (admitted identifies the check)
 *   ERROR text                                an error caught in Bourse's code
 * </pre>
 * A line {@code SNAPSHOT} on standard input asks for a snapshot through this member (acted on by the leader). A member
 * whose earlier process was SIGKILLed less than ten seconds ago finds its mark files still "active" and exits with
 * status 3, so that the test starts it again a moment later.
 */
public final class ClusterMemberChild {
    private ClusterMemberChild() {
    }

    /**
     * @param args base port, cluster directory, member id
     * @throws Exception on a launch failure other than an active mark file
     */
    public static void main(final String[] args) throws Exception {
        final PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        final Properties p = new Properties();
        p.setProperty("bourse.cluster.hosts", "127.0.0.1,127.0.0.1,127.0.0.1");
        p.setProperty("bourse.cluster.port.base", args[0]);
        p.setProperty("bourse.cluster.dir", args[1]);
        p.setProperty("bourse.cluster.heartbeat.timeout.ms", "1000");
        p.setProperty("bourse.cluster.idle.sleep.us", "1000");
        p.setProperty("bourse.cluster.log.term.bytes", Integer.toString(1 << 20));
        final ClusterNodeConfig config = ClusterNodeConfig.fromProperties(p, Integer.parseInt(args[2]));
        final ClusterNode node;
        try {
            node = ClusterNode.launch(config, t -> report(out, t));
        } catch (final RuntimeException e) {
            if (activeMarkFile(e)) {
                System.err.println("mark file still active: " + e);
                System.exit(3);
            }
            throw e;
        }
        out.println("READY");
        final Thread commands = new Thread(() -> commands(node), "member-commands");
        commands.setDaemon(true);
        commands.start();
        watch(node.service(), out);
    }

    private static boolean activeMarkFile(final Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (String.valueOf(t.getMessage()).toLowerCase(java.util.Locale.ROOT).contains("active mark file")) {
                return true;
            }
        }
        return false;
    }

    private static void report(final PrintStream out, final Throwable t) {
        for (final StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("dev.bourse.")) {
                out.println("ERROR " + t);
                break;
            }
        }
        t.printStackTrace();
    }

    private static void commands(final ClusterNode node) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.equals("SNAPSHOT")) {
                    System.err.println("snapshot requested: " + node.requestSnapshot());
                }
            }
        } catch (final java.io.IOException e) {
            System.err.println("stdin closed: " + e);
        }
    }

    private static void watch(final BourseClusteredService service, final PrintStream out)
            throws InterruptedException {
        Cluster.Role role = null;
        long restored = 0;
        long snapshots = 0;
        long checks = 0;
        while (true) {
            final Cluster.Role r = service.role();
            if (r != role) {
                role = r;
                out.println("ROLE " + r);
            }
            final long seq = service.restoredSequence();
            if (seq != restored) {
                restored = seq;
                out.println("RESTORED " + seq);
            }
            final long s = service.snapshots();
            if (s != snapshots) {
                snapshots = s;
                out.println("SNAPSHOTS " + s);
            }
            final long c = service.stateChecks();
            if (c != checks) {
                final String check = "CHECK " + service.lastAdmitted() + " " + service.lastStateHash() + " "
                        + service.lastDedupeHash() + " " + service.lastBalanced();
                if (service.stateChecks() == c) {
                    checks = c;
                    out.println(check);
                }
            }
            Thread.sleep(2);
        }
    }
}
