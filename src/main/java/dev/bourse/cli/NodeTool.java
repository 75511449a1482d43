package dev.bourse.cli;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.rest.Listing;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bourse node}: a running exchange node, the core journalled with GROUP_COMMIT (recovering what its journal
 * holds) behind the REST and WebSocket gateway ({@code docs/gateway.md}), and the FIX 4.4 acceptor when
 * {@code --fix-config} enables it ({@code docs/fix.md}). Prints the address and a fresh admin key,
 * then a status line every few seconds; SIGTERM (Ctrl-C) or the end of {@code --duration} drains it.
 */
@Command(name = "node", description = {"Runs an exchange node: the core with a GROUP_COMMIT journal behind the REST "
    + "and WebSocket gateway.", "Stops on SIGTERM (Ctrl-C) or after --duration, draining what was accepted."})
public final class NodeTool implements Callable<Integer> {
    @Option(names = "--host", defaultValue = "127.0.0.1", description = "interface to bind (default: ${DEFAULT-VALUE})")
    private String host;
    @Option(names = "--port", defaultValue = "8080", description = "HTTP port, 0 for any (default: ${DEFAULT-VALUE})")
    private int port;
    @Option(names = "--journal", defaultValue = "journal", paramLabel = "DIR",
            description = "journal directory, recovered at start (default: ${DEFAULT-VALUE})")
    private Path journal;
    @Option(names = "--duration", defaultValue = "0", paramLabel = "S",
            description = "stop after S seconds; 0 runs until SIGTERM (default: ${DEFAULT-VALUE})")
    private long duration;
    @Option(names = "--status-every", defaultValue = "5", paramLabel = "S",
            description = "seconds between status lines, >= 1 (default: ${DEFAULT-VALUE})")
    private long statusEvery;
    @Option(names = "--fix-config", defaultValue = "config/fix.properties", paramLabel = "FILE",
            description = "FIX sessions (docs/fix.md); the acceptor starts when the file sets fix.enabled=true "
                    + "(default: ${DEFAULT-VALUE})")
    private Path fixConfig;
    @Option(names = "--fix-port", defaultValue = "-1", paramLabel = "PORT",
            description = "FIX port instead of the file's fix.port, 0 for any (default: the file's)")
    private int fixPort;
    @Spec
    private CommandSpec spec;

    NodeTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        if (duration < 0 || statusEvery < 1) {
            spec.commandLine().getErr().println("node: --duration must be >= 0 and --status-every >= 1");
            return 2;
        }
        final ExchangeConfig config = ExchangeConfig.loadDefault().toBuilder().journalEnabled(true)
                .journalDir(journal).journalDurability(Durability.GROUP_COMMIT).build();
        final FixSettings fix = fixSettings();
        final GatewayNode node = GatewayNode.start(config, GatewayConfig.defaults(host, port), demoListings(), fix);
        node.catalog().currency(2, 2);
        final Principal admin = node.keys().issue(0, true);
        final CountDownLatch stopped = new CountDownLatch(1);
        final Thread hook = new Thread(() -> {
            node.close();
            out.println("stopped on a signal, drained: " + node.status());
            out.flush();
            stopped.countDown();
            // A drained node has stopped as asked: exit 0, not the 128 + signal the JVM reports for a SIGTERM.
            Runtime.getRuntime().halt(0);
        }, "bourse-node-drain");
        Runtime.getRuntime().addShutdownHook(hook);
        out.println("bourse node: http://" + host + ":" + node.port() + "/api/v1/symbols  (WebSocket ws://" + host
                + ":" + node.port() + "/api/v1/ws)");
        if (node.fix() != null) {
            out.println("FIX 4.4 acceptor: " + fix.host() + ":" + node.fix().port() + " as " + fix.compId() + ", "
                    + fix.members().size() + " member session(s), store " + fix.storeDir());
        }
        out.println("admin key " + admin.key() + " secret " + admin.secret() + " (valid until the node stops)");
        out.println("recovered: " + node.core().recoveryReport());
        out.flush();
        final long end = duration == 0 ? Long.MAX_VALUE : System.nanoTime() + TimeUnit.SECONDS.toNanos(duration);
        while (!stopped.await(Math.min(TimeUnit.SECONDS.toNanos(statusEvery), Math.max(0, end - System.nanoTime())),
                TimeUnit.NANOSECONDS)) {
            out.println("status: " + node.status());
            out.flush();
            if (System.nanoTime() - end >= 0) {
                break;
            }
        }
        if (stopped.getCount() == 0) {
            return 0;
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        node.close();
        out.println("stopped: " + node.status());
        return 0;
    }

    /** @return the FIX settings when the file exists and enables the acceptor, else null */
    private FixSettings fixSettings() throws IOException {
        if (!Files.isRegularFile(fixConfig)) {
            return null;
        }
        final FixSettings file = FixSettings.load(fixConfig, journal.resolve("fix"));
        if (!file.enabled()) {
            return null;
        }
        return fixPort >= 0 ? file.withPort(fixPort) : file;
    }

    /** The symbols every node lists: one spot market, prices with 2 decimals, whole lots. */
    static List<Listing> demoListings() {
        return List.of(new Listing(SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1)
                .quoteCurrency(2).baseScale(1).quoteScale(1).priceBand(0).build(), 2, 0));
    }
}
