package dev.bourse.cli;

import dev.bourse.bench.OpenLoopSchedule;
import dev.bourse.gateway.auth.RequestSigner;
import dev.bourse.gateway.rest.RestGate;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * One open-loop run of signed {@code POST /api/v1/orders} requests: order {@code k} is due at
 * {@link OpenLoopSchedule#intendedNanos(long)}, is sent by member {@code k mod members} as a GTC order of 1 lot at one
 * price, bid for even {@code k} and ask for odd (so about every other order trades and the book stays small), and its
 * latency runs from that intended time to the response, so a stall anywhere counts against every order it delays.
 * Answers are counted by HTTP status; a transport failure counts as status 0.
 *
 * <p>The sender hands each due order to a pool of {@code connections} threads, each sending with a blocking call on
 * its own keep-alive connection, and signing just before it sends (a request signed when due and sent much later would
 * be refused as STALE). At most {@code maxInFlight} orders are queued or in flight: past that the sender waits (the
 * waiting shows in the latencies, measured from the intended times).
 *
 * <p>Thread-safety: {@link #send} on one thread; the answers arrive on the pool's threads.
 */
final class HttpLoadRun {
    /** A member: uid, API key and secret. */
    record Member(long uid, String key, String secret) {
    }

    private final HttpClient http;
    private final URI orders;
    private final Member[] members;
    private final long symbol;
    private final String price;
    private final int maxInFlight;
    private final ExecutorService pool;
    private final Histogram latency = new ConcurrentHistogram(TimeUnit.SECONDS.toNanos(60), 3);
    private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicLong lastAnswerNanos = new AtomicLong();
    private final LongAdder answered = new LongAdder();

    /**
     * @param http        the client
     * @param base        the node, e.g. {@code http://127.0.0.1:8080}
     * @param members     the members sending, funded in both currencies of the symbol
     * @param symbol      the symbol id
     * @param price       the orders' price, a decimal string in the symbol's price decimals
     * @param maxInFlight requests queued or in flight at most
     * @param connections sending threads (and so connections)
     */
    HttpLoadRun(final HttpClient http, final URI base, final Member[] members, final long symbol, final String price,
            final int maxInFlight, final int connections) {
        this.pool = Executors.newFixedThreadPool(connections, r -> {
            final Thread t = new Thread(r, "http-load-sender");
            t.setDaemon(true);
            return t;
        });
        this.http = http;
        this.orders = base.resolve("/api/v1/orders");
        this.members = members.clone();
        this.symbol = symbol;
        this.price = price;
        this.maxInFlight = maxInFlight;
    }

    /**
     * Sends {@code count} orders on the schedule, then waits up to {@code drainNanos} for the last answers.
     *
     * @param schedule   when each is due
     * @param count      orders to send
     * @param drainNanos how long to wait for answers after the last send, ns
     * @throws InterruptedException if interrupted while draining
     */
    void send(final OpenLoopSchedule schedule, final long count, final long drainNanos) throws InterruptedException {
        for (long k = 0; k < count; k++) {
            final long due = schedule.intendedNanos(k);
            for (long now = System.nanoTime(); now < due; now = System.nanoTime()) {
                LockSupport.parkNanos(due - now);
            }
            while (inFlight.get() >= maxInFlight) {
                LockSupport.parkNanos(50_000);
            }
            inFlight.incrementAndGet();
            final long index = k;
            pool.execute(() -> sendOne(index, due));
        }
        final long end = System.nanoTime() + drainNanos;
        while (inFlight.get() > 0 && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        pool.shutdownNow();
    }

    private void sendOne(final long k, final long due) {
        final Member m = members[(int) (k % members.length)];
        final byte[] body = ("{\"symbol\":" + symbol + ",\"clientOrderId\":" + (k / members.length + 1)
                + ",\"side\":\"" + (k % 2 == 0 ? "BID" : "ASK") + "\",\"type\":\"GTC\",\"price\":\"" + price
                + "\",\"size\":\"1\"}").getBytes(StandardCharsets.UTF_8);
        final long ts = System.currentTimeMillis();
        final HttpRequest request = HttpRequest.newBuilder(orders).POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header(RestGate.KEY, m.key()).header(RestGate.TIMESTAMP, Long.toString(ts))
                .header(RestGate.SIGNATURE, RequestSigner.sign(m.secret(), ts, "POST", orders.getRawPath(), null, body))
                .header("Content-Type", "application/json").build();
        int status;
        try {
            status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (final IOException e) {
            status = 0;
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            status = 0;
        }
        answer(due, status);
    }

    private void answer(final long due, final int status) {
        final long now = System.nanoTime();
        latency.recordValue(Math.min(Math.max(0, now - due), latency.getHighestTrackableValue()));
        statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
        lastAnswerNanos.accumulateAndGet(now, Math::max);
        answered.increment();
        inFlight.decrementAndGet();
    }

    /** @return answers by HTTP status (0: transport failure), in status order */
    Map<Integer, Long> statuses() {
        final Map<Integer, Long> out = new TreeMap<>();
        statuses.forEach((s, n) -> out.put(s, n.sum()));
        return out;
    }

    /** @return answers received */
    long answered() {
        return answered.sum();
    }

    /** @return requests still unanswered */
    int unanswered() {
        return inFlight.get();
    }

    /** @return when the last answer came, ns ({@link System#nanoTime()}), 0 before the first */
    long lastAnswerNanos() {
        return lastAnswerNanos.get();
    }

    /** @return latencies from the intended send time to the answer, ns */
    Histogram latency() {
        return latency;
    }
}
