package dev.bourse.gateway.ws;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.gateway.rest.SymbolCatalog;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

class WsHeartbeatTest {
    /** A session that completes every send at once and records sends and closes. */
    private static final class RecordingSession {
        final List<String> sent = new ArrayList<>();
        final List<String> closes = new ArrayList<>();
        final Session session = (Session) Proxy.newProxyInstance(Session.class.getClassLoader(),
                new Class<?>[] {Session.class}, (proxy, method, args) -> {
                    if (method.getName().equals("sendText")) {
                        sent.add((String) args[0]);
                        ((Callback) args[1]).succeed();
                    } else if (method.getName().equals("close") && args != null && args.length == 3) {
                        closes.add(args[0] + " " + args[1]);
                    }
                    return method.getReturnType() == boolean.class ? Boolean.TRUE : null;
                });
    }

    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    @Test
    void everyClientGetsTheHeartbeatAndOneSilentForThreeIntervalsIsClosedOnceWithTheReason() {
        final StreamHub hub = new StreamHub(new SymbolCatalog());
        final RecordingSession talking = new RecordingSession();
        final RecordingSession silent = new RecordingSession();
        final ClientSession a = new ClientSession(talking.session, 16);
        final ClientSession b = new ClientSession(silent.session, 16);
        hub.add(a);
        hub.add(b);
        final WsHeartbeat beat = new WsHeartbeat(hub, 1_000, 3, () -> 1_700_000_000_000L);
        final long t0 = 100 * SECOND;
        a.heard(t0);
        b.heard(t0);

        beat.tick(t0 + 3 * SECOND);
        assertThat(talking.sent).containsExactly("{\"type\":\"heartbeat\",\"timestamp\":1700000000000,"
                + "\"interval\":1000}");
        assertThat(silent.sent).hasSize(1);
        assertThat(silent.closes).isEmpty();

        a.heard(t0 + 3 * SECOND);
        beat.tick(t0 + 3 * SECOND + 1);
        assertThat(silent.closes).containsExactly("1001 idle: no message in 3000 ms (send {\"op\":\"ping\"})");
        assertThat(talking.closes).isEmpty();
        assertThat(talking.sent).hasSize(2);
        assertThat(beat.idleDisconnects()).isEqualTo(1);

        beat.tick(t0 + 4 * SECOND);
        assertThat(silent.closes).hasSize(1);
        assertThat(silent.sent).hasSize(1);
        assertThat(beat.idleDisconnects()).isEqualTo(1);
        assertThat(talking.sent).hasSize(3);
    }
}
