package dev.bourse.gateway.fix;

import static dev.bourse.gateway.fix.FixMessages.limit;
import static dev.bourse.gateway.fix.FixMessages.order;
import static dev.bourse.gateway.fix.FixMessages.summary;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import quickfix.Message;
import quickfix.Session;
import quickfix.field.OrdType;
import quickfix.field.PossDupFlag;
import quickfix.field.SessionRejectReason;
import quickfix.field.Side;
import quickfix.field.TimeInForce;

/**
 * The session layer and bad input: credentials, heartbeats, logout, a reconnect whose gap is replayed from the store,
 * and every kind of malformed or unacceptable message answered with a Reject, a BusinessMessageReject or a rejected
 * ExecutionReport while the session stays up and nothing reaches the core.
 */
class FixSessionTest extends FixTwoMembers {
    private static int sessionReject(final FixTestClient c) throws Exception {
        final Message r = c.nextAdmin(m -> FixTestClient.isType(m, "3"));
        return r.getInt(SessionRejectReason.FIELD);
    }

    @Test
    void malformedAndUnacceptableMessagesAreRefusedWithAReasonAndNothingReachesTheCore() throws Exception {
        alice.app.clear();
        alice.admin.clear();
        final long before = n.fix.submitted();

        final Message unknownTag = limit("x1", 16, Side.BUY, "1", "1.00");
        unknownTag.setString(4999, "what");
        alice.send(unknownTag);
        assertThat(sessionReject(alice)).as("undefined tag").isEqualTo(SessionRejectReason.INVALID_TAG_NUMBER);

        final Message userDefined = limit("x2", 16, Side.BUY, "1", "1.00");
        userDefined.setString(7777, "what");
        alice.send(userDefined);
        assertThat(sessionReject(alice)).as("unknown user-defined tag").isEqualTo(SessionRejectReason.INVALID_TAG_NUMBER);

        final Message wrongMessage = limit("x3", 16, Side.BUY, "1", "1.00");
        wrongMessage.setString(150, "0");
        alice.send(wrongMessage);
        assertThat(sessionReject(alice)).isEqualTo(SessionRejectReason.TAG_NOT_DEFINED_FOR_THIS_MESSAGE_TYPE);

        final Message noSide = limit("x4", 16, Side.BUY, "1", "1.00");
        noSide.removeField(54);
        alice.send(noSide);
        assertThat(sessionReject(alice)).isEqualTo(SessionRejectReason.REQUIRED_TAG_MISSING);

        alice.send(order("x5", 16, Side.BUY, 'Z', TimeInForce.GOOD_TILL_CANCEL, "1", "1.00", null));
        assertThat(sessionReject(alice)).isEqualTo(SessionRejectReason.VALUE_IS_INCORRECT);

        alice.send(limit("x6", 16, Side.BUY, "abc", "1.00"));
        assertThat(sessionReject(alice)).isEqualTo(SessionRejectReason.INCORRECT_DATA_FORMAT_FOR_VALUE);

        final Message unsupported = new quickfix.fix44.TradingSessionStatusRequest();
        unsupported.setString(335, "t1");
        unsupported.setChar(263, '0');
        alice.send(unsupported);
        alice.send(order("x7", 16, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "1", null, null));
        alice.send(limit("x8", 16, Side.BUY, "1", "1.005"));
        alice.send(limit("x9", 999, Side.BUY, "1", "1.00"));
        alice.send(order("x10", 16, Side.BUY, OrdType.MARKET, TimeInForce.FILL_OR_KILL, "1", null, null));
        alice.send(limit("x11", 16, Side.BUY, "0", "1.00"));
        alice.send(limit("x12", 16, Side.BUY, "1", "99999999999999999999.00"));
        final List<String> answers = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            answers.add(summary(alice.next()));
        }
        assertThat(answers).containsExactly("BMR 3", "BMR 5", "ER 8/8 x8 cum=0 leaves=0 rej=99",
                "ER 8/8 x9 cum=0 leaves=0 rej=1", "ER 8/8 x10 cum=0 leaves=0 rej=11",
                "ER 8/8 x11 cum=0 leaves=0 rej=13", "ER 8/8 x12 cum=0 leaves=0 rej=99");
        assertThat(n.fix.submitted()).as("nothing reached the core").isEqualTo(before);
        assertThat(n.fix.errors()).isZero();

        assertThat(alice.isLoggedOn()).isTrue();
        alice.send(limit("x13", 16, Side.BUY, "1", "1.00"));
        assertThat(summary(alice.next())).isEqualTo("ER 0/0 x13 cum=0 leaves=1");
    }

    @Test
    void aWrongPasswordOrAnUnknownCompIdIsNotLoggedOn() throws Exception {
        try (FixTestClient carol = new FixTestClient("CAROL", "wrong", n.fix.port(), n.dir.resolve("carol"), 30);
                FixTestClient mallory = new FixTestClient("MALLORY", "x", n.fix.port(), n.dir.resolve("mal"), 30)) {
            final Message logout = carol.nextAdmin(m -> FixTestClient.isType(m, "5"));
            assertThat(FixMessages.get(logout, 58)).isEqualTo("bad credentials");
            Thread.sleep(300);
            assertThat(carol.isLoggedOn()).isFalse();
            assertThat(mallory.isLoggedOn()).isFalse();
            assertThat(n.fix.loggedOn()).isEqualTo(2);
        }
    }

    @Test
    void heartbeatsFlowAndALogoutIsAnswered() throws Exception {
        final FixTestClient dave = new FixTestClient("DAVE", "dave-pw", n.fix.port(), n.dir.resolve("dave"), 1);
        try {
            dave.awaitLogon();
            dave.nextAdmin(m -> FixTestClient.isType(m, "0"));
            assertThat(n.fix.loggedOn()).isEqualTo(3);
            Session.lookupSession(dave.session).logout("done");
            dave.nextAdmin(m -> FixTestClient.isType(m, "5"));
            final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (n.fix.loggedOn() != 2 && System.nanoTime() < end) {
                Thread.sleep(10);
            }
            assertThat(n.fix.loggedOn()).isEqualTo(2);
        } finally {
            dave.close();
        }
    }

    @Test
    void aMemberThatReconnectsGetsTheReportsItMissedByResend() throws Exception {
        alice.send(limit("g1", 17, Side.SELL, "2", "30.00"));
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        String ack = null;
        while (ack == null && System.nanoTime() < end) {
            final Message m = alice.next();
            if ("g1".equals(FixMessages.get(m, 11))) {
                ack = summary(m);
            }
        }
        assertThat(ack).isEqualTo("ER 0/0 g1 cum=0 leaves=2");
        alice.close();
        n.clients.remove(alice);
        bob.send(limit("gb1", 17, Side.BUY, "2", "30.00"));
        final long wait = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (n.fix.inFlight() > 0 && System.nanoTime() < wait) {
            Thread.sleep(10);
        }
        alice = n.client("ALICE", "alice-pw");
        final Message missed = alice.next();
        assertThat(summary(missed)).isEqualTo("ER F/2 g1 cum=2 leaves=0 last=2@30.00 fee=0.02");
        assertThat(missed.getHeader().getBoolean(PossDupFlag.FIELD)).isTrue();
    }
}
