package dev.bourse.gateway.fix;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import quickfix.Application;
import quickfix.DefaultMessageFactory;
import quickfix.FieldNotFound;
import quickfix.FileStoreFactory;
import quickfix.Message;
import quickfix.SLF4JLogFactory;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionSettings;
import quickfix.SocketInitiator;
import quickfix.field.MsgType;
import quickfix.field.Password;

/** A member's side in the tests: a QuickFIX/J initiator on loopback that queues what it receives. */
final class FixTestClient implements Application, AutoCloseable {
    final SessionID session;
    final BlockingQueue<Message> app = new LinkedBlockingQueue<>();
    final BlockingQueue<Message> admin = new LinkedBlockingQueue<>();
    private final String password;
    private final SocketInitiator initiator;

    FixTestClient(final String compId, final String password, final int port, final Path store, final int heartBtInt)
            throws Exception {
        this.password = password;
        this.session = new SessionID("FIX.4.4", compId, "BOURSE");
        final SessionSettings s = new SessionSettings();
        s.setString("ConnectionType", "initiator");
        s.setString("SocketConnectHost", "127.0.0.1");
        s.setLong("SocketConnectPort", port);
        s.setString("FileStorePath", store.toString());
        s.setString("StartTime", "00:00:00");
        s.setString("EndTime", "00:00:00");
        s.setBool("NonStopSession", true);
        s.setLong("HeartBtInt", heartBtInt);
        s.setLong("ReconnectInterval", 1);
        s.setBool("UseDataDictionary", true);
        s.setString("DataDictionary", "FIX44.xml");
        s.setString(session, "BeginString", "FIX.4.4");
        s.setString(session, "SenderCompID", compId);
        s.setString(session, "TargetCompID", "BOURSE");
        initiator = new SocketInitiator(this, new FileStoreFactory(s), s, System.getenv("FIXLOG") != null ? new quickfix.ScreenLogFactory(s) : new SLF4JLogFactory(s),
                new DefaultMessageFactory());
        initiator.start();
    }

    /** Starts and waits for the logon. */
    static FixTestClient loggedOn(final String compId, final String password, final int port, final Path store)
            throws Exception {
        final FixTestClient c = new FixTestClient(compId, password, port, store, 30);
        c.awaitLogon();
        return c;
    }

    void awaitLogon() throws InterruptedException {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!isLoggedOn()) {
            if (System.nanoTime() > end) {
                throw new AssertionError(session + " did not log on");
            }
            Thread.sleep(10);
        }
    }

    boolean isLoggedOn() {
        final Session s = Session.lookupSession(session);
        return s != null && s.isLoggedOn();
    }

    void send(final Message m) {
        if (!Session.lookupSession(session).send(m)) {
            throw new AssertionError("not sent: " + m);
        }
    }

    /** @return the next application message, within 5 s */
    Message next() throws InterruptedException {
        final Message m = app.poll(5, TimeUnit.SECONDS);
        if (m == null) {
            throw new AssertionError(session + ": no message within 5 s; admin messages: " + admin);
        }
        return m;
    }

    /** @return the next admin message that matches, within 5 s (others before it are dropped) */
    Message nextAdmin(final Predicate<Message> which) throws InterruptedException {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (System.nanoTime() < end) {
            final Message m = admin.poll(100, TimeUnit.MILLISECONDS);
            if (m != null && which.test(m)) {
                return m;
            }
        }
        throw new AssertionError(session + ": no such admin message within 5 s");
    }

    /** @return what arrives within the time, in order */
    List<Message> drain(final long millis) throws InterruptedException {
        final List<Message> out = new ArrayList<>();
        final long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < end) {
            final Message m = app.poll(10, TimeUnit.MILLISECONDS);
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    static boolean isType(final Message m, final String type) {
        try {
            return type.equals(m.getHeader().getString(MsgType.FIELD));
        } catch (final FieldNotFound e) {
            return false;
        }
    }

    @Override
    public void onCreate(final SessionID sessionId) {
    }

    @Override
    public void onLogon(final SessionID sessionId) {
    }

    @Override
    public void onLogout(final SessionID sessionId) {
    }

    @Override
    public void toAdmin(final Message message, final SessionID sessionId) {
        if (isType(message, MsgType.LOGON)) {
            message.setString(Password.FIELD, password);
        }
    }

    @Override
    public void fromAdmin(final Message message, final SessionID sessionId) {
        admin.add(message);
    }

    @Override
    public void toApp(final Message message, final SessionID sessionId) {
    }

    @Override
    public void fromApp(final Message message, final SessionID sessionId) {
        app.add(message);
    }

    @Override
    public void close() {
        initiator.stop(true);
    }
}
