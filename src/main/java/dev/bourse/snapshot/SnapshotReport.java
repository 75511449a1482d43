package dev.bourse.snapshot;

import java.nio.file.Path;

/**
 * What one snapshot of a running core cost, as logged by the core. The capture is incremental: the core keeps
 * running while each shard exports its part in short steps and copies what a command is about to change, so the
 * figure that matters for latency is the longest stall, not the capture's duration.
 *
 * @param sequence         the cut's sequence (the snapshot includes commands 1..sequence)
 * @param timestamp        that command's timestamp, ns
 * @param maxStallNanos    the longest time one engine thread spent on one command or capture step while the capture
 *                         was in progress, capture work included, ns: an upper bound of the most the snapshot delayed
 *                         any one command (per shard thread in PIPELINED, per whole pass in COMPACT and INLINE); a
 *                         garbage-collection pause or a descheduling that falls inside one is counted too
 * @param captureNanos     from the first shard's cut to the last shard's completion, ns (the core runs meanwhile)
 * @param steps            capture step commands the taker published
 * @param writeNanos       assembling, compressing, writing, fsyncing and renaming on the background thread, ns
 * @param fileBytes        bytes on disk
 * @param bodyBytes        uncompressed bytes
 * @param directory        the snapshot's directory
 * @param deletedSnapshots snapshots deleted by retention afterwards
 * @param deletedSegments  journal segments deleted by retention afterwards
 */
public record SnapshotReport(long sequence, long timestamp, long maxStallNanos, long captureNanos, int steps,
        long writeNanos, long fileBytes, long bodyBytes, Path directory, int deletedSnapshots, int deletedSegments) {

    /** @return one log line */
    public String describe() {
        return "snapshot " + sequence + ": longest stall " + (maxStallNanos / 1_000) + " us, capture "
                + (captureNanos / 1_000_000) + " ms in " + steps + " steps, write "
                + (writeNanos / 1_000_000) + " ms, " + fileBytes + " bytes on disk (" + bodyBytes
                + " uncompressed) in " + directory + "; retention deleted " + deletedSnapshots + " snapshots and "
                + deletedSegments + " journal segments";
    }
}
