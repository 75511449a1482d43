package dev.bourse.bench;

import dev.bourse.bench.peer.ExchangeCoreLatencyRunner;
import dev.bourse.bench.peer.OpenLoopRun;
import dev.bourse.bench.peer.PeerJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * exchange-core 0.5.3 under the latency suite: starts {@link ExchangeCoreLatencyRunner} in a JVM of its own
 * ({@link PeerJvm}) and asks it for garbage collections and runs over its standard input, reading each answer from
 * its standard output. The runs are measured in that JVM; between requests this JVM only waits for the answer, so
 * exchange-core has the machine as Bourse has it in its runs.
 *
 * <p>The child gets this JVM's heap, stack and {@code -XX} flags (so {@code -jvmArgsAppend} reaches both engines)
 * besides the JDK-access flags; its standard error, with whatever exchange-core and its libraries print, goes to
 * {@code exchange-core.log} in the work directory, and a failure quotes its end.
 *
 * <p>Thread-safety: one controlling thread, plus a daemon thread that reads the answers.
 */
final class ExchangeCoreLatencyProxy implements LatencyEngine {
    private static final long START_SECONDS = 180;
    private static final long GC_SECONDS = 60;
    private static final long STOP_SECONDS = 30;
    /** A run may take this long on top of ten times its planned length before the child is given up, s. */
    private static final long RUN_SLACK_SECONDS = 120;
    private static final String END_OF_ANSWERS = "\u0000end";
    private static final int LOG_TAIL_CHARS = 4_000;

    private final Process process;
    private final Writer requests;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Path log;

    /**
     * Starts the child and waits until exchange-core is up with the market set up.
     *
     * @param waitStrategy exchange-core's wait strategy: BUSY_SPIN, YIELDING or BLOCKING
     * @param streamFile   the stream, written by {@code PeerStream.write}
     * @param users        the stream's users
     * @param workDir      where the child's log goes
     * @throws IOException when the child cannot be started or does not come up
     */
    ExchangeCoreLatencyProxy(final String waitStrategy, final Path streamFile, final int users, final Path workDir)
            throws IOException {
        log = workDir.resolve("exchange-core.log");
        final List<String> command = PeerJvm.command(PeerJvm.classpath(), tuningFlags(),
                ExchangeCoreLatencyRunner.class.getName(), List.of(waitStrategy, streamFile.toString(),
                        Integer.toString(users)));
        process = new ProcessBuilder(command).redirectError(log.toFile()).start();
        requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        final Thread reader = new Thread(this::readAnswers, "exchange-core-answers");
        reader.setDaemon(true);
        reader.start();
        expectReady(START_SECONDS);
    }

    /** @return this JVM's heap, stack and -XX flags, less JMH's compiler hints (they name this JVM's files) */
    private static List<String> tuningFlags() {
        final List<String> flags = new ArrayList<>();
        for (final String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if ((arg.startsWith("-Xm") || arg.startsWith("-Xss") || arg.startsWith("-XX:"))
                    && !arg.startsWith("-XX:CompileCommandFile")) {
                flags.add(arg);
            }
        }
        return flags;
    }

    private void readAnswers() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                answers.add(line);
            }
        } catch (final IOException e) {
            answers.add(ExchangeCoreLatencyRunner.FAILED + " reading its answers: " + e);
        }
        answers.add(END_OF_ANSWERS);
    }

    @Override
    public void collectGarbage() throws IOException {
        request(ExchangeCoreLatencyRunner.GC);
        expectReady(GC_SECONDS);
    }

    @Override
    public OpenLoopRun run(final long rate, final long nanos) throws IOException {
        request(ExchangeCoreLatencyRunner.RUN + ' ' + rate + ' ' + nanos);
        final String answer = answer(RUN_SLACK_SECONDS + 10 * TimeUnit.NANOSECONDS.toSeconds(nanos));
        try {
            return OpenLoopRun.decode(answer);
        } catch (final IllegalArgumentException e) {
            throw failure("answered a run with " + e.getMessage());
        }
    }

    @Override
    public void stop() throws IOException, InterruptedException {
        try {
            request(ExchangeCoreLatencyRunner.STOP);
        } catch (final IOException e) {
            process.destroyForcibly();
            throw e;
        }
        if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw failure("did not stop in " + STOP_SECONDS + " s");
        }
        if (process.exitValue() != 0) {
            throw failure("exited with " + process.exitValue());
        }
    }

    private void request(final String line) throws IOException {
        requests.write(line);
        requests.write('\n');
        requests.flush();
    }

    private void expectReady(final long seconds) throws IOException {
        final String answer = answer(seconds);
        if (!ExchangeCoreLatencyRunner.READY.equals(answer)) {
            throw failure("answered " + answer + " instead of " + ExchangeCoreLatencyRunner.READY);
        }
    }

    private String answer(final long seconds) throws IOException {
        final String line;
        try {
            line = answers.poll(seconds, TimeUnit.SECONDS);
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IOException("interrupted while waiting for exchange-core's JVM", e);
        }
        if (line == null) {
            process.destroyForcibly();
            throw failure("did not answer in " + seconds + " s");
        }
        if (END_OF_ANSWERS.equals(line)) {
            throw failure("closed its output");
        }
        if (line.startsWith(ExchangeCoreLatencyRunner.FAILED)) {
            throw failure(line);
        }
        return line;
    }

    private IOException failure(final String what) throws IOException {
        final String text = Files.isRegularFile(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        final String tail = text.length() <= LOG_TAIL_CHARS ? text : text.substring(text.length() - LOG_TAIL_CHARS);
        return new IOException("exchange-core's JVM " + what + "; the end of its log " + log + ":\n" + tail);
    }
}
