package dev.bourse.cli;

import dev.bourse.bench.OpenLoopSchedule;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.HdrHistogram.Histogram;

/**
 * One open-loop run of signed REST requests: request {@code k} is due at {@link OpenLoopSchedule#intendedNanos(long)}
 * and is sent by member {@code k mod members}; its latency runs from that intended time to the whole response, so a
 * stall anywhere (the node, this process, the host) counts against every request it delays.
 *
 * <p>The mix, per member: a GTC limit order that rests (even members bid at {@code bidPrice}, odd ones ask at
 * {@code askPrice}, above it, each for {@value #RESTING_LOTS} lots), then a cancel of the oldest of its resting orders
 * whose place was answered, and so on; every {@code crossEvery}-th request of a member is instead an IOC of 1 lot
 * across the spread (an even member sells at the bid, an odd one buys at the ask), which trades with another member's
 * resting order and so moves balances. A resting order is hit by a few IOCs at most before it is cancelled, far from
 * its size, so every cancel finds its order: every answer should be 200, and anything else is a failure.
 *
 * <p>Transport: {@code connections} keep-alive HTTP/1.1 connections ({@link HttpLoadConnection}) driven by the calling
 * thread with one selector: a due request goes out on an idle connection, and waits for one when all are busy (the
 * wait counts in its latency). This costs the sender a few microseconds per request, so that on a small machine the
 * load tool takes little of the CPU it shares with the node. Each request is signed when it is sent, with a
 * per-member {@link Mac} kept for the run.
 *
 * <p>Thread-safety: one thread.
 */
final class HttpLoadRun {
    /** A place that rests. */
    static final int PLACE = 0;
    /** A cancel of a resting order. */
    static final int CANCEL = 1;
    /** An IOC across the spread. */
    static final int CROSS = 2;
    private static final String[] KIND_NAMES = {"place", "cancel", "cross"};
    /** Lots of each resting order. */
    static final int RESTING_LOTS = 1_000;
    /** Answered resting orders kept per member; with that many, the member's next request is a cancel. */
    private static final int RESTING_KEPT = 64;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** A member: uid, API key and secret. */
    record Member(long uid, String key, String secret) {
    }

    private final InetSocketAddress address;
    private final String host;
    private final Member[] members;
    private final Mac[] macs;
    private final long[] nextClientOrderId;
    private final long[] sent;
    /** Per member, a ring of the order ids of its resting orders whose place was answered, oldest first. */
    private final long[][] resting;
    private final int[] restingHead;
    private final int[] restingCount;
    private final long symbol;
    private final String bidPrice;
    private final String askPrice;
    private final int crossEvery;
    private final int connections;
    private final Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
    private final long[][] statuses = new long[3][600];
    private long answered;
    private long unanswered;
    private long lastAnswerNanos;

    /**
     * @param base        the node, e.g. {@code http://127.0.0.1:8080}
     * @param members     the members sending, funded in both currencies of the symbol
     * @param symbol      the symbol id
     * @param bidPrice    the resting bids' price, a decimal string in the symbol's price decimals
     * @param askPrice    the resting asks' price, above {@code bidPrice}
     * @param crossEvery  every how many requests of a member one is an IOC across, &gt;= 2
     * @param connections connections, &gt;= 1
     */
    HttpLoadRun(final URI base, final Member[] members, final long symbol, final String bidPrice,
            final String askPrice, final int crossEvery, final int connections) {
        this.address = new InetSocketAddress(base.getHost(), base.getPort() < 0 ? 80 : base.getPort());
        this.host = base.getHost() + (base.getPort() < 0 ? "" : ":" + base.getPort());
        this.members = members.clone();
        this.macs = new Mac[members.length];
        this.nextClientOrderId = new long[members.length];
        this.sent = new long[members.length];
        this.resting = new long[members.length][RESTING_KEPT];
        this.restingHead = new int[members.length];
        this.restingCount = new int[members.length];
        for (int i = 0; i < members.length; i++) {
            macs[i] = mac(members[i].secret());
            nextClientOrderId[i] = 1;
        }
        this.symbol = symbol;
        this.bidPrice = bidPrice;
        this.askPrice = askPrice;
        this.crossEvery = crossEvery;
        this.connections = connections;
    }

