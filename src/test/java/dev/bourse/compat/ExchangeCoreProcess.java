package dev.bourse.compat;

import dev.bourse.bench.peer.PeerJvm;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

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
     * Starts a child JVM ({@link PeerJvm#start}): the same {@code java} as this one, with this JVM's JDK-access flags
     * (no system properties, so no test-time invariant checks).
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
        return PeerJvm.start(classpath, mainClass, args, log, heap);
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
        PeerJvm.await(p, log, seconds);
    }

    private static Path testClasses() {
        try {
            return Path.of(ExchangeCoreRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (final URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
