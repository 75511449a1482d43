package dev.bourse.storage;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The real {@link Storage}: the local file system through {@link FileChannel} and {@link Files}. A directory is
 * forced by opening it and forcing the channel, which Linux and macOS allow.
 *
 * <p>Thread-safety: stateless; see {@link Storage}.
 */
public final class FileStorage implements Storage {
    /** The one instance. */
    public static final FileStorage INSTANCE = new FileStorage();

    private FileStorage() {
    }

    @Override
    public List<Path> list(final Path dir) throws IOException {
        final List<Path> entries = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return entries;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (final Path p : stream) {
                entries.add(p);
            }
        }
        entries.sort((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()));
        return entries;
    }

    @Override
    public boolean isDirectory(final Path path) {
        return Files.isDirectory(path);
    }

    @Override
    public boolean isFile(final Path path) {
        return Files.isRegularFile(path);
    }

    @Override
    public void createDirectories(final Path dir) throws IOException {
        final Path absolute = dir.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) {
            return;
        }
        Path existing = absolute.getParent();
        while (existing != null && !Files.isDirectory(existing)) {
            existing = existing.getParent();
        }
        Files.createDirectories(absolute);
        for (Path created = absolute; created != null && !created.equals(existing); created = created.getParent()) {
            if (created.getParent() != null) {
                forceDirectory(created.getParent());
            }
        }
    }

    @Override
    public void createDirectory(final Path dir) throws IOException {
        Files.createDirectory(dir);
    }

    @Override
    public StorageFile create(final Path file) throws IOException {
        return new ChannelFile(FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE));
    }

    @Override
    public StorageFile open(final Path file, final boolean writable) throws IOException {
        return new ChannelFile(writable ? FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)
                : FileChannel.open(file, StandardOpenOption.READ));
    }

    @Override
    public byte[] readAll(final Path file) throws IOException {
        return Files.readAllBytes(file);
    }

    @Override
    public void delete(final Path path) throws IOException {
        Files.delete(path);
    }

    @Override
    public void moveAtomically(final Path from, final Path to) throws IOException {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public void forceDirectory(final Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    @Override
    public String toString() {
        return "file system";
    }

    /** A file over one {@link FileChannel}: every call is one or a few system calls, without allocation. */
    private static final class ChannelFile implements StorageFile {
        private final FileChannel channel;

        ChannelFile(final FileChannel channel) {
            this.channel = channel;
        }

        @Override
        public long size() throws IOException {
            return channel.size();
        }

        @Override
        public void read(final ByteBuffer into, final long position) throws IOException {
            long p = position;
            while (into.hasRemaining()) {
                final int n = channel.read(into, p);
                if (n < 0) {
                    throw new EOFException("end of file at byte offset " + p);
                }
                p += n;
            }
        }

        @Override
        public void write(final ByteBuffer from, final long position) throws IOException {
            long p = position;
            while (from.hasRemaining()) {
                p += channel.write(from, p);
            }
        }

        @Override
        public void force(final boolean metadata) throws IOException {
            channel.force(metadata);
        }

        @Override
        public void truncate(final long size) throws IOException {
            channel.truncate(size);
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
