package dev.bourse.bench;

import dev.bourse.bench.peer.OpenLoopRun;
import java.io.IOException;

/**
 * An engine under the latency suite, set up with a {@code peer.PeerStream}'s market and replaying its commands in a
 * cycle, run after run: Bourse in the benchmark's own JVM ({@link BourseLatencyEngine}) or exchange-core in a JVM of
 * its own ({@link ExchangeCoreLatencyProxy}). Either way a run is measured in the engine's JVM by the same open-loop
 * classes, and only its outcome comes back.
 *
 * <p>Thread-safety: one controlling thread.
 */
interface LatencyEngine {
    /**
     * Collects garbage in the engine's JVM, so that what earlier runs left is not collected during the next one.
     *
     * @throws IOException when the engine's JVM cannot be reached
     */
    void collectGarbage() throws IOException;

    /**
     * One open-loop run, continuing the stream where the last one stopped.
     *
     * @param rate  commands per second, 1..{@link OpenLoopSchedule#MAX_RATE}
     * @param nanos planned length, ns; a run that falls a whole length behind its schedule stops sending
     * @return what the run measured
     * @throws IOException when the engine's JVM cannot be reached or failed
     */
    OpenLoopRun run(long rate, long nanos) throws IOException;

    /**
     * Stops the engine, after checking what it can of its health.
     *
     * @throws IOException          when the engine's JVM cannot be reached or its files removed
     * @throws InterruptedException when interrupted while it stops
     */
    void stop() throws IOException, InterruptedException;
}
