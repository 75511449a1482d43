package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bourse.api.TotalsReport;
import dev.bourse.gateway.GatewayFixture.Reply;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The query endpoints over the market-data feed, the order status and fills, halt and resume, readiness, metrics. */
class GatewayQueryTest extends TwoMemberNode {
    private static String order(final long clientOrderId, final String side, final String type, final String price,
            final String size) {
        return "{\"symbol\":1,\"clientOrderId\":" + clientOrderId + ",\"side\":\"" + side + "\",\"type\":\"" + type
                + "\",\"price\":\"" + price + "\",\"size\":\"" + size + "\"}";
    }

    private static Reply get(final String path) throws Exception {
        return f.send(HttpRequest.newBuilder(f.uri(path)).GET().build());
    }

    private static void assertBalanced() throws Exception {
        final TotalsReport t = f.node.core().totals().get(10, TimeUnit.SECONDS);
        assertThat(t.isBalanced()).as(t.toString()).isTrue();
    }

    /** Polls a query until the feed, which runs beside the answers, has caught up. */
    private static JsonNode eventually(final Probe probe) throws Exception {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        JsonNode last = probe.get();
        while (last == null && System.nanoTime() < end) {
            Thread.sleep(20);
            last = probe.get();
        }
        return last;
    }

    @FunctionalInterface
    private interface Probe {
        JsonNode get() throws Exception;
    }