    /**
     * Sends {@code count} requests on the schedule, then waits up to {@code drainNanos} for the last answers.
     *
     * @param schedule   when each is due
     * @param count      requests to send
     * @param drainNanos how long to wait for answers after the last is due, ns
     * @throws IOException if the connections cannot be opened
     */
    void send(final OpenLoopSchedule schedule, final long count, final long drainNanos) throws IOException {
        try (Selector selector = Selector.open()) {
            final ArrayDeque<HttpLoadConnection> idle = new ArrayDeque<>();
            for (int i = 0; i < connections; i++) {
                idle.add(new HttpLoadConnection(selector, address));
            }
            long k = 0;
            int busy = 0;
            final long end = schedule.intendedNanos(Math.max(0, count - 1)) + drainNanos;
            while (k < count || busy > 0) {
                long now = System.nanoTime();
                if (now - end > 0) {
                    break;
                }
                while (k < count && !idle.isEmpty() && schedule.intendedNanos(k) - now <= 0) {
                    final HttpLoadConnection c = idle.poll();
                    request(c, k, schedule.intendedNanos(k));
                    busy++;
                    k++;
                }
                now = System.nanoTime();
                final long wait = k < count && !idle.isEmpty() ? schedule.intendedNanos(k) - now
                        : TimeUnit.MILLISECONDS.toNanos(1);
                if (wait >= TimeUnit.MILLISECONDS.toNanos(1)) {
                    selector.select(TimeUnit.NANOSECONDS.toMillis(wait));
                } else if (selector.selectNow() == 0 && wait > 0) {
                    LockSupport.parkNanos(Math.min(wait, 100_000));
                }
                busy -= ready(selector, idle);
            }
            unanswered = count - answered;
            for (final SelectionKey key : selector.keys()) {
                ((HttpLoadConnection) key.attachment()).close();
            }
        }
    }

    /** Handles the connections that are ready; @return how many turned idle (answered or failed) */
    private int ready(final Selector selector, final ArrayDeque<HttpLoadConnection> idle) throws IOException {
        int done = 0;
        final Iterator<SelectionKey> it = selector.selectedKeys().iterator();
        while (it.hasNext()) {
            final SelectionKey key = it.next();
            it.remove();
            final HttpLoadConnection c = (HttpLoadConnection) key.attachment();
            try {
                if (key.isValid() && key.isWritable()) {
                    c.flush();
                }
                if (!key.isValid() || !key.isReadable() || c.idle()) {
                    continue;
                }
                final long due = c.due();
                final int status = c.read();
                if (status == HttpLoadConnection.INCOMPLETE) {
                    continue;
                }
                answer(c, due, status);
                done++;
                if (c.closeAfter()) {
                    c.close();
                    idle.add(new HttpLoadConnection(selector, address));
                } else {
                    idle.add(c);
                }
            } catch (final IOException e) {
                final boolean wasBusy = !c.idle();
                if (wasBusy) {
                    answer(c, c.due(), 0);
                    done++;
                }
                c.close();
                idle.add(new HttpLoadConnection(selector, address));
            }
        }
        return done;
    }

