package dev.bourse.bench.peer;

import dev.bourse.bench.OpenLoopSchedule;
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
 * Starts the JVMs that run exchange-core 0.5.3: the same {@code java} as this one, this JVM's JDK-access flags (the
 * pom's {@code bourse.jvm.flags}, which include the four {@code --add-opens} exchange-core needs on JDK 17+), and a
 * class path with exchange-core and its own 2020 dependencies but none of Bourse's, whose newer Disruptor, Agrona,
 * Chronicle and Eclipse Collections share packages with them.
 *
 * <p>That class path is built from {@code exchange-core-lib}, the folder next to this class's own location
 * ({@code target/exchange-core-lib}, filled by the pom's maven-dependency-plugin with exchange-core, its dependencies
 * and HdrHistogram):
 * <ul>
 *   <li>run from the build's class folders (the tests): {@code target/test-classes}, {@code target/classes} and
 *       {@code exchange-core-lib/*}; Bourse's own classes do no harm there, as only the peer's are loaded;</li>
 *   <li>run from {@code target/bourse-benchmarks.jar}, which bundles Bourse's dependencies and so cannot be on it:
 *       {@code exchange-core-lib/*} alone, where {@code mvn package} puts {@value #PEER_JAR} (this package and the
 *       open-loop classes of {@code dev.bourse.bench}, all the child loads of Bourse's).</li>
 * </ul>
 *
 * <p>Thread-safety: stateless.
 */
public final class PeerJvm {
    /** The jar of the classes a peer JVM loads, inside {@link #libDir()}. */
    public static final String PEER_JAR = "bourse-peer.jar";

    private PeerJvm() {
    }

    /** @return the folder holding exchange-core and its dependencies, next to this package's classes or jar */
    public static Path libDir() {
        return location(PeerJvm.class).getParent().resolve("exchange-core-lib");
    }

    /**
     * @return the class path of a JVM that runs exchange-core, as described above
     * @throws IllegalStateException when the folder or, from a jar, {@value #PEER_JAR} is missing
     */
    public static String classpath() {
        final Path lib = libDir();
        if (!Files.isDirectory(lib)) {
            throw new IllegalStateException(lib + " is missing: build with mvn package (or run the tests through Maven)");
        }
        final Path own = location(PeerJvm.class);
        if (Files.isDirectory(own)) {
            return own + File.pathSeparator + location(OpenLoopSchedule.class) + File.pathSeparator + lib.resolve("*");
        }
        if (!Files.isRegularFile(lib.resolve(PEER_JAR))) {
            throw new IllegalStateException(lib.resolve(PEER_JAR) + " is missing: build with mvn package");
        }
        return lib.resolve("*").toString();
    }

    /**
     * @return this JVM's flags that open or export JDK internals or allow native access, for a child
     */
    public static List<String> accessFlags() {
        final List<String> flags = new ArrayList<>();
        for (final String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (arg.startsWith("--add-opens") || arg.startsWith("--add-exports")
                    || arg.startsWith("--enable-native-access") || arg.startsWith("--sun-misc-unsafe-memory-access")) {
                flags.add(arg);
            }
        }
        return flags;
    }

    /**
     * The command line of a child JVM: the same {@code java} as this one, {@link #accessFlags()}, then the given JVM
     * flags (no system properties of this JVM, so no test-time invariant checks).
     *
     * @param classpath the child's class path
     * @param jvmFlags  further JVM flags, e.g. the heap
     * @param mainClass its main class
     * @param args      the main class's arguments
     * @return the command
     */
    public static List<String> command(final String classpath, final List<String> jvmFlags, final String mainClass,
            final List<String> args) {
        final List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(accessFlags());
        cmd.addAll(jvmFlags);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        cmd.addAll(args);
        return cmd;
    }

    /**
     * Starts a child JVM ({@link #command}) whose standard output and error go to a log.
     *
     * @param classpath the child's class path
     * @param mainClass its main class
     * @param args      the main class's arguments
     * @param log       where its standard output and error go
     * @param heap      the heap flag, e.g. {@code -Xmx1g}
     * @return the started process
     * @throws IOException if it cannot be started
     */
    public static Process start(final String classpath, final String mainClass, final List<String> args,
            final Path log, final String heap) throws IOException {
        return new ProcessBuilder(command(classpath, List.of(heap), mainClass, args)).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
    }

    /**
     * Waits for a child started by {@link #start} and fails with its log unless it exits with 0 in time.
     *
     * @param p       the child
     * @param log     its log
     * @param seconds how long it may run
     * @throws IOException          if the log cannot be read
     * @throws InterruptedException if interrupted while waiting
     * @throws IllegalStateException when it runs too long (it is then killed) or exits with another code
     */
    public static void await(final Process p, final Path log, final long seconds)
            throws IOException, InterruptedException {
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

    /**
     * exchange-core 0.5.3's Chronicle Core 2.19 looks up {@code sun.nio.ch.FileChannelImpl.unmap0(long, long)} when it
     * first serializes anything (adding a symbol); that method is gone from recent JDKs, so exchange-core fails there
     * on its first binary command whatever the flags (checked: runs on JDK 17, fails on JDK 25).
     *
     * @return whether exchange-core 0.5.3 runs on this JVM's JDK: not on JDK 24 or later
     */
    public static boolean exchangeCoreRunsHere() {
        return Runtime.version().feature() < 24;
    }

    private static Path location(final Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (final URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
