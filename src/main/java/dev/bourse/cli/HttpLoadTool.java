package dev.bourse.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bourse.bench.OpenLoopSchedule;
import dev.bourse.gateway.auth.RequestSigner;
import dev.bourse.gateway.rest.RestGate;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bourse http-load}: open-loop load on a running node's REST API ({@code bourse node --no-demo}), for the
 * load evidence beside Locust's ({@code load/locustfile.py}; docs/gateway.md). Adds and funds {@code --members}
 * members through the admin API (the admin key the node printed), then sends signed requests at {@code --rate} per
 * second in all ({@link HttpLoadRun}: resting limit orders and their cancels, and every {@code --cross-every}-th
 * request of a member an IOC that trades), and prints the requests per second answered 200, the answers by kind and
 * status (anything but 200 is a failure and makes it exit 1), the latency percentiles from each request's intended
 * send time to its answer, and the CPU this tool and the node (from {@code GET /api/v1/node}) spent per request. A
 * node limits each key (2,000 requests/s by default), so the rate per member must stay under it. Figures taken on a
 * loaded machine say little.
 */
@Command(name = "http-load", description = {"Open-loop load on a running node's REST API: signed place, cancel and "
    + "IOC requests at a target rate; prints requests/s, p50/p95/p99/p99.9 from the intended send time to the answer, "
    + "and the CPU per request of this tool and of the node."})
