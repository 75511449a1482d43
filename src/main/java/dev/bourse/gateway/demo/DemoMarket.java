package dev.bourse.gateway.demo;

import dev.bourse.gateway.rest.Decimals;
import dev.bourse.gateway.rest.Listing;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A market maker and {@value #TRADERS} traders on every given symbol, trading through the node's REST API as members
 * do. At start an admin key adds them (or issues new keys when they exist from an earlier run) and funds them; then
 * one thread, every {@code pauseMillis}, takes the next symbol in turn: the maker cancels its quotes there and quotes
 * {@value #LEVELS} levels a side around a mid price that walks at random, and a trader sends an IOC order across the
 * spread. Refusals (funds, limits) are counted, not fatal. Member uids are {@value #FIRST_UID} and up; a guest member
 * ({@value #GUEST_UID}), funded like the traders, is left for a person to trade as on the page.
 * <p>Thread-safety: {@link #start} and {@link #close} from one thread; the counters from any.
 */
public final class DemoMarket implements AutoCloseable {
    /** The maker's uid; the traders follow it. */
    public static final long FIRST_UID = 900_001;
    /** The guest: a funded member that does not trade by itself, for a person on the page. */
    public static final long GUEST_UID = 900_100;
    private static final int TRADERS = 3;
    private static final int LEVELS = 4;
    private final List<Listing> symbols;
    private final long pauseMillis;
    private final SplittableRandom random;
    private final SignedClient[] members = new SignedClient[1 + TRADERS];
    private String guestKey;
    private String guestSecret;
    private final long[] mid;
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    private final Thread thread;
    private long nextClientOrderId = 1;
    private volatile boolean running = true;
    private volatile String lastRefusal = "none";

    private DemoMarket(final List<Listing> symbols, final long pauseMillis, final long seed) {
        this.symbols = List.copyOf(symbols);
        this.pauseMillis = pauseMillis;
        this.random = new SplittableRandom(seed);
        this.mid = new long[symbols.size()];
        for (int i = 0; i < mid.length; i++) {
            mid[i] = startPrice(symbols.get(i), i);
        }
        this.thread = new Thread(this::run, "bourse-demo-market");
        this.thread.setDaemon(true);
    }

    /**
     * Adds and funds the members, then starts trading.
     *
     * @param base        the node, e.g. {@code http://127.0.0.1:8080}
     * @param adminKey    an admin key of the node
     * @param adminSecret its secret
     * @param symbols     the symbols to trade (their quote currency shared or not)
     * @param pauseMillis pause between two rounds, ms, &gt;= 1
     * @param seed        the random seed
     * @return the running market
     * @throws IOException          when the node refuses the setup
     * @throws InterruptedException if interrupted
     */
    public static DemoMarket start(final URI base, final String adminKey, final String adminSecret,
            final List<Listing> symbols, final long pauseMillis, final long seed)
            throws IOException, InterruptedException {
        final DemoMarket m = new DemoMarket(symbols, pauseMillis, seed);
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        final SignedClient admin = new SignedClient(http, base, adminKey, adminSecret);
        final List<Integer> currencies = new ArrayList<>();
        for (final Listing l : symbols) {
            for (final int c : new int[] {l.spec().baseCurrency(), l.spec().quoteCurrency()}) {
                if (c >= 0 && !currencies.contains(c)) {
                    currencies.add(c);
                }
            }
        }
        for (int i = 0; i <= m.members.length; i++) {
            final long uid = i == m.members.length ? GUEST_UID : FIRST_UID + i;
            SignedClient.Answer a = admin.send("POST", "/api/v1/admin/users", "{\"uid\":" + uid + "}");
            if (a.status() == 409) {
                a = admin.send("POST", "/api/v1/admin/keys", "{\"uid\":" + uid + "}");
            }
            if (!a.ok()) {
                throw new IOException("demo member " + uid + " refused: " + a.body());
            }
            final String key = a.body().get("key").asText();
            final String secret = a.body().get("secret").asText();
            if (uid == GUEST_UID) {
                m.guestKey = key;
                m.guestSecret = secret;
            } else {
                m.members[i] = new SignedClient(http, base, key, secret);
            }
            for (final int c : currencies) {
                // Deposits carry fixed transaction ids: a restart's repeat is refused as a duplicate (409), once.
                final SignedClient.Answer d = admin.send("POST", "/api/v1/admin/deposits", "{\"uid\":" + uid
                        + ",\"currency\":" + c + ",\"amount\":\"" + (i == 0 ? 100_000_000 : 10_000_000)
                        + "\",\"txId\":" + (uid * 1000 + c) + "}");
                if (!d.ok() && d.status() != 409) {
                    throw new IOException("demo deposit for " + uid + " refused: " + d.body());
                }
            }
        }
        for (final Listing l : symbols) {
            // Quotes an earlier run left in the books would collide with this run's order ids.
            m.members[0].send("DELETE", "/api/v1/orders/" + l.spec().symbolId(), "");
        }
        m.thread.start();
        return m;
    }

    private static long startPrice(final Listing l, final int index) {
        final long[] prices = {100, 2_500, 30, 640, 12};
        return prices[index % prices.length] * pow10(l.priceDecimals());
    }

    private static long pow10(final int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    private void run() {
        int next = 0;
        while (running) {
            try {
                round(next);
                Thread.sleep(pauseMillis);
            } catch (final InterruptedException e) {
                return;
            } catch (final IOException e) {
                refused.incrementAndGet();
                lastRefusal = e.toString();
            }
            next = (next + 1) % symbols.size();
        }
    }

    private void round(final int index) throws IOException, InterruptedException {
        final Listing l = symbols.get(index);
        final int symbol = l.spec().symbolId();
        final long tick = Math.max(1, pow10(l.priceDecimals()) / 100);
        mid[index] = Math.max(20 * tick, mid[index] + tick * (random.nextInt(7) - 3));
        send(members[0], "DELETE", "/api/v1/orders/" + symbol, "");
        for (int level = 1; level <= LEVELS; level++) {
            final long size = pow10(l.sizeDecimals()) * (1 + random.nextInt(9));
            send(members[0], "POST", "/api/v1/orders", order(l, "BID", "GTC", mid[index] - level * tick, size));
            send(members[0], "POST", "/api/v1/orders", order(l, "ASK", "GTC", mid[index] + level * tick, size));
        }
        final SignedClient trader = members[1 + random.nextInt(TRADERS)];
        final boolean buy = random.nextBoolean();
        final long price = mid[index] + (buy ? 3 : -3) * tick;
        send(trader, "POST", "/api/v1/orders", order(l, buy ? "BID" : "ASK", "IOC", price,
                pow10(l.sizeDecimals()) * (1 + random.nextInt(5))));
    }

    private String order(final Listing l, final String side, final String type, final long price, final long size) {
        final long id = nextClientOrderId;
        nextClientOrderId = nextClientOrderId % 0xFFFF_FFF0L + 1;
        return "{\"symbol\":" + l.spec().symbolId() + ",\"clientOrderId\":" + id + ",\"side\":\"" + side
                + "\",\"type\":\"" + type + "\",\"price\":\"" + Decimals.toText(price, l.priceDecimals())
                + "\",\"size\":\"" + Decimals.toText(size, l.sizeDecimals()) + "\"}";
    }

    private void send(final SignedClient c, final String method, final String path, final String body)
            throws IOException, InterruptedException {
        sent.incrementAndGet();
        final SignedClient.Answer a = c.send(method, path, body);
        if (!a.ok()) {
            refused.incrementAndGet();
            lastRefusal = a.status() + " " + a.body();
        }
    }

    /** @return the guest's API key */
    public String guestKey() {
        return guestKey;
    }

    /** @return the guest's secret */
    public String guestSecret() {
        return guestSecret;
    }

    /** @return requests sent so far */
    public long sent() {
        return sent.get();
    }

    /** @return requests refused or failed so far */
    public long refused() {
        return refused.get();
    }

    /** @return the last refusal's status and body (or failure), "none" before the first */
    public String lastRefusal() {
        return lastRefusal;
    }

    /** Stops trading and waits for the round under way (at most 10 s). */
    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(10_000);
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
