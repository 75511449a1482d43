package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.ScratchDirectory;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A node in its own JVM, stopped by SIGTERM as an operator or a service manager stops it. */
class NodeSignalTest {

    @Test
    void aNodeStoppedBySigtermDrainsAndExitsZero() throws Exception {
        try (ScratchDirectory dir = ScratchDirectory.create("node-signal")) {
            final Path journal = Files.createDirectories(dir.path().resolve("journal"));
            final List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            for (final String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (flag.startsWith("--add-") || flag.startsWith("--enable-native-access")
                        || flag.startsWith("--sun-misc-unsafe-memory-access")) {
                    command.add(flag);
                }
            }
            command.addAll(List.of("-Xmx256m", "-Djava.io.tmpdir=" + dir.path(), "-cp",
                    System.getProperty("java.class.path"), BourseCommand.class.getName(), "node", "--port", "0",
                    "--journal", journal.toString()));
            final Process node = new ProcessBuilder(command).redirectErrorStream(true).start();
            final List<String> lines = new ArrayList<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(node.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line = out.readLine();
                while (line != null && !line.startsWith("bourse node: ")) {
                    lines.add(line);
                    line = out.readLine();
                }
                assertThat(line).as("the node's start, after: %s", lines).isNotNull();
                node.toHandle().destroy();
                for (line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                }
            } finally {
                if (!node.waitFor(60, TimeUnit.SECONDS)) {
                    node.destroyForcibly();
                }
            }
            assertThat(node.exitValue()).as("exit code; output: %s", lines).isZero();
            assertThat(lines).anyMatch(l -> l.startsWith("stopped on a signal, drained"));
        }
    }
}
