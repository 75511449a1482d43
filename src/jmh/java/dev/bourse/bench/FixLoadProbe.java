package dev.bourse.bench;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.fix.FixMember;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.fix.FixStore;
import dev.bourse.gateway.rest.Listing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import quickfix.Application;
import quickfix.DefaultMessageFactory;
import quickfix.FieldNotFound;
import quickfix.MemoryStoreFactory;
import quickfix.Message;
import quickfix.SLF4JLogFactory;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionSettings;
import quickfix.SocketInitiator;
import quickfix.field.ClOrdID;
import quickfix.field.HandlInst;
import quickfix.field.MsgType;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.Password;
import quickfix.field.Price;
import quickfix.field.Side;
import quickfix.field.Symbol;
import quickfix.field.TimeInForce;
import quickfix.field.TransactTime;

/**
 * Open-loop FIX load on loopback: one member's QuickFIX/J initiator sending NewOrderSingles (alternately buy and sell
 * one quantity unit at one price, so half of them trade) at a fixed target rate. Each order's latency runs from its
 * intended send time (so a stalled sender is charged, not hidden) to the first ExecutionReport for its ClOrdID.
 * Prints the achieved orders/s and the p50, p99, p99.9 and max latency.
 * <p>Two ways to run it:
 * <pre>
 *   # its own node (GROUP_COMMIT journal in a temporary directory, one funded member LOAD):
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.FixLoadProbe [rate/s] [seconds] [journal] [store]
 *   (defaults 20000, 10, GROUP_COMMIT, FILE; journal is GROUP_COMMIT, ASYNC or off; store, the acceptor's
 *   fix.store, is FILE or MEMORY)
 *
 *   # a running node's FIX acceptor, as one of its configured members (its user must be funded):
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.FixLoadProbe --host 127.0.0.1 --port 9878 \
 *       --sender MEMBER1 --password change-me-1 [--target BOURSE] [--symbol 1] [--price 100.00] [--qty 1] \
 *       [--rate 20000] [--seconds 10]
 * </pre>
 * The probe logs on with ResetSeqNumFlag(141)=Y (it keeps no session store) and makes its ClOrdIDs unique per run
 * ({@code <run>-<n>}), so it can be run again and again against the same node. The first second of the run is a
 * warm-up and not recorded.
 */
