package dev.bourse.snapshot;

import java.nio.file.Path;

/**
 * What {@link SnapshotWriter#write} produced.
 *
 * @param directory  the snapshot's final directory
 * @param manifest   its manifest
 * @param fileBytes  total size of the section files and the manifest on disk, bytes
 * @param bodyBytes  total uncompressed size of the section bodies, bytes (0 when {@code reused})
 * @param writeNanos wall time of compression, writing, fsyncs and rename, ns
 * @param reused     true when a snapshot of the same sequence already existed and was kept instead (the state at
 *                   one sequence is the same every time, so nothing was written)
 */
public record WrittenSnapshot(Path directory, SnapshotManifest manifest, long fileBytes, long bodyBytes,
        long writeNanos, boolean reused) {
}
