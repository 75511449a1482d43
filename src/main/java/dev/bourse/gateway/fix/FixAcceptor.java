package dev.bourse.gateway.fix;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ExchangeListener;
import dev.bourse.gateway.rest.SymbolCatalog;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import org.apache.mina.core.service.IoAcceptor;
import quickfix.ConfigError;
import quickfix.DefaultMessageFactory;
import quickfix.FileStoreFactory;
import quickfix.MessageStoreFactory;
import quickfix.RuntimeError;
import quickfix.SLF4JLogFactory;
import quickfix.SessionID;
import quickfix.SessionSettings;
import quickfix.SocketAcceptor;

/**
 * The node's FIX 4.4 order entry: a QuickFIX/J acceptor with one session per configured member, its sequence
 * numbers and sent messages in the configured store (so a member that reconnects gets what it missed by resend or gap
 * fill; across node restarts with {@link FixStore#FILE}), in front of the core. Requests go in through
 * {@link ExchangeApi}'s {@code try*} calls; reports come out of {@link #listener()}, which the node feeds with the
 * core's event stream. {@code docs/fix.md} lists the messages, tags and reject reasons.
 * <pre>
 *   member (initiator) --FIX--&gt; SocketAcceptor --&gt; OrderEntryApplication --&gt; OrderEntryAdapter,
 *                                                                           OrderAmendAdapter --try*--&gt; core
 *   member &lt;--ExecutionReport-- ReportEncoder &lt;-- ExecutionReportPublisher &lt;-- event stream &lt;-- core
 * </pre>
 * <p>Thread-safety: {@link #start} and {@link #close()} from one thread; the rest from any.
 */
public final class FixAcceptor implements AutoCloseable {
    private final FixSettings settings;
    private final SymbolCatalog catalog;
    private final ExecutionReportPublisher publisher;
    private final Map<String, MemberOrders> byCompId;
    private final ReportEncoder encoder = new ReportEncoder();
    private final PendingRequests pending = new PendingRequests();
    private OrderEntryApplication application;
    private SocketAcceptor acceptor;

    /**
     * Prepares the sessions; {@link #start} opens them. The core is given at start, so that the node can build the
     * core with this acceptor's {@link #listener()} on its event stream first.
     *
     * @param settings the sessions and the address
     * @param catalog  the listings and currency scales
     */
    public FixAcceptor(final FixSettings settings, final SymbolCatalog catalog) {
        this.settings = settings;
        this.catalog = catalog;
        final Map<Long, MemberOrders> byUid = new HashMap<>();
        final Map<String, MemberOrders> members = new HashMap<>();
        for (final FixMember member : settings.members()) {
            final MemberOrders m = new MemberOrders(member, sessionId(member), settings.recentClOrdIds());
            byUid.put(member.uid(), m);
            members.put(member.compId(), m);
        }
        this.byCompId = Map.copyOf(members);
        this.publisher = new ExecutionReportPublisher(Map.copyOf(byUid), pending, encoder, catalog);
    }

    private SessionID sessionId(final FixMember member) {
        return new SessionID("FIX.4.4", settings.compId(), member.compId());
    }

    /**
     * @return the listener that turns the core's events into ExecutionReports; give it every event of the core (not
     *     the replayed ones), on one thread
     */
    public ExchangeListener listener() {
        return publisher;
    }

    /**
     * Opens the store directory (with {@link FixStore#FILE}) and starts listening.
     *
     * @param core the core the members trade on; its events must reach {@link #listener()}
     * @throws IOException           if the store directory cannot be created or the port cannot be bound
     * @throws IllegalStateException if started already
     */
    public synchronized void start(final ExchangeApi core) throws IOException {
        if (application != null) {
            throw new IllegalStateException("started already");
        }
        application = new OrderEntryApplication(byCompId,
                new OrderEntryAdapter(core, catalog, pending, encoder, publisher),
                new OrderAmendAdapter(core, catalog, pending, encoder), encoder);
        final SessionSettings s = new SessionSettings();
        s.setString("ConnectionType", "acceptor");
        s.setString("BeginString", "FIX.4.4");
        s.setString("SenderCompID", settings.compId());
        s.setString("SocketAcceptAddress", settings.host());
        s.setLong("SocketAcceptPort", settings.port());
        s.setString("StartTime", "00:00:00");
        s.setString("EndTime", "00:00:00");
        s.setBool("NonStopSession", true);
        s.setBool("UseDataDictionary", true);
        s.setString("DataDictionary", "FIX44.xml");
        s.setBool("ResetOnLogon", false);
        s.setBool("ResetOnLogout", false);
        s.setBool("ResetOnDisconnect", false);
        s.setBool("SocketTcpNoDelay", true);
        for (final FixMember member : settings.members()) {
            s.setString(sessionId(member), "TargetCompID", member.compId());
        }
        try {
            // QuickFIX/J's events and messages go to SLF4J (the node binds it to nothing): the library prints nothing.
            acceptor = new SocketAcceptor(application, storeFactory(s), s, new SLF4JLogFactory(s),
                    new DefaultMessageFactory());
            acceptor.start();
        } catch (final ConfigError | RuntimeError e) {
            throw new IOException("FIX acceptor on " + settings.host() + ":" + settings.port() + ": "
                    + e.getMessage(), e);
        }
    }

    private MessageStoreFactory storeFactory(final SessionSettings s) throws IOException {
        if (settings.store() == FixStore.MEMORY) {
            return sessionId -> new BoundedMemoryStore(BoundedMemoryStore.DEFAULT_CAPACITY);
        }
        Files.createDirectories(settings.storeDir());
        s.setString("FileStorePath", settings.storeDir().toString());
        return new FileStoreFactory(s);
    }

    /** @return the port it listens on (the bound one when configured with 0), or -1 before {@link #start()} */
    public synchronized int port() {
        if (acceptor == null) {
            return -1;
        }
        for (final IoAcceptor endpoint : acceptor.getEndpoints()) {
            if (endpoint.getLocalAddress() instanceof InetSocketAddress a) {
                return a.getPort();
            }
        }
        return settings.port();
    }

    /** @return sessions logged on now */
    public synchronized int loggedOn() {
        return application == null ? 0 : application.loggedOn();
    }

    /** @return FIX requests in the core not yet answered */
    public int inFlight() {
        return pending.size();
    }

    /** @return requests submitted to the core so far; what the gateway refused itself is not counted */
    public long submitted() {
        return pending.added();
    }

    /** @return requests that failed inside the gateway (bugs), each answered with a BusinessMessageReject */
    public synchronized long errors() {
        return application == null ? 0 : application.errors();
    }

    /** @return one line for the operator: port, sessions logged on, requests in flight */
    public String status() {
        return "fixPort=" + port() + " fixSessions=" + loggedOn() + " fixInFlight=" + inFlight();
    }

    /** Logs every session out and stops listening; idempotent. */
    @Override
    public synchronized void close() {
        if (acceptor != null) {
            acceptor.stop();
            acceptor = null;
        }
    }
}
