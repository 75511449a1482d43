package dev.bourse.bench;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The journal directories the harnesses create for one session and remove afterwards.
 *
 * <p>Thread-safety: stateless.
 */
public final class SessionDirectory {
    private SessionDirectory() {
    }

    /**
     * Deletes a directory and everything under it; nothing when it does not exist.
     *
     * @param dir the directory
     * @throws IOException when a file cannot be deleted
     */
    public static void deleteRecursively(final Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(final Path file, final BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(final Path d, final IOException e) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
