package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.ResponseListener;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RequestType;
import dev.bourse.gateway.rest.Listing;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A member that sends 100,000 orders as fast as it can and never reads its responses, on the node's wiring (the
 * binary gateway fed by a BLOCK consumer of the event stream, the core INLINE on the gateway's thread): it must not
 * stall the other members' sessions or the core, its backlog stays within its session's retention, and it is ended
 * with Logout SLOW_CONSUMER, which it reads when it reads again (within the grace of three heartbeat intervals, 10 s
 * each here so that a loaded machine cannot end the sessions first).
 */
class BinarySlowConsumerTest {
    private static final int ORDERS = 100_000;

    @Test
    void aMemberThatStopsReadingIsLoggedOutAsASlowConsumerAndStallsNobody() throws Exception {
        final GatewayNode node = GatewayNode.start(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(),
                GatewayConfig.defaults("127.0.0.1", 0), List.of(new Listing(SymbolSpec.builder().symbolId(1)
                        .type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(1).quoteScale(1)
                        .priceBand(0).build(), 2, 0)), BinaryGatewayConfig.defaults("127.0.0.1", 0)
                        .withHeartbeatMillis(10_000), null);
        try {
            node.core().addUsers(Map.of(5L, Map.of(1, 1L << 40, 2, 1L << 50), 6L, Map.of(1, 1L << 40, 2, 1L << 50)),
                    1).get(10, TimeUnit.SECONDS);
            final Principal slow = node.keys().issue(5, false);
            final Principal other = node.keys().issue(6, false);
            final InetSocketAddress address = new InetSocketAddress("127.0.0.1", node.binaryPort());
            try (BinaryClient s = BinaryClient.connect(address, 5, slow.key(), slow.secret(), 0, false, 5_000);
                    BinaryClient o = BinaryClient.connect(address, 6, other.key(), other.secret(), 0, false, 5_000)) {
                final AtomicLong sent = new AtomicLong();
                final AtomicReference<Throwable> sendFailure = new AtomicReference<>();
                final Thread sender = new Thread(() -> sendWithoutReading(s, sent, sendFailure), "slow-member");
                sender.setDaemon(true);
                sender.start();
                final Answers answers = new Answers();
                long asked = 0;
                final long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                do {
                    asked++;
                    o.enter(asked, new OrderRequest().uid(6).symbol(1).orderId((6L << 32) | asked).side(Side.BID)
                            .type(OrderType.GTC).price(500).size(1));
                    o.flush();
                    final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                    while (answers.accepted < asked && System.nanoTime() - deadline < 0 && o.poll(answers) >= 0) {
                        Thread.onSpinWait();
                    }
                    assertThat(answers.accepted).as("the other member's order %d answered while the slow one has "
                            + "sent %,d orders and read nothing", asked, sent.get()).isEqualTo(asked);
                } while (sender.isAlive() && System.nanoTime() - until < 0);
                assertThat(sender.isAlive()).as("the slow member's writes blocked after " + sent.get() + " orders")
                        .isFalse();
                assertThat(node.core().l2(1, 10).get(10, TimeUnit.SECONDS)).as("the core answers").isNotNull();
                final Answers slowAnswers = new Answers();
                final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                while (slowAnswers.logout == null && System.nanoTime() - end < 0 && s.poll(slowAnswers) >= 0) {
                    Thread.onSpinWait();
                }
                assertThat(slowAnswers.logout).isEqualTo(LogoutReason.SLOW_CONSUMER);
                assertThat(slowAnswers.lastSeq).as("what the slow member could still read is bounded by the "
                        + "retention and its write buffer").isLessThan(ORDERS);
            }
        } finally {
            node.close();
        }
    }

    private static void sendWithoutReading(final BinaryClient s, final AtomicLong sent,
            final AtomicReference<Throwable> failure) {
        final OrderRequest r = new OrderRequest();
        try {
            for (int id = 1; id <= ORDERS; id++) {
                s.enter(id, r.clear().uid(5).symbol(1).orderId((5L << 32) | id).side((id & 1) == 0 ? Side.ASK
                        : Side.BID).type(OrderType.GTC).price(1000).size(1));
                sent.set(id);
            }
            s.flush();
        } catch (final IOException e) {
            failure.set(e);
        }
    }

    /** Counts the answers and keeps the Logout. */
    private static final class Answers implements ResponseListener {
        private long accepted;
        private long lastSeq;
        private LogoutReason logout;

        @Override
        public void onAccepted(final long seq, final long commandId, final long coreSequence, final long timestamp,
                final long symbol, final long orderId, final RequestType type) {
            accepted++;
            lastSeq = seq;
        }

        @Override
        public void onLogout(final LogoutReason reason, final String text) {
            logout = reason;
        }
    }
}
