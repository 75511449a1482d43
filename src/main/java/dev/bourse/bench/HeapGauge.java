package dev.bourse.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/**
 * Heap measurements for the scale run: the heap in use after full collections (what is live), and the most heap in
 * use while an operation runs, sampled every millisecond by a daemon thread (live data plus garbage not collected
 * yet: an upper bound of what the operation needed).
 *
 * <p>Thread-safety: {@link #liveBytes()} and {@link #peakDuring} from the controlling thread.
 */
final class HeapGauge {
    private static final int COLLECTIONS = 2;
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private HeapGauge() {
    }

    /**
     * Asks for full collections and reads the heap in use.
     *
     * @return heap in use after them, bytes
     */
    static long liveBytes() {
        for (int i = 0; i < COLLECTIONS; i++) {
            System.gc();
        }
        return MEMORY.getHeapMemoryUsage().getUsed();
    }

    /** @return the most heap the JVM may use, bytes */
    static long maxBytes() {
        return MEMORY.getHeapMemoryUsage().getMax();
    }

    /**
     * Runs an operation while sampling the heap in use.
     *
     * @param operation what to run, on the calling thread
     * @return the largest heap in use seen while it ran, bytes
     * @throws InterruptedException when interrupted while stopping the sampler
     */
    static long peakDuring(final Runnable operation) throws InterruptedException {
        final long[] peak = {MEMORY.getHeapMemoryUsage().getUsed()};
        final boolean[] done = {false};
        final Thread sampler = new Thread(() -> {
            while (true) {
                synchronized (peak) {
                    peak[0] = Math.max(peak[0], MEMORY.getHeapMemoryUsage().getUsed());
                    if (done[0]) {
                        return;
                    }
                }
                try {
                    Thread.sleep(1);
                } catch (final InterruptedException e) {
                    return;
                }
            }
        }, "bourse-heap-sampler");
        sampler.setDaemon(true);
        sampler.start();
        try {
            operation.run();
        } finally {
            synchronized (peak) {
                done[0] = true;
            }
            sampler.join();
        }
        synchronized (peak) {
            return peak[0];
        }
    }
}
