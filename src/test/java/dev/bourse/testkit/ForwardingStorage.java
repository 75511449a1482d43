package dev.bourse.testkit;

import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A storage that hands every call to another one, for tests that watch or disturb some calls: override
 * {@link #wrap} to put a {@link ForwardingFile} around the files opened, or a method of the storage itself.
 */
public class ForwardingStorage implements Storage {
    private final Storage disk;

    /** @param disk where the calls go, e.g. {@code FileStorage.INSTANCE} */
    public ForwardingStorage(final Storage disk) {
        this.disk = disk;
    }

    /**
     * @param file   the file's path
     * @param opened the file as the other storage opened or created it
     * @return what the caller gets; this one returns {@code opened}
     */
    protected StorageFile wrap(final Path file, final StorageFile opened) {
        return opened;
    }

    @Override
    public List<Path> list(final Path dir) throws IOException {
        return disk.list(dir);
    }

    @Override
    public boolean isDirectory(final Path path) {
        return disk.isDirectory(path);
    }

    @Override
    public boolean isFile(final Path path) {
        return disk.isFile(path);
    }

    @Override
    public void createDirectories(final Path dir) throws IOException {
        disk.createDirectories(dir);
    }

    @Override
    public void createDirectory(final Path dir) throws IOException {
        disk.createDirectory(dir);
    }

    @Override
    public StorageFile create(final Path file) throws IOException {
        return wrap(file, disk.create(file));
    }

    @Override
    public StorageFile open(final Path file, final boolean writable) throws IOException {
        return wrap(file, disk.open(file, writable));
    }

    @Override
    public byte[] readAll(final Path file) throws IOException {
        return disk.readAll(file);
    }

    @Override
    public void delete(final Path path) throws IOException {
        disk.delete(path);
    }

    @Override
    public void moveAtomically(final Path from, final Path to) throws IOException {
        disk.moveAtomically(from, to);
    }

    @Override
    public void forceDirectory(final Path dir) throws IOException {
        disk.forceDirectory(dir);
    }
}
