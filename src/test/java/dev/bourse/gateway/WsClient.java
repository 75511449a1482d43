package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A WebSocket test client on a node's {@code /api/v1/ws}: collects text frames and the close. */
final class WsClient implements WebSocket.Listener {
    final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
    final CompletableFuture<String> closed = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    WebSocket ws;

    static WsClient connect(final GatewayFixture f) {
        final WsClient c = new WsClient();
        c.ws = f.http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + f.node.port() + "/api/v1/ws"), c)
                .join();
        return c;
    }

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

    /** The next message of a type, skipping the others; fails after 10 s without one. */
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