public final class HttpLoadTool implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    @Option(names = "--url", defaultValue = "http://127.0.0.1:8080",
            description = "the node (default: ${DEFAULT-VALUE})")
    private URI url;
    @Option(names = "--admin-key", required = true, description = "the admin key the node printed")
    private String adminKey;
    @Option(names = "--admin-secret", required = true, description = "its secret")
    private String adminSecret;
    @Option(names = "--rate", defaultValue = "1000", paramLabel = "N",
            description = "requests per second in all, 1 to 1,000,000 (default: ${DEFAULT-VALUE})")
    private long rate;
    @Option(names = "--seconds", defaultValue = "10", paramLabel = "S",
            description = "seconds of load, 1 to 3,600 (default: ${DEFAULT-VALUE})")
    private int seconds;
    @Option(names = "--members", defaultValue = "16", paramLabel = "N",
            description = "members (API keys) sending, 2 to 1,024 (default: ${DEFAULT-VALUE})")
    private int members;
    @Option(names = "--symbol", defaultValue = "1", description = "symbol id (default: ${DEFAULT-VALUE})")
    private long symbol;
    @Option(names = "--base-currency", defaultValue = "1",
            description = "its base currency (default: ${DEFAULT-VALUE})")
    private int baseCurrency;
    @Option(names = "--quote-currency", defaultValue = "2",
            description = "its quote currency (default: ${DEFAULT-VALUE})")
    private int quoteCurrency;
    @Option(names = "--bid-price", defaultValue = "99.00",
            description = "the resting bids' price, in the symbol's decimals (default: ${DEFAULT-VALUE})")
    private String bidPrice;
    @Option(names = "--ask-price", defaultValue = "101.00",
            description = "the resting asks' price, above the bids' (default: ${DEFAULT-VALUE})")
    private String askPrice;
    @Option(names = "--cross-every", defaultValue = "8", paramLabel = "N",
            description = "every N-th request of a member is an IOC across the spread, 2 to 1,000,000 "
                    + "(default: ${DEFAULT-VALUE})")
    private int crossEvery;
    @Option(names = "--connections", defaultValue = "256", paramLabel = "N",
            description = "keep-alive connections, one request in flight on each, 1 to 4,096 "
                    + "(default: ${DEFAULT-VALUE})")
    private int connections;
    @Spec
    private CommandSpec spec;

    HttpLoadTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        if (rate < 1 || rate > 1_000_000 || seconds < 1 || seconds > 3_600 || members < 2 || members > 1_024
                || crossEvery < 2 || connections < 1 || connections > 4_096) {
            spec.commandLine().getErr().println("http-load: --rate 1 to 1,000,000, --seconds 1 to 3,600, --members 2 "
                    + "to 1,024, --cross-every >= 2, --connections 1 to 4,096");
            return 2;
        }
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        final HttpLoadRun.Member[] m = new HttpLoadRun.Member[members];
        // Member uids from the clock, so that runs against one journal do not collide.
        final long firstUid = 1_000_000_000L + System.currentTimeMillis() / 1000 % 1_000_000 * 1_024;
        for (int i = 0; i < members; i++) {
            m[i] = member(http, firstUid + i);
        }
        final HttpLoadRun run = new HttpLoadRun(url, m, symbol, bidPrice, askPrice, crossEvery, connections);
        final OpenLoopSchedule schedule = new OpenLoopSchedule(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100),
                rate);
        final long count = schedule.commandsIn(TimeUnit.SECONDS.toNanos(seconds));
        out.println("http-load: " + members + " members, " + count + " requests at " + rate + "/s to " + url + " on "
                + connections + " connections");
        out.flush();
        final double nodeCpuBefore = nodeCpuSeconds(http);
        final long cpuBefore = processCpuNanos();
        run.send(schedule, count, TimeUnit.SECONDS.toNanos(30));
        final long cpu = processCpuNanos() - cpuBefore;
        final double nodeCpuAfter = nodeCpuSeconds(http);
        final double nodeCpu = nodeCpuBefore < 0 || nodeCpuAfter < 0 ? -1 : nodeCpuAfter - nodeCpuBefore;
        report(out, run, schedule.startNanos(), cpu, nodeCpu);
        return run.unanswered() == 0 && run.failures() == 0 ? 0 : 1;
    }

    private static void report(final PrintWriter out, final HttpLoadRun run, final long start, final long cpuNanos,
            final double nodeCpuSeconds) {
        final long answered = run.answered();
        final long ok = answered - run.failures();
        final long elapsed = Math.max(1, run.lastAnswerNanos() - start);
        final Histogram h = run.latency();
        out.println("answered " + answered + " (unanswered " + run.unanswered() + ", failures " + run.failures()
                + "), by kind and status " + run.statuses());
        out.println("requests/s (answered 200): " + ok * 1_000_000_000L / elapsed);
        out.println("latency from intended send to answer, us: p50=" + micros(h, 50) + " p95=" + micros(h, 95)
                + " p99=" + micros(h, 99) + " p99.9=" + micros(h, 99.9) + " max=" + h.getMaxValue() / 1000);
        final long n = Math.max(1, answered);
        out.println(String.format(java.util.Locale.ROOT, "CPU: this tool %.2f s (%.1f us per request, %.0f%% of a "
                + "core), the node %s", cpuNanos / 1e9, cpuNanos / 1e3 / n, 100.0 * cpuNanos / elapsed,
                nodeCpuSeconds < 0 ? "unknown" : String.format(java.util.Locale.ROOT, "%.2f s (%.1f us per request, "
                        + "%.0f%% of a core)", nodeCpuSeconds, nodeCpuSeconds * 1e6 / n,
                        100.0 * nodeCpuSeconds * 1e9 / elapsed)));
        out.flush();
    }

    /** @return this process's CPU time, ns, or 0 where the JVM does not tell */
    private static long processCpuNanos() {
        final java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean b ? Math.max(0, b.getProcessCpuTime()) : 0;
    }

    /** @return the node's process CPU time from its operator view, s, or a negative value when it does not tell */
    private double nodeCpuSeconds(final HttpClient http) {
        try {
            final HttpResponse<String> r = http.send(HttpRequest.newBuilder(url.resolve("/api/v1/node")).build(),
                    HttpResponse.BodyHandlers.ofString());
            final JsonNode cpu = JSON.readTree(r.body()).get("cpuSeconds");
            return cpu == null ? -1 : cpu.asDouble();
        } catch (final IOException e) {
            return -1;
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }
    private static long micros(final Histogram h, final double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1000;
    }

    /** Adds a member and funds it with 10^9 lots of the base and 10^9 units of the quote currency. */
    private HttpLoadRun.Member member(final HttpClient http, final long uid) throws IOException, InterruptedException {
        final JsonNode added = admin(http, "/api/v1/admin/users", "{\"uid\":" + uid + "}");
        deposit(http, uid, baseCurrency, 0);
        deposit(http, uid, quoteCurrency, 1);
        return new HttpLoadRun.Member(uid, added.get("key").asText(), added.get("secret").asText());
    }

    private void deposit(final HttpClient http, final long uid, final int currency, final int n)
            throws IOException, InterruptedException {
        admin(http, "/api/v1/admin/deposits", "{\"uid\":" + uid + ",\"currency\":" + currency
                + ",\"amount\":\"1000000000\",\"txId\":" + (uid * 2 + n) + "}");
    }

    private JsonNode admin(final HttpClient http, final String path, final String json)
            throws IOException, InterruptedException {
        final byte[] body = json.getBytes(StandardCharsets.UTF_8);
        final long ts = System.currentTimeMillis();
        final HttpResponse<String> r = http.send(HttpRequest.newBuilder(url.resolve(path))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).header(RestGate.KEY, adminKey)
                .header(RestGate.TIMESTAMP, Long.toString(ts))
                .header(RestGate.SIGNATURE, RequestSigner.sign(adminSecret, ts, "POST", path, null, body))
                .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IllegalStateException(path + " refused: " + r.statusCode() + " " + r.body());
        }
        return JSON.readTree(r.body());
    }
}
