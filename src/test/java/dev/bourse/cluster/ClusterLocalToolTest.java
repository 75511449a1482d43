package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.cli.BourseCommand;
import dev.bourse.testkit.ChildJvm;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bourse cluster local}: the shipped three-member configuration runs in one JVM, says where each member is and
 * which one leads, and stops every member when its time is up or on SIGTERM (Ctrl-C), leaving each member's
 * directory behind.
 */
class ClusterLocalToolTest {
    @TempDir
    Path dir;

    @Test
    void threeLocalMembersElectALeaderAndStopCleanly() throws Exception {
        final int base = LocalCluster.freeBasePort();
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int code = BourseCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), "cluster", "local", "--dir", dir.toString(),
                "--port-base", Integer.toString(base), "--duration", "1");
        final String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as("exit code; stderr: %s", err.toString(StandardCharsets.UTF_8)).isZero();
        for (int m = 0; m < 3; m++) {
            assertThat(printed).contains("member " + m + ": dir " + dir.resolve("node-" + m).toAbsolutePath()
                    + ", ingress 127.0.0.1:" + (base + 100 * m + ClusterPorts.INGRESS));
            assertThat(dir.resolve("node-" + m).resolve("archive")).isDirectory();
        }
        assertThat(printed).containsPattern("leader: member [0-2] \\(elected [0-9]+ ms after start\\)")
                .contains("clients: ingress endpoints 0=127.0.0.1:" + (base + ClusterPorts.INGRESS));
        assertThat(Files.exists(dir.resolve("node-0").resolve("aeron"))).as("the media driver's files removed at stop")
                .isFalse();
    }

    @Test
    void sigtermStopsEveryMemberCleanly() throws Exception {
        final int base = LocalCluster.freeBasePort();
        try (ChildJvm tool = ChildJvm.start(BourseCommand.class, 512, dir.resolve("local.err"), "cluster", "local",
                "--dir", dir.resolve("members").toString(), "--port-base", Integer.toString(base))) {
            assertThat(tool.await(0, l -> l.startsWith("leader: member "), 120_000)).as("a leader elected")
                    .isNotNegative();
            for (int m = 0; m < 3; m++) {
                assertThat(dir.resolve("members").resolve("node-" + m).resolve("aeron")).isDirectory();
            }
            assertThat(tool.terminate(60_000)).as("exited after SIGTERM").isNotNegative();
            for (int m = 0; m < 3; m++) {
                assertThat(dir.resolve("members").resolve("node-" + m).resolve("aeron"))
                        .as("member %d's media driver closed and removed its files", m).doesNotExist();
                assertThat(dir.resolve("members").resolve("node-" + m).resolve("archive")).isDirectory();
            }
        }
    }

    @Test
    void aMissingConfigurationIsAUsageError() {
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int code = BourseCommand.execute(new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), "cluster", "local",
                "--config-dir", dir.resolve("none").toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no configuration for member 0");
    }
}