public final class FixLoadProbe implements Application {
    private final long[] intended;
    private final Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(10), 3);
    private final AtomicLong answered = new AtomicLong();
    private final int warmup;
    private final Map<String, String> options;
    private final String run = Long.toString(System.currentTimeMillis() % 100_000_000L, 36);
    private volatile boolean loggedOn;

    private FixLoadProbe(final int orders, final int warmup, final Map<String, String> options) {
        this.intended = new long[orders];
        this.warmup = warmup;
        this.options = options;
    }

    /**
     * @param args either {@code [rate/s] [seconds] [journal] [store]} for its own node, or {@code --name value}
     *             options for a running node (see the class comment)
     * @throws Exception if the node or the session cannot start
     */
    public static void main(final String[] args) throws Exception {
        if (args.length > 0 && args[0].startsWith("--")) {
            final Map<String, String> o = new HashMap<>(Map.of("target", "BOURSE", "symbol", "1", "price", "100.00",
                    "qty", "1", "rate", "20000", "seconds", "10", "host", "127.0.0.1"));
            for (int i = 0; i + 1 < args.length; i += 2) {
                if (!args[i].startsWith("--") || !o.containsKey(args[i].substring(2))
                        && !List.of("port", "sender", "password").contains(args[i].substring(2))) {
                    throw new IllegalArgumentException("unknown option " + args[i]);
                }
                o.put(args[i].substring(2), args[i + 1]);
            }
            for (final String required : List.of("port", "sender", "password")) {
                if (!o.containsKey(required)) {
                    throw new IllegalArgumentException("--" + required + " is required");
                }
            }
            probe(o, Integer.parseInt(o.get("rate")), Integer.parseInt(o.get("seconds")), "of the running node");
            return;
        }
        final int rate = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        final int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        final String journal = args.length > 2 ? args[2] : Durability.GROUP_COMMIT.name();
        final FixStore store = args.length > 3 ? FixStore.valueOf(args[3].toUpperCase(Locale.ROOT))
                : FixSettings.DEFAULT_STORE;
        final Path dir = Files.createTempDirectory("bourse-fix-load");
        final FixSettings fix = new FixSettings(true, "127.0.0.1", 0, "BOURSE", dir.resolve("fix"), store, 1_000_000,
                List.of(new FixMember("LOAD", 1, "load", null)));
        final boolean off = journal.equalsIgnoreCase("off");
        final ExchangeConfig config = ExchangeConfig.defaults().toBuilder().journalEnabled(!off)
                .journalDir(dir.resolve("journal"))
                .journalDurability(off ? Durability.GROUP_COMMIT : Durability.valueOf(journal)).build();
        final Listing listing = new Listing(SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1)
                .quoteCurrency(2).baseScale(1).quoteScale(1).priceBand(0).build(), 2, 0);
        try (GatewayNode node = GatewayNode.start(config, GatewayConfig.defaults("127.0.0.1", 0), List.of(listing),
                null, fix)) {
            node.core().addUsers(Map.of(1L, Map.of(1, 1L << 40, 2, 1L << 50)), 1).get(30, TimeUnit.SECONDS);
            probe(Map.of("host", "127.0.0.1", "port", Integer.toString(node.fix().port()), "sender", "LOAD",
                    "password", "load", "target", "BOURSE", "symbol", "1", "price", "100.00", "qty", "1"), rate,
                    seconds, "journal " + journal + ", store " + store);
        }
    }

    private static void probe(final Map<String, String> options, final int rate, final int seconds,
            final String what) throws Exception {
        final FixLoadProbe probe = new FixLoadProbe(rate * seconds, rate, options);
        final long start = System.nanoTime();
        probe.run(rate);
        final double elapsed = (System.nanoTime() - start) / 1e9;
        System.out.printf("FIX open loop to %s:%s, target %d orders/s for %d s (first second not recorded), %s:"
                + " %d of %d answered (%.0f orders/s answered over %.1f s); p50 %d us, p99 %d us, p99.9 %d us,"
                + " max %d us%n", options.get("host"), options.get("port"), rate, seconds, what,
                probe.answered.get(), probe.intended.length, probe.answered.get() / elapsed, elapsed,
                probe.latency.getValueAtPercentile(50) / 1000, probe.latency.getValueAtPercentile(99) / 1000,
                probe.latency.getValueAtPercentile(99.9) / 1000, probe.latency.getMaxValue() / 1000);
    }

    private void run(final int rate) throws Exception {
        final SessionID id = new SessionID("FIX.4.4", options.get("sender"), options.get("target"));
        final SessionSettings s = new SessionSettings();
        s.setString("ConnectionType", "initiator");
        s.setString("SocketConnectHost", options.get("host"));
        s.setLong("SocketConnectPort", Long.parseLong(options.get("port")));
        s.setString("StartTime", "00:00:00");
        s.setString("EndTime", "00:00:00");
        s.setBool("NonStopSession", true);
        s.setLong("HeartBtInt", 30);
        s.setBool("SocketTcpNoDelay", true);
        s.setBool("ResetOnLogon", true);
        s.setString(id, "BeginString", "FIX.4.4");
        s.setString(id, "SenderCompID", options.get("sender"));
        s.setString(id, "TargetCompID", options.get("target"));
        final SocketInitiator initiator = new SocketInitiator(this, new MemoryStoreFactory(), s,
                new SLF4JLogFactory(s), new DefaultMessageFactory());
        initiator.start();
        try {
            final long logonEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!loggedOn && System.nanoTime() < logonEnd) {
                Thread.sleep(10);
            }
            if (!loggedOn) {
                throw new IllegalStateException("no Logon from " + options.get("host") + ":" + options.get("port")
                        + " within 10 s (check the port, the CompIDs and the password)");
            }
            final Session session = Session.lookupSession(id);
            final long interval = TimeUnit.SECONDS.toNanos(1) / rate;
            final long start = System.nanoTime();
            for (int i = 0; i < intended.length; i++) {
                final long at = start + i * interval;
                while (System.nanoTime() < at) {
                    LockSupport.parkNanos(Math.max(1_000, (at - System.nanoTime()) / 2));
                }
                intended[i] = at;
                session.send(order(i));
            }
            final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (answered.get() < intended.length && System.nanoTime() < end) {
                Thread.sleep(10);
            }
        } finally {
            initiator.stop(true);
        }
    }

    private Message order(final int i) {
        final Message m = new quickfix.fix44.NewOrderSingle();
        m.setString(ClOrdID.FIELD, run + "-" + i);
        m.setChar(HandlInst.FIELD, '1');
        m.setString(Symbol.FIELD, options.get("symbol"));
        m.setChar(Side.FIELD, (i & 1) == 0 ? Side.BUY : Side.SELL);
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        m.setChar(OrdType.FIELD, OrdType.LIMIT);
        m.setChar(TimeInForce.FIELD, TimeInForce.GOOD_TILL_CANCEL);
        m.setString(OrderQty.FIELD, options.get("qty"));
        m.setString(Price.FIELD, options.get("price"));
        return m;
    }

    @Override
    public void fromApp(final Message message, final SessionID sessionId) throws FieldNotFound {
        if (!MsgType.EXECUTION_REPORT.equals(message.getHeader().getString(MsgType.FIELD))) {
            return;
        }
        final String clOrdId = message.getString(ClOrdID.FIELD);
        final int dash = clOrdId.indexOf('-');
        if (dash < 0 || !clOrdId.startsWith(run) || dash != run.length()) {
            return;
        }
        final int i = Integer.parseInt(clOrdId.substring(dash + 1));
        if (i < 0 || i >= intended.length) {
            return;
        }
        final long at = intended[i];
        if (at != 0) {
            intended[i] = 0;
            answered.incrementAndGet();
            if (i >= warmup) {
                latency.recordValue(Math.min(latency.getHighestTrackableValue(), System.nanoTime() - at));
            }
        }
    }

    @Override
    public void toAdmin(final Message message, final SessionID sessionId) {
        try {
            if (MsgType.LOGON.equals(message.getHeader().getString(MsgType.FIELD))) {
                message.setString(Password.FIELD, options.get("password"));
            }
        } catch (final FieldNotFound e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void onLogon(final SessionID sessionId) {
        loggedOn = true;
    }

    @Override
    public void onCreate(final SessionID sessionId) {
    }

    @Override
    public void onLogout(final SessionID sessionId) {
    }

    @Override
    public void fromAdmin(final Message message, final SessionID sessionId) {
    }

    @Override
    public void toApp(final Message message, final SessionID sessionId) {
    }
}
