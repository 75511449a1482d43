package dev.bourse.pipeline;

import java.nio.file.Path;

/**
 * What one snapshot of a running core cost, as logged by the core.
 *
 * @param sequence         the cut's sequence (the snapshot includes commands 1..sequence)
 * @param timestamp        that command's timestamp, ns
 * @param maxPauseNanos    the longest time one shard spent copying its state, ns: the pause in the PIPELINED layout,
 *                         where each shard thread pauses for its own part, in parallel
 * @param captureSpanNanos from the first shard's capture start to the last one's end, ns: the engine's pause in the
 *                         COMPACT and INLINE layouts, where one thread runs every shard
 * @param writeNanos       assembling, compressing, writing, fsyncing and renaming on the background thread, ns
 * @param fileBytes        bytes on disk
 * @param bodyBytes        uncompressed bytes
 * @param directory        the snapshot's directory
 * @param deletedSnapshots snapshots deleted by retention afterwards
 * @param deletedSegments  journal segments deleted by retention afterwards
 */
public record SnapshotReport(long sequence, long timestamp, long maxPauseNanos, long captureSpanNanos,
        long writeNanos, long fileBytes, long bodyBytes, Path directory, int deletedSnapshots, int deletedSegments) {

    /** @return one log line */
    public String describe() {
        return "snapshot " + sequence + ": capture span " + (captureSpanNanos / 1_000) + " us, shard pause max "
                + (maxPauseNanos / 1_000) + " us, write "
                + (writeNanos / 1_000_000) + " ms, " + fileBytes + " bytes on disk (" + bodyBytes
                + " uncompressed) in " + directory + "; retention deleted " + deletedSnapshots + " snapshots and "
                + deletedSegments + " journal segments";
    }
}
