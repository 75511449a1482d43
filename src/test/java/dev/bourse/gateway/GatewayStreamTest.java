package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bourse.gateway.auth.RequestSigner;
import java.net.http.WebSocket;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GatewayStreamTest extends TwoMemberNode {
    private static WsClient connect() {
        return WsClient.connect(f);
    }

    private static String order(final long id, final String side, final String price, final String size) {
        return "{\"symbol\":1,\"clientOrderId\":" + id + ",\"side\":\"" + side + "\",\"type\":\"GTC\",\"price\":\""
                + price + "\",\"size\":\"" + size + "\"}";
    }

    @Test
    void aSubscriberSeesTheTradeTheL2SnapshotAndDeltasAndOnlyItsOwnOrderEvents() throws Exception {
        final WsClient c = connect();
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
        final WsClient c = connect();
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
