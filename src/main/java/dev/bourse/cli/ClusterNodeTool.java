package dev.bourse.cli;

import dev.bourse.cluster.node.ClusterNode;
import dev.bourse.cluster.node.ClusterNodeConfig;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bourse cluster node --id N}: runs one cluster member from {@code config/cluster/node-N.properties} until the
 * process is stopped (SIGTERM closes the member).
 *
 * <p>Thread-safety: run once by picocli.
 */
@Command(name = "node", mixinStandardHelpOptions = true,
        description = "Runs cluster member N from config/cluster/node-N.properties (or --config) until stopped.")
final class ClusterNodeTool implements Callable<Integer> {
    @Option(names = "--id", required = true, description = "member id, 0..members-1")
    private int id;
    @Option(names = "--config", paramLabel = "FILE", description = "properties file (default: "
            + "config/cluster/node-<id>.properties)")
    private Path config;
    @Spec
    private CommandSpec spec;

    ClusterNodeTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        final Path file = config != null ? config : Path.of("config", "cluster", "node-" + id + ".properties");
        final ClusterNodeConfig settings;
        try {
            settings = ClusterNodeConfig.load(file, id);
        } catch (final IllegalArgumentException | java.io.IOException e) {
            spec.commandLine().getErr().println("cluster node: " + file + ": " + e.getMessage());
            return 2;
        }
        final CountDownLatch stopped = new CountDownLatch(1);
        final ClusterNode node = ClusterNode.launch(settings);
        out.println("cluster " + settings);
        out.flush();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            node.close();
            stopped.countDown();
        }, "bourse-cluster-stop"));
        stopped.await();
        return 0;
    }
}
