package dev.bourse.journal;

import dev.bourse.storage.FileStorage;
import dev.bourse.storage.StorageFile;
import dev.bourse.testkit.ForwardingFile;
import dev.bourse.testkit.ForwardingStorage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
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
final class ForceWatchingStorage extends ForwardingStorage {
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

    ForceWatchingStorage() {
        super(FileStorage.INSTANCE);
    }

    @Override
    protected StorageFile wrap(final Path file, final StorageFile opened) {
        return new Watched(opened);
    }

    /** A segment whose writes and group-commit forces are watched. */
    private final class Watched extends ForwardingFile {
        private final StorageFile file;

        Watched(final StorageFile file) {
            super(file);
            this.file = file;
        }

        @Override
        public void write(final ByteBuffer from, final long position) throws IOException {
            wrote(from, position);
            super.write(from, position);
        }

        @Override
        public void force(final boolean metadata) throws IOException {
            if (metadata) {
                super.force(true);
            } else {
                ForceWatchingStorage.this.force(file);
            }
        }
    }
}