    /** Builds request {@code k} and starts it on {@code c}. */
    private void request(final HttpLoadConnection c, final long k, final long due) throws IOException {
        final int m = (int) (k % members.length);
        final long n = sent[m]++;
        final long uid = members[m].uid();
        final String method;
        final String path;
        final String body;
        final int kind;
        final long orderId;
        if (n % crossEvery == crossEvery - 1) {
            kind = CROSS;
            orderId = uid << 32 | nextClientOrderId[m]++;
            method = "POST";
            path = "/api/v1/orders";
            body = order(orderId, m % 2 == 0 ? "ASK" : "BID", "IOC", m % 2 == 0 ? bidPrice : askPrice, 1);
        } else if (restingCount[m] > 0 && (n % 2 == 1 || restingCount[m] == RESTING_KEPT)) {
            kind = CANCEL;
            orderId = resting[m][restingHead[m]];
            restingHead[m] = (restingHead[m] + 1) % RESTING_KEPT;
            restingCount[m]--;
            method = "DELETE";
            path = "/api/v1/orders/" + symbol + "/" + orderId;
            body = "";
        } else {
            kind = PLACE;
            orderId = uid << 32 | nextClientOrderId[m]++;
            method = "POST";
            path = "/api/v1/orders";
            body = order(orderId, m % 2 == 0 ? "BID" : "ASK", "GTC", m % 2 == 0 ? bidPrice : askPrice,
                    RESTING_LOTS);
        }
        final byte[] b = body.getBytes(StandardCharsets.UTF_8);
        final long ts = System.currentTimeMillis();
        final Mac mac = macs[m];
        mac.update((ts + "\n" + method + "\n" + path + "\n\n").getBytes(StandardCharsets.UTF_8));
        final String head = method + " " + path + " HTTP/1.1\r\nHost: " + host
                + "\r\nContent-Type: application/json\r\nX-Bourse-Key: " + members[m].key()
                + "\r\nX-Bourse-Timestamp: " + ts + "\r\nX-Bourse-Signature: " + hex(mac.doFinal(b))
                + "\r\nContent-Length: " + b.length + "\r\n\r\n";
        final byte[] h = head.getBytes(StandardCharsets.ISO_8859_1);
        final ByteBuffer request = ByteBuffer.allocate(h.length + b.length).put(h).put(b).flip();
        c.send(request, due, kind, orderId, m);
    }

    private String order(final long orderId, final String side, final String type, final String price,
            final long lots) {
        return "{\"symbol\":" + symbol + ",\"clientOrderId\":" + (orderId & 0xFFFF_FFFFL) + ",\"side\":\"" + side
                + "\",\"type\":\"" + type + "\",\"price\":\"" + price + "\",\"size\":\"" + lots + "\"}";
    }

    private void answer(final HttpLoadConnection c, final long due, final int status) {
        final long now = System.nanoTime();
        latency.recordValue(Math.min(Math.max(0, now - due), latency.getHighestTrackableValue()));
        statuses[c.kind()][Math.min(status, statuses[0].length - 1)]++;
        final int m = c.memberIndex();
        if (c.kind() == PLACE && status == 200 && restingCount[m] < RESTING_KEPT) {
            resting[m][(restingHead[m] + restingCount[m]) % RESTING_KEPT] = c.orderId();
            restingCount[m]++;
        }
        lastAnswerNanos = Math.max(lastAnswerNanos, now);
        answered++;
    }

    private static String hex(final byte[] digest) {
        final char[] out = new char[digest.length * 2];
        for (int i = 0; i < digest.length; i++) {
            out[2 * i] = HEX[(digest[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[digest[i] & 0xF];
        }
        return new String(out);
    }

    private static Mac mac(final String secret) {
        try {
            final Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac;
        } catch (final NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /** @return answers by kind ({@code place}, {@code cancel}, {@code cross}) and HTTP status (0: transport failure) */
    Map<String, Map<Integer, Long>> statuses() {
        final Map<String, Map<Integer, Long>> out = new TreeMap<>();
        for (int kind = 0; kind < statuses.length; kind++) {
            for (int s = 0; s < statuses[kind].length; s++) {
                if (statuses[kind][s] > 0) {
                    out.computeIfAbsent(KIND_NAMES[kind], x -> new TreeMap<>()).put(s, statuses[kind][s]);
                }
            }
        }
        return out;
    }

    /** @return answers that were not 200 */
    long failures() {
        long ok = 0;
        for (final long[] byStatus : statuses) {
            ok += byStatus[200];
        }
        return answered - ok;
    }

    /** @return answers received */
    long answered() {
        return answered;
    }

    /** @return requests sent or due and not answered when the run ended */
    long unanswered() {
        return unanswered;
    }

    /** @return when the last answer came, ns ({@link System#nanoTime()}), 0 before the first */
    long lastAnswerNanos() {
        return lastAnswerNanos;
    }

    /** @return latencies from the intended send time to the answer, ns */
    Histogram latency() {
        return latency;
    }
}
