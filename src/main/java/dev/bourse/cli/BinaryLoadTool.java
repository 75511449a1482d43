package dev.bourse.cli;

import dev.bourse.api.CommandResult;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.binary.BinaryGateway;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import dev.bourse.gateway.binary.GatewayResultCode;
import dev.bourse.gateway.binary.client.BinaryClient;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bourse binary-load}: the binary order entry under open-loop load. Without {@code --port} it starts a core
 * (journal off, or GROUP_COMMIT in a temporary directory) behind a {@link BinaryGateway} on a free port of loopback;
 * with {@code --port} it targets a running node's binary port as members {@code --uid}, {@code --uid}+1, ... with the
 * API key and secret given (the members' users must be funded and the symbol listed there). It logs in one
 * {@link BinaryClient} per member, and has each send GTC orders of 1 lot at one price, alternating bid and ask (each
 * ask trades with the bid before it), in batches at the target rate, measured from each batch's intended send time to
 * the order's Accepted and, for the asks, to their Executed ({@link BinaryLoadRun}). Order ids carry bits of the clock,
 * so runs repeated against the same node do not reuse them. Prints the rate achieved and the percentiles;
 * figures taken on a loaded machine say little.
 */
@Command(name = "binary-load", description = {"Open-loop load on the binary order entry over loopback: orders/s and "
    + "latency from the intended send time to Accepted and to Executed."})
public final class BinaryLoadTool implements Callable<Integer> {
    /**
     * Orders one member may send in a run. Its order ids are the gateway's (uid in the high 32 bits), then 8 bits from
     * the clock's seconds (so a run repeated against the same node does not reuse the ids of the one before), then
     * the order's number in 24 bits.
     */
    private static final long MAX_ORDERS_PER_MEMBER = 1L << 24;
    /**
     * Responses the in-process gateway keeps per member (32 MiB each): a load past what the client reads must not end
     * the run with Logout SLOW_CONSUMER at the default 8,192 before the client has caught up.
     */
    private static final int RETAINED_RESPONSES = 1 << 18;
    @Option(names = "--rate", defaultValue = "100000", paramLabel = "N",
            description = "orders per second in all, >= 1 (default: ${DEFAULT-VALUE})")
    private double rate;
    @Option(names = "--seconds", defaultValue = "10", paramLabel = "S",
            description = "seconds of load, >= 1 (default: ${DEFAULT-VALUE})")
    private int seconds;
    @Option(names = "--batch", defaultValue = "16", paramLabel = "N",
            description = "orders per write, 1 to 1024 (default: ${DEFAULT-VALUE})")
    private int batch;
    @Option(names = "--members", defaultValue = "1", paramLabel = "N",
            description = "members, one connection each, 1 to 64 (default: ${DEFAULT-VALUE})")
    private int members;
    @Option(names = "--journal", defaultValue = "off", paramLabel = "MODE",
            description = "off or group-commit, for the in-process core (default: ${DEFAULT-VALUE})")
    private String journal;
    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "HOST",
            description = "a running node's binary gateway host, with --port (default: ${DEFAULT-VALUE})")
    private String host;
    @Option(names = "--port", defaultValue = "0", paramLabel = "PORT",
            description = "a running node's binary port; 0 runs a core and gateway in-process (default: 0)")
    private int port;
    @Option(names = "--uid", defaultValue = "1", paramLabel = "UID",
            description = "the first member's uid, with --port (default: ${DEFAULT-VALUE})")
    private long uid;
    @Option(names = "--key", paramLabel = "KEY", description = "the members' API key, with --port (one member), or "
        + "a prefix to which the uid is appended (several); default: key-<uid>")
    private String key;
    @Option(names = "--secret", defaultValue = "load", paramLabel = "SECRET",
            description = "the members' API secret, with --port (default: ${DEFAULT-VALUE})")
    private String secret;
    @Option(names = "--symbol", defaultValue = "1", paramLabel = "ID",
            description = "the symbol id traded (default: ${DEFAULT-VALUE})")
    private long symbol;
    @Option(names = "--price", defaultValue = "1000", paramLabel = "TICKS",
            description = "the orders' price in ticks (default: ${DEFAULT-VALUE})")
    private long price;
    @Spec
    private CommandSpec spec;

    BinaryLoadTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        if (rate < 1 || seconds < 1 || batch < 1 || batch > 1024 || members < 1 || members > 64
                || !("off".equals(journal) || "group-commit".equals(journal)) || port < 0 || port > 65_535
                || uid < 1 || symbol < 1 || price < 1 || rate * seconds / members >= MAX_ORDERS_PER_MEMBER) {
            spec.commandLine().getErr().println("binary-load: --rate >= 1, --seconds >= 1, --batch 1 to 1024, "
                    + "--members 1 to 64, --journal off or group-commit, --port 0 to 65535, --uid, --symbol and "
                    + "--price >= 1, under " + MAX_ORDERS_PER_MEMBER + " orders per member");
            return 2;
        }
        if (port != 0) {
            run(out, host, port);
            return 0;
        }
        uid = 1;
        symbol = 1;
        key = null;
        secret = "load";
        final Path dir = "off".equals(journal) ? null : Files.createTempDirectory("bourse-binary-load");
        ExchangeConfig.Builder config = ExchangeConfig.loadDefault().toBuilder().journalEnabled(dir != null);
        if (dir != null) {
            config = config.journalDir(dir).journalDurability(Durability.GROUP_COMMIT);
        }
        final BinaryGatewayConfig defaults = BinaryGatewayConfig.defaults("127.0.0.1", 0);
        final BinaryGateway gateway = BinaryGateway.create(new BinaryGatewayConfig("127.0.0.1", 0,
                defaults.maxFrameBytes(), defaults.heartbeatMillis(), RETAINED_RESPONSES, 64, 256, 1 << 16,
                1 << 20, 1 << 22, 1 << 26), (uid, key, secret) -> ("key-" + uid).equals(key) && "load".equals(secret));
        final ExchangeCore core = ExchangeCore.builder(config.build()).listener(gateway.listener()).build();
        try {
            core.start();
            setUp(core);
            gateway.start(core);
            run(out, "127.0.0.1", gateway.port());
        } finally {
            gateway.close();
            core.stop();
        }
        return 0;
    }

    private void setUp(final ExchangeCore core) throws Exception {
        check(core.addSymbol(SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2)
                .baseScale(1).quoteScale(1).priceBand(0).build()).get(30, TimeUnit.SECONDS));
        for (long member = 1; member <= members; member++) {
            for (final CommandResult r : core.addUsers(Map.of(member, Map.of(1, 1L << 40, 2, 1L << 50)), member)
                    .get(30, TimeUnit.SECONDS)) {
                check(r);
            }
        }
    }

    private static void check(final CommandResult r) {
        if (!r.isSuccess()) {
            throw new IllegalStateException("set-up refused: " + r);
        }
    }

    private String key(final long member) {
        if (key == null) {
            return "key-" + member;
        }
        return members == 1 ? key : key + member;
    }

    private void run(final PrintWriter out, final String address, final int at) throws Exception {
        final long runBits = (System.currentTimeMillis() / 1000 & 0xFF) << 24;
        final long perMember = (long) (rate * seconds / members);
        final List<BinaryClient> clients = new ArrayList<>();
        final List<BinaryLoadRun> runs = new ArrayList<>();
        final List<Thread> senders = new ArrayList<>();
        final List<Throwable> failures = new ArrayList<>();
        try {
            for (long member = uid; member < uid + members; member++) {
                final BinaryClient c = BinaryClient.connect(new InetSocketAddress(address, at), member, key(member),
                        secret, 0, false, 10_000);
                clients.add(c);
                final BinaryLoadRun run = new BinaryLoadRun(c, member, symbol, price,
                        member << 32 | runBits, rate / members, batch, perMember);
                runs.add(run);
                final Thread sender = new Thread(() -> {
                    try {
                        run.send();
                    } catch (final Exception e) {
                        synchronized (failures) {
                            failures.add(e);
                        }
                    }
                }, "binary-load-send-" + member);
                senders.add(sender);
            }
            out.println("binary-load: " + address + ":" + at + ", " + members + " member(s), " + perMember * members
                    + " orders at " + (long) rate + "/s in batches of " + batch
                    + (port == 0 ? ", journal " + journal : ", a running node"));
            out.flush();
            final long start = System.nanoTime();
            senders.forEach(Thread::start);
            final long deadline = start + TimeUnit.SECONDS.toNanos(seconds * 3L + 30);
            boolean complete = false;
            while (!complete && System.nanoTime() - deadline < 0) {
                complete = true;
                for (final BinaryLoadRun run : runs) {
                    complete &= run.poll();
                }
            }
            final long elapsed = System.nanoTime() - start;
            for (final Thread t : senders) {
                t.join(TimeUnit.SECONDS.toMillis(30));
            }
            report(out, runs, elapsed, complete, failures);
        } finally {
            for (final BinaryClient c : clients) {
                c.close();
            }
        }
    }

    private static void report(final PrintWriter out, final List<BinaryLoadRun> runs, final long elapsedNanos,
            final boolean complete, final List<Throwable> failures) {
        final Histogram accepted = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
        final Histogram executed = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
        long answered = 0;
        long rejected = 0;
        int firstCode = 0;
        long sendNanos = 0;
        for (final BinaryLoadRun r : runs) {
            accepted.add(r.accepted());
            executed.add(r.executed());
            answered += r.answered();
            if (r.rejected() > 0 && rejected == 0) {
                firstCode = r.firstRejectCode();
            }
            rejected += r.rejected();
            sendNanos = Math.max(sendNanos, r.sendNanos());
        }
        out.printf("answered %,d (rejected %,d%s) in %.2f s: %,.0f orders/s answered; sending took %.2f s%n", answered,
                rejected, rejected == 0 ? "" : ", first " + GatewayResultCode.name(firstCode), elapsedNanos / 1e9,
                answered / (elapsedNanos / 1e9), sendNanos / 1e9);
        out.printf("enter -> Accepted  us: p50 %,.1f  p99 %,.1f  p99.9 %,.1f  max %,.1f%n", us(accepted, 50),
                us(accepted, 99), us(accepted, 99.9), accepted.getMaxValue() / 1e3);
        out.printf("enter -> Executed  us: p50 %,.1f  p99 %,.1f  p99.9 %,.1f  max %,.1f  (the asks, %,d)%n",
                us(executed, 50), us(executed, 99), us(executed, 99.9), executed.getMaxValue() / 1e3,
                executed.getTotalCount());
        if (!complete) {
            out.println("not every order was answered in time");
        }
        for (final BinaryLoadRun r : runs) {
            if (r.logout() != null) {
                out.println("member " + r.uid() + " got Logout " + r.logout());
            }
        }
        for (final Throwable t : failures) {
            out.println("sender failed: " + t);
        }
        out.flush();
    }

    private static double us(final Histogram h, final double percentile) {
        return h.getValueAtPercentile(percentile) / 1e3;
    }
}
