package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.storage.FileStorage;
import dev.bourse.storage.StorageFile;
import dev.bourse.testkit.ForwardingFile;
import dev.bourse.testkit.ForwardingStorage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Forcing a snapshot's many files together: each exactly once, and a failure is the caller's. */
class ParallelForceTest {
    /** The local file system, counting forces per file and failing the one named. */
    private static final class CountingStorage extends ForwardingStorage {
        final Map<Path, AtomicInteger> forces = new ConcurrentHashMap<>();
        final Path failing;

        CountingStorage(final Path failing) {
            super(FileStorage.INSTANCE);
            this.failing = failing;
        }

        @Override
        protected StorageFile wrap(final Path file, final StorageFile opened) {
            return new ForwardingFile(opened) {
                @Override
                public void force(final boolean metadata) throws IOException {
                    if (file.equals(failing)) {
                        throw new IOException("EIO on " + file);
                    }
                    super.force(metadata);
                    forces.computeIfAbsent(file, k -> new AtomicInteger()).incrementAndGet();
                }
            };
        }
    }

    private static List<Path> files(final Path dir, final int n) throws IOException {
        final List<Path> files = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final Path p = dir.resolve("book-" + i);
            try (StorageFile f = FileStorage.INSTANCE.create(p)) {
                f.write(ByteBuffer.wrap(new byte[] {(byte) i}), 0);
            }
            files.add(p);
        }
        return files;
    }

    @Test
    void manyFilesAreEachForcedExactlyOnceByTheThreadsTogether(@TempDir final Path dir) throws IOException {
        final List<Path> files = files(dir, ParallelForce.MIN_FILES * 5 + 3);
        final CountingStorage storage = new CountingStorage(null);
        ParallelForce.forceAll(storage, files);
        assertThat(storage.forces).hasSize(files.size());
        assertThat(storage.forces.values()).allMatch(c -> c.get() == 1);
    }

    @Test
    void aFewFilesAreForcedOnTheCallingThread(@TempDir final Path dir) throws IOException {
        final List<Path> files = files(dir, 3);
        final CountingStorage storage = new CountingStorage(null);
        ParallelForce.forceAll(storage, files);
        assertThat(storage.forces.keySet()).containsExactlyInAnyOrderElementsOf(files);
    }

    @Test
    void aFailedForceOfAnyFileFailsTheWholeCall(@TempDir final Path dir) throws IOException {
        final List<Path> files = files(dir, ParallelForce.MIN_FILES * 3);
        final CountingStorage storage = new CountingStorage(files.get(100));
        assertThatThrownBy(() -> ParallelForce.forceAll(storage, files)).isInstanceOf(IOException.class)
                .hasMessageContaining("book-100");
    }
}
