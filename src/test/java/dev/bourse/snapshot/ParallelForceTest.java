package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
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
    /** The local file system, counting forces per file and failing the ones named. */
    private static final class CountingStorage implements Storage {
        final Map<Path, AtomicInteger> forces = new ConcurrentHashMap<>();
        final Path failing;

        CountingStorage(final Path failing) {
            this.failing = failing;
        }

        @Override
        public List<Path> list(final Path dir) throws IOException {
            return FileStorage.INSTANCE.list(dir);
        }

        @Override
        public boolean isDirectory(final Path path) {
            return FileStorage.INSTANCE.isDirectory(path);
        }

        @Override
        public boolean isFile(final Path path) {
            return FileStorage.INSTANCE.isFile(path);
        }

        @Override
        public void createDirectories(final Path dir) throws IOException {
            FileStorage.INSTANCE.createDirectories(dir);
        }

        @Override
        public void createDirectory(final Path dir) throws IOException {
            FileStorage.INSTANCE.createDirectory(dir);
        }

        @Override
        public StorageFile create(final Path file) throws IOException {
            return FileStorage.INSTANCE.create(file);
        }

        @Override
        public StorageFile open(final Path file, final boolean writable) throws IOException {
            final StorageFile f = FileStorage.INSTANCE.open(file, writable);
            return new StorageFile() {
                @Override
                public long size() throws IOException {
                    return f.size();
                }

                @Override
                public void read(final ByteBuffer into, final long position) throws IOException {
                    f.read(into, position);
                }

                @Override
                public void write(final ByteBuffer from, final long position) throws IOException {
                    f.write(from, position);
                }

                @Override
                public void force(final boolean metadata) throws IOException {
                    if (file.equals(failing)) {
                        throw new IOException("EIO on " + file);
                    }
                    f.force(metadata);
                    forces.computeIfAbsent(file, k -> new AtomicInteger()).incrementAndGet();
                }

                @Override
                public void truncate(final long size) throws IOException {
                    f.truncate(size);
                }

                @Override
                public void close() throws IOException {
                    f.close();
                }
            };
        }

        @Override
        public byte[] readAll(final Path file) throws IOException {
            return FileStorage.INSTANCE.readAll(file);
        }

        @Override
        public void delete(final Path path) throws IOException {
            FileStorage.INSTANCE.delete(path);
        }

        @Override
        public void moveAtomically(final Path from, final Path to) throws IOException {
            FileStorage.INSTANCE.moveAtomically(from, to);
        }

        @Override
        public void forceDirectory(final Path dir) throws IOException {
            FileStorage.INSTANCE.forceDirectory(dir);
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
