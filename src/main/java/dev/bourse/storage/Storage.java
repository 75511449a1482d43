package dev.bourse.storage;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The file-system operations journals and snapshots use, and nothing else.
 *
 * <p>Durability contract (what a caller may assume after a crash, whatever the implementation): data written to a
 * file is durable once {@link StorageFile#force} returned after the write; a created, renamed or deleted directory
 * entry is durable once {@link #forceDirectory} of its parent directory returned. Before that, any of it may be lost,
 * and a write may reach the device in part (torn at any sector boundary).
 *
 * <p>Thread-safety: implementations are safe for concurrent use on different files; one file is used by one thread
 * at a time.
 */
public interface Storage {

    /**
     * @param dir a directory
     * @return its entries (files and directories), sorted by name; empty when {@code dir} does not exist
     * @throws IOException when it cannot be listed
     */
    List<Path> list(Path dir) throws IOException;

    /**
     * @param path any path
     * @return whether it is an existing directory
     */
    boolean isDirectory(Path path);

    /**
     * @param path any path
     * @return whether it is an existing regular file
     */
    boolean isFile(Path path);

    /**
     * Creates a directory and any missing parents, and makes each created entry durable (forces its parent); does
     * nothing when the directory exists.
     *
     * @param dir the directory
     * @throws IOException when it cannot be created
     */
    void createDirectories(Path dir) throws IOException;

    /**
     * Creates one directory whose parent exists.
     *
     * @param dir the directory
     * @throws IOException when it exists or cannot be created
     */
    void createDirectory(Path dir) throws IOException;

    /**
     * Creates a new, empty file and opens it for reading and writing.
     *
     * @param file the file, which must not exist
     * @return the open file
     * @throws java.nio.file.FileAlreadyExistsException when it exists
     * @throws IOException                               when it cannot be created
     */
    StorageFile create(Path file) throws IOException;

    /**
     * Opens an existing file.
     *
     * @param file     the file
     * @param writable whether it may be written and truncated
     * @return the open file
     * @throws java.nio.file.NoSuchFileException when it does not exist
     * @throws IOException                       when it cannot be opened
     */
    StorageFile open(Path file, boolean writable) throws IOException;

    /**
     * @param file an existing file
     * @return its whole content
     * @throws java.nio.file.NoSuchFileException when it does not exist
     * @throws IOException                       when it cannot be read
     */
    byte[] readAll(Path file) throws IOException;

    /**
     * Deletes a file or an empty directory.
     *
     * @param path the file or directory
     * @throws IOException when it does not exist or cannot be deleted
     */
    void delete(Path path) throws IOException;

    /**
     * Renames a file or directory in one step: afterwards either the old or the new name exists, never both or
     * neither.
     *
     * @param from the existing path
     * @param to   the new path, in the same directory, which must not exist
     * @throws IOException when it cannot be renamed
     */
    void moveAtomically(Path from, Path to) throws IOException;

    /**
     * Makes the creations, renames and deletions done so far in a directory durable (fsync of the directory).
     *
     * @param dir the directory
     * @throws IOException when it cannot be opened or forced
     */
    void forceDirectory(Path dir) throws IOException;
}
