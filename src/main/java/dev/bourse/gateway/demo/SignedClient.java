package dev.bourse.gateway.demo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bourse.gateway.auth.RequestSigner;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A REST client of the node that signs each request with one key ({@link RequestSigner}): what any member's program
 * does.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class SignedClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http;
    private final URI base;
    private final String key;
    private final String secret;

    /**
     * An answer.
     *
     * @param status the HTTP status
     * @param body   the JSON body (an empty object when there is none)
     */
    public record Answer(int status, JsonNode body) {
        /** @return whether the status is 2xx */
        public boolean ok() {
            return status / 100 == 2;
        }
    }

    /**
     * @param http   the HTTP client (shared)
     * @param base   the node, e.g. {@code http://127.0.0.1:8080}
     * @param key    the API key
     * @param secret its secret
     */
    public SignedClient(final HttpClient http, final URI base, final String key, final String secret) {
        this.http = http;
        this.base = base;
        this.key = key;
        this.secret = secret;
    }

    /**
     * @param method       HTTP method
     * @param pathAndQuery e.g. {@code /api/v1/orders}
     * @param body         JSON, or "" for none
     * @return the answer
     * @throws IOException          when the node cannot be reached or answers with something other than JSON
     * @throws InterruptedException if interrupted
     */
    public Answer send(final String method, final String pathAndQuery, final String body)
            throws IOException, InterruptedException {
        final URI u = base.resolve(pathAndQuery);
        final byte[] b = body.getBytes(StandardCharsets.UTF_8);
        final long ts = System.currentTimeMillis();
        final String sig = RequestSigner.sign(secret, ts, method, u.getRawPath(), u.getRawQuery(), b);
        final HttpRequest r = HttpRequest.newBuilder(u).timeout(Duration.ofSeconds(10))
                .method(method, HttpRequest.BodyPublishers.ofByteArray(b)).header("X-Bourse-Key", key)
                .header("X-Bourse-Timestamp", Long.toString(ts)).header("X-Bourse-Signature", sig)
                .header("Content-Type", "application/json").build();
        final HttpResponse<String> a = http.send(r, HttpResponse.BodyHandlers.ofString());
        return new Answer(a.statusCode(), a.body().isEmpty() ? JSON.createObjectNode() : JSON.readTree(a.body()));
    }
}
