package dev.bourse.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bourse.bench.OpenLoopSchedule;
import dev.bourse.gateway.auth.RequestSigner;
import dev.bourse.gateway.rest.RestGate;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
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
 * members through the admin API (the admin key the node printed), then sends signed GTC orders of 1 lot at one price,
 * alternating bid and ask, at {@code --rate} orders per second in all ({@link HttpLoadRun}), and prints the orders per
 * second answered 200, the answers by status, and the latency percentiles from each order's intended send time to
 * its answer. A node limits each key (2,000 requests/s by default), so the rate per member must stay under it.
 * Figures taken on a loaded machine say little.
 */
@Command(name = "http-load", description = {"Open-loop load on a running node's REST API: signed orders at a target "
    + "rate; prints orders/s and p50/p99/p99.9 from the intended send time to the answer."})
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
            description = "orders per second in all, 1 to 1,000,000 (default: ${DEFAULT-VALUE})")
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
    @Option(names = "--price", defaultValue = "100.00",
            description = "the orders' price, in the symbol's decimals (default: ${DEFAULT-VALUE})")
    private String price;
    @Option(names = "--max-in-flight", defaultValue = "4096", paramLabel = "N",
            description = "requests in flight at most, 1 to 100,000 (default: ${DEFAULT-VALUE})")
    private int maxInFlight;
    @Option(names = "--connections", defaultValue = "64", paramLabel = "N",
            description = "sending threads, one keep-alive connection each, 1 to 4,096 (default: ${DEFAULT-VALUE})")
    private int connections;
    @Spec
    private CommandSpec spec;

    HttpLoadTool() {
    }

    @Override
    public Integer call() throws Exception {
        final PrintWriter out = spec.commandLine().getOut();
        if (rate < 1 || rate > 1_000_000 || seconds < 1 || seconds > 3_600 || members < 2 || members > 1_024
                || maxInFlight < 1 || maxInFlight > 100_000 || connections < 1 || connections > 4_096) {
            spec.commandLine().getErr().println("http-load: --rate 1 to 1,000,000, --seconds 1 to 3,600, --members 2 "
                    + "to 1,024, --max-in-flight 1 to 100,000, --connections 1 to 4,096");
            return 2;
        }
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        final HttpLoadRun.Member[] m = new HttpLoadRun.Member[members];
        // Member uids from the clock, so that runs against one journal do not collide.
        final long firstUid = 1_000_000_000L + System.currentTimeMillis() / 1000 % 1_000_000 * 1_024;
        for (int i = 0; i < members; i++) {
            m[i] = member(http, firstUid + i);
        }
        final HttpLoadRun run = new HttpLoadRun(http, url, m, symbol, price, maxInFlight, connections);
        final OpenLoopSchedule schedule = new OpenLoopSchedule(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100),
                rate);
        final long count = schedule.commandsIn(TimeUnit.SECONDS.toNanos(seconds));
        out.println("http-load: " + members + " members, " + count + " orders at " + rate + "/s to " + url);
        out.flush();
        run.send(schedule, count, TimeUnit.SECONDS.toNanos(30));
        report(out, run, schedule.startNanos());
        return run.unanswered() == 0 && run.statuses().keySet().stream().allMatch(s -> s == 200) ? 0 : 1;
    }

    private static void report(final PrintWriter out, final HttpLoadRun run, final long start) {
        final Map<Integer, Long> statuses = run.statuses();
        final long ok = statuses.getOrDefault(200, 0L);
        final long elapsed = Math.max(1, run.lastAnswerNanos() - start);
        final Histogram h = run.latency();
        out.println("answered " + run.answered() + " (unanswered " + run.unanswered() + "), by status " + statuses);
        out.println("orders/s (answered 200): " + ok * 1_000_000_000L / elapsed);
        out.println("latency from intended send to answer, us: p50=" + micros(h, 50) + " p99=" + micros(h, 99)
                + " p99.9=" + micros(h, 99.9) + " max=" + h.getMaxValue() / 1000);
        out.flush();
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
