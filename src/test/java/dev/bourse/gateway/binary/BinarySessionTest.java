package dev.bourse.gateway.binary;

import static dev.bourse.gateway.binary.BinaryFixture.SYMBOL;
import static dev.bourse.gateway.binary.BinaryFixture.orderId;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.LoginRefusedException;
import dev.bourse.gateway.binary.client.ResponseListener;
import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The session layer: numbering across connections, replay of what a member missed (bounded by the retention),
 * cancel on disconnect, one connection per member, logout, heartbeats both ways and the server's stop. The gateway
 * keeps 16 responses per member and beats every 250 ms here.
 */
class BinarySessionTest {
    private static final int RETAINED = 16;
    private static BinaryFixture f;

    @BeforeAll
    static void start() throws Exception {
        f = new BinaryFixture(BinaryGatewayConfig.defaults("127.0.0.1", 0).withRetainedResponses(RETAINED)
                .withHeartbeatMillis(250));
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static OrderRequest order(final long uid, final long own, final Side side, final OrderType type,
            final long price, final long size) {
        return new OrderRequest().uid(uid).symbol(SYMBOL).orderId(orderId(uid, own)).side(side).type(type)
                .price(price).size(size);
    }

    private static void awaitDisconnected(final long uid) throws Exception {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            try {
                f.login(uid, 0, false).close();
                return;
            } catch (final LoginRefusedException e) {
                assertThat(e.reason()).isEqualTo(LoginRejectReason.ALREADY_CONNECTED);
                assertThat(System.nanoTime() - deadline).isNegative();
                Thread.sleep(5);
            }
        }
    }

    @Test
    void aReconnectReplaysWhatTheMemberMissedWithTheSameNumbers() throws Exception {
        final long maker = f.member(31);
        final long taker = f.member(32);
        final ResponseRecorder first = new ResponseRecorder();
        try (BinaryClient m = f.login(maker, 0, false)) {
            m.enter(1, order(maker, 1, Side.BID, OrderType.GTC, 90, 2));
            m.flush();
            assertThat(first.awaitCount(m, 1)).containsExactly("Accepted 1 cmd 1 ENTER order 1");
        }
        final ResponseRecorder takerHeard = new ResponseRecorder();
        try (BinaryClient t = f.login(taker, 0, false)) {
            t.enter(9, order(taker, 1, Side.ASK, OrderType.GTC, 90, 2));
            t.flush();
            takerHeard.awaitCount(t, 2);
        }
        awaitDisconnected(maker);
        final ResponseRecorder missed = new ResponseRecorder();
        try (BinaryClient m = f.login(maker, first.lastSeq + 1, false)) {
            assertThat(m.replayFrom()).isEqualTo(2);
            assertThat(m.nextSeqAtLogin()).isEqualTo(3);
            assertThat(missed.awaitCount(m, 1)).containsExactly(
                    "Executed 2 cmd 0 order 1 BID 2@90 rem 0 fee " + 2 * BinaryFixture.SPEC.makerFee() + " MAKER");
        }
        awaitDisconnected(maker);
        final ResponseRecorder all = new ResponseRecorder();
        try (BinaryClient m = f.login(maker, 1, false)) {
            assertThat(all.awaitCount(m, 2)).containsExactly(first.lines.get(0), missed.lines.get(0));
        }
    }

