package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.TotalsReport;
import dev.bourse.gateway.GatewayFixture.Reply;
import dev.bourse.gateway.auth.Principal;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GatewayRestTest extends TwoMemberNode {
    private static String order(final long clientOrderId, final String side, final String type, final String price,
            final String size) {
        return "{\"symbol\":1,\"clientOrderId\":" + clientOrderId + ",\"side\":\"" + side + "\",\"type\":\"" + type
                + "\",\"price\":\"" + price + "\",\"size\":\"" + size + "\"}";
    }

    private static void assertBalanced() throws Exception {
        final TotalsReport t = f.node.core().totals().get(10, TimeUnit.SECONDS);
        assertThat(t.isBalanced()).as(t.toString()).isTrue();
    }

    @Test
    void aPlaceCrossCancelRoundTripTradesAtTheMakersPriceAndConservesMoney() throws Exception {
        final Reply ask = f.call(alice, "POST", "/api/v1/orders", order(100, "ASK", "GTC", "100.50", "2"));
        assertThat(ask.status()).as(ask.toString()).isEqualTo(200);
        assertThat(ask.body().get("result").asText()).isEqualTo("SUCCESS");
        final Reply bid = f.call(bob, "POST", "/api/v1/orders", order(200, "BID", "GTC", "101.00", "3"));
        assertThat(bid.status()).as(bid.toString()).isEqualTo(200);
        assertThat(bid.body().get("fills").get(0).get("price").asText()).isEqualTo("100.50");
        assertThat(bid.body().get("fills").get(0).get("size").asText()).isEqualTo("2");

        final Reply open = f.call(bob, "GET", "/api/v1/orders", "");
        assertThat(open.body().get("orders")).hasSize(1);
        assertThat(open.body().get("orders").get(0).get("remaining").asText()).isEqualTo("1");
        final long bobOrder = bid.body().get("orderId").asLong();
        final Reply cancel = f.call(bob, "DELETE", "/api/v1/orders/1/" + bobOrder, "");
        assertThat(cancel.status()).as(cancel.toString()).isEqualTo(200);
        assertThat(f.call(bob, "GET", "/api/v1/orders", "").body().get("orders")).isEmpty();

        final Reply balances = f.call(alice, "GET", "/api/v1/balances", "");
        assertThat(balances.body().get("balances").toString()).contains("\"currency\":2,\"balance\":\"10201.00\"");
        assertBalanced();
    }

    @Test
    void aMemberCannotCancelOrAmendAnotherMembersOrder() throws Exception {
        final Reply ask = f.call(alice, "POST", "/api/v1/orders", order(300, "ASK", "GTC", "150.00", "1"));
        final long aliceOrder = ask.body().get("orderId").asLong();
        final long before = f.node.submitted();
        final Reply cancel = f.call(bob, "DELETE", "/api/v1/orders/1/" + aliceOrder, "");
        assertThat(cancel.status()).isEqualTo(403);
        assertThat(cancel.error()).isEqualTo("NOT_YOUR_ORDER");
        final Reply move = f.call(bob, "POST", "/api/v1/orders/1/" + aliceOrder + "/move", "{\"price\":\"1.00\"}");
        assertThat(move.error()).isEqualTo("NOT_YOUR_ORDER");
        assertThat(f.node.submitted()).isEqualTo(before);
        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + aliceOrder, "").status()).isEqualTo(200);
        assertBalanced();
    }

    @Test
    void everyBadInputGetsAClear4xxAndNothingReachesTheCore() throws Exception {
        final long before = f.node.submitted();
        final String[][] cases = {
            {"{\"symbol\":1,", "400", "MALFORMED_JSON"},
            {"[1,2]", "400", "MALFORMED_JSON"},
            {"{\"symbol\":1} {}", "400", "MALFORMED_JSON"},
            {order(1, "BID", "GTC", "1.00", "1").replace("}", ",\"uid\":2}"), "400", "UNKNOWN_FIELD"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"1.00\"", "1.00"), "400", "WRONG_TYPE"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"symbol\":1", "\"symbol\":\"1\""), "400", "WRONG_TYPE"},
            {order(1, "BID", "GTC", "1.005", "1"), "400", "FINER_THAN_SCALE"},
            {order(1, "BID", "GTC", "1.00", "0.5"), "400", "FINER_THAN_SCALE"},
            {order(1, "BID", "GTC", "92233720368547758.08", "1"), "400", "OUT_OF_RANGE"},
            {order(1, "BID", "GTC", "1e3", "1"), "400", "NOT_A_DECIMAL"},
            {order(1, "BID", "GTC", "-1.00", "1"), "400", "NOT_A_DECIMAL"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"clientOrderId\":1", "\"clientOrderId\":"
                + "99999999999999999999"), "400", "OUT_OF_RANGE"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"symbol\":1,", ""), "400", "MISSING_FIELD"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"symbol\":1", "\"symbol\":1,\"symbol\":1"), "400",
                "MALFORMED_JSON"},
            {order(1, "UP", "GTC", "1.00", "1"), "400", "WRONG_VALUE"},
            {order(1, "BID", "GTC", "1.00", "1").replace("\"symbol\":1", "\"symbol\":7"), "404", "UNKNOWN_SYMBOL"},
            {"{\"pad\":\"" + "x".repeat(5000) + "\"}", "413", "BODY_TOO_LARGE"},
        };
        for (final String[] c : cases) {
            final Reply r = f.call(alice, "POST", "/api/v1/orders", c[0]);
            assertThat(r.status()).as(c[0] + " -> " + r).isEqualTo(Integer.parseInt(c[1]));
            assertThat(r.error()).as(c[0]).isEqualTo(c[2]);
            assertThat(r.body().get("message").asText()).isNotBlank();
        }
        final Reply badPath = f.call(alice, "DELETE", "/api/v1/orders/1/abc", "");
        assertThat(badPath.error()).isEqualTo("BAD_PARAMETER");
        final Reply past = f.call(alice, "DELETE", "/api/v1/orders/1/99999999999999999999", "");
        assertThat(past.error()).isEqualTo("BAD_PARAMETER");
        assertThat(f.node.submitted()).isEqualTo(before);
        assertThat(f.call(alice, "GET", "/api/v1/orders", "").body().get("orders")).isEmpty();
        assertBalanced();
    }

    @Test
    void badReplayedAndStaleSignaturesAreRefusedWith401() throws Exception {
        final long before = f.node.submitted();
        final String body = order(400, "BID", "GTC", "1.00", "1");
        final long now = System.currentTimeMillis();
        final Principal forged = new Principal(alice.key(), "not-alices-secret-at-all", alice.uid(), false);
        assertThat(f.send(f.signed(forged, "POST", "/api/v1/orders", body, now)).error()).isEqualTo("BAD_SIGNATURE");
        assertThat(f.send(f.signed(alice, "POST", "/api/v1/orders", body, now - 3_600_000)).error())
                .isEqualTo("STALE");
        final Principal stranger = new Principal("nobody00000000000000", "whatever-secret-0000", 9, false);
        assertThat(f.send(f.signed(stranger, "POST", "/api/v1/orders", body, now)).error()).isEqualTo("UNKNOWN_KEY");
        assertThat(f.call(alice, "POST", "/api/v1/admin/users", "{\"uid\":5}").error()).isEqualTo("WRONG_ROLE");
        assertThat(f.node.submitted()).isEqualTo(before);

        final var once = f.signed(alice, "GET", "/api/v1/orders", "", now);
        assertThat(f.send(once).status()).isEqualTo(200);
        final Reply again = f.send(once);
        assertThat(again.status()).isEqualTo(401);
        assertThat(again.error()).isEqualTo("REPLAYED");
    }

    @Test
    void publicMarketEndpointsShowScalesAndDepth() throws Exception {
        final Reply symbols = f.send(java.net.http.HttpRequest.newBuilder(f.uri("/api/v1/symbols")).build());
        assertThat(symbols.body().get("symbols").get(0).get("priceDecimals").asInt()).isEqualTo(2);
        f.call(alice, "POST", "/api/v1/orders", order(500, "ASK", "GTC", "300.25", "4"));
        final Reply book = f.send(java.net.http.HttpRequest.newBuilder(f.uri("/api/v1/book/1?depth=5")).build());
        assertThat(book.body().get("asks").toString()).contains("[\"300.25\",\"4\",1]");
        f.call(alice, "DELETE", "/api/v1/orders/1", "");
        final Reply depth = f.send(java.net.http.HttpRequest.newBuilder(f.uri("/api/v1/book/1?depth=x")).build());
        assertThat(depth.error()).isEqualTo("BAD_PARAMETER");
    }

    @Test
    void metricsCountRequestsByStatusAndCommandsSubmitted() throws Exception {
        f.call(alice, "POST", "/api/v1/orders", "{");
        final var r = f.http.send(java.net.http.HttpRequest.newBuilder(f.uri("/metrics")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).containsPattern("bourse_gateway_requests_total\\{route=\"[^\"]+\",status=\"400\"\\}")
                .contains("bourse_gateway_commands_submitted_total").contains("bourse_core_running 1.0");
    }
}
