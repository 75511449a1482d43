package dev.bourse.bench;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.cluster.ClusterPorts;
import dev.bourse.cluster.client.ClusterClientContext;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.cluster.node.ClusterNode;
import dev.bourse.cluster.node.ClusterNodeConfig;
import io.aeron.cluster.service.Cluster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * Latency and failover of a three-member Bourse cluster on 127.0.0.1, all in this JVM (each member with its own
 * media driver, archive, consensus module and service, as {@code bourse cluster local} runs them), driven by one
 * {@link ClusterExchangeClient}:
 * <ol>
 *   <li>for each rate, an open-loop run: limit orders sent on a fixed schedule (alternately a bid of user 1 and an ask
 *       of user 2 at one price, so each pair trades and the book stays empty), each timed from its planned send time
 *       to its answer on the client's listener (so a stall counts against every command it delays); prints the
 *       answered rate and p50/p99/p99.9/max in µs;</li>
 *   <li>then {@code kills} times: the leader's node closed (its ports go silent, as a crashed member's do), timed to
 *       the first member that reports itself leader and to the first answered command the client sent right after the
 *       close; the member is then started again on its directory and left to catch up.</li>
 * </ol>
 * Usage: {@code ClusterLatencyProbe <dir> <rates, comma-separated, commands/s> <seconds per rate> <kills>
 * [idle sleep µs, default 1000]}. Everything goes under a new temporary directory inside {@code dir}, removed at the
 * end.
 */
public final class ClusterLatencyProbe {
    private static final int MEMBERS = 3;
    private static final long PRICE = 100;

    private ClusterLatencyProbe() {
    }

