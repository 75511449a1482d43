package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.testkit.ScratchDirectory;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

class NodeToolTest {
    @Test
    void aNodeRunsForItsDurationDrainsAndRecoversItsJournalOnTheNextStart() throws Exception {
        try (ScratchDirectory dir = ScratchDirectory.create("node")) {
            final String journal = dir.path().resolve("journal").toString();
            Files.createDirectories(dir.path().resolve("journal"));
            final CommandRun first = CommandRun.bourse("node", "--port", "0", "--journal", journal, "--duration", "1");
            assertThat(first.code()).as(first.err()).isZero();
            assertThat(first.out()).contains("bourse node: open http://127.0.0.1:").contains("admin key ")
                    .contains("status: ").contains("stopped: ");
            assertThat(first.hasStackTrace()).as(first.err()).isFalse();
            try (var files = Files.list(dir.path().resolve("journal"))) {
                assertThat(files.count()).isPositive();
            }
            final CommandRun second = CommandRun.bourse("node", "--port", "0", "--journal", journal, "--duration",
                    "1");
            assertThat(second.code()).as(second.err()).isZero();
            assertThat(second.out()).contains("stopped: ");
        }
    }

    @Test
    void aNodeWithABinaryPortAnnouncesTheBinaryOrderEntry() throws Exception {
        try (ScratchDirectory dir = ScratchDirectory.create("node-binary")) {
            Files.createDirectories(dir.path().resolve("journal"));
            final CommandRun run = CommandRun.bourse("node", "--port", "0", "--binary-port", "0", "--journal",
                    dir.path().resolve("journal").toString(), "--duration", "1");
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(run.out()).contains("binary order entry: tcp://127.0.0.1:").contains("binaryConnections=0");
        }
    }

    @Test
    void aNegativeDurationIsAUsageError() {
        final CommandRun run = CommandRun.bourse("node", "--port", "0", "--duration", "-1");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--duration");
    }
}
