package dev.bourse.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A long-lived child JVM running a main class of the test class path, for tests that kill, suspend and restart
 * processes: every line it prints is kept with the time it was read, so a test can wait for a line and measure when
 * it came. {@link #kill()} is SIGKILL (no shutdown hook runs, as when a machine dies); {@link #suspend()} and
 * {@link #resume()} are SIGSTOP and SIGCONT (a process that stops answering and later comes back, as behind a
 * partition). Standard error goes to a file, for the post-mortem.
 *
 * <p>Thread-safety: the line log is safe to read from any thread; control it from one test thread.
 */
public final class ChildJvm implements AutoCloseable {
    /** One line the child printed. */
    public record Line(long nanoTime, String text) {
    }

    private final Process process;
    private final List<Line> lines = new ArrayList<>();
    private final Thread reader;

    private ChildJvm(final Process process, final String name) {
        this.process = process;
        this.reader = new Thread(this::read, "child-jvm-reader-" + name);
        this.reader.setDaemon(true);
        this.reader.start();
    }

    /**
     * Starts {@code mainClass} in a new JVM with this JVM's class path and its {@code --add-*} and native-access flags.
     *
     * @param mainClass the class whose main runs
     * @param heapMb    the child's heap, MiB
     * @param stderr    where its standard error goes (appended)
     * @param args      its arguments
     * @return the running child
     * @throws IOException when the JVM cannot be started
     */
    public static ChildJvm start(final Class<?> mainClass, final int heapMb, final Path stderr,
            final String... args) throws IOException {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "-Xmx" + heapMb + "m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"));
        for (final String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-") || flag.startsWith("--enable-native-access")
                    || flag.startsWith("--sun-misc") || flag.startsWith("-Dbourse.")) {
                command.add(flag);
            }
        }
        command.add(mainClass.getName());
        command.addAll(List.of(args));
        final Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile()))
                .start();
        return new ChildJvm(p, mainClass.getSimpleName() + "-" + p.pid());
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                final Line l = new Line(System.nanoTime(), line);
                synchronized (lines) {
                    lines.add(l);
                    lines.notifyAll();
                }
            }
        } catch (final IOException e) {
            // The pipe closes when the child dies.
            return;
        }
    }

    /**
     * Waits for a line, looking at every line from {@code from} on.
     *
     * @param from      index of the first line to look at
     * @param match     which line
     * @param timeoutMs how long to wait
     * @return the line's index, or -1 when none came in time (or the child died first)
     * @throws InterruptedException when interrupted
     */
    public int await(final int from, final Predicate<String> match, final long timeoutMs)
            throws InterruptedException {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        int next = from;
        synchronized (lines) {
            while (true) {
                for (; next < lines.size(); next++) {
                    if (match.test(lines.get(next).text())) {
                        return next;
                    }
                }
                final long left = deadline - System.nanoTime();
                if (left <= 0 || !process.isAlive() && !reader.isAlive()) {
                    return -1;
                }
                lines.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    /** @return the lines printed so far */
    public List<Line> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /** @return how many lines were printed so far */
    public int lineCount() {
        synchronized (lines) {
            return lines.size();
        }
    }

    /**
     * @param index a line index
     * @return that line
     */
    public Line line(final int index) {
        synchronized (lines) {
            return lines.get(index);
        }
    }

    /**
     * Writes one line to the child's standard input.
     *
     * @param text the line, without its end
     * @throws IOException when the pipe is closed
     */
    public void send(final String text) throws IOException {
        final OutputStream out = process.getOutputStream();
        out.write((text + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** @return the child's process id */
    public long pid() {
        return process.pid();
    }

    /** @return whether the child runs */
    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * SIGKILL, then waits for the process to be gone.
     *
     * @throws InterruptedException when interrupted
     */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /**
     * SIGTERM (what Ctrl-C or a service manager sends), then waits for the process to end.
     *
     * @param timeoutMs how long to wait
     * @return its exit code, or -1 when it still runs after the wait
     * @throws InterruptedException when interrupted
     */
    public int terminate(final long timeoutMs) throws InterruptedException {
        process.destroy();
        return process.waitFor(timeoutMs, TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    /**
     * SIGSTOP: the child stops running (and answering) until {@link #resume()}.
     *
     * @throws Exception when the signal cannot be sent
     */
    public void suspend() throws Exception {
        signal("-STOP");
    }

    /**
     * SIGCONT after {@link #suspend()}.
     *
     * @throws Exception when the signal cannot be sent
     */
    public void resume() throws Exception {
        signal("-CONT");
    }

    private void signal(final String signal) throws Exception {
        final Process kill = new ProcessBuilder("kill", signal, Long.toString(process.pid()))
                .redirectErrorStream(true).start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IOException("kill " + signal + " " + process.pid() + " failed");
        }
    }

    /** Resumes the child if suspended and kills it. */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                signal("-CONT");
            }
        } catch (final Exception e) {
            // Killed next anyway.
        }
        try {
            kill();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