    /**
     * @param args see the class comment
     * @throws Exception when the cluster cannot start or a run fails
     */
    public static void main(final String[] args) throws Exception {
        final Path root = Files.createTempDirectory(Path.of(args[0]), "bourse-cluster-probe-");
        final long[] rates = Arrays.stream(args[1].split(",")).mapToLong(Long::parseLong).toArray();
        final int seconds = Integer.parseInt(args[2]);
        final int kills = Integer.parseInt(args[3]);
        final String idleUs = args.length > 4 ? args[4] : "1000";
        final Properties p = new Properties();
        p.setProperty("bourse.cluster.hosts", "127.0.0.1,127.0.0.1,127.0.0.1");
        p.setProperty("bourse.cluster.port.base", Integer.toString(ClusterPorts.freeLoopbackBase(MEMBERS)));
        p.setProperty("bourse.cluster.dir", root.toString());
        p.setProperty("bourse.cluster.heartbeat.timeout.ms", "1000");
        p.setProperty("bourse.cluster.idle.sleep.us", idleUs);
        final ClusterNode[] nodes = new ClusterNode[MEMBERS];
        for (int m = 0; m < MEMBERS; m++) {
            nodes[m] = ClusterNode.launch(ClusterNodeConfig.fromProperties(p, m));
        }
        System.out.printf("cluster under %s, idle sleep %s µs, leader member %d%n", root, idleUs,
                leader(nodes, 30_000));
        final Histogram latencies = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
        final AtomicLong answered = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        final ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                latencies.recordValue(Math.min(System.nanoTime() - correlationId,
                        latencies.getHighestTrackableValue()));
                answered.incrementAndGet();
                if (resultCode != ResultCode.SUCCESS) {
                    failed.incrementAndGet();
                }
            }
        };
        final ClusterPorts ports = ClusterNodeConfig.fromProperties(p, 0).ports();
        try (ClusterExchangeClient client = ClusterExchangeClient.connect(new ClusterClientContext().ports(ports)
                .listener(listener).idleSleepUs(Math.min(100, Long.parseLong(idleUs))).maxInFlight(1 << 16)
                .resendAfterMs(5_000))) {
            setUp(client);
            long orderId = 1;
            for (final long rate : rates) {
                orderId = run(client, rate, 2, orderId, latencies, answered, failed, false);
                orderId = run(client, rate, seconds, orderId, latencies, answered, failed, true);
            }
            final long[] elections = new long[kills];
            final long[] firstAnswers = new long[kills];
            for (int k = 0; k < kills; k++) {
                final long[] ms = kill(p, nodes, client, orderId++);
                elections[k] = ms[0];
                firstAnswers[k] = ms[1];
            }
            if (kills > 0) {
                Arrays.sort(elections);
                Arrays.sort(firstAnswers);
                System.out.printf("%d leader closes: new leader after ms %s (median %d); first answer after ms %s"
                        + " (median %d)%n", kills, Arrays.toString(elections), elections[kills / 2],
                        Arrays.toString(firstAnswers), firstAnswers[kills / 2]);
            }
            System.out.printf("client: failovers %d, resends %d, errors %d%n", client.failovers(), client.resends(),
                    client.errors());
        } finally {
            for (final ClusterNode n : nodes) {
                if (n != null) {
                    n.close();
                }
            }
            delete(root);
        }
    }

    /** Removes the run's directory: the members' archives of a run at 50,000/s take hundreds of MB. */
    private static void delete(final Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            final List<Path> all = paths.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            for (final Path path : all) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static void setUp(final ClusterExchangeClient client) throws Exception {
        check(client.addSymbol(SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT)
                .baseCurrency(1).quoteCurrency(2).baseScale(1).quoteScale(1).takerFee(0).makerFee(0)
                .status(TradingStatus.OPEN).build()).get(30, TimeUnit.SECONDS).resultCode());
        for (long uid = 1; uid <= 2; uid++) {
            check(client.addUser(uid).get(30, TimeUnit.SECONDS).resultCode());
            check(client.deposit(uid, 1, 1L << 50, 2 * uid).get(30, TimeUnit.SECONDS).resultCode());
            check(client.deposit(uid, 2, 1L << 58, 2 * uid + 1).get(30, TimeUnit.SECONDS).resultCode());
        }
    }

    private static void check(final int code) {
        if (code != ResultCode.SUCCESS) {
            throw new IllegalStateException("set-up command refused with code " + code);
        }
    }

    /** One open-loop run; the first of each rate (report false) is a warm-up. @return the next order id */
    private static long run(final ClusterExchangeClient client, final long rate, final int seconds, final long firstId,
            final Histogram latencies, final AtomicLong answered, final AtomicLong failed, final boolean report)
            throws InterruptedException {
        final long commands = rate * seconds;
        final long periodNs = TimeUnit.SECONDS.toNanos(1) / rate;
        final long before = answered.get();
        latencies.reset();
        failed.set(0);
        final OrderRequest order = new OrderRequest();
        final long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(10);
        long id = firstId;
        for (long i = 0; i < commands; i++) {
            final long planned = start + i * periodNs;
            long now;
            while ((now = System.nanoTime()) < planned) {
                if (planned - now > 50_000) {
                    LockSupport.parkNanos(planned - now - 50_000);
                }
            }
            final boolean bid = (i & 1) == 0;
            order.clear().uid(bid ? 1 : 2).symbol(1).orderId(id++).side(bid ? Side.BID : Side.ASK)
                    .type(OrderType.GTC).price(PRICE).size(1);
            client.tryPlace(planned, order);
        }
        final long sentNs = System.nanoTime() - start;
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (answered.get() - before < commands && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        final long spanNs = System.nanoTime() - start;
        if (report) {
            System.out.printf("rate %,d/s for %d s: sent in %.2f s, answered %,d (%,d not SUCCESS, i.e. duplicates"
                    + " of re-sends) in %.2f s = %,.0f/s; send to answer µs p50 %.0f p99 %.0f p99.9 %.0f max %.0f%n",
                    rate, seconds, sentNs / 1e9,
                    answered.get() - before, failed.get(), spanNs / 1e9, (answered.get() - before) * 1e9 / spanNs,
                    latencies.getValueAtPercentile(50) / 1e3, latencies.getValueAtPercentile(99) / 1e3,
                    latencies.getValueAtPercentile(99.9) / 1e3, latencies.getMaxValue() / 1e3);
        }
        return id;
    }

    /**
     * Closes the leader, times the election and the client's first answer, restarts it.
     *
     * @return ms from the close to the new leader and to the first answer
     */
    private static long[] kill(final Properties p, final ClusterNode[] nodes, final ClusterExchangeClient client,
            final long firstId) throws Exception {
        final int old = leader(nodes, 30_000);
        final long start = System.nanoTime();
        nodes[old].close();
        nodes[old] = null;
        final OrderRequest order = new OrderRequest().uid(1).symbol(1).orderId(firstId).side(Side.BID)
                .type(OrderType.GTC).price(PRICE).size(1);
        final CompletableFuture<CommandResult> answer = client.place(order);
        final int next = leader(nodes, 30_000);
        final long electedNs = System.nanoTime() - start;
        final int code = answer.get(60, TimeUnit.SECONDS).resultCode();
        final long answeredNs = System.nanoTime() - start;
        System.out.printf("kill of leader %d: member %d leader after %.0f ms, first command answered (code %d) after"
                + " %.0f ms%n", old, next, electedNs / 1e6, code, answeredNs / 1e6);
        nodes[old] = ClusterNode.launch(ClusterNodeConfig.fromProperties(p, old));
        Thread.sleep(5_000);
        return new long[] {electedNs / 1_000_000, answeredNs / 1_000_000};
    }

    private static int leader(final ClusterNode[] nodes, final long timeoutMs) throws InterruptedException {
        final long deadline = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < deadline) {
            for (int m = 0; m < MEMBERS; m++) {
                if (nodes[m] != null && nodes[m].service().role() == Cluster.Role.LEADER) {
                    return m;
                }
            }
            Thread.sleep(1);
        }
        throw new IllegalStateException("no leader within " + timeoutMs + " ms");
    }

}
