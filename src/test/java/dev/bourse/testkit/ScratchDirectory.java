package dev.bourse.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A temporary directory removed with everything in it when closed: one per fuzz input, so inputs never see each
 * other's files. Made in memory ({@code /dev/shm}) where there is one, since a fuzzer makes thousands and the
 * readers force what they cut.
 *
 * <p>Thread-safety: none.
 */
public final class ScratchDirectory implements AutoCloseable {
    private static final Path MEMORY = Path.of("/dev/shm");
    private final Path path;

    private ScratchDirectory(final Path path) {
        this.path = path;
    }

    /**
     * @param prefix name prefix
     * @return a new empty directory in memory, or else under the system's temporary directory
     * @throws IOException when it cannot be created
     */
    public static ScratchDirectory create(final String prefix) throws IOException {
        if (Files.isDirectory(MEMORY) && Files.isWritable(MEMORY)) {
            return new ScratchDirectory(Files.createTempDirectory(MEMORY, prefix));
        }
        return new ScratchDirectory(Files.createTempDirectory(prefix));
    }

    /** @return the directory */
    public Path path() {
        return path;
    }

    /** Deletes the directory and everything under it. */
    @Override
    public void close() throws IOException {
        final List<Path> all;
        try (Stream<Path> files = Files.walk(path)) {
            all = files.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
        }
        for (final Path p : all) {
            Files.delete(p);
        }
    }
}
