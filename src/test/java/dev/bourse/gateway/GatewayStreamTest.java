package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bourse.gateway.auth.RequestSigner;
import java.net.URI;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GatewayStreamTest extends TwoMemberNode {
    /** Collects text frames and the close. */
    private static final class Client implements WebSocket.Listener {
        final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        final CompletableFuture<String> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(final WebSocket webSocket, final CharSequence data, final boolean last) {
            partial.append(data);
            if (last) {
                messages.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(final WebSocket webSocket, final int statusCode, final String reason) {
            closed.complete(statusCode + " " + reason);
            return null;
        }

        JsonNode next(final String type) throws Exception {
            while (true) {
                final String m = messages.poll(10, TimeUnit.SECONDS);
                assertThat(m).as("a " + type + " message").isNotNull();
                final JsonNode n = GatewayFixture.JSON.readTree(m);
                if (n.get("type").asText().equals(type)) {
                    return n;
                }
            }
        }

        void send(final String text) {
            ws.sendText(text, true).join();
        }
    }

    private static Client connect() {
        final Client c = new Client();
        c.ws = f.http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + f.node.port() + "/api/v1/ws"), c)
                .join();
        return c;
    }

    private static String order(final long id, final String side, final String price, final String size) {
        return "{\"symbol\":1,\"clientOrderId\":" + id + ",\"side\":\"" + side + "\",\"type\":\"GTC\",\"price\":\""
                + price + "\",\"size\":\"" + size + "\"}";
    }

    @Test
    void aSubscriberSeesTheTradeTheL2SnapshotAndDeltasAndOnlyItsOwnOrderEvents() throws Exception {
        final Client c = connect();
        final long ts = System.currentTimeMillis();
        c.send("{\"op\":\"auth\",\"key\":\"" + bob.key() + "\",\"timestamp\":" + ts + ",\"signature\":\""
                + RequestSigner.sign(bob.secret(), ts, "GET", "/api/v1/ws", null, new byte[0]) + "\"}");
        assertThat(c.next("ack").get("op").asText()).isEqualTo("auth");
        c.send("{\"op\":\"subscribe\",\"channel\":\"orders\"}");
        c.next("ack");
        c.send("{\"op\":\"subscribe\",\"channel\":\"trades\",\"symbol\":1}");
        c.next("ack");
        f.call(alice, "POST", "/api/v1/orders", order(10, "ASK", "99.00", "5"));
        c.send("{\"op\":\"subscribe\",\"channel\":\"l2\",\"symbol\":1}");
        final JsonNode snapshot = c.next("l2snapshot");
        assertThat(snapshot.get("asks").toString()).contains("[\"99.00\",\"5\",1]");
        c.next("ack");

        f.call(bob, "POST", "/api/v1/orders", order(20, "BID", "99.00", "2"));
        final JsonNode trade = c.next("trade");
        assertThat(trade.get("price").asText()).isEqualTo("99.00");
        assertThat(trade.get("size").asText()).isEqualTo("2");
        assertThat(trade.get("takerSide").asText()).isEqualTo("BID");
        final JsonNode delta = c.next("l2");
        assertThat(delta.get("size").asText()).isEqualTo("3");
        assertThat(delta.get("sequence").asLong()).isGreaterThan(snapshot.get("sequence").asLong());
        final JsonNode mine = c.next("order");
        assertThat(mine.get("clientOrderId").asLong()).isEqualTo(20);
        f.call(alice, "DELETE", "/api/v1/orders/1", "");
        assertThat(c.next("l2").get("orders").asLong()).isZero();
        c.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
    }

    @Test
    void badMessagesGetAReasonAndAnOversizeFrameClosesTheConnection() throws Exception {
        final Client c = connect();
        c.send("{\"op\":\"subscribe\",\"channel\":\"orders\"}");
        assertThat(c.next("error").get("error").asText()).isEqualTo("NOT_AUTHENTICATED");
        c.send("{\"op\":\"subscribe\",\"channel\":\"trades\",\"symbol\":1,\"extra\":1}");
        assertThat(c.next("error").get("error").asText()).isEqualTo("UNKNOWN_FIELD");
        c.send("not json");
        assertThat(c.next("error").get("error").asText()).isEqualTo("MALFORMED_JSON");
        c.send("{\"op\":\"auth\",\"key\":\"" + bob.key() + "\",\"timestamp\":1,\"signature\":\"" + "0".repeat(64)
                + "\"}");
        assertThat(c.next("error").get("error").asText()).isEqualTo("STALE");
        c.send("{\"op\":\"subscribe\",\"channel\":\"trades\",\"symbol\":1,\"pad\":\"" + "x".repeat(8000) + "\"}");
        assertThat(c.closed.get(10, TimeUnit.SECONDS)).startsWith("1009");
    }
}
