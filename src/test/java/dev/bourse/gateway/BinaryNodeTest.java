package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.LoginRefusedException;
import dev.bourse.gateway.binary.client.ResponseListener;
import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RequestType;
import dev.bourse.gateway.rest.Listing;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The node runs the binary order entry beside REST: members log in with their API key, and every kind of event a
 * member gets comes through the node's fan-out (the adapter's mapping of each record).
 */
class BinaryNodeTest {

    @Test
    void aMemberLogsInWithItsApiKeyGetsEveryKindOfEventAndIsLoggedOutWhenTheNodeStops() throws Exception {
        final GatewayNode node = GatewayNode.start(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(),
                GatewayConfig.defaults("127.0.0.1", 0), List.of(new Listing(SymbolSpec.builder().symbolId(1)
                        .type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(1).quoteScale(1)
                        .priceBand(0).build(), 2, 0)), BinaryGatewayConfig.defaults("127.0.0.1", 0), null);
        final List<String> heard = new ArrayList<>();
        final ResponseListener recorder = new ResponseListener() {
            @Override
            public void onAccepted(final long seq, final long commandId, final long coreSequence,
                    final long timestamp, final long symbol, final long orderId, final RequestType type) {
                heard.add("Accepted " + seq + " cmd " + commandId);
            }

            @Override
            public void onCanceled(final long seq, final long commandId, final long coreSequence,
                    final long timestamp, final long symbol, final long orderId, final long price,
                    final long canceledSize, final long remaining, final Side side, final CancelReason reason) {
                heard.add("Canceled " + seq + " cmd " + commandId + " " + reason);
            }

            @Override
            public void onExecuted(final long seq, final long commandId, final long coreSequence,
                    final long timestamp, final long symbol, final long orderId, final long tradeId, final long price,
                    final long size, final long remaining, final long fee, final Side side, final boolean maker) {
                heard.add("Executed " + seq + " cmd " + commandId + " order " + (int) orderId + " " + side + " " + size
                        + "@" + price + " rem " + remaining + (maker ? " MAKER" : " TAKER"));
            }

            @Override
            public void onReplaced(final long seq, final long commandId, final long coreSequence,
                    final long timestamp, final long symbol, final long orderId, final long oldPrice,
                    final long newPrice, final long oldRemaining, final long newRemaining, final Side side,
                    final boolean priorityKept) {
                heard.add("Replaced " + seq + " cmd " + commandId + " " + oldRemaining + "@" + oldPrice + " -> "
                        + newRemaining + "@" + newPrice);
            }

            @Override
            public void onLogout(final LogoutReason reason, final String text) {
                heard.add("Logout " + reason);
            }
        };
        try {
            assertThat(node.binaryPort()).isPositive();
            node.core().addUsers(Map.of(5L, Map.of(1, 1_000L, 2, 1_000_000L)), 1).get(10, TimeUnit.SECONDS);
            final Principal member = node.keys().issue(5, false);
            final InetSocketAddress address = new InetSocketAddress("127.0.0.1", node.binaryPort());
            assertThatThrownBy(() -> BinaryClient.connect(address, 5, member.key(), "wrong", 0, false, 5_000))
                    .isInstanceOfSatisfying(LoginRefusedException.class,
                            e -> assertThat(e.reason()).isEqualTo(LoginRejectReason.BAD_CREDENTIALS));
            try (BinaryClient c = BinaryClient.connect(address, 5, member.key(), member.secret(), 0, false, 5_000)) {
                c.enter(42, new OrderRequest().uid(5).symbol(1).orderId((5L << 32) | 1).side(Side.ASK)
                        .type(OrderType.IOC).price(100).size(1));
                c.enter(43, new OrderRequest().uid(5).symbol(1).orderId((5L << 32) | 2).side(Side.ASK)
                        .type(OrderType.GTC).price(100).size(2));
                c.replace(44, 1, (5L << 32) | 2, 101, 3);
                c.enter(45, new OrderRequest().uid(5).symbol(1).orderId((5L << 32) | 3).side(Side.BID)
                        .type(OrderType.GTC).price(101).size(1));
                c.flush();
                await(c, recorder, heard, 8);
                assertThat(heard).containsExactly("Accepted 1 cmd 42", "Canceled 2 cmd 42 UNFILLED",
                        "Accepted 3 cmd 43", "Accepted 4 cmd 44", "Replaced 5 cmd 44 2@100 -> 3@101",
                        "Accepted 6 cmd 45", "Executed 7 cmd 45 order 2 ASK 1@101 rem 2 MAKER",
                        "Executed 8 cmd 45 order 3 BID 1@101 rem 0 TAKER");
                node.close();
                await(c, recorder, heard, 9);
                assertThat(heard.get(8)).isEqualTo("Logout SERVER_STOPPING");
            }
        } finally {
            node.close();
        }
    }

    private static void await(final BinaryClient c, final ResponseListener l, final List<String> heard,
            final int count) throws Exception {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (heard.size() < count && c.poll(l) >= 0) {
            assertThat(System.nanoTime() - deadline).as("heard " + heard).isNegative();
            Thread.onSpinWait();
        }
        assertThat(heard).hasSizeGreaterThanOrEqualTo(count);
    }
}
