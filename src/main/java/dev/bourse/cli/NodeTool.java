package dev.bourse.cli;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.demo.DemoMarket;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.marketdata.live.FeedChannelConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bourse node} (and {@code bourse} with no command): a running exchange node, the core journalled with
 * GROUP_COMMIT (recovering what its journal holds) behind the REST and WebSocket gateway ({@code docs/gateway.md}),
 * with a demo market trading on it through the REST API unless {@code --no-demo}. Prints where to point the browser
 * and a fresh admin key, then a status line every few seconds; SIGTERM (Ctrl-C) or the end of {@code --duration}
 * drains it. With {@code --fix-config} enabling it, the FIX 4.4 acceptor runs too ({@code docs/fix.md}); with
 * {@code --feed-channel}, the market-data feed is published on Aeron ({@code docs/market-data.md}).
 */
@Command(name = "node", description = {"Runs an exchange node: the core with a GROUP_COMMIT journal behind the REST "
    + "and WebSocket gateway.", "Stops on SIGTERM (Ctrl-C) or after --duration, draining what was accepted."})
public final class NodeTool implements Callable<Integer> {
    @Option(names = "--host", defaultValue = "127.0.0.1", description = "interface to bind (default: ${DEFAULT-VALUE})")
    private String host;
    @Option(names = "--port", defaultValue = "8080", description = "HTTP port, 0 for any (default: ${DEFAULT-VALUE})")
    private int port;
    @Option(names = "--http-threads", defaultValue = "" + GatewayConfig.DEFAULT_HTTP_THREADS, paramLabel = "N",
            description = "threads of the HTTP server's pool, 8 to 4,096 (default: ${DEFAULT-VALUE})")
    private int httpThreads;
    @Option(names = "--binary-port", defaultValue = "-1", paramLabel = "PORT",
            description = "binary order entry (SBE over TCP) on --host at PORT, 0 for any; -1 (default) leaves it off")
    private int binaryPort;
    @Option(names = "--journal", defaultValue = "journal", paramLabel = "DIR",
            description = "journal directory, recovered at start (default: ${DEFAULT-VALUE})")
    private Path journal;
    @Option(names = "--duration", defaultValue = "0", paramLabel = "S",
            description = "stop after S seconds; 0 runs until SIGTERM (default: ${DEFAULT-VALUE})")
    private long duration;
    @Option(names = "--status-every", defaultValue = "5", paramLabel = "S",
            description = "seconds between status lines, >= 1 (default: ${DEFAULT-VALUE})")
    private long statusEvery;
    @Option(names = "--demo", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "run the demo market: a maker and traders on every symbol, over the REST API "
                    + "(default: on; --no-demo turns it off)")
    private boolean demo;
    @Option(names = "--fix-config", defaultValue = "config/fix.properties", paramLabel = "FILE",
            description = "FIX sessions (docs/fix.md); the acceptor starts when the file sets fix.enabled=true "
                    + "(default: ${DEFAULT-VALUE})")
    private Path fixConfig;
    @Option(names = "--fix-port", defaultValue = "-1", paramLabel = "PORT",
            description = "FIX port instead of the file's fix.port, 0 for any (default: the file's)")
    private int fixPort;
    @Option(names = "--feed-channel", paramLabel = "CHANNEL",
            description = "publish the market-data feed on this Aeron channel: aeron:ipc or "
                    + "aeron:udp?endpoint=127.0.0.1:PORT (streams --feed-stream, +1 snapshots, +2 private reports); "
                    + "default: bourse.feed.channel, empty (off) unless configured")
    private String feedChannel;
    @Option(names = "--feed-stream", defaultValue = "1001", paramLabel = "ID",
            description = "the feed's incremental stream id (default: ${DEFAULT-VALUE})")
    private int feedStream;
    @Spec
    private CommandSpec spec;

    NodeTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        if (duration < 0 || statusEvery < 1) {
            throw new ParameterException(spec.commandLine(), "--duration must be >= 0 and --status-every >= 1");
        }
        if (httpThreads < 8 || httpThreads > 4_096) {
            throw new ParameterException(spec.commandLine(), "--http-threads must be 8 to 4,096");
        }
        final ExchangeConfig config = ExchangeConfig.loadDefault().toBuilder().journalEnabled(true)
                .journalDir(journal).journalDurability(Durability.GROUP_COMMIT).build();
        final FixSettings fix = fixSettings();
        final FeedChannelConfig feed = feedChannel(feedChannel == null ? config.feedChannel() : feedChannel);
        final GatewayConfig gateway = GatewayConfig.defaults(host, port).withHttpThreads(httpThreads);
        final GatewayNode node = GatewayNode.start(config, gateway, demoListings(),
                binaryPort < 0 ? null : BinaryGatewayConfig.defaults(host, binaryPort), fix, feed);
        node.catalog().currency(QUOTE, 2);
        if (node.feedRestoreNote() != null) {
            out.println("feed: " + node.feedRestoreNote());
        }
        final Principal admin = node.keys().issue(0, true);
        final DemoMarket market = demo ? DemoMarket.start(URI.create("http://" + host + ":" + node.port()),
                admin.key(), admin.secret(), node.catalog().all(), 50, System.nanoTime()) : null;
        final CountDownLatch stopped = new CountDownLatch(1);
        final Thread hook = new Thread(() -> {
            stopDemo(market);
            node.close();
            out.println("stopped on a signal, drained: " + node.status());
            out.flush();
            stopped.countDown();
            // A drained node has stopped as asked: exit 0, not the 128 + signal the JVM reports for a SIGTERM.
            Runtime.getRuntime().halt(0);
        }, "bourse-node-drain");
        Runtime.getRuntime().addShutdownHook(hook);
        out.println("bourse node: open http://" + host + ":" + node.port() + "/ in a browser  (REST http://" + host
                + ":" + node.port() + "/api/v1, API docs /api/docs, WebSocket /api/v1/ws" + (demo ? ", demo market on"
                : "") + ")");
        if (node.binaryPort() >= 0) {
            out.println("binary order entry: tcp://" + host + ":" + node.binaryPort() + " (docs/binary-protocol.md)");
        }
        if (node.fix() != null) {
            out.println("FIX 4.4 acceptor: " + fix.host() + ":" + node.fix().port() + " as " + fix.compId() + ", "
                    + fix.members().size() + " member session(s), store " + fix.storeDir());
        }
        if (node.feedChannel() != null) {
            out.println("market data: " + feed.channel() + " streams " + feed.streamId() + " (increments), "
                    + (feed.streamId() + 1) + " (snapshots), " + (feed.streamId() + 2) + " (private); media driver "
                    + node.feedChannel().aeronDirectory() + " (docs/market-data.md)");
        }
        out.println("admin key " + admin.key() + " secret " + admin.secret() + " (valid until the node stops)");
        if (market != null) {
            out.println("trade on the page as the demo guest (uid " + DemoMarket.GUEST_UID + "): http://" + host + ":"
                    + node.port() + "/#key=" + market.guestKey() + "&secret=" + market.guestSecret());
        }
        out.println("recovered: " + node.core().recoveryReport());
        out.flush();
        final long end = duration == 0 ? Long.MAX_VALUE : System.nanoTime() + TimeUnit.SECONDS.toNanos(duration);
        while (!stopped.await(Math.min(TimeUnit.SECONDS.toNanos(statusEvery), Math.max(0, end - System.nanoTime())),
                TimeUnit.NANOSECONDS)) {
            out.println("status: " + node.status() + (market == null ? "" : " demo: sent=" + market.sent()
                    + " refused=" + market.refused() + " last refusal: " + market.lastRefusal()));
            out.flush();
            if (System.nanoTime() - end >= 0) {
                break;
            }
        }
        if (stopped.getCount() == 0) {
            return 0;
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        stopDemo(market);
        node.close();
        out.println("stopped: " + node.status());
        return 0;
    }

    /** @return the feed's channel settings, or null when the channel is empty */
    private FeedChannelConfig feedChannel(final String channel) {
        if (channel.isBlank()) {
            return null;
        }
        try {
            return new FeedChannelConfig(channel, feedStream, FeedChannelConfig.DEFAULT_SNAPSHOT_EVERY_COMMANDS,
                    true);
        } catch (final IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--feed-channel/--feed-stream: " + e.getMessage());
        }
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


    private static void stopDemo(final DemoMarket market) {
        if (market != null) {
            market.close();
        }
    }

    /** The quote currency of every listed symbol; its amounts have 2 decimals. */
    static final int QUOTE = 2;

    /**
     * The symbols every node lists: three spot markets (symbols 1, 2, 3 with base currencies 1, 3, 4) quoted in
     * currency {@value #QUOTE}, prices with 2 decimals, whole lots.
     */
    static List<Listing> demoListings() {
        return List.of(spot(1, 1), spot(2, 3), spot(3, 4));
    }

    private static Listing spot(final int symbol, final int base) {
        return new Listing(SymbolSpec.builder().symbolId(symbol).type(SymbolType.SPOT).baseCurrency(base)
                .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).priceBand(0).build(), 2, 0);
    }
}
