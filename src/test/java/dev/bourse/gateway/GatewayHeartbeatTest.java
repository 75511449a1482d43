package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GatewayHeartbeatTest {
    @Test
    void aClientGetsHeartbeatsAPingIsAnsweredAndASilentClientIsClosedWithTheReason() throws Exception {
        try (GatewayFixture f = new GatewayFixture(GatewayFixture.defaultConfig().withWsHeartbeatMillis(200))) {
            final WsClient c = WsClient.connect(f);
            c.send("{\"op\":\"ping\"}");
            assertThat(c.next("pong")).isNotNull();
            final JsonNode beat = c.next("heartbeat");
            assertThat(beat.get("interval").asLong()).isEqualTo(200);
            assertThat(beat.get("timestamp").asLong()).isPositive();
            assertThat(c.closed.get(10, TimeUnit.SECONDS)).isEqualTo("1001 idle: no message in 600 ms (send "
                    + "{\"op\":\"ping\"})");
            final String metrics = f.http.send(HttpRequest.newBuilder(f.uri("/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertThat(metrics).contains("bourse_ws_idle_disconnects_total 1.0");
        }
    }
}
