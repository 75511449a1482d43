package dev.bourse.journal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.cli.JournalDumpTool;
import dev.bourse.cli.JournalVerifyTool;
import dev.bourse.config.Durability;
import dev.bourse.storage.FileStorage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalToolsTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private void write(final long segmentBytes) throws IOException {
        final JournalWriter w = new JournalWriter(dir, Durability.ASYNC, segmentBytes, 4096);
        JournalFixture.write(w, 1, 600, 11);
        w.close();
    }

    private int dump(final String... args) {
        return JournalDumpTool.run(args, print(out), print(err));
    }

    private int verify(final String... args) {
        return JournalVerifyTool.run(args, print(out), print(err));
    }

    private static PrintStream print(final ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void dumpPrintsEveryRecordWithItsFields() throws IOException {
        write(1L << 20);
        assertThat(dump(dir.toString())).isZero();
        final String[] lines = out().split("\n");
        assertThat(lines).hasSize(481);
        assertThat(lines[0]).startsWith("seq=1 ts=" + (JournalFixture.FIRST_TIMESTAMP + 1) + " PLACE uid=2 symbol=1")
                .contains("price=101").contains("correlationId=0");
        assertThat(lines[480]).contains("480 records").contains("last sequence 599");
    }

    @Test
    void dumpStartsAtTheGivenSequence() throws IOException {
        write(8192);
        assertThat(dump(dir.toString(), "590")).isZero();
        assertThat(out()).startsWith("seq=591 ").contains("seq=599 ").doesNotContain("seq=589 ");
    }

    @Test
    void verifyAcceptsASoundJournalAndNamesTheFirstProblemOfACorruptOne() throws IOException {
        write(8192);
        assertThat(verify(dir.toString())).isZero();
        assertThat(out()).startsWith("OK ").contains("480 records").contains("sequences 1..599");
        final Path second = SegmentFiles.list(FileStorage.INSTANCE, dir).get(1);
        Files.delete(second);
        assertThat(verify(dir.toString())).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("CORRUPT ")
                .contains(SegmentFiles.list(FileStorage.INSTANCE, dir).get(1).toString()).contains("offset 0").contains("missing");
        assertThat(dump(dir.toString())).isEqualTo(1);
    }

    @Test
    void verifyWarnsAboutATornTailWithoutCuttingIt() throws IOException {
        JournalFixture.write(new JournalWriter(dir, Durability.GROUP_COMMIT, 1L << 20, 4096), 1, 600, 11);
        final Path seg = SegmentFiles.list(FileStorage.INSTANCE, dir).get(0);
        final long size = Files.size(seg);
        try (var ch = java.nio.channels.FileChannel.open(seg, java.nio.file.StandardOpenOption.WRITE)) {
            ch.truncate(size - 5);
        }
        assertThat(verify(dir.toString())).isZero();
        assertThat(out()).contains("WARNING torn tail");
        assertThat(Files.size(seg)).isEqualTo(size - 5);
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertThat(verify()).isEqualTo(2);
        assertThat(verify(dir.resolve("absent").toString())).isEqualTo(2);
        assertThat(dump(dir.toString(), "x")).isEqualTo(2);
        assertThat(dump()).isEqualTo(2);
    }
}
