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
        final List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (final String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (arg.startsWith("--add-opens") || arg.startsWith("--add-exports")
                    || arg.startsWith("--enable-native-access") || arg.startsWith("--sun-misc-unsafe-memory-access")) {
                cmd.add(arg);
            }
        }
        cmd.add("-Xmx1g");
        cmd.add("-cp");
        cmd.add(testClasses() + File.pathSeparator + libDir().resolve("*"));
        cmd.add(ExchangeCoreRunner.class.getName());
        cmd.add(book.name());
        cmd.add(in.toString());
        cmd.add(out.toString());
        final Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("exchange-core did not finish in " + TIMEOUT_SECONDS + " s; log "
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException("exchange-core exited with " + p.exitValue() + ": "
                    + Files.readString(log, StandardCharsets.UTF_8) + "\ncommand: " + String.join(" ", cmd));
        }
        return CompatOutcome.read(out);
    }

    private static Path testClasses() {
        try {
            return Path.of(ExchangeCoreRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (final URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
