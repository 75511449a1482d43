package dev.bourse.bench;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.fix.FixMember;
import dev.bourse.gateway.fix.FixSettings;
import dev.bourse.gateway.rest.Listing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
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
 * Open-loop FIX load on loopback: a node with a GROUP_COMMIT journal (in a temporary directory) and its FIX acceptor,
 * and one member's QuickFIX/J initiator sending NewOrderSingles (alternately buy and sell 1 lot at 100.00, so half
 * of them trade) at a fixed target rate. Each order's latency runs from its intended send time (so a stalled sender
 * is charged, not hidden) to the first ExecutionReport for its ClOrdID. Prints the achieved orders/s and the p50,
 * p99, p99.9 and max latency.
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.FixLoadProbe [rate/s] [seconds] [journal]
 *   (defaults 20000, 10, GROUP_COMMIT; journal is GROUP_COMMIT, ASYNC or off)
 * </pre>
 * The first second of the run is a warm-up and not recorded.
 */
public final class FixLoadProbe implements Application {
    private final long[] intended;
    private final Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(10), 3);
    private final AtomicLong answered = new AtomicLong();
    private final int warmup;
    private volatile boolean loggedOn;

    private FixLoadProbe(final int orders, final int warmup) {
        this.intended = new long[orders];
        this.warmup = warmup;
    }

    /**
     * @param args target rate in orders/s, then seconds
     * @throws Exception if the node or the session cannot start
     */
    public static void main(final String[] args) throws Exception {
        final int rate = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        final int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        final String journal = args.length > 2 ? args[2] : Durability.GROUP_COMMIT.name();
        final Path dir = Files.createTempDirectory("bourse-fix-load");
        final FixSettings fix = new FixSettings(true, "127.0.0.1", 0, "BOURSE", dir.resolve("fix"), 1_000_000,
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
            final FixLoadProbe probe = new FixLoadProbe(rate * seconds, rate);
            probe.run(node.fix().port(), rate);
            System.out.printf("FIX open loop, target %d orders/s for %d s (first second not recorded), journal %s:"
                    + " %d of %d answered; p50 %d us, p99 %d us, p99.9 %d us, max %d us%n", rate, seconds, journal,
                    probe.answered.get(), probe.intended.length, probe.latency.getValueAtPercentile(50) / 1000,
                    probe.latency.getValueAtPercentile(99) / 1000, probe.latency.getValueAtPercentile(99.9) / 1000,
                    probe.latency.getMaxValue() / 1000);
        }
    }

    private void run(final int port, final int rate) throws Exception {
        final SessionID id = new SessionID("FIX.4.4", "LOAD", "BOURSE");
        final SessionSettings s = new SessionSettings();
        s.setString("ConnectionType", "initiator");
        s.setString("SocketConnectHost", "127.0.0.1");
        s.setLong("SocketConnectPort", port);
        s.setString("StartTime", "00:00:00");
        s.setString("EndTime", "00:00:00");
        s.setBool("NonStopSession", true);
        s.setLong("HeartBtInt", 30);
        s.setBool("SocketTcpNoDelay", true);
        s.setString(id, "BeginString", "FIX.4.4");
        s.setString(id, "SenderCompID", "LOAD");
        s.setString(id, "TargetCompID", "BOURSE");
        final SocketInitiator initiator = new SocketInitiator(this, new MemoryStoreFactory(), s,
                new SLF4JLogFactory(s), new DefaultMessageFactory());
        initiator.start();
        try {
            final long logonEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!loggedOn && System.nanoTime() < logonEnd) {
                Thread.sleep(10);
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

    private static Message order(final int i) {
        final Message m = new quickfix.fix44.NewOrderSingle();
        m.setString(ClOrdID.FIELD, Integer.toString(i));
        m.setChar(HandlInst.FIELD, '1');
        m.setString(Symbol.FIELD, "1");
        m.setChar(Side.FIELD, (i & 1) == 0 ? Side.BUY : Side.SELL);
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        m.setChar(OrdType.FIELD, OrdType.LIMIT);
        m.setChar(TimeInForce.FIELD, TimeInForce.GOOD_TILL_CANCEL);
        m.setString(OrderQty.FIELD, "1");
        m.setString(Price.FIELD, "100.00");
        return m;
    }

    @Override
    public void fromApp(final Message message, final SessionID sessionId) throws FieldNotFound {
        if (!MsgType.EXECUTION_REPORT.equals(message.getHeader().getString(MsgType.FIELD))) {
            return;
        }
        final int i = Integer.parseInt(message.getString(ClOrdID.FIELD));
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
                message.setString(Password.FIELD, "load");
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
