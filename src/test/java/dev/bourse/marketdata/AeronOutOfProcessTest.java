package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.marketdata.aeron.AeronFeedPublisher;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedFanOut;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.pipeline.RiskEngine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A subscriber in another JVM ({@link AeronSubscriberChild}, its own media driver) on Aeron UDP over loopback joins a
 * running feed, rebuilds the books from the snapshot stream and the increments, and reports the same order-by-order
 * state hash and sequences as the engine's feed.
 */
class AeronOutOfProcessTest {
    private static final int STREAM = 1101;

    @Test
    void aSubscriberInAnotherJvmOverUdpRebuildsTheEnginesBooks() throws Exception {
        final int port;
        try (DatagramSocket probe = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        final String channel = "aeron:udp?endpoint=127.0.0.1:" + port;
        final FeedFanOut out = new FeedFanOut();
        final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, false, out, null);
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        try (EmbeddedAeron aeron = new EmbeddedAeron("oop-" + port);
             AeronFeedPublisher publisher = new AeronFeedPublisher(aeron.aeron(), channel, STREAM, 20)) {
            out.add(publisher.feed());
            feed.onCommandEnd(publisher);
            final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                    .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).build())
                    .riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE).listener(feed)
                    .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
            core.start();
            final Process child = start(port);
            final AtomicReference<String> state = new AtomicReference<>("");
            final Thread reader = new Thread(() -> read(child, state), "oop-reader");
            reader.start();
            try {
                final FeedLoad load = new FeedLoad(41, 3, 5);
                load.setUp(core);
                for (int k = 0; k < 200; k++) {
                    load.step(core, clock.get() + FeedLoad.STEP);
                }
                final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!state.get().equals(expected(feed))) {
                    assertThat(child.isAlive()).as("subscriber running").isTrue();
                    assertThat(System.nanoTime()).as("the other JVM caught up within 60 s; it said: %s, expected %s",
                            state.get(), expected(feed)).isLessThan(deadline);
                    load.probe(core, 1);
                    Thread.sleep(20);
                }
                assertThat(publisher.sent()).isPositive();
            } finally {
                child.destroyForcibly();
                child.waitFor(30, TimeUnit.SECONDS);
                reader.join(10_000);
                core.stop();
            }
        }
    }

    private static String expected(final FeedGenerator feed) {
        long sum = 0;
        for (int i = 0; i < feed.symbolCount(); i++) {
            sum += feed.sequence(feed.symbolAt(i));
        }
        return "STATE " + feed.symbolCount() + " " + sum + " " + feed.stateHash();
    }

    private static Process start(final int port) throws IOException {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "-Xmx256m"));
        for (final String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-")) {
                command.add(flag);
            }
        }
        command.addAll(List.of(AeronSubscriberChild.class.getName(), Integer.toString(port),
                Integer.toString(STREAM)));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static void read(final Process child, final AtomicReference<String> state) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("STATE ")) {
                    state.set(line);
                }
            }
        } catch (final IOException e) {
            // The pipe closes when the subscriber dies.
            return;
        }
    }
}
