package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.gateway.GatewayFixture.Reply;
import dev.bourse.gateway.auth.Principal;
import java.net.http.HttpRequest;
import java.net.http.WebSocket;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The WebSocket channels fed by the market-data feed: bbo (snapshot on subscribe, then each change) and bars (the
 * latest closed bars on subscribe, then each bar as it closes). Each test leaves the book empty.
 */
class GatewayMarketChannelTest extends TwoMemberNode {
    private static long place(final Principal p, final long id, final String side, final String price,
            final String size) throws Exception {
        final Reply r = f.call(p, "POST", "/api/v1/orders", "{\"symbol\":1,\"clientOrderId\":" + id + ",\"side\":\""
                + side + "\",\"type\":\"GTC\",\"price\":\"" + price + "\",\"size\":\"" + size + "\"}");
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
        return r.body().get("orderId").asLong();
    }

    private static WsClient subscribed(final String channel) throws Exception {
        final WsClient c = WsClient.connect(f);
        c.send("{\"op\":\"subscribe\",\"channel\":\"" + channel + "\",\"symbol\":1"
                + ("bars".equals(channel) ? ",\"interval\":\"1s\"" : "") + "}");
        return c;
    }

    @Test
    void aBboSubscriberGetsTheSnapshotThenEveryChangeOfTheTopOfTheBook() throws Exception {
        final WsClient c = subscribed("bbo");
        final JsonNode empty = c.next("bbo");
        assertThat(empty.get("snapshot").asBoolean()).isTrue();
        assertThat(empty.get("bidPrice").isNull()).isTrue();
        assertThat(empty.get("askPrice").isNull()).isTrue();
        c.next("ack");

        final long ask = place(alice, 101, "ASK", "99.00", "5");
        final JsonNode first = c.next("bbo");
        assertThat(first.get("snapshot").asBoolean()).isFalse();
        assertThat(first.get("askPrice").asText()).isEqualTo("99.00");
        assertThat(first.get("askSize").asText()).isEqualTo("5");
        assertThat(first.get("askOrders").asInt()).isEqualTo(1);
        assertThat(first.get("bidPrice").isNull()).isTrue();
        assertThat(first.get("sequence").asLong()).isGreaterThan(empty.get("sequence").asLong());

        final long bid = place(bob, 201, "BID", "98.00", "2");
        final JsonNode both = c.next("bbo");
        assertThat(both.get("bidPrice").asText()).isEqualTo("98.00");
        assertThat(both.get("bidSize").asText()).isEqualTo("2");
        assertThat(both.get("askPrice").asText()).isEqualTo("99.00");
        assertThat(both.get("sequence").asLong()).isGreaterThan(first.get("sequence").asLong());

        final WsClient late = subscribed("bbo");
        final JsonNode snapshot = late.next("bbo");
        assertThat(snapshot.get("snapshot").asBoolean()).isTrue();
        assertThat(snapshot.get("sequence").asLong()).isEqualTo(both.get("sequence").asLong());
        assertThat(snapshot.get("bidPrice").asText()).isEqualTo("98.00");
        assertThat(snapshot.get("askPrice").asText()).isEqualTo("99.00");

        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + ask, "").status()).isEqualTo(200);
        final JsonNode askGone = late.next("bbo");
        assertThat(askGone.get("askPrice").isNull()).isTrue();
        assertThat(askGone.get("bidPrice").asText()).isEqualTo("98.00");
        assertThat(c.next("bbo").get("sequence").asLong()).isEqualTo(askGone.get("sequence").asLong());
        assertThat(f.call(bob, "DELETE", "/api/v1/orders/1/" + bid, "").status()).isEqualTo(200);
        assertThat(late.next("bbo").get("bidPrice").isNull()).isTrue();
        c.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
        late.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
    }

    @Test
    void aBarsSubscriberGetsTheClosedBarsThenEachBarTheFeedCloses() throws Exception {
        final WsClient c = subscribed("bars");
        final JsonNode snapshot = c.next("bars");
        assertThat(snapshot.get("interval").asText()).isEqualTo("1s");
        final int before = snapshot.get("bars").size();
        c.next("ack");
        place(alice, 301, "ASK", "100.00", "3");
        place(bob, 401, "BID", "100.00", "3");
        // The feed closes a bar at the first command at or after its end (by the commands' timestamps).
        Thread.sleep(1_100);
        f.deposit(1, 2, "1.00", 9_001);
        final JsonNode bar = c.next("bar");
        assertThat(bar.get("symbol").asLong()).isEqualTo(1);
        assertThat(bar.get("interval").asText()).isEqualTo("1s");
        assertThat(bar.get("open").asText()).isEqualTo("100.00");
        assertThat(bar.get("close").asText()).isEqualTo("100.00");
        assertThat(bar.get("volume").asText()).isEqualTo("3");
        assertThat(bar.get("trades").asLong()).isEqualTo(1);

        final WsClient late = subscribed("bars");
        final JsonNode again = late.next("bars");
        assertThat(again.get("bars").size()).isEqualTo(before + 1);
        assertThat(again.get("bars").get(before).toString())
                .isEqualTo(((ObjectNode) bar.deepCopy()).without(List.of("type", "symbol", "interval")).toString());
        final JsonNode rest = f.send(HttpRequest.newBuilder(f.uri("/api/v1/bars/1?interval=1s"))
                .GET().build()).body();
        assertThat(rest.get("bars").toString()).isEqualTo(again.get("bars").toString());
        c.send("{\"op\":\"subscribe\",\"channel\":\"bars\",\"symbol\":1,\"interval\":\"5m\"}");
        assertThat(c.next("error").get("error").asText()).isEqualTo("BAD_PARAMETER");
        c.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
        late.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
    }
}
