package dev.bourse.journal;

import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The local file system, watched: it counts the block writes and the group-commit forces ({@code force(false)}) of
 * the journal's segments, knows the last sequence the device has for sure (that of the last block written before a
 * force that returned), and can hold a force until the test lets it go, so that a test decides what arrives while
 * a force runs.
 *
 * <p>Thread-safety: every method is synchronized except the wait inside a held force.
 */
final class ForceWatchingStorage implements Storage {
    private final Storage disk = FileStorage.INSTANCE;
    private long blockWrites;
    private long forces;
    private long writtenLast;
    private volatile long durableLast;
    private CountDownLatch entered;
    private CountDownLatch release;
    private boolean armed;

    /** The next {@code force(false)} waits in the call until {@link #release()}; {@link #awaitHeld()} sees it. */
    synchronized void holdNextForce() {
        entered = new CountDownLatch(1);
        release = new CountDownLatch(1);
        armed = true;
    }

    /** Waits until a held force has been entered. */
    void awaitHeld() throws InterruptedException {
        final CountDownLatch e;
        synchronized (this) {
            e = entered;
        }
        if (!e.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no force was entered");
        }
    }

    /** Lets a held force go on. */
    synchronized void release() {
        release.countDown();
    }

    synchronized long blockWrites() {
        return blockWrites;
    }

    synchronized long forces() {
        return forces;
    }

    /** @return the last sequence of the blocks written before the last {@code force(false)} that returned */
    long durableLast() {
        return durableLast;
    }

    private synchronized void wrote(final ByteBuffer from, final long position) {
        if (position >= JournalDescriptor.SEGMENT_DATA_OFFSET) {
            blockWrites++;
            writtenLast = from.duplicate().order(ByteOrder.LITTLE_ENDIAN)
                    .getLong(from.position() + JournalDescriptor.BLOCK_LAST_SEQUENCE_OFFSET);
        }
    }

    private void force(final StorageFile file) throws IOException {
        final long covered;
        final CountDownLatch held;
        synchronized (this) {
            covered = writtenLast;
            held = armed ? release : null;
            armed = false;
            if (held != null) {
                entered.countDown();
            }
        }
        if (held != null) {
            try {
                if (!held.await(30, TimeUnit.SECONDS)) {
                    throw new IOException("a held force was never released");
                }
            } catch (final InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while held", e);
            }
        }
        file.force(false);
        synchronized (this) {
            forces++;
            durableLast = Math.max(durableLast, covered);
        }
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
        return new Watched(disk.create(file));
    }

    @Override
    public StorageFile open(final Path file, final boolean writable) throws IOException {
        return new Watched(disk.open(file, writable));
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

    /** A segment whose writes and group-commit forces are watched. */
    private final class Watched implements StorageFile {
        private final StorageFile file;

        Watched(final StorageFile file) {
            this.file = file;
        }

        @Override
        public long size() throws IOException {
            return file.size();
        }

        @Override
        public void read(final ByteBuffer into, final long position) throws IOException {
            file.read(into, position);
        }

        @Override
        public void write(final ByteBuffer from, final long position) throws IOException {
            wrote(from, position);
            file.write(from, position);
        }

        @Override
        public void force(final boolean metadata) throws IOException {
            if (metadata) {
                file.force(true);
            } else {
                ForceWatchingStorage.this.force(file);
            }
        }

        @Override
        public void truncate(final long size) throws IOException {
            file.truncate(size);
        }

        @Override
        public void close() throws IOException {
            file.close();
        }
    }
}
