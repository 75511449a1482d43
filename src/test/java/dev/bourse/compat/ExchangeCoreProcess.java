package dev.bourse.compat;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link ExchangeCoreRunner} in a child JVM: the same {@code java}, the JDK-access flags of this JVM (the pom's
 * {@code bourse.jvm.flags}, which include the four {@code --add-opens} exchange-core needs on JDK 17+), and a
 * classpath of this module's test classes plus {@code target/exchange-core-lib} (exchange-core 0.5.3 and its own
 * dependencies, copied there by the maven-dependency-plugin).
 */
final class ExchangeCoreProcess {
    /** Which exchange-core order book to run. */
    enum Book {
        /** {@code OrderBookDirectImpl}, the performance book. */
        DIRECT,
        /** {@code OrderBookNaiveImpl}, the reference book and exchange-core's default. */
        NAIVE
    }

    private static final long TIMEOUT_SECONDS = 120;

    private ExchangeCoreProcess() {
    }

    /** @return the folder holding exchange-core and its dependencies, next to this module's test classes */
    static Path libDir() {
        return testClasses().getParent().resolve("exchange-core-lib");
    }

    /**
     * @param scenario the commands
     * @param book     the order book implementation
     * @param workDir  a folder for the scenario, the outcome and the child's log
     * @return exchange-core's outcome
     * @throws IOException          if the files cannot be written or read
     * @throws InterruptedException if interrupted while waiting for the child
     */
    static CompatOutcome run(final CompatScenario scenario, final Book book, final Path workDir)
            throws IOException, InterruptedException {
        final Path in = workDir.resolve("scenario.txt");
        final Path out = workDir.resolve("exchange-core-" + book + ".txt");
        final Path log = workDir.resolve("exchange-core-" + book + ".log");
        scenario.write(in);
        await(start(exchangeCoreClasspath(), ExchangeCoreRunner.class.getName(),
                List.of(book.name(), in.toString(), out.toString()), log, "-Xmx1g"), log, TIMEOUT_SECONDS);
        return CompatOutcome.read(out);
    }

    /** @return this module's test classes plus exchange-core and its own dependencies, and nothing of Bourse's */
    static String exchangeCoreClasspath() {
        return testClasses() + File.pathSeparator + libDir().resolve("*");
    }

    /**
     * Starts a child JVM: the same {@code java} as this one, with this JVM's JDK-access flags (no system properties,
     * so no test-time invariant checks).
     *
     * @param classpath the child's classpath
     * @param mainClass its main class
     * @param args      the main class's arguments
     * @param log       where its standard output and error go
     * @param heap      the heap flag, e.g. {@code -Xmx1g}
     * @return the started process
     * @throws IOException if it cannot be started
     */
    static Process start(final String classpath, final String mainClass, final List<String> args, final Path log,
            final String heap) throws IOException {
        final List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (final String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (arg.startsWith("--add-opens") || arg.startsWith("--add-exports")
                    || arg.startsWith("--enable-native-access") || arg.startsWith("--sun-misc-unsafe-memory-access")) {
                cmd.add(arg);
            }
        }
        cmd.add(heap);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        cmd.addAll(args);
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /**
     * Waits for a child started by {@link #start} and fails with its log unless it exits with 0 in time.
     *
     * @param p       the child
     * @param log     its log
     * @param seconds how long it may run
     * @throws IOException          if the log cannot be read
     * @throws InterruptedException if interrupted while waiting
     */
    static void await(final Process p, final Path log, final long seconds) throws IOException, InterruptedException {
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("the child JVM did not finish in " + seconds + " s; log "
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException("the child JVM exited with " + p.exitValue() + ": "
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
    }

    private static Path testClasses() {
        try {
            return Path.of(ExchangeCoreRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (final URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
