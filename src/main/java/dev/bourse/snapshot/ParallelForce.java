package dev.bourse.snapshot;

import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Forces many written files to stable storage. A snapshot holds one file per book, so a market of 100,000 symbols
 * means 100,000 forces; one after the other each waits for its own commit of the file system's journal (about
 * 0.25 to 0.7 ms here: 25 to 70 s), while forces issued together share commits (ext4 and XFS group them): with
 * {@link #THREADS} threads the same files were forced 3 to 12 times faster on this machine's disk. A few files are
 * forced on the calling thread, in order.
 *
 * <p>Thread-safety: the storage must accept calls from several threads at once (the file system does; so does the
 * test suite's simulated disk). Cold path: starts and stops its threads on each call.
 */
final class ParallelForce {
    /** Threads forcing at once: enough to fill a journal commit, few enough to cost nothing to start. */
    static final int THREADS = 16;
    /** Below this many files the calling thread forces them itself. */
    static final int MIN_FILES = 64;

    private ParallelForce() {
    }

    /**
     * Forces every file, content and metadata. Returns when all are forced.
     *
     * @param storage where they are
     * @param files   written, closed files
     * @throws IOException the first failure of any force (the others may or may not have completed)
     */
    static void forceAll(final Storage storage, final List<Path> files) throws IOException {
        if (files.size() < MIN_FILES) {
            for (final Path p : files) {
                force(storage, p);
            }
            return;
        }
        final AtomicInteger next = new AtomicInteger();
        final ExecutorService pool = Executors.newFixedThreadPool(THREADS, r -> {
            final Thread t = new Thread(r, "bourse-snapshot-force");
            t.setDaemon(true);
            return t;
        });
        try {
            final List<Future<Void>> workers = new ArrayList<>(THREADS);
            for (int k = 0; k < THREADS; k++) {
                workers.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < files.size(); i = next.getAndIncrement()) {
                        force(storage, files.get(i));
                    }
                    return null;
                }));
            }
            for (final Future<Void> w : workers) {
                await(w);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void await(final Future<Void> worker) throws IOException {
        try {
            worker.get();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while forcing the snapshot's files");
        } catch (final ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("forcing the snapshot's files: " + e.getCause(), e.getCause());
        }
    }

    private static void force(final Storage storage, final Path file) throws IOException {
        try (StorageFile f = storage.open(file, true)) {
            f.force(true);
        }
    }
}
