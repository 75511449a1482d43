package dev.bourse.gateway.fix;

import static dev.bourse.gateway.fix.FixMessages.limit;
import static dev.bourse.gateway.fix.FixMessages.summary;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import quickfix.Message;
import quickfix.field.PossDupFlag;
import quickfix.field.Side;

/**
 * The acceptor's session store ({@code fix.store}): with MEMORY, sessions log on, trade, are reported and get what
 * they missed by resend after a reconnect, and nothing is written under the store directory; FILE, the default,
 * writes its files there.
 */
class FixStoreTest {
    @Test
    void memorySessionsLogOnTradeAndResendWithinTheNodesLifeWithoutWritingFiles() throws Exception {
        try (FixNode n = new FixNode(FixStore.MEMORY)) {
            FixTestClient alice = n.client("ALICE", "alice-pw");
            final FixTestClient bob = n.client("BOB", "bob-pw");
            alice.send(limit("s1", 1, Side.SELL, "3", "20.25"));
            assertThat(summary(alice.next())).isEqualTo("ER 0/0 s1 cum=0 leaves=3");
            bob.send(limit("b1", 1, Side.BUY, "1", "20.25"));
            assertThat(summary(bob.next())).isEqualTo("ER 0/0 b1 cum=0 leaves=1");
            assertThat(summary(bob.next())).isEqualTo("ER F/2 b1 cum=1 leaves=0 last=1@20.25 fee=0.02");
            assertThat(summary(alice.next())).isEqualTo("ER F/1 s1 cum=1 leaves=2 last=1@20.25 fee=0.01");

            alice.close();
            n.clients.remove(alice);
            bob.send(limit("b2", 1, Side.BUY, "2", "20.25"));
            assertThat(summary(bob.next())).isEqualTo("ER 0/0 b2 cum=0 leaves=2");
            assertThat(summary(bob.next())).isEqualTo("ER F/2 b2 cum=2 leaves=0 last=2@20.25 fee=0.04");
            awaitNothingInFlight(n);
            alice = n.client("ALICE", "alice-pw");
            final Message missed = alice.next();
            assertThat(summary(missed)).isEqualTo("ER F/2 s1 cum=3 leaves=0 last=2@20.25 fee=0.02");
            assertThat(missed.getHeader().getBoolean(PossDupFlag.FIELD)).isTrue();

            assertThat(n.fix.errors()).isZero();
            assertThat(n.dir.resolve("store")).doesNotExist();
        }
    }

    @Test
    void theFileStoreIsTheDefaultAndKeepsItsFilesInTheStoreDirectory() throws Exception {
        assertThat(FixSettings.DEFAULT_STORE).isEqualTo(FixStore.FILE);
        try (FixNode n = new FixNode()) {
            final FixTestClient alice = n.client("ALICE", "alice-pw");
            alice.send(limit("f1", 2, Side.SELL, "1", "10.00"));
            assertThat(summary(alice.next())).isEqualTo("ER 0/0 f1 cum=0 leaves=1");
            assertThat(files(n.dir.resolve("store"))).as("ALICE's session files").isPositive();
        }
    }

    private static long files(final Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().contains("ALICE")).count();
        }
    }

    private static void awaitNothingInFlight(final FixNode n) throws InterruptedException {
        final long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (n.fix.inFlight() > 0 && System.nanoTime() < end) {
            Thread.sleep(10);
        }
    }
}
