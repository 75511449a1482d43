package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bourse.api.TotalsReport;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayFixture.Reply;
import dev.bourse.gateway.auth.Principal;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node restarted on its journal after engine snapshots were taken: the core recovers from the newest snapshot,
 * so the node's own feed (tape, BBO, fills, orders resting) must not depend on hearing the commands before it.
 */
class NodeSnapshotRestartTest {
    private static String order(final long clientOrderId, final String side, final String type, final String price,
            final String size) {
        return "{\"symbol\":1,\"clientOrderId\":" + clientOrderId + ",\"side\":\"" + side + "\",\"type\":\"" + type
                + "\",\"price\":\"" + price + "\",\"size\":\"" + size + "\"}";
    }

    private static JsonNode trade(final GatewayFixture f, final long tradeId) throws Exception {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            final Reply r = f.send(HttpRequest.newBuilder(f.uri("/api/v1/trades/1?limit=50")).GET().build());
            for (final JsonNode t : r.body().get("trades")) {
                if (t.get("tradeId").asLong() == tradeId) {
                    return t;
                }
            }
            Thread.sleep(20);
        }
        return null;
    }

    private static long awaitResting(final GatewayFixture f, final long expected) throws InterruptedException {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!f.node.status().contains("resting=" + expected + " ") && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        final String s = f.node.status();
        final int at = s.indexOf("resting=") + "resting=".length();
        return Long.parseLong(s.substring(at, s.indexOf(' ', at)));
    }

    /** The first run: three asks and a bid rest, then deposits carry the journal past a few snapshots. */
    private static Principal[] firstRun(final ExchangeConfig core) throws Exception {
        try (GatewayFixture f = new GatewayFixture(core, GatewayFixture.defaultConfig())) {
            final Principal alice = f.member(1);
            final Principal bob = f.member(2);
            for (int i = 0; i < 3; i++) {
                final Reply ask = f.call(alice, "POST", "/api/v1/orders",
                        order(100 + i, "ASK", "GTC", "101.0" + i, "2"));
                assertThat(ask.status()).as(ask.toString()).isEqualTo(200);
            }
            final Reply bid = f.call(bob, "POST", "/api/v1/orders", order(200, "BID", "GTC", "99.00", "1"));
            assertThat(bid.status()).as(bid.toString()).isEqualTo(200);
            for (int i = 0; i < 8; i++) {
                f.deposit(2, 2, "1.00", 900 + i);
            }
            assertThat(awaitResting(f, 4)).isEqualTo(4);
            return new Principal[] {alice, bob};
        }
    }

    private static ExchangeConfig journalled(final Path dir) {
        return ExchangeConfig.defaults().toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).snapshotEveryCommands(4).snapshotRetain(2).build();
    }

    @Test
    void aTradeAgainstAnOrderRestingSinceBeforeTheSnapshotShowsOnTheTapeInTheFillsAndTheRestingCount(
            @TempDir final Path dir) throws Exception {
        final ExchangeConfig core = journalled(dir);
        final Principal[] members = firstRun(core);
        assertThat(dir.resolve("snapshots")).as("the engine took snapshots").exists();
        assertThat(dir.resolve("feed-state/local")).as("the node saved its feed").exists();
        restartAndTrade(core, members[0], members[1], true);
    }

    @Test
    void aDamagedNewestFeedStateIsPassedOverForTheOneBeforeIt(@TempDir final Path dir) throws Exception {
        final ExchangeConfig core = journalled(dir);
        final Principal[] members = firstRun(core);
        final Path states = dir.resolve("feed-state/local");
        final Path newest;
        try (Stream<Path> files = Files.list(states)) {
            newest = files.filter(p -> p.toString().endsWith(".state")).max(Comparator.naturalOrder()).orElseThrow();
        }
        final byte[] bytes = Files.readAllBytes(newest);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(newest, bytes);
        restartAndTrade(core, members[0], members[1], true);
    }

    @Test
    void withoutItsSavedFeedTheNodeStillRecoversTradesAndSaysWhyItsBooksStartEmpty(@TempDir final Path dir)
            throws Exception {
        final ExchangeConfig core = journalled(dir);
        final Principal[] members = firstRun(core);
        try (Stream<Path> files = Files.walk(dir.resolve("feed-state"))) {
            for (final Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
        restartAndTrade(core, members[0], members[1], false);
    }

    /**
     * Restarts on the journal; bob hits alice's first ask twice. With the feed carried on, the tape counts the
     * orders resting from before the restart; without it, only the note says why it cannot.
     */
    private static void restartAndTrade(final ExchangeConfig core, final Principal alice, final Principal bob,
            final boolean carriedOn) throws Exception {
        try (GatewayFixture f = new GatewayFixture(core, GatewayFixture.defaultConfig())) {
            f.node.keys().add(alice);
            f.node.keys().add(bob);
            if (carriedOn) {
                assertThat(f.node.feedRestoreNote()).isNull();
                assertThat(awaitResting(f, 4)).as(f.node.status()).isEqualTo(4);
            } else {
                assertThat(f.node.feedRestoreNote()).contains("no readable feed state");
            }
            final long restingAsk = f.call(alice, "GET", "/api/v1/orders?symbol=1", "").body().get("orders")
                    .findValues("orderId").stream().mapToLong(JsonNode::asLong).min().orElseThrow();

            final Reply hit = f.call(bob, "POST", "/api/v1/orders", order(201, "BID", "IOC", "101.00", "1"));
            assertThat(hit.status()).as(hit.toString()).isEqualTo(200);
            assertThat(hit.body().get("fills")).hasSize(1);
            final long tradeId = hit.body().get("fills").get(0).get("tradeId").asLong();

            final JsonNode t = trade(f, tradeId);
            assertThat(t).as("the trade is on the tape").isNotNull();
            assertThat(t.get("price").asText()).isEqualTo("101.00");

            final Reply aliceFills = f.call(alice, "GET", "/api/v1/fills?symbol=1", "");
            assertThat(aliceFills.body().get("fills")).as(aliceFills.toString()).isNotEmpty();
            assertThat(aliceFills.body().get("fills").get(0).get("tradeId").asLong()).isEqualTo(tradeId);
            assertThat(aliceFills.body().get("fills").get(0).get("orderId").asLong()).isEqualTo(restingAsk);

            final Reply book = f.send(HttpRequest.newBuilder(f.uri("/api/v1/book/1")).GET().build());
            assertThat(book.status()).as(book.toString()).isEqualTo(200);
            assertThat(book.body().toString()).contains("101.00").contains("99.00");

            final Reply taken = f.call(bob, "POST", "/api/v1/orders", order(202, "BID", "IOC", "101.00", "1"));
            assertThat(taken.body().get("fills")).hasSize(1);
            if (carriedOn) {
                assertThat(awaitResting(f, 3)).as("the first ask is gone: " + f.node.status()).isEqualTo(3);
            }
            final TotalsReport totals = f.node.core().totals().get(10, TimeUnit.SECONDS);
            assertThat(totals.isBalanced()).as(totals.toString()).isTrue();
        }
    }
}
