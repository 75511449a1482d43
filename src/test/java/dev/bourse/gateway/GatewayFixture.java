package dev.bourse.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.auth.RequestSigner;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.RestGate;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** A node on a free port with no journal, an admin key, and a signing HTTP client. */
final class GatewayFixture implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();
    final GatewayNode node;
    final Principal admin = new Principal("admin0000000000000000", "adminsecret0000000000", 0, true);
    final HttpClient http = HttpClient.newHttpClient();

    /** A reply: status, Retry-After header (or null) and the JSON body. */
    record Reply(int status, String retryAfter, JsonNode body) {
        String error() {
            return body.path("error").asText();
        }
    }

    GatewayFixture(final GatewayConfig config) throws IOException {
        this(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(), config);
    }

    /** A node on the given core configuration (e.g. with a journal). */
    GatewayFixture(final ExchangeConfig core, final GatewayConfig config) throws IOException {
        node = GatewayNode.start(core, config, List.of(new Listing(SymbolSpec.builder()
                .symbolId(1).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(1).quoteScale(1)
                .priceBand(0).build(), 2, 0)));
        node.catalog().currency(2, 2);
        node.keys().add(admin);
    }

    GatewayFixture() throws IOException {
        this(defaultConfig());
    }

    /** @return the gateway test settings: a free port, generous limits, a small HTTP pool (32 threads) */
    static GatewayConfig defaultConfig() {
        return new GatewayConfig("127.0.0.1", 0, 4096, 600_000, 10_000, 10_000, 64, 256, 4096, 10_000, 32);
    }

    URI uri(final String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + node.port() + pathAndQuery);
    }

    HttpRequest signed(final Principal p, final String method, final String pathAndQuery, final String body,
            final long timestamp) {
        final URI u = uri(pathAndQuery);
        final byte[] b = body.getBytes(StandardCharsets.UTF_8);
        final String sig = RequestSigner.sign(p.secret(), timestamp, method, u.getRawPath(), u.getRawQuery(), b);
        return HttpRequest.newBuilder(u).method(method, HttpRequest.BodyPublishers.ofByteArray(b))
                .header(RestGate.KEY, p.key()).header(RestGate.TIMESTAMP, Long.toString(timestamp))
                .header(RestGate.SIGNATURE, sig).header("Content-Type", "application/json").build();
    }

    Reply send(final HttpRequest request) throws IOException, InterruptedException {
        final HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
        final JsonNode body = r.body().isEmpty() ? JSON.createObjectNode() : JSON.readTree(r.body());
        return new Reply(r.statusCode(), r.headers().firstValue("Retry-After").orElse(null), body);
    }

    Reply call(final Principal p, final String method, final String pathAndQuery, final String body)
            throws IOException, InterruptedException {
        return send(signed(p, method, pathAndQuery, body, System.currentTimeMillis()));
    }

    /** Adds a member through the admin endpoint and deposits 10 base units and 10,000.00 quote units. */
    Principal member(final long uid) throws IOException, InterruptedException {
        final Reply r = call(admin, "POST", "/api/v1/admin/users", "{\"uid\":" + uid + "}");
        if (r.status() != 200) {
            throw new IllegalStateException(r.toString());
        }
        final Principal p = node.keys().find(r.body().get("key").asText());
        deposit(uid, 1, "10", uid * 10);
        deposit(uid, 2, "10000.00", uid * 10 + 1);
        return p;
    }

    void deposit(final long uid, final int currency, final String amount, final long txId)
            throws IOException, InterruptedException {
        final Reply r = call(admin, "POST", "/api/v1/admin/deposits", "{\"uid\":" + uid + ",\"currency\":" + currency
                + ",\"amount\":\"" + amount + "\",\"txId\":" + txId + "}");
        if (r.status() != 200) {
            throw new IllegalStateException(r.toString());
        }
    }

    @Override
    public void close() {
        node.close();
    }
}
