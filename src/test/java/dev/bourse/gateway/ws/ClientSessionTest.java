package dev.bourse.gateway.ws;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

class ClientSessionTest {
    /** A session whose sends complete only when the test says so. */
    private static final class FakeSession {
        final List<String> sent = new ArrayList<>();
        final List<Callback> pending = new ArrayList<>();
        final List<String> closes = new ArrayList<>();
        final Session session = (Session) Proxy.newProxyInstance(Session.class.getClassLoader(),
                new Class<?>[] {Session.class}, (proxy, method, args) -> {
                    if (method.getName().equals("sendText")) {
                        sent.add((String) args[0]);
                        pending.add((Callback) args[1]);
                    } else if (method.getName().equals("close") && args != null && args.length == 3) {
                        closes.add(args[0] + " " + args[1]);
                    }
                    return method.getReturnType() == boolean.class ? Boolean.TRUE : null;
                });

        void completeOne() {
            pending.remove(0).succeed();
        }
    }

    @Test
    void messagesGoOutOneAtATimeInOrderAndAClientThatFallsAQueueBehindIsClosedAsSlow() {
        final FakeSession fake = new FakeSession();
        final ClientSession s = new ClientSession(fake.session, 2);
        s.offer("a");
        s.offer("b");
        s.offer("c");
        assertThat(fake.sent).containsExactly("a");
        fake.completeOne();
        assertThat(fake.sent).containsExactly("a", "b");
        s.offer("d");
        assertThat(fake.closes).isEmpty();
        s.offer("e");
        assertThat(fake.closes).containsExactly("1008 slow consumer: 2 messages queued");
        assertThat(s.isClosed()).isTrue();
        fake.completeOne();
        s.offer("f");
        assertThat(fake.sent).containsExactly("a", "b");
    }

    @Test
    void l2DeltasHeldDuringTheSnapshotAreSentAfterItOnlyWhenNewer() {
        final FakeSession fake = new FakeSession();
        final ClientSession s = new ClientSession(fake.session, 16);
        s.beginLevels(1);
        s.level(1, 5, "old");
        s.level(1, 7, "new");
        assertThat(fake.sent).isEmpty();
        s.snapshot(1, 6, "snap");
        s.level(1, 8, "later");
        while (!fake.pending.isEmpty()) {
            fake.completeOne();
        }
        assertThat(fake.sent).containsExactly("snap", "new", "later");
    }
}
