package dev.bourse.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayFixture.Reply;
import dev.bourse.gateway.auth.Principal;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code /metrics} on a journalled node: the core's own counters (ring, journal forces and bytes, stream consumers)
 * and the gateway's requests by route and status, 429s included.
 */
class NodeMetricsTest {
    private static String scrape(final GatewayFixture f) throws Exception {
        return f.http.send(HttpRequest.newBuilder(f.uri("/metrics")).build(), HttpResponse.BodyHandlers.ofString())
                .body();
    }

    /** The value of the first sample line of {@code series} (a name, or a name with its labels). */
    private static double value(final String metrics, final String series) {
        final Matcher m = Pattern.compile("^" + Pattern.quote(series) + "(\\{[^}]*\\})? ([0-9.eE+-]+)$",
                Pattern.MULTILINE).matcher(metrics);
        assertThat(m.find()).as("%s in%n%s", series, metrics).isTrue();
        return Double.parseDouble(m.group(2));
    }

    @Test
    void theCoresJournalAndRingCountersAndTheRequestsByRouteAndStatusAreScraped(@TempDir final Path dir)
            throws Exception {
        final ExchangeConfig core = ExchangeConfig.defaults().toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).build();
        final GatewayConfig d = GatewayFixture.defaultConfig();
        // One request per second per key, bursts of 5: the member's sixth order in a row is refused with 429.
        final GatewayConfig limited = new GatewayConfig(d.host(), 0, d.maxBodyBytes(), d.signatureWindowMillis(), 1,
                5, d.maxInFlight(), d.wsQueueMessages(), d.maxFrameBytes(), d.wsHeartbeatMillis(), d.httpThreads());
        try (GatewayFixture f = new GatewayFixture(core, limited)) {
            final Principal alice = f.member(1);
            int accepted = 0;
            int limitedReplies = 0;
            for (int i = 1; i <= 8; i++) {
                final Reply r = f.call(alice, "POST", "/api/v1/orders", "{\"symbol\":1,\"clientOrderId\":" + i
                        + ",\"side\":\"BID\",\"type\":\"GTC\",\"price\":\"1.00\",\"size\":\"1\"}");
                accepted += r.status() == 200 ? 1 : 0;
                limitedReplies += r.status() == 429 ? 1 : 0;
            }
            assertThat(limitedReplies).isPositive();
            f.node.sampler().sample();
            final String m = scrape(f);
            assertThat(value(m, "bourse_gateway_requests_total{route=\"POST /api/v1/orders\",status=\"200\"}"))
                    .isEqualTo(accepted);
            assertThat(value(m, "bourse_gateway_requests_total{route=\"POST /api/v1/orders\",status=\"429\"}"))
                    .isEqualTo(limitedReplies);
            assertThat(value(m, "bourse_gateway_requests_total{route=\"POST /api/v1/admin/users\",status=\"200\"}"))
                    .isEqualTo(1);
            assertThat(value(m, "bourse_journal_blocks_total")).isPositive();
            assertThat(value(m, "bourse_journal_forces_total")).as("GROUP_COMMIT forces each block")
                    .isEqualTo(value(m, "bourse_journal_blocks_total"));
            assertThat(value(m, "bourse_journal_written_bytes_total")).isPositive();
            assertThat(value(m, "bourse_journal_force_time_seconds_total")).isPositive();
            assertThat(value(m, "bourse_journal_force_max_seconds")).isGreaterThanOrEqualTo(0);
            assertThat(value(m, "bourse_ring_capacity")).isEqualTo(f.node.core().counters().ringCapacity());
            assertThat(value(m, "bourse_ring_remaining")).isLessThanOrEqualTo(value(m, "bourse_ring_capacity"));
            assertThat(value(m, "bourse_ring_claimed_total")).isGreaterThanOrEqualTo(3 + accepted);
            assertThat(value(m, "bourse_stream_gaps_total{consumer=\"ws-stream\"}")).isZero();
            assertThat(value(m, "bourse_stream_errors_total{consumer=\"results\"}")).isZero();
            assertThat(value(m, "bourse_ws_slow_disconnects_total")).isZero();
            assertThat(value(m, "bourse_snapshot_stall_max_seconds")).isZero();
            final JsonNode node = f.send(HttpRequest.newBuilder(f.uri("/api/v1/node")).GET().build()).body();
            assertThat(node.get("journalForces").asLong()).isPositive();
            assertThat(node.get("ringCapacity").asLong()).isEqualTo(f.node.core().counters().ringCapacity());
        }
    }
}
