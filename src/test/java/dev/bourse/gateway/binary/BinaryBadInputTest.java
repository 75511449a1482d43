package dev.bourse.gateway.binary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.gateway.binary.RawConnection.Frame;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.LoginRefusedException;
import dev.bourse.gateway.binary.sbe.AcceptedDecoder;
import dev.bourse.gateway.binary.sbe.EnterOrderDecoder;
import dev.bourse.gateway.binary.sbe.LoginAcceptedDecoder;
import dev.bourse.gateway.binary.sbe.LoginDecoder;
import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import dev.bourse.gateway.binary.sbe.LoginRejectedDecoder;
import dev.bourse.gateway.binary.sbe.LogoutDecoder;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.SessionRejectDecoder;
import dev.bourse.gateway.binary.sbe.SessionRejectReason;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every bad input a client can send: each gets its documented answer (a SessionReject and the session goes on, or a
 * Logout with the reason and the connection closed), and the server keeps serving others.
 */
class BinaryBadInputTest {
    private static final int FRAME_START = 8;
    private static BinaryFixture f;

    @BeforeAll
    static void start() throws Exception {
        f = new BinaryFixture();
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static RawConnection loggedIn(final long uid) throws Exception {
        final RawConnection c = new RawConnection(f.address());
        c.send(RawConnection.login(uid, "key-" + uid, "secret-" + uid, 0));
        assertThat(c.read().templateId()).isEqualTo(LoginAcceptedDecoder.TEMPLATE_ID);
        return c;
    }

    private static void assertLogout(final RawConnection c, final LogoutReason reason) throws Exception {
        final Frame logout = c.read();
        assertThat(logout.templateId()).isEqualTo(LogoutDecoder.TEMPLATE_ID);
        assertThat(LogoutReason.get((short) logout.byteAt(FRAME_START))).isEqualTo(reason);
        assertThat(c.closedByServer()).isTrue();
    }

    private static void assertSessionReject(final RawConnection c, final int templateId,
            final SessionRejectReason reason) throws Exception {
        final Frame reject = c.read();
        assertThat(reject.templateId()).isEqualTo(SessionRejectDecoder.TEMPLATE_ID);
        assertThat(reject.byteAt(FRAME_START) | reject.byteAt(FRAME_START + 1) << 8).isEqualTo(templateId);
        assertThat(SessionRejectReason.get((short) reject.byteAt(FRAME_START + 2))).isEqualTo(reason);
    }

    private static void assertStillServes(final RawConnection c, final long uid, final long own) throws Exception {
        c.send(RawConnection.enter(77, uid, own));
        assertThat(c.read().templateId()).isEqualTo(AcceptedDecoder.TEMPLATE_ID);
    }

    static void awaitNoConnections() throws InterruptedException {
        final long deadline = System.nanoTime() + 10_000_000_000L;
        while (f.gateway.connections() > 0) {
            assertThat(System.nanoTime() - deadline).as("connections still open").isNegative();
            Thread.sleep(1);
        }
    }

    @Test
    void aMessageBeforeTheLoginEndsTheConnectionWithNotLoggedIn() throws Exception {
        try (RawConnection c = new RawConnection(f.address())) {
            c.send(RawConnection.enter(1, 21, 1));
            assertLogout(c, LogoutReason.NOT_LOGGED_IN);
        }
    }

    @Test
    void aBadLoginIsRefusedAndClosed() throws Exception {
        f.member(22);
        try (RawConnection c = new RawConnection(f.address())) {
            c.send(RawConnection.login(22, "key-22", "wrong", 0));
            final Frame refused = c.read();
            assertThat(refused.templateId()).isEqualTo(LoginRejectedDecoder.TEMPLATE_ID);
            assertThat(LoginRejectReason.get((short) refused.byteAt(FRAME_START)))
                    .isEqualTo(LoginRejectReason.BAD_CREDENTIALS);
            assertThat(c.closedByServer()).isTrue();
        }
        assertThatThrownBy(() -> BinaryClient.connect(f.address(), 9_999, "key-9999", "secret-9999", 0, false, 5_000))
                .isInstanceOfSatisfying(LoginRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(LoginRejectReason.BAD_CREDENTIALS));
    }

    @Test
    void aTruncatedFrameWaitsForItsRestAndIsThenHandled() throws Exception {
        f.member(23);
        try (RawConnection c = loggedIn(23)) {
            final byte[] enter = RawConnection.enter(5, 23, 1);
            c.send(Arrays.copyOf(enter, 1));
            assertThat(c.silentFor(150)).isTrue();
            c.send(Arrays.copyOfRange(enter, 1, 40));
            assertThat(c.silentFor(150)).isTrue();
            c.send(Arrays.copyOfRange(enter, 40, enter.length));
            assertThat(c.read().templateId()).isEqualTo(AcceptedDecoder.TEMPLATE_ID);
        }
    }

    @Test
    void anOversizedFrameEndsTheConnectionWithFrameTooLarge() throws Exception {
        f.member(24);
        try (RawConnection c = loggedIn(24)) {
            c.send(RawConnection.headerOnly(EnterOrderDecoder.BLOCK_LENGTH, EnterOrderDecoder.TEMPLATE_ID,
                    EnterOrderDecoder.SCHEMA_ID, 1, 600));
            assertLogout(c, LogoutReason.FRAME_TOO_LARGE);
        }
    }

    @Test
    void aFrameLengthShorterThanTheHeaderEndsTheConnectionWithBadFrameLength() throws Exception {
        f.member(25);
        try (RawConnection c = loggedIn(25)) {
            c.send(new byte[] {3, 0, 1, 2, 3});
            assertLogout(c, LogoutReason.BAD_FRAME_LENGTH);
        }
    }

    @Test
    void unreadableMessagesAreRejectedOneByOneAndTheSessionGoesOn() throws Exception {
        f.member(26);
        try (RawConnection c = loggedIn(26)) {
            c.send(RawConnection.headerOnly(8, 99, EnterOrderDecoder.SCHEMA_ID, 1, 8));
            assertSessionReject(c, 99, SessionRejectReason.UNKNOWN_TEMPLATE);
            c.send(RawConnection.headerOnly(EnterOrderDecoder.BLOCK_LENGTH, EnterOrderDecoder.TEMPLATE_ID, 7301, 1,
                    EnterOrderDecoder.BLOCK_LENGTH));
            assertSessionReject(c, EnterOrderDecoder.TEMPLATE_ID, SessionRejectReason.WRONG_SCHEMA);
            c.send(RawConnection.headerOnly(EnterOrderDecoder.BLOCK_LENGTH, EnterOrderDecoder.TEMPLATE_ID,
                    EnterOrderDecoder.SCHEMA_ID, 2, EnterOrderDecoder.BLOCK_LENGTH));
            assertSessionReject(c, EnterOrderDecoder.TEMPLATE_ID, SessionRejectReason.WRONG_SCHEMA);
            c.send(RawConnection.headerOnly(10, EnterOrderDecoder.TEMPLATE_ID, EnterOrderDecoder.SCHEMA_ID, 1, 10));
            assertSessionReject(c, EnterOrderDecoder.TEMPLATE_ID, SessionRejectReason.BLOCK_TOO_SHORT);
            c.send(RawConnection.headerOnly(EnterOrderDecoder.BLOCK_LENGTH, EnterOrderDecoder.TEMPLATE_ID,
                    EnterOrderDecoder.SCHEMA_ID, 1, 20));
            assertSessionReject(c, EnterOrderDecoder.TEMPLATE_ID, SessionRejectReason.BLOCK_TOO_SHORT);
            c.send(RawConnection.headerOnly(AcceptedDecoder.BLOCK_LENGTH, AcceptedDecoder.TEMPLATE_ID,
                    AcceptedDecoder.SCHEMA_ID, 1, AcceptedDecoder.BLOCK_LENGTH));
            assertSessionReject(c, AcceptedDecoder.TEMPLATE_ID, SessionRejectReason.NOT_FOR_SERVER);
            c.send(RawConnection.login(26, "key-26", "secret-26", 0));
            assertSessionReject(c, LoginDecoder.TEMPLATE_ID, SessionRejectReason.ALREADY_LOGGED_IN);
            assertStillServes(c, 26, 1);
        }
    }

    @Test
    void tooManyRejectsEndTheConnection() throws Exception {
        f.member(27);
        try (RawConnection c = loggedIn(27)) {
            final byte[] unknown = RawConnection.headerOnly(0, 99, EnterOrderDecoder.SCHEMA_ID, 1, 0);
            final byte[] many = new byte[unknown.length * (InboundAdapter.MAX_REJECTS + 1)];
            for (int i = 0; i <= InboundAdapter.MAX_REJECTS; i++) {
                System.arraycopy(unknown, 0, many, i * unknown.length, unknown.length);
            }
            c.send(many);
            for (int i = 0; i < InboundAdapter.MAX_REJECTS; i++) {
                assertThat(c.read().templateId()).isEqualTo(SessionRejectDecoder.TEMPLATE_ID);
            }
            assertLogout(c, LogoutReason.TOO_MANY_REJECTS);
        }
    }

    @Test
    void randomBytesNeverStopTheServer() throws Exception {
        f.member(28);
        final Random random = new Random(28);
        for (int round = 0; round < 30; round++) {
            try (RawConnection c = round % 2 == 0 ? loggedIn(28) : new RawConnection(f.address())) {
                final byte[] junk = new byte[1 + random.nextInt(2_000)];
                random.nextBytes(junk);
                c.send(junk);
            }
            awaitNoConnections();
        }
        try (RawConnection c = loggedIn(28)) {
            assertStillServes(c, 28, 1);
        }
        assertThat(f.gateway.errors()).isZero();
    }
}
