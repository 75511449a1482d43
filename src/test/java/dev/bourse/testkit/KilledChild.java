package dev.bourse.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Runs a child JVM until it prints {@code READY}, lets it work for a while, then kills it with SIGKILL, collecting
 * what it printed: the crash tests' one way to lose a process at a random moment.
 */
public final class KilledChild {
    private KilledChild() {
    }

    /**
     * @param child        the child, its standard error discarded by the caller's builder or not
     * @param readySeconds how long the child may take to print {@code READY}
     * @param what         what the child is, for the assertion's message ("child started")
     * @param millis       how long it runs after {@code READY} before the kill
     * @param parse        a line's value, or null for a line to skip
     * @param <T>          what a line becomes
     * @return the values of every line the child printed before it died, in order
     * @throws Exception when the child cannot start or the wait is interrupted
     */
    public static <T> List<T> runAndKill(final ProcessBuilder child, final long readySeconds, final String what,
            final long millis, final Function<String, T> parse) throws Exception {
        final Process process = child.start();
        final List<T> values = new ArrayList<>();
        final CountDownLatch ready = new CountDownLatch(1);
        final Thread reader = new Thread(() -> read(process, values, ready, parse), "killed-child-reader");
        reader.start();
        try {
            assertThat(ready.await(readySeconds, TimeUnit.SECONDS)).as(what).isTrue();
            Thread.sleep(millis);
        } finally {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
            reader.join(10_000);
        }
        synchronized (values) {
            return new ArrayList<>(values);
        }
    }

    private static <T> void read(final Process child, final List<T> values, final CountDownLatch ready,
            final Function<String, T> parse) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.equals("READY")) {
                    ready.countDown();
                    continue;
                }
                final T value = parse.apply(line);
                if (value != null) {
                    synchronized (values) {
                        values.add(value);
                    }
                }
            }
        } catch (final IOException e) {
            // The pipe closes when the child dies.
            return;
        }
    }
}