    @Test
    void aTradeShowsOnTheTapeInBothMembersFillsAndInTheOrdersStatusByEitherId() throws Exception {
        final Reply ask = f.call(alice, "POST", "/api/v1/orders", order(11, "ASK", "GTC", "99.25", "3"));
        assertThat(ask.status()).as(ask.toString()).isEqualTo(200);
        final Reply bid = f.call(bob, "POST", "/api/v1/orders", order(21, "BID", "IOC", "99.50", "2"));
        assertThat(bid.body().get("fills")).hasSize(1);
        final long tradeId = bid.body().get("fills").get(0).get("tradeId").asLong();

        final JsonNode trade = eventually(() -> {
            for (final JsonNode t : get("/api/v1/trades/1?limit=50").body().get("trades")) {
                if (t.get("tradeId").asLong() == tradeId) {
                    return t;
                }
            }
            return null;
        });
        assertThat(trade).isNotNull();
        assertThat(trade.get("price").asText()).isEqualTo("99.25");
        assertThat(trade.get("size").asText()).isEqualTo("2");
        assertThat(trade.get("takerSide").asText()).isEqualTo("BID");

        final Reply aliceFills = f.call(alice, "GET", "/api/v1/fills?symbol=1", "");
        assertThat(aliceFills.body().get("fills").get(0).get("tradeId").asLong()).isEqualTo(tradeId);
        assertThat(aliceFills.body().get("fills").get(0).get("liquidity").asText()).isEqualTo("MAKER");
        final Reply bobFills = f.call(bob, "GET", "/api/v1/fills", "");
        assertThat(bobFills.body().get("fills").get(0).get("liquidity").asText()).isEqualTo("TAKER");
        assertThat(bobFills.body().get("fills").get(0).get("side").asText()).isEqualTo("BID");

        final Reply byClientId = f.call(alice, "GET", "/api/v1/orders/status?clientOrderId=11", "");
        assertThat(byClientId.status()).as(byClientId.toString()).isEqualTo(200);
        assertThat(byClientId.body().get("state").asText()).isEqualTo("PARTIALLY_FILLED");
        assertThat(byClientId.body().get("filled").asText()).isEqualTo("2");
        assertThat(byClientId.body().get("remaining").asText()).isEqualTo("1");
        final Reply byId = f.call(bob, "GET", "/api/v1/orders/status?orderId=" + bid.body().get("orderId").asLong(),
                "");
        assertThat(byId.body().get("state").asText()).isEqualTo("FILLED");

        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + ask.body().get("orderId").asLong(), "").status())
                .isEqualTo(200);
        assertThat(f.call(alice, "GET", "/api/v1/orders/status?clientOrderId=11", "").body().get("state").asText())
                .isEqualTo("CANCELLED");
        assertBalanced();
    }

    @Test
    void anOpenOrderShowsItsSizeFilledLotsReserveAndHoldInExactDecimalsInTheListingAndItsStatus() throws Exception {
        final Reply bid = f.call(alice, "POST", "/api/v1/orders", "{\"symbol\":1,\"clientOrderId\":81,"
                + "\"side\":\"BID\",\"type\":\"GTC\",\"price\":\"95.00\",\"size\":\"3\","
                + "\"reservePrice\":\"96.50\"}");
        assertThat(bid.status()).as(bid.toString()).isEqualTo(200);
        final Reply hit = f.call(bob, "POST", "/api/v1/orders", order(82, "ASK", "IOC", "95.00", "1"));
        assertThat(hit.body().get("fills")).hasSize(1);

        JsonNode listed = null;
        for (final JsonNode o : f.call(alice, "GET", "/api/v1/orders", "").body().get("orders")) {
            if (o.get("clientOrderId").asLong() == 81) {
                listed = o;
            }
        }
        final Reply status = f.call(alice, "GET", "/api/v1/orders/status?clientOrderId=81", "");
        assertThat(status.status()).as(status.toString()).isEqualTo(200);
        assertThat(status.body().get("state").asText()).isEqualTo("PARTIALLY_FILLED");
        for (final JsonNode view : new JsonNode[] {listed, status.body()}) {
            assertThat(view).as("order 81").isNotNull();
            assertThat(view.get("type").asText()).isEqualTo("GTC");
            assertThat(view.get("price").asText()).isEqualTo("95.00");
            assertThat(view.get("size").asText()).isEqualTo("3");
            assertThat(view.get("filled").asText()).isEqualTo("1");
            assertThat(view.get("remaining").asText()).isEqualTo("2");
            assertThat(view.get("orderQty").asText()).isEqualTo("3");
            assertThat(view.get("reservePrice").asText()).isEqualTo("96.50");
            assertThat(view.get("heldCurrency").asInt()).isEqualTo(2);
            assertThat(view.get("held").asText()).isEqualTo("193.00");
            assertThat(view.get("displaySize").asText()).isEqualTo("0");
            assertThat(view.get("expireAt").asLong()).isZero();
            assertThat(view.get("createdAt").asLong()).isPositive().isEqualTo(view.get("timestamp").asLong());
        }
        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + bid.body().get("orderId").asLong(), "").status())
                .isEqualTo(200);
        assertBalanced();
    }

    @Test
    void aFuturesSymbolListedWithItsUnderlyingShowsItAndOneOnItselfIsRefused() throws Exception {
        final String future = "{\"symbol\":7,\"type\":\"MARGIN\",\"quoteCurrency\":2,\"quoteScale\":1,"
                + "\"marginBuy\":10,\"marginSell\":10,\"priceDecimals\":2,\"underlyingSymbol\":%d,"
                + "\"contractSize\":1000}";
        final Reply onItself = f.call(f.admin, "POST", "/api/v1/admin/symbols", String.format(future, 7));
        assertThat(onItself.status()).as(onItself.toString()).isEqualTo(400);
        assertThat(onItself.error()).isEqualTo("INVALID_SYMBOL_SPEC");

        final Reply listed = f.call(f.admin, "POST", "/api/v1/admin/symbols", String.format(future, 1));
        assertThat(listed.status()).as(listed.toString()).isEqualTo(200);

        JsonNode seven = null;
        for (final JsonNode s : get("/api/v1/symbols").body().get("symbols")) {
            if (s.get("symbol").asInt() == 7) {
                seven = s;
            }
            if (s.get("symbol").asInt() == 1) {
                assertThat(s.has("underlyingSymbol")).as("a spot symbol has no underlying").isFalse();
            }
        }
        assertThat(seven).isNotNull();
        assertThat(seven.get("type").asText()).isEqualTo("MARGIN");
        assertThat(seven.get("underlyingSymbol").asInt()).isEqualTo(1);
        assertThat(seven.get("contractSize").asLong()).isEqualTo(1000);
    }

    @Test
    void anOrderStatusOfAnotherMemberOrOfNoOrderIsRefused() throws Exception {
        final Reply ask = f.call(alice, "POST", "/api/v1/orders", order(31, "ASK", "GTC", "180.00", "1"));
        final long aliceOrder = ask.body().get("orderId").asLong();
        final Reply other = f.call(bob, "GET", "/api/v1/orders/status?orderId=" + aliceOrder, "");
        assertThat(other.status()).isEqualTo(403);
        assertThat(other.error()).isEqualTo("NOT_YOUR_ORDER");
        final Reply none = f.call(bob, "GET", "/api/v1/orders/status?clientOrderId=4000000", "");
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.error()).isEqualTo("UNKNOWN_ORDER");
        final Reply both = f.call(bob, "GET", "/api/v1/orders/status?clientOrderId=1&orderId=2", "");
        assertThat(both.status()).isEqualTo(400);
        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + aliceOrder, "").status()).isEqualTo(200);
    }

    @Test
    void aHaltedSymbolRefusesNewOrdersUntilResumedAndOnlyAnAdminMayHaltIt() throws Exception {
        assertThat(f.call(alice, "POST", "/api/v1/admin/symbols/1/halt", "").status()).isEqualTo(403);
        final Reply halt = f.call(f.admin, "POST", "/api/v1/admin/symbols/1/halt", "");
        assertThat(halt.status()).as(halt.toString()).isEqualTo(200);
        assertThat(get("/api/v1/symbols").body().get("symbols").get(0).get("status").asText()).isEqualTo("HALTED");
        final Reply refused = f.call(alice, "POST", "/api/v1/orders", order(41, "ASK", "GTC", "120.00", "1"));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.body().get("result").asText()).isEqualTo("SYMBOL_HALTED");
        assertThat(f.call(f.admin, "POST", "/api/v1/admin/symbols/1/resume", "").status()).isEqualTo(200);
        final Reply placed = f.call(alice, "POST", "/api/v1/orders", order(42, "ASK", "GTC", "120.00", "1"));
        assertThat(placed.status()).as(placed.toString()).isEqualTo(200);
        assertThat(f.call(alice, "DELETE", "/api/v1/orders/1/" + placed.body().get("orderId").asLong(), "")
                .status()).isEqualTo(200);
        assertThat(f.call(f.admin, "POST", "/api/v1/admin/symbols/9/halt", "").status()).isEqualTo(404);
    }

    @Test
    void aOneSecondBarClosesWhenACommandComesAfterItsEnd() throws Exception {
        final Reply ask = f.call(alice, "POST", "/api/v1/orders", order(51, "ASK", "GTC", "98.00", "1"));
        assertThat(f.call(bob, "POST", "/api/v1/orders", order(52, "BID", "IOC", "98.00", "1")).body().get("fills"))
                .hasSize(1);
        assertThat(ask.status()).isEqualTo(200);
        Thread.sleep(1_100);
        f.deposit(1, 2, "1.00", 5_000);
        final JsonNode bar = eventually(() -> {
            for (final JsonNode b : get("/api/v1/bars/1?interval=1s").body().get("bars")) {
                if ("98.00".equals(b.get("close").asText())) {
                    return b;
                }
            }
            return null;
        });
        assertThat(bar).as("a closed bar with the trade").isNotNull();
        assertThat(bar.get("low").asText()).isEqualTo("98.00");
        assertThat(get("/api/v1/bars/1?interval=5m").error()).isEqualTo("BAD_PARAMETER");
    }

    private static HttpResponse<String> keyed(final String method, final String path, final String body,
            final String key, final long tick) throws Exception {
        final HttpRequest signed = f.signed(alice, method, path, body, System.currentTimeMillis() + tick);
        return f.http.send(HttpRequest.newBuilder(signed, (n, v) -> true).header("Idempotency-Key", key).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(final HttpResponse<String> r) throws Exception {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.body());
    }

    @Test
    void aRetryWithTheSameKeyAnswersTheFirstResponseAndIsAppliedOnce() throws Exception {
        final String body = order(81, "ASK", "GTC", "150.00", "1");
        final HttpResponse<String> first = keyed("POST", "/api/v1/orders", body, "place-81", 0);
        assertThat(first.statusCode()).as(first.body()).isEqualTo(200);
        final long submitted = f.node.submitted();

        final HttpResponse<String> retry = keyed("POST", "/api/v1/orders", body, "place-81", 1);

        assertThat(retry.statusCode()).as(retry.body()).isEqualTo(200);
        assertThat(retry.headers().firstValue("Idempotent-Replayed")).contains("true");
        assertThat(json(retry).get("result").asText()).isEqualTo("SUCCESS");
        assertThat(json(retry).get("sequence").asLong()).isEqualTo(json(first).get("sequence").asLong());
        assertThat(json(retry).get("orderId").asLong()).isEqualTo(json(first).get("orderId").asLong());
        assertThat(json(retry).get("replayed").asBoolean()).isTrue();
        assertThat(first.headers().firstValue("Idempotent-Replayed")).isEmpty();
        assertThat(f.node.submitted()).as("the retry went to the core, which refused it").isEqualTo(submitted + 1);
        assertThat(f.call(alice, "GET", "/api/v1/orders", "").body().get("orders").toString())
                .containsOnlyOnce("\"clientOrderId\":81");

        final String path = "/api/v1/orders/1/" + json(first).get("orderId").asLong();
        final HttpResponse<String> cancel = keyed("DELETE", path, "", "cancel-81", 2);
        assertThat(cancel.statusCode()).as(cancel.body()).isEqualTo(200);
        final HttpResponse<String> cancelAgain = keyed("DELETE", path, "", "cancel-81", 3);
        assertThat(cancelAgain.statusCode()).as("the first answer, not UNKNOWN_ORDER_ID").isEqualTo(200);
        assertThat(json(cancelAgain).get("sequence").asLong()).isEqualTo(json(cancel).get("sequence").asLong());
        assertBalanced();
    }

    @Test
    void aKeyReusedForAnotherRequestIsRefusedAndNothingIsApplied() throws Exception {
        assertThat(keyed("POST", "/api/v1/orders", order(82, "ASK", "GTC", "151.00", "1"), "reused", 0)
                .statusCode()).isEqualTo(200);

        final HttpResponse<String> other = keyed("POST", "/api/v1/orders", order(83, "ASK", "GTC", "151.00", "1"),
                "reused", 1);

        assertThat(other.statusCode()).as(other.body()).isEqualTo(422);
        assertThat(json(other).get("error").asText()).isEqualTo("IDEMPOTENCY_KEY_REUSED");
        assertThat(f.call(alice, "GET", "/api/v1/orders", "").body().get("orders").toString())
                .doesNotContain("\"clientOrderId\":83");
    }

    @Test
    void withoutAKeyARequestIsNotDeduplicatedAndAMalformedOrTooLongKeyIsABadRequest() throws Exception {
        final String body = order(84, "ASK", "GTC", "152.00", "1");
        assertThat(f.call(alice, "POST", "/api/v1/orders", body).status()).isEqualTo(200);
        final Reply again = f.call(alice, "POST", "/api/v1/orders", body);
        assertThat(again.status()).as("applied again: the core sees the same client order id").isEqualTo(409);
        assertThat(again.body().get("result").asText()).isEqualTo("DUPLICATE_ORDER_ID");

        final long before = f.node.submitted();
        final HttpResponse<String> malformed = keyed("DELETE", "/api/v1/orders/1", "", "no spaces allowed", 0);
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(json(malformed).get("error").asText()).isEqualTo("BAD_IDEMPOTENCY_KEY");
        final HttpResponse<String> tooLong = keyed("POST", "/api/v1/orders", order(85, "ASK", "GTC", "152.00", "1"),
                "k".repeat(65), 1);
        assertThat(tooLong.statusCode()).isEqualTo(400);
        assertThat(json(tooLong).get("error").asText()).isEqualTo("BAD_IDEMPOTENCY_KEY");
        assertThat(f.node.submitted()).as("nothing reached the core").isEqualTo(before);
    }

    @Test
    void theNodeIsReadyAndItsMetricsCountTheCoresResultsByCode() throws Exception {
        assertThat(get("/health/ready").status()).isEqualTo(200);
        assertThat(get("/health/live").status()).isEqualTo(200);
        assertThat(f.call(alice, "POST", "/api/v1/orders", order(61, "ASK", "GTC", "100000.00", "1000")).body()
                .get("result").asText()).isEqualTo("INSUFFICIENT_FUNDS");
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        String metrics = "";
        final String counted = "bourse_core_results_total{code=\"INSUFFICIENT_FUNDS\"} 1";
        while (!metrics.contains(counted) && System.nanoTime() < end) {
            Thread.sleep(50);
            metrics = f.http.send(HttpRequest.newBuilder(f.uri("/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
        }
        assertThat(metrics).contains("bourse_core_results_total{code=\"INSUFFICIENT_FUNDS\"} 1")
                .contains("bourse_core_errors_total 0").contains("bourse_stream_lag{consumer=\"results\"}");
        assertThat(get("/api/v1/node").body().get("running").asBoolean()).isTrue();
    }
}
