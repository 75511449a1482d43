package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.storage.FileStorage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotRetentionTest {
    @TempDir
    Path root;

    private void snapshots(final long... sequences) {
        final MiniCore c = new MiniCore(1, 1);
        Scenario.populate(c);
        final SnapshotWriter writer = new SnapshotWriter(root);
        for (final long seq : sequences) {
            writer.write(seq, seq, c.specList(), c.matching, c.risk);
        }
    }

    @Test
    void keepsTheNewestKValidSnapshotsAndRemovesOlderOnesAndInterruptedWrites() throws IOException {
        snapshots(100, 200, 300, 400);
        Files.createDirectories(root.resolve(SnapshotDescriptor.directoryName(500) + SnapshotDescriptor.TEMP_SUFFIX));
        Files.delete(root.resolve(SnapshotDescriptor.directoryName(400)).resolve("users"));

        final SnapshotRetention.Result r = SnapshotRetention.keepNewest(FileStorage.INSTANCE, root, 2);

        assertThat(r.oldestKeptSequence()).isEqualTo(200);
        assertThat(new SnapshotLoader(root).sequences()).containsExactly(400L, 300L, 200L);
        assertThat(r.deleted()).extracting(p -> p.getFileName().toString()).containsExactlyInAnyOrder(
                "snapshot-00000000000000000100", "snapshot-00000000000000000500.tmp");
    }

    @Test
    void journalSegmentsEndingAtOrBeforeTheOldestKeptSnapshotAreDeletable() {
        final long[] first = {1, 101, 201, 301};
        final long[] last = {100, 200, 300, 350};
        assertThat(SnapshotRetention.deletableSegments(200, first, last)).containsExactly(0, 1);
        assertThat(SnapshotRetention.deletableSegments(199, first, last)).containsExactly(0);
        assertThat(SnapshotRetention.deletableSegments(-1, first, last)).isEmpty();
    }

    @Test
    void directoryNamesRoundTripTheirSequence() {
        assertThat(SnapshotDescriptor.sequenceOf(SnapshotDescriptor.directoryName(1234))).isEqualTo(1234);
        assertThat(SnapshotDescriptor.sequenceOf("snapshot-00000000000000001234.tmp")).isEqualTo(-1);
        assertThat(SnapshotDescriptor.sequenceOf("journal-1")).isEqualTo(-1);
    }
}