    @Test
    void aReplayStartsAtTheOldestKeptResponseAndASeqBeyondTheNextIsRefused() throws Exception {
        final long uid = f.member(33);
        final int orders = RETAINED;
        try (BinaryClient c = f.login(uid, 0, false)) {
            for (int i = 1; i <= orders; i++) {
                c.enter(i, order(uid, i, Side.ASK, OrderType.IOC, 1_000_000, 1));
            }
            c.flush();
            new ResponseRecorder().awaitCount(c, 2 * orders);
        }
        awaitDisconnected(uid);
        final long next = 2L * orders + 1;
        final ResponseRecorder replayed = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 1, false)) {
            assertThat(c.replayFrom()).isEqualTo(next - RETAINED);
            assertThat(c.nextSeqAtLogin()).isEqualTo(next);
            final List<String> expected = new ArrayList<>();
            for (long seq = next - RETAINED; seq < next; seq += 2) {
                final long i = (seq + 1) / 2;
                expected.add("Accepted " + seq + " cmd " + i + " ENTER order " + i);
                expected.add("Canceled " + (seq + 1) + " cmd " + i + " order " + i + " ASK 1@1000000 rem 0 UNFILLED");
            }
            assertThat(replayed.awaitCount(c, RETAINED)).isEqualTo(expected);
        }
        awaitDisconnected(uid);
        assertThatThrownBy(() -> f.login(uid, next + 1, false)).isInstanceOfSatisfying(LoginRefusedException.class,
                e -> assertThat(e.reason()).isEqualTo(LoginRejectReason.BAD_SEQUENCE));
    }

    @Test
    void cancelOnDisconnectCancelsTheMembersOrdersAndTheCancelsAreKeptForItsReturn() throws Exception {
        final long uid = f.member(34);
        final long other = f.member(35);
        final ResponseRecorder heard = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 0, true); BinaryClient o = f.login(other, 0, false)) {
            c.enter(1, order(uid, 1, Side.BID, OrderType.GTC, 20, 1));
            c.enter(2, order(uid, 2, Side.BID, OrderType.GTC, 21, 2));
            c.flush();
            heard.awaitCount(c, 2);
            o.enter(1, order(other, 1, Side.BID, OrderType.GTC, 22, 1));
            o.flush();
            new ResponseRecorder().awaitCount(o, 1);
        }
        awaitDisconnected(uid);
        assertThat(f.core.userReport(uid).get().orders()).isEmpty();
        assertThat(f.core.userReport(other).get().orders()).hasSize(1);
        final ResponseRecorder back = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 3, false)) {
            assertThat(back.awaitCount(c, 2)).containsExactly(
                    "Canceled 3 cmd 0 order 1 BID 1@20 rem 0 MASS_CANCELLED",
                    "Canceled 4 cmd 0 order 2 BID 2@21 rem 0 MASS_CANCELLED");
        }
    }

    @Test
    void aMemberHasOneConnectionAtATimeAndALogoutIsAcknowledged() throws Exception {
        final long uid = f.member(36);
        try (BinaryClient c = f.login(uid, 0, false)) {
            assertThatThrownBy(() -> f.login(uid, 0, false)).isInstanceOfSatisfying(LoginRefusedException.class,
                    e -> assertThat(e.reason()).isEqualTo(LoginRejectReason.ALREADY_CONNECTED));
            c.logout();
            final ResponseRecorder heard = new ResponseRecorder();
            heard.awaitSilently(c, l -> c.isClosed());
            assertThat(heard.lines).containsExactly("Logout LOGOUT_ACK");
        }
    }

    @Test
    void theServerBeatsWhileIdleAndEndsAConnectionThatStaysSilent() throws Exception {
        final long uid = f.member(37);
        final ResponseRecorder heard = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 0, false)) {
            heard.awaitSilently(c, l -> c.isClosed());
            assertThat(heard.heartbeats).isPositive();
            assertThat(heard.lines).containsExactly("Logout HEARTBEAT_TIMEOUT");
        }
    }

    @Test
    void aClientThatKeepsAliveStaysConnected() throws Exception {
        final long uid = f.member(38);
        try (BinaryClient c = f.login(uid, 0, false)) {
            final long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1_500);
            final ResponseListener ignore = new ResponseListener() {
            };
            while (System.nanoTime() < end) {
                c.keepAlive();
                assertThat(c.poll(ignore)).isNotNegative();
                Thread.sleep(5);
            }
            assertThat(c.isClosed()).isFalse();
        }
    }
}
